"""`dicegames score zanzibar FACE FACE FACE`: one entry (hand id, chips, rank), best = chips."""
from __future__ import annotations

import json

import pytest

from dicegames.cli import main

from .cli_support import run
from .engine.test_zanzibar import RANKING

FRENCH = ("421 111 611 666 511 555 411 444 311 333 211 222".split()
          + [row.split(":")[0] for row in RANKING[12:]])


def score_json(capsys, faces, *options):
    args = ["score", "zanzibar", "--json"]
    for o in options:
        args += ["--option", o]
    assert main(args + list(faces)) == 0
    return json.loads(capsys.readouterr().out)


@pytest.mark.parametrize("options,order", [((), [r.split(":")[0] for r in RANKING]),
                                           (("pure_vs_triple=pure_wins_ties",), FRENCH)])
def test_all_56_hands_in_order(capsys, options, order):
    chips = dict(row.split(":") for row in RANKING)
    for rank, hand in enumerate(order, 1):
        faces = list(reversed(hand))                  # given in ascending order on purpose
        doc = score_json(capsys, faces, *options)
        assert doc["game"] == "zanzibar" and doc["dice"] == [int(f) for f in faces]
        assert doc["scores"] == [{"id": hand, "points": int(chips[hand]), "rank": rank,
                                  "chips": int(chips[hand])}]
        assert doc["best"] == int(chips[hand])


def test_score_zanzibar_json_subprocess():
    out = run("score", "zanzibar", "--json", "1", "2", "4")
    assert out.returncode == 0, out.stderr
    doc = json.loads(out.stdout)
    assert doc["scores"] == [{"id": "421", "points": 10, "rank": 1, "chips": 10}]
    assert doc["best"] == 10


def test_score_zanzibar_text():
    out = run("score", "zanzibar", "2", "2", "1")
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert lines[0] == "zanzibar: 2 2 1"
    assert lines[1].split()[:2] == ["221", "4"] and "rank 56" in lines[1] and "chips 4" in lines[1]
    assert lines[2].split() == ["best", "4"]


@pytest.mark.parametrize("faces", [("4", "2"), ("4", "2", "1", "1")])
def test_score_zanzibar_wants_exactly_three_dice(faces):
    out = run("score", "zanzibar", *faces)
    assert out.returncode == 2 and "3 dice" in out.stderr and "Traceback" not in out.stderr


def test_score_zanzibar_bad_option():
    out = run("score", "zanzibar", "--option", "pure_vs_triple=equal", "1", "2", "4")
    assert out.returncode == 2 and "pure_vs_triple" in out.stderr
