"""No file a player can have on disk loses a game: refused files are kept aside before a slot
is written, a restored .bak is what Continue opens, the history reads what it writes, reads
are bounded, and a killed write leaves nothing behind for long (issue: never lose a game)."""
from __future__ import annotations

import json
import os
import time

import pytest

from dicegames.engine import replay
from dicegames.persistence import paths
from dicegames.persistence.autosave import Autosave
from dicegames.persistence.errors import (
    NewerVersionError,
    NotASaveError,
    SaveFormatError,
    UnsupportedSaveError,
)
from dicegames.persistence.files import (
    JsonError,
    NotAFileError,
    backup_path,
    read_regular,
    remove_stale_temps,
)
from dicegames.persistence.history import History, fit
from dicegames.persistence.saves import (
    SUFFIX,
    Snapshot,
    read_save,
    save_document,
    write_save,
)

from .helpers import finished_zdorovo_record, zdorovo_record


def _outcome(record):
    rep = replay(record)
    return rep.game.outcome(rep.state)


def _refused_autosave(kind: str) -> bytes:
    """An autosave this version refuses: from a newer dicegames, or of a game it lacks."""
    doc = save_document(Snapshot(zdorovo_record(4)), "t")
    if kind == "newer":
        doc["version"] = 99
    else:
        doc["record"]["game"] = "yacht_from_the_future"
    data = json.dumps(doc).encode()
    path = paths.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return data


@pytest.mark.parametrize("kind", ["newer", "unknown_game"])
def test_a_refused_autosave_is_kept_aside_before_a_new_game_writes_there(kind):
    data = _refused_autosave(kind)
    auto = Autosave()
    got = auto.load()
    assert got.value is None and isinstance(got.problem, (NewerVersionError,
                                                          UnsupportedSaveError))
    assert auto.path.read_bytes() == data                 # refused: left as it is
    first = auto.write(Snapshot(zdorovo_record(2)))
    auto.write(Snapshot(zdorovo_record(3)))
    auto.write(Snapshot(zdorovo_record(5)))
    kept = [p for p, _ in first.moved]
    assert len(kept) == 1 and kept[0].read_bytes() == data  # the newer game is not lost
    assert kept[0].name.startswith("autosave.json.newer-")
    assert auto.load().value.record == zdorovo_record(5)
    assert Autosave().slot.read(backup_path(auto.path)).record == zdorovo_record(3)


def test_a_refused_bak_is_kept_aside_too():
    data = _refused_autosave("newer")
    os.replace(paths.autosave_path(), backup_path(paths.autosave_path()))
    _refused_autosave("newer")
    auto = Autosave()
    auto.write(Snapshot(zdorovo_record(2)))
    second = auto.write(Snapshot(zdorovo_record(3)))     # would rotate into the refused .bak
    moved = sorted(p.read_bytes() for p in paths.state_dir().glob("autosave.json*.newer-*"))
    assert moved == [data, data] and second.moved


def test_what_a_restored_bak_offers_is_what_opens():
    auto = Autosave()
    auto.write(Snapshot(zdorovo_record(3)))
    auto.write(Snapshot(zdorovo_record(5)))
    auto.path.write_bytes(b"\x00 damaged")
    offered = auto.load()
    assert offered.from_backup and offered.value.record == zdorovo_record(3)
    again = Autosave().load()                             # Continue reads again: the same game
    assert again.problem is None and again.value.record == zdorovo_record(3)
    Autosave().write(Snapshot(zdorovo_record(6)))         # the next game's first autosave …
    assert list(paths.state_dir().glob("autosave.json.corrupt-*"))


def test_the_history_writer_keeps_within_the_readers_cap():
    records = [finished_zdorovo_record(seed=f"s{i}") for i in range(6)]
    entries = [{"record": r.to_json(), "finished_at": "x"} for r in records]
    one = len(fit(entries[:1]))
    data = fit(entries, cap=3 * one)
    assert len(data) <= 3 * one
    kept = json.loads(data)["games"]
    assert kept == entries[:len(kept)] and 1 <= len(kept) < 6   # the oldest went


