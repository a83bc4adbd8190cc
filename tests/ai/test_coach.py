"""The coach: a decision's cost is exactly what `dicegames advise` reports for the record cut
just before it (best minus the chosen action's value), on recorded games of every game —
with corrections and forced moves — and the figures add those costs up."""
from __future__ import annotations

import contextlib
import io
import json
import random
from pathlib import Path

import pytest

from dicegames.ai.coach import band, proficiency, worst
from dicegames.ai.games import BANDS, coached, coaching
from dicegames.cli import main
from dicegames.engine import (
    CHANCE,
    TERMINAL,
    Action,
    PlayerEntry,
    Record,
    dumps,
    game_info,
    loads,
    replay,
    roll_action,
)
from dicegames.engine.records import correction, effective_actions, parse_correction
from dicegames.stats.coach import (
    Decision,
    GameCoach,
    Played,
    SeatCoach,
    from_json,
    ratings,
    to_json,
    trend,
)

GOLDEN = Path(__file__).resolve().parents[1] / "golden"
STANDARD = {"zonk": "zonk_standard", "chicago": "chicago_standard",
            "detroit": "detroit_standard", "school": "school_standard",
            "zdorovo": "zdorovo_standard", "zanzibar": "zanzibar_standard"}


def advise_json(tmp_path: Path, record: Record) -> dict:
    path = tmp_path / "cut.json"
    path.write_text(dumps(record), encoding="utf-8")
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["advise", str(path), "--json"]) == 0
    return json.loads(out.getvalue())


def cut_before(record: Record, index: int) -> Record:
    """The record as it stood just before entry `index` was played, with every later
    correction of an earlier entry (the game as it was finally recorded up to there)."""
    later = [a for a in record.actions[index:]
             if (c := parse_correction(a)) is not None and c[0] < index]
    return record.with_actions(record.actions[:index] + tuple(later))


def corrected_game(game_id: str, seed: str, actions: int = 90, people=(0, 1)) -> Record:
    """Random play of two seats (zonk three; a computer's where no person sits), with
    corrections made as
    a table makes them: a decision or a throw corrected straight after it, and play going on
    from the corrected game."""
    game = game_info(game_id).make()
    pick = random.Random(seed)
    seats = 3 if game_id == "zonk" else 2         # two play zonk's duel: a turn each
    state = game.new_initial_state(seats, 0)
    log: list[str] = []
    effective: list[tuple[int, object]] = []         # (log index, state before it)
    while len(log) < actions and game.current_player(state) != TERMINAL:
        who = game.current_player(state)
        before = state
        if who == CHANCE:
            a = roll_action(game, state, f"{seed}:{len(log)}")
        else:
            a = pick.choice(game.legal_actions(state))
        state = game.apply(state, a).state
        log.append(a.to_str())
        effective.append((len(log) - 1, before))
        if pick.random() < 0.08:                     # F2 on what was just entered
            index, at = effective[-1]
            if game.current_player(at) == CHANCE:
                other = roll_action(game, at, f"{seed}:other:{len(log)}")
            else:
                others = [x for x in game.legal_actions(at) if x.to_str() != log[index]]
                if not others:
                    continue
                other = pick.choice(others)
            if other.to_str() == log[index]:
                continue
            log.append(correction(index, other))
            state = game.apply(at, other).state
    players = tuple(PlayerEntry(f"P{i}", "human" if i in people else "computer",
                                "" if i in people else "easy") for i in range(seats))
    record = Record(game_id, players, first_player=0, seed="", actions=tuple(log))
    replay(record)                                   # it is a valid record
    return record


def every_decision(tmp_path, record):
    """Per seat of a person: [(cost, forced)] of each decision, as `advise` values it."""
    rep = replay(record)
    game = rep.game
    state = game.new_initial_state(len(record.players), record.first_player)
    out: dict[int, list[tuple[int, float, bool]]] = {}
    texts = dict(effective_actions(record.actions, game.chance_verbs)[0])
    for index, step in zip(rep.indices, rep.steps):
        who = game.current_player(state)
        if who >= 0 and record.players[who].kind == "human":
            doc = advise_json(tmp_path, cut_before(record, index))
            chosen = Action.from_str(texts[index])
            values = {a["action"]: a["value"] for a in doc["actions"]}
            mine = values.get(chosen.to_str())
            if mine is None:                          # faces given in another order
                mine = next(v for a, v in values.items()
                            if sorted(a.split()) == sorted(chosen.to_str().split()))
            cost = doc["value"] - mine if doc["higher_is_better"] else mine - doc["value"]
            out.setdefault(who, []).append((index, cost, len(doc["actions"]) == 1))
        state = step.state
    return out


