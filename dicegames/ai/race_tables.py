"""Where a two-player race table comes from: shipped, built already, or built now.

A race module (`race_farkle.py` for Chicago/Detroit, `race_zonk.py` for zonk 000; the game's
computer side names it, `games/zonk.py`) gives `uncovered(rules, players)` (why there is no
exact table, or None), `key(rules)` (what a table depends on) and `Table(game)` (`build()`,
`settle()`, `arrays()`, `adopt(arrays)`, `position(game, state)`, `turn(*position)`).

A table is ready at once when it ships: one flat float32 array memory-mapped from
`resources/ai/`, its parts and rules listed in `race_tables.json` (built by
`python -m dicegames.ai.build_tables --race NAME`). Otherwise it is built once per process,
in a background thread (`race_table(..., wait=False)` returns None meanwhile: the player
plays without it) or right away with `wait=True` (simulations, benchmarks).
`DICEGAMES_RACE_TABLES=shipped` in the environment leaves out the background builds (the
test suite: a Chicago table is a minute of one core).
"""
from __future__ import annotations

import importlib
import json
import os
import threading
from typing import Any

MANIFEST = "race_tables.json"
_TABLES: dict[Any, Any] = {}
_BUILDING: dict[Any, threading.Thread] = {}
_LOCK = threading.Lock()


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
    if ship is not None:
        import numpy as np

        from dicegames.resources import resource_path
        name, entry = ship
        table = mod.Table(game)
        table.adopt(unpack(np.load(resource_path("ai", name), mmap_mode="r"), entry))
        _TABLES[ident] = table
        return table
    if wait:
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