def test_a_history_full_of_long_games_still_reads(monkeypatch):
    import dicegames.persistence.history as history
    monkeypatch.setattr(history, "CAP", 200_000)
    h = History(keep=100)
    records = [finished_zdorovo_record(seed=f"long{i}") for i in range(12)]
    for r in records:
        h.add(r, _outcome(r))
    assert paths.history_path().stat().st_size <= 200_000
    games, problem = History(keep=100).load()
    assert problem is None and games and games[0].record == records[-1]


def test_a_history_entry_that_cannot_be_opened_is_hidden_and_kept():
    h = History()
    good = finished_zdorovo_record()
    h.add(good, _outcome(good))
    doc = json.loads(h.path.read_text())
    bad = json.loads(json.dumps(doc["games"][0]))
    bad["record"]["actions"][3] = "score nonsense"         # listed before, raised on opening
    surrogate = json.loads(json.dumps(doc["games"][0]))
    surrogate["record"]["players"][0]["name"] = "\ud800"
    doc["games"] += [bad, surrogate]
    h.path.write_text(json.dumps(doc))
    assert [g.record for g in History().load()[0]] == [good]
    later = finished_zdorovo_record(seed="later")          # and later games still record
    History().add(later, _outcome(later))
    stored = json.loads(h.path.read_text())["games"]
    assert len(stored) == 4 and [g.record for g in History().load()[0]] == [later, good]


def test_stale_temp_files_of_a_killed_write_are_removed():
    state = paths.state_dir()
    state.mkdir(parents=True)
    stale = state / ".autosave.json.abc123.tmp"
    fresh = state / ".autosave.json.def456.tmp"
    mine = state / "notes.tmp"
    for p in (stale, fresh, mine):
        p.write_bytes(b"half a save")
    old = time.time() - 3600
    os.utime(stale, (old, old))
    os.utime(mine, (old, old))
    assert remove_stale_temps([state, state / "missing"]) == [stale]
    assert not stale.exists() and fresh.exists() and mine.exists()


def test_reads_are_bounded_and_refuse_what_is_not_a_file(tmp_path):
    fifo = tmp_path / ("pipe" + SUFFIX)
    os.mkfifo(fifo)
    with pytest.raises(NotASaveError):                    # at once: no writer is waited for
        read_save(fifo)
    assert fifo.exists()                                  # and it is not renamed
    with pytest.raises(NotAFileError):
        read_regular("/dev/zero", 1024)
    with pytest.raises(NotAFileError):
        read_regular(tmp_path, 1024)
    big = tmp_path / "big.json"
    big.write_bytes(b" " * 2049)
    with pytest.raises(JsonError):
        read_regular(big, 2048)
    assert read_regular(big, 4096) == b" " * 2049


def test_a_save_over_a_file_this_version_cannot_read_keeps_it(tmp_path):
    path = tmp_path / ("evening" + SUFFIX)
    doc = save_document(Snapshot(zdorovo_record(2)), "t")
    doc["version"] = 42
    path.write_text(json.dumps(doc))
    kept = write_save(path, Snapshot(zdorovo_record(4)))
    assert len(kept) == 1 and json.loads(kept[0].read_text())["version"] == 42
    assert not backup_path(path).exists()
    assert read_save(path).record == zdorovo_record(4)


def test_a_damaged_autosave_is_moved_aside_not_rotated():
    auto = Autosave()
    auto.path.parent.mkdir(parents=True)
    auto.path.write_bytes(b"{broken")
    kept = auto.write(Snapshot(zdorovo_record(2)))
    assert [p.read_bytes() for p, _ in kept.moved] == [b"{broken"]
    assert isinstance(kept.moved[0][1], SaveFormatError)
    assert not backup_path(auto.path).exists()


def test_an_autosave_with_a_lone_surrogate_is_damaged_and_bak_takes_over():
    auto = Autosave()
    auto.write(Snapshot(zdorovo_record(3)))
    auto.write(Snapshot(zdorovo_record(5)))
    doc = json.loads(auto.path.read_text())
    doc["record"]["players"][0]["name"] = "\ud800"
    auto.path.write_text(json.dumps(doc))            # escaped: valid JSON, not writable text
    got = Autosave().load()
    assert isinstance(got.problem, SaveFormatError) and got.from_backup
    assert got.value.record == zdorovo_record(3) and len(str(got.problem)) < 200
