"""Game records: round trip, replay equality, and a strict loader that rejects broken files."""
from __future__ import annotations

import json

import pytest

from dicegames.engine import (
    CHANCE,
    TERMINAL,
    PlayerEntry,
    Record,
    RecordError,
    dumps,
    loads,
    make_game,
    replay,
    roll_action,
)
from dicegames.engine.records import MAX_BYTES, correction, load_and_replay
from dicegames.engine.transcript import transcript

from .helpers import random_game


def two_player_record():
    g = make_game("zdorovo")
    first, actions, final = random_game(g, 2, "record-seed")
    rec = Record("zdorovo", (PlayerEntry("Anna"), PlayerEntry("Boris", "computer", "easy")),
                 g.rules.to_options(), first, "record-seed", tuple(a.to_str() for a in actions))
    return g, rec, final


def test_round_trip_and_replay_rebuilds_the_exact_state():
    g, rec, final = two_player_record()
    text = dumps(rec)
    again = loads(text)
    assert again == rec
    result = replay(again)
    assert result.state == final
    out = g.outcome(result.state)
    assert out is not None and len(out.standings) == 2


def test_record_json_envelope_fields():
    _, rec, _ = two_player_record()
    doc = json.loads(dumps(rec))
    assert doc["format"] == "dicegames-record" and doc["version"] == 1
    assert doc["game"] == "zdorovo" and doc["rules_version"] == 1
    assert doc["players"][1] == {"name": "Boris", "kind": "computer", "level": "easy"}
    assert doc["actions"][0].startswith("roll ")


def test_rolls_come_from_seed_and_throw_number():
    g = make_game("zdorovo")
    s = g.new_initial_state(1)
    a1 = roll_action(g, s, "x")
    assert a1 == roll_action(g, s, "x")          # undo and throw again: the same dice
    assert g.current_player(s) == CHANCE


def mutate(rec, **changes):
    doc = json.loads(dumps(rec))
    doc.update(changes)
    return json.dumps(doc)


@pytest.mark.parametrize("change,code", [
    ({"format": "other"}, "bad_format"),
    ({"version": 2}, "newer_version"),
    ({"version": "1"}, "bad_field"),
    ({"game": "chess"}, "unknown_game"),
    ({"rules_version": 99}, "newer_version"),
    ({"options": {"throws": 9}}, "bad_value"),
    ({"options": {"colour": "red"}}, "unknown_option"),
    ({"players": []}, "player_count"),
    ({"players": [{"name": 3}]}, "bad_field"),
    ({"first_player": 5}, "first_player"),
    ({"actions": "roll 1 2 3 4 5"}, "bad_field"),
    ({"actions": [17]}, "bad_action"),
])
def test_loader_rejects_broken_envelopes(change, code):
    _, rec, _ = two_player_record()
    with pytest.raises(RecordError) as e:
        loads(mutate(rec, **change))
    assert e.value.code == code


def test_missing_field_is_named():
    _, rec, _ = two_player_record()
    doc = json.loads(dumps(rec))
    del doc["seed"]
    with pytest.raises(RecordError, match="seed"):
        loads(json.dumps(doc))


@pytest.mark.parametrize("text", [
    "", "{", "[]", "null", '{"format": NaN}', '{"a": 1, "a": 2}', "[" * 5000 + "]" * 5000,
    '{"format": "dicegames-record", "x": [[[[[[[[[[1]]]]]]]]]]}',
])
def test_loader_rejects_malformed_json(text):
    with pytest.raises(RecordError):
        loads(text)


def test_loader_rejects_oversized_and_non_utf8():
    with pytest.raises(RecordError) as e:
        loads(b" " * (MAX_BYTES + 1))
    assert e.value.code == "too_large"
    with pytest.raises(RecordError):
        loads(b"\xff\xfe{}")


def test_illegal_event_names_its_index():
    _, rec, _ = two_player_record()
    actions = list(rec.actions)
    actions[3] = "score nothing"
    with pytest.raises(RecordError) as e:
        load_and_replay(dumps(rec.with_actions(tuple(actions))))
    assert e.value.index == 3 and "event 3" in str(e.value)


def test_truncated_record_replays_to_an_unfinished_game():
    g, rec, _ = two_player_record()
    _, result = load_and_replay(dumps(rec.with_actions(rec.actions[:7])))
    assert g.current_player(result.state) != TERMINAL
    assert g.outcome(result.state) is None


def test_junk_action_text_is_refused_with_index():
    _, rec, _ = two_player_record()
    with pytest.raises(RecordError) as e:
        load_and_replay(dumps(rec.with_actions(("roll 1 2 3 4 5", "rm -rf /"))))
    assert e.value.index == 1


def test_correction_replaces_an_earlier_action_and_recomputes_after_it():
    g = make_game("zdorovo")
    base = ("roll 6 6 6 5 5", "score sixes", "roll 1 1 1 2 2", "score ones")
    rec = Record("zdorovo", (PlayerEntry("A"),), g.rules.to_options(), 0, "", base)
    assert g.scoresheet(replay(rec).state).value("total", 0) == 21
    fixed = rec.with_actions(base + (correction(1, "score full_house"),))
    result = replay(fixed)
    sheet = g.scoresheet(result.state)
    assert sheet.value("full_house", 0) == 28 and sheet.value("sixes", 0) is None
    assert sheet.value("total", 0) == 31 and result.corrected == {1}
    # a mistyped real throw: correct the dice, the later decision is re-scored on them
    dice = rec.with_actions(base + (correction(2, "roll 1 1 1 1 2"),))
    assert g.scoresheet(replay(dice).state).value("ones", 0) == 4
    assert "(corrected)" in transcript(fixed) and "now: score full_house" in transcript(fixed)
    assert loads(dumps(fixed)) == fixed


@pytest.mark.parametrize("line,code", [
    ("correct 9 score ones", "bad_correction"),          # no such earlier entry
    ("correct 0 score ones", "bad_correction"),          # a throw corrected by a decision
    ("correct 1 roll 1 2 3 4 5", "bad_correction"),      # a decision corrected by a throw
    ("correct 1", "bad_correction"),
    ("correct 1 score ones", "illegal_event"),           # later 'score ones' now repeats it
])
def test_bad_corrections_are_refused_with_their_index(line, code):
    g = make_game("zdorovo")
    rec = Record("zdorovo", (PlayerEntry("A"),), g.rules.to_options(), 0, "",
                 ("roll 6 6 6 5 5", "score sixes", "roll 1 1 1 2 2", "score ones", line))
    with pytest.raises(RecordError) as e:
        replay(rec)
    assert e.value.code == code


def test_actions_repr_round_trips_like_python_chess_moves():
    from dicegames.engine import Action
    for text in ("roll 6 6 2 3 3", "score full_house", "bank", "correct 3 roll 1 2"):
        a = Action.from_str(text)
        assert eval(repr(a)) == a and repr(a) == f"Action.from_str({text!r})"


def test_the_end_of_a_game_is_a_termination_not_a_string():
    from dicegames.engine import Outcome, Termination
    out = Outcome((0,), (), Termination.MOST_GAMES_WON, extra_game=True)
    assert out.termination is Termination.MOST_GAMES_WON
    assert out.reason == "most_games_won_after_extra_game"
    assert {t.value for t in Termination} >= {"highest_total", "last_holder", "draw"}
