"""The words of the computer's judgement wherever it is shown — the advisor, the review, the
tutor, practice and the ratings: what each measure means, a value and a choice in it, the
chance to win shown and spoken (context "Advisor", counted: "AdvisorWords"), costs in a game's
decimals, the coach's bands and the tutor's sensitivity (context "Coach")."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject

from dicegames.engine import Action
from dicegames.ui.ear import percent_text
from dicegames.ui.games.base import GameLook
from dicegames.ui.words import (
    counted,
    dice_text,
    fill,
    format_decimal,
    format_percent,
    phrases,
    translate,
)


# --------------------------------------------------------------------------- the measures
def measure_title(measure: str) -> str:
    """What the advisor's numbers are, in a few words."""
    return {"expected_final_total": translate("Advisor", "Expected final total"),
            "expected_turn_points": translate("Advisor", "Expected points this turn"),
            "turn_utility": translate("Advisor", "Value"),
            "chips_expected": translate("Advisor", "Expected chips"),
            "win_chance": translate("Advisor", "Chance to win")}.get(measure, "")


def measure_heading(measure: str) -> str:
    """The heading of the advisor's column of values (one short word)."""
    return {"expected_final_total": translate("Advisor", "Total"),
            "expected_turn_points": translate("Advisor", "Points"),
            "turn_utility": translate("Advisor", "Value"),
            "chips_expected": translate("Advisor", "Chips")}.get(measure, "")


def measure_help(measure: str) -> str:
    """The measure in a sentence (under the panel's title)."""
    return {
        "expected_final_total": translate("Advisor", "Total: your expected final total with "
                                          "the best play from here, points already written "
                                          "included."),
        "expected_turn_points": translate("Advisor", "Points: what you can expect to bank at "
                                          "the end of this turn, this turn's points included. "
                                          "Zonk: the chance that the throw scores nothing."),
        "turn_utility": translate("Advisor", "Value: how good each choice is for winning the "
                                  "game."),
        "chips_expected": translate("Advisor", "Chips: the chips you can expect to take this "
                                    "round (taken minus given away), lower is better. Worst: "
                                    "the chance of ending the round with its worst hand."),
    }.get(measure, "")


def extra_title(measure: str) -> str:
    """The heading of the second number (one short word): the chance that the throw zonks,
    or of ending the round with its worst hand."""
    if measure in ("expected_turn_points", "turn_utility"):
        return translate("Advisor", "Zonk")
    if measure == "chips_expected":
        return translate("Advisor", "Worst")
    return ""


def value_text(measure: str, value: float) -> str:
    if measure == "chips_expected":
        return format_decimal(value, 2, signed=True)
    return format_decimal(value, 1)


def extra_text(av: Any) -> str:
    chance = av.zonk if av.zonk is not None else av.worst
    return format_percent(chance) if chance is not None else "\u2014"


# --------------------------------------------------------------------------- the chance to win
class AdvisorWords(QObject):
    """The counted phrases of the advisor (context "AdvisorWords")."""

    def win_chance(self, n: int) -> str:
        return self.tr("chance to win %n percent", "", n)


def win_heading() -> str:
    """The heading of the advisor's column of chances to win (one short word)."""
    return translate("Advisor", "Win")


def win_help() -> str:
    return translate("Advisor", "Win: your chance to win the game with each choice, playing "
                     "for the win from here. The choices are listed by it, the best (\u2605) "
                     "first.")


def win_text(p: float) -> str:
    """A chance to win as shown: "63.4%"; "0%" and "100%" only when the game is decided,
    "<0.1%" and ">99.9%" near them."""
    if p <= 0.0 or p >= 1.0:
        return format_percent(min(max(p, 0.0), 1.0), 0)
    if p > 0.999:
        return fill(translate("Advisor", ">%1%"), format_decimal(99.9, 1))
    return format_percent(p)


def win_spoken(p: float) -> str:
    """A chance to win in the words a voice reads: "chance to win 63 percent"."""
    n = round(100 * p)
    if 0.0 < p and n < 1:
        return translate("Advisor", "chance to win less than 1 percent")
    if p < 1.0 and n > 99:
        return translate("Advisor", "chance to win more than 99 percent")
    return phrases(AdvisorWords).win_chance(n)


def choice_text(look: GameLook, dice: tuple[int, ...], action: Action) -> str:
    """A choice in the game's words, with the dice it keeps or throws where that is the
    choice ("Keep 6 6, throw 3 dice again")."""
    if action.verb == "reroll" and action.args:
        thrown = set(action.numbers)
        kept = sorted((f for p, f in enumerate(dice) if p not in thrown), reverse=True)
        n = counted().dice(len(thrown))
        return fill(translate("Advisor", "Keep %1, throw %2 again"), dice_text(kept), n) \
            if kept else fill(translate("Advisor", "Throw all %1 again"), n)
    if action.verb == "throw" and action.args:
        return fill(translate("Advisor", "Throw %1 again"), dice_text(action.numbers))
    return look.action_text(action)


