"""Real dice at the table: the player throws physical dice and types (or clicks) the faces."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from dicegames.ui.paint.dice import die_pixmap
from dicegames.ui.words import fill, phrases, translate

SEPARATORS = " ,;-/"


def example_faces(n: int) -> str:
    """An example of `n` faces as typed ("5 3 2 6 4")."""
    return " ".join("532641"[:max(1, n)])


class RealDiceWords(QObject):
    """The counted phrases of typing a throw (context "RealDiceWords")."""

    def add_more(self, n: int) -> str:
        return self.tr("%1 of %2 dice entered: add %n more.", "", n)

    def remove(self, n: int) -> str:
        return self.tr("%1 dice entered but %2 were thrown: remove %n.", "", n)

    def throw_and_type(self, n: int) -> str:
        return self.tr("%1: throw %n dice and type what they show.", "", n)

    def nothing_typed(self, n: int) -> str:
        return self.tr("Nothing typed yet: type the %n dice you threw, one digit each (for "
                       "example %1), then press Enter.", "", n)


def parse_faces(text: str, expected: int) -> tuple[tuple[int, ...] | None, str]:
    """The faces typed for a throw of `expected` dice, or None and a message naming the fix."""
    if not any(ch not in SEPARATORS for ch in text):
        return None, fill(phrases(RealDiceWords).nothing_typed(expected), example_faces(expected))
    faces = []
    for ch in text:
        if ch in SEPARATORS:
            continue
        if not ch.isdigit() or not ch.isascii():
            return None, fill(translate("RealDice", "Type only the digits 1 to 6, one per "
                                        "die \u2014 remove \"%1\"."), ch)
        if not "1" <= ch <= "6":
            return None, fill(translate("RealDice", "A die shows 1 to 6, not %1 \u2014 "
                                        "correct that die."), ch)
        faces.append(int(ch))
    if len(faces) < expected:
        return None, fill(phrases(RealDiceWords).add_more(expected - len(faces)), len(faces),
                          expected)
    if len(faces) > expected:
        return None, fill(phrases(RealDiceWords).remove(len(faces) - expected), len(faces),
                          expected)
    return tuple(faces), ""


class RealDiceEntry(QFrame):
    """Shows how many dice are expected; Enter (or Apply) emits `faces_entered(tuple)`."""

    faces_entered = Signal(tuple)
    faces_typed = Signal(tuple)         # the faces typed so far (shown on the dice as typed)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("real_dice_entry")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.expected = 0
        self._who = ""
        self._which = ""
        self._throw = -1
        self.prompt = QLabel(self)
        self.prompt.setWordWrap(True)
        self.prompt.setTextFormat(Qt.TextFormat.PlainText)      # the player's name as typed
        font = self.prompt.font()
        font.setBold(True)
        self.prompt.setFont(font)
        self.edit = QLineEdit(self)
        self.edit.setObjectName("real_dice_edit")
        self.edit.setMaxLength(40)
        self.edit.returnPressed.connect(self.apply)
        self.error = QLabel(self)
        self.error.setObjectName("real_dice_error")
        self.error.setWordWrap(True)
        self.edit.textEdited.connect(lambda _text: self.error.clear())
        self.edit.textChanged.connect(self._typed)
        self.face_buttons: list[QToolButton] = []
        faces = QHBoxLayout()
        faces.setSpacing(4)
        for face in range(1, 7):
            b = QToolButton(self)
            b.setObjectName(f"face_{face}")
            b.setIcon(QIcon(die_pixmap(face, 24)))
            b.setIconSize(QSize(30, 30))
            b.setText(str(face))
            b.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            b.clicked.connect(lambda _=False, f=face: self.add_face(f))
            faces.addWidget(b)
            self.face_buttons.append(b)
        self.back = QToolButton(self)
        self.back.setText("\u232b")
        self.back.clicked.connect(self.remove_face)
        faces.addWidget(self.back)
        self.apply_button = QPushButton(self)
        self.apply_button.setObjectName("real_dice_apply")
        self.apply_button.setAutoDefault(False)
        self.apply_button.clicked.connect(self.apply)
        row = QHBoxLayout()
        row.addWidget(self.edit, 1)
        row.addLayout(faces)
        row.addWidget(self.apply_button)
        lay = QVBoxLayout(self)
        lay.addWidget(self.prompt)
        lay.addLayout(row)
        lay.addWidget(self.error)
        self.retranslate_ui()

    def expect(self, count: int, who: str, which: str = "", throw: int = 0) -> None:
        """Wait for `count` faces thrown by `who` (`which`: the dice, e.g. "2, 4 and 5");
        `throw` tells the throws awaited apart (the moves made so far): a new one starts with
        an empty field, so nothing typed for the last throw is appended to or entered again."""
        changed = (count, who, which, throw) != (self.expected, self._who, self._which,
                                                 self._throw)
        self.expected, self._who, self._which, self._throw = count, who, which, throw
        if changed:
            self.edit.clear()
            self.error.clear()
        self.retranslate_ui()

    def _typed(self, text: str) -> None:
        faces = tuple(int(c) for c in text if c in "123456")
        self.faces_typed.emit(faces[:self.expected])

    def add_face(self, face: int) -> None:
        text = self.edit.text().strip()
        self.edit.setText((text + " " if text else "") + str(face))
        self.error.clear()

    def remove_face(self) -> None:
        self.edit.setText(self.edit.text().rstrip()[:-1].rstrip())

    def apply(self) -> None:
        """Check the entry; a wrong one keeps the text and says what to fix."""
        faces, message = parse_faces(self.edit.text(), self.expected)
        if faces is None:
            self.show_error(message)
            return
        self.error.clear()
        self.faces_entered.emit(faces)

    def show_error(self, message: str) -> None:
        self.error.setText("\u26a0 " + message)
        self.error.setAccessibleName(message)
        self.edit.setFocus()

    def retranslate_ui(self) -> None:
        if self._which:
            self.prompt.setText(fill(translate("RealDice", "%1: throw dice %2 again and type what "
                                                           "they show."), self._who, self._which))
        else:
            self.prompt.setText(fill(phrases(RealDiceWords).throw_and_type(self.expected),
                                     self._who))
        self.edit.setPlaceholderText(fill(translate("RealDice", "e.g. %1"),
                                          " ".join("532641"[: max(1, self.expected)])))
        self.edit.setAccessibleName(self.prompt.text())
        self.apply_button.setText(translate("RealDice", "Apply  (Enter)"))
        self.back.setToolTip(translate("RealDice", "Remove the last die"))
        for b in self.face_buttons:
            b.setToolTip(fill(translate("RealDice", "Add a %1"), b.text()))
            b.setAccessibleName(fill(translate("RealDice", "Add a %1"), b.text()))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
