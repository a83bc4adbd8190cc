"""The scoresheets: a model per sheet kind (model tester over real states of every game),
what each cell says (screen-reader text, tool tips), the paper look, scoring through the view,
corrections (recompute, undo, refusal) and score-keeper mode through the widgets."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from dicegames.ai.bots import choose
from dicegames.engine import CellState, PlayerEntry, Record, game_ids, make_game, replay
from dicegames.ui.games import look
from dicegames.ui.play import GameSession
from dicegames.ui.played.facts import sheet_facts
from dicegames.ui.played.kinds import (
    LedgerSheet,
    RoundsSheet,
    SchoolSheet,
    ZdorovoSheet,
    sheet_model_for,
)
from dicegames.ui.played.model import LOOK_ROLE, MARK_ROLE, NOTE_ROLE
from dicegames.ui.words import format_points

from .driver import KeeperDriver, active, key, make_record, make_view

A11Y = Qt.ItemDataRole.AccessibleTextRole
TIP = Qt.ItemDataRole.ToolTipRole


def played(game_id: str, moves: int, seed: str = "sheets", players=3) -> GameSession:
    kinds = ("computer",) * players
    s = GameSession(make_record(game_id, kinds, seed))
    for _ in range(moves):
        if s.outcome() is not None:
            break
        s.throw() if s.dice_to_throw() else s.request(choose(s.game, s.state))
    return s


def facts_of(session: GameSession):
    """The sheet's facts as the play view reads them (typed dice: every turn's inputs)."""
    return sheet_facts(session.played, session.dice_source != "virtual")


def model_of(session: GameSession):
    model = sheet_model_for(session.game.scoresheet(session.state).kind)
    model.set_sheet(look(session.game.id), tuple(p.name for p in session.players),
                    session.game.scoresheet(session.state), facts_of(session))
    return model


def cell(model, row_id: str, column: int, role=A11Y):
    return model.data(model.index(model.row_of(row_id), column), role)


# ------------------------------------------------------------------ one model per kind
def test_each_game_has_its_own_sheet_kind():
    kinds = {g: make_game(g).scoresheet(make_game(g).new_initial_state(2)).kind
             for g in game_ids()}
    assert {g: type(sheet_model_for(kind)) for g, kind in kinds.items()} == {
        "zdorovo": ZdorovoSheet, "school": SchoolSheet, "zonk": LedgerSheet,
        "chicago": LedgerSheet, "detroit": LedgerSheet, "zanzibar": RoundsSheet}


@pytest.mark.parametrize("game_id", game_ids())
def test_the_model_tester_passes_at_the_start_mid_game_and_at_the_end(qtmodeltester, game_id):
    for moves in (0, 60, 100_000):
        s = played(game_id, moves)
        model = model_of(s)
        qtmodeltester.check(model)
        assert model.rowCount() == len(s.game.scoresheet(s.state).rows)
        assert model.columnCount() == 3 + (game_id == "zanzibar")
    assert s.outcome() is not None
    s2 = played(game_id, 30, seed="other")            # the same model follows a new game
    model.set_sheet(look(game_id), ("Anna", "Boris", "Vera"), s2.game.scoresheet(s2.state),
                    facts_of(s2))
    qtmodeltester.check(model)


@pytest.mark.parametrize("game_id", game_ids())
def test_totals_come_from_the_engine(game_id):
    s = played(game_id, 100_000)
    model = model_of(s)
    sheet = s.game.scoresheet(s.state)
    for row in sheet.rows:
        if row.total:
            for p, c in enumerate(row.cells):
                assert model.data(model.index(model.row_of(row.id), p)) == \
                    model.cell_text(c, row)
                if c.value is not None and row.id != "chips":
                    assert str(abs(int(c.value))) in \
                        model.data(model.index(model.row_of(row.id), p)).replace(",", "")


# ------------------------------------------------------------------ what the cells say
def real_session(game_id, players=("Anna", "Boris"), options=None, throws=()):
    s = GameSession(Record(game_id, tuple(PlayerEntry(n) for n in players),
                           dict(options or {}), 0, ""), dice_source="real")
    for a in throws:
        assert s.throw(a) if isinstance(a, tuple) else s.request(a), s.refusal
    return s


def test_zdorovo_cells_read_aloud_and_explain_the_dice():
    s = real_session("zdorovo", throws=[(6, 6, 6, 5, 5), "score full_house",
                                        (1, 2, 3, 4, 6), "score full_house"])
    model = model_of(s)
    assert cell(model, "full_house", 0) == "Anna, Full house, 28"
    assert cell(model, "full_house", 0, TIP) == "Full house: the dice 6 6 6 5 5 \u2192 28"
    assert cell(model, "full_house", 1, TIP) == \
        "Full house: the dice 1 2 3 4 6 do not make it \u2192 0"
    assert cell(model, "total", 1, Qt.ItemDataRole.FontRole).bold()
    s.throw((5, 5, 5, 5, 5))
    model = model_of(s)
    assert cell(model, "zdorovo", 0) == "Anna, Zdorovo! open, would score 50"
    assert "preview" in cell(model, "zdorovo", 0, LOOK_ROLE)
    assert cell(model, "zdorovo", 0, Qt.ItemDataRole.ForegroundRole) != \
        cell(model, "full_house", 0, Qt.ItemDataRole.ForegroundRole)
    assert cell(model, "ones", 1) == "Boris, Ones, open"
    assert cell(model, "ones", 0, Qt.ItemDataRole.TextAlignmentRole) & \
        Qt.AlignmentFlag.AlignRight


SCHOOL_BASES = [(1, 1, 1, 2, 3), "score school_1", (2, 2, 2, 4, 5), "score school_2",
                (3, 3, 3, 4, 5), "score school_3", (4, 4, 4, 1, 2), "score school_4",
                (5, 5, 5, 1, 2), "score school_5", (6, 6, 6, 1, 2), "score school_6"]
SCHOOL_FIGURES = [(6, 6, 1, 2, 3), "score pair", (5, 5, 4, 4, 1), "score two_pairs",
                  (1, 2, 4, 5, 6), "cross pigos", (4, 4, 4, 1, 2), "score three",
                  (1, 2, 3, 4, 5), "score small_order", (2, 3, 4, 5, 6), "score big_order",
                  (2, 2, 3, 3, 3), "score two_plus_three", (6, 6, 6, 6, 1), "score tetra",
                  (5, 5, 5, 5, 5), "score penta"]


def test_school_cells_say_how_they_were_made():
    s = real_session("school", players=("Anna",), throws=[
        (4, 4, 1, 2, 3), "score school_4", (2, 2, 2, 2, 5), "score school_2",
        (1, 1, 1, 5, 6), "score school_1", (6, 6, 1, 2, 3), "score pair"])
    model = model_of(s)
    assert cell(model, "school_4", 0, TIP) == "School 4: 4 4 \u2192 \u22124"
    assert cell(model, "school_1", 0, TIP) == "School 1: 1 1 1 \u2014 the base \u2192 0"
    assert cell(model, "school_1", 0, NOTE_ROLE) == "base"
    assert "negative" in cell(model, "school_4", 0, LOOK_ROLE)
    assert cell(model, "school_4", 0, Qt.ItemDataRole.DisplayRole) == "\u22124"
    assert cell(model, "school_result", 0, Qt.ItemDataRole.DisplayRole) == "\u221220"
    assert cell(model, "school_result", 0, NOTE_ROLE) == "\u00d710"
    assert "\u22122 is negative" in cell(model, "school_result", 0, TIP)
    assert cell(model, "pair", 0) == "Anna, Pair, 24, doubled"
    assert cell(model, "pair", 0, NOTE_ROLE) == "\u00d72"
    assert "thrown at once" in cell(model, "pair", 0, TIP)
    assert "not decided yet" in cell(model, "roman_style", 0, TIP) or \
        cell(model, "roman_style", 0, Qt.ItemDataRole.DisplayRole) == ""
    s.throw((1, 2, 4, 5, 6))
    s.request("cross penta")
    model = model_of(s)
    assert cell(model, "penta", 0) == "Anna, Penta, crossed out"
    assert "crossed" in cell(model, "penta", 0, LOOK_ROLE)
    assert cell(model, "roman_style", 0, TIP).endswith("missed")


def test_ledger_cells_show_the_turn_beside_the_running_total_and_explain_a_zonk():
    s = real_session("chicago", throws=[
        (1, 1, 1, 2, 3), "take 1 1 1", "bank", "fresh", (5, 2, 3, 3, 6), "take 5", "throw",
        (2, 3, 3, 6), (5, 2, 3, 3, 6), "take 5", "bank"])
    model = model_of(s)
    thousand = format_points(1000)                 # in the current locale
    assert cell(model, "turn_1", 0, Qt.ItemDataRole.DisplayRole) == thousand
    assert cell(model, "turn_1", 0, NOTE_ROLE) == "+" + thousand
    assert cell(model, "turn_1", 0) == "Anna, Turn 1, 1000, total 1000"
    assert cell(model, "turn_1", 1, NOTE_ROLE) == "zonk"
    assert cell(model, "turn_1", 1, TIP) == "Turn 1 \u00b7 Zonk: the turn's 50 points were lost"
    assert f"total {format_points(1050)}" in cell(model, "turn_2", 0, TIP)
    assert f"the target is {format_points(10000)}" in model.headerData(
        model.row_of("total"), Qt.Orientation.Vertical, TIP)


def test_a_ledger_draws_the_target_line_where_a_player_reaches_it():
    s = real_session("chicago", options={"target": 1000, "end_rule": "final_round"}, throws=[
        (1, 1, 1, 2, 3), "take 1 1 1", "bank"])
    model = model_of(s)
    assert "target" in cell(model, "turn_1", 0, LOOK_ROLE)
    assert "target reached" in cell(model, "turn_1", 0, TIP)


def test_zanzibar_rounds_show_the_hands_the_chips_and_the_pot():
    s = real_session("zanzibar", players=("Anna", "Boris", "Vera"),
                     throws=[(6, 5, 2), "stop", (3, 2, 2), (4, 2, 1)])
    model = model_of(s)
    assert cell(model, "round_1", 1, TIP) == "Round 1: Boris (322) took 10 chips \u00b7 holds 10"
    assert cell(model, "round_1", 1, Qt.ItemDataRole.DisplayRole) == "+10"
    assert cell(model, "round_1", 1, NOTE_ROLE) == "322"
    assert cell(model, "round_1", 1) == "Boris, Round 1, 322, +10 chips"
    pot = model.index(model.row_of("round_1"), 3)
    assert model.headerData(3, Qt.Orientation.Horizontal) == "Pot"
    assert model.data(pot) == "11" and model.data(pot, NOTE_ROLE) == "loading"
    assert model.data(pot, A11Y) == "Round 1, pot, 11"
    assert model.flags(pot) & Qt.ItemFlag.ItemIsEditable == Qt.ItemFlag.NoItemFlags


def test_zonk_tool_tip_names_the_points_a_zonk_lost():
    s = real_session("zonk", players=("Anna", "Boris", "Vera"), throws=[
        (1, 1, 1, 2, 3, 4), "take 1 1 1", "throw", (2, 3, 4)])
    model = model_of(s)
    assert cell(model, "round_1", 0, TIP) == "Round 1 \u00b7 Zonk: the turn's 37 points were lost"


# ------------------------------------------------------------------ scoring through the view
def test_a_click_selects_a_double_click_or_enter_scores(qtbot):
    view = make_view(qtbot, "zdorovo", ("human", "human"), seed="click")
    with qtbot.waitActive(view):
        view.show()
        view.activateWindow()
    view.trigger("throw")
    model = view.sheet_model
    sixes = view.sheet.visualRect(model.index(model.row_of("sixes"), 0)).center()
    qtbot.mouseClick(view.sheet.viewport(), Qt.MouseButton.LeftButton, pos=sixes)
    assert view.session.record.actions[-1].startswith("roll")      # a stray click: nothing
    assert view.sheet.current_cell() == ("sixes", 0)
    pos = view.sheet.visualRect(model.index(model.row_of("big_hand"), 0)).center()
    qtbot.mouseClick(view.sheet.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    qtbot.mouseDClick(view.sheet.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    assert view.session.record.actions[-1] == "score big_hand"
    view._on_handed_over()
    view.trigger("throw")
    view.sheet.setFocus()
    view.sheet.go_to("big_hand", 1)
    qtbot.keyClick(view.sheet, Qt.Key.Key_Return)
    assert view.session.record.actions[-1] == "score big_hand"


# ------------------------------------------------------------------ corrections
def school_to_the_end():
    return real_session("school", players=("Anna",), throws=SCHOOL_BASES + SCHOOL_FIGURES)


def test_a_correction_mid_game_recomputes_the_bonuses_and_totals_and_undoes_cleanly(qtbot):
    s = school_to_the_end()
    g = s.game
    before_record, before_state = s.record, s.state
    sheet = g.scoresheet(s.state)
    assert sheet.value("roman_style", 0) == 0 and s.outcome() is not None
    crossed = s.record.actions.index("cross pigos")
    with qtbot.waitSignal(s.state_changed):
        assert s.correct([(crossed, "score pigos")])
    after = g.scoresheet(s.state)
    assert after.value("roman_style", 0) == 10
    assert after.value("pigos", 0) == 18
    assert after.value("total", 0) == sheet.value("total", 0) + 18 + 10
    assert s.record.actions[-1] == f"correct {crossed} score pigos"
    assert s.state == replay(s.record).state
    assert s.outcome().standings[0].points == after.value("total", 0)
    facts = facts_of(s)
    assert facts.corrected[("pigos", 0)] == "corrected: was Pigos, crossed out"
    assert s.undo_text() == "the correction"
    s.undo()
    assert s.record == before_record and s.state == before_state
    assert facts_of(s).corrected == {}
    s.redo()
    assert g.scoresheet(s.state).value("roman_style", 0) == 10
    resumed = GameSession(s.record, dice_source="real")     # a saved game keeps it
    assert resumed.state == s.state and resumed.corrections() == s.corrections()
    resumed.undo()
    assert resumed.record.actions == before_record.actions


def test_a_mistyped_real_throw_re_entered_changes_the_total():
    s = real_session("zdorovo", throws=[(6, 6, 2, 3, 3), "reroll 2 3 4", (6, 1, 1),
                                        "score sixes", (1, 1, 1, 2, 2), "score full_house"])
    assert s.game.scoresheet(s.state).value("total", 0) == 18
    assert s.correct([(2, "roll 6 6 6")])
    assert s.game.scoresheet(s.state).value("sixes", 0) == 30
    assert s.game.scoresheet(s.state).value("total", 0) == 30
    assert s.corrections()[0].was == "roll 6 1 1"


def test_a_refused_correction_changes_nothing(qtbot):
    s = real_session("zdorovo", throws=[(6, 6, 2, 3, 3), "score sixes", (1, 1, 1, 2, 2),
                                        "score full_house", (5, 5, 5, 5, 5), "score zdorovo"])
    before, undo = s.record, s.undo_stack.count()
    with qtbot.waitSignal(s.action_refused) as refused:
        assert not s.correct([(1, "score zdorovo")])       # Anna writes Zdorovo later
    assert refused.args[0] == "correction_refused"
    assert "Anna's later move \"Score Zdorovo!\"" in refused.args[1]
    assert s.record == before and s.undo_stack.count() == undo
    with qtbot.waitSignal(s.action_refused) as refused:
        assert not s.correct([(1, "score sixes")])          # what it already says
    assert "already says" in refused.args[1]
    assert s.record == before


def test_f2_opens_the_editor_with_what_the_rules_allow_enter_corrects_ctrl_z_undoes(qtbot):
    record = Record("zdorovo", (PlayerEntry("Anna"), PlayerEntry("Boris")), {}, 0, "")
    view = active(qtbot, make_view(qtbot, record=record, dice="real"))
    s = view.session
    for a in [(6, 6, 2, 3, 3), "reroll 2 3 4", (6, 1, 1), "score sixes", (1, 1, 1, 2, 2),
              "score full_house"]:
        assert s.throw(a) if isinstance(a, tuple) else s.request(a)
    view._on_handed_over()
    view.sheet.setFocus()
    view.sheet.go_to("sixes", 0)
    model = view.sheet_model
    assert model.flags(model.index(model.row_of("sixes"), 0)) & Qt.ItemFlag.ItemIsEditable
    assert not model.flags(model.index(model.row_of("ones"), 0)) & Qt.ItemFlag.ItemIsEditable
    key(qtbot, Qt.Key.Key_F2)
    editor = view.sheet.open_editor()
    assert editor is not None and editor.heading.text() == "Correct Anna's Sixes (18)"
    assert [f.edit.text() for f in editor.fields] == ["6 6 2 3 3", "6 1 1"]
    items = [editor.cell.itemText(i) for i in range(editor.cell.count())]
    assert items[0] == "Sixes (as now)" and "Big hand \u2014 20" in items
    assert "Full house \u2014 20" in items and len(items) == 11     # Anna's open cells
    assert QApplication.focusWidget() is editor.cell
    key(qtbot, Qt.Key.Key_Tab)
    key(qtbot, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is editor.fields[1].edit
    QApplication.focusWidget().selectAll()
    for k in (Qt.Key.Key_6, Qt.Key.Key_6, Qt.Key.Key_7):
        key(qtbot, k)
    key(qtbot, Qt.Key.Key_Return)                      # a 7: refused, named, still open
    assert view.sheet.open_editor() is editor and "not 7" in editor.error.text()
    key(qtbot, Qt.Key.Key_Backspace)
    key(qtbot, Qt.Key.Key_6)
    key(qtbot, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: view.sheet.open_editor() is None)
    assert s.record.actions[-1] == "correct 2 roll 6 6 6"
    index = model.index(model.row_of("sixes"), 0)
    assert model.data(index) == "30"
    assert model.data(index, MARK_ROLE) == "corrected: a throw was 6 1 1"
    assert "corrected: a throw was 6 1 1" in model.data(index, TIP)
    assert model.data(index, A11Y) == "Anna, Sixes, 30, corrected, a throw was 6 1 1"
    assert view.log.lines()[-1] == "Corrected Anna's turn: Throw 6 6 6 instead of Throw 6 1 1."
    view.sheet.setFocus()
    key(qtbot, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert "correct" not in " ".join(s.record.actions)
    assert model.data(index) == "18" and not model.data(index, MARK_ROLE)
    assert not any(line.startswith("Corrected") for line in view.log.lines())


def test_the_editor_moves_a_score_and_refuses_with_the_reason_and_escape_cancels(qtbot):
    view = active(qtbot, make_view(qtbot, "zdorovo", ("human", "human"), seed="move"))
    s = view.session
    for cell_id in ("big_hand", "big_hand", "ones"):
        s.throw()
        s.request(f"score {cell_id}")
    view._on_handed_over()
    assert view.sheet.correct("big_hand", 0)
    editor = view.sheet.open_editor()
    assert editor.fields == []                          # virtual dice: only the cell
    editor.cell.setCurrentIndex(editor.cell.findData("score ones"))
    editor.submit()                                     # Anna wrote Ones later
    assert view.sheet.open_editor() is editor
    assert "later move \"Score Ones\"" in editor.error.text()
    key(qtbot, Qt.Key.Key_Escape)
    assert view.sheet.open_editor() is None
    assert view.sheet.correct("big_hand", 0)
    editor = view.sheet.open_editor()
    editor.cell.setCurrentIndex(editor.cell.findData("score zdorovo"))
    key(qtbot, Qt.Key.Key_Return)
    assert s.record.actions[-1] == "correct 1 score zdorovo"
    assert s.game.scoresheet(s.state).value("big_hand", 0) is None


def test_cells_of_virtual_dice_ledgers_are_not_editable():
    s = played("zonk", 40)
    model = model_of(s)
    assert not any(model.flags(model.index(r, c)) & Qt.ItemFlag.ItemIsEditable
                   for r in range(model.rowCount()) for c in range(model.columnCount()))


def test_a_real_dice_ledger_turn_is_corrected_by_re_entering_a_throw(qtbot):
    s = real_session("chicago", throws=[(1, 1, 1, 2, 3), "take 1 1 1", "bank"])
    assert facts_of(s).editable == {("turn_1", 0)}
    assert s.correct([(0, "roll 1 1 1 2 5")])          # "take 1 1 1" stays legal
    assert s.game.scoresheet(s.state).value("turn_1", 0) == 1000
    assert not s.correct([(0, "roll 2 2 3 4 6")])       # a zonk: "take 1 1 1" impossible
    assert "later move" in s.refusal


# ------------------------------------------------------------------ score-keeper mode
KEEPER_OPTIONS = {"zonk": {"match_format": "multi"},
                  "chicago": {"target": 3000}, "detroit": {"target": 3000}}
KEEPER_POINTS = {"zonk": (0, 1, 5, 35, 42, 107)}


@pytest.mark.parametrize("game_id", game_ids())
def test_score_keeper_mode_plays_a_whole_game_by_keyboard(qtbot, game_id):
    record = Record(game_id, tuple(PlayerEntry(n) for n in ("Anna", "Boris", "Vera")),
                    KEEPER_OPTIONS.get(game_id, {}), 0, "")
    view = active(qtbot, make_view(qtbot, record=record, dice="keeper"))
    assert view.keeper.isVisible() and not view.tray.isVisible()
    assert not view.entry.isVisible() and not view.handover.isVisible()
    outcomes = []
    view.game_finished.connect(lambda _snapshot, outcome: outcomes.append(outcome))
    KeeperDriver(qtbot, view, seed=game_id, **(
        {"points": KEEPER_POINTS[game_id]} if game_id in KEEPER_POINTS else {})).play()
    s = view.session
    assert outcomes == [s.outcome()]
    assert replay(s.record).state == s.state
    verbs = {a.split()[0] for a in s.record.actions}
    assert "roll" not in verbs and verbs & {"final", "points"}


def test_keeper_entry_errors_name_the_fix_and_change_nothing(qtbot):
    record = Record("chicago", (PlayerEntry("Anna"), PlayerEntry("Boris")),
                    {"opening_minimum": 500}, 0, "")
    view = active(qtbot, make_view(qtbot, record=record, dice="keeper"))
    assert QApplication.focusWidget() is view.keeper.points
    for k in (Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_5, Qt.Key.Key_Return):
        key(qtbot, k)
    assert "multiple of 50" in view.keeper.error.text() and view.session.record.actions == ()
    view.keeper.points.setText("300")
    key(qtbot, Qt.Key.Key_Return)
    assert "opening minimum" in view.keeper.error.text() and view.session.record.actions == ()
    view.keeper.points.setText("0")
    key(qtbot, Qt.Key.Key_Return)
    assert view.session.record.actions == ("points 0",)
    assert view.log.lines()[0] == "Zonk! Anna scores nothing this turn."
    assert "Turn 1" not in view.banner.facts.text() and "throw" not in view.banner.facts.text()


def test_keeper_six_of_a_kind_and_final_dice(qtbot):
    record = Record("zonk", (PlayerEntry("Anna"), PlayerEntry("Boris")), {}, 0, "")
    view = active(qtbot, make_view(qtbot, record=record, dice="keeper"))
    view.keeper.six.setFocus()
    key(qtbot, Qt.Key.Key_4)
    key(qtbot, Qt.Key.Key_Return)
    assert view.session.record.actions == ("six_of_a_kind 4",)
    assert view.session.outcome().winners == (0,)
    record = Record("school", (PlayerEntry("Anna"),), {}, 0, "")
    view = active(qtbot, make_view(qtbot, record=record, dice="keeper"))
    view.keeper.dice.setText("6 6 6 6 6")
    view.keeper.throws.setValue(1)
    key(qtbot, Qt.Key.Key_Return)
    assert view.session.record.actions == ("final 1 6 6 6 6 6",)
    assert view.keeper.shown.isVisible() and not view.keeper.accepting
    assert QApplication.focusWidget() is view.sheet
    assert view.log.lines()[0] == "Anna entered 6 6 6 6 6 after 1 throw."
    key(qtbot, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)   # enter them again
    assert view.session.record.actions == () and view.keeper.accepting


def test_a_keeper_turn_is_corrected_by_entering_it_again(qtbot):
    record = Record("zonk", (PlayerEntry("Anna"), PlayerEntry("Boris"), PlayerEntry("Vera")),
                    {}, 0, "")
    view = active(qtbot, make_view(qtbot, record=record, dice="keeper"))
    s = view.session
    for points in (350, 0, 125):
        assert s.request(f"points {points}")
    assert view.sheet.correct("round_1", 0)
    editor = view.sheet.open_editor()
    assert [f.label() for f in editor.fields] == ["Points (0 = zonk)"]
    editor.fields[0].edit.setText("300")
    editor.submit()
    assert s.record.actions[-1] == "correct 0 points 300"
    model = view.sheet_model
    assert model.data(model.index(model.row_of("total"), 0)) == "300"
    assert model.data(model.index(model.row_of("round_1"), 0), MARK_ROLE) == \
        "corrected: was 350 points"


def test_the_new_game_dialog_offers_score_keeping_with_people_only(qtbot):
    from dicegames.ui.newgame.dialog import NewGameDialog
    dialog = NewGameDialog("zdorovo", (PlayerEntry("Anna"), PlayerEntry("Boris", "computer",
                                                                          "normal")))
    qtbot.addWidget(dialog)
    assert dialog.keeper.text() == "Score &keeper (enter each turn's result)"
    dialog.keeper.setChecked(True)
    choice = dialog.choice()
    assert choice.dice_source == "keeper" and choice.record.seed == ""
    assert [p.kind for p in choice.record.players] == ["human", "human"]
    assert not dialog.keeper_note.isHidden()


def test_keeper_games_save_and_load(tmp_path):
    from dicegames.persistence.saves import Snapshot, read_save, write_save
    s = GameSession(Record("zdorovo", (PlayerEntry("Anna"),), {}, 0, ""), "keeper")
    s.request("final 2 6 6 6 2 2")
    s.request("score full_house")
    write_save(tmp_path / "g.dicegames", Snapshot(s.record, "keeper"))
    saved = read_save(tmp_path / "g.dicegames")
    assert saved.dice_source == "keeper" and saved.record == s.record
    assert saved.replay.state == s.state


def test_moving_a_mid_game_cross_to_another_cell_undecides_the_roman_style():
    s = real_session("school", players=("Anna",), throws=SCHOOL_BASES + [
        (6, 6, 1, 2, 3), "score pair", (1, 2, 4, 5, 6), "cross penta",
        (4, 4, 4, 1, 2), "score three"])
    g = s.game
    before = g.scoresheet(s.state)
    assert before.value("roman_style", 0) == 0              # a cross: missed for good
    crossed = s.record.actions.index("cross penta")
    assert s.correct([(crossed, "score pigos")])
    after = g.scoresheet(s.state)
    assert after.value("roman_style", 0) is None            # undecided again
    assert after.row("penta").cells[0].state == CellState.OPEN
    assert after.value("pigos", 0) == 18
    assert after.value("total", 0) == before.value("total", 0) + 18
    s.undo()
    assert g.scoresheet(s.state) == before


def test_sheet_words_follow_a_language_change(qtbot):
    from PySide6.QtCore import QCoreApplication, QTranslator

    class Shout(QTranslator):
        def translate(self, context, source, disambiguation=None, n=-1):
            return source.upper() if context in ("Scoresheet", "Keeper", "Words", "Zdorovo",
                                                 "School", "Zonk", "ChicagoDetroit",
                                                 "Zanzibar") else None

        def isEmpty(self):
            return False

    record = Record("zanzibar", (PlayerEntry("Anna"), PlayerEntry("Boris")), {}, 0, "")
    view = make_view(qtbot, record=record, dice="keeper")
    view.show()
    model = view.sheet_model
    shout = Shout()
    QCoreApplication.installTranslator(shout)
    try:
        qtbot.waitUntil(lambda: model.headerData(2, Qt.Orientation.Horizontal) == "POT")
        assert model.headerData(0, Qt.Orientation.Vertical) == "ROUND 1"
        qtbot.waitUntil(lambda: view.keeper.apply_button.text() == "ENTER THE TURN  (ENTER)")
        assert model.data(model.index(0, 2), A11Y).startswith("ROUND 1, POT")
    finally:
        QCoreApplication.removeTranslator(shout)
    qtbot.waitUntil(lambda: model.headerData(2, Qt.Orientation.Horizontal) == "Pot")


def test_a_double_click_that_scores_a_cell_does_not_open_its_correction(qtbot):
    view = make_view(qtbot, "zdorovo", ("human", "human"), seed="double")
    view.show()
    qtbot.waitExposed(view)
    view.trigger("throw")
    model = view.sheet_model
    index = model.index(model.row_of("big_hand"), 0)
    pos = view.sheet.visualRect(index).center()
    qtbot.mouseClick(view.sheet.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    qtbot.mouseDClick(view.sheet.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    assert view.session.record.actions[-1] == "score big_hand"
    assert view.sheet.open_editor() is None
    view._on_handed_over()
    qtbot.mouseClick(view.sheet.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    qtbot.mouseDClick(view.sheet.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    assert view.sheet.open_editor() is not None                 # later: a correction


@pytest.mark.parametrize("game_id", ["zonk", "zanzibar"])
def test_a_ledger_sheet_deleted_before_it_scrolls_raises_nothing(qtbot, game_id):
    from PySide6.QtCore import QCoreApplication, QEvent
    view = make_view(qtbot, game_id, ("human", "human"), seed="deleted")
    view.sheet_model.set_sheet(look(game_id), ("A", "B", "C"), view.sheet_model.sheet)  # reset
    view.sheet.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    QCoreApplication.processEvents()   # the scroll is due now: it is dropped with the sheet


def test_an_open_correction_editor_goes_with_the_table(qtbot):
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtWidgets import QVBoxLayout, QWidget

    from dicegames.ui.play import PlayView

    from .driver import FAST, ScriptedDialogs, make_record
    window = QWidget()
    qtbot.addWidget(window)
    view = PlayView(make_record("zdorovo", ("human", "human"), "gone"), "virtual", FAST,
                    ScriptedDialogs(), window)
    QVBoxLayout(window).addWidget(view)
    active(qtbot, window)
    s = view.session
    s.throw()
    s.request("score big_hand")
    view._on_handed_over()
    assert view.sheet.correct("big_hand", 0)
    editor = view.sheet.open_editor()
    assert view.isAncestorOf(editor)                  # not the window's: it dies with the table
    view.deleteLater()                                # the game is closed, the editor open
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert not window.findChildren(type(editor))
    qtbot.keyClick(window, Qt.Key.Key_Return)         # nothing left to reach a deleted delegate
