"""The GUI monkey over the whole app for every game id: 1,500 random valid events each from a
fixed seed, every invariant checked after every event (tests/ui/monkey/checks.py); a failure
prints the seed and the events that replay it. bench/monkey.py runs 10,000 (its --smoke run
is in tests/test_benches.py)."""
from __future__ import annotations

import pytest

from dicegames.engine import game_ids

from .monkey import close_monkey, deterministic, make_monkey, names
from .monkey.scenarios import long_evening, restart

EVENTS = 1500


@pytest.mark.parametrize("game_id", game_ids())
def test_the_monkey_finds_nothing(qtbot, tmp_path, game_id):
    seed = sum(map(ord, game_id))
    with deterministic(seed):
        monkey = make_monkey(qtbot, tmp_path / "files", seed, game_id)
        try:
            monkey.play(EVENTS)
        finally:
            close_monkey(monkey)
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
