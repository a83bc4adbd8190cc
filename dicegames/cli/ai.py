"""`dicegames advise | odds | simulate`: the computer player's commands (docs/ai.md).

What a game's computer side says (`dicegames.ai.games`) decides what `simulate` measures and
whether one computer may play alone; errors are one clear stderr line and exit code 2 (bad
input) as for the other commands.
"""
from __future__ import annotations

import argparse
import math
from collections.abc import Sequence
from fractions import Fraction
from pathlib import Path
from typing import Any

from .common import fail, json_text, make, read_game

NAMES = ("advise", "odds", "simulate")
MAX_GAMES = 1_000_000
MAX_STEPS = 200_000               # actions per simulated game before it is called stuck


def add_parsers(sub: Any) -> None:
    from dicegames.engine import game_ids
    ad = sub.add_parser("advise", help="every legal action at the end of a record, valued by "
                        "the strong computer player")
    ad.add_argument("file", help="a game record (dicegames-record) or a save (dicegames-save)")
    ad.add_argument("--json", action="store_true", help="print one JSON object")
    od = sub.add_parser("odds", help="exact odds tables of GAME for the rules in force")
    od.add_argument("game", help="one of: " + " ".join(game_ids()))
    od.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    od.add_argument("--json", action="store_true", help="print one JSON object")
    si = sub.add_parser("simulate", help="games between computer players")
    si.add_argument("game", help="one of: " + " ".join(game_ids()))
    si.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    si.add_argument("--bots", required=True, metavar="LEVEL[,LEVEL…]",
                    help="one level per seat: easy, medium or strong (or expected: the "
                    "strong level before it played for the win)")
    si.add_argument("--games", required=True, type=_count, metavar="N")
    si.add_argument("--seed", default="simulate", metavar="S")
    si.add_argument("--json", action="store_true", help="print one JSON object")


def _count(text: str) -> int:
    from dicegames.engine.numbers import ascii_int
    n = ascii_int(text)
    if n is None or not 1 <= n <= MAX_GAMES:
        raise argparse.ArgumentTypeError(f"--games takes a whole number 1 to {MAX_GAMES}, "
                                         f"not {text!r}")
    return n


def run(ns: argparse.Namespace) -> int:
    return {"advise": cmd_advise, "odds": cmd_odds, "simulate": cmd_simulate}[ns.command](ns)


# --------------------------------------------------------------------------- advise
def cmd_advise(ns: argparse.Namespace) -> int:
    from dicegames.ai.advisor import advise, advises
    from dicegames.ai.games.base import CHANCES
    from dicegames.engine import CHANCE, TERMINAL
    path = Path(ns.file)
    rep = read_game(path).replay             # a record, or a save read as the app reads it
    game, state = rep.game, rep.state
    who = game.current_player(state)
    if who == TERMINAL:
        fail(f"{path}: the game is over: there is no decision to advise")
    if who == CHANCE:
        fail(f"{path}: the record ends where dice must be thrown, not at a decision")
    if not advises(game.id):
        fail(f"{path}: there is no advisor for {game.id}")
    advice = advise(game, state)
    rows = []
    for av in advice.actions:
        r: dict[str, Any] = {"action": av.action.to_str(), "value": round(av.value, 6)}
        for name in CHANCES:              # a throw's chance to zonk, of the round's worst hand
            if getattr(av, name) is not None:
                r[name] = round(getattr(av, name), 6)
        rows.append(r)
    if ns.json:
        print(json_text({"game": game.id, "player": who, "measure": advice.measure,
                         "exact": advice.exact, "higher_is_better": advice.higher_is_better,
                         "value": round(advice.value, 6), "actions": rows}))
        return 0
    table = game.table(state)
    print(f"{game.id}: player {who} to move, dice {' '.join(map(str, table.dice))}; "
          f"{advice.measure} ({'exact' if advice.exact else 'approximate'}"
          f"{'' if advice.higher_is_better else ', lower is better'})")
    width = max(len(r["action"]) for r in rows)
    for r in rows:
        extra = "".join(f"  {k} {100 * p:.2f}%" for k, p in r.items()
                        if k not in ("action", "value"))
        print(f"  {r['action']:<{width}}  {r['value']:>10.3f}{extra}")
    return 0


# --------------------------------------------------------------------------- odds
def fraction_text(p: Fraction) -> str:
    return f"{p.numerator}/{p.denominator}"


