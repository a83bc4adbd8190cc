"""File names the app builds from what a file says stay in their folder (issue 24.9): a history
entry's `finished_at` is a strict timestamp or the entry is not listed, the trash writes only
inside the trash, and a save's `saved_at` that is not a timestamp is not one."""
from __future__ import annotations

import json
from dataclasses import replace

import pytest

from dicegames.engine import replay
from dicegames.persistence import library, paths, trash
from dicegames.persistence.errors import StorageError
from dicegames.persistence.files import inside, safe_name
from dicegames.persistence.history import History, parse_entry
from dicegames.persistence.saves import Snapshot, is_timestamp, read_save, save_document

from .helpers import finished_zdorovo_record, zdorovo_record

HOSTILE = ["../../../../tmp/escape", "/tmp/escape", "2026-01-10T18:00:00Z/../../x",
           "..", "2026-01-10T18:00:00Z\\..\\x", "2026-13-40T25:61:61Z", "2026-01-10 18:00:00Z",
           "\u0662\u0660\u0662\u0666-01-10T18:00:00Z", "2026-01-10T18:00:00+00:00", ""]


def _entry(finished_at):
    r = finished_zdorovo_record()
    rep = replay(r)
    History().add(r, rep.game.outcome(rep.state))
    doc = json.loads(paths.history_path().read_text())
    doc["games"][0]["finished_at"] = finished_at
    doc["games"][0]["summary"]["finished_at"] = finished_at
    return doc


def test_strict_timestamps():
    assert is_timestamp("2026-01-10T18:00:00Z") and is_timestamp("2024-02-29T23:59:59Z")
    assert not is_timestamp("2026-02-29T00:00:00Z")
    for text in HOSTILE:
        assert not is_timestamp(text)


@pytest.mark.parametrize("finished_at", HOSTILE)
def test_an_entry_whose_end_is_no_timestamp_is_kept_but_not_listed(finished_at):
    doc = _entry(finished_at)
    paths.history_path().write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    assert parse_entry(doc["games"][0]) is None
    assert History().load_all() == ([], None)
    assert json.loads(paths.history_path().read_text())["games"][0]["finished_at"] == \
        finished_at                                     # kept as it was


@pytest.mark.parametrize("finished_at", HOSTILE[:5])
def test_delete_never_writes_outside_the_trash(finished_at, tmp_path):
    r = finished_zdorovo_record()
    rep = replay(r)
    history = History()
    history.add(r, rep.game.outcome(rep.state))
    game = history.load_all()[0][0]
    forged = replace(game, finished_at=finished_at)     # as if the entry had been listed
    before = {p for p in tmp_path.rglob("*")}
    try:
        library.delete_finished(history, forged)
    except StorageError:
        pass
    made = {p for p in tmp_path.rglob("*")} - before
    assert all(paths.trash_dir() in p.parents or p == paths.trash_dir() for p in made)
    assert not any("escape" in p.name for p in tmp_path.parent.iterdir())


@pytest.mark.parametrize("name", ["../x", "/tmp/x", "..", ".", "", "a/b", "a\\b", "a\x00b"])
def test_the_trash_writes_only_plain_names_inside_itself(name):
    with pytest.raises(StorageError):
        trash.write_to_trash(name, b"{}")
    assert not paths.trash_dir().exists() or not any(paths.trash_dir().iterdir())


def test_inside_and_safe_names(tmp_path):
    assert inside(tmp_path, "a.json") == tmp_path / "a.json"
    for bad in ("../a", "/etc/passwd", "..", "a/../../b", ""):
        with pytest.raises(ValueError):
            inside(tmp_path, bad)
    assert safe_name("zdorovo 2026-01-10 18-00.json", "x") == "zdorovo 2026-01-10 18-00.json"
    for text in ("../../etc/passwd", "/abs/path", "a\\b", "..", "\x00", "  "):
        name = safe_name(text, "game")
        assert name and "/" not in name and "\\" not in name and not name.startswith(".")
        assert inside(tmp_path, name).parent == tmp_path


@pytest.mark.parametrize("saved_at", HOSTILE[:6])
def test_a_saved_at_that_is_no_timestamp_is_read_as_unknown(saved_at, tmp_path):
    doc = save_document(Snapshot(zdorovo_record(4)), saved_at="2026-01-10T18:00:00Z")
    doc["meta"]["saved_at"] = saved_at
    path = tmp_path / "g.dicegames"
    path.write_text(json.dumps(doc))
    saved = read_save(path)
    assert saved.saved_at == "" and saved.record == zdorovo_record(4)
