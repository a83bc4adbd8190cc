"""`dicegames stats [FILE…] [--game G] [--player NAME] [--json]`: the statistics of finished
games, from the files given (game records, saves, history files, finished-game files) or from
the user's history (docs/stats.md). It reads and never writes: a damaged file is reported, not
moved; a record or a save is read as `replay` reads it (`persistence.game_file`). Errors are one
clear stderr line (exit 2 for bad input, 1 for a file that cannot be used), as for the other
commands.
"""
from __future__ import annotations

import argparse
import datetime as _dt
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from dicegames.stats.aggregate import (
    Filter,
    PlayerStats,
    all_head_to_head,
    game_figure_ids,
    number,
    player_stats,
    select,
    to_csv,
    to_json,
)
from dicegames.stats.summary import GameSummary, latest_names

from .common import fail, json_text, note

NAMES = ("stats",)


def add_parsers(sub: Any) -> None:
    st = sub.add_parser("stats", help="statistics of finished games: of the FILEs given, or of "
                        "your history")
    st.add_argument("files", nargs="*", metavar="FILE",
                    help="game records, saves or history files (default: your history)")
    st.add_argument("--game", metavar="G", help="only this game")
    st.add_argument("--player", metavar="NAME", help="only this player's figures and games")
    st.add_argument("--since", metavar="YYYY-MM-DD", help="only games finished on or after")
    st.add_argument("--until", metavar="YYYY-MM-DD", help="only games finished before")
    st.add_argument("--casual", action="store_true", help="count casual games too")
    fmt = st.add_mutually_exclusive_group()
    fmt.add_argument("--json", action="store_true", help="print one JSON object")
    fmt.add_argument("--csv", action="store_true", help="print CSV, one row per player and game")


def _date(text: str | None, option: str) -> str:
    if not text:
        return ""
    try:
        day = _dt.date.fromisoformat(text)
    except ValueError:
        fail(f"{option} takes a date as YYYY-MM-DD, not {text!r}")
    return day.isoformat()


# --------------------------------------------------------------------------- reading
def _summaries_of(path: Path) -> list[GameSummary]:
    """The finished games of one file (a record, a save, a history or a finished game); a
    file it cannot use: exit 1."""
    from dicegames.engine.records import MAX_BYTES
    from dicegames.persistence import history
    from dicegames.persistence.files import (
        MIB,
        SAVE_CAP,
        JsonError,
        NotAFileError,
        loads_strict,
        read_regular,
    )
    from dicegames.persistence.game_file import GameFileError, game_file
    from dicegames.stats.summary import summarize
    try:
        data = read_regular(path, history.CAP)
        doc = loads_strict(data, history.CAP, 12)
    except NotAFileError:
        fail(f"{path}: not a regular file", 1)
    except JsonError as e:
        fail(f"{path}: {e}", 1)
    except OSError as e:
        fail(f"cannot read {path}: {e.strerror}", 1)
    kind = doc.get("format") if isinstance(doc, dict) else None
    cap = {"dicegames-record": MAX_BYTES, "dicegames-save": SAVE_CAP,
           "dicegames-finished": history.ENTRY_CAP}.get(str(kind), history.CAP)   # as the app reads
    if len(data) > cap:
        fail(f"{path}: the file is larger than {cap / MIB:g} MiB, the cap of its kind", 1)
    entries: list[Any]
    if kind == "dicegames-history":
        try:
            entries = history._parse_document(data, path)
        except Exception as e:                      # a newer or damaged history
            fail(f"{path}: {e}", 1)
    elif kind == "dicegames-finished":
        entries = [history.parse_entry_file(doc)]
    elif kind in ("dicegames-record", "dicegames-save"):
        try:
            read = game_file(data, path)            # as replay, advise and print read it
        except GameFileError as e:
            fail(e.detail, 1)
        try:
            return [summarize(read.record, read.replay, finished_at=read.saved_at,
                              dice_source=read.dice_source, source=str(path))]
        except ValueError:
            note(f"{path}: the game is not finished; not counted")
            return []
    else:
        fail(f"{path}: not a game record, save or history of dicegames", 1)
    out = []
    for i, entry in enumerate(entries):
        game = history.parse_entry(entry)
        if game is None or game.summary is None:
            note(f"{path}: game {i + 1} cannot be read by this version; not counted")
            continue
        out.append(_with_source(game.summary, f"{path}#{i + 1}"))
    return out


