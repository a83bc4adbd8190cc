"""Autosave with .bak recovery, the crash marker, and the recent-games history."""
from __future__ import annotations

import json

from dicegames.engine import replay
from dicegames.persistence import paths
from dicegames.persistence.autosave import Autosave
from dicegames.persistence.crash_marker import CrashMarker, LastRun
from dicegames.persistence.errors import NewerVersionError, SaveFormatError
from dicegames.persistence.files import backup_path
from dicegames.persistence.history import KEEP, History
from dicegames.persistence.saves import Snapshot

from .helpers import finished_zdorovo_record, zdorovo_record


def test_autosave_round_trip_and_clear():
    auto = Autosave()
    assert auto.path == paths.autosave_path()
    assert auto.load().value is None
    auto.write(Snapshot(zdorovo_record(3), "virtual"))
    auto.write(Snapshot(zdorovo_record(5), "virtual"))
    got = auto.load()
    assert got.problem is None and got.value.record == zdorovo_record(5)
    assert not got.value.finished
    auto.clear()
    assert not auto.path.exists() and not backup_path(auto.path).exists()
    assert auto.load().value is None


def test_damaged_autosave_falls_back_to_the_previous_generation():
    auto = Autosave()
    auto.write(Snapshot(zdorovo_record(3), "virtual"))
    auto.write(Snapshot(zdorovo_record(5), "virtual"))
    auto.path.write_bytes(b'{"format": "dicegames-save", "vers')
    got = auto.load()
    assert isinstance(got.problem, SaveFormatError) and got.from_backup
    assert got.value.record == zdorovo_record(3)
    assert got.problem.moved_to.exists()
    assert auto.load().value.record == zdorovo_record(3)      # .bak is the autosave now
    assert not backup_path(auto.path).exists()


def test_damaged_autosave_without_backup_reports_and_never_raises():
    auto = Autosave()
    auto.path.parent.mkdir(parents=True)
    auto.path.write_bytes(b"\x00\x01")
    got = auto.load()
    assert got.value is None and isinstance(got.problem, SaveFormatError)
    assert got.problem.moved_to.read_bytes() == b"\x00\x01"


def test_newer_autosave_is_reported_and_kept():
    auto = Autosave()
    auto.write(Snapshot(zdorovo_record(3), "virtual"))
    doc = json.loads(auto.path.read_text())
    doc["version"] = 7
    auto.path.write_text(json.dumps(doc))
    got = auto.load()
    assert got.value is None and isinstance(got.problem, NewerVersionError)
    assert json.loads(auto.path.read_text())["version"] == 7


def test_crash_marker_tells_clean_crashed_and_running(tmp_path):
    path = tmp_path / "state" / "running.lock"
    first = CrashMarker(path)
    assert first.acquire() is LastRun.CLEAN and first.held
    other = CrashMarker(path)
    assert other.acquire() is LastRun.RUNNING and not other.held
    first.release()
    assert not path.exists()
    again = CrashMarker(path)
    assert again.acquire() is LastRun.CLEAN
    # a run that dies leaves the file behind (here: closed without release)
    import os
    os.close(again._fd)
    again._fd = None
    after_crash = CrashMarker(path)
    assert after_crash.acquire() is LastRun.CRASHED
    after_crash.release()


def _outcome(record):
    rep = replay(record)
    return rep.game.outcome(rep.state)


def test_history_keeps_the_last_twenty_newest_first_without_duplicates():
    h = History()
    assert h.path == paths.history_path()
    assert h.load() == ([], None)
    records = [finished_zdorovo_record(seed=f"seed{i}") for i in range(KEEP + 3)]
    for r in records:
        h.add(r, _outcome(r), "virtual")
    h.add(records[-1], _outcome(records[-1]), "virtual")     # the same game again: once
    games, problem = h.load()
    assert problem is None and len(games) == KEEP
    assert games[0].record == records[-1] and games[1].record == records[-2]
    g = games[0]
    assert g.winners == (0,) and g.winner_names() == ("Anna",)
    assert g.standings[0].place == 1 and g.reason == "highest_total"
    assert g.finished_at.endswith("Z")


def test_damaged_history_is_moved_aside_and_a_new_one_started():
    h = History()
    h.path.parent.mkdir(parents=True)
    h.path.write_text("[1, 2")
    games, problem = h.load()
    assert games == [] and isinstance(problem, SaveFormatError)
    assert problem.moved_to.read_text() == "[1, 2"
    r = finished_zdorovo_record()
    h.add(r, _outcome(r))
    assert [g.record for g in h.load()[0]] == [r]


def test_unreadable_entries_are_kept_but_not_listed():
    h = History()
    r = finished_zdorovo_record()
    h.add(r, _outcome(r))
    doc = json.loads(h.path.read_text())
    doc["games"].append({"record": {"game": "from_the_future"}, "finished_at": "x"})
    h.path.write_text(json.dumps(doc))
    assert len(h.load()[0]) == 1
    r2 = finished_zdorovo_record(seed="other")
    h.add(r2, _outcome(r2))
    assert len(json.loads(h.path.read_text())["games"]) == 3
