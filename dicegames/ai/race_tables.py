"""Where a two-player race table comes from: shipped, built already, or built now.

A race module (`race_farkle.py` for Chicago/Detroit, `race_zonk.py` for zonk 000; the game's
computer side names it, `games/zonk.py`) gives `uncovered(rules, players)` (why there is no
exact table, or None), `key(rules)` (what a table depends on) and `Table(game)` (`build()`,
`settle()`, `arrays()`, `adopt(arrays)`, `position(game, state)`, `turn(*position)`).

A table is ready at once when it ships: one flat float32 array memory-mapped from
`resources/ai/`, its parts and rules listed in `race_tables.json` (zonk to 500 ships, 2.0 MB;
docs/ai.md). A small table (at most `FIRST_USE` positions between turns: Chicago and Detroit
to 3,000, zonk to 60) is built once per process on first use, in a background thread
(`race_table(..., wait=False)` returns None meanwhile: the player plays as `expected` does,
`exact: false`) or right away with `wait=True`, `wait_for_builds()` (simulations,
benchmarks) or `DICEGAMES_RACE_TABLES=wait`. A larger table that does not ship (Chicago and
Detroit to 10,000: the piggyback offers alone are 43 MB in float32) is not built at all:
those rules play as `expected`.
`DICEGAMES_RACE_TABLES=shipped` leaves out every build (the test suite).
"""
from __future__ import annotations

import importlib
import json
import os
import threading
from typing import Any

MANIFEST = "race_tables.json"
FIRST_USE = 3600                 # positions (my score, the rival's) a first-use build may have
_TABLES: dict[Any, Any] = {}
_BUILDING: dict[Any, threading.Thread] = {}
_LOCK = threading.Lock()
_WAIT = False


def wait_for_builds() -> None:
    """From now on a table is built when first asked for, not in the background (a
    simulation, a benchmark: every game played by the table)."""
    global _WAIT
    _WAIT = True


def module(name: str) -> Any:
    return importlib.import_module(f"dicegames.ai.{name}")


def manifest() -> dict[str, Any]:
    from dicegames.resources import resource_path
    path = resource_path("ai", MANIFEST)
    return json.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}


def shipped(game_id: str, key: dict[str, Any]) -> tuple[str, dict[str, Any]] | None:
    """(file name, its entry) of a shipped table for these rules, or None."""
    for name, entry in manifest().items():
        if entry["game"] == game_id and entry["key"] == key:
            return str(name), entry
    return None


def unpack(flat: Any, entry: dict[str, Any]) -> dict[str, Any]:
    """The named arrays (views) of a shipped table's one flat array."""
    out = {}
    for name, (offset, shape) in entry["arrays"].items():
        size = 1
        for n in shape:
            size *= n
        out[name] = flat[offset:offset + size].reshape(shape)
    return out


def race_table(game: Any, players: int, race: str, wait: bool = False) -> Any:
    """The exact race table of the race module `race` for `game`'s rules and `players`:
    shipped, built already, or built now (`wait`) — else None (not covered, or being built
    in the background)."""
    mod = module(race)
    if mod.uncovered(game.rules, players):
        return None
    ident = (game.id, game.rules)
    found = _TABLES.get(ident)
    if found is not None:
        return found
    ship = shipped(game.id, mod.key(game.rules))
    if ship is None and mod.positions(game.rules) > FIRST_USE:
        return None                       # too large to build on first use
    if ship is not None:
        import numpy as np

        from dicegames.resources import resource_path
        name, entry = ship
        table = mod.Table(game)
        table.adopt(unpack(np.load(resource_path("ai", name), mmap_mode="r"), entry))
        _TABLES[ident] = table
        return table
    if wait or _WAIT or os.environ.get("DICEGAMES_RACE_TABLES") == "wait":
        running = _BUILDING.get(ident)
        if running is not None:
            running.join()
        else:
            _build(mod, game, ident)
        return _TABLES[ident]
    if os.environ.get("DICEGAMES_RACE_TABLES") == "shipped":
        return None
    with _LOCK:
        if ident not in _BUILDING:
            worker = threading.Thread(target=_build, args=(mod, game, ident),
                                      name=f"race table {game.id}", daemon=True)
            _BUILDING[ident] = worker
            worker.start()
    return None


def _build(mod: Any, game: Any, ident: Any) -> None:
    table = mod.Table(game)
    table.build()
    table.settle()                        # float32 from now on: half the memory
    _TABLES[ident] = table
