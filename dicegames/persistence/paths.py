"""Where dicegames keeps its files (XDG on Linux), read from the environment at every call.

Saves, finished-game history, household players and the trash live in the data dir, the
autosave and the crash marker in the state dir, preferences in the config dir, what can be
made again (race tables built here) in the cache dir. Nothing here
creates a directory: writers do.

platformdirs is the rule. On Linux the plain case — the XDG variable an absolute path, or
unset with an absolute home — is answered here as platformdirs answers it, without importing
it (its import is about 5 ms of the home's first frame: the settings and the crash marker ask
for their directories before it is painted); anything else (Android, a relative HOME, another
system) asks platformdirs. `tests/persistence/test_paths.py` holds the two to the same answers.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

APP = "dicegames"
SAVE_SUFFIX = ".dicegames"     # the extension of saved games

_XDG = {"data": ("XDG_DATA_HOME", "~/.local/share"), "state": ("XDG_STATE_HOME", "~/.local/state"),
        "config": ("XDG_CONFIG_HOME", "~/.config"), "cache": ("XDG_CACHE_HOME", "~/.cache")}


def _plain_xdg(kind: str) -> Path | None:
    """The user's `kind` directory of the app as platformdirs gives it on Linux, in the plain
    case; None where platformdirs must decide."""
    if sys.platform != "linux" or hasattr(sys, "getandroidapilevel") \
            or "ANDROID_DATA" in os.environ or "ANDROID_ROOT" in os.environ:
        return None
    variable, default = _XDG[kind]
    base = os.environ.get(variable, "")
    if not os.path.isabs(base):
        home = os.environ.get("HOME")
        if home is not None and not os.path.isabs(home):
            return None
        base = os.path.expanduser(default)
        if not os.path.isabs(base):
            return None
    return Path(os.path.join(base, APP))


def _platform_dir(kind: str) -> Path:
    import platformdirs
    return {"data": platformdirs.user_data_path, "state": platformdirs.user_state_path,
            "config": platformdirs.user_config_path,
            "cache": platformdirs.user_cache_path}[kind](APP, appauthor=False)


def data_dir() -> Path:
    """Saved games and history: `~/.local/share/dicegames` on Linux."""
    return _plain_xdg("data") or _platform_dir("data")


def state_dir() -> Path:
    """Autosave and crash marker: `~/.local/state/dicegames` on Linux."""
    return _plain_xdg("state") or _platform_dir("state")


def config_dir() -> Path:
    """Preferences: `~/.config/dicegames` on Linux."""
    return _plain_xdg("config") or _platform_dir("config")


def cache_dir() -> Path:
    """What can be made again and is kept only to save time (the computer players' race
    tables built on this machine): `~/.cache/dicegames` on Linux."""
    return _plain_xdg("cache") or _platform_dir("cache")


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
    import platformdirs
    return platformdirs.user_log_path(APP, appauthor=False)


def log_path() -> Path:
    return log_dir() / "dicegames.log"
