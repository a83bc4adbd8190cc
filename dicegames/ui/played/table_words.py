"""The table's facts in words, as the turn banner and practice say them: throw k of n, the
turn's points, hot dice, and the game's own numbers (the pot, the chips …)."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject

from dicegames.engine import Scoresheet, TableView
from dicegames.ui.games import GameLook
from dicegames.ui.words import fill, format_points, info_label, names_text, phrases, translate

HIDDEN = frozenset({"throw", "throws", "current", "player", "thrown", "aside", "locked",
                    "format", "hot_dice"})          # shown elsewhere, or the engine's own


class TurnBannerWords(QObject):
    """The counted words of the banner (context "TurnBannerWords")."""

    def up_to(self, n: int) -> str:
        return self.tr("up to %n throws", "", n)


def fact_text(game: GameLook, key: str, value: Any, names: Sequence[str]) -> str | None:
    """One fact of the table in words (the game's own words first), or None when it is not
    for players."""
    if key in HIDDEN or value is None or value == "":
        return None
    own = game.fact(key, value, names)
    if own is not None or isinstance(value, (tuple, list, bool, str)):
        return own                 # an engine's word (a phase, a mode) is never shown raw
    shown = format_points(value) if isinstance(value, int) else str(value)
    return info_label(key) + " " + shown


def turn_facts(game: GameLook, table: TableView, sheet: Scoresheet, names: Sequence[str],
               keeping: bool = False, due: bool = False) -> list[str]:
    """The banner's facts in words: "throw 2 of 3", "this turn 35", "Pot 15", "Chips: …".

    `keeping` (score-keeper mode): no throws on screen, so only the game's own numbers.
    `due`: the next throw is awaited (real dice after picking what to throw again): it is
    the throw the banner counts."""
    facts: list[str] = []
    if keeping:
        pass
    elif table.max_throws and not table.throw:
        facts.append(phrases(TurnBannerWords).up_to(table.max_throws))
    elif table.max_throws:
        throw = table.throw + 1 if due and table.throw < table.max_throws else table.throw
        facts.append(fill(translate("TurnBanner", "throw %1 of %2"), throw, table.max_throws))
    elif table.throw:
        facts.append(fill(translate("TurnBanner", "throw %1"), str(table.throw)))
    if table.turn_total is not None and not keeping:
        facts.append(fill(translate("TurnBanner", "this turn %1"), format_points(table.turn_total)))
    if table.get("hot_dice") and not keeping:
        facts.append(translate("TurnBanner", "Hot dice!"))
    seen = set()
    for key, value in tuple(table.info) + tuple(sheet.info):
        if key in seen or (keeping and key == "series"):
            continue
        seen.add(key)
        fact = fact_text(game, key, value, names)
        if fact:
            facts.append(fact)
    return facts


def roll_off_text(names: list[str], rounds: tuple[tuple[int, ...], ...], first: int) -> str:
    """"Anna threw 6, Boris 4. Anna starts." with every tie and re-throw in between."""
    parts = []
    for faces in rounds:
        seats = [i for i, f in enumerate(faces) if f]
        items = [fill(translate("RollOff", "%1 threw %2"), names[seats[0]], faces[seats[0]])]
        items += [fill(translate("RollOff", "%1 %2"), names[i], faces[i]) for i in seats[1:]]
        parts.append(", ".join(items) + ".")
        top = max(faces)
        tied = [names[i] for i in seats if faces[i] == top]
        if len(tied) > 1:
            parts.append(fill(translate("RollOff", "%1 tie and throw again."), names_text(tied)))
    parts.append(fill(translate("RollOff", "%1 starts."), names[first]))
    return " ".join(parts)
