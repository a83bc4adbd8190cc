"""What the table says aloud: each move once, short enough to follow, the result first.

The status line shows every sentence of the log as it comes; a screen reader is told the
table's news in words for the ear (`dicegames.ui.ear`) — one notification per move, since each
new one cuts the one before it (and so does any key):

- a person's move: its sentences, the round's or the game's result first; after a throw that
  leaves the same person to decide, what they can do now, in brief (the scoring dice, the
  cell the sheet suggests, the advisor's best when it is shown) or in full;
- a computer's turn: nothing while it plays, then, when its turn ends, one sentence — brief:
  what it kept and what it banked or scored, and the score ("Boris keeps 5 5, then 1, and
  banks 350, total 1200."); full: every step with the computer's reasons, a re-throw in
  one sentence with the faces it got;
- W, at any time: what to do now in full (the state, the dice, what the dice can make, each
  command with its key, the advisor's best);
- entering a table: the game, who starts and how to begin.

Brief or full is the player's setting (`PlayPrefs.speech`). A game's own events are put in
words by its look; `GameLook.leads` says which are a round's result.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from dicegames.engine import (
    Banked,
    CrossedOut,
    DiceThrown,
    Event,
    GameOver,
    HotDice,
    Scored,
    SetAside,
    TurnPassed,
    Zonk,
)
from dicegames.engine.events import ends_turn
from dicegames.ui.ear import sentence
from dicegames.ui.played.sentences import entry_sentences, event_sentence
from dicegames.ui.words import dice_text, fill, format_points, phrases, translate

from .controls import hint_for, key_text

if TYPE_CHECKING:
    from dicegames.ui.play.view import PlayView

ADVICE_WAIT_MS = 400        # a throw's words wait this long for the advisor's best to join them
QUIET = (DiceThrown, SetAside, HotDice, TurnPassed, GameOver)   # a computer turn's steps, told
#                                                                 as one sentence (brief)


def counted_points(n: int) -> str:
    """"2 points", "1 point"."""
    from .reasons import ComputerMoves
    return phrases(ComputerMoves).points(int(n))


def or_text(items: Sequence[str]) -> str:
    """"5", "5 or 5 5", "5, 5 5 or 5 5 5"."""
    if len(items) <= 1:
        return "".join(items)
    return fill(translate("Spoken", "%1 or %2"), ", ".join(items[:-1]), items[-1])


def kept_text(events: Sequence[Event]) -> str:
    """The dice a turn set aside, group after group: "5 5, then 1"."""
    groups = [dice_text(e.dice) for e in events if isinstance(e, SetAside)]
    text = groups[0] if groups else ""
    for group in groups[1:]:
        text = fill(translate("Spoken", "%1, then %2"), text, group)
    return text


def turn_sentence(name: str, events: Sequence[Event]) -> str:
    """A computer's turn of the zonk family in one sentence: what it kept, what it banked or
    lost ("" when the turn had neither)."""
    kept = kept_text(events)
    banked = next((e for e in events if isinstance(e, Banked)), None)
    zonk = next((e for e in events if isinstance(e, Zonk)), None)
    if banked is not None:
        points, total = format_points(banked.points), format_points(banked.total)
        return fill(translate("Spoken", "%1 keeps %2 and banks %3, total %4."), name, kept,
                    points, total) if kept else \
            fill(translate("Spoken", "%1 banks %2, total %3."), name, points, total)
    if zonk is not None and zonk.lost:
        lost = format_points(zonk.lost)
        return fill(translate("Spoken", "%1 keeps %2, then zonks and loses %3."), name, kept,
                    lost) if kept else \
            fill(translate("Spoken", "%1 zonks and loses %2."), name, lost)
    if zonk is not None:
        return fill(translate("Spoken", "%1 keeps %2, then zonks: nothing this turn."), name,
                    kept) if kept else \
            fill(translate("Spoken", "%1 zonks: nothing this turn."), name)
    return fill(translate("Spoken", "%1 keeps %2."), name, kept) if kept else ""


def result_sentence(look: Any, names: Sequence[str], e: Event) -> str:
    """A cell written by a computer, in the present as its turn is told."""
    name = names[e.player] if isinstance(e.player, int) and e.player < len(names) else ""
    if isinstance(e, Scored):
        return fill(translate("ComputerMoves", "%1 scores %2 in %3."), name,
                    format_points(e.points), look.cell_name(e.cell))
    if isinstance(e, CrossedOut):
        return fill(translate("ComputerMoves", "%1 crosses out %2."), name,
                    look.cell_name(e.cell))
    return ""


class TableVoice:
    """The play view's words for the screen reader (see the module docstring)."""

    def __init__(self, view: PlayView) -> None:
        self.view = view
        self.heard = len(view.session.history)      # history entries already told
        self._turn: list[tuple[Any, Any]] = []       # a computer's turn so far: (entry, before)
        self._release: Callable[[], None] | None = None   # the words waiting for the advisor

    @property
    def brief(self) -> bool:
        return getattr(self.view.prefs, "speech", "brief") != "full"

    # ------------------------------------------------------------------ the news
    def news(self, fresh: bool = True) -> None:
        """Tell the moves shown since the last news (after the dice have landed); not
        `fresh` (undo, a correction): they are told by what did it, and only counted."""
        v = self.view
        history = v.session.history
        if self.heard > len(history) or not fresh:   # taken back: told by undo itself
            self.heard, self._turn = len(history), []
            return
        start, self.heard = self.heard, len(history)
        lead: list[str] = []
        rest: list[str] = []
        for i in range(start, len(history)):
            entry = history[i]
            before = history[i - 1].step.state if i else None
            if v.session.is_computer(entry.seat):
                self._turn.append((entry, before))
                if ends_turn(entry.step) or (i == len(history) - 1      # its turn, or the
                                             and v.offer.outcome is not None):  # game, ends
                    first, then = self._computer_turn()
                    lead += first
                    rest += then
            else:
                first, then = self._sentences(entry, before, None)
                lead += first
                rest += then
        words = lead + rest
        if self._after_own_move(history[start:]):
            words += self.now_words(brief=self.brief, after_throw=self._threw(history[start:]))
            self._wait_for_advice()
        if words:
            v.speaker.say(" ".join(w for w in words if w))

    def _after_own_move(self, entries: Sequence[Any]) -> bool:
        """The person who just moved decides again now (their throw, their set-aside)."""
        offer = self.view.offer
        if not entries or not offer.human or offer.outcome is not None or self.view.holding:
            return False
        return entries[-1].seat == offer.seat and not offer.throw_due

    @staticmethod
    def _threw(entries: Sequence[Any]) -> bool:
        return bool(entries) and entries[-1].action.verb == "roll"

    def _sentences(self, entry: Any, before: Any, reason: Any,
                   thrown_again: str = "") -> tuple[list[str], list[str]]:
        """An entry's sentences: the round's or game's result (said first), and the rest. The
        game's end is told by the game-over panel's summary. `thrown_again`: the sentence
        that said this throw is coming (a computer's reason, "… keeps 1 1 and throws 3 dice
        again."), which the throw's faces end instead of a sentence of their own."""
        v = self.view
        look = v.look
        events = [e for e in entry.step.events if not isinstance(e, GameOver)]
        first = [event_sentence(look, v.names, e) for e in events if look.leads(e)]
        own = [e for e in events if not look.leads(e)]
        first_rest = [thrown_again] if thrown_again else []
        if thrown_again and own and isinstance(own[0], DiceThrown):
            thrown = own[0]
            faces = [thrown.dice[p] for p in thrown.thrown if p < len(thrown.dice)]
            first_rest = [fill(translate("Spoken", "%1, getting %2."),
                               thrown_again.rstrip().rstrip("."), dice_text(faces))]
            own = own[1:]
        aside = [e for e in own if isinstance(e, SetAside)] if reason is None else []
        for e in aside:          # "Anna set aside 1 (2)." reads as "1, 2": say what it made
            first_rest.append(fill(translate("Spoken", "%1 set aside %2 for %3."),
                                   v.names[entry.seat] if entry.seat is not None else "",
                                   dice_text(e.dice), counted_points(e.points)))
        own = [e for e in own if e not in aside]
        trimmed = replace(entry, step=replace(entry.step, events=tuple(own)))
        return first, first_rest + entry_sentences(v.session.game, v.names, trimmed, before,
                                                   reason)

    def _computer_turn(self) -> tuple[list[str], list[str]]:
        """The computer's turn just ended: brief, one sentence; full, every step and why."""
        v = self.view
        turn, self._turn = self._turn, []
        if not turn:
            return [], []
        if not self.brief:
            lead: list[str] = []
            rest: list[str] = []
            reasons = v.log.reasons
            decided = False                      # the last step's reason said a throw comes
            for entry, before in turn:
                why = reasons(entry, before) if reasons is not None else None
                again = rest.pop() if decided and rest else ""
                first, then = self._sentences(entry, before, why, thrown_again=again)
                decided = why is not None
                lead += first
                rest += then
            return lead, rest
        events = [e for entry, _ in turn for e in entry.step.events]
        seat = turn[0][0].seat
        name = v.names[seat] if seat is not None else ""
        look = v.look
        lead = [event_sentence(look, v.names, e) for e in events
                if look.leads(e) and not isinstance(e, GameOver)]
        said = [turn_sentence(name, events)]
        said += [result_sentence(look, v.names, e) for e in events]
        said += [event_sentence(look, v.names, e) for e in events
                 if not isinstance(e, (*QUIET, Banked, Zonk, Scored, CrossedOut))
                 and not look.leads(e)]
        nxt = next((e for e in events if isinstance(e, TurnPassed)), None)
        if nxt is not None and v.offer.outcome is None:
            said.append(event_sentence(look, v.names, nxt))
        return lead, [s for s in said if s]

    # ------------------------------------------------------------------ what to do now
    def now_words(self, brief: bool, after_throw: bool = False) -> list[str]:
        """What the person to move can do now: brief (after a throw: the dice's meaning, the
        scoring dice or the sheet's cell, the advisor's best; after another move: the
        commands) or full (the state, the dice, what they make, every command, the best)."""
        v = self.view
        offer = v.offer
        if offer.outcome is not None:
            return [v.game_over.spoken(),
                    translate("PlayView", "The game is over: Tab to what next, then press "
                              "Enter.")]
        if offer.seat is None:
            return []
        if offer.computer:
            return [fill(translate("PlayView", "%1 (computer) is playing."),
                         v.names[offer.seat])]
        out: list[str] = []
        meaning = [line for line in getattr(v.tray, "meaning", "").splitlines() if line]
        if not brief:
            facts = v.banner.facts.text()
            out.append(fill(translate("PlayView", "%1 to play."), v.names[offer.seat])
                       + (" " + facts + "." if facts else ""))
            table = offer.table
            dice = [table.dice[p] for p in sorted(table.live) if table.dice[p]]
            if dice:
                out.append(fill(translate("PlayView", "On the table: %1."), dice_text(dice)))
            out += meaning
        elif after_throw:
            out += meaning[:1]
        best = self.best()
        if brief and after_throw:
            if best:
                return out + [best]
            out += self._picks(brief=True)
            cell = self._cell_command()
            if cell:
                out.append(cell)
            return out
        if not brief:
            out += self._picks(brief=False) or [hint_for(offer)]
        out += self._commands()
        if best:
            out.append(best)
        return out

    def _picks(self, brief: bool) -> list[str]:
        """The dice a person can set aside: brief, the scoring dice when every choice is
        among them; full, each choice."""
        offer = self.view.offer
        takes = sorted({tuple(sorted(a.numbers, reverse=True)) for a in offer.of_verb("take")},
                       key=lambda t: (len(t), t))
        if not takes:
            return []
        most = list(takes[-1])
        if brief and len(takes) > 3 and all(_within(t, most) for t in takes):
            return [fill(translate("Spoken", "Scoring dice: %1."), dice_text(most))]
        return [fill(translate("Spoken", "You can set aside %1."),
                     or_text([dice_text(t) for t in takes]))]

    def _cell_command(self) -> str:
        """Enter and the cell the sheet's cursor is on, with what it scores."""
        v = self.view
        cell = v.sheet.current_cell()
        if cell is None or "score" not in v.offer.verbs:
            return ""
        row = next((r for r in v.offer.sheet.rows if r.id == cell[0]), None)
        preview = row.cells[cell[1]].preview if row is not None and cell[1] < len(row.cells) \
            else None
        label = fill(translate("Controls", "Score %1"), v.look.cell_name(cell[0]))
        if preview is not None:
            label = fill(translate("Spoken", "%1 for %2"), label, format_points(preview))
        return fill(translate("Spoken", "%1: %2."), key_text("score"), label)

    def _commands(self) -> list[str]:
        """Each command shown now with its key: "R: Throw 4 dice again.", "Enter: Score Sixes
        for 18." (the cell under the sheet's cursor, with what it scores)."""
        out = []
        for command in self.view.controls.shown_commands():
            if command.id == "score":
                out.append(self._cell_command())
                continue
            label = command.label
            if command.detail:
                label = fill(translate("Spoken", "%1 for %2"), label, command.detail)
            out.append(fill(translate("Spoken", "%1: %2."), key_text(command.id), label))
        return [text for text in out if text]

    def best(self) -> str:
        """The advisor's best choice now, when it is shown and ready ("" otherwise)."""
        advisor = getattr(self.view, "advisor", None)
        return advisor.best_spoken() if advisor is not None else ""

    def say_now(self) -> None:
        """W: what to do now, in full."""
        self.view.announce(" ".join(self.now_words(brief=False)))

    # ------------------------------------------------------------------ the advisor
    def _wait_for_advice(self) -> None:
        """The advisor is shown but its best is still being worked out: the words of this
        move wait a moment for it (one sentence, not two that cut each other)."""
        advisor = getattr(self.view, "advisor", None)
        if advisor is None or not advisor.pending():
            return
        if self._release is not None:
            self._release()
        self._release = self.view.speaker.hold(ADVICE_WAIT_MS)

    def advice_arrived(self) -> None:
        """The advisor's answer is in: its best joins the words that waited for it."""
        release, self._release = self._release, None
        if release is None:
            return
        best = self.best()
        if best:
            self.view.speaker.say(best)
        release()

    # ------------------------------------------------------------------ entering
    def entrance(self, starter: str = "") -> str:
        """What is said as a table opens: the game, who starts, how to begin."""
        v = self.view
        parts = [sentence(v.look.name())]
        if starter:
            parts.append(starter)
        if v.offer.outcome is None:
            parts += self.now_words(brief=True)
            parts.append(translate("Spoken", "W says what you can do at any time."))
        else:
            parts.append(v.game_over.spoken())
        return " ".join(p for p in parts if p)


def _within(small: Sequence[int], big: Sequence[int]) -> bool:
    """Every die of `small` is among `big` (as many times)."""
    rest = list(big)
    for face in small:
        if face not in rest:
            return False
        rest.remove(face)
    return True

