"""Saying a sentence to the screen reader, whatever has the focus: the app's announce channel.

`Speaker(host)`: a window's (or a table's) speaker; `say(text)` says it once the event loop is
free, written for the ear (`dicegames.ui.ear`). `say_near(widget, text)` says it through the
speaker of the window `widget` is in. docs/accessibility.md says which screen reader hears
which event, and why Linux gets this one:

- **Linux (AT-SPI):** a one-pixel object of role *notification*, named with the sentence and
  shown; every Orca from 43 on speaks a notification that becomes showing. It sits in a
  one-pixel *status bar*, so Orca does not say "notification" before each sentence (a status
  bar's notification is told without its role). It stays hidden until it has something to say,
  and is hidden again when its window is, so a table that opens or comes back says nothing
  stale.
- **Windows and macOS:** Qt's announcement event (`QAccessibleAnnouncementEvent`), polite, or
  assertive for refusals.
"""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QGuiApplication, QHideEvent
from PySide6.QtWidgets import QApplication, QComboBox, QWidget

from dicegames.ui.access import install
from dicegames.ui.common.later import after_repaint
from dicegames.ui.ear import for_ear, sentence


class _Voice(QWidget):
    """The notification the speaker names and shows."""

    a11y_role = "Notification"

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("speaker_voice")
        self.setFixedSize(1, 1)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)


class Speaker(QWidget):
    """A one-pixel status bar holding the notification that speaks (module docstring)."""

    a11y_role = "StatusBar"

    def __init__(self, parent: QWidget, notify: Callable[[], bool] | None = None) -> None:
        install()
        super().__init__(parent)
        self.setObjectName("speaker")
        self.setFixedSize(1, 1)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.voice = _Voice(self)
        self.voice.hide()
        self.show()                              # made in a window already shown (a dialog's)
        self._notify = notify or uses_notifications
        self._queue: list[str] = []
        self._assertive = False
        self._holds = 0
        self.said: list[str] = []                # what went out (for tests and debugging)

    def say(self, text: str, assertive: bool = False, first: bool = False) -> None:
        """Say `text` once the move is repainted (`dicegames.ui.common.later`: a key press shows
        its move before the screen reader's words are made) and after the focus has moved (a
        moved focus is spoken too, and the later of the two is the one heard in full); what
        is said in one turn of the loop goes out as one sentence (each new one cuts the last),
        `first` before the rest (a result before what led to it)."""
        if not text or not QAccessible.isActive():
            return
        if not self._queue:
            after_repaint((self, "say"), self.flush, self)
        if first:
            self._queue.insert(0, text)
        else:
            self._queue.append(text)
        self._assertive = self._assertive or assertive

    def hold(self, ms: int) -> Callable[[], None]:
        """Keep what is said from now on until the returned `release()` is called, or `ms`
        have passed: a sentence worked out off the GUI thread (the advisor's best) joins it
        instead of cutting it a moment later."""
        self._holds += 1
        done = False

        def release() -> None:
            nonlocal done
            if done:
                return
            done = True
            self._holds -= 1
            if not self._holds and self._queue:
                QTimer.singleShot(0, self, self.flush)
        QTimer.singleShot(max(0, ms), self, release)
        return release

    def flush(self) -> None:
        if self._holds:
            return                               # said when the hold is released
        text, assertive = self.pending(), self._assertive
        self._queue, self._assertive = [], False
        if not text or not QAccessible.isActive():
            return
        self.said.append(text)
        if self._notify():
            self.voice.hide()
            self.voice.setAccessibleName(text)
            if self.isVisible():
                self.voice.show()
            return
        event = QAccessibleAnnouncementEvent(self, text)
        politeness = QAccessible.AnnouncementPoliteness
        event.setPoliteness(politeness.Assertive if assertive else politeness.Polite)
        QAccessible.updateAccessibility(event)

    def pending(self) -> str:
        """What is waiting to be said, as it will be: one sentence after another, for the
        ear."""
        text = " ".join(sentence(t) for t in self._queue if t.strip())
        return for_ear(text)

    def notifies(self) -> bool:
        """It speaks through a notification (Linux): Orca, not another screen reader."""
        return self._notify()

    def hideEvent(self, event: QHideEvent) -> None:
        """Its window hidden (a game closed, Home): what it said is not said again when the
        window comes back."""
        super().hideEvent(event)
        self.voice.hide()


