"""The New game dialog: every option of every game and preset, conflicts refused inline,
player limits, the roll-off, and a Record whose options round-trip."""
from __future__ import annotations

from dataclasses import dataclass

import pytest
from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox

from dicegames.engine import records, registry
from dicegames.engine.errors import OptionError
from dicegames.engine.games.zdorovo import Zdorovo
from dicegames.engine.options import Rules, option
from dicegames.engine.records import PlayerEntry
from dicegames.engine.registry import GameInfo, game_ids, game_info
from dicegames.engine.rng import roll_off
from dicegames.ui.newgame import dialog as new_game_module
from dicegames.ui.newgame.dialog import NewGameDialog

KINDS = {"bool": QCheckBox, "int": QSpinBox, "choice": QComboBox}


@dataclass(frozen=True)
class ClashRules(Rules):
    free_reroll: bool = option(False, group="variants")
    keep_all_combinations: bool = option(False, group="variants")
    first_starter: str = option("die_roll", choices=("die_roll", "random", "seat_1"),
                                group="setup")
    rounds: int = option(10, lo=1, hi=50, group="match", source=12)
    version: str = option("a", choices=("a", "b"))
    mystery_key: str = option("plain", choices=("plain", "odd_value"), group="mystery_group")

    def validate(self) -> None:
        if self.free_reroll and self.keep_all_combinations:
            raise OptionError("conflicting_options",
                              "free_reroll and keep_all_combinations exclude each other",
                              options=("free_reroll", "keep_all_combinations"))


@pytest.fixture
def clash():
    """A registered test game with two exclusive variants, a starter rule and a fixed option."""
    class Clash(Zdorovo):
        min_players, max_players = 2, 4

    info = GameInfo("clash", Clash, ClashRules, source="999", dice=5,
                    presets={"standard": {}, "wild": {"free_reroll": "true"}},
                    fixed={"version": "b"})
    registry.register(info)
    yield info
    registry.unregister("clash")


def _dialog(qtbot, game=None, players=(), dice_source="virtual"):
    dlg = NewGameDialog(game, players, dice_source)
    qtbot.addWidget(dlg)
    return dlg


def _all_cases():
    return [(gid, preset) for gid in game_ids() for preset in game_info(gid).presets]


@pytest.mark.parametrize("gid,preset", _all_cases())
def test_every_option_of_every_game_and_preset_has_a_widget(qtbot, gid, preset):
    info = game_info(gid)
    dlg = _dialog(qtbot, gid)
    assert dlg.game_id == gid
    dlg.preset.setCurrentIndex(dlg.preset.findData(preset))
    dlg.preset.activated.emit(dlg.preset.currentIndex())
    expected = info.rules(preset=preset)
    shown = {o.key for o in info.rules_cls.describe() if o.key not in info.fixed}
    assert set(dlg.form.rows) == shown
    for o in info.rules_cls.describe():
        if o.key in info.fixed:
            continue
        row = dlg.form.rows[o.key]
        closed = o.kind == "choice" or (o.kind == "int" and o.choices)
        assert isinstance(row.widget, QComboBox if closed else KINDS[o.kind]), o.key
        assert row.value() == getattr(expected, o.key), o.key
        if o.kind == "int" and not closed:
            assert (row.widget.minimum(), row.widget.maximum())[0] == (o.lo or 0)
        if closed:
            assert [row.widget.itemData(i) for i in range(row.widget.count())] == list(o.choices)
            marked = [row.widget.itemText(i) for i in range(row.widget.count())
                      if "(default)" in row.widget.itemText(i)]
            assert len(marked) == 1
        text = row.label.text()
        assert text and "_" not in text, o.key           # readable words, not the raw key
    assert dlg.preset.currentData() == preset
    choice = dlg.choice()
    assert choice is not None and choice.record.actions == ()
    assert info.rules(choice.record.options) == expected
    back = records.loads(records.dumps(choice.record))
    assert back == choice.record
    assert records.replay(back).state is not None


def test_source_text_note_shows_where_a_value_differs(qtbot):
    dlg = _dialog(qtbot, "zdorovo")
    row = dlg.form.rows["throws"]
    assert row.value() == 3 and not row.note.isHidden()
    assert row.note.text() == "The source text reads: 2 throws"
    row.set_value(2)
    assert row.note.isHidden()
    assert dlg.preset.currentData() == "literal"


