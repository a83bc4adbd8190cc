"""What the table offers now: one value per state of the game, computed once per change.

The buttons, the hint, what picking dice means, whose turn it is and whether the computer or
the dice are due are all read from a `TableOffer`, so a key press asks the engine once for
each fact instead of every widget asking again.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from dicegames.engine import CHANCE, TERMINAL, Action, Outcome, Scoresheet, TableView

if TYPE_CHECKING:
    from dicegames.ui.play.session import GameSession


@dataclass(frozen=True)
class TableOffer:
    """The state of the table as the play view needs it (see the module docstring)."""

    seat: int | None                  # the seat to act now: decide or throw; None: game over
    computer: bool                    # that seat is played by the computer
    outcome: Outcome | None
    table: TableView
    sheet: Scoresheet
    legal: tuple[Action, ...]         # the decisions open now (none while dice are due)
    throw_due: int                    # dice the table waits for (0: none)
    roll: str                         # a virtual throw due: "first" of a turn or "again"; ""
    keeper: tuple[str, ...]           # score-keeping inputs accepted now (a turn's result)
    verbs: frozenset[str] = field(default=frozenset())

    @classmethod
    def of(cls, session: GameSession) -> TableOffer:
        """The offer of `session`'s state now."""
        game, state = session.game, session.state
        who = game.current_player(state)
        table = game.table(state)
        outcome = game.outcome(state) if who == TERMINAL else None
        seat = None if who == TERMINAL else table.player if who == CHANCE else who
        legal = game.legal_actions(state) if who >= 0 else ()
        throw_due = game.dice_to_throw(state) if who == CHANCE else 0
        roll = ""
        if throw_due and session.dice_source == "virtual":
            roll = "again" if session.throw_is_continuation() or table.throw else "first"
        keeper = tuple(game.keeper_inputs(state)) if who == CHANCE else ()
        computer = seat is not None and session.players[seat].kind == "computer"
        return cls(seat, computer, outcome, table, game.scoresheet(state), tuple(legal),
                   throw_due, roll, keeper, frozenset(a.verb for a in legal))

    @property
    def over(self) -> bool:
        return self.seat is None

    @property
    def human(self) -> bool:
        """A person is to act (throw or decide)."""
        return self.seat is not None and not self.computer

    def allows(self, action: Action) -> bool:
        return action in self.legal

    @property
    def mode(self) -> str:
        """What picking dice means now: "reroll" (positions to throw again), "take" (dice to
        set aside), "throw_faces" (dice to throw again, named by faces) or "none"."""
        if self.computer:
            return "none"
        if any(a.verb == "reroll" and a.args for a in self.legal):
            return "reroll"
        if "take" in self.verbs:
            return "take"
        if any(a.verb == "throw" and a.args for a in self.legal):
            return "throw_faces"
        return "none"

    @property
    def writes_cells(self) -> bool:
        """A sheet cell may be written now (score or cross out)."""
        return bool(self.verbs & {"score", "cross"})

    def of_verb(self, *verbs: str) -> list[Action]:
        return [a for a in self.legal if a.verb in verbs]
