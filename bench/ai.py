"""Benchmarks of the computer players (not tests; figures go to docs/ai.md).

    python bench/ai.py timings  [--games N] [--other | --game G,… --players 2,3,4]
                                                 per-decision and per-advice p50/p95/max (the
                                                 decision's p95 in CPU time too: this thread's)
    python bench/ai.py panel    [--games N]      the advisor panel's question in two-player
                                                 games: the advice and the chance to win
    python bench/ai.py first-use                 first-use costs, each in a fresh process
                                                 (and of the first decision played for the win)
    python bench/ai.py table                     the shipped school table: size, load time
    python bench/ai.py optimum  [--turns N]      strong vs the exact optimum (simulate)
    python bench/ai.py strength [--games N]      easy < medium < strong: head-to-head win rates
    python bench/ai.py legality [--games N]      many random-seeded games, every preset, level
    python bench/ai.py approx --preset P         school without a shipped table vs its optimum
    python bench/ai.py winrate [--games N] [--game G,…] [--preset P,…] [--players 2,3,4]
                               [--workers W] [--out FILE.jsonl] [--seed S]
                               [--option KEY=VALUE …]
                                                 strong against expected (playing for the win
                                                 against today's strong): its share of the wins
    python bench/ai.py --smoke                   every one of them at a tiny size (the test
                                                 suite's run; approx only when its table is built)

Default options everywhere unless said. Run from the repository root.
"""
from __future__ import annotations

import argparse
import json
import math
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from dicegames.engine import CHANCE, TERMINAL, game_ids, game_info, roll_action
from dicegames.engine.options import parse_options

GAMES = ("zonk", "chicago", "detroit", "school", "zdorovo", "zanzibar")


def pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


CASES = [(gid, "standard", 3 if gid == "zanzibar" else 2) for gid in GAMES]
OTHER_CASES = [("zanzibar", "standard", 2), ("zanzibar", "standard", 4),
               ("zanzibar", "standard", 5), ("zonk", "house", 3), ("chicago", "house", 2),
               ("school", "literal", 2), ("school", "school_first", 2), ("zdorovo", "literal", 2)]


def timings(games: int, other: bool = False,
            cases: list[tuple[str, str, int]] | None = None) -> dict[str, dict[str, float]]:
    from dicegames.ai import advise, bot
    out = {}
    for gid, preset, players in cases or (OTHER_CASES if other else CASES):
        game = game_info(gid).make(preset=preset)
        b = bot("strong", game)
        choose_t: list[float] = []
        choose_cpu: list[float] = []
        advise_t: list[float] = []
        first = None
        for g in range(games):
            s = game.new_initial_state(players, g % players)
            while game.current_player(s) != TERMINAL:
                if game.current_player(s) == CHANCE:
                    s = game.apply(s, roll_action(game, s, f"bench-{g}")).state
                    continue
                t0, c0 = time.perf_counter(), time.thread_time()
                a = b.choose(s)
                t1, c1 = time.perf_counter(), time.thread_time()
                advise(game, s)
                t2 = time.perf_counter()
                if first is None:
                    first = t1 - t0
                else:
                    choose_t.append(t1 - t0)
                    choose_cpu.append(c1 - c0)
                    advise_t.append(t2 - t1)
                s = game.apply(s, a).state
        name = f"{gid}/{preset}/{players}p"
        out[name] = {"decisions": len(choose_t), "first_ms": 1000 * (first or 0),
                    "choose_p50_ms": 1000 * pct(choose_t, .5),
                    "choose_p95_ms": 1000 * pct(choose_t, .95),
                    "choose_max_ms": 1000 * max(choose_t),
                    "choose_cpu_p95_ms": 1000 * pct(choose_cpu, .95),
                    "advise_p50_ms": 1000 * pct(advise_t, .5),
                    "advise_p95_ms": 1000 * pct(advise_t, .95),
                    "advise_max_ms": 1000 * max(advise_t)}
        print(name, json.dumps({k: round(v, 2) for k, v in out[name].items()}), flush=True)
    return out


PANEL_CASES = ("zdorovo", "school", "zanzibar", "chicago")


