"""A speaker for screen readers: says a sentence on every Linux screen reader, Orca 43 included,
by showing a notification object named with it (docs/accessibility.md: which Orca speaks which
event, and why this one) — the table's, practice's and any other window's."""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QGuiApplication
from PySide6.QtWidgets import QWidget

from dicegames.ui.access import install
from dicegames.ui.words import unisolated


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
