"""GNOME Orca itself listening to a turn at the table and to New game, in English, Russian and
Spanish: what it would say (its log's speech output, tests/ui/orca/hear.py, no voice needed).

Skipped, with the reason, where Orca or the display and accessibility packages are missing,
or while another Orca of this user runs (Orca runs once per user); `DEV_ORCA=1 ./dev test`
installs Orca once when run as root (it is large: never unasked), so CI can hear it for real."""
from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from .test_atspi import SYSTEM_PYTHON, _missing

HERE = Path(__file__).parent / "orca"
# what Orca 43 reads out by name at its default punctuation level, and a role said before
# every message
NOISE = re.compile(r"[()\[\]:;\u00b7\u2013\u2014\"\u201c\u201d\u00ab\u00bb=]|\bnotification\b")


def _orca_missing() -> str:
    missing = _missing()
    if missing:
        return missing + " (apt-get install xvfb dbus at-spi2-core python3-pyatspi)"
    if shutil.which("orca") is None:
        return "orca (apt-get install orca, or DEV_ORCA=1 ./dev test as root)"
    mine = str(os.getuid())
    for proc in Path("/proc").iterdir():
        try:
            if proc.name.isdigit() and proc.stat().st_uid == int(mine) \
                    and (proc / "comm").read_text().strip() == "orca":
                return "no other Orca of this user running (Orca runs once per user)"
        except OSError:
            continue
    return ""


def _hear(app: list[str], steps: list[str]) -> dict:
    missing = _orca_missing()
    if missing:
        pytest.skip(f"the Orca check needs {missing}")
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump({"app": app, "steps": steps}, f)
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", "1", "-screen", "0", "1280x800x24",
                             "-nolisten", "tcp"], stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True)
    try:
        env = {k: v for k, v in os.environ.items()
               if not k.startswith(("QT_", "DBUS_", "AT_SPI"))}
        env["DISPLAY"] = ":" + xvfb.stdout.readline().strip()
        run = subprocess.run(["dbus-run-session", "--", SYSTEM_PYTHON, str(HERE / "hear.py"),
                              sys.executable, f.name], env=env, capture_output=True,
                             text=True, timeout=120)
    finally:
        xvfb.terminate()
        xvfb.wait(5)
        os.unlink(f.name)
    assert run.returncode == 0 and run.stdout.strip(), run.stderr[-2000:]
    return json.loads(run.stdout.strip().splitlines()[-1])


def _said(heard: dict, key: str) -> list[str]:
    return next(s["said"] for s in heard["steps"] if s["key"] == key)


@pytest.fixture(scope="module", params=["en", "ru", "es"])
def turn(request) -> tuple[str, dict]:
    """Boris (the computer) plays his turn, then Anna throws (R), asks what now (W), picks
    die 1 (1) and asks what she picked (K)."""
    return request.param, _hear(["zonk:computer", request.param], ["R", "W", "1", "K"])


def test_the_computers_turn_is_one_short_sentence(turn):
    _code, heard = turn
    boris = [s for s in heard["ready"] if s.startswith("Boris ")]
    assert len(boris) == 1 and len(boris[0]) <= 200, heard["ready"]


def test_a_throw_is_heard_once_with_what_you_can_set_aside(turn):
    code, heard = turn
    throw = _said(heard, "R")
    assert len(throw) == 1 and throw[0].startswith("Anna "), throw
    assert {"en": "You can set aside", "ru": "Можно отложить",
            "es": "Puedes apartar"}[code] in throw[0], throw


def test_what_now_a_pick_and_the_picked_dice_are_each_said_once(turn):
    _code, heard = turn
    for key in ("W", "1", "K"):
        said = _said(heard, key)
        assert len(said) == 1 and said[0], (key, said)
    assert "Enter" in _said(heard, "W")[0]


def test_nothing_said_reads_out_punctuation_or_a_role(turn):
    _code, heard = turn
    everything = [s for step in heard["steps"] for s in step["said"]]
    everything += [s for s in heard["ready"] if s.startswith("Boris ")]
    noisy = [s for s in everything if NOISE.search(s)]
    assert not noisy, noisy


def test_new_game_says_the_game_and_each_choice_changed_by_key():
    heard = _hear(["newgame:zonk"], ["Down", "Up", "Tab", "Down"])
    for step, name in ((0, "Zonk Chicago. "), (1, "Zonk. ")):      # the rules rebuilt each
        game = heard["steps"][step]["said"]                         # time: a flood of events
        assert game and game[-1].startswith(name), game            # the name and its line
    rules = heard["steps"][3]["said"]
    assert rules and not NOISE.search(rules[-1]), rules            # the preset's name
