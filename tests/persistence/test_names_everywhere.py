"""Every loader reads the names New game takes (issue 24.2): a game with a right-to-left mark,
a zero-width joiner, a soft hyphen or a pasted tab in a name autosaves, continues, saves, is
listed in the history and counted in the statistics; the household players keep such names."""
from __future__ import annotations

import json
from dataclasses import replace

import pytest

from dicegames.engine import PlayerEntry, replay
from dicegames.engine.names import clean_name
from dicegames.persistence import paths
from dicegames.persistence.autosave import Autosave
from dicegames.persistence.history import History
from dicegames.persistence.profiles import ProfileBook
from dicegames.persistence.saves import Snapshot, read_save, save_document, write_save
from dicegames.stats.aggregate import player_stats

from .helpers import finished_zdorovo_record, zdorovo_record

NAMES = ["\u05e9\u05e8\u05d4\u200f", "\U0001f468\u200d\U0001f469\u200d\U0001f467",
         "Ma\u00adria", "Anna\tMaria", "\u0633\u0627\u0631\u0629\u200f", "Anna \U0001fae8"]


def _named(record, name):
    return replace(record, players=(PlayerEntry(clean_name(name)),) + record.players[1:])


@pytest.mark.parametrize("name", NAMES)
def test_the_autosave_and_a_save_of_such_a_name_open(name, tmp_path):
    record = _named(zdorovo_record(6, players=2), name)
    auto = Autosave()
    auto.write(Snapshot(record))
    loaded = Autosave().load()
    assert loaded.problem is None and loaded.value.record == record
    path = tmp_path / "g.dicegames"
    write_save(path, Snapshot(record))
    assert read_save(path).record.players[0].name == clean_name(name)


def test_an_autosave_the_old_app_wrote_with_a_tab_continues():
    doc = save_document(Snapshot(zdorovo_record(6, players=2)))
    doc["record"]["players"][0]["name"] = "Anna\tMaria"
    path = paths.autosave_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps(doc))
    loaded = Autosave().load()
    assert loaded.problem is None and loaded.value.record.players[0].name == "Anna Maria"
    assert path.exists()                                  # not moved aside as damaged


@pytest.mark.parametrize("name", NAMES)
def test_a_finished_game_with_such_a_name_is_listed_and_counted(name, monkeypatch):
    from dicegames.stats import summary
    record = _named(finished_zdorovo_record(), name)
    rep = replay(record)
    History().add(record, rep.game.outcome(rep.state))
    monkeypatch.setattr(summary, "summarize", None)      # its stored summary is read as is
    games, problem = History().load_all()
    assert problem is None and [g.record.players[0].name for g in games] == [clean_name(name)]
    stats = player_stats([g.summary for g in games])
    assert [(s.name, s.games) for s in stats] == [(clean_name(name), 1)]


def test_a_history_entry_the_old_app_wrote_with_a_tab_is_listed():
    record = finished_zdorovo_record()
    rep = replay(record)
    History().add(record, rep.game.outcome(rep.state))
    doc = json.loads(paths.history_path().read_text())
    entry = doc["games"][0]
    entry["record"]["players"][0]["name"] = "Anna\tMaria"
    entry["summary"]["seats"][0]["name"] = "Anna\tMaria"
    paths.history_path().write_text(json.dumps(doc))
    games, _ = History().load_all()
    assert [g.record.players[0].name for g in games] == ["Anna Maria"]
    assert [s.name for s in player_stats([g.summary for g in games])] == ["Anna Maria"]


@pytest.mark.parametrize("name", NAMES)
def test_household_players_keep_such_names(name):
    book = ProfileBook()
    p, _ = book.add(name)
    assert p.name == clean_name(name)
    again = ProfileBook()
    assert again.problem is None and [q.name for q in again.profiles] == [clean_name(name)]
    assert again.named(name).id == p.id


def test_household_names_keep_their_inner_spacing_but_match_without_it():
    book = ProfileBook()
    p, _ = book.add("Anna\u3000Maria")                 # an ideographic space, as typed
    assert ProfileBook().get(p.id).name == "Anna\u3000Maria"
    assert book.named("anna maria").id == p.id