def test_hand_changes_show_custom_and_presets_fill_the_form(qtbot):
    dlg = _dialog(qtbot, "zdorovo")
    dlg.form.rows["target"].widget.setValue(777)
    assert dlg.preset.currentData() is None and dlg.preset.currentText() == "Custom"
    dlg.preset.setCurrentIndex(dlg.preset.findData("series"))
    dlg.preset.activated.emit(dlg.preset.currentIndex())
    assert dlg.form.rows["match"].value() == "series"
    assert dlg.form.rows["target"].value() == 500


def test_conflicting_options_are_refused_inline(qtbot, clash):
    dlg = _dialog(qtbot, "clash")
    assert "version" not in dlg.form.rows                    # fixed by the id: hidden
    assert dlg.form.rows["mystery_key"].label.text() == "Mystery key"    # raw-key fallback
    dlg.form.rows["free_reroll"].widget.setChecked(True)
    assert dlg.preset.currentData() == "wild" and dlg.choice() is not None
    dlg.form.rows["keep_all_combinations"].widget.setChecked(True)
    assert not dlg.error.isHidden()            # the options by their names, not the engine's words
    assert dlg.error.text() == ("“Free reroll” and “Keep all combinations” cannot be played "
                                "together: change one of them.")     # a game without words
    assert not dlg.start_button.isEnabled() and dlg.choice() is None
    dlg.accept()
    assert dlg.result() != NewGameDialog.DialogCode.Accepted
    dlg.form.rows["free_reroll"].widget.setChecked(False)
    assert dlg.error.isHidden() and dlg.start_button.isEnabled()
    assert dlg.choice().record.options["version"] == "b"


def test_a_conflict_names_the_options_in_the_games_words(qtbot):
    from dicegames.engine import DiceGamesError
    from dicegames.ui.newgame.dialog import option_error_text
    with pytest.raises(DiceGamesError) as refused:
        game_info("zonk").rules({"free_reroll": True, "keep_all_combinations": True})
    assert option_error_text("zonk", refused.value) == (
        "“Free re-throw without keeping anything” and “Every combination thrown must be set "
        "aside” cannot be played together: change one of them.")


def test_player_limits_follow_the_game(qtbot, clash):
    many = tuple(PlayerEntry(f"P{i}") for i in range(6))
    dlg = _dialog(qtbot, "clash", many)
    ed = dlg.players
    assert len(ed.rows) == 4 and not ed.add.isEnabled()
    ed.remove(ed.rows[0])
    ed.remove(ed.rows[0])
    assert len(ed.rows) == 2 and not any(r.remove.isEnabled() for r in ed.rows)
    ed.remove(ed.rows[0])
    assert len(ed.rows) == 2
    dlg.game.setCurrentIndex(dlg.ids.index("zdorovo"))
    assert ed.add.isEnabled() and all(r.remove.isEnabled() for r in ed.rows)
    ed.remove(ed.rows[0])
    assert len(ed.rows) == 1 and ed.limits.text() == "1 to 8 players"
    for _ in range(10):
        ed.add_player()
    assert len(ed.rows) == 8 and not ed.add.isEnabled()


def test_players_names_kinds_levels_and_seating(qtbot):
    dlg = _dialog(qtbot, "zdorovo", (PlayerEntry("Anna"), PlayerEntry("Boris", "computer",
                                                                       "strong")))
    ed = dlg.players
    ed.add_player()
    assert ed.rows[2].name.placeholderText() == "Player 3"
    assert not ed.rows[0].level.isEnabled() and ed.rows[1].level.isEnabled()
    ed.move_row(ed.rows[1], -1)
    assert [p.name for p in ed.players()] == ["Boris", "Anna", "Player 3"]
    ed.rows[2].kind.setCurrentIndex(1)
    ed.rows[2].level.setCurrentIndex(0)
    record = dlg.choice().record
    assert record.players == (PlayerEntry("Boris", "computer", "strong"), PlayerEntry("Anna"),
                              PlayerEntry("Player 3", "computer", "easy"))
    assert records.loads(records.dumps(record)).players == record.players


def _tie_seed(n):
    return next(s for s in (f"tie{i}" for i in range(10_000)) if len(roll_off(s, n)[1]) > 1)


def test_roll_off_is_shown_with_the_ties(qtbot, monkeypatch):
    seed = _tie_seed(3)
    monkeypatch.setattr(new_game_module, "new_seed", lambda: seed)
    dlg = _dialog(qtbot, "zdorovo", (PlayerEntry("Anna"), PlayerEntry("Boris"),
                                     PlayerEntry("Vera")))
    first, rounds = roll_off(seed, 3)
    text = dlg.start_text.text()
    assert text.startswith("Anna threw {}, Boris {}, Vera {}.".format(*rounds[0]))
    assert "tie and throw again." in text
    assert text.endswith(f"{['Anna', 'Boris', 'Vera'][first]} starts.")
    assert dlg.start_dice.rounds == rounds and dlg.start_dice.isVisibleTo(dlg)
    assert dlg.choice().record.first_player == first
    dlg.players.rows[0].name.setText("Ann")                  # names update the words only
    assert dlg.start_text.text().startswith("Ann threw")
    assert dlg.choice().record.seed == seed


