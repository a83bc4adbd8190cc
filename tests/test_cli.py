"""The command line: score and replay, with clear one-line errors and exit code 2 on bad input."""
from __future__ import annotations

import json

import pytest

from dicegames.engine import PlayerEntry, Record, dumps, make_game

from .cli_support import run
from .engine.helpers import random_game


def test_score_zdorovo_table():
    out = run("score", "zdorovo", "6", "6", "6", "5", "5")
    assert out.returncode == 0
    lines = {row.split()[0]: row.split()[1] for row in out.stdout.splitlines()[1:]}
    assert lines["full_house"] == "28" and lines["big_hand"] == "28" and lines["best"] == "28"


def test_score_zdorovo_json():
    out = run("score", "zdorovo", "--json", "6", "6", "6", "5", "5")
    doc = json.loads(out.stdout)
    assert doc["game"] == "zdorovo" and doc["dice"] == [6, 6, 6, 5, 5] and doc["best"] == 28
    scores = {e["id"]: e["points"] for e in doc["scores"]}
    assert len(scores) == 11 and scores["full_house"] == 28 and scores["zdorovo"] == 0


def test_score_with_option():
    doc = json.loads(run("score", "zdorovo", "--json", "--option",
                         "full_house_allows_five_kind=true", "4", "4", "4", "4", "4").stdout)
    assert {e["id"]: e["points"] for e in doc["scores"]}["full_house"] == 20


@pytest.mark.parametrize("args,needle", [
    (("score", "zdorovo", "7", "1", "1", "1", "1"), "1 to 6"),
    (("score", "zdorovo", "1", "1", "1", "1"), "5 dice"),
    (("score", "chess", "1"), "unknown game"),
    (("score", "zdorovo", "--option", "colour=red", "1", "2", "3", "4", "5"), "unknown option"),
    (("score", "zdorovo", "--option", "throws=many", "1", "2", "3", "4", "5"), "whole number"),
    (("score", "zdorovo", "--option", "throws", "1", "2", "3", "4", "5"), "KEY=VALUE"),
])
def test_bad_arguments_get_one_clear_line_and_exit_2(args, needle):
    out = run(*args)
    assert out.returncode == 2
    assert out.stderr.count("\n") == 1 and "Traceback" not in out.stderr
    assert needle in out.stderr


def test_replay_two_player_record(tmp_path):
    g = make_game("zdorovo")
    first, actions, final = random_game(g, 2, "cli-replay")
    rec = Record("zdorovo", (PlayerEntry("Anna"), PlayerEntry("Boris")), g.rules.to_options(),
                 first, "cli-replay", tuple(a.to_str() for a in actions))
    path = tmp_path / "game.json"
    path.write_text(dumps(rec))
    out = run("replay", str(path), "--json")
    assert out.returncode == 0, out.stderr
    doc = json.loads(out.stdout)
    expected = g.outcome(final)
    names = ["Anna", "Boris"]
    assert doc["winners"] == [names[w] for w in expected.winners]
    assert [s["points"] for s in doc["standings"]] == [s.points for s in expected.standings]
    human = run("replay", str(path))
    assert "winner:" in human.stdout


def test_replay_broken_record_exits_nonzero_with_index(tmp_path):
    g = make_game("zdorovo")
    rec = Record("zdorovo", (PlayerEntry("A"),), g.rules.to_options(), 0, "s",
                 ("roll 1 2 3 4 5", "score sixes", "roll 1 2 3", "score ones"))
    path = tmp_path / "bad.json"
    path.write_text(dumps(rec))
    out = run("replay", str(path))
    assert out.returncode != 0 and "event 2" in out.stderr and "Traceback" not in out.stderr
    missing = run("replay", str(tmp_path / "nope.json"))
    assert missing.returncode != 0 and "cannot read" in missing.stderr


def test_the_launcher_knows_every_command_without_importing_the_cli():
    import argparse

    from dicegames import app, cli
    sub = next(a for a in cli.build_parser()._actions
               if isinstance(a, argparse._SubParsersAction))
    assert tuple(sub.choices) == app.COMMANDS


