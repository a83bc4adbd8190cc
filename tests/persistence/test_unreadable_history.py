"""An unreadable history.json — a dangling symlink, a link loop, a file the user may not read —
no longer loses every finished game (issue 24.3): it is moved aside as a damaged autosave is,
the caller learns where, and the finished game is recorded."""
from __future__ import annotations

import contextlib
import errno
import os

import pytest

from dicegames.engine import replay
from dicegames.persistence import files, paths
from dicegames.persistence.autosave import Autosave
from dicegames.persistence.errors import StorageError
from dicegames.persistence.history import History
from dicegames.persistence.saves import Snapshot

from .helpers import finished_zdorovo_record, zdorovo_record


def _finish(history, seed="s"):
    r = finished_zdorovo_record(seed=seed)
    rep = replay(r)
    return r, history.add(r, rep.game.outcome(rep.state))


def _dangling(path):
    path.symlink_to(path.with_name("gone.json"))


def _loop(path):
    other = path.with_name("other.json")
    path.symlink_to(other)
    other.symlink_to(path)


def _no_permission(path):
    if os.geteuid() == 0:
        pytest.skip("root reads a file of mode 000: the refusal is simulated in "
                    "test_a_refused_read_is_moved_aside_too")
    path.write_text("{}")
    path.chmod(0)


CASES = {"dangling symlink": _dangling, "link loop": _loop, "no permission": _no_permission}


@pytest.fixture
def history_path():
    path = paths.history_path()
    path.parent.mkdir(parents=True)
    return path


@pytest.mark.parametrize("case", CASES)
def test_a_finished_game_is_recorded_past_an_unreadable_history(case, history_path):
    CASES[case](history_path)
    history = History()
    record, moved = _finish(history)
    assert len(moved) == 1 and moved[0].name.startswith("history.json.unreadable-")
    assert os.path.lexists(moved[0])                      # kept as it was: the link itself
    games, problem = History().load_all()
    assert problem is None and [g.record for g in games] == [record]


@pytest.mark.parametrize("case", CASES)
def test_reading_an_unreadable_history_moves_it_aside_and_says_where(case, history_path):
    CASES[case](history_path)
    games, problem = History().load_all()
    assert games == [] and isinstance(problem, StorageError)
    assert problem.moved_to is not None and problem.moved_to.name.startswith(
        "history.json.unreadable-")
    assert not os.path.lexists(history_path)
    record, moved = _finish(History())
    assert moved == [] and [g.record for g in History().load_all()[0]] == [record]


def test_a_readable_bak_takes_the_place_of_an_unreadable_history(history_path):
    history = History()
    first, _ = _finish(history, "first")
    _finish(history, "second")                       # the .bak holds the first game alone
    history_path.unlink()
    _dangling(history_path)
    games, problem = History().load_all()
    assert [g.record for g in games] == [first] and problem.moved_to is not None


@contextlib.contextmanager
def _refusing(path, error):
    """os.open raising `error` for `path` (as for a file of mode 000 when not root); the
    test's own monkeypatch is left alone (undoing it would undo the isolated dirs)."""
    real_open = files.os.open

    def refuse(name, *args, **kwargs):
        if os.fspath(name) == os.fspath(path):
            raise OSError(error, os.strerror(error), os.fspath(name))
        return real_open(name, *args, **kwargs)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(files.os, "open", refuse)
        yield


def test_a_refused_read_is_moved_aside_too(history_path):
    history = History()
    _finish(history, "first")
    history.slot.forget()
    with _refusing(history_path, errno.EACCES):
        record, moved = _finish(history, "second")
    assert len(moved) == 1 and moved[0].name.startswith("history.json.unreadable-")
    assert [g.record for g in History().load_all()[0]] == [record]


def test_an_unreadable_autosave_gives_way_to_its_bak():
    auto = Autosave()
    auto.write(Snapshot(zdorovo_record(3)))
    auto.write(Snapshot(zdorovo_record(5)))
    auto.path.unlink()
    _dangling(auto.path)
    loaded = Autosave().load()
    assert loaded.from_backup and loaded.value.record == zdorovo_record(3)
    assert loaded.problem.moved_to.name.startswith("autosave.json.unreadable-")


def test_an_ordinary_disk_error_still_changes_nothing(history_path):
    history = History()
    _finish(history, "first")
    history.slot.forget()
    with _refusing(history_path, errno.EIO), pytest.raises(StorageError):
        _finish(history, "second")
    assert history_path.is_file() and len(History().load_all()[0]) == 1
