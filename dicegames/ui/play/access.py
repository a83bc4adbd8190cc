"""The table for screen readers: one accessible object per painted die, and a speaker.

`DieSpot`: an invisible, focusable widget over each die the tray paints — a check box for the
accessibility tree ("Die 3: five, held"), checked while it is picked, pressed to pick it (the
keys 1–6 stay the game's); Tab and the arrow keys move between the dice. `Speaker`: says a
sentence on every Linux screen reader, Orca 43 included, by showing a notification object
named with it (docs/accessibility.md: which Orca speaks which event, and why this one).
"""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRect, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleStateChangeEvent,
    QFocusEvent,
    QGuiApplication,
    QKeyEvent,
)
from PySide6.QtWidgets import QWidget

from dicegames.ui.access import install
from dicegames.ui.words import unisolated


class DieSpot(QWidget):
    """The die at tray position `position` for screen readers and the focus chain."""

    a11y_role = "CheckBox"
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

    def a11y_checked(self) -> bool:
        return self.picked

    def a11y_press(self) -> None:
        self.pressed.emit(self.position)

    def set_state(self, name: str, picked: bool, rect: QRect) -> None:
        """Say the die anew (reported to screen readers only when it changed)."""
        self.setGeometry(rect)
        if picked != self.picked:
            self.picked = picked
            if QAccessible.isActive():
                changed = QAccessible.State()
                changed.checked = True
                QAccessible.updateAccessibility(QAccessibleStateChangeEvent(self, changed))
        if name != self.accessibleName():
            self.setAccessibleName(name)

    def keyPressEvent(self, event: QKeyEvent) -> None:
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


class Speaker(QWidget):
    """A one-pixel notification object: `say(text)` names it and shows it again, which every
    Orca speaks ("object:state-changed:showing" of a notification); `announce` is Qt's
    announcement event, spoken by Orca 45.2+, NVDA and VoiceOver. Linux gets the first (not
    both: Orca 45.2+ would say everything twice), other systems the second."""

    a11y_role = "Notification"

    def __init__(self, parent: QWidget, notify: Callable[[], bool] | None = None) -> None:
        install()
        super().__init__(parent)
        self.setObjectName("speaker")
        self.setFixedSize(1, 1)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._notify = notify or uses_notifications
        self._queue: list[str] = []
        self._assertive = False
        self.said: list[str] = []                # what went out (for tests and debugging)

    def say(self, text: str, assertive: bool = False) -> None:
        """Say `text` once the event loop is free: after the focus has moved (a moved focus
        is spoken too, and the later of the two is the one heard in full); what is said in
        one turn of the loop goes out as one sentence."""
        if not text or not QAccessible.isActive():
            return
        if not self._queue:
            QTimer.singleShot(0, self, self.flush)
        self._queue.append(text)
        self._assertive = self._assertive or assertive

    def flush(self) -> None:
        text, assertive = unisolated(" ".join(self._queue)), self._assertive
        self._queue, self._assertive = [], False
        if not text or not QAccessible.isActive():
            return
        self.said.append(text)
        if self._notify():
            self.setAccessibleName(text)
            host = self.parentWidget()
            if host is not None and host.isVisible():
                self.hide()
                self.show()
            return
        event = QAccessibleAnnouncementEvent(self, text)
        politeness = QAccessible.AnnouncementPoliteness
        event.setPoliteness(politeness.Assertive if assertive else politeness.Polite)
        QAccessible.updateAccessibility(event)


def say_near(widget: QWidget, text: str, assertive: bool = False) -> None:
    """Say `text` through the speaker of the table `widget` is on (if any)."""
    host: QWidget | None = widget
    while host is not None:
        speaker = host.findChild(Speaker, "speaker", Qt.FindChildOption.FindDirectChildrenOnly)
        if speaker is not None:
            speaker.say(text, assertive)
            return
        host = host.parentWidget()


def uses_notifications() -> bool:
    """True where the screen reader is reached through AT-SPI (Linux and the BSDs)."""
    return QGuiApplication.platformName() in ("xcb", "wayland")
