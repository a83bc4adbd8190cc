"""The chance to win in the advisor's panel and in Review, through the real widgets: in a
two-player game where the strong computer plays the position for the win, each choice shows
its chance (the strong context's advice; 421: one minus the chance of being the loser),
ordered by it, the best marked by a star, spoken in words; nowhere else; translated."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QLabel, QTableWidget

from dicegames.ai import bot
from dicegames.ai.advisor import advise, win_advice, win_chance
from dicegames.ai.games import computer
from dicegames.engine import CHANCE, TERMINAL, PlayerEntry, Record, game_info, roll_action
from dicegames.ui.games.advice_words import choice_text, win_text
from dicegames.ui.play.review import open_review

from .driver import FAST, NAMES, make_view
from .language import app_language


def late(game_id: str, players: int, seed: str, wanted) -> Record:
    """A game played by the strong computer in every seat up to the first decision of seat 0
    (Anna, a person; the others are computers) where `wanted(game, state)` holds."""
    game = game_info(game_id).make()
    strong = bot("strong", game)
    state = game.new_initial_state(players, 0)
    actions = []
    while game.current_player(state) != TERMINAL:
        who = game.current_player(state)
        if who == 0 and wanted(game, state):
            break
        a = roll_action(game, state, seed) if who == CHANCE else strong.choose(state)
        actions.append(a.to_str())
        state = game.apply(state, a).state
    else:
        raise AssertionError("the game ended before the position wanted")
    seats = (PlayerEntry(NAMES[0]),) + tuple(PlayerEntry(NAMES[i], "computer", "strong")
                                             for i in range(1, players))
    return Record(game_id, seats, {}, 0, seed, tuple(actions))


def racing(game, state) -> bool:
    """The strong computer plays this position for the win (whatever the seats)."""
    side = computer(game.id)
    return side.measure_at(game, state, side.strong_context(game, state)) in (
        "win_chance", "loss_chance")


def shown(qtbot, record):
    view = make_view(qtbot, record=record)
    view.show()
    qtbot.waitUntil(lambda: view.advisor.advice is not None
                    and view.advisor.advice.player == 0, timeout=20_000)
    return view


def heads(view) -> list[str]:
    table = view.advisor.list
    return [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]


def spoken(view, row: int) -> str:
    """A row of the list as a screen reader reads it: each cell says only itself."""
    table = view.advisor.list
    cells = [table.item(row, c) for c in range(table.columnCount())]
    return ", ".join(c.data(Qt.ItemDataRole.AccessibleTextRole) for c in cells if c is not None)


@pytest.mark.parametrize("game_id", ["zdorovo", "school", "zanzibar"])
def test_two_players_the_chance_to_win_of_every_choice(qtbot, game_id):
    view = shown(qtbot, late(game_id, 2, f"win-{game_id}", racing))
    s = view.session
    side = computer(game_id)
    strong = advise(s.game, s.state, side.strong_context(s.game, s.state))
    want = win_advice(s.game, s.state)
    assert want is not None and view.advisor.win is not None
    assert heads(view)[-1] == "Win" and heads(view)[1] in ("Total", "Chips")
    dice = tuple(s.game.table(s.state).dice)
    texts = {}
    for av in strong.actions:      # the strong context's values, 421's as 1 − the loss chance
        chance = av.value if strong.measure == "win_chance" else 1 - av.value
        assert chance == win_chance(want, av)
        texts.setdefault(choice_text(view.look, dice, av.action), win_text(chance))
    rows = view.advisor.rows()
    assert [r[0].lstrip("\u2605 ") for r in rows] == list(texts)        # in the win's order
    assert [r[-1] for r in rows] == list(texts.values())
    assert rows[0][0].startswith("\u2605 ") and not rows[1][0].startswith("\u2605")
    # the expected points stay beside the chance, each choice's own
    plain = {choice_text(view.look, dice, av.action): av.value
             for av in reversed(advise(s.game, s.state).actions)}
    assert [float(r[1].replace(",", "").replace("\u2212", "-")) for r in rows] == \
        pytest.approx([round(plain[r[0].lstrip("\u2605 ")], 2) for r in rows], abs=0.051)
    # spoken once, in words, without a percent sign
    words = spoken(view, 0)
    assert words.count("chance to win") == 1 and "percent" in words
    assert words.endswith(" percent") and "%" not in words.split("chance to win")[1]
    first = view.advisor.list.item(0, 0).data(Qt.ItemDataRole.AccessibleTextRole)
    assert "chance to win" not in first and "percent" not in first        # itself only
    summary = view.advisor.summary()                                     # the best three, once
    places = [summary.find(" " + text + ",") for text in list(texts)[:3]]
    assert -1 not in places and places == sorted(places), summary
    assert summary.startswith("Best: ") and summary.count(", chance to win ") == 3, summary
    assert "Win:" in view.advisor.about.text()


def test_three_players_or_early_no_chance_column(qtbot):
    three = shown(qtbot, late("zdorovo", 3, "win-3", racing))
    assert three.advisor.win is None and "Win" not in heads(three)
    assert "chance to win" not in spoken(three, 0)
    early = shown(qtbot, late("zdorovo", 2, "win-early", lambda g, s: True))
    assert early.advisor.win is None and heads(early) == ["Choice", "Total"]


@pytest.mark.parametrize("lang", ["ru", "es"])
def test_the_chance_to_win_is_translated(qtbot, lang):
    view = shown(qtbot, late("zdorovo", 2, "win-zdorovo", racing))
    english = (heads(view)[-1], spoken(view, 0), view.advisor.about.text())
    with app_language(lang):
        view.advisor.retranslate_ui()
        qtbot.waitUntil(lambda: view.advisor.win is not None
                        and heads(view)[-1] != english[0], timeout=20_000)
        words = spoken(view, 0)
        assert words != english[1] and "chance" not in words and "%" not in words
        assert view.advisor.about.text() != english[2]
        assert "Win" not in view.advisor.about.text()


def test_review_costs_the_last_turns_in_the_chance_to_win(qtbot):
    game = game_info("zdorovo").make()
    easy, strong = bot("easy", game), bot("strong", game)
    record = _whole(game, (easy, strong), "win-review-ui")
    view = make_view(qtbot, record=record, prefs=FAST)
    view.show()
    qtbot.waitUntil(view.game_over.isVisible, timeout=20_000)
    dialog = open_review(view)
    qtbot.waitUntil(lambda: dialog.result is not None, timeout=60_000)
    page = dialog.tabs.widget(0)
    measured = page.findChild(QLabel, "review_measure")
    assert measured is not None and "measured in the chance to win" in measured.text()
    assert "the others in Expected final total" in measured.text()
    mine = [m for m in dialog.result.moments if m.player == 0]
    table = page.findChild(QTableWidget, "review_table")
    cells = [table.item(r, 4).text() for r in range(table.rowCount())]
    for r, (m, cell) in enumerate(zip(mine, cells)):
        if m.win_cost is not None and cell:
            assert cell.endswith(" pp")
            assert table.item(r, 4).data(Qt.ItemDataRole.AccessibleTextRole) \
                .endswith("percentage points of the chance to win")
        else:
            assert not cell.endswith("pp")
    assert any(cell.endswith(" pp") for cell in cells)       # the easy player's last turns
    assert "percentage points of the chance to win." in dialog.report_text()
    # the costliest moments: three, the costliest of each measure in turn
    cards = [c.findChild(QLabel).text() for c in page.findChildren(QFrame, "review_moment")]
    assert len(cards) == 3
    assert sum("chance to win" in c for c in cards) in (1, 2)


def _whole(game, bots, seed) -> Record:
    from dicegames.ai.bots import play
    steps = play(game, lambda st: bots[game.current_player(st)].choose(st), seed, len(bots))
    seats = (PlayerEntry("Anna"), PlayerEntry("Boris", "computer", "strong"))
    return Record(game.id, seats, {}, 0, seed, tuple(a.to_str() for _, a, _ in steps))


@pytest.mark.parametrize("size", [(960, 640), (1920, 1080)])
def test_a_narrow_panel_keeps_every_choice_readable(qtbot, size):
    """421 between two shows chips, the worst hand and the chance to win: in a narrow window
    each choice goes on a row of its own above its numbers rather than into a sliver."""
    view = shown(qtbot, late("zanzibar", 2, "win-zanzibar", racing))
    view.resize(*size)
    qtbot.waitUntil(lambda: view.advisor.list.viewport().width() > 100)
    table = view.advisor.list
    qtbot.waitUntil(lambda: table.visualRect(table.indexFromItem(table.item(0, 0))).width()
                    >= 12 * table.fontMetrics().averageCharWidth())
    numbers = [table.item(r, c).text() for r in range(table.rowCount())
               for c in range(table.columnCount()) if table.item(r, c) is not None]
    for row in view.advisor.rows():                     # every choice and number is shown
        assert all(text in numbers for text in row)


def test_while_a_persons_dice_are_to_be_thrown_the_turn_is_worked_out(qtbot, monkeypatch):
    """The per-turn work (the race of the last turns) is done before the dice land."""
    import importlib
    from dataclasses import replace
    advisor = importlib.import_module("dicegames.ai.advisor")
    from dicegames.ui.common.thinking import thinker
    asked = []
    monkeypatch.setattr(advisor, "warm_up", lambda game, state: asked.append(state))
    record = late("zdorovo", 2, "win-zdorovo", racing)
    view = make_view(qtbot, record=replace(record, actions=record.actions[:-1]))
    view.show()
    qtbot.waitUntil(lambda: "Throw the dice" in view.advisor.note.text())
    thinker().flush()
    assert asked == [view.session.state]


def test_a_family_that_measures_the_chance_to_win_gets_the_column(qtbot, monkeypatch):
    """No game is named: once the Zonk family says `win_chance` for a two-player position
    (its race tables), the panel shows the chances beside the points and the zonk chance."""
    from dicegames.ai.games import ActionValue
    side = computer("chicago")
    plain = side.values

    def values(game, state, legal, ctx):
        out, exact = plain(game, state, legal, {})
        if ctx.get("utility") != "win":
            return out, exact
        return [ActionValue(av.action, 0.5 + i / 100, expected=av.value)
                for i, av in enumerate(out)], exact
    monkeypatch.setattr(side, "values", values)
    monkeypatch.setattr(side, "measure_at", lambda g, st, ctx: "win_chance"
                        if ctx.get("utility") == "win" else side.measure)
    view = shown(qtbot, late("chicago", 2, "win-chicago", lambda g, s: True))
    assert view.advisor.win is not None
    assert heads(view)[-3:] == ["Points", "Zonk", "Win"]
    rows = view.advisor.rows()
    best = max(range(len(rows)), key=lambda r: float(rows[r][-1].rstrip("%")))
    assert best == 0 and rows[0][0].startswith("\u2605 ")
