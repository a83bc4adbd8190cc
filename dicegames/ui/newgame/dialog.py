"""The New game dialog: game and preset, every rules option, the players, the dice, who starts.

It returns a Record with no actions and the dice source; the main window opens the play view.
"""
from __future__ import annotations

import secrets
from dataclasses import dataclass, replace
from typing import Any

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QRadioButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from dicegames.engine.errors import DiceGamesError
from dicegames.engine.records import PlayerEntry, Record
from dicegames.engine.registry import game_ids, game_info
from dicegames.engine.rng import new_seed, roll_off
from dicegames.ui.access import group_body
from dicegames.ui.common.speaker import say_choice_with, speaker_for
from dicegames.ui.ear import for_ear, sentence
from dicegames.ui.games import look, option_words
from dicegames.ui.newgame.options_form import OptionsForm
from dicegames.ui.newgame.players import PlayersEditor
from dicegames.ui.newgame.roll_off import RollOffDice
from dicegames.ui.played.table_words import roll_off_text
from dicegames.ui.words import fill, minutes_text, translate

DEFAULT_PLAYERS = (PlayerEntry("", "human"), PlayerEntry("", "computer", "normal"))


@dataclass(frozen=True)
class NewGameChoice:
    record: Record            # no actions yet
    dice_source: str          # "virtual" | "real" | "keeper"
    tutor: frozenset[str] = frozenset()       # the people (statistics keys) with tutor mode
    untutored: frozenset[str] = frozenset()   # the people without it


def option_error_text(game_id: str, e: DiceGamesError) -> str:
    """Why these options cannot be played, naming them (never the engine's English)."""
    named = e.context.get("options", ())
    keys = tuple(str(k) for k in named) if isinstance(named, (list, tuple)) else ()
    if e.code == "conflicting_options" and len(keys) == 2:
        return fill(translate("NewGame", "“%1” and “%2” cannot be played together: change one "
                              "of them."), *(option_words.option_name(game_id, k) for k in keys))
    return translate("NewGame", "These options cannot be played together: change the last one "
                     "you chose.")


