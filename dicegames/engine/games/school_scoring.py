"""Scoring of «школа» + «большая игра» (RULES.md §002): school cells, figures, bonuses.

Pure functions of the dice and the rules; the turn machinery lives in `school.py`.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..dice import counts
from ..scoring_table import FIRST_THROW, ScoringTable, line

SCHOOL = tuple(f"school_{f}" for f in range(1, 7))
FIGURES = ("pair", "two_pairs", "three", "small_order", "big_order", "two_plus_three", "tetra",
           "penta", "pigos")
CELLS = SCHOOL + FIGURES
BONUSES = {"jewish_style": 10, "milonic_style": 10, "roman_style": 10, "jewish_pigos": 5}
JEWISH_PIGOS_SUM = 21
LAST_TURN = len(CELLS)                  # every turn closes one cell: 15 turns per player

Dice = tuple[int, ...]


def _kind(n: int) -> Callable[[Dice, Any], Dice | None]:
    """Finder of n dice of one face (the highest such face)."""
    def find(dice: Dice, rules: Any) -> Dice | None:
        c = counts(dice)
        face = max((f for f in range(1, 7) if c[f - 1] >= n), default=None)
        return None if face is None else (face,) * n
    return find


def _two_pairs(dice: Dice, rules: Any) -> Dice | None:
    c = counts(dice)
    pairs = [f for f in range(6, 0, -1) if c[f - 1] >= 2]
    options = [(a, a, b, b) for i, a in enumerate(pairs) for b in pairs[i + 1:]]
    if rules.two_pairs_allows_four_kind:
        options += [(f,) * 4 for f in pairs if c[f - 1] >= 4]
    return max(options, key=sum, default=None)


def _order(faces: Dice) -> Callable[[Dice, Any], Dice | None]:
    def find(dice: Dice, rules: Any) -> Dice | None:
        return faces if tuple(sorted(dice)) == faces else None
    return find


def _two_plus_three(dice: Dice, rules: Any) -> Dice | None:
    shape = sorted(n for n in counts(dice) if n)
    ok = shape == [2, 3] or (shape == [5] and rules.full_house_allows_five_kind)
    return _desc(dice) if ok else None


ORDERS = {"small_order": (1, 2, 3, 4, 5), "big_order": (2, 3, 4, 5, 6)}
# pigos_content → how many pairs a junk set may hold (C10); "any" takes every set of dice.
# Junk never holds three alike or an order.
PIGOS_PAIRS_ALLOWED = {"at_most_one_pair": 1, "strict_junk": 0}


def _pigos(dice: Dice, rules: Any) -> Dice | None:
    allowed = PIGOS_PAIRS_ALLOWED.get(rules.pigos_content)
    if allowed is not None:
        c = counts(dice)
        if max(c) > 2 or c.count(2) > allowed or tuple(sorted(dice)) in ORDERS.values():
            return None
    return _desc(dice)


def _desc(dice: Dice) -> Dice:
    return tuple(sorted(dice, reverse=True))


@dataclass(frozen=True)
class Figure:
    """A figure of the big game: how to find its dice, its fixed bonus, whether с ходу doubles."""

    find: Callable[[Dice, Any], Dice | None]
    bonus: int = 0
    doubles: bool = True


FIGURE_TABLE: Mapping[str, Figure] = {
    "pair": Figure(_kind(2)),
    "two_pairs": Figure(_two_pairs),
    "three": Figure(_kind(3)),
    "small_order": Figure(_order(ORDERS["small_order"])),     # 15 = 1+2+3+4+5
    "big_order": Figure(_order(ORDERS["big_order"])),         # 20 = 2+3+4+5+6
    "two_plus_three": Figure(_two_plus_three, 20),
    "tetra": Figure(_kind(4), 30),
    "penta": Figure(_kind(5), 50),
    "pigos": Figure(_pigos, doubles=False),
}


def figure_dice(figure: str, dice: Dice, rules: Any) -> Dice | None:
    """The highest-scoring dice among `dice` that form `figure`, or None when it is absent."""
    return FIGURE_TABLE[figure].find(tuple(dice), rules)


def figure_points(figure: str, dice: Dice, rules: Any, first_throw: bool = False) -> int | None:
    """What `figure` scores with these dice (None when absent); с ходу doubling per double_scope."""
    formed = figure_dice(figure, dice, rules)
    if formed is None:
        return None
    fig = FIGURE_TABLE[figure]
    faces, bonus = sum(formed), fig.bonus
    if not (first_throw and fig.doubles):
        return faces + bonus
    if rules.double_scope == "face_sum_only":
        return 2 * faces + bonus
    return 2 * (faces + bonus)


def doubles(figure: str, first_throw: bool) -> bool:
    """Is `figure` written doubled when scored with dice of the turn's first throw?"""
    return first_throw and figure in FIGURE_TABLE and FIGURE_TABLE[figure].doubles


def school_points(face: int, dice: Dice, rules: Any) -> int:
    """School cell `face`: f × (n_f − 3), or n_f − 3 with school_scoring=unit_per_die."""
    excess = counts(dice)[face - 1] - 3
    return excess if rules.school_scoring == "unit_per_die" else face * excess


def cell_points(cell: str, dice: Dice, rules: Any, first_throw: bool = False) -> int | None:
    """What `score cell` writes with these dice (None for an absent figure)."""
    if cell in SCHOOL:
        return school_points(SCHOOL.index(cell) + 1, dice, rules)
    return figure_points(cell, dice, rules, first_throw)


