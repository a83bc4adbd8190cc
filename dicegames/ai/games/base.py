"""What the computer players know of a game: the generic side every game starts from.

A family's module in this package subclasses `Computer` with what it knows of its games: the
advisor's measure and the strong solver's values of every legal action (`values`), its
medium and easy play (or the rules of thumb's thresholds), its odds tables, what `simulate`
counts, the coach's calibration. An id with no module here is still played, by this generic
side: the rules of thumb of `simple.py` at every level (there is no solver to be strong with),
no advice, no odds tables, no coach.

Importing this module loads no solver and no numpy: a family's methods import theirs.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from dicegames.engine import Action

    from .coaching import Coaching


@dataclass(frozen=True)
class ActionValue:
    """One legal action valued by the strong policy, in the game's measure."""

    action: Action
    value: float
    zonk: float | None = None          # zonk family throws: the chance the throw zonks
    worst: float | None = None         # zanzibar: the chance of the round's worst hand
    # where `value` is a chance to win (or lose): the action's value in the game's own
    # measure, which orders actions of equal chances (a won or lost position plays on well)
    expected: float | None = None


CHANCES = ("zonk", "worst")                 # ActionValue's chances, where a family gives them
Values = tuple[list[ActionValue], bool]     # every legal action valued, and whether exactly


class Computer:
    """The computer side of one game id; this one is any game's fallback (see above)."""

    measure = ""                        # the advisor's measure; "" when there is no advisor
    # the rules of thumb (simple.py): where a press-your-luck turn banks, which takes are
    # worth setting aside on their own, from what total an easy player banks
    bank_at = 300
    big_take = 100
    easy_bank = 400
    good_cell = 20                      # a sheet cell worth stopping the throws for …
    chance_cells: tuple[str, ...] = ()  # … unless any dice fill it (a chance)
    base_cells: tuple[str, ...] = ()    # cells (by prefix) closed at 0 at no cost (School)
    sacrifice: tuple[str, ...] = ()     # cells given up first when nothing scores
    # the words of an explanation (explain.py): "stop" banks a turn's points (421: it keeps
    # the hand), "reroll" is a keep and re-throw (Zonk: the free re-throw)
    stop_banks = True
    free_reroll = False
    # `dicegames simulate`: what a game's end is measured in, and whether one computer may
    # play alone (a fresh turn of a two-player game; 421's round is lost against others)
    final_measure = "final_points"
    plays_alone = True

    def __init__(self, game_id: str, coaching: Coaching | None = None) -> None:
        self.id = game_id
        self.coaching = coaching           # the coach's calibration (None: not coached)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.id}>"

    @property
    def advises(self) -> bool:
        """Is there an advisor (a strong solver) for this game?"""
        return bool(self.measure)

    # ------------------------------------------------------------------ the strong level
    def values(self, game: Any, state: Any, legal: tuple[Action, ...],
               ctx: Mapping[str, Any]) -> Values:
        """Every legal action of the decision open in `state` valued by the strong policy
        (with `ctx`, the players' context: `{"utility": "win"}` for the end-game utility)."""
        raise LookupError(f"there is no advisor for {self.id!r}")

    def measure_for(self, ctx: Mapping[str, Any]) -> str:
        """The measure of `values` with this players' context."""
        return self.measure

    def measure_at(self, game: Any, state: Any, ctx: Mapping[str, Any]) -> str:
        """The measure of `values` in this position with this players' context (a family that
        plays for the win only in some positions says which)."""
        return self.measure_for(ctx)

    def strong_context(self, game: Any, state: Any) -> Mapping[str, Any] | None:
        """The players' context the strong computer plays by (None: the advisor's own)."""
        return None

    def preparing(self, game: Any, state: Any) -> float | None:
        """How far the table the strong computer plays for the win by is being built for
        this position's rules (0 … 1), or None: none is being built."""
        return None

    def expected_context(self, game: Any, state: Any) -> Mapping[str, Any] | None:
        """The players' context of the `expected` computer: the strong level as it was before
        it played for the win (kept to measure the gain; docs/ai.md)."""
        return None

    def stops_at(self, game: Any, state: Any, dice_left: int) -> int | None:
        """The smallest turn total from which the strong policy banks with `dice_left` dice
        (press-your-luck games), or None."""
        return None

    # ------------------------------------------------------------------ medium and easy
    def medium(self, game: Any, state: Any, legal: tuple[Action, ...]) -> Action:
        """A decent player's move: the rules of thumb with this game's thresholds."""
        from .. import simple
        return simple.policy(game, state, legal, self)

    def easy(self, game: Any, state: Any, legal: tuple[Action, ...]) -> Action:
        """A casual player's move (no looking ahead)."""
        from .. import simple
        return simple.easy(game, state, legal, self)

    # ------------------------------------------------------------------ odds and simulate
    def odds(self, game: Any) -> tuple[Any, ...]:
        """Every odds table (`ai.odds.OddsTable`) of `game` for its rules, exact (none here)."""
        return ()

    def final_points(self, game: Any, state: Any, outcome: Any) -> dict[int, float]:
        """What `simulate` counts for each seat at the end of a game: its points."""
        return {s.player: float(s.points) for s in outcome.standings}