def cmd_odds(ns: argparse.Namespace) -> int:
    from dicegames.ai import odds_tables
    game = make(ns.game, ns.option)
    tables = odds_tables(game)
    if ns.json:
        doc = {"game": game.id, "tables": [
            {"id": t.id, **dict(t.info), "rows": [
                {"key": r.key, "probability": fraction_text(r.probability),
                 "float": float(r.probability), "text": r.text, "verdict": r.verdict,
                 **dict(r.info)} for r in t.rows]} for t in tables]}
        print(json_text(doc))
        return 0
    if not tables:
        print(f"{game.id}: no odds tables")
    for t in tables:
        print(f"{game.id} {t.id}:")
        width = max(len(r.key) for r in t.rows)
        for r in t.rows:
            text = f"   text {r.text} ({r.verdict})" if r.text else ""
            info = "".join(f"  {k} {v}" for k, v in r.info if k != "dice")
            print(f"  {r.key:<{width}}  {fraction_text(r.probability):>16}  "
                  f"{100 * float(r.probability):8.4f}%{info}{text}")
    return 0


# --------------------------------------------------------------------------- simulate
def _interval(values: Sequence[float]) -> tuple[float, float, float]:
    n = len(values)
    mean = sum(values) / n
    var = sum((v - mean) ** 2 for v in values) / (n - 1) if n > 1 else 0.0
    half = 1.96 * math.sqrt(var / n)
    return mean, mean - half, mean + half


def wilson(wins: float, n: int) -> tuple[float, float]:
    """The 95 % Wilson score interval of a rate wins/n."""
    z = 1.96
    p = wins / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, c - h), min(1.0, c + h)


def simulate(game: Any, levels: Sequence[str], games: int, seed: str
             ) -> list[tuple[list[float], list[float]]]:
    """Per seat: (final points per game, wins per game: 1, or 1/k in a k-way tie)."""
    from dicegames.ai import computer
    from dicegames.ai.bots import play
    from dicegames.ai.bots import seats as chooser
    from dicegames.engine import Banked, GameOver, TurnPassed
    side = computer(game.id)
    seats = len(levels)
    choose = chooser(game, levels)
    solitaire_turn = seats == 1 and game.min_players > 1
    out: list[tuple[list[float], list[float]]] = [([], []) for _ in range(seats)]
    for g in range(games):
        players = 2 if solitaire_turn else seats
        first = 0 if seats == 1 else g % seats
        banked = 0.0
        state = None
        try:
            for _, _, step in play(game, choose, f"{seed}:{g}", players, first, MAX_STEPS):
                state = step.state
                if solitaire_turn:
                    banks = [e.points for e in step.events if isinstance(e, Banked)]
                    banked = float(banks[0]) if banks else banked
                    if any(isinstance(e, (TurnPassed, GameOver)) for e in step.events):
                        break
        except RuntimeError:
            fail(f"game {g + 1} did not finish in {MAX_STEPS} actions")
        if solitaire_turn:
            out[0][0].append(banked)
            out[0][1].append(1.0)
            continue
        outcome = game.outcome(state)
        points = side.final_points(game, state, outcome)
        for p in range(seats):
            out[p][0].append(points.get(p, 0.0))
            out[p][1].append(1 / len(outcome.winners) if p in outcome.winners else 0.0)
    return out


def cmd_simulate(ns: argparse.Namespace) -> int:
    from dicegames.ai import computer
    from dicegames.ai.bots import POLICIES
    game = make(ns.game, ns.option)
    side = computer(game.id)
    levels = [w.strip() for w in ns.bots.split(",") if w.strip()]
    bad = [w for w in levels if w not in POLICIES]
    if not levels or bad:
        fail(f"--bots takes levels {', '.join(POLICIES)} separated by commas, not {ns.bots!r}")
    if len(levels) > game.max_players:
        fail(f"{game.id} is played by at most {game.max_players} players")
    if len(levels) == 1 and not side.plays_alone:
        fail(f"{game.id} needs at least 2 bots: a round is lost against other players")
    from dicegames.ai import race_tables
    race_tables.wait_for_builds()          # every game played by the race table
    results = simulate(game, levels, ns.games, ns.seed)
    seats = []
    for p, (points, wins) in enumerate(results):
        mean, lo, hi = _interval(points)
        w = sum(wins)
        wlo, whi = wilson(w, len(wins))
        seats.append({"seat": p, "bot": levels[p], "mean_points": round(mean, 4),
                      "ci95": [round(lo, 4), round(hi, 4)], "wins": round(w, 4),
                      "win_rate": round(w / len(wins), 4),
                      "win_rate_ci95": [round(wlo, 4), round(whi, 4)]})
    measure = ("one_fresh_turn" if len(levels) == 1 and game.min_players > 1 else
               side.final_measure)
    if ns.json:
        print(json_text({"game": game.id, "games": ns.games, "measure": measure,
                         "seats": seats}))
        return 0
    print(f"{game.id}: {ns.games} games, {measure}")
    for s in seats:
        print(f"  seat {s['seat']} {s['bot']:<6}  mean {s['mean_points']:.2f} "
              f"[{s['ci95'][0]:.2f}, {s['ci95'][1]:.2f}]  wins {s['win_rate']:.3f} "
              f"[{s['win_rate_ci95'][0]:.3f}, {s['win_rate_ci95'][1]:.3f}]")
    return 0
