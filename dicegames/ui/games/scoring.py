"""The engine's scoring table in a game's own words: one row per example for the rules viewer and
the printed sheet's reference, and each line's first example for the sheet's tooltips."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from dicegames.ui.games.base import GameLook
from dicegames.ui.words import format_points, translate


@dataclass(frozen=True)
class ScoringRow:
    """One example of the engine's scoring table in words: its group's heading (on the first
    row of a group), the line's name (on its first example), the throw as the game writes it
    (with when it is thrown) and its points (or what it does instead)."""

    group: str
    heading: str
    name: str
    effect: str
    dice: tuple[int, ...]
    throw: str
    when: str
    points: str
    line: str


def scoring_rows(game: Any, words: GameLook) -> list[ScoringRow]:
    """The engine's scoring table for the game's rules, one row per example (a line without
    examples gets one row with no throw): what the rules viewer and printed sheets show."""
    out: list[ScoringRow] = []
    group = None
    for line in game.scoring_table().lines:
        heading = ""
        if line.group != group:
            group = line.group
            heading = words.score_group_name(group)
        name = words.cell_name(line.id)
        effect = words.score_effect_text(line.effect) if line.effect else ""
        scored = any(e.points for e in line.examples)
        said = effect if effect and (scored or not line.examples) else ""   # with the name
        if not line.examples:
            out.append(ScoringRow(line.group, heading, name, said, (), "", "", "", line.id))
        for i, example in enumerate(line.examples):
            when = words.score_condition_text(example.when) if example.when else ""
            points = format_points(example.points) if scored or not effect else effect
            first = i == 0
            out.append(ScoringRow(line.group, heading if first else "", name if first else "",
                                  said if first else "", tuple(example.dice),
                                  words.example_dice_text(example.dice, line.id), when, points,
                                  line.id))
    return out


def scoring_unit(game: Any) -> str:
    """"Points" or "Chips": what the scoring table counts."""
    return translate("Rules", "Chips") if game.scoring_table().unit == "chips" \
        else translate("Rules", "Points")


def row_examples(game: Any, words: GameLook) -> dict[str, str]:
    """Each scoring line's first example for tooltips: {"full_house": "6 6 6 5 5 = 28"}; a
    line whose example has no dice (School's bonuses) has none: its help says what it gives."""
    out = {}
    for line in game.scoring_table().lines:
        if line.examples:
            example = line.examples[0]
            dice = words.example_dice_text(example.dice, line.id)
            if dice.strip():
                out[line.id] = f"{dice} = {format_points(example.points)}"
    return out

