"""A game's rules as one Markdown document, in the current language, for the rules in force.

The text is the game's look's (`GameLook.rules_text`): `resources/rules/<family>.<lang>.md`
(English when a language has none) for every game of the collection. It holds
two places the program fills: `{{scoring_table}}` — the scoring table computed by the engine
for these rules (values, never copied by hand) — and `{{options}}` — every option with the value
in force, its standard value and what it changes. `<!-- id -->` comments mark its sections
(aim, turn, scoring, examples, end, options, reading, glossary) and are not shown.
"""
from __future__ import annotations

import re
from typing import Any

from dicegames.ui.games import GameLook, look
from dicegames.ui.games.base import shipped_rules
from dicegames.ui.games.scoring import scoring_rows, scoring_unit
from dicegames.ui.words import current_language, fill, translate

SECTIONS = ("aim", "turn", "scoring", "examples", "end", "options", "reading", "glossary")
MARKER = re.compile(r"^<!--\s*([a-z_]+)\s*-->\s*$", re.M)
SLOT = re.compile(r"\{\{(\w+)\}\}")                  # {{scoring_table}}, {{options}}


class RulesTextMissingError(Exception):
    """No rules text is shipped for a game (a broken installation)."""


def rules_source(family: str, language: str) -> str:
    """The raw rules text of `family` in `language`, else in English."""
    text = shipped_rules(family, language)
    if text is None:
        raise RulesTextMissingError(family)
    return text


def sections(text: str) -> tuple[str, ...]:
    """The section ids a rules text marks, in order."""
    return tuple(MARKER.findall(text))


def rules_markdown(game_id: str, rules: Any = None, language: str | None = None) -> str:
    """The rules of `game_id` for `rules` (None: the standard rules) as Markdown."""
    from dicegames.engine import game_info
    info = game_info(game_id)
    game = info.make() if rules is None else info.game_cls(rules, game_id=game_id)
    words = look(game_id)
    text = words.rules_text(language or current_language())    # the game's look's
    if text is None:
        raise RulesTextMissingError(words.family or game_id)
    parts = {"scoring_table": scoring_markdown(game, words),
             "options": options_markdown(game_id, game.rules)}
    # in one pass: nothing put in is read again as a {{part}}
    return SLOT.sub(lambda m: parts.get(m.group(1), m.group(0)), MARKER.sub("", text))


def _cell(text: str) -> str:
    """Text safe inside a Markdown table cell."""
    return text.replace("|", "\\|").replace("\n", " ")


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
    from dicegames.ui.games import option_words as ow
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
