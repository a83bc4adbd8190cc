"""Saves: round trip, atomic replace with .bak, damaged files moved aside, newer refused."""
from __future__ import annotations

import errno
import json
import os

import pytest

from dicegames.persistence import paths
from dicegames.persistence.errors import (
    NewerVersionError,
    NotASaveError,
    SaveFormatError,
    StorageError,
    UnsupportedSaveError,
)
from dicegames.persistence.files import atomic_write, backup_path
from dicegames.persistence.saves import (
    SUFFIX,
    Snapshot,
    read_save,
    save_document,
    write_save,
)

from .helpers import zdorovo_record


def test_paths_follow_xdg(isolated_dirs):
    assert paths.data_dir() == isolated_dirs["data"] / "dicegames"
    assert paths.state_dir() == isolated_dirs["state"] / "dicegames"
    assert paths.config_dir() == isolated_dirs["config"] / "dicegames"
    assert paths.autosave_path().name == "autosave.json"
    assert paths.autosave_path().parent == paths.state_dir()
    assert paths.history_path().parent == paths.data_dir()
    assert paths.settings_path().parent == paths.config_dir()


def test_round_trip_replays_the_game(tmp_path):
    record = zdorovo_record(7)
    path = tmp_path / ("game" + SUFFIX)
    write_save(path, Snapshot(record, "real"), title="Anna vs Boris")
    saved = read_save(path)
    assert saved.record == record
    assert saved.dice_source == "real" and saved.title == "Anna vs Boris"
    assert saved.saved_at.endswith("Z")
    assert saved.replay.state.throw_no > 0 and not saved.finished
    doc = json.loads(path.read_text("utf-8"))
    assert doc["format"] == "dicegames-save" and doc["version"] == 2
    assert doc["record"]["format"] == "dicegames-record"
    assert set(doc["meta"]) >= {"dice_source", "saved_at", "title"}


def test_second_save_keeps_the_previous_as_bak(tmp_path):
    path = tmp_path / ("g" + SUFFIX)
    write_save(path, Snapshot(zdorovo_record(2), "virtual"))
    first = path.read_bytes()
    write_save(path, Snapshot(zdorovo_record(4), "virtual"))
    assert backup_path(path).read_bytes() == first
    assert read_save(path).record.actions == zdorovo_record(4).actions


@pytest.mark.parametrize("target,fail_on_call", [
    ("replace", 1),          # moving the previous file to .bak
    ("replace", 2),          # putting the new file in place
    ("fsync", 1),            # the new file's data (the 2nd fsync, the folder's, may fail)
    ("mkstemp", 1),          # the temp file of the new one
    ("link", 1),             # no hard links: the previous file is copied to .bak …
])
def test_disk_full_keeps_the_old_file_and_leaves_no_temp(tmp_path, monkeypatch, target,
                                                         fail_on_call):
    import tempfile
    path = tmp_path / ("g" + SUFFIX)
    write_save(path, Snapshot(zdorovo_record(2), "virtual"))
    write_save(path, Snapshot(zdorovo_record(3), "virtual"))
    before, before_bak = path.read_bytes(), backup_path(path).read_bytes()
    module = tempfile if target == "mkstemp" else os
    real = getattr(module, target)
    calls = []
    if target == "link":                 # … and then the disk is full for the copy
        monkeypatch.setattr(os, "link", lambda *a: (_ for _ in ()).throw(OSError(
            errno.EPERM, "Operation not permitted")))
        module, real, target = tempfile, tempfile.mkstemp, "mkstemp"

    def full(*args, **kwargs):
        calls.append(1)
        if len(calls) == fail_on_call:
            raise OSError(errno.ENOSPC, "No space left on device")
        return real(*args, **kwargs)

    monkeypatch.setattr(module, target, full)
    with pytest.raises(StorageError) as info:
        write_save(path, Snapshot(zdorovo_record(6), "virtual"))
    monkeypatch.undo()
    assert info.value.errno == errno.ENOSPC and info.value.path == path
    assert path.read_bytes() == before                     # the save is intact
    assert read_save(path).record == zdorovo_record(3)
    assert backup_path(path).read_bytes() in (before, before_bak)
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([path.name,
                                                                backup_path(path).name])


