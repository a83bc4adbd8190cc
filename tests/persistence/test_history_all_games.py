"""The history keeps every finished game with its statistics' summary: a version 1 history is
read and migrated, a summary is trusted only for its own record, the cap sends the oldest to an
archive (never deleted), and a game taken out goes to the trash and can come back."""
from __future__ import annotations

import json
from dataclasses import replace

from dicegames.engine import replay
from dicegames.persistence import library, paths, trash
from dicegames.persistence.errors import NewerVersionError
from dicegames.persistence.history import KEEP, History, entry_document
from tests.persistence.helpers import finished_zdorovo_record


def _outcome(record):
    rep = replay(record)
    return rep.game.outcome(rep.state)


def _add(h, *records):
    for r in records:
        h.add(r, _outcome(r))


def test_every_game_is_kept_and_the_home_lists_the_newest():
    h = History()
    records = [finished_zdorovo_record(seed=f"all{i}") for i in range(KEEP + 5)]
    _add(h, *records)
    everything, problem = h.load_all()
    assert problem is None and len(everything) == KEEP + 5
    assert [g.record for g in everything] == records[::-1]
    assert len(h.load()[0]) == KEEP
    doc = json.loads(h.path.read_text())
    assert doc["version"] == 2 and all("summary" in e for e in doc["games"])
    g = everything[0]
    assert g.summary is not None and g.summary.seats[0].name == "Anna"
    assert g.summary.finished_at == g.finished_at


def test_a_version_1_history_is_read_and_migrated_on_the_next_write():
    old = [finished_zdorovo_record(seed=f"v1-{i}") for i in range(3)]
    entries = [{k: v for k, v in entry_document(r, _outcome(r), "virtual",
                                                f"2025-0{i + 1}-01T10:00:00Z").items()
                if k != "summary"} for i, r in enumerate(old)][::-1]
    paths.history_path().parent.mkdir(parents=True)
    paths.history_path().write_text(json.dumps({"format": "dicegames-history", "version": 1,
                                                "games": entries}))
    h = History()
    games, problem = h.load_all()
    assert problem is None and [g.record for g in games] == old[::-1]
    assert all(g.summary is not None for g in games)      # replayed for their summaries
    new = finished_zdorovo_record(seed="after")
    _add(h, new)
    doc = json.loads(h.path.read_text())
    assert doc["version"] == 2 and len(doc["games"]) == 4
    assert sum("summary" in e for e in doc["games"]) == 1   # the old ones as they were
    assert [g.record for g in History().load_all()[0]] == [new] + old[::-1]
    assert json.loads(h.path.with_name("history.json.bak").read_text())["version"] == 1


def test_a_summary_counts_only_for_its_own_record():
    h = History()
    r = finished_zdorovo_record(seed="edited")
    _add(h, r)
    doc = json.loads(h.path.read_text())
    doc["games"][0]["summary"]["seats"][0]["won"] = False          # a hand-made claim …
    h.path.write_text(json.dumps(doc))
    assert History().load_all()[0][0].summary.seats[0].won is False   # … kept: same record
    doc["games"][0]["record"]["players"][0]["name"] = "Boris"        # another record:
    h.path.write_text(json.dumps(doc))
    g = History().load_all()[0][0]                                   # replayed again
    assert g.summary.seats[0].won is True and g.summary.seats[0].name == "Boris"


def test_the_cap_sends_the_oldest_to_an_archive(monkeypatch):
    import dicegames.persistence.history as history
    monkeypatch.setattr(history, "CAP", 5_000)
    h = History()
    records = [finished_zdorovo_record(seed=f"cap{i}") for i in range(14)]
    _add(h, *records)
    assert h.path.stat().st_size <= 5_000
    kept = [g.record for g in h.load_all()[0]]
    archives = sorted(paths.data_dir().glob("history-archive-*.json"))
    assert archives and kept[0] == records[-1]
    archived = [json.loads(line.rstrip(",")) for p in archives
                for line in p.read_text().splitlines()[1:-1]]
    assert len(kept) + len(archived) == 14                  # nothing lost
    from dicegames.cli import main
    assert main(["stats", str(archives[0])]) == 0           # an archive reads as a history


def test_a_newer_history_is_never_overwritten():
    paths.history_path().parent.mkdir(parents=True)
    paths.history_path().write_text('{"format": "dicegames-history", "version": 9, "games": []}')
    h = History()
    games, problem = h.load_all()
    assert games == [] and isinstance(problem, NewerVersionError)
    moved = h.add(finished_zdorovo_record(), _outcome(finished_zdorovo_record()))
    assert moved and moved[0].name.startswith("history.json.newer-")
    assert json.loads(moved[0].read_text())["version"] == 9


