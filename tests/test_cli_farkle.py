"""`dicegames score chicago|detroit`: best scoring of one roll, zonk flag, clear errors."""
from __future__ import annotations

import pytest

from .cli_support import run, score_json


def test_chicago_straight_json():
    doc = score_json("chicago", "1", "2", "3", "4", "5")
    assert doc["game"] == "chicago" and doc["best"] == 1500
    assert doc["scores"] == [{"id": "straight", "points": 1500, "dice": [5, 4, 3, 2, 1]}]
    assert doc["zonk"] is False and doc["hot_dice"] is True


def test_chicago_combinations_add_up_and_extra_dice_do_not_score():
    doc = score_json("chicago", "2", "2", "2", "5", "1")
    assert doc["best"] == 350
    assert [(e["id"], e["points"], e["dice"]) for e in doc["scores"]] == [
        ("three_2", 200, [2, 2, 2]), ("one_1", 100, [1]), ("one_5", 50, [5])]
    doc = score_json("chicago", "1", "1", "1", "5", "3")
    assert doc["best"] == 1050 and doc["hot_dice"] is False


def test_detroit_colour_pairs_listed_even_when_beaten():
    doc = score_json("detroit", "1", "1", "1", "1", "5", "5")
    assert doc["best"] == 1200
    assert [e["id"] for e in doc["scores"]] == ["three_1", "one_1", "one_5", "one_5",
                                                "colour_pairs"]
    doc = score_json("detroit", "3", "3", "2", "2", "4", "4")
    assert doc["best"] == 1000 and doc["scores"][0]["id"] == "colour_pairs"
    assert doc["scores"][0]["dice"] == [3, 3, 2, 2, 4, 4]


def test_detroit_fewer_dice_and_options():
    assert score_json("detroit", "4", "4", "4", "4", "2", "6")["best"] == 400
    doc = score_json("detroit", "--option", "multiples=doubling", "4", "4", "4", "4", "2", "6")
    assert doc["best"] == 800 and doc["scores"][0]["id"] == "four_4"
    assert score_json("detroit", "1", "2", "3", "4", "5")["best"] == 150


def test_zonk_as_a_table():
    out = run("score", "chicago", "2", "3", "4", "6", "6")
    assert out.returncode == 0, out.stderr
    assert "zonk: yes" in out.stdout and out.stdout.split()[-1] == "0"
    assert score_json("chicago", "2", "3", "4", "6", "6") == {
        "game": "chicago", "dice": [2, 3, 4, 6, 6], "scores": [], "best": 0, "zonk": True,
        "hot_dice": False}


@pytest.mark.parametrize("args,needle", [
    (("score", "chicago", "1", "2", "3", "4", "5", "6"), "1 to 5 dice"),
    (("score", "detroit", "1", "2", "3", "4", "5", "6", "1"), "1 to 6 dice"),
    (("score", "chicago", "--option", "version=detroit", "1"), "always has version=chicago"),
    (("score", "chicago", "--option", "colour_pairs_distinct=true", "1"), "Detroit"),
])
def test_bad_arguments_exit_2(args, needle):
    out = run(*args)
    assert out.returncode == 2 and out.stderr.count("\n") == 1 and needle in out.stderr
