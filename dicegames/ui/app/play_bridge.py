"""Where the shell meets the play view (built in parallel in `dicegames.ui.play`): our settings
become its PlayPrefs, and the real PlayView is imported only when the first game starts."""
from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from dicegames.persistence.saves import Snapshot

DICE_SCALE = {"small": 0.8, "medium": 1.0, "large": 1.25}


def make_play_prefs(prefs_cls: type, values: dict[str, Any]) -> Any:
    """A PlayPrefs from our settings, passing only the fields it has (dice size becomes a
    scale of its default when the play view measures dice in numbers)."""
    fields = {f.name: f for f in dataclasses.fields(prefs_cls)}
    kwargs = {}
    for key, value in values.items():
        if key not in fields:
            continue
        default = fields[key].default
        if key == "dice_size" and isinstance(default, (int, float)) and not isinstance(
                default, bool):
            value = type(default)(default * DICE_SCALE.get(value, 1.0))
        kwargs[key] = value
    return prefs_cls(**kwargs)


def default_play_view(snapshot: Snapshot, prefs: dict, dialogs: Any,
                      parent: QWidget) -> QWidget:
    """The real play view, imported only when the first game starts; it asks its questions
    through the shell's dialog service."""
    from dicegames.ui.play import PlayView
    return PlayView(snapshot.record, snapshot.dice_source, prefs=play_prefs(prefs),
                    dialogs=dialogs, parent=parent, drawn=snapshot.drawn)


def play_prefs(values: dict[str, Any]) -> Any:
    """The play view's PlayPrefs for these settings values."""
    from dicegames.ui.play.prefs import PlayPrefs
    return make_play_prefs(PlayPrefs, values)