def test_atomic_write_creates_the_directory(tmp_path):
    target = tmp_path / "a" / "b" / "file.json"
    atomic_write(target, b"{}")
    assert target.read_bytes() == b"{}"
    assert not backup_path(target).exists()


def test_permission_error_is_a_storage_error(tmp_path, monkeypatch):
    import tempfile
    path = tmp_path / ("g" + SUFFIX)
    write_save(path, Snapshot(zdorovo_record(2), "virtual"))
    before = path.read_bytes()

    def denied(*args, **kwargs):
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(tempfile, "mkstemp", denied)
    with pytest.raises(StorageError) as info:
        write_save(path, Snapshot(zdorovo_record(4), "virtual"))
    assert info.value.errno == errno.EACCES and "Permission denied" in str(info.value)
    assert path.read_bytes() == before


def _write(path, doc_or_bytes):
    data = doc_or_bytes if isinstance(doc_or_bytes, bytes) else json.dumps(
        doc_or_bytes).encode()
    path.write_bytes(data)
    return data


def _valid_doc():
    return save_document(Snapshot(zdorovo_record(4), "virtual"), "t")


@pytest.mark.parametrize("damage", [
    lambda d: json.dumps(d).encode()[:-7],                              # truncated
    lambda d: json.dumps(d).encode().replace(b'"version": 1', b'"version": NaN', 1),
    lambda d: b'{"format": "dicegames-save", "format": "dicegames-save"}',
    lambda d: {**d, "record": {**d["record"], "actions": ["score nonsense"]}},
    lambda d: {**d, "record": {**d["record"], "players": "Anna"}},
    lambda d: {**d, "meta": {"dice_source": "loaded dice"}},
    lambda d: {k: v for k, v in d.items() if k != "record"},
    lambda d: b"\xff\xfe garbage",
])
def test_damaged_save_is_moved_aside_and_reported(tmp_path, damage):
    path = tmp_path / ("g" + SUFFIX)
    data = _write(path, damage(_valid_doc()))
    with pytest.raises(SaveFormatError) as info:
        read_save(path)
    moved = info.value.moved_to
    assert not path.exists()
    assert moved is not None and moved.name.startswith(path.name + ".corrupt-")
    assert moved.read_bytes() == data                # never deleted, never changed
    assert str(info.value)


def test_two_quarantines_in_the_same_second_do_not_collide(tmp_path):
    path = tmp_path / ("g" + SUFFIX)
    _write(path, b"{")
    with pytest.raises(SaveFormatError) as a:
        read_save(path)
    _write(path, b"[")
    with pytest.raises(SaveFormatError) as b:
        read_save(path)
    assert a.value.moved_to != b.value.moved_to
    assert a.value.moved_to.read_bytes() == b"{" and b.value.moved_to.read_bytes() == b"["


@pytest.mark.parametrize("bump", [
    lambda d: {**d, "version": 3},
    lambda d: {**d, "record": {**d["record"], "version": 9}},
    lambda d: {**d, "record": {**d["record"], "rules_version": 9}},
])
def test_newer_version_is_refused_and_left_untouched(tmp_path, bump):
    path = tmp_path / ("g" + SUFFIX)
    data = _write(path, bump(_valid_doc()))
    with pytest.raises(NewerVersionError) as info:
        read_save(path)
    assert "newer" in str(info.value)
    assert path.read_bytes() == data
    assert [p.name for p in tmp_path.iterdir()] == [path.name]


def test_unknown_game_is_refused_untouched(tmp_path):
    path = tmp_path / ("g" + SUFFIX)
    doc = _valid_doc()
    data = _write(path, {**doc, "record": {**doc["record"], "game": "yahtzee"}})
    with pytest.raises(UnsupportedSaveError):
        read_save(path)
    assert path.read_bytes() == data


def test_a_foreign_file_is_not_renamed(tmp_path):
    path = tmp_path / "notes.json"
    _write(path, b"just some text")
    with pytest.raises(NotASaveError):
        read_save(path)
    assert path.read_bytes() == b"just some text"
    path.write_text('{"format": "something else"}')
    with pytest.raises(NotASaveError):
        read_save(path)
    assert path.exists()


def test_missing_file_is_a_storage_error(tmp_path):
    with pytest.raises(StorageError):
        read_save(tmp_path / ("nope" + SUFFIX))
