"""The play view: a game at the table (session, tray, controls, sheet, log, computer seats)."""
from .prefs import PlayPrefs
from .session import GameSession
from .view import PlayView

__all__ = ["GameSession", "PlayPrefs", "PlayView"]
