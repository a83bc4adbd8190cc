"""A GUI monkey over the whole app for every game id: ~1,500 random valid events each, from a
fixed seed; any exception or Qt warning fails (pytest-qt). bench/monkey.py runs 10,000."""
from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QLocale

from dicegames.engine import game_ids

from .monkey import make_monkey_window

EVENTS = 1500


@pytest.fixture
def seeded_dice(monkeypatch):
    """Virtual dice from a fixed sequence of secrets: a failure replays exactly."""
    import dicegames.engine.rng as rng
    counter = itertools.count()
    monkeypatch.setattr(rng, "new_seed", lambda: f"monkey-{next(counter)}")


@pytest.mark.parametrize("game_id", game_ids())
def test_the_monkey_finds_nothing(qtbot, tmp_path, seeded_dice, game_id):
    window, monkey = make_monkey_window(qtbot, tmp_path, seed=sum(map(ord, game_id)))
    try:
        monkey.play(game_id, EVENTS)
    finally:
        window.store.flush()
        window._monkey_shell.translations.set_language("en")   # it may have chosen another
        QLocale.setDefault(QLocale("en"))
    assert monkey.events == EVENTS
