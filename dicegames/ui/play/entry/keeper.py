"""Score-keeper mode: the family throws real dice and the table enters each turn's result.

Instead of the tray and the roll button the play view shows this compact entry, keyboard
first: Zdorovo, School and 421 take the final dice and after how many throws (digits, Tab,
digit, Enter); Zonk takes the turn's points (0 = zonk) or a six of a kind; Chicago and Detroit
the points (0 = zonk). `input_entered(Action)` carries the engine's input (`final N F…`,
`points N`, `six_of_a_kind F`); a refusal comes back through `show_error` with the fix named.
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from dicegames.engine import Action
from dicegames.ui.paint.dice import die_pixmap
from dicegames.ui.play.entry.realdice import parse_faces
from dicegames.ui.words import fill, phrases, translate

MAX_POINTS = 999_999_999       # more than any turn makes; and what the words can count


def parse_points(text: str) -> tuple[int | None, str]:
    """A turn's points as typed (spaces and separators allowed), or None and the fix."""
    digits = "".join(ch for ch in text if ch not in " \u00a0,.'")
    if not digits:
        return None, translate("Keeper", "Type the turn's points, or 0 for a zonk.")
    if not digits.isdigit() or not digits.isascii():
        return None, translate("Keeper",
                               "Points are a whole number: type only digits (0 for a zonk).")
    if len(digits.lstrip("0")) > len(str(MAX_POINTS)) or int(digits) > MAX_POINTS:
        return None, translate("Keeper", "No turn makes that many points: check the number.")
    return int(digits), ""


class KeeperWords(QObject):
    """The counted words of the score-keeper entry (context "KeeperWords")."""

    def throws_suffix(self, n: int) -> str:
        return self.tr(" throw(s)", "", n)


