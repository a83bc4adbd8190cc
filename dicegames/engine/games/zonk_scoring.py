"""Scoring and settlement of «зонк» (RULES.md §000.1, A1–A4, A6, A14): combinations as data.

A combination is one cell of the text's table: one or two 1s/5s, three/four/five of a kind, and
the six-dice figures three pairs, 1-2-3-4-5-6 and two triples. Six of a kind is not a
combination but an instant win (A7), unless `six_kind_as_two_triples` lets a non-winning one
count as two triples.
"""
from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from typing import Any

from ..dice import FACES, counts
from ..scoring_table import LATER_THROW, Dice, ScoringTable, line

# (face, dice) -> points of the one- and two-dice cells: only 1s and 5s score alone.
SMALL_POINTS = {(5, 1): 1, (1, 1): 2, (5, 2): 3, (1, 2): 4}
SMALL_IDS = {1: "one", 2: "two"}
# dice -> (id prefix, base) of the n-of-a-kind cells: base + r(face).
KIND_BASE = {3: ("three", 30), 4: ("four", 40), 5: ("five", 100)}
# six-dice figures: id -> base (+ the highest face, A6); the straight is a flat 80.
THREE_PAIRS, STRAIGHT, TWO_TRIPLES = "three_pairs", "straight", "two_triples"
FIGURE_BASE = {THREE_PAIRS: 70, TWO_TRIPLES: 90}
STRAIGHT_POINTS = 80


def rank(face: int) -> int:
    """r(f): the face, except that a 1 ranks 7 (the text values ones above sixes)."""
    return 7 if face == 1 else face


@dataclass(frozen=True)
class Combination:
    """One table cell made of particular faces (descending) and what it scores."""

    id: str
    dice: tuple[int, ...]
    points: int


def _figure_top(faces: Iterable[int], ace_high: bool) -> int:
    return max(rank(f) if ace_high else f for f in faces)


def six_dice_figures(c: tuple[int, ...], rules: Any, six_as_two_triples: bool) -> list[Combination]:
    """The six-dice combinations that the counts `c` (six dice) form."""
    if sum(c) != 6:
        return []
    shape = sorted((n for n in c if n), reverse=True)
    present = [f for f in FACES if c[f - 1]]
    dice = tuple(f for f in reversed(FACES) for _ in range(c[f - 1]))
    top = _figure_top(present, rules.pair_max_ace_high)
    out = []
    if shape == [2, 2, 2] or (shape == [4, 2] and rules.three_pairs_allow_four_plus_pair):
        out.append(Combination(THREE_PAIRS, dice, FIGURE_BASE[THREE_PAIRS] + top))
    if shape == [1] * 6:
        out.append(Combination(STRAIGHT, dice, STRAIGHT_POINTS))
    if shape == [3, 3] or (shape == [6] and six_as_two_triples):
        out.append(Combination(TWO_TRIPLES, dice, FIGURE_BASE[TWO_TRIPLES] + top))
    return out


def face_combinations(face: int, available: int) -> list[Combination]:
    """Every combination of `k` dice of one face for k = 1 … min(available, 5)."""
    out = []
    for k in range(1, min(available, 5) + 1):
        if (face, k) in SMALL_POINTS:
            out.append(Combination(f"{SMALL_IDS[k]}_{face}", (face,) * k, SMALL_POINTS[face, k]))
        elif k in KIND_BASE:
            prefix, base = KIND_BASE[k]
            out.append(Combination(f"{prefix}_{face}", (face,) * k, base + rank(face)))
    return out


def single_combinations(dice: Sequence[int], rules: Any,
                        six_as_two_triples: bool = False) -> tuple[Combination, ...]:
    """Every distinct combination that may be set aside from one throw (A1), best first.

    With `allow_partial_combination` off a face combination must use every die of that face
    it can (up to five).
    """
    c = counts(dice)
    out = six_dice_figures(c, rules, six_as_two_triples)
    for face in FACES:
        combos = face_combinations(face, c[face - 1])
        if not rules.allow_partial_combination:
            combos = combos[-1:]
        out.extend(combos)
    return tuple(sorted(out, key=lambda x: (-x.points, x.id)))


def scoring_dice(dice: Sequence[int], rules: Any,
                 six_as_two_triples: bool = False) -> tuple[int, ...]:
    """`keep_all_combinations`: the faces that must be set aside — all 1s and 5s, every face
    shown three or more times, or all six dice when they form a six-dice combination."""
    c = counts(dice)
    if six_dice_figures(c, rules, six_as_two_triples):
        return tuple(sorted(dice, reverse=True))
    return tuple(sorted((d for d in dice if d in (1, 5) or c[d - 1] >= 3), reverse=True))


@cache
def _best_partition(c: tuple[int, ...], rules: Any,
                    six_as_two_triples: bool) -> tuple[int, tuple[Combination, ...]] | None:
    if not any(c):
        return 0, ()
    first = next(f for f in FACES if c[f - 1])
    best: tuple[int, tuple[Combination, ...]] | None = None
    for combo in six_dice_figures(c, rules, six_as_two_triples) + \
            face_combinations(first, c[first - 1]):
        rest = list(c)
        for d in combo.dice:
            rest[d - 1] -= 1
        sub = _best_partition(tuple(rest), rules, six_as_two_triples)
        if sub is not None and (best is None or combo.points + sub[0] > best[0]):
            best = combo.points + sub[0], (combo,) + sub[1]
    return best


