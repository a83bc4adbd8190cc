"""The 421 ranking (RULES.md §004.1) as data: all 56 hands, strongest first, with chip values.

A hand is named by its faces in descending order (`421`, `611`, `221`). The table is the text's
order (`pure_vs_triple=triple_wins_ties`: 666 > 611 > 555 …); `pure_wins_ties` swaps each
triple with the pure of the same value (611 > 666 > 511 > 555 …).
"""
from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from typing import Any

from ..scoring_table import Dice, ScoringTable, line

# (hand, chip value, class id), strongest → weakest, exactly the table of RULES.md §004.1.
TABLE: tuple[tuple[str, int, str], ...] = (
    ("421", 10, "421"),
    ("111", 7, "three_aces"),
    ("666", 6, "triple"), ("611", 6, "pure"),
    ("555", 5, "triple"), ("511", 5, "pure"),
    ("444", 4, "triple"), ("411", 4, "pure"),
    ("333", 3, "triple"), ("311", 3, "pure"),
    ("222", 2, "triple"), ("211", 2, "pure"),
    ("654", 2, "chain"), ("543", 2, "chain"), ("432", 2, "chain"), ("321", 2, "chain"),
    *((hand, 1, "other") for hand in (
        "665 664 663 662 661 655 653 652 651 644 643 642 641 633 632 631 622 621 "
        "554 553 552 551 544 542 541 533 532 531 522 521 "
        "443 442 441 433 431 422 332 331 322").split()),
    ("221", 4, "nenette"),
)

CHIPS: dict[str, int] = {hand: chips for hand, chips, _ in TABLE}
CLASSES: dict[str, str] = {hand: cls for hand, _, cls in TABLE}
NENETTE = "221"


def hand_id(dice: Iterable[int]) -> str:
    """The hand's id: its faces in descending order, e.g. (1, 2, 4) → "421"."""
    return "".join(map(str, sorted(dice, reverse=True)))


@cache
def ranking(pure_vs_triple: str = "triple_wins_ties") -> tuple[str, ...]:
    """Every hand, strongest first, under the `pure_vs_triple` option."""
    hands = [hand for hand, _, _ in TABLE]
    if pure_vs_triple == "pure_wins_ties":
        for i, (_, _, cls) in enumerate(TABLE):
            if cls == "triple":
                hands[i], hands[i + 1] = hands[i + 1], hands[i]
    return tuple(hands)


@cache
def ranks(pure_vs_triple: str = "triple_wins_ties") -> dict[str, int]:
    """Hand id → rank, 1 strongest … 56 weakest, under the `pure_vs_triple` option."""
    return {hand: i + 1 for i, hand in enumerate(ranking(pure_vs_triple))}


# --------------------------------------------------------------------------- the table
GROUPS = {"421": "specials", "three_aces": "specials", "triple": "triples_and_pures",
          "pure": "triples_and_pures", "chain": "chains", "other": "others",
          "nenette": "nenette"}
# The 39 one-chip hands by a few: the best, the text's examples (621 > 554, 521 > 433), the last.
OTHERS_SHOWN = ("665", "621", "554", "521", "433", "322")
# What a 221 does under option nenette_rule: its thrower loses the round (he holds the worst
# hand); loser_min_4 / loser_plus_4: he takes at least 4 chips / 4 chips more.
NENETTE_EFFECTS = {"literal": "loses", "loser_min_4": "loses_at_least_4",
                   "loser_plus_4": "loses_4_more"}


def scoring_table_for(rules: Any) -> ScoringTable:
    """The hands strongest first (option pure_vs_triple), each worth its chips."""
    def chips(hand: str, dice: Dice, when: str) -> int:
        return CHIPS[hand_id(dice)]

    lines = []
    for hand in ranking(rules.pure_vs_triple):
        if CLASSES[hand] != "other" or hand in OTHERS_SHOWN:
            effect = NENETTE_EFFECTS[rules.nenette_rule] if hand == NENETTE else ""
            lines.append(line(chips, GROUPS[CLASSES[hand]], hand, [tuple(map(int, hand))],
                              effect=effect))
    return ScoringTable("chips", tuple(lines))