def test_a_game_taken_out_goes_to_the_trash_and_comes_back():
    h = History()
    a, b = finished_zdorovo_record(seed="keep"), finished_zdorovo_record(seed="bin")
    _add(h, a, b)
    newest = h.load_all()[0][0]
    assert newest.record == b
    deleted = library.delete_finished(h, newest)
    assert deleted is not None and deleted.files[0].parent == paths.trash_dir()
    assert [g.record for g in h.load_all()[0]] == [a]
    stored = json.loads(deleted.files[0].read_text())
    assert stored["format"] == "dicegames-finished" and stored["record"]["seed"] == "bin"
    assert library.delete_finished(h, newest) is None          # not there any more
    library.restore(deleted, h)
    assert [g.record for g in h.load_all()[0]] == [b, a]
    assert not deleted.files[0].exists()


def test_the_trash_keeps_things_for_thirty_days():
    import datetime as dt
    f = paths.data_dir() / "x.dicegames"
    f.parent.mkdir(parents=True)
    f.write_text("{}")
    there = trash.move_to_trash(f)
    assert not f.exists() and trash.original_name(there) == "x.dicegames"
    (paths.trash_dir() / "notes.txt").write_text("mine")          # not the trash's: left
    now = trash.deleted_at(there)
    assert trash.purge(now=now + dt.timedelta(days=29)) == []
    assert trash.purge(now=now + dt.timedelta(days=31)) == [there]
    assert (paths.trash_dir() / "notes.txt").exists()


def test_saves_folder_lists_deletes_and_restores():
    from dicegames.persistence.saves import Snapshot, write_save
    from tests.persistence.helpers import zdorovo_record
    folder = paths.saves_dir()
    write_save(folder / "one.dicegames", Snapshot(zdorovo_record(4)))
    write_save(folder / "one.dicegames", Snapshot(zdorovo_record(6)))      # and a .bak
    (folder / "broken.dicegames").write_text("{")
    saves = library.SavesFolder()
    games, problems = saves.list()
    assert [g.record for g in games] == [zdorovo_record(6)]
    assert len(problems) == 1 and problems[0].moved_to is not None     # kept aside
    assert saves.list()[0][0] is games[0]                          # read once
    deleted = library.delete_save(folder / "one.dicegames")
    assert len(deleted.files) == 2 and saves.list() == ([], [])
    back = library.restore(deleted)
    assert back == folder / "one.dicegames" and saves.list()[0][0].record == zdorovo_record(6)
    assert (folder / "one.dicegames.bak").exists()


def test_an_autosave_deleted_from_the_browser_can_come_back():
    from dicegames.persistence.autosave import Autosave
    from dicegames.persistence.saves import Snapshot
    from tests.persistence.helpers import zdorovo_record
    auto = Autosave()
    auto.write(Snapshot(zdorovo_record(4)))
    deleted = library.delete_save(auto.path, "autosave")
    assert auto.load().value is None
    library.restore(deleted, autosave=auto.slot)
    assert auto.load().value.record == zdorovo_record(4)
    deleted = library.delete_save(auto.path, "autosave")
    auto.write(Snapshot(zdorovo_record(2)))                 # a new game meanwhile: into saves
    back = library.restore(deleted, autosave=auto.slot)
    assert back.parent == paths.saves_dir() and back.name.endswith(".dicegames")
    assert replace(auto.load().value.record) == zdorovo_record(2)


def test_undoing_a_deleted_autosave_brings_its_bak_back_too():
    """Undo put the autosave back and left its .bak in the trash (issue 24, "Smaller")."""
    from dicegames.persistence.autosave import Autosave
    from dicegames.persistence.files import backup_path
    from dicegames.persistence.saves import Snapshot
    from tests.persistence.helpers import zdorovo_record
    auto = Autosave()
    auto.write(Snapshot(zdorovo_record(4)))
    auto.write(Snapshot(zdorovo_record(6)))                  # and a .bak of 4
    deleted = library.delete_save(auto.path, "autosave")
    assert len(deleted.files) == 2
    library.restore(deleted, autosave=auto.slot)
    assert auto.load().value.record == zdorovo_record(6)
    assert auto.slot.read(backup_path(auto.path)).record == zdorovo_record(4)
    assert list(paths.trash_dir().iterdir()) == []
    deleted = library.delete_save(auto.path, "autosave")
    auto.write(Snapshot(zdorovo_record(2)))                 # a new game meanwhile: into saves
    back = library.restore(deleted, autosave=auto.slot)
    assert backup_path(back).exists() and list(paths.trash_dir().iterdir()) == []
    assert auto.slot.read(backup_path(back)).record == zdorovo_record(4)
