"""The shell's side of the play screen: the view it puts on the play page, and the preferences
it hands it from the player's settings."""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from dicegames.ui.common.settings import DICE_SIDES, Preferences

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from dicegames.persistence.saves import Snapshot
    from dicegames.ui.play.prefs import PlayPrefs

# (snapshot, prefs by PlayPrefs field, dialogs, parent) -> a PlayView
PlayViewFactory = Callable[["Snapshot", "PlayPrefs", Any, "QWidget"], "QWidget"]


def default_play_view(snapshot: Snapshot, prefs: PlayPrefs, dialogs: Any,
                      parent: QWidget) -> QWidget:
    """The real play view, imported only when the first game starts; it asks its questions
    through the shell's dialog service."""
    from dicegames.ui.play.view import PlayView
    return PlayView(snapshot.record, snapshot.dice_source, prefs, dialogs, parent,
                    drawn=snapshot.drawn)


def play_prefs(prefs: Preferences) -> PlayPrefs:
    """What the play view takes from the player's settings."""
    from dicegames.ui.play.prefs import PlayPrefs
    return PlayPrefs(animation=prefs.animation, computer_pace_ms=prefs.computer_pace_ms,
                     dice_size=DICE_SIDES[prefs.dice_size],
                     hand_over=prefs.hand_over, tutor_level=prefs.tutor_level)
