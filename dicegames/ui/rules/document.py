"""A game's rules as one Markdown document, in the current language, for the rules in force.

The text is `resources/rules/<family>.<lang>.md` (English when a language has none). It holds
two places the program fills: `{{scoring_table}}` — the scoring table computed by the engine
for these rules (values, never copied by hand) — and `{{options}}` — every option with the value
in force, its standard value and what it changes. `<!-- id -->` comments mark its sections
(aim, turn, scoring, examples, end, options, reading, glossary) and are not shown.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from dicegames.resources import resource_path
from dicegames.ui.games import GameLook, look
from dicegames.ui.words import current_language, fill, format_points, translate

SECTIONS = ("aim", "turn", "scoring", "examples", "end", "options", "reading", "glossary")
MARKER = re.compile(r"^<!--\s*([a-z_]+)\s*-->\s*$", re.M)
SLOT = re.compile(r"\{\{(\w+)\}\}")                  # {{scoring_table}}, {{options}}


class RulesTextMissingError(Exception):
    """No rules text is shipped for a game (a broken installation)."""


def rules_source(family: str, language: str) -> str:
    """The raw rules text of `family` in `language`, else in English."""
    for lang in dict.fromkeys((language, "en")):
        path = resource_path("rules", f"{family}.{lang}.md")
        try:
            return path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            continue
    raise RulesTextMissingError(family)


def sections(text: str) -> tuple[str, ...]:
    """The section ids a rules text marks, in order."""
    return tuple(MARKER.findall(text))


def rules_markdown(game_id: str, rules: Any = None, language: str | None = None) -> str:
    """The rules of `game_id` for `rules` (None: the standard rules) as Markdown."""
    from dicegames.engine import game_info
    info = game_info(game_id)
    game = info.make() if rules is None else info.game_cls(rules, game_id=game_id)
    words = look(game_id)
    text = rules_source(words.family or game_id, language or current_language())
    parts = {"scoring_table": scoring_markdown(game, words),
             "options": options_markdown(game_id, game.rules)}
    # in one pass: nothing put in is read again as a {{part}}
    return SLOT.sub(lambda m: parts.get(m.group(1), m.group(0)), MARKER.sub("", text))


def _cell(text: str) -> str:
    """Text safe inside a Markdown table cell."""
    return text.replace("|", "\\|").replace("\n", " ")


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


def scoring_markdown(game: Any, words: GameLook) -> str:
    """The engine's scoring table for the game's rules, one Markdown table per group."""
    head = "| " + " | ".join((translate("Rules", "Combination"), translate("Rules", "Throw"),
                               scoring_unit(game))) + " |\n|---|---|--:|\n"
    out: list[str] = []
    group = None
    for row in scoring_rows(game, words):
        if row.group != group:
            group = row.group
            out.append(("\n" if out else "") + (f"**{row.heading}**\n\n" if row.heading else "")
                       + head)
        throw = row.throw + (" " + row.when if row.when else "")
        name = f"{row.name} *({row.effect})*" if row.effect else row.name
        out.append(f"| {_cell(name)} | {_cell(throw)} | {_cell(row.points)} |\n")
    return "".join(out)


def options_markdown(game_id: str, rules: Any) -> str:
    """Every option: its name, the value in force (and the standard one where it differs), what
    it changes, and the source text's reading where ours differs."""
    from dicegames.ui.newgame import option_words as ow
    out: list[str] = []
    for info in type(rules).describe():
        value = getattr(rules, info.key)
        name, shown = ow.option_name(game_id, info.key), ow.value_name(game_id, info.key, value)
        line = f"- **{name}:** {shown}"
        if value != info.default:
            line += " " + fill(translate("Rules", "(standard: %1)"),
                               ow.value_name(game_id, info.key, info.default))
        help_text = ow.option_help(game_id, info.key)
        if help_text:
            line += " — " + help_text
        if info.source is not None and info.source != value:
            line += " " + fill(translate("Rules", "The source text reads: %1."),
                               ow.value_name(game_id, info.key, info.source))
        out.append(line)
    return "\n".join(out) + "\n"


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

