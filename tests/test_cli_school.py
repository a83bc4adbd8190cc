"""`dicegames score school`: one entry per school cell and figure, with points and presence."""
from __future__ import annotations

import pytest

from .cli_support import run
from .cli_support import score_json as score


def score_json(*args):
    doc = score("school", *args)
    return doc, {e["id"]: e for e in doc["scores"]}


def test_score_66621():
    doc, e = score_json("6", "6", "6", "2", "1")
    assert doc["game"] == "school" and doc["dice"] == [6, 6, 6, 2, 1]
    assert len(doc["scores"]) == 15
    assert [s["id"] for s in doc["scores"][:7]] == [f"school_{f}" for f in range(1, 7)] + ["pair"]
    assert (e["pair"]["points"], e["three"]["points"], e["pigos"]["points"]) == (12, 18, 21)
    assert e["pair"]["present"] and not e["two_pairs"]["present"]
    assert e["two_pairs"]["points"] == 0
    assert e["school_6"]["points"] == 0 and e["school_6"]["present"] is True
    assert e["school_5"]["points"] == -15
    assert doc["best"] == 21


def test_score_full_house_47_and_94_first_throw():
    doc, e = score_json("5", "5", "5", "6", "6")
    assert e["two_plus_three"]["points"] == 47 and doc["best"] == 47
    doc, e = score_json("--first-throw", "5", "5", "5", "6", "6")
    assert e["two_plus_three"]["points"] == 94 and doc["best"] == 94
    assert e["pigos"]["points"] == 27                       # never doubled


def test_score_tetra_first_throw_and_double_scope_option():
    _, e = score_json("--first-throw", "3", "3", "3", "3", "6")
    assert (e["tetra"]["points"], e["two_pairs"]["points"]) == (84, 24)
    _, e = score_json("--first-throw", "--option", "double_scope=face_sum_only",
                      "3", "3", "3", "3", "6")
    assert e["tetra"]["points"] == 54


@pytest.mark.parametrize("content,present", [("any", True), ("at_most_one_pair", False),
                                             ("strict_junk", False)])
def test_score_pigos_content_option(content, present):
    _, e = score_json("--option", f"pigos_content={content}", "6", "6", "6", "2", "1")
    assert e["pigos"]["present"] is present
    assert e["pigos"]["points"] == (21 if present else 0)


def test_score_school_human_output():
    out = run("score", "school", "6", "5", "4", "3", "2", "--first-throw")
    assert out.returncode == 0
    lines = {row.split()[0]: row.split()[1] for row in out.stdout.splitlines()[1:]}
    assert lines["big_order"] == "40" and lines["pigos"] == "20" and lines["best"] == "40"
    assert "absent" in out.stdout and "present" in out.stdout


@pytest.mark.parametrize("args,needle", [
    (("score", "school", "1", "2", "3", "4"), "5 dice"),
    (("score", "school", "--option", "school_first_turns=4", "1", "2", "3", "4", "5"),
     "school_first_turns"),
    (("score", "school", "--option", "crossout=never", "1", "2", "3", "4", "5"), "crossout"),
])
def test_score_school_bad_arguments(args, needle):
    out = run(*args)
    assert out.returncode == 2 and "Traceback" not in out.stderr
    assert out.stderr.count("\n") == 1 and needle in out.stderr
