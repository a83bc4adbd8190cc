"""Help in place: every option of every game says what it changes (tool tip and accessible
description in the New game dialog, retranslated), and every scoresheet row, cell and
combination of every game says what it scores — all as literal, extractable translate calls."""
from __future__ import annotations

import ast
import html
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import QCheckBox, QComboBox

from dicegames.ai.bots import choose
from dicegames.engine import game_ids, game_info, make_game
from dicegames.engine.games.zanzibar_ranking import CLASSES, ranking
from dicegames.ui.games import look
from dicegames.ui.games.option_words import option_help
from dicegames.ui.newgame.dialog import NewGameDialog
from dicegames.ui.play import GameSession

from .driver import make_record

ROOT = Path(__file__).resolve().parents[2]
OPTIONS = [(g, o.key) for g in game_ids() for o in game_info(g).rules_cls.describe()]


def _help(game_id: str, cell: str) -> str:
    text = look(game_id).cell_help(cell)
    assert text and text.strip(), f"{game_id}: no help for {cell!r}"
    assert "=" not in text, f"{game_id} {cell}: an example belongs to the engine, not the text"
    return text


# ------------------------------------------------------------------ options
@pytest.mark.parametrize("game_id,key", OPTIONS)
def test_every_option_of_every_game_has_a_help_text(game_id, key):
    text = option_help(game_id, key)
    assert text.strip(), f"{game_id}: no help for the option {key}"
    assert text.count(". ") <= 3, f"{game_id} {key}: one to three short sentences"


def test_a_key_with_no_help_anywhere_gives_no_text():
    assert option_help("zdorovo", "no_such_option") == ""
    assert option_help("no_such_game", "no_such_option") == ""
    assert option_help("no_such_game", "target")            # the common help of a shared key


def test_the_games_help_comes_first_then_the_common_help():
    assert option_help("zdorovo", "target") == look("zdorovo").option_help("target")
    assert option_help("zdorovo", "target") != option_help("zonk", "target")
    assert look("no_such_game").option_help("target") is None


@pytest.mark.parametrize("game_id", game_ids())
def test_the_options_form_shows_the_help_on_every_option(qtbot, game_id):
    dlg = NewGameDialog(game_id, (), "virtual")
    qtbot.addWidget(dlg)
    assert dlg.form is not None and dlg.form.rows
    for key, row in dlg.form.rows.items():
        text = option_help(game_id, key)
        assert html.escape(text, quote=False) in row.widget.toolTip(), key
        assert row.widget.accessibleDescription() == text, key
        if not isinstance(row.widget, QCheckBox):
            assert html.escape(text, quote=False) in row.label.toolTip(), key
        if isinstance(row.widget, QComboBox):          # the whole choice is still in the tip
            assert html.escape(row.widget.currentText(), quote=False) in row.widget.toolTip()


def test_the_combo_tip_follows_the_choice(qtbot):
    dlg = NewGameDialog("zanzibar", (), "virtual")
    qtbot.addWidget(dlg)
    row = dlg.form.rows["first_starter"]
    row.widget.setCurrentIndex(row.widget.findData("random"))
    tip = row.widget.toolTip()
    assert html.escape(row.widget.currentText(), quote=False) in tip
    assert html.escape(option_help("zanzibar", "first_starter"), quote=False) in tip


class TinyTranslator(QTranslator):
    def __init__(self, words):
        super().__init__()
        self.words = words

    def isEmpty(self) -> bool:
        return False

    def translate(self, context, source, disambiguation=None, n=-1):
        return self.words.get((context, source))


def test_the_help_is_retranslated_on_a_language_change(qtbot):
    english = option_help("zdorovo", "throws")
    dlg = NewGameDialog("zdorovo", (), "virtual")
    qtbot.addWidget(dlg)
    widget = dlg.form.rows["throws"].widget
    tr = TinyTranslator({("Zdorovo", english): "Сколько бросков в ходе."})
    QCoreApplication.installTranslator(tr)
    try:
        qtbot.waitUntil(lambda: widget.accessibleDescription() == "Сколько бросков в ходе.")
        assert "Сколько бросков в ходе." in widget.toolTip()
    finally:
        QCoreApplication.removeTranslator(tr)
    qtbot.waitUntil(lambda: widget.accessibleDescription() == english)


# ------------------------------------------------------------------ sheet rows and cells
@pytest.mark.parametrize("game_id", game_ids())
def test_every_row_of_a_fresh_sheet_has_a_help_text(game_id):
    game = make_game(game_id)
    for players in (1, 2, 3):
        if not game_info(game_id).min_players <= players <= game_info(game_id).max_players:
            continue
        for row in game.scoresheet(game.new_initial_state(players)).rows:
            _help(game_id, row.id)


def _played(game_id: str, options=None, players: int = 3) -> GameSession:
    s = GameSession(make_record(game_id, ("computer",) * players, "help", options))
    for _ in range(100_000):
        if s.outcome() is not None:
            break
        s.throw() if s.dice_to_throw() else s.request(choose(s.game, s.state))
    return s


