"""What the sheet shows of its cells beyond the engine's sheet: the turn that wrote each, the
dice then, what a corrected cell said before, and which cells the table may correct — read from
a played game (`dicegames.engine.played.PlayedGame`), the same on screen and on paper."""
from __future__ import annotations

from dataclasses import dataclass, field

from dicegames.engine import Action
from dicegames.engine.played import Key, Origin, PlayedGame
from dicegames.ui.games import look

SHEET_VERBS = ("score", "cross")           # decisions that write a chosen cell


@dataclass(frozen=True)
class SheetFacts:
    """What a played game says of the sheet's cells beyond the engine's sheet: which turn
    wrote each (and its events), the dice then, the corrections, which cells may be corrected."""

    origins: dict[Key, Origin] = field(default_factory=dict)
    dice: dict[Key, tuple[int, ...]] = field(default_factory=dict)
    corrected: dict[Key, str] = field(default_factory=dict)      # "corrected: was …"
    editable: frozenset[Key] = frozenset()


def sheet_facts(played: PlayedGame, typed_dice: bool = False) -> SheetFacts:
    """The facts of the sheet now shown, from the game's entries and log; with `typed_dice`
    (real dice, score keeping) every written cell may be corrected, else the cells a decision
    wrote."""
    entries = played.entries
    origins = played.origins()
    dice = {key: played.dice_before(o) for key, o in origins.items()
            if entries[o.writer].action.verb in SHEET_VERBS}
    by_position = {pos: key for key, o in origins.items() for pos in o.positions}
    corrected: dict[Key, str] = {}
    game = look(played.game.id)
    for c in played.corrections():
        key = by_position.get(c.target)
        if key is not None and key not in corrected:            # the first: what it was
            corrected[key] = game.correction_was(Action.from_str(c.was))
    editable = frozenset(key for key, o in origins.items()
                         if typed_dice or entries[o.writer].action.verb in SHEET_VERBS)
    return SheetFacts(origins, dice, corrected, editable)