def panel(games: int, cases: tuple[str, ...] = PANEL_CASES) -> None:
    """What the advisor's panel asks at a person's decision of a two-player game
    (`advise` and `win_advice`, ui/play/advisor.py), asked before the strong computer plays
    the position (the position is new to the solvers, as a person's is), after the panel's
    `warm_up` while the dice were to be thrown: p50/p95/max over every decision, and over
    those with a chance to win. The first game warms the solvers and tables up and is not
    counted."""
    from dicegames.ai import bot
    from dicegames.ai.advisor import advise, warm_up, win_advice
    print("game: decisions, panel p50/p95/max ms; with a chance to win: decisions, p50/p95/max")
    for gid in cases:
        game = game_info(gid).make()
        strong = bot("strong", game)
        every: list[float] = []
        chance: list[float] = []
        for g in range(games + 1):
            s = game.new_initial_state(2, g % 2)
            while game.current_player(s) != TERMINAL:
                if game.current_player(s) == CHANCE:
                    warm_up(game, s)
                    s = game.apply(s, roll_action(game, s, f"panel-{g}")).state
                    continue
                t0 = time.perf_counter()
                advise(game, s)
                won = win_advice(game, s)
                t1 = time.perf_counter()
                if g:
                    every.append(t1 - t0)
                    if won is not None:
                        chance.append(t1 - t0)
                s = game.apply(s, strong.choose(s)).state

        def ms(xs: list[float]) -> str:
            return (f"{len(xs):6d} {1000 * pct(xs, .5):6.2f} {1000 * pct(xs, .95):6.2f} "
                    f"{1000 * max(xs):7.2f}") if xs else "     0      -      -       -"
        print(f"  {gid:<9}{ms(every)}   {ms(chance)}", flush=True)


FIRST_USE = """
import time, sys
t0 = time.perf_counter()
import dicegames.ai
from dicegames.ai import bot
from dicegames.engine import game_info, roll_action
t1 = time.perf_counter()
game = game_info({gid!r}).make()
s = game.new_initial_state({players}, 0)
s = game.apply(s, roll_action(game, s, "first")).state
t2 = time.perf_counter()
bot("strong", game).choose(s)
t3 = time.perf_counter()
bot("strong", game).choose(s)
t4 = time.perf_counter()
print(round(1000 * (t1 - t0), 1), round(1000 * (t3 - t2), 1), round(1000 * (t4 - t3), 2))
"""


def first_use(games: tuple[str, ...] = GAMES, runs: int = 3) -> None:
    print("game: import dicegames.ai ms, first strong decision ms, the same again ms")
    for gid in games:
        players = 3 if gid == "zanzibar" else 2
        code = FIRST_USE.format(gid=gid, players=players)
        runs_out = [subprocess.run([sys.executable, "-c", code], capture_output=True,
                                   text=True, cwd=ROOT, check=True).stdout.split()
                    for _ in range(runs)]
        best = [min(float(r[i]) for r in runs_out) for i in range(3)]
        print(f"  {gid:<9} {best[0]:7.1f} {best[1]:9.1f} {best[2]:8.2f}")


FIRST_WIN = """
import time
from dicegames.ai import bot, computer
from dicegames.ai.bots import play, seats
from dicegames.engine import game_info
game = game_info({gid!r}).make(preset={preset!r})
side = computer(game.id)
expected = seats(game, ["expected"])
steps = 0
for state, _, _ in play(game, expected, "first-win", {players}):
    if {at} < 0 and game.current_player(state) >= 0:
        ctx = side.strong_context(game, state) or dict()
        if side.measure_at(game, state, ctx) != side.measure_for(ctx):
            break
    if steps == {at}:
        break
    steps += 1
else:
    steps = -1
if {at} < 0:
    print(steps)
else:
    strong = bot("strong", game)
    t0, c0 = time.perf_counter(), time.thread_time()
    strong.choose(state)
    t1, c1 = time.perf_counter(), time.thread_time()
    strong.choose(state)
    t2 = time.perf_counter()
    print(round(1000 * (t1 - t0), 1), round(1000 * (t2 - t1), 2), round(1000 * (c1 - c0), 1))
"""


