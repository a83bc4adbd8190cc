"""The record's household players and casual games: optional fields, so old records load as
before and write back byte for byte, and new ones replay everywhere."""
from __future__ import annotations

import json

import pytest

from dicegames.engine import PlayerEntry, Record, RecordError, dumps, loads, replay
from tests.persistence.helpers import finished_zdorovo_record


def test_an_old_record_round_trips_unchanged():
    r = finished_zdorovo_record()
    text = dumps(r)
    assert "profile" not in text and "casual" not in text
    again = loads(text)
    assert again == r and dumps(again) == text
    assert again.players[0].profile == "" and again.casual is False


def test_profile_and_casual_are_kept_and_replay():
    r = finished_zdorovo_record()
    r = Record(r.game, (PlayerEntry("Anna", profile="p0123abc"),), r.options, 0, r.seed,
               r.actions, casual=True)
    doc = json.loads(dumps(r))
    assert doc["players"] == [{"name": "Anna", "kind": "human", "profile": "p0123abc"}]
    assert doc["casual"] is True
    again = loads(dumps(r))
    assert again == r and replay(again).game.outcome(replay(again).state) is not None
    assert again.with_actions(()).casual is True        # kept by every copy of the record


@pytest.mark.parametrize("profile", ["", "x" * 41, "has space", "ünï", 7, None])
def test_a_bad_profile_id_is_refused(profile):
    doc = json.loads(dumps(finished_zdorovo_record()))
    doc["players"][0]["profile"] = profile
    with pytest.raises(RecordError) as e:
        loads(json.dumps(doc))
    assert e.value.code == "bad_field"


@pytest.mark.parametrize("casual", [1, "yes", None])
def test_casual_is_true_or_false(casual):
    doc = json.loads(dumps(finished_zdorovo_record()))
    doc["casual"] = casual
    with pytest.raises(RecordError):
        loads(json.dumps(doc))
