"""The table of players for a new game: names (or household players), human or computer (with
a level), tutor mode per person, seating order, and whether the game counts in the
statistics."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from dicegames.engine.names import blank, clean_name
from dicegames.engine.records import PlayerEntry
from dicegames.ui.common.levels import LEVELS, level_name, seat_level
from dicegames.ui.common.name_field import cleaned_text, name_field
from dicegames.ui.newgame.profiles import Household, ProfileChooser
from dicegames.ui.words import fill, names_text, phrases, translate


class PlayersWords(QObject):
    """The counted phrases of the players table (context "PlayersWords")."""

    def now_people(self, n: int) -> str:
        return self.tr("%1 now plays in person: with the score keeper every seat is a person "
                       "at the table.", "", n)

    def computers_again(self, n: int) -> str:
        return self.tr("%1 plays as the computer again.", "", n)


def default_name(seat: int) -> str:
    """ "Player 1", "Player 2" … in the current language (seat counts from 0)."""
    return fill(translate("Players", "Player %1"), str(seat + 1))


class PlayerRow(QWidget):
    """One seat: number, name, kind, level and the move/remove buttons."""

    move_requested = Signal(object, int)      # row, -1 up / +1 down
    remove_requested = Signal(object)
    edited = Signal()
    name_cleaned = Signal()             # a tab or line break typed into the name: a space now

    def __init__(self, entry: PlayerEntry, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = QLabel(self)
        self.seat.setMinimumWidth(18)
        self.profile_id = entry.profile          # the household player sitting here, or ""
        self.tutor_offered = True        # not with the score keeper
        self.turned_level = ""          # a computer seat made a person by the dice: its level
        self.chooser = ProfileChooser(self)
        self.name = QLineEdit(self)
        name_field(self.name, self.name_cleaned.emit)
        self.name.setText(entry.name)
        self.name.setMinimumWidth(self.name.fontMetrics().horizontalAdvance("M") * 8)  # "Player 1"
        self.kind = QComboBox(self)
        self.kind.addItem("", "human")
        self.kind.addItem("", "computer")
        self.kind.setCurrentIndex(1 if entry.kind == "computer" else 0)
        self.level = QComboBox(self)
        self.kind_label, self.level_label = QLabel(self), QLabel(self)   # for screen readers:
        self.kind_label.setBuddy(self.kind)     # on Linux a combo box is named by its value
        self.level_label.setBuddy(self.level)   # and labelled by its buddy
        self.kind_label.hide()
        self.level_label.hide()
        for level in LEVELS:
            self.level.addItem("", level)
        self.level.setCurrentIndex(max(0, self.level.findData(seat_level(entry.level))))
        self.tutor = QCheckBox(self)            # tutor mode for this person (ui/play/tutor.py)
        self.tutor.setObjectName("seat_tutor")
        self.up, self.down, self.remove = QToolButton(self), QToolButton(self), QToolButton(self)
        self.up.setArrowType(Qt.ArrowType.UpArrow)
        self.down.setArrowType(Qt.ArrowType.DownArrow)
        self.remove.setText("✕")
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.seat)
        lay.addWidget(self.chooser)
        lay.addWidget(self.name, 1)
        for w in (self.kind, self.level, self.tutor, self.up, self.down, self.remove):
            lay.addWidget(w)
        self.up.clicked.connect(lambda: self.move_requested.emit(self, -1))
        self.down.clicked.connect(lambda: self.move_requested.emit(self, 1))
        self.remove.clicked.connect(lambda: self.remove_requested.emit(self))
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self.name.textChanged.connect(self.edited)
        self.name.textEdited.connect(self._someone_else)
        self.chooser.chosen.connect(self._someone_else)
        self.level.currentIndexChanged.connect(self.edited)
        for keys, step in (("Alt+Up", -1), ("Alt+Down", 1)):
            sc = QShortcut(QKeySequence(keys), self)
            sc.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            sc.activated.connect(lambda s=step: self.move_requested.emit(self, s))
        self._kind_changed()
        self.retranslate_ui()

    def _kind_changed(self) -> None:
        self.level.setEnabled(self.kind.currentData() == "computer")
        self.tutor.setEnabled(self.kind.currentData() == "human" and self.tutor_offered)
        if self.kind.currentData() == "computer":
            self.turned_level = ""
        self.edited.emit()

    def _someone_else(self, *_: Any) -> None:
        """Another name at the seat: the computer it was is not brought back."""
        self.turned_level = ""

    def allow_computer(self, allowed: bool) -> str:
        """Offer the computer at this seat, or not (dice it cannot act with): a computer seat
        then becomes a person, and becomes the computer again when it is offered again
        (unless someone else sat down meanwhile). Returns "person" or "computer" when this
        seat changed so, else ""."""
        self.kind.setVisible(allowed)
        self.level.setVisible(allowed)
        if not allowed and self.kind.currentData() == "computer":
            level = self.level.currentData()
            self.kind.setCurrentIndex(0)
            self.turned_level = level
            return "person"
        if allowed and self.turned_level:
            level, self.turned_level = self.turned_level, ""
            self.kind.setCurrentIndex(1)
            self.level.setCurrentIndex(max(0, self.level.findData(level)))
            return "computer"
        return ""

    def set_seat(self, seat: int) -> None:
        self.seat_index = seat
        self.seat.setText(f"{seat + 1}.")
        self.name.setPlaceholderText(default_name(seat))
        self.name.setAccessibleName(
            fill(translate("Players", "Name of player %1"), str(seat + 1)))
        self.kind_label.setText(fill(translate("Players", "Player %1: who plays"), seat + 1))
        self.level_label.setText(fill(translate("Players", "Player %1: computer level"),
                                      seat + 1))
        self.tutor.setAccessibleName(fill(translate("Players", "Player %1: tutor mode"),
                                          seat + 1))
        self.kind.setAccessibleName(self.kind_label.text())
        self.level.setAccessibleName(self.level_label.text())
        self.chooser.seat = seat                 # each seat's badge named apart
        self.chooser.retranslate_ui()

    def focus_order(self) -> list[QWidget]:
        return [self.chooser, self.name, self.kind, self.level, self.tutor, self.up, self.down,
                self.remove]

    def key(self) -> str:
        """Who sits here, as the statistics (and tutor mode) know him."""
        from dicegames.stats.summary import player_key
        e = self.entry()
        return player_key(e.profile, e.name, e.kind, e.level)

    def offer_tutor(self, offered: bool) -> None:
        self.tutor_offered = offered
        self._kind_changed()

    def entry(self) -> PlayerEntry:
        profile = self.chooser.profile
        typed = clean_name(self.name.text())
        name = profile.name if profile is not None else \
            (default_name(self.seat_index) if blank(typed) else typed)
        if self.kind.currentData() == "computer":
            return PlayerEntry(name, "computer", self.level.currentData(), self.profile_id)
        return PlayerEntry(name, "human", profile=self.profile_id)

    def retranslate_ui(self) -> None:
        self.tutor.setText(translate("Players", "Tutor"))
        self.tutor.setToolTip(translate("Players", "Tutor mode: before a costly move, a note "
                                        "says what it costs and what the advisor would do "
                                        "(for a person, not with the score keeper)"))
        self.kind.setItemText(0, translate("Players", "Human"))
        self.kind.setItemText(1, translate("Players", "Computer"))
        for i, level in enumerate(LEVELS):
            self.level.setItemText(i, level_name(level))
        for button, text in ((self.up, translate("Players", "Move up (Alt+Up)")),
                             (self.down, translate("Players", "Move down (Alt+Down)")),
                             (self.remove, translate("Players", "Remove this player"))):
            button.setToolTip(text)
            button.setAccessibleName(text)
        if hasattr(self, "seat_index"):
            self.set_seat(self.seat_index)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


class PlayersEditor(QWidget):
    """1–8 players within the game's limits, in seating order."""

    seating_changed = Signal()        # players added, removed or reordered
    names_changed = Signal()

    def __init__(self, players: tuple[PlayerEntry, ...], parent: QWidget | None = None,
                 profiles: Any = None, tutored: frozenset[str] = frozenset()) -> None:
        super().__init__(parent)
        self.lo, self.hi = 1, 8
        self.tutored = tutored          # the people who asked for tutor mode (Settings)
        self.rows: list[PlayerRow] = []
        self.computers = True           # may a seat be a computer (with these dice)?
        self.household = Household(self, profiles)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self.rows_box = QVBoxLayout()
        outer.addLayout(self.rows_box)
        self.add = QPushButton(self)
        self.add.clicked.connect(self.add_player)
        self.limits = QLabel(self)
        bottom = QHBoxLayout()
        bottom.addWidget(self.add)
        bottom.addWidget(self.limits, 1)
        outer.addLayout(bottom)
        self.casual = QCheckBox(self)
        self.casual.setObjectName("casual_game")
        outer.addWidget(self.casual)
        outer.addWidget(self.household.notice)
        self.names_note = QLabel(self)          # why a name field changed what was pasted
        self.names_note.setObjectName("names_note")
        self.names_note.setWordWrap(True)
        self.names_note.hide()
        outer.addWidget(self.names_note)
        self.seats_notice = QLabel(self)        # which seats the dice made persons, or back
        self.seats_notice.setObjectName("seats_notice")
        self.seats_notice.setWordWrap(True)
        self.seats_notice.setTextFormat(Qt.TextFormat.PlainText)
        self.seats_notice.hide()
        outer.addWidget(self.seats_notice)
        outer.addStretch(1)
        for p in players[:8]:
            self._append(p)
        self.retranslate_ui()

    def _append(self, entry: PlayerEntry) -> PlayerRow:
        row = PlayerRow(entry, self)
        row.allow_computer(self.computers)
        row.offer_tutor(self.computers)
        from dicegames.stats.summary import player_key
        name = default_name(len(self.rows)) if blank(entry.name) else entry.name
        row.tutor.setChecked(entry.kind == "human" and player_key(
            entry.profile, name, entry.kind, entry.level) in self.tutored)
        row.move_requested.connect(self.move_row)
        row.remove_requested.connect(self.remove)
        row.edited.connect(self.names_changed)
        row.name_cleaned.connect(self._name_cleaned)
        self.household.seat(row)
        self.rows.append(row)
        self.rows_box.addWidget(row)
        return row

    def _name_cleaned(self) -> None:
        self.names_note.setText(cleaned_text())
        self.names_note.show()

    def set_limits(self, lo: int, hi: int) -> None:
        """The game's player limits; rows are added or removed (from the end) to fit."""
        self.lo, self.hi = max(1, lo), min(8, hi)
        changed = False
        while len(self.rows) > self.hi:
            self._take(self.rows[-1])
            changed = True
        while len(self.rows) < self.lo:
            self._append(PlayerEntry("", "computer" if self.rows and self.computers else "human",
                                     "medium"))
            changed = True
        self._refresh()
        if changed:
            self.seating_changed.emit()

    def allow_computers(self, allowed: bool) -> None:
        """Offer computer seats or not (the score keeper: every seat is a person at the
        table); the seats this changes are said by name."""
        if allowed == self.computers:
            return
        self.computers = allowed
        changed: dict[str, list[str]] = {"person": [], "computer": []}
        for row in self.rows:
            row.offer_tutor(allowed)            # the score keeper: no tutor either
            how = row.allow_computer(allowed)
            if how:
                changed[how].append(row.entry().name)
        words = phrases(PlayersWords)
        text = " ".join(fill(say(len(names)), names_text(names)) for say, names in (
            (words.now_people, changed["person"]), (words.computers_again, changed["computer"]))
            if names)
        self.seats_notice.setText(text)
        self.seats_notice.setVisible(bool(text))

    def add_player(self) -> None:
        if len(self.rows) >= self.hi:
            return
        row = self._append(PlayerEntry("", "human"))
        self._refresh()
        row.name.setFocus()
        self.seating_changed.emit()

    def remove(self, row: PlayerRow) -> None:
        if len(self.rows) <= self.lo or row not in self.rows:
            return
        i = self.rows.index(row)
        self._take(row)
        self._refresh()
        if self.rows:
            self.rows[min(i, len(self.rows) - 1)].name.setFocus()
        self.seating_changed.emit()

    def _take(self, row: PlayerRow) -> None:
        self.rows.remove(row)
        self.rows_box.removeWidget(row)
        row.hide()
        row.deleteLater()

    def move_row(self, row: PlayerRow, step: int) -> None:
        i = self.rows.index(row)
        j = i + step
        if not 0 <= j < len(self.rows):
            return
        self.rows[i], self.rows[j] = self.rows[j], self.rows[i]
        self.rows_box.removeWidget(row)
        self.rows_box.insertWidget(j, row)
        self._refresh()
        focus = row.up if step < 0 else row.down
        (focus if focus.isEnabled() else row.name).setFocus()
        self.seating_changed.emit()

    def _refresh(self) -> None:
        n = len(self.rows)
        prev: QWidget | None = None
        for i, row in enumerate(self.rows):
            row.set_seat(i)
            row.up.setEnabled(i > 0)
            row.down.setEnabled(i < n - 1)
            row.remove.setEnabled(n > self.lo)
            for w in (row.chooser, row.name, row.kind, row.level, row.tutor, row.up, row.down,
                      row.remove):
                if prev is not None:
                    QWidget.setTabOrder(prev, w)
                prev = w
        if prev is not None:
            QWidget.setTabOrder(prev, self.add)
        QWidget.setTabOrder(self.add, self.casual)
        self.add.setEnabled(n < self.hi)
        self._limits_text()

    def _limits_text(self) -> None:
        if self.lo == self.hi:
            text = fill(translate("Players", "This game is for %1 players."), str(self.lo))
        else:
            text = fill(translate("Players", "%1 to %2 players"), str(self.lo), str(self.hi))
        self.limits.setText(text)

    def focus_order(self) -> list[QWidget]:
        """The rows' fields top to bottom, then Add player and Casual game (the New game
        dialog's Tab order: they came after Cancel)."""
        return [w for row in self.rows for w in row.focus_order()] + [self.add, self.casual]

    def players(self) -> tuple[PlayerEntry, ...]:
        return tuple(row.entry() for row in self.rows)

    def tutor_choice(self) -> tuple[frozenset[str], frozenset[str]]:
        """(the people with tutor mode on, those with it off) by statistics key."""
        people = [row for row in self.rows if row.entry().kind == "human"]
        on = frozenset(r.key() for r in people if r.tutor.isChecked() and r.tutor.isEnabled())
        return on, frozenset(r.key() for r in people) - on

    def retranslate_ui(self) -> None:
        self.add.setText(translate("Players", "&Add player"))
        self.casual.setText(translate("Players", "Casual game: not counted in the statistics"))
        if not self.names_note.isHidden():
            self.names_note.setText(cleaned_text())
        self._refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
