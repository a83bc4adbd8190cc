import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The computers play by the shipped race tables only: none is built in the background while a
# test plays (what they choose would depend on how fast the build went), none is read from a
# cache (tests/ai/test_race_cache.py builds and reads them, saying so).
os.environ["DICEGAMES_RACE_TABLES"] = "shipped"


@pytest.fixture(autouse=True)
def isolated_dirs(tmp_path, monkeypatch):
    """Every XDG dir under tmp_path: no test reads or writes the user's files.

    platformdirs reads the environment at each call, so this takes effect everywhere.
    """
    dirs = {}
    for name in ("DATA", "CONFIG", "STATE", "CACHE"):
        d = tmp_path / "xdg" / name.lower()
        monkeypatch.setenv(f"XDG_{name}_HOME", str(d))
        dirs[name.lower()] = d
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path / "xdg" / "runtime"))
    return dirs


@pytest.fixture
def race_builds(monkeypatch):
    """A process with no race table in memory that may build tables and read cached ones
    (tests of `dicegames.ai.race_tables`: the suite plays by the shipped ones only)."""
    from dicegames.ai import race_tables
    monkeypatch.delenv("DICEGAMES_RACE_TABLES")
    for name in ("_TABLES", "_BUILDING", "_FAILED"):
        monkeypatch.setattr(race_tables, name, {})
    monkeypatch.setattr(race_tables, "_WAIT", False)      # a simulation run before set it
    return race_tables
