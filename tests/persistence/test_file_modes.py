"""Files meant to be shared follow the user's umask; the app's own files stay private (issue
24, "Smaller": exported PDFs, CSVs and records were created 0600 like the history)."""
from __future__ import annotations

import contextlib
import os
import stat

import pytest

from dicegames.engine import replay
from dicegames.persistence import paths
from dicegames.persistence.autosave import Autosave
from dicegames.persistence.files import atomic_write, write_shared
from dicegames.persistence.history import History
from dicegames.persistence.profiles import ProfileBook
from dicegames.persistence.saves import Snapshot, write_save

from .helpers import finished_zdorovo_record, zdorovo_record


@contextlib.contextmanager
def umask(mask):
    old = os.umask(mask)
    try:
        yield
    finally:
        os.umask(old)


def mode(path):
    return stat.S_IMODE(os.stat(path).st_mode)


@pytest.mark.parametrize("mask, expected", [(0o022, 0o644), (0o002, 0o664), (0o077, 0o600)])
def test_a_shared_file_follows_the_umask(tmp_path, mask, expected):
    with umask(mask):
        write_shared(tmp_path / "sheet.pdf", b"%PDF")
        write_shared(tmp_path / "sheet.pdf", b"%PDF again")          # replaced: the same
    assert mode(tmp_path / "sheet.pdf") == expected
    assert (tmp_path / "sheet.pdf").read_bytes() == b"%PDF again"
    assert not list(tmp_path.glob(".*.tmp"))


def test_the_apps_own_files_stay_private_whatever_the_umask(tmp_path):
    with umask(0o022):
        Autosave().write(Snapshot(zdorovo_record(3)))
        r = finished_zdorovo_record()
        rep = replay(r)
        History().add(r, rep.game.outcome(rep.state))
        ProfileBook().add("Anna")
        write_save(tmp_path / "g.dicegames", Snapshot(zdorovo_record(3)))
        atomic_write(tmp_path / "plain.json", b"{}")
    for path in (paths.autosave_path(), paths.history_path(), paths.profiles_path(),
                 tmp_path / "g.dicegames", tmp_path / "plain.json"):
        assert mode(path) == 0o600, path
