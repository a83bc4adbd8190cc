"""A sixth game is its modules, nothing else: the tiny Zonk (tiny_game.py: an engine module, a
look, a computer side and figures, each registered through its registry's public hook) is
played through every screen of the real app — the home, New game with computer seats at every
level, the table with the advisor, the game-over review, the odds, the rules, the saved games,
the statistics and print. Without its look, computer side and figures it still plays, in the
generic ones (the `tinyzonk` fixture)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from dicegames.engine import SetAside
from dicegames.engine.records import Record
from dicegames.persistence.history import History
from dicegames.ui.home.page import HomePage
from dicegames.ui.play import PlayView
from dicegames.ui.play.review import open_review

from .driver import KeyboardDriver, active, make_view
from .print_support import needs_poppler, pdf_text
from .test_table_life import _window
from .tiny_game import GAME

LEVELS = ("easy", "medium", "strong")


@pytest.fixture
def window(qtbot):
    return _window(qtbot)


def _new_game(w, names=("Anna", "Easy", "Medium", "Strong")) -> PlayView:
    """New game → the tiny game, Anna and a computer at each level."""
    seen = {}

    def run(dlg):
        seen["games"] = [dlg.game.itemText(i) for i in range(dlg.game.count())]
        dlg.game.setCurrentIndex(dlg.game.findData(GAME))
        seen["target"] = dlg.form.rows["target"].label.text()
        dlg.players.set_limits(4, 4)
        for row, name, level in zip(dlg.players.rows, names, ("", *LEVELS)):
            row.name.setText(name)
            row.kind.setCurrentIndex(1 if level else 0)
            if level:
                row.level.setCurrentIndex(row.level.findData(level))
        return True
    w.dialogs.on_run = run
    w.new_game(GAME)
    assert "Tiny Zonk" in seen["games"] and seen["target"].startswith("Points to win")
    assert isinstance(w.view, PlayView)
    return w.view


def _play_to_end(qtbot, view: PlayView) -> None:
    """Anna plays the advisor's best move, read off the panel; the computers play theirs."""
    s = view.session
    while True:
        qtbot.waitUntil(lambda: s.outcome() is not None or not s.is_computer(s.acting_seat()),
                        timeout=20_000)
        if s.outcome() is not None:
            return
        if s.dice_to_throw():
            s.throw()
            continue
        qtbot.waitUntil(lambda: view.advisor.advice is not None       # this decision's
                        and view.advisor.advice.best in s.legal_actions(), timeout=10_000)
        assert view.advisor.rows()[0][0].startswith("\u2605 ")        # best first
        assert s.request(view.advisor.advice.best)


def test_the_sixth_game_is_on_the_home_in_its_own_words(qtbot, tiny_game):
    home = HomePage()
    qtbot.addWidget(home)
    home.show_facts()
    card = next(c for c in home.cards if c.game_id == tiny_game)
    assert card.name.text() == "Tiny Zonk" and card.pitch.full == "Fives and ones to 150."
    assert "6\u00a0dice" in card.facts.text() and "2\u20134" in card.facts.text()  # GameInfo's


def test_an_evening_of_the_sixth_game_through_every_screen(qtbot, tmp_path, window, tiny_game):
    view = _new_game(window)
    assert view.accessibleName() == "Table, Tiny Zonk"         # for the ear: no colon
    assert [p.level for p in view.session.players] == ["", *LEVELS]
    assert view.advisor.shown                                   # one person: it is on
    from dicegames.persistence import paths
    window.dialogs.save_path = str(paths.saves_dir() / "tiny")
    _play_to_end(qtbot, view)
    record = view.session.record
    assert {record.players[i].level for i in range(1, 4)} == set(LEVELS)
    qtbot.waitUntil(view.game_over.isVisible, timeout=10_000)
    assert view.game_over.review.isVisible()                  # it has an advisor: a review
    review = open_review(view)
    qtbot.waitUntil(lambda: review.result is not None, timeout=30_000)
    assert review.tabs.tabText(0) == "Anna" and "Anna made" in review.report_text()
    assert review.result.players[0].total_cost == pytest.approx(0, abs=1e-9)   # the best
    review.close()

    window.save_game()                                         # Game → Save
    window.go_home()
    window.store.flush()
    (entry,), _ = History().load_all()                         # one finished game
    assert entry.record.game == tiny_game and entry.summary.seats[0].figures.keys() == {
        "zonks", "hot_dice"}

    window.open_history()                                      # the saved games
    browser = window.history_window.browser
    rows = [[browser.table.item(r, c).text() for c in range(browser.table.columnCount())]
            for r in range(browser.table.rowCount())]
    assert sum("Tiny Zonk" in row for row in rows) == 2        # the history's, the save's
    saved = next(i for i, r in enumerate(browser.shown) if r.kind == "save")
    browser.table.selectRow(saved)
    browser.open_chosen()                                      # reopened on its game over
    assert window.view.session.record == record and window.view.game_over.isVisible()

    window.open_history("stats")                               # the statistics, its figures
    stats = window.history_window.stats
    stats.game.setCurrentIndex(stats.game.findData(tiny_game))
    heads = [stats.players.horizontalHeaderItem(c).text()
             for c in range(stats.players.columnCount())]
    assert heads[-2:] == ["Tiny zonks", "All six kept"]
    names = {stats.players.item(r, 0).text() for r in range(stats.players.rowCount())}
    assert "Anna" in names and len(names) == 4


