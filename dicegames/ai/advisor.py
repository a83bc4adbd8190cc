"""The advisor: every legal action of the current decision with its value under the strong
policy, best first, in the game's own measure (see docs/ai.md). Each family's computer side
values the actions (`dicegames.ai.games`, `Computer.values`); its measure:

* zdorovo, school: `expected_final_total` — the player's expected final total (solitaire).
* zonk, chicago, detroit: `expected_turn_points` — the expected points banked at the end of
  this turn (the current turn total included); throws also carry the chance that the throw
  zonks. With `players_context={"utility": "win"}` the values are the chance to win the
  strong bot plays by (measure `win_chance`: a two-player race's exact table; where there is
  none the end-game utility, measure `turn_utility`, `exact: false`); with
  `{"utility": "end_game"}` the `expected` player's end-game utility (`turn_utility`).
* zanzibar: `chips_expected` — the expected net chips the player takes this round (taken minus
  given away; lower is better), with the chance of ending with the round's worst hand.

A game whose computer side has no strong solver has no advisor: `advises(game_id)` is False
and `advise` raises LookupError.

`win_advice(game, state)`: in a two-player game, where the strong computer plays the position
for the game's win (its family's `measure_at` with `strong_context` is `win_chance`, or
`loss_chance` in 421), the advice in that context (else None); `win_chance(advice, av)` reads
one of its values as the chance to win — in 421 between two players, the chance of not being
the loser (1 − the chance to lose). The advisor's panel shows it beside the game's measure
and the review measures costs in it (docs/ai.md "The chance to win"); `warm_up(game, state)`
asks it of one landing of a throw still to come, so the per-turn work is done before the dice
land.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from dicegames.engine import CHANCE, Action

from .games import ActionValue, computer

__all__ = ["ActionValue", "Advice", "advise", "advises", "position_value", "warm_up",
           "win_advice", "win_chance", "win_preparing"]

# the measures that are a chance of the game's result, and whether it is the chance to lose
WIN_MEASURES = {"win_chance": False, "loss_chance": True}


@dataclass(frozen=True)
class Advice:
    game: str
    player: int
    measure: str
    exact: bool
    higher_is_better: bool
    value: float                       # the position's value (= the best action's)
    actions: tuple[ActionValue, ...]   # best first

    @property
    def best(self) -> Action:
        return self.actions[0].action

    def value_of(self, action: Action) -> float:
        return next(a.value for a in self.actions if a.action == action)


def advises(game_id: str) -> bool:
    """Is there an advisor (a strong solver) for this game?"""
    return computer(game_id).advises


def advise(game: Any, state: Any, players_context: Mapping[str, Any] | None = None) -> Advice:
    """Advice for the decision open in `state` (ValueError at a chance node or the end,
    LookupError for a game without an advisor)."""
    player = game.current_player(state)
    if player < 0:
        raise ValueError("advice is given at a decision, not at a throw or after the game")
    from dicegames.engine import game_info
    side = computer(game.id)
    legal = game.legal_actions(state)
    ctx = players_context or {}
    values, exact = side.values(game, state, legal, ctx)
    higher = game_info(game.id).higher_is_better
    sign = -1 if higher else 1
    ordered = sorted(values, key=lambda av: (round(sign * av.value, 9),
                                             round(sign * (av.expected or 0.0), 9),
                                             _calm(av.action), legal.index(av.action)))
    return Advice(game.id, player, side.measure_at(game, state, ctx), exact, higher,
                  ordered[0].value, tuple(ordered))


def win_advice(game: Any, state: Any) -> Advice | None:
    """The advice in the chance to win of a two-player game's decision where the strong
    computer plays for the win (see the module's docstring), else None."""
    if game.current_player(state) < 0 or game.scoresheet(state).players != 2:
        return None
    side = computer(game.id)
    if not side.advises:
        return None
    ctx = side.strong_context(game, state)
    if ctx is None or side.measure_at(game, state, ctx) not in WIN_MEASURES:
        return None
    advice = advise(game, state, ctx)
    return advice if advice.measure in WIN_MEASURES else None


def win_preparing(game: Any, state: Any) -> float | None:
    """While the table of the chance to win of this game's rules is being built (in the
    background, on first use: `race_tables`), how far it is (0 … 1); else None."""
    if game.scoresheet(state).players != 2:
        return None
    return computer(game.id).preparing(game, state)


def warm_up(game: Any, state: Any, tries: int = 8) -> None:
    """While a person's dice are still to be thrown: the advice of one way the throw can
    land, so that what the solvers work out once per turn (the race of a sheet game's last
    turns, 421's game table) is ready when the dice land."""
    if game.current_player(state) != CHANCE or not computer(game.id).advises:
        return
    for a, _ in game.chance_outcomes(state)[:tries]:
        after = game.apply(state, a).state
        if game.current_player(after) >= 0 and game.legal_actions(after):
            advise(game, after)
            win_advice(game, after)
            return


def win_chance(advice: Advice, av: ActionValue) -> float:
    """The chance to win of one of `advice`'s values (a `win_advice`)."""
    return 1.0 - av.value if WIN_MEASURES[advice.measure] else av.value


def _calm(a: Action) -> float:
    """Among equal values: end the turn or keep rather than throw; throw fewer dice."""
    if a.verb in ("reroll", "throw", "continue", "piggyback"):
        return 1 + len(a.args) / 10
    return 0.0


def position_value(game: Any, state: Any) -> float:
    """The value of a decision state (the best action's); at a chance node the average of the
    outcomes' positions."""
    if game.current_player(state) == CHANCE:
        total = 0.0
        for a, p in game.chance_outcomes(state):
            total += float(p) * position_value(game, game.apply(state, a).state)
        return total
    return advise(game, state).value
