"""The best chance of a turn's figure in the Zonk family equals an independent computation.

The checks below re-derive the chances from RULES.md alone — their own dice enumeration and
scoring tables (§000.1 for zonk, §001.1 for Chicago), their own recursion — and compare them
with `dicegames.ai.reach`, which reads every throw from the engine. Both play for the figure:
the policy that maximises the chance of banking at least N.
"""
from __future__ import annotations

from collections import Counter
from functools import cache
from itertools import combinations, combinations_with_replacement
from math import factorial

import pytest

from dicegames.ai import reach
from dicegames.engine import make_game


def throws(n):
    """Every sorted throw of n dice with its probability (multinomial weights)."""
    out = []
    for faces in combinations_with_replacement(range(1, 7), n):
        ways = factorial(n)
        for k in Counter(faces).values():
            ways //= factorial(k)
        out.append((faces, ways / 6 ** n))
    return out


def grouped(n, options):
    """The throws of n dice merged by what they offer: [(probability, options)]."""
    merged = Counter()
    for faces, p in throws(n):
        merged[options(faces)] += p
    return list(merged.items())


# --------------------------------------------------------------------------- Chicago (§001.1)
def chicago_points(dice):
    """The best points of a set of dice of one roll with every die scoring, or None."""
    if len(dice) == 5 and sorted(dice) in ([1, 2, 3, 4, 5], [2, 3, 4, 5, 6]):
        return 1500
    total = 0
    for face, k in Counter(dice).items():
        if k >= 3:
            total += 1000 if face == 1 else 100 * face
            k -= 3
        if k and face not in (1, 5):
            return None
        total += k * (100 if face == 1 else 50 if face == 5 else 0)
    return total


def chicago_takes(roll):
    """(points, dice left) of every take the roll offers; hot dice: the whole roll only."""
    takes = set()
    for size in range(1, len(roll) + 1):
        for dice in combinations(roll, size):
            points = chicago_points(dice)
            if points is not None:
                takes.add((points, len(roll) - size))
    if any(left == 0 for _, left in takes):           # every die scores: all of them, and
        takes = {max(t for t in takes if t[1] == 0)}  # the five are thrown again (mandatory)
    return tuple(sorted(takes))


def chicago_chances(top_steps):
    """Best chance of banking ≥ 50·i in a fresh Chicago turn, for i = 0 … top_steps."""
    rolls = {m: grouped(m, chicago_takes) for m in range(1, 6)}
    # need met: bank after any take that leaves dice; after hot dice the five must be thrown
    # again, and banked after the first throw that is neither a zonk nor hot again
    go_on = sum(p for p, takes in ((p, t) for t, p in rolls[5]) if takes and takes[0][1] > 0)
    again = sum(p for t, p in rolls[5] if t and t[0][1] == 0)
    hot_met = go_on / (1 - again)

    @cache
    def before(need, m):                 # before throwing m dice, `need` steps of 50 to go
        return sum(p * max((after(need - points // 50, left) for points, left in takes),
                           default=0.0) for takes, p in rolls[m])

    def after(need, left):
        if need <= 0:
            return 1.0 if left else hot_met
        return before(need, left or 5)

    return [1.0] + [before(i, 5) for i in range(1, top_steps + 1)]


# --------------------------------------------------------------------------- zonk (§000.1)
def r(face):
    return 7 if face == 1 else face


def zonk_combinations(faces):
    """(points, dice used) of every single combination of one throw (A1), or None for six
    alike on six dice (an instant win: no points are banked)."""
    c = Counter(faces)
    if len(faces) == 6 and len(c) == 1:
        return None
    out = set()
    shape = sorted(c.values())
    if len(faces) == 6:
        if shape == [2, 2, 2]:
            out.add((70 + max(c), 6))
        if shape == [1] * 6:
            out.add((80, 6))
        if shape == [3, 3]:
            out.add((90 + max(c), 6))
    for face, k in c.items():
        if face in (1, 5):
            out.add((2 if face == 1 else 1, 1))
            if k >= 2:
                out.add((4 if face == 1 else 3, 2))
        for n, base in ((3, 30), (4, 40), (5, 100)):
            if k >= n:
                out.add((base + r(face), n))
    return tuple(sorted(out))


def zonk_chances(top):
    """Best chance of banking ≥ N in a fresh zonk turn, for N = 0 … top."""
    rolls = {m: grouped(m, zonk_combinations) for m in range(1, 7)}

    @cache
    def before(need, left, made):        # `left` dice to throw as throw `made` + 1 of a series
        total = 0.0
        for combos, p in rolls[left]:
            if combos:
                total += p * max(after(need - points, left - used, made + 1)
                                 for points, used in combos)
        return total

    def after(need, left, made):
        if left == 0:                    # hot dice: stop, or a new series of six
            return 1.0 if need <= 0 else before(need, 6, 0)
        if need <= 0:
            return 1.0
        return 0.0 if made == 3 else before(need, left, made)

    return [1.0] + [before(n, 6, 0) for n in range(1, top + 1)]


# --------------------------------------------------------------------------- the checks
def test_chicago_chances_and_the_unlikely_figure_match_the_rules_text():
    game = make_game("chicago")
    unlikely = reach.unlikely_from(game)
    steps = unlikely // 50
    theirs = chicago_chances(steps)
    ours = reach.reach_chances(game, unlikely)
    assert len(ours) == steps + 1
    assert max(abs(a - b) for a, b in zip(ours, theirs)) < 1e-12
    assert theirs[steps] < 0.001 <= theirs[steps - 1]    # the first figure below 1 in 1000
    assert reach.reach_chance(game, 50) == pytest.approx(theirs[1], abs=1e-12)
    assert reach.reach_chance(game, 1000) == pytest.approx(theirs[20], abs=1e-12)


def test_zonk_chances_and_the_unlikely_figure_match_the_rules_text():
    game = make_game("zonk")
    unlikely = reach.unlikely_from(game)
    theirs = zonk_chances(unlikely)
    ours = reach.reach_chances(game, unlikely)
    assert max(abs(a - b) for a, b in zip(ours, theirs)) < 1e-12
    assert theirs[unlikely] < 0.001 <= theirs[unlikely - 1]
    assert theirs[1] == pytest.approx(1 - 5 / 216 - 6 / 6 ** 6)   # no zonk, no six alike
    assert reach.reach_chance(game, 1000) < 1e-6          # "Papa banked 1,000"


@pytest.mark.parametrize("game_id,options", [
    ("detroit", {}), ("chicago", {"hot_dice": "optional"}), ("chicago", {"multiples": "doubling"}),
    ("zonk", {"keep_all_combinations": "true"}), ("zonk", {"must_throw_all_remaining": "false"}),
    ("zonk", {"free_reroll": "true"})])
def test_every_rule_set_has_a_decreasing_chance_and_an_unlikely_figure(game_id, options):
    game = make_game(game_id, options)
    unlikely = reach.unlikely_from(game)
    chances = reach.reach_chances(game, unlikely)
    assert chances[0] == 1.0 and all(a >= b - 1e-15 for a, b in zip(chances, chances[1:]))
    assert chances[-1] < 0.001 <= chances[-2]
    assert unlikely % reach.step_of(game) == 0
