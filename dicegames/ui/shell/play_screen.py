"""The shell's side of the play screen: what it asks of the table it puts on the play page
(`PlayScreen`: the play view, or a test's stand-in), how it makes one, and the preferences it
hands it from the player's settings."""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtWidgets import QWidget

from dicegames.ui.common.settings import DICE_SIDES, Preferences

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

    from dicegames.persistence.saves import Snapshot
    from dicegames.ui.play.prefs import PlayPrefs


class PlayScreen(Protocol):
    """The table as the shell drives it: what it says (each a signal), the preferences it
    takes while playing, and the widget calls of a page. `dicegames.ui.play.PlayView` is one;
    so is the stand-in of the shell's tests."""

    @property
    def record_changed(self) -> SignalInstance: ...      # a Snapshot, after every change
    @property
    def game_finished(self) -> SignalInstance: ...       # (Snapshot, Outcome)
    @property
    def game_reopened(self) -> SignalInstance: ...       # Snapshot: the finished game taken back
    @property
    def leave_requested(self) -> SignalInstance: ...     # Home
    @property
    def rematch_requested(self) -> SignalInstance: ...   # Snapshot of the game to play again
    @property
    def new_game_requested(self) -> SignalInstance: ...
    @property
    def print_requested(self) -> SignalInstance: ...     # the game-over panel's Print…
    @property
    def advisor_toggled(self) -> SignalInstance: ...     # bool: the advisor shown or hidden

    @property
    def prefs(self) -> PlayPrefs: ...                    # what it plays by now

    def set_prefs(self, prefs: PlayPrefs) -> None: ...
    def setFocus(self, reason: Any) -> None: ...
    def blockSignals(self, b: bool) -> bool: ...
    def hide(self) -> None: ...
    def deleteLater(self) -> None: ...


# (snapshot, prefs by PlayPrefs field, dialogs, parent) -> the table
PlayViewFactory = Callable[["Snapshot", "PlayPrefs", Any, QWidget], PlayScreen]


def default_play_view(snapshot: Snapshot, prefs: PlayPrefs, dialogs: Any,
                      parent: QWidget) -> PlayScreen:
    """The real play view, imported only when the first game starts; it asks its questions
    through the shell's dialog service."""
    from dicegames.ui.play.view import PlayView
    return PlayView(snapshot.record, snapshot.dice_source, prefs, dialogs, parent,
                    drawn=snapshot.drawn)


def page_widget(screen: PlayScreen) -> QWidget:
    """The table as the widget it is on the play page."""
    assert isinstance(screen, QWidget), "a play screen is a widget"
    return screen


def play_prefs(prefs: Preferences) -> PlayPrefs:
    """What the play view takes from the player's settings."""
    from dicegames.ui.play.prefs import PlayPrefs
    return PlayPrefs(animation=prefs.animation, computer_pace_ms=prefs.computer_pace_ms,
                     dice_size=DICE_SIDES[prefs.dice_size],
                     hand_over=prefs.hand_over, tutor_level=prefs.tutor_level,
                     speech=prefs.speech)
