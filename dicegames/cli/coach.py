"""`dicegames coach [FILE…] [--player NAME] [--game GAME] [--casual] [--json]`: the coach's
ratings (docs/ai.md "The coach") of the records or saves given — read as `dicegames advise`
reads them (`persistence.game_file`) and valued now — or of the user's history, whose games carry
their figures since they ended (a game without them is valued now; nothing is written).

Per player and game: games, decisions, the mean cost per decision, the cost per game, the
share of best choices, the band, and the costliest decisions (game, move, chosen, best, cost).
Errors: one stderr line, exit 2 for bad input, 1 for a history that cannot be read.
"""
from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from dicegames.ai.coach import band, proficiency, worst
from dicegames.stats.coach import GameCoach, Played, Rating, ratings

from .common import fail, json_text, read_game

NAMES = ("coach",)

WORST = 5                 # the costliest decisions shown per player and game


def add_parsers(sub: Any) -> None:
    from dicegames.engine import game_ids
    co = sub.add_parser("coach", help="how well each person played: ratings and the costliest "
                        "decisions, of the FILEs given or of your history")
    co.add_argument("files", nargs="*", metavar="FILE",
                    help="game records or saves (default: your history)")
    co.add_argument("--player", metavar="NAME", help="only this player")
    co.add_argument("--game", metavar="GAME", help="only this game: " + " ".join(game_ids()))
    co.add_argument("--casual", action="store_true", help="count casual games too (history)")
    co.add_argument("--json", action="store_true", help="print one JSON object")


@dataclass(frozen=True)
class Game:
    """A game to coach: its record, where it came from, when it ended, its figures."""

    record: Any
    source: str
    finished_at: str
    coach: GameCoach | None


def _files(paths: Sequence[str]) -> list[Game]:
    return [Game(read_game(Path(p)).record, p, "", None) for p in paths]


def _history(casual: bool) -> list[Game]:
    """The user's finished games, read without changing any file."""
    from dicegames.persistence import history, paths
    from dicegames.persistence.files import JsonError, NotAFileError, read_regular
    path = paths.history_path()
    if not path.exists():
        return []
    try:
        entries = history._parse_document(read_regular(path, history.CAP), path)
    except (NotAFileError, JsonError, OSError, ValueError) as e:
        fail(f"{path}: {e}", 1)
    except Exception as e:                          # a newer or damaged history
        fail(f"{path}: {e}", 1)
    out = []
    for entry in entries:
        g = history.parse_entry(entry)
        if g is not None and (casual or not g.record.casual):
            out.append(Game(g.record, "", g.finished_at, g.coach))
    return out


def _played(games: Sequence[Game]) -> tuple[list[Played], dict[str, str]]:
    """Every person's seat of the games (valued now where no figures were kept), and the
    names their keys are shown by (the latest)."""
    from dicegames.ai.coach import coachable
    from dicegames.engine import DiceGamesError
    from dicegames.stats.summary import player_key
    out: list[Played] = []
    names: dict[str, str] = {}
    for n, g in enumerate(games):
        if not coachable(g.record):
            continue
        try:
            c = g.coach if g.coach is not None else proficiency(g.record)
        except (DiceGamesError, ValueError) as e:
            fail(f"{g.source or 'history'}: {getattr(e, 'detail', e)}")
        for seat in c.seats:
            entry = g.record.players[seat.player]
            key = player_key(entry.profile, entry.name, entry.kind, entry.level)
            names[key] = entry.name
            out.append(Played(key, c.game, g.finished_at or f"{n:06d}", c.exact, seat, g))
    return out, names


def run(ns: argparse.Namespace) -> int:
    from dicegames.engine import game_ids
    if ns.game is not None and ns.game not in game_ids():
        fail(f"unknown game {ns.game!r} (games: {', '.join(game_ids())})")
    games = _files(ns.files) if ns.files else _history(ns.casual)
    played, names = _played(games)
    if not ns.files:
        from .stats import household_names
        names.update(household_names())
    if ns.player is not None:
        wanted = ns.player.strip().casefold()
        keys = {k for k, v in names.items() if v.casefold() == wanted}
        if not keys:
            fail(f"no player named {ns.player!r} in these games")
        played = [p for p in played if p.key in keys]
    if ns.game is not None:
        played = [p for p in played if p.game == ns.game]
    rows = ratings(played)
    if ns.json:
        print(json_text({"games": len({id(p.source) for p in played}),
                         "ratings": [_json(r, names) for r in rows]}))
    else:
        _text(rows, names)
    return 0


def _measure(r: Rating) -> str:
    from dicegames.ai import computer
    return str(computer(r.game).measure)


def _worst(r: Rating) -> list[dict[str, Any]]:
    return [{"game": r.game, "file": p.source.source or None,
             "finished_at": p.source.finished_at or None, "move": d.move, "index": d.index,
             "chosen": d.chosen, "best": d.best, "cost": round(d.cost, 6)}
            for p, d in worst(r.played, WORST)]


def _json(r: Rating, names: dict[str, str]) -> dict[str, Any]:
    def rounded(v: float | None) -> float | None:
        return None if v is None else round(v, 6)
    return {"player": names.get(r.key, r.key), "key": r.key, "game": r.game,
            "measure": _measure(r), "exact": r.exact, "games": r.games,
            "decisions": r.decisions, "cost": round(r.cost, 6),
            "cost_per_decision": rounded(r.mean_cost),
            "cost_per_game": rounded(r.cost_per_game), "best_share": rounded(r.best_share),
            "band": band(r.game, r.mean_cost), "worst": _worst(r)}


def _text(rows: Sequence[Rating], names: dict[str, str]) -> None:
    if not rows:
        print("no decisions of a person to rate in these games")
        return
    for r in rows:
        doc = _json(r, names)
        exact = "" if r.exact else ", approximate rules"
        mean = "-" if r.mean_cost is None else f"{r.mean_cost:.3f}"
        share = "-" if r.best_share is None else f"{100 * r.best_share:.0f} %"
        print(f"{r.game} · {doc['player']}: {r.games} game(s), {r.decisions} decision(s); "
              f"cost per decision {mean} ({doc['measure']}{exact}), per game "
              f"{r.cost_per_game or 0:.2f}; best choices {share}; band {doc['band'] or '-'}")
        for w in doc["worst"]:
            where = w["file"] or w["finished_at"] or ""
            print(f"  {where} move {w['move']}: chose {w['chosen']}, best {w['best']}, "
                  f"cost {w['cost']:.3f}")
    sys.stdout.flush()