def _with_source(s: GameSummary, source: str) -> GameSummary:
    from dataclasses import replace
    return replace(s, source=source)


def household_names() -> dict[str, str]:
    """The household players' names now, by player key, read without changing any file."""
    from dicegames.persistence import paths, profiles
    from dicegames.persistence.errors import PersistenceError
    from dicegames.persistence.files import read_regular
    try:
        book = profiles.parse(read_regular(paths.profiles_path(), profiles.CAP),
                              paths.profiles_path())
    except (OSError, ValueError, PersistenceError):
        return {}
    return {f"profile:{p.id}": p.name for p in book}


def _user_history() -> tuple[list[GameSummary], dict[str, str]]:
    """The user's history and household players, read without changing any file."""
    from dicegames.persistence import paths
    names = household_names()
    path = paths.history_path()
    if not path.exists():
        return [], names
    return _summaries_of(path), names


# --------------------------------------------------------------------------- the command
def run(ns: argparse.Namespace) -> int:
    from dicegames.engine import game_ids
    if ns.game is not None and ns.game not in game_ids():
        fail(f"unknown game {ns.game!r} (games: {', '.join(game_ids())})")
    since, until = _date(ns.since, "--since"), _date(ns.until, "--until")
    names: dict[str, str] = {}
    if ns.files:       # games of the same time (a bare record has none) in the order given
        games = [_with_source(s, f"{n:06d} {s.source}")
                 for n, s in enumerate(s for f in ns.files for s in _summaries_of(Path(f)))]
    else:
        games, names = _user_history()
    player = None
    if ns.player is not None:
        shown = dict(latest_names(games), **names)
        keys = [k for k, v in shown.items() if v.casefold() == ns.player.strip().casefold()]
        if not keys:
            fail(f"no player named {ns.player!r} in these games")
        player = keys[0]
    flt = Filter(ns.game, since, until, player, counting_only=not ns.casual)
    chosen = select(games, flt)
    stats = player_stats(chosen, names, only=[player] if player else None)
    if ns.json:
        print(json_text(to_json(stats, chosen, flt, names)))
    elif ns.csv:
        sys.stdout.write(to_csv(stats))
    else:
        _print_text(stats, chosen, flt)
    return 0


def _percent(value: Any) -> str:
    return "" if value is None else f"{float(value) * 100:.0f}%"


def _figure(value: Any) -> str:
    v = number(value)
    return "" if v is None else (f"{v:.2f}" if isinstance(v, float) else str(v))


def _print_text(stats: Sequence[PlayerStats], games: Sequence[GameSummary],
                flt: Filter) -> None:
    which = "every game" if not flt.counting_only else "counting games"
    print(f"{len(games)} finished game(s) ({which})")
    for gid in sorted({g.game for g in games}):
        rows = [(p, p.by_game[gid]) for p in stats if gid in p.by_game]
        figures = game_figure_ids(gid)
        head = ["player", "games", "wins", "win rate", "mean", "best", *figures]
        table = [[p.name, str(g.games), str(g.wins), _percent(g.win_rate),
                  _figure(g.mean_points), _figure(g.best_points),
                  *(_figure(g.figures.get(f)) for f in figures)] for p, g in rows]
        widths = [max(len(r[i]) for r in [head, *table]) for i in range(len(head))]
        print(f"\n{gid}: {sum(1 for g in games if g.game == gid)} game(s)")
        for r in [head, *table]:
            print("  " + "  ".join(c.ljust(w) if i == 0 else c.rjust(w)
                                   for i, (c, w) in enumerate(zip(r, widths))))
    if stats:
        print("\nstreaks (games won in a row): " + ", ".join(
            f"{p.name} {p.streaks.current} (best {p.streaks.best})" for p in stats))
    pairs = all_head_to_head(games, [p.key for p in stats])
    if pairs:
        shown = {p.key: p.name for p in stats}
        print("head-to-head (finished ahead):")
        for h in pairs:
            print(f"  {shown[h.a]} {h.a_ahead} : {h.b_ahead} {shown[h.b]} "
                  f"({h.games} game(s), {h.level} level)")