def check(tmp_path, record: Record) -> GameCoach:
    c = proficiency(record)
    by_advise = every_decision(tmp_path, record)
    calibration = coaching(record.game)
    for seat in c.seats:
        costs = [(i, cost) for i, cost, forced in by_advise[seat.player] if not forced]
        assert seat.decisions == len(costs)
        assert seat.cost == pytest.approx(sum(x for _, x in costs), abs=1e-5)
        assert seat.best == sum(1 for _, x in costs if x < calibration.best_below - 1e-6) \
            or seat.best == sum(1 for _, x in costs if x < calibration.best_below + 1e-6)
        ranked = sorted(costs, key=lambda ic: -ic[1])
        for d, (_, x) in zip(seat.worst, ranked):
            assert d.cost == pytest.approx(x, abs=2e-6)
            # the decision's own cut gives its cost, and names what was played and what was best
            doc = advise_json(tmp_path, cut_before(record, d.index))
            values = {a["action"]: a["value"] for a in doc["actions"]}
            assert doc["actions"][0]["action"] == d.best or \
                values[d.best] == pytest.approx(doc["value"], abs=1e-6)
            chosen = values[d.chosen]
            cost = doc["value"] - chosen if doc["higher_is_better"] else chosen - doc["value"]
            assert d.cost == pytest.approx(cost, abs=2e-6)
            # its move number is the replay's: the effective log up to it gives the same cut
            entries = effective_actions(record.actions, game_info(record.game).make()
                                        .chance_verbs)[0]
            assert entries[d.move - 1][0] == d.index
            moved = record.with_actions(tuple(t for _, t in entries[:d.move - 1]))
            assert advise_json(tmp_path, moved) == doc
    return c


@pytest.mark.parametrize("game_id", sorted(STANDARD))
def test_costs_are_what_advise_reports_on_recorded_games(tmp_path, game_id):
    """A recorded game of each id (its first 70 moves), the last decision corrected with F2."""
    record = loads((GOLDEN / f"{STANDARD[game_id]}.json").read_text(encoding="utf-8"))
    record = record.with_actions(record.actions[:70])
    rep = replay(record)
    game = rep.game
    state = game.new_initial_state(len(record.players), record.first_player)
    last = None
    for index, step in zip(rep.indices, rep.steps):
        if game.current_player(state) >= 0 and len(game.legal_actions(state)) > 1:
            last = (index, state)
        state = step.state
    index, at = last
    other = next(a for a in game.legal_actions(at) if a.to_str() != record.actions[index])
    record = record.with_actions(record.actions[:index + 1] + (correction(index, other),))
    c = check(tmp_path, record)
    assert c.exact and sum(s.decisions for s in c.seats) > 5
    assert any(s.worst for s in c.seats)


@pytest.mark.parametrize("game_id", sorted(STANDARD))
def test_costs_are_what_advise_reports_with_corrections_and_forced_moves(tmp_path, game_id):
    record = corrected_game(game_id, f"coach-{game_id}", people=(0,))
    assert any(a.startswith("correct ") for a in record.actions)
    c = check(tmp_path, record)
    assert [s.player for s in c.seats] == [0]          # the computer's seat is not coached


def test_forced_moves_are_not_decisions(tmp_path):
    """Chicago's throw after hot dice is forced: never counted, never a cost."""
    found = 0
    for k in range(6):
        record = corrected_game("chicago", f"forced-{k}", actions=160, people=(0, 1))
        rep = replay(record)
        game = rep.game
        state = game.new_initial_state(2, 0)
        forced = set()
        for index, step in zip(rep.indices, rep.steps):
            if game.current_player(state) >= 0 and len(game.legal_actions(state)) == 1:
                forced.add(index)
            state = step.state
        found += len(forced)
        c = proficiency(record)
        assert not forced & {d.index for s in c.seats for d in s.worst}
        by_advise = every_decision(tmp_path, record) if forced else {}
        for s in c.seats if forced else ():
            assert s.decisions == sum(1 for _, _, f in by_advise[s.player] if not f)
        if found:
            break
    assert found