class ChoiceEcho(QObject):
    """Says the new value of a closed combo box changed from the keyboard (arrows, a letter)
    while it has the focus, in any window: Orca 43 says nothing then — it drops a combo box's
    name change as redundant, and Qt's closed combo box shows no selection to follow. Only
    where the speaker speaks through notifications (other screen readers read it). One for
    the application (`echo_choices`); `say_choice_with(combo, words)` says more than the
    value for that one (New game: the game's one-line pitch).

    A combo box without a description of its own says it as its description, for a moment:
    Orca speaks a description change of the object with the focus and keeps it through a
    flood of events (New game's game rebuilds the rules: hundreds of "showing" events, and in
    such a flood Orca drops every other showing event, a notification too). The description
    is emptied again at once (Orca says nothing for an empty one, so the next visit reads the
    combo box as it was). Any other combo box says it through its window's speaker
    (`speaker_for`)."""

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self._seen: set[int] = set()
        self.words: dict[int, Callable[[QComboBox], str]] = {}
        app.focusChanged.connect(lambda _old, now: self.follow(now))

    def follow(self, widget: QWidget | None) -> None:
        """`widget` has the focus: a combo box is listened to from now on."""
        if not isinstance(widget, QComboBox) or id(widget) in self._seen:
            return
        key = id(widget)
        self._seen.add(key)
        widget.currentIndexChanged.connect(lambda _i, combo=widget: self._changed(combo))
        widget.destroyed.connect(lambda *_: self._forget(key))

    def _forget(self, key: int) -> None:
        self._seen.discard(key)
        self.words.pop(key, None)

    def _changed(self, combo: QComboBox) -> None:
        if not combo.hasFocus() or combo.view().isVisible() or not QAccessible.isActive():
            return                   # its list open: the screen reader reads the list itself
        speaker = speaker_for(combo.window())
        if not speaker.notifies():
            return
        words = self.words.get(id(combo))
        text = (words(combo) if words is not None else "") or combo.currentText()
        near = nearest_speaker(combo)
        if near is not None and near.pending():  # the change has its window say more
            near.say(text, first=True)           # (Practice: the new position): first, in
            return                               # one sentence, not cut by the rest
        if combo.accessibleDescription() or combo.toolTip():
            speaker.say(text)
            return
        combo.setAccessibleDescription(for_ear(text))
        combo.setAccessibleDescription("")


_echo: list[ChoiceEcho] = []


def echo_choices() -> None:
    """Say every combo box's new value changed by key (ChoiceEcho), from now on (once)."""
    app = QApplication.instance()
    if not _echo and isinstance(app, QApplication):
        _echo.append(ChoiceEcho(app))
        app.destroyed.connect(lambda *_: _echo.clear())


def say_choice_with(combo: QComboBox, words: Callable[[QComboBox], str]) -> None:
    """`combo`'s new value is said in `words(combo)` (the value when it returns "")."""
    echo_choices()
    if _echo:
        _echo[0].words[id(combo)] = words
        _echo[0].follow(combo)


def speaker_for(dialog: QWidget) -> Speaker:
    """The speaker a dialog speaks through: its parent window's. Orca 43 reads a notification
    inside a dialog with the dialog's title and every label in it before the sentence (its
    context, when the window at the top is a dialog); one in the window behind is read
    alone (made there when the window has none). A dialog without a parent window gets one
    of its own."""
    parent = dialog.parentWidget()
    window = parent.window() if parent is not None else dialog
    found = window.findChild(Speaker, "speaker", Qt.FindChildOption.FindDirectChildrenOnly)
    return found if found is not None else Speaker(window)


def say_near(widget: QWidget, text: str, assertive: bool = False) -> None:
    """Say `text` through the speaker of the window (or table) `widget` is in, if any."""
    speaker = nearest_speaker(widget)
    if speaker is not None:
        speaker.say(text, assertive)


def nearest_speaker(widget: QWidget) -> Speaker | None:
    """The speaker of the window (or table) `widget` is in, if any."""
    host: QWidget | None = widget
    while host is not None:
        speaker = host.findChild(Speaker, "speaker", Qt.FindChildOption.FindDirectChildrenOnly)
        if speaker is not None:
            return speaker
        host = host.parentWidget()
    return None


def uses_notifications() -> bool:
    """True where the screen reader is reached through AT-SPI (Linux and the BSDs)."""
    return QGuiApplication.platformName() in ("xcb", "wayland")
