"""No coming throw can be computed from disk: an unfinished game's save holds no seed; the
throws already drawn are kept so undo and throw again show the same dice after Continue; a
finished game's record may carry the seed that verifies its dice; v1 saves still open."""
from __future__ import annotations

import json
from dataclasses import replace

import pytest

from dicegames.engine import Action, game_ids, throw_dice
from dicegames.engine.rng import dealt, log_digests
from dicegames.persistence.saves import (
    Snapshot,
    parse_save,
    read_save,
    save_document,
    write_save,
)
from dicegames.ui.play import GameSession

from .driver import make_record


def _play(s: GameSession, moves: int) -> None:
    for _ in range(moves):
        if s.outcome() is not None:
            return
        if s.dice_to_throw():
            s.throw()
        else:
            s.request(s.legal_actions()[-1])


@pytest.mark.parametrize("game_id", game_ids())
def test_an_unfinished_games_save_holds_no_seed(tmp_path, game_id):
    kinds = ("human",) * (1 if game_id in ("school", "zdorovo") else 2)
    s = GameSession(make_record(game_id, kinds, seed="TOP-SECRET-SEED"))
    _play(s, 9)
    path = tmp_path / "g.dicegames"
    write_save(path, Snapshot(s.record, "virtual", s.drawn_ahead()))
    text = path.read_text()
    assert "TOP-SECRET-SEED" not in text and json.loads(text)["record"]["seed"] == ""
    again = read_save(path)                          # … and it opens and plays on
    assert again.replay.state == s.state
    resumed = GameSession(again.record, "virtual", drawn=again.snapshot.drawn)
    assert resumed.state == s.state
    _play(resumed, 3)


def test_undo_and_throw_again_give_the_same_dice_after_continue(tmp_path):
    s = GameSession(make_record("zdorovo", seed="one sitting"))
    s.throw()
    s.request("reroll 0 1 2")                         # the re-throw is drawn with it …
    seen = s.history[-1].action
    s.undo()                                          # … and taken back
    assert s.history[-1].action.verb == "roll" and len(s.record.actions) == 1
    path = tmp_path / "g.dicegames"
    write_save(path, Snapshot(s.record, "virtual", s.drawn_ahead()))
    doc = json.loads(path.read_text())
    key = log_digests(s.record.actions[:0])[0]        # Anna's turn began with the game
    assert doc["taken_back"] == [[key, 1, list(seen.args)]]     # what was seen, nothing more
    saved = read_save(path)
    later = GameSession(saved.record, "virtual", drawn=saved.snapshot.drawn)   # a new secret
    later.request("reroll 0 1 2")
    assert later.history[-1].action == seen           # no undo-scumming across Continue
    later.request("reroll 0 1 2 3 4")                 # a throw never drawn: from the secret
    assert later.history[-1].action.verb == "roll"


def test_more_dice_than_were_drawn_keep_the_ones_seen(qtbot):
    s = GameSession(make_record("zdorovo", seed="prefix"))
    s.throw()
    s.request("reroll 0")
    one = s.history[-1].action.args
    s.undo()
    s.request("reroll 0 1 2")
    assert s.history[-1].action.args[:1] == one


def test_a_finished_game_in_one_sitting_carries_the_seed_that_verifies_it(qtbot):
    s = GameSession(make_record("zdorovo", ("human",), seed="verify-me"))
    while s.outcome() is None:
        _play(s, 1)
    assert s.record.seed == ""
    record = s.finished_record()
    assert record.seed == "verify-me"
    for line, label in dealt(record):                 # engine.rng: where each throw was dealt
        faces = Action.from_str(record.actions[line]).numbers
        assert faces == throw_dice("verify-me", label, len(faces))


def test_a_game_continued_with_a_new_secret_does_not_claim_a_seed(qtbot):
    first = GameSession(make_record("zdorovo", ("human",), seed="sitting one"))
    _play(first, 6)
    second = GameSession(first.record, "virtual", drawn=first.drawn_ahead())
    while second.outcome() is None:
        _play(second, 1)
    assert second.finished_record().seed == ""


@pytest.mark.parametrize("game_id", game_ids())
def test_version_1_saves_still_open_and_lose_their_seed(game_id):
    kinds = ("human",) * (1 if game_id in ("school", "zdorovo") else 2)
    s = GameSession(make_record(game_id, kinds, seed="v1-seed"))
    _play(s, 12)
    doc = save_document(Snapshot(s.record, "virtual"), "old")
    doc["version"] = 1
    doc["record"]["seed"] = "v1-seed"                 # what version 1 wrote
    saved = parse_save(json.dumps(doc).encode())
    assert saved.replay.state == s.state
    assert saved.record.seed == ("" if s.outcome() is None else "v1-seed")
    v2 = parse_save(json.dumps(save_document(saved.snapshot, "new")).encode())
    assert v2.replay.state == s.state and v2.record == replace(saved.record, seed="")
