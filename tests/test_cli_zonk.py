"""`dicegames score zonk`: one entry per single combination, zonk / six-of-a-kind flags, best."""
from __future__ import annotations

import json

import pytest

from dicegames.engine import PlayerEntry, Record, dumps, make_game

from .cli_support import run
from .cli_support import score_json as score
from .engine.helpers import random_game


def score_json(*args):
    return score("zonk", *args)


def test_score_json_lists_each_single_combination():
    doc = score_json("5", "5", "3", "3", "2", "6")
    assert doc["game"] == "zonk" and doc["dice"] == [5, 5, 3, 3, 2, 6]
    assert doc["scores"] == [{"id": "two_5", "points": 3, "dice": [5, 5]},
                             {"id": "one_5", "points": 1, "dice": [5]}]
    assert doc["best"] == 3 and doc["zonk"] is False and doc["six_of_a_kind"] is False


@pytest.mark.parametrize("faces,ids,best", [
    ("1 1 1 6 6 6", ["two_triples", "three_1", "three_6", "two_1", "one_1"], 96),
    ("1 1 2 2 6 6", ["three_pairs", "two_1", "one_1"], 76),
    ("1 2 3 4 5 6", ["straight", "one_1", "one_5"], 80),
    ("4 4 4 4 4", ["five_4", "four_4", "three_4"], 104),
    ("1", ["one_1"], 2),
])
def test_score_json_six_dice_figures_and_fewer_dice(faces, ids, best):
    doc = score_json(*faces.split())
    assert [e["id"] for e in doc["scores"]] == ids and doc["best"] == best


def test_score_json_flags():
    zonk = score_json("2", "3", "4", "4", "6", "6")
    assert zonk["zonk"] is True and zonk["scores"] == [] and zonk["best"] == 0
    six = score_json("2", "2", "2", "2", "2", "2")
    assert six["six_of_a_kind"] is True and six["zonk"] is False


def test_score_best_with_keep_all_combinations():
    doc = score_json("--option", "keep_all_combinations=true", "1", "1", "5", "5", "3", "3")
    assert doc["best"] == 75
    doc = score_json("--option", "keep_all_combinations=true", "1", "1", "1", "1", "5", "2")
    assert doc["best"] == 48 and doc["scores"][0] == {"id": "four_1", "points": 47,
                                                     "dice": [1, 1, 1, 1]}


def test_score_human_output_including_a_zonk():
    out = run("score", "zonk", "2", "3", "4", "4", "6", "6")
    assert out.returncode == 0, out.stderr
    assert "zonk: yes" in out.stdout and out.stdout.splitlines()[-1].split() == ["best", "0"]
    out = run("score", "zonk", "5", "5", "1")
    lines = {row.split()[0]: row.split()[1] for row in out.stdout.splitlines()[1:]}
    assert lines["two_5"] == "3" and lines["one_1"] == "2" and lines["best"] == "3"


@pytest.mark.parametrize("args,needle", [
    (("1", "2", "3", "4", "5", "6", "6"), "1 to 6 dice"),
    (("--option", "free_reroll=true", "--option", "keep_all_combinations=true", "1"),
     "exclude each other"),
    (("--option", "match_format=league", "1"), "expected one of"),
])
def test_score_bad_arguments(args, needle):
    out = run("score", "zonk", *args)
    assert out.returncode == 2 and needle in out.stderr and "Traceback" not in out.stderr


def test_replay_multi_game_prints_the_bank_settlement(tmp_path):
    g = make_game("zonk")
    first, actions, final = random_game(g, 3, "cli-zonk")
    rec = Record("zonk", tuple(PlayerEntry(n) for n in ("Anna", "Boris", "Vera")),
                 g.rules.to_options(), first, "cli-zonk", tuple(a.to_str() for a in actions))
    path = tmp_path / "zonk.json"
    path.write_text(dumps(rec))
    doc = json.loads(run("replay", str(path), "--json").stdout)
    out = g.outcome(final)
    assert doc["reason"] == out.reason == "target_reached"
    assert set(doc["settlement"]) == {"Anna", "Boris", "Vera"}
    assert "settlement:" in run("replay", str(path)).stdout