@pytest.mark.parametrize("game_id,options", [
    ("zonk", {"rounds": 2, "multi_end": "rounds"}), ("zonk", {"match_format": "duel"}),
    ("chicago", {"target": 1000}), ("detroit", {"target": 1000}), ("school", {}),
    ("zdorovo", {"match": "series", "series_games": 1}),
    ("zdorovo", {"match": "target", "target": 100}), ("zanzibar", {"chips": 5}),
])
def test_every_row_of_a_played_sheet_has_a_help_text(game_id, options):
    s = _played(game_id, options)
    rows = [r.id for r in s.game.scoresheet(s.state).rows]
    assert rows
    for row in rows:
        _help(game_id, row)


def test_the_rows_that_appear_only_now_and_then_have_help_too():
    for cell in ("settlement", "settlement_rounded", "round_7", "total"):
        _help("zonk", cell)
    for cell in ("games_won", "match_total"):
        _help("zdorovo", cell)
    for cell in ("total", "games_won", "match_total", "chips", "banked", "turn_total",
                 "settlement", "settlement_rounded", "round_3", "turn_12", "game_2"):
        assert look("no_such_game").cell_help(cell), cell      # the generic look's common rows
    assert look("no_such_game").cell_help("no_such_cell") is None


def test_the_row_number_is_filled_in():
    assert "12" in _help("chicago", "turn_12") and "%1" not in _help("chicago", "turn_12")
    assert "4" in _help("school", "school_4") and "%1" not in _help("school", "school_4")


EXAMPLES = [
    ("zonk", (1, 1, 1, 6, 6, 6), {}), ("zonk", (5, 5, 3, 3, 2, 6), {}),
    ("zonk", (1, 1, 2, 2, 6, 6), {}), ("zonk", (1, 2, 3, 4, 5, 6), {}),
    ("zonk", (3, 3, 3, 3, 3, 1), {}), ("zonk", (2, 2, 2, 2, 3, 3),
                                       {"three_pairs_allow_four_plus_pair": True}),
    ("chicago", (1, 2, 3, 4, 5), {}), ("chicago", (2, 2, 2, 5, 1), {}),
    ("chicago", (4, 4, 4, 4, 1), {"multiples": "doubling"}),
    ("chicago", (6, 6, 6, 6, 6), {"multiples": "doubling"}),
    ("detroit", (3, 3, 2, 2, 4, 4), {}), ("detroit", (1, 2, 3, 4, 5, 6), {}),
    ("detroit", (2, 2, 2, 2, 2, 2), {"multiples": "doubling"}),
    ("school", (6, 6, 6, 2, 1), {}), ("school", (1, 2, 3, 4, 5), {}),
    ("school", (3, 3, 3, 3, 3), {}), ("zdorovo", (6, 6, 6, 5, 5), {}),
    ("zdorovo", (2, 3, 4, 5, 6), {}), ("zanzibar", (4, 2, 1), {}),
    ("zanzibar", (2, 2, 1), {}), ("zanzibar", (6, 5, 4), {}), ("zanzibar", (6, 1, 1), {}),
]


@pytest.mark.parametrize("game_id,dice,options", EXAMPLES)
def test_the_ids_score_reports_have_a_help_text(game_id, dice, options):
    game = make_game(game_id, options)
    for first in (False, True):
        report = game.score(dice, first_throw=first)
        assert report.entries
        for entry in report.entries:
            _help(game_id, entry.id)


FACES = range(1, 7)
COMBINATIONS = {
    "zonk": ["one_5", "one_1", "two_5", "two_1", "three_pairs", "straight", "two_triples",
             "six_of_a_kind"] + [f"{k}_{f}" for k in ("three", "four", "five") for f in FACES],
    "chicago": ["one_1", "one_5", "straight"]
               + [f"{k}_{f}" for k in ("three", "four", "five", "six") for f in FACES],
    "detroit": ["one_1", "one_5", "straight", "colour_pairs"]
               + [f"{k}_{f}" for k in ("three", "four", "five", "six") for f in FACES],
    "zanzibar": list(ranking()) + sorted(set(CLASSES.values())),
}


@pytest.mark.parametrize("game_id", sorted(COMBINATIONS))
def test_every_combination_and_hand_class_has_a_help_text(game_id):
    for cell in COMBINATIONS[game_id]:
        _help(game_id, cell)


def test_a_hand_reads_as_its_class_and_the_versions_their_own_straight():
    assert _help("zanzibar", "555") == _help("zanzibar", "triple")
    assert _help("zanzibar", "221") == _help("zanzibar", "nenette")
    assert _help("zanzibar", "111") == _help("zanzibar", "three_aces")
    assert _help("chicago", "straight") != _help("detroit", "straight")
    assert _help("zonk", "three_1") != _help("chicago", "three_1")


# ------------------------------------------------------------------ the words rule
WORD_FILES = sorted((ROOT / "dicegames/ui/games").glob("*.py")) + [
    ROOT / "dicegames/ui/newgame/options_form.py"]


@pytest.mark.parametrize("path", WORD_FILES, ids=lambda p: p.name)
def test_every_translate_call_has_a_literal_context_and_text(path):
    """What lupdate extracts: `translate("Context", "text")`, both plain string literals."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "translate":
            assert len(node.args) >= 2, f"{path.name}:{node.lineno}"
            for arg in node.args[:2]:
                assert isinstance(arg, ast.Constant) and isinstance(arg.value, str), \
                    f"{path.name}:{node.lineno}: translate() needs literal strings"