def test_real_dice_let_the_table_say_who_starts(qtbot):
    dlg = _dialog(qtbot, "zdorovo", (PlayerEntry("Anna"), PlayerEntry("Boris")), "real")
    assert dlg.starter.isVisibleTo(dlg) and not dlg.start_dice.isVisibleTo(dlg)
    dlg.starter.setCurrentIndex(1)
    choice = dlg.choice()
    assert choice.dice_source == "real" and choice.record.first_player == 1
    assert choice.record.seed == ""
    dlg.virtual.setChecked(True)
    assert not dlg.starter.isVisibleTo(dlg) and dlg.choice().record.seed


def test_first_starter_rule_is_honoured(qtbot, clash):
    dlg = _dialog(qtbot, "clash", (PlayerEntry("Anna"), PlayerEntry("Boris"),
                                   PlayerEntry("Vera")))
    combo = dlg.form.rows["first_starter"].widget
    combo.setCurrentIndex(combo.findData("seat_1"))
    assert dlg.starting_player() == 0 and dlg.start_text.text().startswith("Anna starts")
    combo.setCurrentIndex(combo.findData("random"))
    assert dlg.start_text.text().startswith("Drawn at random:")
    assert dlg.choice().record.first_player == dlg._random_first
    combo.setCurrentIndex(combo.findData("die_roll"))
    assert dlg.start_text.text().endswith("starts.") and "threw" in dlg.start_text.text()


@pytest.mark.parametrize("alone_in", ["school", "zdorovo"])
def test_after_a_game_alone_another_game_takes_the_seats_it_needs(qtbot, alone_in):
    """The dialog opens with the last table (one player); switching to Zonk adds a seat and
    says what the Zonk game will be: the rules of the game before never meet the new game."""
    dlg = _dialog(qtbot, alone_in, (PlayerEntry("Anna"),))
    dlg.show()
    dlg.game.setCurrentIndex(dlg.ids.index("zonk"))
    assert len(dlg.players.rows) == 2 and dlg.rules is not None
    assert dlg.summary.text().startswith("A duel: one turn each")
    assert dlg.choice().record.game == "zonk"


def test_one_player_has_no_roll_off(qtbot):
    dlg = _dialog(qtbot, "school", (PlayerEntry("Anna"),))
    dlg.show()
    assert not dlg.start_box.isVisible() and dlg.choice().record.first_player == 0
    dlg.players.add_player()
    assert dlg.start_box.isVisible() and "starts" in dlg.start_text.text()


class _Screen:
    """A screen of a given width, as the dialog asks it (the offscreen one is 800 wide)."""

    def __init__(self, width: int, height: int) -> None:
        from PySide6.QtCore import QRect
        self.room = QRect(0, 0, width, height)

    def availableGeometry(self):
        return self.room


@pytest.mark.parametrize("size", [(960, 640), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("gid", game_ids())
def test_the_rules_panel_fits_inside_its_frame(qtbot, monkeypatch, gid, size):
    """Every game's options stay inside the "Rules of the game" frame: the dialog widens to
    what both columns need where the screen has room (its right frames were cut off on a
    1280 px screen), else the panel scrolls."""
    screen = _Screen(*size)
    monkeypatch.setattr(NewGameDialog, "screen", lambda self: screen)
    dlg = NewGameDialog(gid)
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    box, scroll = dlg.rules_box, dlg.rules_scroll
    assert scroll.geometry().right() < box.width() - 1
    assert box.geometry().right() < dlg.width()
    assert dlg.width() <= size[0]


@pytest.mark.parametrize("lang", ["ru", "es", "en"])
def test_the_roll_off_is_given_to_the_screen_reader_in_words(qtbot, lang):
    """Orca reads the dialog's labels as it opens: the roll-off without "colon" or "em dash"
    (heard in Russian: "Выпало colon: Игрок 1 em dash 3"), names as typed."""
    from .language import app_language
    with app_language(lang):
        dlg = _dialog(qtbot, "zdorovo", (PlayerEntry("Anna: 1"), PlayerEntry("Boris")))
        said = dlg.start_text.accessibleName()
        assert said and not set(said) & {"—", "·"}
        assert ":" not in said.replace("Anna: 1", "")
        assert "Anna: 1" in said and "Boris" in said
