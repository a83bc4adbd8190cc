"""Where the files go: the quick XDG answer on Linux is platformdirs' answer, case by case."""
from __future__ import annotations

import subprocess
import sys

import platformdirs
import pytest

from dicegames.persistence import paths

KINDS = {"data": ("XDG_DATA_HOME", paths.data_dir, platformdirs.user_data_path),
         "state": ("XDG_STATE_HOME", paths.state_dir, platformdirs.user_state_path),
         "config": ("XDG_CONFIG_HOME", paths.config_dir, platformdirs.user_config_path),
         "cache": ("XDG_CACHE_HOME", paths.cache_dir, platformdirs.user_cache_path)}


@pytest.mark.parametrize("kind", sorted(KINDS))
@pytest.mark.parametrize("xdg, home", [
    ("/srv/xdg", "/home/anna"), ("/srv/xdg/", "/home/anna"), (None, "/home/anna"),
    ("", "/home/anna"), ("relative/xdg", "/home/anna"), (None, "/"), (None, "relative/home"),
    ("/srv/xdg", "relative/home"), (None, None)])
def test_the_same_directory_as_platformdirs(kind, xdg, home, monkeypatch):
    variable, ours, theirs = KINDS[kind]
    for name, value in ((variable, xdg), ("HOME", home)):
        if value is None:
            monkeypatch.delenv(name, raising=False)
        else:
            monkeypatch.setenv(name, value)
    try:
        expected = theirs("dicegames", appauthor=False)
    except RuntimeError:                   # no home platformdirs can find: neither can we
        with pytest.raises(RuntimeError):
            ours()
        return
    assert ours() == expected


def test_the_first_frame_needs_no_platformdirs(tmp_path):
    """The settings and the crash marker find their directories without importing it."""
    code = ("import sys; from dicegames.persistence import paths; "
            "paths.settings_path(); paths.crash_marker_path(); paths.autosave_path(); "
            "print('platformdirs' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    assert out.strip() == ("False" if sys.platform == "linux" else "True")
