"""Why the computer moved, in words: one line of the game log per computer move.

`dicegames.ai` gives each move as an `Explanation(kind, values)` (data; see
dicegames/ai/explain.py); this module puts every kind in words — the game's own words come
from its look (cells, hands, the verb that ends a turn), numbers in the locale's digits. The
line replaces the log's sentence that would only say the same ("Boris set aside 5 5 (3).").
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject

from dicegames.engine import Event, Scored
from dicegames.ui.games import GameLook
from dicegames.ui.words import counted, dice_text, fill, format_points, phrases, translate

# the events (by their kind) whose sentence the explanation says again, by explanation kind
RESTATED: dict[str, tuple[str, ...]] = {"keep": ("set_aside",), "bank": ("banked",),
                                        "score": ("scored",), "cross": ("crossed_out",),
                                        "stop": ("hand_kept",)}


class ComputerMoves(QObject):
    """The counted phrases of the context "ComputerMoves"."""

    def points(self, n: int) -> str:
        return self.tr("%Ln point(s)", "", n)

    def dice_left(self, n: int) -> str:
        return self.tr("%n dice left", "", n)

    def stops_after(self, n: int) -> str:
        return self.tr("%1 stops on %2 after %n throw(s).", "", n)


def _number(value: Any) -> str:
    return format_points(int(value)) if isinstance(value, (int, float)) else str(value)


def explanation_text(look: GameLook, name: str, why: Any,
                     events: Sequence[Event] = ()) -> str | None:
    """The explanation `why` of `name`'s move as one sentence, or None for a kind without
    words (the log then says what happened, as for a person)."""
    book = phrases(ComputerMoves)
    who = fill(translate("ComputerMoves", "%1 (computer)"), name)
    v = why.values
    kind = why.kind
    text: str | None = None
    if kind == "keep" and v.get("ends_turn"):
        text = fill(translate("ComputerMoves", "%1 keeps %2: %3; that was the third throw, so "
                              "the turn ends."), who, dice_text(v.get("dice", ())),
                    book.points(int(v.get("points", 0))))
    elif kind == "keep":
        args = (who, dice_text(v.get("dice", ())), book.points(int(v.get("points", 0))),
                book.dice_left(int(v.get("dice_left", 0))))
        text = fill(translate("ComputerMoves", "%1 keeps %2: %3, %4, stops at %5."), *args,
                    _number(v["stops_at"])) if "stops_at" in v else \
            fill(translate("ComputerMoves", "%1 keeps %2: %3, %4."), *args)
    elif kind == "bank":
        text = fill(translate("ComputerMoves", "%1 banks %2 (total %3)."), who,
                    _number(v.get("points", 0)), _number(v.get("total", 0)))
    elif kind == "throw":
        text = fill(translate("ComputerMoves", "%1 risks %2 and throws %3."), who,
                    book.points(int(v.get("turn_total", 0))), counted().dice(int(v.get("dice",
                                                                                     0))))
    elif kind == "continue":
        text = fill(translate("ComputerMoves", "%1 carries on with every die, risking %2."), who,
                    book.points(int(v.get("turn_total", 0))))
    elif kind == "piggyback":
        text = fill(translate("ComputerMoves", "%1 builds on the previous score: %2 with %3."),
                    who, book.points(int(v.get("turn_total", 0))),
                    counted().dice(int(v.get("dice", 0))))
    elif kind == "fresh":
        text = fill(translate("ComputerMoves", "%1 starts fresh rather than build on %2 with "
                              "%3."), who, book.points(int(v.get("turn_total", 0))),
                    counted().dice(int(v.get("dice", 0))))
    elif kind == "reroll":
        keep, dice = v.get("keep", ()), counted().dice(int(v.get("rethrow", 0)))
        text = fill(translate("ComputerMoves", "%1 keeps %2 and throws %3 again."), who,
                    dice_text(keep), dice) if keep else \
            fill(translate("ComputerMoves", "%1 throws all %2 again."), who, dice)
    elif kind == "free_reroll":
        text = fill(translate("ComputerMoves", "%1 takes the free re-throw of %2."), who,
                    counted().dice(int(v.get("dice", 0))))
    elif kind == "score":
        doubled = any(isinstance(e, Scored) and e.doubled for e in events)
        template = translate("ComputerMoves", "%1 scores %2 in %3 (doubled).") if doubled \
            else translate("ComputerMoves", "%1 scores %2 in %3.")
        points = next((e.points for e in events if isinstance(e, Scored)), v.get("points", 0))
        text = fill(template, who, format_points(points), look.cell_name(str(v.get("cell"))))
    elif kind == "cross":
        text = fill(translate("ComputerMoves", "%1 crosses out %2."), who,
                    look.cell_name(str(v.get("cell"))))
    elif kind == "stop":
        text = fill(book.stops_after(int(v.get("throws", 0))), who,
                    look.cell_name(str(v.get("hand", ""))))
    if text is None:
        return None
    expected = expectation_text(why)
    return text + (" " + expected if expected else "")


def expectation_text(why: Any) -> str:
    """What the strong computer expects of its move, where a number says it plainly."""
    value, measure = why.get("value"), why.get("measure")
    if value is None:
        return ""
    from dicegames.ui.words import format_decimal
    if measure == "expected_final_total":
        return fill(translate("ComputerMoves", "Expected final total: %1."),
                    format_decimal(value, 1))
    if measure == "chips_expected":
        return fill(translate("ComputerMoves", "Expected chips this round: %1."),
                    format_decimal(value, 2, signed=True))
    return ""