def test_approximate_rules_say_so():
    record = loads((GOLDEN / "school_literal.json").read_text(encoding="utf-8"))
    c = proficiency(record.with_actions(record.actions[:30]))
    assert not c.exact
    assert from_json(to_json(c)).exact is False


def test_computer_seats_can_be_valued_for_calibration():
    record = corrected_game("zdorovo", "calib", actions=60, people=(0,))
    assert [s.player for s in proficiency(record).seats] == [0]
    assert [s.player for s in proficiency(record, seats=(0, 1)).seats] == [0, 1]


# --------------------------------------------------------------------------- JSON
def test_the_figures_survive_json_and_hostile_documents_are_refused():
    c = proficiency(corrected_game("zanzibar", "json", actions=80))
    doc = json.loads(json.dumps(to_json(c)))
    assert from_json(doc) == c
    bad = [None, [], {**doc, "version": 2}, {**doc, "game": "chess"},
           {**doc, "exact": 1}, {**doc, "seats": "x"}, {**doc, "seats": [{}] * 9}]
    seat = doc["seats"][0]
    for change in ({"player": -1}, {"player": True}, {"decisions": 1.5}, {"cost": -1},
                   {"cost": float("inf")}, {"best": seat["decisions"] + 1}, {"worst": [{}]},
                   {"worst": [{"move": 1, "index": 0, "chosen": "take\n", "best": "x",
                               "cost": 1}]}, {"worst": [None] * 6}):
        bad.append({**doc, "seats": [{**seat, **change}]})
    for b in bad:
        with pytest.raises(ValueError):
            from_json(b)


# --------------------------------------------------------------------------- ratings
def _played(key, game, when, decisions, cost, best, worst=()):
    return Played(key, game, when, True, SeatCoach(0, decisions, cost, best, tuple(worst)))


def test_ratings_add_up_per_player_and_game():
    rows = ratings([
        _played("name:Ann", "zdorovo", "2026-01-02", 30, 30.0, 20),
        _played("name:Ann", "zdorovo", "2026-01-01", 10, 50.0, 2),
        _played("name:Ann", "zonk", "2026-01-03", 40, 4.0, 38),
        _played("name:Bob", "zdorovo", "2026-01-01", 0, 0.0, 0),
    ])
    ann, bob, zonk = rows
    assert (ann.key, ann.game, ann.games, ann.decisions, ann.best) == \
        ("name:Ann", "zdorovo", 2, 40, 22)
    assert ann.mean_cost == 2.0 and ann.cost_per_game == 40.0 and ann.best_share == 0.55
    assert [p.finished_at for p in ann.played] == ["2026-01-01", "2026-01-02"]
    assert bob.mean_cost is None and band(bob.game, bob.mean_cost) is None
    assert bob.best_share is None
    assert zonk.game == "zonk" and zonk.mean_cost == 0.1
    points = trend(ann, window=10)
    assert [p.cost for p in points] == [5.0, 1.0]
    assert [p.average for p in points] == [5.0, 2.0]          # decisions weighted
    assert [p.average for p in trend(ann, window=1)] == [5.0, 1.0]


def test_bands_follow_the_calibration_of_each_game():
    for game_id in coached():
        c = coaching(game_id)
        limits = c.limits()
        assert list(limits) == sorted(limits) and limits[0] > 0
        assert c.band(0.0) == BANDS[0]
        assert c.band(c.normal) in BANDS[:2]
        assert c.band(c.easy * 2) == BANDS[-1]
        assert c.tutor[0] <= c.tutor[1] <= c.tutor[2]
        assert c.best_below == 0.5 * 10 ** -c.places


def test_the_worst_decisions_compare_games_by_their_size_of_mistake():
    big_zonk = Decision(3, 2, "stop", "throw", 3 * coaching("zonk").scale())
    big_chicago = Decision(4, 3, "stop", "throw", 2 * coaching("chicago").scale())
    found = worst([_played("k", "chicago", "b", 5, 1, 1, [big_chicago]),
                   _played("k", "zonk", "a", 5, 1, 1, [big_zonk])])
    assert [d for _, d in found] == [big_zonk, big_chicago]
