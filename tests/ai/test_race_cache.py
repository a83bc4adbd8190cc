"""Race tables built on this machine: in a child process on first use (the player plays as
`expected` meanwhile, the progress known), kept in the cache dir and read back at once by the
next process; a table cut short or unwritable loses nothing and crashes nothing."""
from __future__ import annotations

import numpy as np
import pytest

from dicegames.ai import race_farkle, race_tables
from dicegames.ai.advisor import win_advice
from dicegames.engine import CHANCE, make_game, roll_action

SMALL = {"target": 300}                       # 36 positions: built in well under a second


@pytest.fixture
def fresh(race_builds):
    return race_builds


def _chicago(options=SMALL):
    return make_game("chicago", options)


def test_first_use_builds_in_a_child_process_then_the_cache_serves_at_once(fresh, monkeypatch):
    game = _chicago()
    assert race_tables.race_table(game, 2, "race_farkle") is None        # being built
    assert 0.0 <= race_tables.progress(game, 2, "race_farkle") <= 1.0
    process = race_tables._BUILDING[(game.id, game.rules)][0]
    assert process.pid is not None and process.name == "race table chicago"
    table = race_tables.race_table(game, 2, "race_farkle", wait=True)  # joins that build
    assert table is not None and race_tables.progress(game, 2, "race_farkle") is None
    path = race_tables.cached_path(game.id, race_farkle.key(game.rules))
    assert path.is_file() and path.with_suffix(".json").is_file()

    built = race_farkle.Table(game)
    built.build()
    assert np.abs(np.asarray(table.F, np.float64) - built.F).max() < 1e-6

    # the next process: read from the cache, memory-mapped, nothing built
    monkeypatch.setattr(race_tables, "_TABLES", {})
    monkeypatch.setattr(race_tables, "_start", lambda *a: pytest.fail("built again"))
    again = race_tables.race_table(game, 2, "race_farkle")
    assert isinstance(again.F, np.memmap) or isinstance(again.F.base, np.memmap)
    assert np.array_equal(again.F, table.F)


def test_while_it_is_built_the_advisor_has_no_chance_to_win_then_it_has(fresh):
    game = _chicago()
    state = game.new_initial_state(2, 0)
    while game.current_player(state) == CHANCE:                # the first throw
        state = game.apply(state, roll_action(game, state, "cache")).state
    assert win_advice(game, state) is None
    assert race_tables.progress(game, 2, "race_farkle") is not None
    race_tables.race_table(game, 2, "race_farkle", wait=True)
    advice = win_advice(game, state)
    assert advice is not None and advice.measure == "win_chance"


@pytest.mark.parametrize("damage", ["cut", "manifest", "other_rules"])
def test_a_damaged_cached_table_is_built_again(fresh, monkeypatch, damage):
    game = _chicago()
    first = race_tables.race_table(game, 2, "race_farkle", wait=True)
    path = race_tables.cached_path(game.id, race_farkle.key(game.rules))
    if damage == "cut":
        path.write_bytes(path.read_bytes()[:200])
    elif damage == "manifest":
        path.with_suffix(".json").write_text("{not json", encoding="utf-8")
    else:
        meta = path.with_suffix(".json")
        meta.write_text(meta.read_text(encoding="utf-8").replace('"target": 300',
                                                                 '"target": 350'))
    monkeypatch.setattr(race_tables, "_TABLES", {})
    assert race_tables.race_table(game, 2, "race_farkle") is None       # built again
    table = race_tables.race_table(game, 2, "race_farkle", wait=True)
    assert np.array_equal(table.F, first.F)


def test_a_cache_that_cannot_be_written_loses_nothing(fresh, monkeypatch, tmp_path, caplog):
    blocker = tmp_path / "not-a-dir"
    blocker.write_text("a file where the cache dir should be")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocker))
    game = _chicago()
    assert race_tables.race_table(game, 2, "race_farkle") is None
    race_tables._BUILDING[(game.id, game.rules)][0].join()
    assert race_tables.progress(game, 2, "race_farkle") is None         # it ended, failed
    assert race_tables.race_table(game, 2, "race_farkle") is None       # not tried again
    assert "not built" in caplog.text
    # a simulation builds it in its own process all the same, and says it kept nothing
    table = race_tables.race_table(game, 2, "race_farkle", wait=True)
    assert table is not None and "not kept" in caplog.text


def test_too_large_and_uncovered_rules_build_nothing(fresh, monkeypatch):
    monkeypatch.setattr(race_tables, "_start", lambda *a: pytest.fail("a build started"))
    huge = _chicago({"target": 20_000})                    # 160,000 positions
    assert race_tables.race_table(huge, 2, "race_farkle") is None
    assert race_tables.race_table(_chicago(), 3, "race_farkle") is None  # three players
    assert race_tables.progress(_chicago(), 3, "race_farkle") is None


def test_the_standard_game_is_covered():
    """Chicago and Detroit to 10,000 (the standard game) are at most LIMIT positions."""
    for gid in ("chicago", "detroit"):
        assert race_farkle.positions(make_game(gid).rules) <= race_tables.LIMIT


def test_a_build_stopped_midway_leaves_nothing_behind_once_built_again(fresh):
    """The app quit while a child built a table: its half-written file goes with the next
    build."""
    game = _chicago()
    path = race_tables.cached_path(game.id, race_farkle.key(game.rules))
    path.parent.mkdir(parents=True)
    stale = [path.with_name(f".{path.name}.4242"), path.with_name(f".{path.stem}.json.4242")]
    for f in stale:
        f.write_bytes(b"half a table")
    race_tables.race_table(game, 2, "race_farkle", wait=True)
    assert not any(f.exists() for f in stale)
    assert sorted(p.name for p in path.parent.iterdir()) == sorted([path.name,
                                                                   path.with_suffix(".json").name])