class NewGameDialog(QDialog):
    """Pick a game, its rules and the table; `choice()` after it was accepted."""

    def __init__(self, game_id: str | None = None, players: tuple[PlayerEntry, ...] = (),
                 dice_source: str = "virtual", parent: QWidget | None = None, *,
                 tutored: frozenset[str] = frozenset()) -> None:
        super().__init__(parent)
        self.setObjectName("new_game")
        self._fit_screen()
        self.ids = game_ids()
        self.rules: Any = None
        self.first_player = 0
        self.rounds: tuple[tuple[int, ...], ...] = ()
        self._random_first = 0

        self.game_label, self.game = QLabel(self), QComboBox(self)
        self.preset_label, self.preset = QLabel(self), QComboBox(self)
        for gid in self.ids:
            self.game.addItem("", gid)
        self.game_label.setBuddy(self.game)
        self.preset_label.setBuddy(self.preset)
        top = QHBoxLayout()
        for w in (self.game_label, self.game, self.preset_label, self.preset):
            top.addWidget(w)
        top.addStretch(1)
        self.summary = QLabel(self)                 # what the game will be, in one line
        self.summary.setObjectName("game_summary")
        self.summary.setWordWrap(True)
        font = self.summary.font()
        font.setBold(True)
        self.summary.setFont(font)

        self.players_box = QGroupBox(self)
        seats, seats_lay = group_body(self.players_box, QVBoxLayout)
        self.players = PlayersEditor(players or DEFAULT_PLAYERS, seats, tutored=tutored)
        seats_lay.addWidget(self.players)

        self.dice_box = QGroupBox(self)
        dice, dice_lay = group_body(self.dice_box, QVBoxLayout)   # each said once, in it
        self.virtual, self.real = QRadioButton(dice), QRadioButton(dice)
        self.keeper = QRadioButton(dice)
        self.keeper.setObjectName("dice_keeper")
        self.dice_group = QButtonGroup(self)
        for b in (self.virtual, self.real, self.keeper):
            self.dice_group.addButton(b)
        {"real": self.real, "keeper": self.keeper}.get(dice_source, self.virtual).setChecked(True)
        self.keeper_note = QLabel(dice)
        self.keeper_note.setObjectName("keeper_note")
        self.keeper_note.setWordWrap(True)
        dice_lay.addWidget(self.virtual)
        dice_lay.addWidget(self.real)
        dice_lay.addWidget(self.keeper)
        dice_lay.addWidget(self.keeper_note)

        self.start_box = QGroupBox(self)
        starting, start_lay = group_body(self.start_box, QVBoxLayout)
        self.start_text = QLabel(starting)
        self.start_text.setWordWrap(True)
        self.start_text.setTextFormat(Qt.TextFormat.PlainText)
        self.start_text.setObjectName("roll_off_text")
        self.start_dice = RollOffDice(starting)
        self.starter_label, self.starter = QLabel(starting), QComboBox(starting)
        self.starter_label.setBuddy(self.starter)
        starter_row = QHBoxLayout()
        starter_row.addWidget(self.starter_label)
        starter_row.addWidget(self.starter, 1)
        start_lay.addLayout(starter_row)
        start_lay.addWidget(self.start_dice)
        start_lay.addWidget(self.start_text)
        start_lay.addStretch(1)

        left = QVBoxLayout()
        left.addWidget(self.players_box)
        left.addWidget(self.dice_box)
        left.addWidget(self.start_box, 1)
        left.addStretch(0)                  # the room, when nobody needs to throw to start

        self.rules_box = QGroupBox(self)
        rules, rules_lay = group_body(self.rules_box, QVBoxLayout)
        self.rules_scroll = QScrollArea(rules)
        self.rules_scroll.setWidgetResizable(True)
        self.rules_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.rules_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)   # its options take the focus
        self.rules_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        rules_lay.addWidget(self.rules_scroll)
        self.form: OptionsForm | None = None

        middle = QHBoxLayout()
        middle.addLayout(left, 4)
        middle.addWidget(self.rules_box, 5)

        self.error = QLabel(self)
        self.error.setObjectName("option_error")
        self.error.setWordWrap(True)
        self.error.setTextFormat(Qt.TextFormat.PlainText)
        self.error.hide()
        self.buttons = QDialogButtonBox(self)
        self.start_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.cancel_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.start_button.setDefault(True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        lay = QVBoxLayout(self)
        lay.addLayout(top)
        lay.addWidget(self.summary)
        lay.addLayout(middle, 1)
        lay.addWidget(self.error)
        lay.addWidget(self.buttons)

        self.game.currentIndexChanged.connect(self._game_changed)
        self.preset.activated.connect(self._preset_chosen)
        self.players.seating_changed.connect(self._new_roll_off)
        self.players.seating_changed.connect(self._show_game)
        self.players.names_changed.connect(self._show_starter)
        self.dice_group.buttonToggled.connect(lambda *_: self._show_starter())
        self.dice_group.buttonToggled.connect(lambda *_: self._offer_seats())
        self._offer_seats()

        self.speaker = speaker_for(self)        # a choice changed by key is said (Orca 43:
        say_choice_with(self.game, self._choice_words)       # nothing otherwise)
        self.retranslate_ui()
        start = self.ids.index(game_id) if game_id in self.ids else 0
        if self.game.currentIndex() == start:
            self._game_changed()
        else:
            self.game.setCurrentIndex(start)

    def _fit_screen(self) -> None:
        """1040×680 where there is room; on a small screen (960×640) all of it, so Start game
        is never below its edge (the rules panel scrolls)."""
        parent = self.parentWidget()
        screen = self.screen() or (parent.screen() if parent is not None else None)
        room = screen.availableGeometry() if screen is not None else None
        width, height = 1040, 680
        if room is not None and not room.isEmpty():
            width, height = min(width, room.width()), min(height, room.height() - 40)
        self.setMinimumSize(min(860, width), min(600, height))
        self.resize(width, height)

    # ------------------------------------------------------------------ game and rules
    @property
    def game_id(self) -> str:
        return self.game.currentData()

    def _fit_rules(self) -> None:
        """Room for the options' full width (nothing clipped), within the screen."""
        assert self.form is not None
        need = self.form.sizeHint().width() + self.rules_scroll.verticalScrollBar() \
            .sizeHint().width() + 8
        screen = self.screen().availableGeometry().width() if self.screen() else 1280
        self.rules_scroll.setMinimumWidth(min(need, max(320, screen - 520)))
        # the dialog's own minimum is set (it fits small screens), so its layout no longer
        # keeps it wide enough: widen it to what both columns need where the screen has
        # room, else narrow the rules panel (it scrolls sideways rather than clip its frames)
        layout = self.layout()
        if layout is None:
            return
        layout.activate()
        want = layout.minimumSize().width()
        room = min(screen, max(self.width(), want))
        if want > room:
            self.rules_scroll.setMinimumWidth(max(200, self.rules_scroll.minimumWidth()
                                                  - (want - room)))
        if room > self.width():
            self.resize(room, self.height())

    def _game_changed(self) -> None:
        info = self.info = game_info(self.game_id)
        self.rules = None               # the last game's rules never describe this one: the
        #                                 form's first `changed` gives this game's
        if self.form is not None:
            self.form.deleteLater()
        self.form = OptionsForm(info)
        self.form.changed.connect(self._options_changed)
        self.rules_scroll.setWidget(self.form)
        self._fit_rules()
        self.preset.blockSignals(True)
        self.preset.clear()
        for name in info.presets:
            self.preset.addItem(option_words.preset_name(info.id, name), name)
        self.preset.addItem(translate("NewGame", "Custom"), None)
        self.preset.blockSignals(False)
        self.players.set_limits(info.min_players, info.max_players)
        first = next(iter(info.presets), None)
        self.form.set_values(preset_options(info, first))
        self._new_roll_off()

    def _preset_chosen(self) -> None:
        name = self.preset.currentData()
        if name is not None and self.form is not None:
            self.form.set_values(preset_options(self.info, name))

    def _options_changed(self) -> None:
        info = self.info
        values = self.form.values() if self.form is not None else {}
        match = next((name for name in info.presets
                      if all(preset_options(info, name).get(k) == v for k, v in values.items())),
                     None)
        self.preset.setCurrentIndex(self.preset.findData(match) if match is not None
                                    else self.preset.count() - 1)
        try:
            self.rules = info.rules(values)
        except DiceGamesError as e:
            self.rules = None
            self.error.setText(option_error_text(info.id, e))
            self.error.show()
        else:
            self.error.hide()
        self.start_button.setEnabled(self.rules is not None)
        self._show_game()
        self._show_starter()

    def _show_game(self) -> None:
        """Only the options that apply, and what the game will be: "A duel: … · about 4 min"."""
        if self.rules is None or self.form is None:
            return
        n = len(self.players.rows)
        self.form.show_only_active(self.rules.inactive(n))
        words = look(self.game_id)
        line = words.summary(self.rules, n)
        minutes = minutes_text(words.minutes(self.rules.to_options(), n))
        self.summary.setText(f"{line} \u00b7 {minutes}" if line else minutes)
        self.summary.setAccessibleName(for_ear(self.summary.text()))   # read as the dialog
        #                                                                opens: no "middle dot"
        self._order_tabs()

    def _order_tabs(self) -> None:
        """Tab goes top to bottom, left column before the rules, the buttons last (rows and
        options made later would otherwise come after Start game)."""
        rules = [row.widget for row in self.form.rows.values()] if self.form is not None else []
        chain = [self.game, self.preset, *self.players.focus_order(), self.virtual, self.real,
                 self.keeper, self.starter, *rules, self.start_button, self.cancel_button]
        for before, after in zip(chain, chain[1:]):
            QWidget.setTabOrder(before, after)

    def _choice_words(self, _combo: QComboBox) -> str:
        """What is said as the game changes: its name with its one line ("Zonk Chicago. Six
        dice to 10,000 …")."""
        words = look(self.game_id)
        return " ".join(t for t in (sentence(words.name()), words.pitch()) if t)

    # ------------------------------------------------------------------ who starts
    def _starter_mode(self) -> str:
        mode = getattr(self.rules, "first_starter", "die_roll")
        return mode if mode in ("die_roll", "random", "seat_1") else "die_roll"

    def _new_roll_off(self) -> None:
        n = len(self.players.rows)
        self._seed = new_seed()                 # the game's dice: its roll-off too, so the
        self.first_player, self.rounds = roll_off(self._seed, n)   # table can say it again
        self._random_first = secrets.randbelow(n)
        self._show_starter()

    def _names(self) -> list[str]:
        return [p.name for p in self.players.players()]

    def _show_starter(self) -> None:
        names = self._names()
        self.start_box.setVisible(len(names) > 1)      # one player: nobody to throw against
        mode = self._starter_mode()
        at_table = self.dice_source() != "virtual" and mode == "die_roll"
        self.keeper_note.setVisible(self.keeper.isChecked())
        self.starter_label.setVisible(at_table)
        self.starter.setVisible(at_table)
        self.start_dice.setVisible(mode == "die_roll" and not at_table)
        if at_table:
            self.starter.blockSignals(True)
            keep = self.starter.currentIndex()
            self.starter.clear()
            self.starter.addItems(names)
            self.starter.setCurrentIndex(keep if 0 <= keep < len(names) else 0)
            self.starter.blockSignals(False)
            self.start_text.setText(translate("NewGame",
                                              "Everyone throws one die at the table; the highest "
                                              "starts and ties throw again."))
        elif mode == "die_roll":
            self.start_dice.show_roll_off(names, self.rounds, self.first_player)
            self.start_text.setText(roll_off_text(names, self.rounds, self.first_player))
        elif mode == "random":
            self.start_text.setText(fill(translate("NewGame", "Drawn at random: %1 starts."),
                                         names[self._random_first]))
        else:
            self.start_text.setText(fill(translate(
                "NewGame", "%1 starts, as the first player at the table."), names[0]))
        # Orca reads the dialog's labels when it opens: this one in words, not "colon", "em dash"
        self.start_text.setAccessibleName(for_ear(self.start_text.text(), names))

    def _offer_seats(self) -> None:
        """Computer seats only where the computer can act: with the score keeper nobody throws
        for it, so every seat is a person."""
        self.players.allow_computers(self.dice_source() != "keeper")

    def starting_player(self) -> int:
        if len(self.players.rows) < 2:
            return 0
        mode = self._starter_mode()
        if mode == "seat_1":
            return 0
        if mode == "random":
            return self._random_first
        if self.dice_source() != "virtual":
            return max(0, self.starter.currentIndex())
        return self.first_player

    # ------------------------------------------------------------------ result
    def dice_source(self) -> str:
        if self.keeper.isChecked():
            return "keeper"
        return "real" if self.real.isChecked() else "virtual"

    def choice(self) -> NewGameChoice | None:
        """The new game (Record without actions) or None while the options conflict."""
        if self.rules is None:
            return None
        seed = self._seed if self.dice_source() == "virtual" else ""
        players = self.players.players()
        if self.dice_source() == "keeper":          # everyone at the table is a person
            players = tuple(replace(p, kind="human", level="") for p in players)
        record = Record(self.game_id, players, self.rules.to_options(),
                        self.starting_player(), seed, casual=self.players.casual.isChecked())
        on, off = self.players.tutor_choice()
        if self.dice_source() == "keeper":          # the tutor never speaks to a score keeper
            on = frozenset()
        return NewGameChoice(record, self.dice_source(), on, off - on)

    def accept(self) -> None:
        if self.choice() is None:
            self.error.show()
            return
        super().accept()

    # ------------------------------------------------------------------ words
    def retranslate_ui(self) -> None:
        self.setWindowTitle(translate("NewGame", "New game"))
        self.game_label.setText(translate("NewGame", "&Game:"))
        self.preset_label.setText(translate("NewGame", "&Rules:"))
        for i, gid in enumerate(self.ids):
            self.game.setItemText(i, look(gid).name())
        for i in range(self.preset.count()):
            name = self.preset.itemData(i)
            self.preset.setItemText(i, option_words.preset_name(self.game_id, name) if name
                                    else translate("NewGame", "Custom"))
        self.players_box.setTitle(translate("NewGame", "Players, in seating order"))
        self.dice_box.setTitle(translate("NewGame", "Dice"))
        self.virtual.setText(translate("NewGame", "&Virtual dice: the computer throws"))
        self.real.setText(translate("NewGame", "Rea&l dice at the table: type in what you threw"))
        self.keeper.setText(translate("NewGame", "Score &keeper (enter each turn's result)"))
        self.keeper_note.setText(translate("NewGame",
                                           "No dice on screen: after each turn enter its final "
                                           "dice or its points, and the sheet does the rest. "
                                           "Every seat is a person at the table."))
        self.start_box.setTitle(translate("NewGame", "Who starts"))
        self.starter_label.setText(translate("NewGame", "&Highest throw:"))
        self.rules_box.setTitle(translate("NewGame", "Rules of the game"))
        self.start_button.setText(translate("NewGame", "&Start game"))
        if self.form is not None:
            self._options_changed()
            QTimer.singleShot(0, self, self._fit_rules)   # once the form has its new words

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


def preset_options(info: Any, preset: str | None) -> dict[str, Any]:
    """Every option of a preset as typed values (the defaults when `preset` is None)."""
    return info.rules(preset=preset).to_options()
