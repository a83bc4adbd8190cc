"""Computer seats: each plays its own level (`dicegames.ai.bot`), one step at a time at the
player's chosen pace, each step shown — and never in the GUI thread's way.

A decision is worked out in the worker thread (`dicegames.ui.common.thinking`) with the state it
was asked about, while the pace's pause runs; the answer is played only if the session is
still at that state and the table is free (an undo, a new game or closing the window in the
meantime drops it). Each move's `Explanation` is kept for the game log.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QObject, QTimer, Signal

from dicegames.engine import Action
from dicegames.ui.common.levels import seat_level
from dicegames.ui.common.thinking import Ticket, thinker
from dicegames.ui.played.sentences import Reason

from .reasons import RESTATED, explanation_text
from .session import GameSession


def make_bot(level: str, game: Any) -> Any:
    """The bot of a seat (tests put a slow one here)."""
    from dicegames.ai import bot
    return bot(level, game)


class ComputerSeats(QObject):
    """Plays every computer seat of a session at its level.

    `poke()` after anything that may make a computer due; `ready()` (from the view) says
    whether the table is free (no roll animation, no hand-over, game not over). With real
    dice, a computer seat's throw waits for someone to type what its dice show. While the
    parent widget is hidden (its game closed, the window minimised) no move is played.
    """

    explained = Signal()          # explanations of earlier moves are known (a resumed game)

    def __init__(self, session: GameSession, ready: Callable[[], bool],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.ready = ready
        self.pace_ms = 700
        self.explanations: dict[tuple[Any, Action], Any] = {}   # (state, action) -> why
        self._bots: dict[int, Any] = {}
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.step)
        self._asked: tuple[Any, Ticket] | None = None      # the state being thought about
        self._answer: tuple[Any, Action] | None = None     # (state, action) ready to play
        self._paused = False
        if parent is not None:
            parent.installEventFilter(self)
        self.explain_history()

    def bot(self, seat: int) -> Any:
        found = self._bots.get(seat)
        if found is None:
            level = seat_level(self.session.players[seat].level)
            found = self._bots[seat] = make_bot(level, self.session.game)
        return found

    @property
    def thinking(self) -> bool:
        """A decision is being worked out in the worker thread."""
        return self._asked is not None and not self._asked[1].finished

    def due(self) -> bool:
        """True when a computer seat is to act now and the table is free."""
        s = self.session
        seat = s.acting_seat()
        if self._paused or not s.is_computer(seat) or not self.ready():
            return False
        return not (s.dice_to_throw() and s.dice_source != "virtual")

    def poke(self) -> None:
        if not self.due():
            return
        if not self.session.dice_to_throw():
            self._think()
        if not self._timer.isActive():
            self._timer.start(max(0, self.pace_ms))

    def step(self) -> None:
        """The pace's pause is over: throw, or play the decision once it is worked out."""
        if not self.due():
            return
        s = self.session
        if s.dice_to_throw():
            s.throw()
            return
        if self._answer is not None and self._answer[0] is s.state:
            self._play()
        else:
            self._think()              # played as soon as it arrives

    # ------------------------------------------------------------------ thinking
    def _think(self) -> None:
        s = self.session
        state = s.state
        if self._asked is not None and self._asked[0] is state:
            return
        if self._answer is not None and self._answer[0] is state:
            return
        if self._asked is not None:
            self._asked[1].cancel()
        seat = s.acting_seat()
        assert seat is not None
        bot = self.bot(seat)
        ticket = thinker().submit(
            "computer", lambda: decide(bot, state), self,
            lambda answer: self._arrived(state, answer),
            lambda error: self._arrived(state, (fallback(s.game, state), None)))
        self._asked = (state, ticket)

    def _arrived(self, state: Any, answer: tuple[Action, Any]) -> None:
        if self._asked is not None and self._asked[0] is state:
            self._asked = None
        action, why = answer
        if why is not None:
            self.explanations[(state, action)] = why
        if self.session.state is not state:
            return                              # undone, corrected or moved on meanwhile
        self._answer = (state, action)
        if not self._timer.isActive() and self.due():
            self._play()

    def _play(self) -> None:
        assert self._answer is not None
        state, action = self._answer
        self._answer = None
        if self.session.state is state:
            self.session.request(action)

    def cancel(self) -> None:
        """Forget the decision being worked out (the game is closing)."""
        self._timer.stop()
        if self._asked is not None:
            self._asked[1].cancel()
        self._asked = self._answer = None

    # ------------------------------------------------------------------ explanations
    def explain_history(self) -> None:
        """Work out, off the GUI thread, why each computer move of the game so far was made
        (a resumed game); `explained` follows."""
        s = self.session
        before = s.game.new_initial_state(len(s.players), s.record.first_player)
        todo = []
        for entry in s.history:
            if entry.seat is not None and s.is_computer(entry.seat) \
                    and entry.action.verb != "roll" \
                    and (before, entry.action) not in self.explanations:
                todo.append((self.bot(entry.seat), before, entry.action))
            before = entry.step.state
        if not todo:
            return

        def work() -> dict[tuple[Any, Action], Any]:
            return {(state, action): bot.explain(state, action) for bot, state, action in todo}
        thinker().submit("explain", work, self, self._explained, lambda error: None)

    def reason_for(self, entry: Any, before: Any) -> Reason | None:
        """A computer move's explanation for the log (`before`: the state it was made in,
        None for the game's first)."""
        s = self.session
        if not s.is_computer(entry.seat) or entry.action.verb == "roll":
            return None
        if before is None:
            before = s.game.new_initial_state(len(s.players), s.record.first_player)
        why = self.explanations.get((before, entry.action))
        if why is None:
            return None
        text = explanation_text(s.look, s.players[entry.seat].name, why, entry.step.events)
        return None if text is None else (text, RESTATED.get(why.kind, ()))

    def _explained(self, found: dict[tuple[Any, Action], Any]) -> None:
        self.explanations.update(found)
        self.explained.emit()

    # ------------------------------------------------------------------ hidden or shown
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parent():
            if event.type() == QEvent.Type.Hide:
                self._paused = True
                self._timer.stop()
            elif event.type() == QEvent.Type.Show and self._paused:
                self._paused = False
                QTimer.singleShot(0, self.poke)
        return False


def decide(bot: Any, state: Any) -> tuple[Action, Any]:
    """The bot's move and why (run in the worker thread)."""
    action = bot.choose(state)
    try:
        why = bot.explain(state, action)
    except Exception:                  # a move without words is still a move
        why = None
    return action, why


def fallback(game: Any, state: Any) -> Action:
    """A move when a bot fails (a game the computer players do not know): the rules of thumb,
    else the first legal move."""
    from dicegames.ai.bots import choose
    try:
        return choose(game, state)
    except Exception:
        first: Action = game.legal_actions(state)[0]
        return first
