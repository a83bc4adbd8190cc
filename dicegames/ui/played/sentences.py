"""The game log in words: one sentence per event, the same at the table, in the replay and on
paper; a computer move's reason comes first."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject

from dicegames.engine import (
    Banked,
    ChipsMoved,
    CrossedOut,
    DiceThrown,
    Event,
    GameOver,
    HotDice,
    MatchGameEnded,
    PlayerLeft,
    RoundEnded,
    Scored,
    SetAside,
    TurnPassed,
    Zonk,
)
from dicegames.ui.games import GameLook, look
from dicegames.ui.games.base import seat_name
from dicegames.ui.words import (
    dice_text,
    event_name,
    fill,
    format_points,
    names_text,
    phrases,
    translate,
)

QUIET_VERBS = ("stop", "bank", "continue", "piggyback", "fresh")
Reason = tuple[str, tuple[str, ...]]      # a computer move's explanation, the event kinds it
#                                           says again (their sentences are left out)


class GameLogWords(QObject):
    """The counted sentences of the log (context "GameLogWords")."""

    def takes_from_pot(self, n: int) -> str:
        return self.tr("%1 takes %n chip(s) from the pot.", "", n)

    def gives(self, n: int) -> str:
        return self.tr("%1 gives %n chip(s) to %2.", "", n)

    def entered_after(self, n: int) -> str:
        return self.tr("%1 entered %2 after %n throw(s).", "", n)


def next_sentence(name: str) -> str:
    """"Next: Boris." — the turn passes."""
    return fill(translate("GameLog", "Next: %1."), name)


def event_sentence(game: GameLook, names: Sequence[str], e: Event,
                   live: Sequence[int] | None = None) -> str:
    """One event as a sentence ("Anna threw 5 5 3 3 2 6.", "Zonk! Anna loses 37.").

    `live`: the tray positions in play before a throw; a throw of only some of them is told
    as a throw again, with the dice in play after it. Events of a game's own are put in words
    by its look.
    """
    name = seat_name(names, e.player)
    match e:
        case DiceThrown(dice=dice, thrown=thrown):
            faces = [dice[p] for p in thrown if p < len(dice)]
            in_play = sorted(live) if live is not None else list(range(len(dice)))
            if set(thrown) >= set(in_play):
                return fill(translate("GameLog", "%1 threw %2."), name, dice_text(faces))
            kept = [dice[p] for p in in_play if p < len(dice) and p not in thrown]
            return (fill(translate("GameLog", "%1 kept %2 and threw again: %3."), name,
                         dice_text(kept), dice_text(faces)))
        case SetAside(dice=dice, points=points):
            return (fill(translate("GameLog", "%1 set aside %2 (%3)."), name, dice_text(dice),
                         format_points(points)))
        case Zonk(lost=0):
            return fill(translate("GameLog", "Zonk! %1 scores nothing this turn."), name)
        case Zonk(lost=lost):
            return fill(translate("GameLog", "Zonk! %1 loses %2."), name, format_points(lost))
        case HotDice(turn_total=total):
            return fill(translate("GameLog", "Hot dice! %1 has %2 this turn."), name,
                        format_points(total))
        case Banked(points=points, total=total):
            return (fill(translate("GameLog", "%1 banked %2 (total %3)."), name,
                         format_points(points), format_points(total)))
        case Scored(cell=cell, points=points, doubled=doubled):
            text = translate("GameLog", "%1 scored %2 in %3 (doubled).") if doubled \
                else translate("GameLog", "%1 scored %2 in %3.")
            return fill(text, name, format_points(points), game.cell_name(cell))
        case CrossedOut(cell=cell):
            return fill(translate("GameLog", "%1 crossed out %2."), name, game.cell_name(cell))
        case TurnPassed(next_player=nxt):
            return next_sentence(seat_name(names, nxt))
        case ChipsMoved(source=None, target=target, chips=chips):
            return fill(phrases(GameLogWords).takes_from_pot(chips), seat_name(names, target))
        case ChipsMoved(source=source, target=target, chips=chips):
            return fill(phrases(GameLogWords).gives(chips), seat_name(names, source),
                        seat_name(names, target))
        case PlayerLeft():
            return fill(translate("GameLog", "%1 has no chips left and leaves the game."), name)
        case RoundEnded(round=number):
            return fill(translate("GameLog", "Round %1 is over."), str(number))
        case MatchGameEnded(game=number, winners=winners):
            return (fill(translate("GameLog", "Game %1 is over: %2 won."), str(number),
                         names_text([seat_name(names, p) for p in winners])))
        case GameOver(winners=winners) if len(winners) > 1:
            return fill(translate("GameLog", "Game over: %1 share the win."),
                        names_text([seat_name(names, p) for p in winners]))
        case GameOver(winners=winners):
            return fill(translate("GameLog", "Game over: %1 won."),
                        names_text([seat_name(names, p) for p in winners]))
    own = game.event_sentence(e, names)
    if own is not None:
        return own
    label = event_name(e)
    return (name + ": " + label + ".") if name else label + "."


def entry_sentences(game: Any, names: Sequence[str], entry: Any, before: Any,
                    reason: Reason | None = None) -> list[str]:
    """The sentences of one history entry (`before`: the state it was applied to, or None).

    Its events in words; a decision without events (stop, bank …) says what it was. A
    computer move's `reason` (a sentence, and the events it says again) comes first.
    """
    live = game.table(before).live if before is not None else None
    words = look(game.id)
    events = entry.step.events
    if reason is not None:
        events = [e for e in events if e.kind not in reason[1]]
    out = [event_sentence(words, names, e, live) for e in events]
    if reason is not None:
        return [reason[0], *out]
    if entry.action.verb == "final" and entry.seat is not None:      # score-keeper input
        args = entry.action.numbers
        out.insert(0, fill(phrases(GameLogWords).entered_after(args[0]), names[entry.seat],
                           dice_text(args[1:])))
    if not out and entry.action.verb in QUIET_VERBS and entry.seat is not None:
        out.append(fill(translate("GameLog", "%1: %2."), names[entry.seat],
                        words.action_text(entry.action)))
    return out


def correction_sentence(game: GameLook, names: Sequence[str], seat: int | None,
                        correction: Any) -> str:
    """"Corrected Anna's turn: Score Big hand instead of Score Full house."."""
    from dicegames.engine import Action
    now = game.action_text(Action.from_str(correction.now))
    was = game.action_text(Action.from_str(correction.was))
    text = translate("GameLog", "Corrected %1's turn: %2 instead of %3.") if seat is not None \
        else translate("GameLog", "Corrected: %2 instead of %3.")
    return fill(text, names[seat] if seat is not None else "", now, was)
