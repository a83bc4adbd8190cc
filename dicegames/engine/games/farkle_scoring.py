"""Zonk Chicago / Detroit scoring (RULES.md §001.1): the combinations of one roll, as tables.

A *take* is a set of dice of one roll that can be set aside with every die scoring; its points
are those of its best split into combinations (the player may not score less than the dice give).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from itertools import product

from ..dice import counts
from ..scoring_table import Dice, ScoringTable, line

DICE = {"chicago": 5, "detroit": 6}
COLOURS = ("white", "white", "red", "red", "green", "green")   # Detroit, by tray position
SINGLES = {1: 100, 5: 50}                                      # one_1, one_5
# n of a kind = multiplier × the triple (additive: only triples; extras score as singles, B2)
KINDS = {"additive": {3: 1}, "doubling": {3: 1, 4: 2, 5: 4, 6: 8}}
KIND_NAMES = {3: "three", 4: "four", 5: "five", 6: "six"}
STRAIGHTS = {"chicago": ((1, 2, 3, 4, 5), (2, 3, 4, 5, 6)), "detroit": ((1, 2, 3, 4, 5, 6),)}
STRAIGHT_POINTS = {"chicago": 1500, "detroit": 1000}
COLOUR_PAIRS_POINTS = 1000


@dataclass(frozen=True)
class Scoring:
    """The options that decide what a roll scores."""

    version: str = "chicago"
    multiples: str = "additive"
    colour_pairs_distinct: bool = False


@dataclass(frozen=True)
class Combination:
    id: str
    dice: tuple[int, ...]
    points: int


@dataclass(frozen=True)
class Take:
    """Dice that may be set aside together (faces in descending order) and how they score."""

    dice: tuple[int, ...]
    combinations: tuple[Combination, ...]

    @property
    def points(self) -> int:
        return sum(c.points for c in self.combinations)

    @property
    def id(self) -> str:
        """The combination ids joined by `+`, e.g. `three_2+one_5`."""
        return "+".join(c.id for c in self.combinations)


def triple_points(face: int) -> int:
    """Three of a kind: 100 × face, three 1s = 1000."""
    return 1000 if face == 1 else 100 * face


def same_face(face: int, count: int, multiples: str) -> tuple[Combination, ...] | None:
    """`count` dice of one face split into their best combinations; None if a die cannot score."""
    kinds = KINDS[multiples]
    out = []
    while count >= 3:
        k = max(k for k in kinds if k <= count)
        out.append(Combination(f"{KIND_NAMES[k]}_{face}", (face,) * k,
                               triple_points(face) * kinds[k]))
        count -= k
    if count and face not in SINGLES:
        return None
    return tuple(out) + (Combination(f"one_{face}", (face,), SINGLES.get(face, 0)),) * count


def partition(dice: tuple[int, ...], multiples: str) -> tuple[Combination, ...] | None:
    """The best split of dice into singles and n of a kind with every die scoring (largest
    first), or None when some die cannot score."""
    out: tuple[Combination, ...] = ()
    for face, n in enumerate(counts(dice), 1):
        part = same_face(face, n, multiples) if n else ()
        if part is None:
            return None
        out += part
    return tuple(sorted(out, key=lambda c: -c.points))


def whole_roll(roll: tuple[int, ...], scoring: Scoring) -> tuple[Combination, ...]:
    """The combinations that need every die of a full roll (tray order): straight, colour pairs."""
    if len(roll) != DICE[scoring.version]:
        return ()
    out = []
    if tuple(sorted(roll)) in STRAIGHTS[scoring.version]:
        out.append(Combination("straight", tuple(sorted(roll, reverse=True)),
                               STRAIGHT_POINTS[scoring.version]))
    if scoring.version == "detroit":
        pairs = roll[0::2]
        if pairs == roll[1::2] and (not scoring.colour_pairs_distinct or len(set(pairs)) == 3):
            out.append(Combination("colour_pairs", roll, COLOUR_PAIRS_POINTS))
    return tuple(out)


def scoring_takes(roll: tuple[int, ...], scoring: Scoring) -> tuple[Take, ...]:
    """Every distinct set of dice of this roll (tray order) whose every die scores, best first."""
    takes = split_takes(tuple(sorted(roll)), scoring.multiples)
    special = whole_roll(roll, scoring)
    if not special:
        return takes
    whole = tuple(sorted(roll, reverse=True))
    ways = [(c,) for c in special] + [t.combinations for t in takes if t.dice == whole]
    best = Take(whole, max(ways, key=lambda w: sum(c.points for c in w)))
    return _best_first([best] + [t for t in takes if t.dice != whole])


@cache
def split_takes(dice: tuple[int, ...], multiples: str) -> tuple[Take, ...]:
    """Every distinct sub-multiset of `dice` that splits into singles and n of a kind."""
    have = counts(dice)
    takes = []
    for pick in product(*(range(n + 1) for n in have)):
        chosen = tuple(f for f in range(6, 0, -1) for _ in range(pick[f - 1]))
        split = partition(chosen, multiples) if chosen else None
        if split is not None:
            takes.append(Take(chosen, split))
    return _best_first(takes)


def _best_first(takes: list[Take]) -> tuple[Take, ...]:
    return tuple(sorted(takes, key=lambda t: (-t.points, -len(t.dice), tuple(-f for f in t.dice))))


# --------------------------------------------------------------------------- the table
KIND_FACES = (2, 3, 4, 5, 6, 1)          # the text's order: three 1s, the exception, last
COLOUR_PAIRS = (3, 3, 2, 2, 4, 4)        # the text's example: whites 3, reds 2, greens 4
COLOUR_PAIRS_ALIKE = (2, 2, 2, 2, 6, 6)  # two colours on one number (B5: allowed by default)


def scoring_table_for(scoring: Scoring) -> ScoringTable:
    """The combinations of RULES.md §001.1 in the text's order; an example scores its best
    take (the combinations of one roll add up)."""
    def points(cid: str, dice: Dice, when: str) -> int:
        return scoring_takes(dice, scoring)[0].points

    dice = DICE[scoring.version]
    lines = [line(points, "ones_and_fives", f"one_{f}", [(f,)]) for f in SINGLES]
    if scoring.multiples == "additive":      # B2: a fourth die scores only as a single
        lines += [line(points, "kinds", f"three_{f}", [(f,) * 3, (f,) * 4]) for f in KIND_FACES]
    else:
        lines += [line(points, "kinds", f"{KIND_NAMES[k]}_{f}", [(f,) * k])
                  for k in KINDS[scoring.multiples] if k <= dice for f in KIND_FACES]
    lines.append(line(points, "specials", "straight", STRAIGHTS[scoring.version]))
    if scoring.version == "detroit":
        pairs = [COLOUR_PAIRS] + ([] if scoring.colour_pairs_distinct else [COLOUR_PAIRS_ALIKE])
        lines.append(line(points, "specials", "colour_pairs", pairs))
    return ScoringTable("points", tuple(lines))
