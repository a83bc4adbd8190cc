"""Where a two-player race table comes from: shipped, built on this machine, or being built.

A race module (`race_farkle.py` for Chicago/Detroit, `race_zonk.py` for zonk 000; the game's
computer side names it, `games/zonk.py`) gives `uncovered(rules, players)` (why there is no
exact table, or None), `key(rules)` (what a table depends on), `positions(rules)` and
`Table(game)` (`build(progress)`, `settle()`, `arrays()`, `adopt(arrays)`, `position(game,
state)`, `turn(*position)`).

A table is one flat float32 array memory-mapped, its parts listed in a manifest:

* shipped in `resources/ai/` (`race_tables.json`): zonk to 500 (2.0 MB; its build takes an
  hour);
* built once on this machine and kept in the cache dir (`persistence.paths.cache_dir()`,
  `race/`): every other table of at most `LIMIT` positions between turns — Chicago and
  Detroit to 10,000 (their standard game: 43 and 53 MB, 40–80 s of one core), any shorter
  target. On first use it is built by a child process (the app's processor time and its
  interpreter stay free: a key press never waits for it); `progress(game, players, race)`
  says how far it is, and meanwhile the player plays as `expected` does, `exact: false`.
  The file is written beside its final name and renamed into place: an interrupted build
  leaves no table. A file that does not read back whole (cut short, another version) is
  built again.
* `wait=True`, `wait_for_builds()` (simulations, benchmarks) or `DICEGAMES_RACE_TABLES=wait`
  build it in this process when it is missing (and keep it in the cache if it can);
  `DICEGAMES_RACE_TABLES=shipped` leaves out every build and every cached table (the test
  suite: what a computer plays does not depend on what the machine built before).

A larger table is not built at all: those rules play as `expected`.
"""
from __future__ import annotations

import hashlib
import importlib
import json
import logging
import os
import threading
from pathlib import Path
from typing import Any

MANIFEST = "race_tables.json"
FORMAT = 1                       # of a cached table's manifest; another one is built again
LIMIT = 40_000                   # positions (my score, the rival's) a table built here may have
_TABLES: dict[Any, Any] = {}
_BUILDING: dict[Any, Any] = {}   # ident -> (process, shared progress, game, race, key)
_FAILED: dict[Any, str] = {}
_LOCK = threading.Lock()
_WAIT = False
log = logging.getLogger(__name__)


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
    """The named arrays (views) of a table's one flat array."""
    out = {}
    for name, (offset, shape) in entry["arrays"].items():
        size = 1
        for n in shape:
            size *= n
        out[name] = flat[offset:offset + size].reshape(shape)
    return out


def pack(arrays: dict[str, Any]) -> tuple[Any, dict[str, Any]]:
    """One flat float32 array of the named arrays, and where each lies in it."""
    import numpy as np
    parts, where, offset = [], {}, 0
    for name, a in arrays.items():
        a = np.ascontiguousarray(a, dtype=np.float32)
        where[name] = [offset, list(a.shape)]
        parts.append(a.ravel())
        offset += a.size
    return np.concatenate(parts), where


def cached_path(game_id: str, key: dict[str, Any]) -> Path:
    """Where the table of these rules is kept once built here (`.npy`, and `.json` beside)."""
    from dicegames.persistence.paths import cache_dir
    digest = hashlib.sha256(json.dumps([game_id, key, FORMAT], sort_keys=True)
                            .encode()).hexdigest()[:20]
    return cache_dir() / "race" / f"{game_id}-{digest}.npy"


def save(path: Path, game_id: str, key: dict[str, Any], arrays: dict[str, Any],
         seconds: float) -> None:
    """Write a built table: each file beside its name, then renamed into place (the manifest
    last: a table without its manifest is not read)."""
    import numpy as np
    flat, where = pack(arrays)
    path.parent.mkdir(parents=True, exist_ok=True)
    entry = {"format": FORMAT, "game": game_id, "key": key, "arrays": where,
             "values": int(flat.size), "build_seconds": round(seconds, 1)}
    for leftover in path.parent.glob(f".{path.stem}.*"):   # a build stopped midway (the
        leftover.unlink(missing_ok=True)                    # app quit): up to 55 MB each
    meta = path.with_suffix(".json")
    tmp, tmp_meta = (p.with_name(f".{p.name}.{os.getpid()}") for p in (path, meta))
    try:
        with open(tmp, "wb") as f:
            np.save(f, flat)
        os.replace(tmp, path)
        tmp_meta.write_text(json.dumps(entry, indent=1), encoding="utf-8")
        os.replace(tmp_meta, meta)
    finally:
        tmp.unlink(missing_ok=True)
        tmp_meta.unlink(missing_ok=True)


