"""An engine-driven exhaustive search of a two-player race for the win (tests only).

Every state the engine can reach from a game's first throw (`legal_actions`, every
`chance_outcomes` outcome, `apply`) is a node; its value is the chance that seat 0 wins (a
tie counts half, as `outcome().winners` says), solved by value iteration over the whole cyclic
graph (zonks lead back to earlier totals) until no value moves by 1e-15. Nothing of the race
tables is used: no turn structure, no table, only the engine.

Two states are one node when everything the rules look at is the same: the totals, who is to
move and where the round stands, the phase, the dice in play (faces of a throw just made, as a
multiset), the turn total — that one capped where the rules make larger totals equal: with
an immediate end (`end_rule=immediate`, `target_check=immediate`) a bank that reaches the
target wins whatever it holds, so totals beyond it are one. Hence only such rules here.
"""
from __future__ import annotations

from typing import Any

from dicegames.engine import CHANCE, TERMINAL


def _key(game: Any, s: Any) -> tuple[Any, ...]:
    who = game.current_player(s)
    if who == TERMINAL:
        return ("over", tuple(game.outcome(s).winners))
    table = game.table(s)
    sheet = game.scoresheet(s)
    totals = tuple(int(c.value or 0) for c in sheet.row("total").cells)
    target = game.rules.target
    t = table.turn_total
    mover = table.player
    if t is not None and mover is not None:
        t = min(t, max(target - totals[mover], 0))
    live = tuple(sorted(table.dice[p] for p in table.live)) if table.live else ()
    info = tuple((k, v) for k, v in table.info
                 if k in ("phase", "hot_dice", "final_round", "opening_minimum"))
    offer = table.get("piggyback_offer")
    if offer is not None:
        offer = (min(offer[0], max(target - totals[mover], 0)), offer[1])
    aside = len(table.get("aside") or ())
    thrown = tuple(sorted(table.dice[p] for p in table.get("thrown") or ()))
    series_start = table.get("series") == 1 and table.throw <= 1
    throw = table.throw if table.max_throws else None      # a series of throws (zonk)
    return (who, mover, totals, t, live, info, offer, aside, thrown, series_start, throw,
            game.dice_to_throw(s), str(getattr(s, "phase", None)), getattr(s, "turn", None),
            getattr(s, "round_seats", ((),))[-1])


def solve(game: Any, first: int = 0, tol: float = 1e-15) -> tuple[dict[Any, float], Any]:
    """(value of every node for seat 0, the key function) from a new two-player game."""
    start = game.new_initial_state(2, first)
    nodes: dict[Any, tuple[str, Any]] = {}
    order = []
    stack = [start]
    while stack:
        s = stack.pop()
        k = _key(game, s)
        if k in nodes:
            continue
        who = game.current_player(s)
        if who == TERMINAL:
            w = game.outcome(s).winners
            nodes[k] = ("end", 1.0 / len(w) if 0 in w else 0.0)
            order.append(k)
            continue
        if who == CHANCE:
            succ = [(float(p), game.apply(s, a).state) for a, p in game.chance_outcomes(s)]
            nodes[k] = ("chance", [(p, _key(game, x)) for p, x in succ])
        else:
            succ = [(a, game.apply(s, a).state) for a in game.legal_actions(s)]
            nodes[k] = ("max" if who == 0 else "min", [_key(game, x) for _, x in succ])
        order.append(k)
        stack.extend(x for _, x in succ)
    V = {k: 0.5 for k in nodes}
    for k, (kind, v) in nodes.items():
        if kind == "end":
            V[k] = v
    order.reverse()
    for _ in range(10_000):
        delta = 0.0
        for k in order:
            kind, succ = nodes[k]
            if kind == "end":
                continue
            if kind == "chance":
                v = sum(p * V[x] for p, x in succ)
            elif kind == "max":
                v = max(V[x] for x in succ)
            else:
                v = min(V[x] for x in succ)
            delta = max(delta, abs(v - V[k]))
            V[k] = v
        if delta < tol:
            return V, _key
    raise RuntimeError("the search did not converge")


def mover_value(game: Any, values: dict[Any, float], s: Any) -> float:
    """The value of state `s` for the player to move there (seat 0's value or 1 − it)."""
    v = values[_key(game, s)]
    return v if game.table(s).player == 0 else 1.0 - v