def school_result(values: Sequence[int]) -> int:
    """S' = S × 10 when the school sum S is negative, else S."""
    total = sum(values)
    return 10 * total if total < 0 else total


@dataclass(frozen=True)
class Mark:
    """A closed cell: the points written, crossed out or not, с ходу, the player's turn number."""

    points: int
    crossed: bool = False
    doubled: bool = False
    turn: int = 0


Sheet = tuple[Mark | None, ...]        # one entry per CELLS item; None = open


def bonus_status(sheet: Sheet) -> dict[str, int | None]:
    """Each bonus: its points when earned, 0 when missed, None while still undecided."""
    school, figures = sheet[:len(SCHOOL)], sheet[len(SCHOOL):]
    pigos = sheet[CELLS.index("pigos")]

    def all_or_none(missed: bool, cells: Sheet) -> bool | None:
        return False if missed else None if any(m is None for m in cells) else True

    earned = {
        # a crossed-out Пигос is not "closed" (закрыт = written with points)
        "jewish_style": None if pigos is None else
        not pigos.crossed and pigos.turn == LAST_TURN,
        "milonic_style": all_or_none(any(m is not None and m.points != 0 for m in school),
                                     school),
        "roman_style": all_or_none(any(m is not None and m.crossed for m in figures), figures),
        "jewish_pigos": None if pigos is None else
        not pigos.crossed and pigos.points == JEWISH_PIGOS_SUM,
    }
    return {b: None if e is None else BONUSES[b] if e else 0 for b, e in earned.items()}


def sheet_school_result(sheet: Sheet) -> int:
    """The school result of the closed school cells (×10 when negative)."""
    return school_result([m.points for m in sheet[:len(SCHOOL)] if m is not None])


def sheet_total(sheet: Sheet) -> int:
    """School result + figure values + the bonuses decided so far."""
    figures = sum(m.points for m in sheet[len(SCHOOL):] if m is not None)
    bonuses = sum(v or 0 for v in bonus_status(sheet).values())
    return sheet_school_result(sheet) + figures + bonuses


# --------------------------------------------------------------------------- the table
SCHOOL_COUNTS = (4, 3, 2, 0)            # above the base, the base (0), below it, none
FIGURE_EXAMPLES = {"pair": (6, 6, 4, 3, 1), "two_pairs": (6, 6, 4, 4, 2), "three": (6, 6, 6, 2, 1),
                   "small_order": (1, 2, 3, 4, 5), "big_order": (2, 3, 4, 5, 6),
                   "two_plus_three": (5, 5, 5, 6, 6), "tetra": (3, 3, 3, 3, 6),
                   "penta": (6, 6, 6, 6, 6), "pigos": (6, 5, 4, 2, 1)}
FOUR_AS_TWO_PAIRS = (6, 6, 6, 6, 5)     # C7: the stated maximum 24
FIVE_AS_FULL_HOUSE = (6, 6, 6, 6, 6)    # C6: the stated maximum 50
PIGOS_TOP = {"any": (6, 6, 6, 6, 6), "at_most_one_pair": (6, 6, 5, 4, 3),
             "strict_junk": (6, 5, 4, 3, 1)}                     # C10: the highest Пигос
JEWISH_PIGOS_EXAMPLE = (6, 5, 4, 3, 3)  # 21 with one pair


def school_example(face: int, n: int) -> Dice:
    """Five dice with exactly `n` showing `face` (the others the highest other faces)."""
    return (face,) * n + tuple(f for f in range(6, 0, -1) if f != face)[:5 - n]


def scoring_table_for(rules: Any) -> ScoringTable:
    """School cells, figures (ordinary and с ходу) and bonuses of RULES.md §002.1."""
    def points(cid: str, dice: Dice, when: str) -> int:
        if cid in BONUSES:
            if not dice:
                return BONUSES[cid]
            pigos = Mark(figure_points("pigos", dice, rules) or 0)
            return bonus_status(tuple(pigos if c == "pigos" else None for c in CELLS))[cid] or 0
        value = cell_points(cid, dice, rules, when == FIRST_THROW)
        assert value is not None, (cid, dice)            # the examples hold their figure
        return value

    lines = [line(points, "school", cell, [school_example(f, n) for n in SCHOOL_COUNTS])
             for f, cell in enumerate(SCHOOL, 1)]
    lines.append(line(points, "school", "school_result", effect="negative_times_ten"))
    extra = {"two_pairs": [FOUR_AS_TWO_PAIRS] if rules.two_pairs_allows_four_kind else [],
             "two_plus_three": [FIVE_AS_FULL_HOUSE] if rules.full_house_allows_five_kind else [],
             "pigos": [PIGOS_TOP[rules.pigos_content]]}
    for fig in FIGURES:
        dice = FIGURE_EXAMPLES[fig]
        lines.append(line(points, "figures", fig, [dice] + extra.get(fig, []), first=[dice],
                          effect="doubles_first_throw" if FIGURE_TABLE[fig].doubles else ""))
    lines += [line(points, "bonuses", b, [()]) for b in BONUSES if b != "jewish_pigos"]
    if figure_points("pigos", JEWISH_PIGOS_EXAMPLE, rules) == JEWISH_PIGOS_SUM:
        lines.append(line(points, "bonuses", "jewish_pigos", [JEWISH_PIGOS_EXAMPLE]))
    else:                                   # strict_junk: no junk set sums to 21
        lines.append(line(points, "bonuses", "jewish_pigos", effect="unreachable"))
    return ScoringTable("points", tuple(lines))