def load_cached(game_id: str, key: dict[str, Any]) -> dict[str, Any] | None:
    """The arrays of the table built here for these rules, or None (none, or one that does not
    read back whole: it is built again)."""
    path = cached_path(game_id, key)
    meta = path.with_suffix(".json")
    if not meta.is_file() or not path.is_file():
        return None
    try:
        import numpy as np
        entry = json.loads(meta.read_text(encoding="utf-8"))
        if entry.get("format") != FORMAT or entry.get("game") != game_id \
                or entry.get("key") != key:
            return None
        flat = np.load(path, mmap_mode="r")
        if flat.dtype != np.float32 or flat.ndim != 1 or flat.size != entry["values"]:
            return None
        return unpack(flat, entry)
    except (OSError, ValueError, KeyError, TypeError) as e:
        log.warning("race table %s not read (%s): built again", path, e)
        return None


def race_table(game: Any, players: int, race: str, wait: bool = False) -> Any:
    """The exact race table of the race module `race` for `game`'s rules and `players`:
    shipped, built here already, or built now (`wait`) — else None (not covered, too large,
    or being built in the background: `progress`)."""
    mod = module(race)
    if mod.uncovered(game.rules, players):
        return None
    ident = (game.id, game.rules)
    found = _TABLES.get(ident)
    if found is not None:
        return found
    key = mod.key(game.rules)
    ship = shipped(game.id, key)
    if ship is not None:
        import numpy as np

        from dicegames.resources import resource_path
        name, entry = ship
        return _adopt(mod, game, ident, unpack(np.load(resource_path("ai", name),
                                                       mmap_mode="r"), entry))
    if mod.positions(game.rules) > LIMIT:
        return None                       # too large to build here
    mode = os.environ.get("DICEGAMES_RACE_TABLES")
    if mode == "shipped" and not wait:
        return None
    with _LOCK:
        if ident in _BUILDING and (wait or _WAIT or not _BUILDING[ident][0].is_alive()):
            _finished(ident)                      # waits for it to end
        if ident in _TABLES:
            return _TABLES[ident]
        if mode != "shipped" and ident not in _BUILDING:
            arrays = load_cached(game.id, key)
            if arrays is not None:
                return _adopt(mod, game, ident, arrays)
        if wait or _WAIT or mode == "wait":
            _build_here(mod, game, ident, key, keep=mode != "shipped")
            return _TABLES[ident]
        if ident not in _BUILDING and ident not in _FAILED:
            _start(game, ident, key, race)
    return None


def progress(game: Any, players: int, race: str) -> float | None:
    """How far the background build of this game's table is (0 … 1), or None when none is
    running for it (there is a table, or none will be built)."""
    if module(race).uncovered(game.rules, players):
        return None
    ident = (game.id, game.rules)
    running = _BUILDING.get(ident)      # read only: the next `race_table` call adopts the
    if running is None or not running[0].is_alive():   # table (in the asker's thread, not
        return None                                    # the window's)
    return float(running[1].value)


def _adopt(mod: Any, game: Any, ident: Any, arrays: dict[str, Any]) -> Any:
    table = mod.Table(game)
    table.adopt(arrays)
    _TABLES[ident] = table
    return table


def _build_here(mod: Any, game: Any, ident: Any, key: dict[str, Any], keep: bool) -> None:
    import time
    t = time.perf_counter()
    table = mod.Table(game)
    table.build()
    table.settle()                        # float32 from now on: half the memory
    _TABLES[ident] = table
    if keep:
        try:
            save(cached_path(game.id, key), game.id, key, table.arrays(),
                 time.perf_counter() - t)
        except OSError as e:
            log.warning("race table of %s not kept (%s)", game.id, e)


def _start(game: Any, ident: Any, key: dict[str, Any], race: str) -> None:
    """Build the table in a child process (once per process and rules: a build that failed
    is not tried again before the app starts again). Under `_LOCK`."""
    import multiprocessing
    ctx = multiprocessing.get_context("spawn")
    done = ctx.Value("d", 0.0, lock=False)
    process = ctx.Process(target=build_into_cache, args=(game, race, done),
                          name=f"race table {game.id}", daemon=True)
    process.start()
    _BUILDING[ident] = (process, done, game, race, key)


def _finished(ident: Any) -> None:
    """A child's build has ended: adopt its table, or remember why not."""
    process, _, game, race, key = _BUILDING.pop(ident)
    process.join()
    arrays = load_cached(game.id, key)
    if arrays is not None:
        _adopt(module(race), game, ident, arrays)
    else:
        _FAILED[ident] = f"the build ended with code {process.exitcode}"
        log.warning("race table of %s not built: %s", game.id, _FAILED[ident])


def build_into_cache(game: Any, race: str, done: Any) -> None:
    """The child process: build the table, `done` following its progress, and keep it."""
    import time
    t = time.perf_counter()
    mod = module(race)
    table = mod.Table(game)

    def step(k: int, total: int) -> None:
        done.value = k / max(1, total)

    table.build(step)
    table.settle()
    key = mod.key(game.rules)
    save(cached_path(game.id, key), game.id, key, table.arrays(), time.perf_counter() - t)
    done.value = 1.0
