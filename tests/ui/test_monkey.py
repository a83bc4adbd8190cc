"""The GUI monkey over the whole app for every game id: 1,500 random valid events each from a
fixed seed, every invariant checked after every event (tests/ui/monkey/checks.py); a failure
prints the seed and the events that replay it. Known defects being fixed elsewhere are told
as warnings (tests/ui/monkey/known.py). bench/monkey.py runs 10,000."""
from __future__ import annotations

import os
import subprocess
import sys
import warnings
from pathlib import Path

import pytest

from dicegames.engine import game_ids

from .monkey import close_monkey, deterministic, make_monkey, names
from .monkey.scenarios import long_evening, restart

EVENTS = 1500
ROOT = Path(__file__).resolve().parents[2]


def tell_known(monkey, where: str) -> None:
    for issue, (event, what) in sorted(monkey.known.items()):
        warnings.warn(f"known defect {issue} ({where}, event {event}): {what[:300]}",
                      stacklevel=2)


@pytest.mark.parametrize("game_id", game_ids())
def test_the_monkey_finds_nothing(qtbot, tmp_path, game_id):
    seed = sum(map(ord, game_id))
    with deterministic(seed):
        monkey = make_monkey(qtbot, tmp_path / "files", seed, game_id)
        try:
            monkey.play(EVENTS)
        finally:
            close_monkey(monkey)
    tell_known(monkey, f"game {game_id}, seed {seed}")
    assert monkey.events == EVENTS


def test_four_players_named_from_every_unicode_category_undo_100_times(qtbot, tmp_path):
    """Issue 24: a 4-player Здорово! with 100 "changed my mind" undos, players named from
    every Unicode category; then the app starts again and Continue offers the same game."""
    with deterministic(24):
        monkey = make_monkey(qtbot, tmp_path / "files", 24, "zdorovo")
        try:
            monkey.settle()
            assert long_evening(monkey, names.TABLE_OF_FOUR, undos=100) == 100
            monkey.judge(restart(monkey))
        finally:
            close_monkey(monkey)
    tell_known(monkey, "the long evening")


def test_the_long_monkeys_smoke_run(tmp_path):
    """bench/monkey.py --smoke: every game id, a few events each, in a process of its own."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TMPDIR=str(tmp_path))
    out = subprocess.run([sys.executable, str(ROOT / "bench" / "monkey.py"), "--smoke"],
                         capture_output=True, text=True, env=env, timeout=240)
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-3000:]
    lines = {line.split()[0]: line for line in out.stdout.splitlines() if "seed" in line}
    assert all("nothing unknown" in lines[g] for g in game_ids()), out.stdout