class KeeperEntry(QFrame):
    """Enter a turn's result (see the module's words)."""

    input_entered = Signal(object)

    def __init__(self, parent: QWidget | None = None, points_example: str = "350") -> None:
        super().__init__(parent)
        self.setObjectName("keeper_entry")
        self.points_example = points_example        # a turn's points in this game
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.verbs: tuple[str, ...] = ()
        self.dice_count = 5
        self._who = ""
        self._turn = 0
        self.prompt = QLabel(self)
        self.prompt.setObjectName("keeper_prompt")
        self.prompt.setWordWrap(True)
        self.prompt.setTextFormat(Qt.TextFormat.PlainText)      # the player's name as typed
        font = self.prompt.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.prompt.setFont(font)

        self.error = QLabel(self)
        self.error.setObjectName("keeper_error")
        self.error.setWordWrap(True)
        self.dice_label, self.dice = QLabel(self), QLineEdit(self)
        self.dice.setObjectName("keeper_dice")
        self.dice.setMaxLength(20)
        self.dice_label.setBuddy(self.dice)
        self.throws_label, self.throws = QLabel(self), QSpinBox(self)
        self.throws.setObjectName("keeper_throws")
        self.throws.setRange(1, 3)
        self.throws.valueChanged.connect(lambda _n: self._throws_suffix())
        self.throws_label.setBuddy(self.throws)
        self.points_label, self.points = QLabel(self), QLineEdit(self)
        self.points.setObjectName("keeper_points")
        self.points.setMaxLength(12)
        self.points_label.setBuddy(self.points)
        self.zonk = QPushButton(self)
        self.zonk.setObjectName("keeper_zonk")
        self.zonk.clicked.connect(lambda: self.input_entered.emit(Action("points", (0,))))
        self.six_label, self.six = QLabel(self), QLineEdit(self)
        self.six.setObjectName("keeper_six")
        self.six.setMaxLength(1)
        self.six.setMaximumWidth(48)
        self.six_label.setBuddy(self.six)
        self.six_button = QPushButton(self)
        self.six_button.setObjectName("keeper_six_button")
        self.six_button.clicked.connect(lambda: self.apply(self.six))
        self.apply_button = QPushButton(self)
        self.apply_button.setObjectName("keeper_apply")
        self.apply_button.clicked.connect(lambda: self.apply())
        for b in (self.zonk, self.six_button, self.apply_button):
            b.setAutoDefault(False)
            b.setMinimumHeight(34)
        for edit in (self.dice, self.points, self.six):
            edit.textEdited.connect(lambda _text: self.error.clear())
            edit.installEventFilter(self)      # Ctrl+Z: the typing first, then the turn

        grid = self.grid = QGridLayout()
        grid.addWidget(self.dice_label, 0, 0)
        grid.addWidget(self.dice, 0, 1)
        grid.addWidget(self.throws_label, 0, 2)
        grid.addWidget(self.throws, 0, 3)
        grid.addWidget(self.points_label, 1, 0)
        grid.addWidget(self.points, 1, 1)
        grid.addWidget(self.zonk, 1, 2, 1, 2)
        grid.addWidget(self.six_label, 2, 0)
        grid.addWidget(self.six, 2, 1, Qt.AlignmentFlag.AlignLeft)
        grid.addWidget(self.six_button, 2, 2, 1, 2)
        grid.setColumnStretch(1, 1)
        self.shown = QWidget(self)                  # the dice entered, while a cell is chosen
        self.shown_lay = QHBoxLayout(self.shown)
        self.shown_lay.setContentsMargins(0, 0, 0, 0)
        self.shown_lay.setSpacing(6)
        self.shown_lay.addStretch(1)
        self.die_labels: list[QLabel] = []
        self.help = QLabel(self)
        self.help.setObjectName("keeper_help")
        self.help.setWordWrap(True)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.apply_button)
        lay = QVBoxLayout(self)
        lay.addWidget(self.prompt)
        lay.addLayout(grid)
        lay.addLayout(buttons)
        lay.addWidget(self.shown)
        lay.addWidget(self.error)
        lay.addWidget(self.help)
        lay.addStretch(1)
        self.expect((), "")

    # ------------------------------------------------------------------ what is expected
    @property
    def accepting(self) -> bool:
        return bool(self.verbs)

    def expect(self, verbs: tuple[str, ...], who: str, dice: int = 5, max_throws: int = 3,
               entered: tuple[int, ...] = (), turn: int = 0) -> None:
        """Wait for one of `verbs` from `who` (none: a decision is due; `entered` are the dice
        on the table then); `turn` tells turns apart (a new one starts with empty fields)."""
        changed = (verbs, who, turn) != (self.verbs, self._who, self._turn)
        self.verbs, self._who, self.dice_count, self._turn = tuple(verbs), who, dice, turn
        final, points, six = "final" in verbs, "points" in verbs, "six_of_a_kind" in verbs
        groups: tuple[tuple[bool, tuple[QWidget, ...]], ...] = (
            (final, (self.dice_label, self.dice, self.throws_label, self.throws)),
            (points, (self.points_label, self.points, self.zonk)),
            (six, (self.six_label, self.six, self.six_button)))
        for shown, widgets in groups:
            for w in widgets:
                w.setVisible(shown)
        self.apply_button.setVisible(bool(verbs))
        self.throws.setMaximum(max(1, max_throws))
        if changed:
            for edit in (self.dice, self.points, self.six):
                edit.setText("")                # empty, with nothing to undo in it
            self.throws.setValue(self.throws.maximum())
            self.error.clear()
            focus = QApplication.focusWidget()
            if verbs and focus is not None and self.isAncestorOf(focus):
                self.focus_input()              # a new turn starts at the first field
        self._show_dice(() if verbs else entered)
        self.retranslate_ui()

    def _show_dice(self, faces: tuple[int, ...]) -> None:
        while len(self.die_labels) < len(faces):
            label = QLabel(self.shown)
            self.shown_lay.insertWidget(len(self.die_labels), label)
            self.die_labels.append(label)
        for i, label in enumerate(self.die_labels):
            label.setVisible(i < len(faces))
            if i < len(faces):
                label.setPixmap(die_pixmap(faces[i], 40, dpr=self.devicePixelRatioF()))
                label.setAccessibleName(str(faces[i]))
        self.shown.setVisible(bool(faces))
        self.shown.setAccessibleName(" ".join(map(str, faces)))

    def focus_input(self) -> None:
        for edit in (self.dice, self.points, self.six):
            if edit.isVisibleTo(self):
                edit.setFocus()
                return

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Ctrl+Z (Ctrl+Shift+Z) in a field undoes (redoes) what was typed there; with nothing
        of it to undo (redo) the key is the table's: it takes a turn back (again)."""
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(watched, QLineEdit) \
                and isinstance(event, QKeyEvent):
            for keys, available in ((QKeySequence.StandardKey.Undo, watched.isUndoAvailable),
                                    (QKeySequence.StandardKey.Redo, watched.isRedoAvailable)):
                if event.matches(keys) and not available():
                    event.ignore()              # not the field's: the shortcut fires
                    return True
        return super().eventFilter(watched, event)

    # ------------------------------------------------------------------ entering
    def apply(self, source: QWidget | None = None) -> None:
        """Read the fields (the six-of-a-kind face when it has the focus or was asked for)."""
        action, message = self.read(source or self.focusWidget())
        if action is None:
            self.show_error(message)
            return
        self.error.clear()
        self.input_entered.emit(action)

    def read(self, source: QWidget | None = None) -> tuple[Action | None, str]:
        """The input as typed, or None and what to fix."""
        if "six_of_a_kind" in self.verbs and (source is self.six or (
                self.six.text().strip() and not self.points.text().strip())):
            faces, message = parse_faces(self.six.text(), 1)
            return (Action("six_of_a_kind", faces), "") if faces else (None, message)
        if "final" in self.verbs:
            faces, message = parse_faces(self.dice.text(), self.dice_count)
            if faces is None:
                return None, message
            return Action("final", (self.throws.value(), *faces)), ""
        if "points" in self.verbs:
            points, message = parse_points(self.points.text())
            return (Action("points", (points,)), "") if points is not None else (None, message)
        return None, translate("Keeper", "Nothing to enter now: choose a cell on the sheet.")

    def show_error(self, message: str) -> None:
        self.error.setText("\u26a0 " + message)
        self.error.setAccessibleName(message)
        self.focus_input()

    # ------------------------------------------------------------------ words
    def _throws_suffix(self) -> None:
        """"after 1 throw", "after 2 throws": the word agrees with the number."""
        self.throws.setSuffix(phrases(KeeperWords).throws_suffix(self.throws.value()))

    def retranslate_ui(self) -> None:
        if "final" in self.verbs:
            prompt = translate("Keeper", "%1: enter the final dice of the turn.")
        elif "points" in self.verbs:
            prompt = translate("Keeper", "%1: enter the points the turn banked.")
        elif self._who:
            prompt = translate("Keeper", "%1: choose a cell on the sheet.")
        else:
            prompt = ""
        self.prompt.setText(fill(prompt, self._who))
        self.setAccessibleName(self.prompt.text())
        self.dice_label.setText(translate("Keeper", "&Dice:"))
        self.dice.setPlaceholderText(fill(translate("Keeper", "e.g. %1"),
                                          " ".join("53264"[: self.dice_count])))
        self.dice.setAccessibleName(translate("Keeper", "The final dice, one digit per die"))
        self.throws_label.setText(translate("Keeper", "&after"))
        self._throws_suffix()
        self.throws.setAccessibleName(translate("Keeper", "Number of throws made"))
        self.points_label.setText(translate("Keeper", "&Points:"))
        self.points.setPlaceholderText(fill(translate("Keeper", "e.g. %1"), self.points_example))
        self.points.setAccessibleName(translate("Keeper", "The points of the turn, 0 for a zonk"))
        self.zonk.setText(translate("Keeper", "Zonk (0)"))
        self.zonk.setToolTip(translate("Keeper", "The turn scored nothing: the same as 0 points"))
        self.six_label.setText(translate("Keeper", "Si&x alike:"))
        self.six.setAccessibleName(translate("Keeper", "The face of a six of a kind"))
        self.six.setPlaceholderText("6")
        self.six_button.setText(translate("Keeper", "Six of a kind"))
        self.six_button.setToolTip(translate(
            "Keeper", "The first throw showed six dice alike: type the face"))
        self.apply_button.setText(translate("Keeper", "Enter the turn  (Enter)"))
        if "final" in self.verbs:
            help_text = translate("Keeper",
                                  "Type one digit per die, Tab to the number of throws, Enter. "
                                  "Ctrl+Z takes a turn back.")
        elif "points" in self.verbs:
            help_text = translate("Keeper",
                                  "Type the points and press Enter; 0 is a zonk. Ctrl+Z takes a "
                                  "turn back.")
        elif self._who:
            help_text = translate("Keeper",
                                  "Arrows choose a cell, Enter writes the dice there, X crosses "
                                  "it out; Ctrl+Z enters the dice again.")
        else:
            help_text = ""
        self.help.setText(help_text)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