def test_launching_the_app_imports_neither_the_cli_nor_the_engine(monkeypatch):
    import gc
    import sys

    import dicegames.ui.shell.application as application
    from dicegames import app
    launched = []
    monkeypatch.setattr(application, "run",
                        lambda args: launched.append((args, gc.isenabled())) or 0)
    for name in [m for m in sys.modules
                 if m == "dicegames.cli" or m.startswith("dicegames.engine")]:
        monkeypatch.delitem(sys.modules, name)
    try:
        assert app.main(["--some-qt-flag"]) == 0
    finally:
        gc.enable()
    assert launched == [(["--some-qt-flag"], False)]       # start-up runs without the collector
    assert "dicegames.cli" not in sys.modules and "dicegames.engine" not in sys.modules


def test_replay_refuses_devices_and_fifos_at_once(tmp_path):
    import os
    out = run("replay", "/dev/zero")
    assert out.returncode == 1 and "not a regular file" in out.stderr
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    out = run("replay", str(fifo))                   # no writer: must not wait for one
    assert out.returncode == 1 and "not a regular file" in out.stderr


def test_replay_prints_hostile_names_without_a_traceback(tmp_path):
    g = make_game("zdorovo")
    first, actions, _ = random_game(g, 1, "cli-hostile")
    doc = Record("zdorovo", (PlayerEntry("Anna"),), g.rules.to_options(), first, "s",
                 tuple(a.to_str() for a in actions)).to_json()
    doc["players"][0]["name"] = "\ud800"
    path = tmp_path / "g.json"
    path.write_text(json.dumps(doc))
    out = run("replay", str(path))
    assert out.returncode == 1 and "Traceback" not in out.stderr and "player 0" in out.stderr



def test_a_reader_that_stops_early_ends_the_command_quietly(monkeypatch, capsys):
    import os
    import sys

    from dicegames import cli
    read, write = os.pipe()
    os.close(read)                                   # the reader has gone, as `| head` does
    with capsys.disabled():
        out = os.fdopen(write, "w", buffering=1)
        monkeypatch.setattr(sys, "stdout", out)
        assert cli.main(["odds", "zonk"]) == 1       # no traceback, a quiet end
        monkeypatch.undo()
        try:
            out.close()
        except BrokenPipeError:
            pass


def _no_display_env():
    import os
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    return env


@pytest.mark.parametrize("word", ["stat", "scores", "help", "game.dicegames"])
def test_an_unknown_command_is_argparses_invalid_choice_not_the_window(word):
    """`dicegames stat` started the GUI (and without a display Qt aborted) — issue 23.15."""
    import subprocess
    import sys
    out = subprocess.run([sys.executable, "-m", "dicegames", word], capture_output=True,
                         text=True, timeout=60, env=_no_display_env())
    assert out.returncode == 2, out.stderr
    assert "invalid choice" in out.stderr and f"'{word}'" in out.stderr
    assert all(c in out.stderr for c in ("score", "replay", "stats", "print"))
    assert "qt.qpa" not in out.stderr and out.stderr.count("\n") == 1


def test_no_command_without_a_display_says_so_instead_of_aborting():
    import subprocess
    import sys
    out = subprocess.run([sys.executable, "-m", "dicegames"], capture_output=True, text=True,
                         timeout=60, env=_no_display_env())
    assert out.returncode == 1, out.stderr
    assert "no display" in out.stderr and "dicegames --help" in out.stderr
    assert "qt.qpa" not in out.stderr and "Aborted" not in out.stderr


def test_which_platform_needs_which_display():
    from dicegames.app import missing_display
    assert missing_display({}) and missing_display({"QT_QPA_PLATFORM": "xcb"})
    assert not missing_display({"DISPLAY": ":0"})
    assert not missing_display({"WAYLAND_DISPLAY": "wayland-0"})
    assert missing_display({"WAYLAND_DISPLAY": "w", "QT_QPA_PLATFORM": "xcb"})
    assert not missing_display({"QT_QPA_PLATFORM": "offscreen"})
    assert not missing_display({"QT_QPA_PLATFORM": "wayland;xcb", "DISPLAY": ":1"})
    assert not missing_display({}, ["-platform", "offscreen"])
