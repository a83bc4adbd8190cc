"""The play view: a game at the table (session, tray, controls, sheet, log, computer seats).

The names below load their modules on first use: the shell reads `PlayPrefs` at start-up
without loading the table.
"""
from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

_HOME = {"GameSession": "session", "PlayPrefs": "prefs", "PlayView": "view"}
__all__ = list(_HOME)


def __getattr__(name: str) -> Any:
    if name not in _HOME:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{_HOME[name]}"), name)
    globals()[name] = value
    return value


if TYPE_CHECKING:
    from dicegames.ui.play.prefs import PlayPrefs as PlayPrefs
    from dicegames.ui.play.session import GameSession as GameSession
    from dicegames.ui.play.view import PlayView as PlayView