def first_win(cases: list[tuple[str, str, int]], runs: int = 3) -> None:
    """The first decision a strong computer plays for the win (the first where its measure is
    not the game's own, in a game of `expected` seats), in a fresh process whose solitaire
    solvers are already loaded: what that first use costs, and the same decision again."""
    print("first decision played for the win: game/preset/players, at action, first ms (CPU "
          "ms), the same again ms")
    def run(case: tuple[str, str, int], at: int) -> list[str]:
        code = FIRST_WIN.format(gid=case[0], preset=case[1], players=case[2], at=at)
        return subprocess.run([sys.executable, "-c", code], capture_output=True,
                              text=True, cwd=ROOT, check=True).stdout.split()
    for gid, preset, players in cases:
        at = int(run((gid, preset, players), -1)[0])
        if at < 0:
            print(f"  {gid}/{preset}/{players}p: never played for the win in that game")
            continue
        out = [run((gid, preset, players), at) for _ in range(runs)]
        print(f"  {gid}/{preset}/{players}p at action {at}: "
              f"{min(float(r[0]) for r in out):.1f} ms ({min(float(r[2]) for r in out):.1f}), "
              f"again {min(float(r[1]) for r in out)} ms", flush=True)


TABLE = """
import time
t0 = time.perf_counter()
import numpy as np
t1 = time.perf_counter()
from dicegames.ai import school_solver as ss
from dicegames.engine import game_info
t2 = time.perf_counter()
solver, exact = ss.solver_for(game_info("school").rules(preset={preset!r}))
v = float(solver.value((1 << ss.N) - 1, 0, 1, 1))
t3 = time.perf_counter()
print(round(1000 * (t1 - t0), 1), round(1000 * (t3 - t2), 1), v)
"""


def table(runs: int = 5) -> None:
    from dicegames.ai.school_solver import SHIPPED
    for name, preset in SHIPPED.items():
        path = ROOT / "resources" / "ai" / name
        out = [subprocess.run([sys.executable, "-c", TABLE.format(preset=preset)],
                              capture_output=True, text=True, cwd=ROOT, check=True
                              ).stdout.split() for _ in range(runs)]
        print(f"{name}: {path.stat().st_size} bytes; numpy import ms:",
              min(float(r[0]) for r in out), " table load + solver + first value ms:",
              min(float(r[1]) for r in out), " value:", out[0][2])


def sim(gid: str, bots: str, n: int, seed: str, options: list[str] | None = None) -> dict:
    from dicegames.cli.ai import _interval, simulate, wilson
    game = game_info(gid).make(dict(o.split("=", 1) for o in options or []))
    levels = bots.split(",")
    res = simulate(game, levels, n, seed)
    seats = []
    for p, (points, wins) in enumerate(res):
        mean, lo, hi = _interval(points)
        w = sum(wins)
        seats.append({"seat": p, "bot": levels[p], "mean": round(mean, 3),
                      "ci95": [round(lo, 3), round(hi, 3)], "win_rate": round(w / n, 4),
                      "win_rate_ci95": [round(x, 4) for x in wilson(w, n)]})
    return {"game": gid, "games": n, "seats": seats}