def best_partition(dice: Sequence[int], rules: Any,
                   six_as_two_triples: bool = False) -> tuple[Combination, ...]:
    """The highest-scoring split of `dice` into table combinations, every die used, best
    first (or () when no split exists)."""
    found = _best_partition(counts(dice), rules, six_as_two_triples)
    return tuple(sorted(found[1], key=lambda x: (-x.points, x.id))) if found else ()


def six_of_a_kind(dice: Sequence[int]) -> bool:
    """Six dice all showing the same face."""
    return len(dice) == 6 and len(set(dice)) == 1


# --------------------------------------------------------------------------- the table
KIND_FACES = (2, 3, 4, 5, 6, 1)          # the text's order: ones last, they rank 7
SIX_KIND_EFFECTS = {"win_game": "wins_game", "win_round": "wins_round"}


def scoring_table_for(rules: Any) -> ScoringTable:
    """The combination table of RULES.md §000.1 in the text's order, scored under `rules`."""
    def points(cid: str, dice: Dice, when: str) -> int:
        if cid == "six_of_a_kind":              # not a combination: it wins (A7)
            return int(rules.round_points) if rules.six_kind_effect == "win_round" else 0
        combos = single_combinations(dice, rules, six_as_two_triples=when == LATER_THROW)
        return next(c.points for c in combos if c.id == cid)

    lines = [line(points, "ones_and_fives", f"{SMALL_IDS[k]}_{f}", [(f,) * k])
             for f, k in SMALL_POINTS]
    lines += [line(points, "kinds", f"{KIND_BASE[k][0]}_{f}", [(f,) * k])
              for k in KIND_BASE for f in KIND_FACES]
    pairs = [(2, 2, 4, 4, 6, 6), (1, 1, 3, 3, 4, 4)]                 # A6: the 1s' pair
    if rules.three_pairs_allow_four_plus_pair:
        pairs.append((1, 1, 1, 1, 5, 5))                               # A3
    first = rules.six_kind_scope == "first_throw_of_turn"
    later = [(4,) * 6] if first and rules.six_kind_as_two_triples else []   # A4
    six = [(6,) * 6]
    lines += [line(points, "six_dice", THREE_PAIRS, pairs),
              line(points, "six_dice", STRAIGHT, [(1, 2, 3, 4, 5, 6)]),
              line(points, "six_dice", TWO_TRIPLES, [(2, 2, 2, 5, 5, 5), (1, 1, 1, 2, 2, 2)],
                   later=later),
              line(points, "six_dice", "six_of_a_kind", () if first else six,
                   first=six if first else (), effect=SIX_KIND_EFFECTS[rules.six_kind_effect])]
    return ScoringTable("points", tuple(lines))


# --------------------------------------------------------------------------- settlement
def bank_settlement(totals: Sequence[int], money: int = 1) -> tuple[Fraction, ...]:
    """The bank (multi-round game): each total minus the mean, times the money per point."""
    mean = Fraction(sum(totals), len(totals))
    return tuple((t - mean) * money for t in totals)


def difference_settlement(players: int, rounds: Iterable[Mapping[int, int]],
                          money: int = 1) -> tuple[Fraction, ...]:
    """A duel on the difference: in every round ({seat: score}) each seated player receives
    his score minus each other seated player's, times the money per point."""
    net = [0] * players
    for scores in rounds:
        for i, own in scores.items():
            net[i] += sum(own - other for other in scores.values())
    return tuple(Fraction(v * money) for v in net)


def stake_settlement(players: int, winners: Sequence[int]) -> tuple[Fraction, ...]:
    """A duel on a stake: every player stakes 1 and the winners share the pot."""
    share = Fraction(players, len(winners)) - 1
    return tuple(share if p in winners else Fraction(-1) for p in range(players))


def payment_settlement(players: int, payee: int, amount: int) -> tuple[Fraction, ...]:
    """Six of a kind: every other player pays `amount` to the thrower."""
    return tuple(Fraction((players - 1) * amount if p == payee else -amount)
                 for p in range(players))


def rounded_settlement(settlement: Sequence[Fraction | int],
                       unit: Fraction | int = 1) -> tuple[Fraction | int, ...]:
    """A zero-sum settlement rounded to multiples of `unit` that still sums to zero.

    Every value is rounded down to the unit; the units left over go, one each, to the largest
    remainders (RULES.md §000.1 bank settlement [R]); equal remainders favour the higher exact
    value, then the earlier seat.
    """
    unit = Fraction(unit)
    if unit <= 0:
        raise ValueError("the rounding unit must be positive")
    scaled = [Fraction(v) / unit for v in settlement]
    if sum(scaled) != 0:
        raise ValueError("a settlement sums to zero")
    floors = [math.floor(v) for v in scaled]
    left = -sum(floors)
    order = sorted(range(len(scaled)), key=lambda i: (-(scaled[i] - floors[i]), -scaled[i], i))
    for i in order[:left]:
        floors[i] += 1
    return tuple(_plain(f * unit) for f in floors)


def _plain(x: Fraction) -> Fraction | int:
    return x.numerator if x.denominator == 1 else x