def test_its_odds_and_rules(qtbot, tiny_game):
    from dicegames.engine import game_ids
    from dicegames.ui.odds.window import OddsWindow
    from dicegames.ui.rules.viewer import RulesViewer
    odds = OddsWindow(game_ids())
    qtbot.addWidget(odds)
    odds.show_game(tiny_game)
    qtbot.waitUntil(lambda: odds.tables is not None, timeout=20_000)
    (widget,) = odds.table_widgets()
    assert widget.objectName() == "odds_nothing" and widget.rowCount() == 6
    assert widget.accessibleName() == "Nothing scores" and widget.item(5, 0).text() == "6 dice"
    assert widget.item(0, 1).text() == "2/3" and odds.chart is not None  # charted: by dice

    rules = RulesViewer(game_ids())
    qtbot.addWidget(rules)
    rules.show_game(tiny_game)
    text = rules.text.toPlainText()
    assert "Be the first to bank 60 points." in text and "Points to win" in text
    assert rules.windowTitle() == "Rules: Tiny Zonk"


@needs_poppler
def test_its_printed_sheet(qtbot, tmp_path, tiny_game):
    from dicegames.ai.bots import play, seats
    from dicegames.engine import PlayerEntry, game_ids, game_info
    from dicegames.ui.printing.dialog import GameToPrint, PrintDialog

    from .fakes import FakeDialogs
    game = game_info(tiny_game).make()
    steps = play(game, seats(game, ("strong", "easy")), "tiny print", 2)
    record = Record(tiny_game, (PlayerEntry("Anna"), PlayerEntry("Boris")), {}, 0,
                    "tiny print", tuple(a.to_str() for _, a, _ in steps))
    dialogs = FakeDialogs()
    dialogs.save_path = str(tmp_path / "tiny sheet")
    dlg = PrintDialog(game_ids(), GameToPrint(record, "virtual"), dialogs=dialogs)
    qtbot.addWidget(dlg)
    path = dlg.save_pdf()
    text = pdf_text(path)
    assert "Tiny Zonk" in text and "On the shelf" in text and "Boris" in text


def test_the_sixth_game_plays_through_the_real_widgets_in_its_own_words(qtbot, tiny_game):
    view = active(qtbot, make_view(qtbot, tiny_game, ("human", "human"), seed="new module"))
    rows = [view.sheet_model.headerData(r, Qt.Orientation.Vertical)
            for r in range(view.sheet_model.rowCount())]
    assert rows == ["On the shelf", "Total"]
    set_aside = []
    view.session.events_emitted.connect(
        lambda events: set_aside.extend(e for e in events if isinstance(e, SetAside)))
    KeyboardDriver(qtbot, view).play()
    assert view.session.outcome() is not None and view.game_over.isVisible()
    assert set_aside


def test_its_verb_ends_the_turn(qtbot, tiny_game):
    view = make_view(qtbot, tiny_game, ("human", "human"),
                     thrower=lambda game, state: (5, 5, 1, 2, 3, 4)[:game.dice_to_throw(state)])
    s = view.session
    s.throw()
    s.request(next(a for a in s.legal_actions() if a.verb == "take"))
    assert "bank" in view.controls.visible_commands()
    assert view.controls.buttons["bank"].text().startswith("Keep it")


# ------------------------------------------------------------------ without its modules
def test_a_game_of_the_engine_alone_is_on_the_home_in_the_generic_look(qtbot, tinyzonk):
    home = HomePage()
    qtbot.addWidget(home)
    assert tinyzonk not in [c.game_id for c in home.cards]    # the first frame: the looks'
    home.show_facts()
    card = home.cards[-1]                                      # … then every game's
    assert card.game_id == tinyzonk and card.name.text() == "Tinyzonk"
    assert card.play.isVisibleTo(home) and "6\u00a0dice" in card.facts.text()


def test_a_game_of_the_engine_alone_has_no_odds_and_the_common_figures(qtbot, tinyzonk):
    from dicegames.ai import advises, computer, odds_tables
    from dicegames.ai.bots import play, seats
    from dicegames.engine import PlayerEntry, game_ids, game_info, replay
    from dicegames.stats.summary import summarize
    from dicegames.ui.odds.window import OddsWindow
    game = game_info(tinyzonk).make()
    assert not advises(tinyzonk) and odds_tables(game) == () and computer(tinyzonk).measure == ""
    steps = list(play(game, seats(game, LEVELS), "alone", 3))   # strong plays as medium
    record = Record(tinyzonk, tuple(PlayerEntry(n) for n in "ABC"), {}, 0, "alone",
                    tuple(a.to_str() for _, a, _ in steps))
    summary = summarize(record, replay(record))
    assert summary.turns > 0 and all(s.figures == {} for s in summary.seats)
    odds = OddsWindow(game_ids())
    qtbot.addWidget(odds)
    odds.show_game(tinyzonk)
    qtbot.waitUntil(lambda: odds.tables is not None, timeout=20_000)
    assert odds.status.text() == "There are no odds tables for this game."
    assert odds.table_widgets() == []
