"""Records are hostile input: what loads, plays; what does not gets a RecordError naming the
event and a short reason — never a traceback, and never the whole record in the message."""
from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dicegames.engine import PlayerEntry, Record, RecordError, loads, make_game, replay
from dicegames.engine.records import load_and_replay, parse_correction

from .helpers import random_game


def _record() -> Record:
    g = make_game("zdorovo")
    first, actions, _ = random_game(g, 2, "hostile")
    return Record("zdorovo", (PlayerEntry("Anna"), PlayerEntry("Boris")), g.rules.to_options(),
                  first, "hostile", tuple(a.to_str() for a in actions))


def _doc() -> dict:
    return _record().to_json()


@pytest.mark.parametrize("where", ["name", "level", "action", "seed", "option"])
def test_a_lone_surrogate_anywhere_is_refused(where):
    doc = _doc()
    if where == "name":
        doc["players"][0]["name"] = "An\ud800na"
    elif where == "level":
        doc["players"][1]["level"] = "\ud800"
    elif where == "action":
        doc["actions"][1] = "score \ud800"
    elif where == "seed":
        doc["seed"] = "\udfff"
    else:
        doc["options"]["\ud800"] = 1
    with pytest.raises(RecordError) as info:
        loads(json.dumps(doc))                      # json.dumps escapes: valid JSON text
    assert len(str(info.value)) < 200


def test_a_correction_index_in_other_digits_is_refused_with_its_index():
    doc = _doc()
    doc["actions"].append("correct \u00b2 score ones")     # "²".isdigit() is True
    with pytest.raises(RecordError) as info:
        load_and_replay(json.dumps(doc))
    assert info.value.index == len(doc["actions"]) - 1
    assert parse_correction("correct \u00b2 score ones") is None
    assert parse_correction("correct 12 score ones") == (12, "score ones")


def test_a_correction_that_changes_nothing_is_refused():
    doc = _doc()
    doc["actions"].append(f"correct 1 {doc['actions'][1]}")
    with pytest.raises(RecordError) as info:
        load_and_replay(json.dumps(doc))
    assert "changes nothing" in str(info.value)


def test_refusals_never_quote_the_whole_record():
    doc = _doc()
    doc["actions"][3] = "score " + "x" * 180
    with pytest.raises(RecordError) as info:
        load_and_replay(json.dumps(doc))
    assert info.value.index == 3 and len(str(info.value)) < 160


# ---- fuzzing the validation: whatever loads, replays; whatever fails, fails cleanly
_text = st.text(st.characters(codec="utf-8") | st.sampled_from(["\ud800", "\x00", "²", "\n"]),
                max_size=12)
_mutation = st.one_of(
    st.tuples(st.just("name"), _text),
    st.tuples(st.just("action"), st.integers(0, 40), _text),
    st.tuples(st.just("correct"), st.integers(0, 40), _text),
    st.tuples(st.just("seed"), _text),
    st.tuples(st.just("level"), _text),
    st.tuples(st.just("first"), st.integers(-3, 5)),
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(_mutation, min_size=1, max_size=4))
def test_fuzzed_records_load_and_play_or_fail_cleanly(mutations):
    doc = _doc()
    for m in mutations:
        kind = m[0]
        if kind == "name":
            doc["players"][0]["name"] = m[1]
        elif kind == "level":
            doc["players"][1]["level"] = m[1]
        elif kind == "seed":
            doc["seed"] = m[1]
        elif kind == "first":
            doc["first_player"] = m[1]
        elif kind == "action" and doc["actions"]:
            doc["actions"][m[1] % len(doc["actions"])] = m[2]
        elif kind == "correct":
            doc["actions"].append(f"correct {m[1]} {m[2]}")
    try:
        record, rep = load_and_replay(json.dumps(doc))
    except RecordError as e:
        assert len(str(e)) < 300
        return
    again = replay(loads(json.dumps(record.to_json(), ensure_ascii=False).encode("utf-8")))
    assert again.state == rep.state                 # what loads, writes back and plays
    for p in record.players:
        p.name.encode("utf-8")
