"""The table for screen readers: one accessible object per painted die (the speaker that
says the table's sentences is `dicegames.ui.common.speaker`).

`DieSpot`: an invisible, focusable widget over each die the tray paints — an item of the
"Dice tray" list in the accessibility tree, named with its face and what is done with it ("Die
3, five, held"); Space (or a screen reader's press) picks it or puts it back, like a check box
(the keys 1–6 stay the game's); Tab and the arrow keys move between the dice. A list item,
not a check box: Orca says its name alone ("check box not checked" was wrong for a die set
aside), and ignores a list item's name changes, so a throw that changes the face of the die
with the focus is said once, by the table's speaker.
"""
from __future__ import annotations

from PySide6.QtCore import QRect, Qt, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent
from PySide6.QtWidgets import QWidget

from dicegames.ui.access import install


class DieSpot(QWidget):
    """The die at tray position `position` for screen readers and the focus chain."""

    a11y_role = "ListItem"
    pressed = Signal(int)
    focus_changed = Signal()

    def __init__(self, position: int, parent: QWidget) -> None:
        install()
        super().__init__(parent)
        self.position = position
        self.picked = False
        self.setObjectName(f"die_{position + 1}")
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)

    def a11y_press(self) -> None:
        self.pressed.emit(self.position)

    def set_state(self, name: str, picked: bool, rect: QRect) -> None:
        """Say the die anew (reported to screen readers only when it changed)."""
        self.setGeometry(rect)
        self.picked = picked
        if name != self.accessibleName():
            self.setAccessibleName(name)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Space and not event.modifiers():
            self.pressed.emit(self.position)          # the check-box convention: Space
            event.accept()
            return
        step = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1}.get(Qt.Key(event.key()))
        tray = self.parentWidget()
        spots = [w for w in tray.findChildren(DieSpot) if w.isVisible()] if tray else []
        if step is None or self not in spots:
            super().keyPressEvent(event)
            return
        spots.sort(key=lambda w: w.position)
        spots[(spots.index(self) + step) % len(spots)].setFocus(Qt.FocusReason.TabFocusReason)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.focus_changed.emit()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.focus_changed.emit()