def optimum(turns: int, games: int, least: int = 100, only: str = "") -> None:
    for gid, n in (("zonk", turns), ("chicago", turns), ("detroit", turns),
                   ("zdorovo", games), ("school", games)):
        if only and gid != only:
            continue
        for level in ("strong", "medium", "easy"):
            t = time.perf_counter()
            r = sim(gid, level, n if level == "strong" else max(n // 4, least), f"opt-{gid}")
            s = r["seats"][0]
            print(gid, level, r["games"], s["mean"], s["ci95"], f"{time.perf_counter() - t:.0f}s",
                  flush=True)


def strength(games: int, only: str = "") -> None:
    """Two seats, the first player alternating; per pair the win rate of the first bot."""
    for gid in [only] if only else GAMES:
        n = games * 20 if gid == "zonk" else games       # a zonk duel is one turn each
        for pair in ("easy,medium", "medium,strong", "easy,strong"):
            t = time.perf_counter()
            r = sim(gid, pair, n, f"str-{gid}-{pair}")
            a, b = r["seats"]
            print(f"{gid:<9} {pair:<14} {a['bot']} {a['win_rate']:.3f} {a['win_rate_ci95']}  "
                  f"{b['bot']} {b['win_rate']:.3f} {b['win_rate_ci95']}  "
                  f"means {a['mean']} / {b['mean']}  {time.perf_counter() - t:.0f}s",
                  flush=True)


def legality(games: int, only: str = "") -> None:
    from dicegames.ai import bot
    decisions = 0
    for gid in [only] if only else game_ids():
        for preset in game_info(gid).presets:
            game = game_info(gid).make(preset=preset)
            for g in range(games):
                levels = [("easy", "medium", "strong")[(g + i) % 3] for i in range(2 + g % 3)]
                n = max(len(levels), game.min_players)
                bots = [bot(level, game) for level in levels]
                s = game.new_initial_state(n, g % n)
                while game.current_player(s) != TERMINAL:
                    who = game.current_player(s)
                    if who == CHANCE:
                        a = roll_action(game, s, f"leg-{preset}-{g}")
                    else:
                        a = bots[who % len(bots)].choose(s)
                        assert a in game.legal_actions(s), (gid, preset, a)
                        decisions += 1
                    s = game.apply(s, a).state
            print(gid, preset, "ok", decisions, flush=True)
    print("decisions, all legal:", decisions)


def approx(preset: str, table_dir: str, games: int) -> None:
    """School rules without a shipped table: the approximate strong bot's mean against that
    preset's exact optimum (build it first: python -m dicegames.ai.build_tables --out DIR
    --preset P; the table is not shipped)."""
    import numpy as np

    from dicegames.ai import school_solver as ss
    rules = game_info("school").rules(preset=preset)
    exact = ss.SchoolSolver(rules, np.load(Path(table_dir) / f"school_{preset}.npy"))
    optimum = float(exact.value((1 << ss.N) - 1, 0, 1, 1))
    r = sim("school", "strong", games, f"approx-{preset}",
            [f"{k}={v}" for k, v in game_info("school").presets[preset].items()])
    s = r["seats"][0]
    print(f"school {preset}: exact optimum {optimum:.3f}; approximate strong {s['mean']} "
          f"{s['ci95']} over {games} games ({100 * (s['mean'] / optimum - 1):+.2f} %)")


# --------------------------------------------------------------------------- winrate
def _blocks(games: int, n: int) -> list[range]:
    """The game numbers as blocks of n: one seed per block, strong in each place once."""
    return [range(b * n, (b + 1) * n) for b in range(max(1, games // n))]


def _winrate_chunk(job: tuple[str, str, int, str, str, list[int], tuple[str, ...]]) -> dict:
    """Play blocks of games of `level` against `rival` (n − 1 seats); per game: strong's place
    in the throwing order, its share of the win; per decision of strong: time, and whether
    the rival's policy would have chosen the same."""
    gid, preset, n, pair, seed, blocks, options = job
    from dicegames.ai import bot, race_tables
    from dicegames.ai.bots import play
    race_tables.wait_for_builds()          # every game played by the race table, if any
    level, rival = pair.split(",")
    game = game_info(gid).make(parse_options(options), preset=preset)
    me, them = bot(level, game), bot(rival, game)
    out: dict = {"scores": [], "times": [], "differ": 0}
    for b in blocks:
        for k in range(n):                      # strong sits at seat k; seat 0 throws first
            def choose(state: Any, k: int = k) -> Any:
                if game.current_player(state) != k:
                    return them.choose(state)
                t0 = time.perf_counter()
                a = me.choose(state)
                out["times"].append(time.perf_counter() - t0)
                out["differ"] += a != them.choose(state)
                return a
            state = None
            for _, _, step in play(game, choose, f"{seed}:{gid}:{preset}:{n}:{b}", n):
                state = step.state
            winners = game.outcome(state).winners
            out["scores"].append((b, k, 1 / len(winners) if k in winners else 0.0,
                                  k in winners))
    return out


def _mean_ci(xs: list[float]) -> tuple[float, float, float]:
    m = sum(xs) / len(xs)
    var = sum((x - m) ** 2 for x in xs) / (len(xs) - 1) if len(xs) > 1 else math.inf
    h = 1.96 * math.sqrt(var / len(xs))
    return m, m - h, m + h


def winrate_case(gid: str, preset: str, n: int, games: int, workers: int,
                 pair: str = "strong,expected", seed: str = "winrate",
                 options: tuple[str, ...] = ()) -> dict:
    """One game, preset and number of players: `games` games (blocks of n sharing a seed,
    strong in each place of the order once per block) over `workers` processes."""
    from concurrent.futures import ProcessPoolExecutor
    t = time.perf_counter()
    blocks = [b.start // n for b in _blocks(games, n)]
    chunks = max(1, min(len(blocks), workers * 8))
    jobs = [(gid, preset, n, pair, seed, blocks[i::chunks], options) for i in range(chunks)]
    if workers > 1:
        with ProcessPoolExecutor(workers) as pool:
            parts = list(pool.map(_winrate_chunk, jobs))
    else:
        parts = [_winrate_chunk(j) for j in jobs]
    scores = [s for p in parts for s in p["scores"]]
    times = [x for p in parts for x in p["times"]]
    per_block: dict[int, list[float]] = {}
    for b, _, s, _ in scores:
        per_block.setdefault(b, []).append(s)
    share = _mean_ci([sum(v) / n for v in per_block.values()])
    by_place = [_mean_ci([s for _, k, s, _ in scores if k == place]) for place in range(n)]
    among = sum(w for *_, w in scores) / len(scores)
    fair = 1 / n
    verdict = "wins" if share[1] > fair else "loses" if share[2] < fair else "even"
    r = {"game": gid, "preset": preset, "options": list(options), "players": n, "pair": pair,
         "seed": seed,
         "games": len(scores),
         "share": [round(x, 4) for x in share], "fair": round(fair, 4), "verdict": verdict,
         "by_place": [[round(x, 4) for x in c] for c in by_place],
         "among_winners": round(among, 4),
         "decisions": len(times), "unlike_rival": round(sum(p["differ"] for p in parts)
                                                        / max(1, len(times)), 4),
         "choose_p50_ms": round(1000 * pct(times, .5), 2) if times else None,
         "choose_p95_ms": round(1000 * pct(times, .95), 2) if times else None,
         "choose_max_ms": round(1000 * max(times), 1) if times else None,
         "seconds": round(time.perf_counter() - t, 1)}
    places = ", ".join(f"{i + 1}. {c[0]:.3f} [{c[1]:.3f}, {c[2]:.3f}]"
                       for i, c in enumerate(by_place))
    level, rival = pair.split(",")
    opts = "".join(f" {o}" for o in options)
    print(f"{gid}/{preset}{opts}/{n}p {level} vs {rival}: share {share[0]:.4f} "
          f"[{share[1]:.4f}, {share[2]:.4f}] (fair {fair:.3f}: {verdict}) over {len(scores)} "
          f"games; by {level}'s place in the order {places}; among the winners "
          f"{100 * among:.1f} %; "
          f"{len(times)} decisions, {100 * r['unlike_rival']:.1f} % unlike {rival}'s, "
          f"p50/p95/max {r['choose_p50_ms']}/{r['choose_p95_ms']}/{r['choose_max_ms']} ms; "
          f"{r['seconds']:.0f} s", flush=True)
    return r


def winrate(games: int, only: str = "", presets: str = "", players: str = "2",
            workers: int = 2, out: str = "", seed: str = "winrate",
            options: tuple[str, ...] = ()) -> list[dict]:
    """strong against expected in every game (or `only`, comma-separated), every preset (or
    `presets`), each number of players asked that the game allows."""
    from dicegames.ai.bots import POLICIES
    pair = "strong,expected"
    assert all(p in POLICIES for p in pair.split(","))
    print("share of the win: 1 a win, 1/k a k-way tie (½ between two), 0 otherwise; fair = "
          "1/players; 95 % normal intervals over blocks of one game per place sharing a seed")
    results = []
    for gid in only.split(",") if only else game_ids():
        info = game_info(gid)
        for preset in presets.split(",") if presets else info.presets:
            if preset not in info.presets:
                continue
            for n in map(int, players.split(",")):
                if info.min_players <= max(n, 2) <= info.max_players:
                    r = winrate_case(gid, preset, max(n, 2), games, workers, pair, seed,
                                     options)
                    results.append(r)
                    if out:
                        with open(out, "a") as f:
                            f.write(json.dumps(r) + "\n")
    return results


def smoke(tables: str) -> None:
    """Each measurement once, at a tiny size and on a game whose strong player starts
    quickly: the script still runs (its figures mean nothing)."""
    timings(1, cases=[("zdorovo", "standard", 2)])
    panel(1, ("zdorovo",))
    first_use(("zdorovo",), runs=1)
    first_win([("zdorovo", "standard", 2)], runs=1)
    table(runs=1)
    optimum(4, 2, least=1, only="zdorovo")
    strength(1, "zdorovo")
    legality(1, only="zdorovo")
    winrate(2, only="zdorovo", presets="standard", players="2")
    winrate(2, only="chicago", presets="standard", players="2", options=("target=300",))
    if (Path(tables) / "school_school_first.npy").exists():
        approx("school_first", tables, 2)
    else:
        print(f"approx: skipped, its table is not built (python -m dicegames.ai.build_tables "
              f"--out {tables} --preset school_first)")


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("what", nargs="?", choices=("timings", "panel", "first-use", "table",
                                               "optimum", "strength", "legality", "approx",
                                               "winrate"))
    p.add_argument("--smoke", action="store_true", help="all of them at a tiny size")
    p.add_argument("--preset", default="", help="approx: a school preset (school_first); "
                   "winrate: presets, comma-separated (every one)")
    p.add_argument("--tables", default="/tmp/tables", help="approx: where its table is")
    p.add_argument("--games", type=int, default=0)
    p.add_argument("--turns", type=int, default=200_000)
    p.add_argument("--game", default="", help="strength: one game only; winrate: "
                   "games, comma-separated (every one)")
    p.add_argument("--players", default="2", help="winrate, timings: numbers of players, "
                   "e.g. 2,3,4")
    p.add_argument("--workers", type=int, default=2, help="winrate: processes")
    p.add_argument("--out", default="", help="winrate: append each case's figures (JSON)")
    p.add_argument("--seed", default="winrate", help="winrate: the dice's seed (another seed "
                   "gives independent games to add to a run)")
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                   help="winrate: a rule option over the preset (e.g. target=2000)")
    p.add_argument("--other", action="store_true", help="timings: other presets and seats")
    ns = p.parse_args()
    if ns.smoke:
        smoke(ns.tables)
    elif ns.what is None:
        p.error("say what to measure (or --smoke)")
    elif ns.what == "timings":
        cases = [(gid, "standard", int(n)) for gid in (ns.game.split(",") if ns.game else GAMES)
                 for n in ns.players.split(",")] if ns.game or ns.players != "2" else None
        timings(ns.games or 20, ns.other, cases)
    elif ns.what == "panel":
        panel(ns.games or 20)
    elif ns.what == "first-use":
        first_use()
        first_win([(gid, "standard", n) for gid in game_ids() for n in (2, 3)])
    elif ns.what == "table":
        table()
    elif ns.what == "optimum":
        optimum(ns.turns, ns.games or 10_000)
    elif ns.what == "strength":
        strength(ns.games or 1000, ns.game)
    elif ns.what == "approx":
        approx(ns.preset or "school_first", ns.tables, ns.games or 2000)
    elif ns.what == "winrate":
        winrate(ns.games or 20_000, ns.game, ns.preset, ns.players, ns.workers, ns.out,
                ns.seed, tuple(ns.option))
    else:
        legality(ns.games or 20)


if __name__ == "__main__":
    main()
