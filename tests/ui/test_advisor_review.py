"""The advisor beside the table (H) and the post-game review, through the real widgets."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTableWidget

from dicegames.ai import advise, bot
from dicegames.ai.advisor import win_advice
from dicegames.ai.bots import play
from dicegames.engine import PlayerEntry, Record, game_ids
from dicegames.ui.games.advice_words import choice_text
from dicegames.ui.play import PlayPrefs
from dicegames.ui.play.review import open_review

from .driver import FAST, active, key, make_record, make_view


def wait_advice(qtbot, view):
    qtbot.waitUntil(lambda: view.advisor.advice is not None
                    and view.advisor.advice.player == view.session.acting_seat(), timeout=10_000)
    return view.advisor.advice


@pytest.mark.parametrize("game_id", game_ids())
def test_every_choice_is_listed_best_first_in_the_games_measure(qtbot, game_id):
    view = make_view(qtbot, game_id, ("human", "computer"), seed="advice")
    view.show()
    assert view.advisor.isVisible()                    # one person: on by default
    view.trigger("throw")
    advice = wait_advice(qtbot, view)
    s = view.session
    expected = advise(s.game, s.state)
    assert [a.action for a in advice.actions] == [a.action for a in expected.actions]
    rows = view.advisor.rows()
    dice = tuple(s.game.table(s.state).dice)
    # where the chance to win is shown (421 between two), the list is in its order
    order = win_advice(s.game, s.state) or expected
    texts = [choice_text(view.look, dice, a.action) for a in order.actions]
    assert [r[0].lstrip("\u2605 ") for r in rows] == list(dict.fromkeys(texts))
    assert rows[0][0].startswith("\u2605 ")             # the best, marked by a shape
    heads = [view.advisor.list.horizontalHeaderItem(c).text()
             for c in range(view.advisor.list.columnCount())]
    assert heads[1] in ("Total", "Points", "Chips")
    assert view.advisor.about.text()


def test_h_shows_and_hides_it_and_the_table_keeps_its_keys(qtbot):
    view = active(qtbot, make_view(qtbot, "zonk", ("human", "human"), seed="h"))
    assert not view.advisor.isVisible()                  # two people: off by default
    key(qtbot, Qt.Key.Key_H)
    assert view.advisor.isVisible() and view.actions_by_id["advisor"].isChecked()
    key(qtbot, Qt.Key.Key_R)
    wait_advice(qtbot, view)
    values = [float(r[1].replace(",", "")) for r in view.advisor.rows()]
    assert values == sorted(values, reverse=True)
    assert view.advisor.summary().startswith("Best: ")
    assert " points expected" in view.advisor.summary()
    key(qtbot, Qt.Key.Key_H)
    assert not view.advisor.isVisible() and view.status.text() == "Advisor hidden."


def test_never_for_a_computers_move(qtbot):
    view = make_view(qtbot, "zdorovo", ("computer", "human"), seed="cpu",
                     prefs=PlayPrefs(animation="off", computer_pace_ms=3000))
    view.show()
    assert view.session.is_computer(view.session.acting_seat())
    assert view.advisor.rows() == [] and "(computer) is playing" in view.advisor.note.text()


def test_remembered_choice_wins_over_the_default(qtbot):
    view = make_view(qtbot, "zonk", ("human", "computer"),
                     prefs=PlayPrefs(animation="off", computer_pace_ms=0, advisor="off"))
    view.show()
    assert not view.advisor.isVisible()
    seen = []
    view.advisor.toggled.connect(seen.append)
    view.advisor.action.trigger()
    assert seen == [True]


def test_a_game_without_advice_says_so(qtbot, tinyzonk):
    view = make_view(qtbot, record=make_record(tinyzonk, ("human",), "tiny"))
    view.show()
    view.trigger("throw")
    qtbot.waitUntil(lambda: "no advice" in view.advisor.note.text())   # asked once painted
    assert not view.game_over.review.isVisible() or view.game_over.isHidden()


def _played(game_id: str, levels=("easy", "strong")) -> Record:
    from dicegames.engine import game_info
    game = game_info(game_id).make({})
    bots = [bot(level, game) for level in levels]
    steps = play(game, lambda s: bots[game.current_player(s)].choose(s), "review", len(levels))
    players = (PlayerEntry("Anna"),) + tuple(PlayerEntry(n, "computer", lv) for n, lv in
                                             zip(("Boris", "Vera"), levels[1:]))
    return Record(game_id, players, {}, 0, "review", tuple(a.to_str() for _, a, _ in steps))


@pytest.mark.parametrize("game_id", game_ids())
def test_the_review_after_the_game(qtbot, game_id):
    view = make_view(qtbot, record=_played(game_id), prefs=FAST)
    view.show()
    qtbot.waitUntil(view.game_over.isVisible, timeout=10_000)
    assert view.game_over.review.isVisible()
    assert view.advisor.shown and not view.advisor.isVisible()   # the panel's room: game over
    qtbot.mouseClick(view.game_over.review, Qt.MouseButton.LeftButton)
    dialog = open_review(view)
    assert dialog.isVisible()
    qtbot.waitUntil(lambda: dialog.result is not None, timeout=60_000)
    assert dialog.tabs.count() == 1 and dialog.tabs.tabText(0) == "Anna"
    text = dialog.report_text()
    assert "Anna made" in text
    mine = dialog.result.players[0]
    table = dialog.tabs.widget(0).findChild(QTableWidget, "review_table")
    assert table.rowCount() == mine.decisions
    costly = [m for m in mine.costliest if m.cost >= 0.005]
    if costly:
        assert "The costliest moments" in text and "you chose" in text


def test_the_review_says_working_until_it_is_done(qtbot, monkeypatch):
    import threading

    from dicegames.ai import reviews as review_module
    from dicegames.ui.common.thinking import thinker
    go = threading.Event()
    real = review_module.review
    monkeypatch.setattr(review_module, "review", lambda record: go.wait(30) and real(record))
    view = make_view(qtbot, record=_played("zdorovo"), prefs=FAST)
    try:
        dialog = open_review(view)
        assert "Working out" in dialog.working.text() and dialog.progress.isVisibleTo(dialog)
        assert dialog.tabs.isHidden()
    finally:
        go.set()
    qtbot.waitUntil(lambda: dialog.result is not None, timeout=60_000)
    assert not dialog.tabs.isHidden() and not dialog.progress.isVisibleTo(dialog)
    thinker().flush()