def value_spoken(measure: str, av: Any) -> str:
    """A choice's value and its chance for the ear: "560 points expected, zonk chance 12
    percent"."""
    template = {"expected_final_total": translate("Advisor", "expected total %1"),
                "expected_turn_points": translate("Advisor", "%1 points expected"),
                "turn_utility": translate("Advisor", "value %1"),
                "chips_expected": translate("Advisor", "%1 chips expected")}.get(measure, "%1")
    parts = [fill(template, value_text(measure, av.value))]
    if av.zonk is not None:
        parts.append(fill(translate("Advisor", "zonk chance %1"), percent_text(av.zonk)))
    elif av.worst is not None:
        parts.append(fill(translate("Advisor", "worst hand chance %1"), percent_text(av.worst)))
    return ", ".join(parts)


def advice_sentence(look: GameLook, dice: tuple[int, ...], advice: Any, top: int = 3,
                    win: Any = None) -> str:
    """The best choices for the ear, each once (as the list shows them): "Best: Bank, 350
    points expected. Then …"; with `win` (the advice in the chance to win) in its order, each
    with its chance."""
    from dicegames.ai.advisor import win_chance
    values = {av.action: av for av in advice.actions}
    rows = distinct(look, dice, advice.actions if win is None else win.actions)[:top]
    parts = []
    for i, (choice, ranked) in enumerate(rows):
        words = value_spoken(advice.measure, values[ranked.action])
        if win is not None:
            words += ", " + win_spoken(win_chance(win, ranked))
        parts.append(fill(translate("Advisor", "Best: %1, %2.") if i == 0 else
                          translate("Advisor", "Then %1, %2."), choice, words))
    return " ".join(parts)


def distinct(look: GameLook, dice: tuple[int, ...], actions: Any) -> list[tuple[str, Any]]:
    """The choices in words, best first, each once: re-throwing either of two equal dice is
    the same choice."""
    seen: set[str] = set()
    out = []
    for av in actions:
        text = choice_text(look, dice, av.action)
        if text not in seen:
            seen.add(text)
            out.append((text, av))
    return out


# --------------------------------------------------------------------------- the coach
class CoachWords(QObject):
    """The counted phrases of the coach (context "CoachWords")."""

    def decisions(self, n: int) -> str:
        return self.tr("%Ln decision(s)", "", n)

    def games(self, n: int) -> str:
        return self.tr("%Ln game(s)", "", n)

    def waiting(self, n: int) -> str:
        return self.tr("Working out the ratings of %Ln earlier game(s)…", "", n)

    def positions(self, n: int) -> str:
        return self.tr("%Ln position(s)", "", n)


def measure_of(game: str) -> str:
    """The advisor's measure of a game (its costs are in it)."""
    from dicegames.ai import computer
    return computer(game).measure


def places_of(game: str) -> int:
    from dicegames.ai.games import coaching
    c = coaching(game)
    return c.places if c is not None else 1


def cost_text(game: str, cost: float | None) -> str:
    """A cost in the game's decimals ("—" when there is none)."""
    return "\u2014" if cost is None else format_decimal(cost, places_of(game))


def band_name(band: str | None) -> str:
    return {"master": translate("Coach", "Master"), "expert": translate("Coach", "Expert"),
            "advanced": translate("Coach", "Advanced"), "casual": translate("Coach", "Casual"),
            "beginner": translate("Coach", "Beginner")}.get(band or "", "\u2014")


def band_tip(game: str, band: str | None) -> str:
    """What a band means in a game, in a sentence ("" without one)."""
    from dicegames.ai.games import coaching
    c = coaching(game)
    if c is None or band is None:
        return ""
    master, normal, half, easy = (cost_text(game, x) for x in c.limits())
    return {
        "master": fill(translate("Coach", "Master: a cost per decision of at most %1, halfway "
                                 "from the Strong computer to the Normal one."), master),
        "expert": fill(translate("Coach", "Expert: at most %1, as good as the Normal computer "
                                 "or better."), normal),
        "advanced": fill(translate("Coach", "Advanced: at most %1, halfway between the Normal "
                                   "and the Easy computer."), half),
        "casual": fill(translate("Coach", "Casual: at most %1, the Easy computer's cost."),
                       easy),
        "beginner": fill(translate("Coach", "Beginner: more than %1, the Easy computer's "
                                   "cost."), easy),
    }.get(band, "")


def tutor_level_name(level: str) -> str:
    return {"slips": translate("Coach", "Every costly move"),
            "mistakes": translate("Coach", "Clear mistakes"),
            "blunders": translate("Coach", "Big mistakes only")}.get(level, level)
