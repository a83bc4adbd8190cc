"""Where dicegames keeps its files (XDG on Linux), read from the environment at every call.

Saves, finished-game history, household players and the trash live in the data dir, the
autosave and the crash marker in the state dir, preferences in the config dir. Nothing here
creates a directory: writers do.
"""
from __future__ import annotations

from pathlib import Path

import platformdirs

APP = "dicegames"
SAVE_SUFFIX = ".dicegames"     # the extension of saved games


def data_dir() -> Path:
    """Saved games and history: `~/.local/share/dicegames` on Linux."""
    return platformdirs.user_data_path(APP, appauthor=False)


def state_dir() -> Path:
    """Autosave and crash marker: `~/.local/state/dicegames` on Linux."""
    return platformdirs.user_state_path(APP, appauthor=False)


def config_dir() -> Path:
    """Preferences: `~/.config/dicegames` on Linux."""
    return platformdirs.user_config_path(APP, appauthor=False)


def saves_dir() -> Path:
    """Where the Save dialog starts."""
    return data_dir() / "saves"


def history_path() -> Path:
    return data_dir() / "history.json"


def profiles_path() -> Path:
    """The household players (profiles.json), beside the saves and the history."""
    return data_dir() / "profiles.json"


def trash_dir() -> Path:
    """Deleted games, kept for a while (`persistence.trash`)."""
    return data_dir() / "trash"


def autosave_path() -> Path:
    return state_dir() / "autosave.json"


def crash_marker_path() -> Path:
    return state_dir() / "running.lock"


def settings_path() -> Path:
    return config_dir() / "settings.ini"


def log_dir() -> Path:
    """Where faults are written down: `~/.local/state/dicegames/log` on Linux."""
    return platformdirs.user_log_path(APP, appauthor=False)


def log_path() -> Path:
    return log_dir() / "dicegames.log"
