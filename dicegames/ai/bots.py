"""Computer players at three levels, chosen per seat: `bot(level, game) -> Bot`.

Each level asks the game's computer side (`dicegames.ai.games`, docs/ai.md):

* `strong` — the advisor's best action (`advisor.advise`) in the context the game's computer
  side plays by (`strong_context`): exact where docs/ai.md says so; the Zonk family switches to
  the end-game utility near the end of a game, the sheet games' last turns and 421's rounds
  are played for the win where docs/ai.md says so. A game without an advisor is played at
  medium.
* `expected` — the strong level as it was before it played for the win
  (`expected_context`): kept to measure the gain (`dicegames simulate GAME --bots
  strong,expected`); not a level the app offers (`LEVELS`).
* `medium` — a decent human: the documented rules of thumb of `simple.py` with the game's
  thresholds, or the family's own (School plays for its school, 421 never keeps nénette, the
  Zonk family banks by the dice left).
* `easy` — a casual human: plays for the dice in front of him, without looking ahead
  (`simple.easy`, 421's own), and now and then stops or scores early; that "now and then" is
  a hash of the state, so the same state always gives the same move (undo/redo and replays
  reproduce it).

Every level chooses among `game.legal_actions(state)` only. This module imports no numpy: the
solvers load on the first strong decision.
"""
from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from dicegames.engine import Action, Banked, SetAside

from .explain import Explanation
from .games import computer

LEVELS = ("easy", "medium", "strong")        # the levels the app offers
POLICIES = LEVELS + ("expected",)            # and the one kept for comparison


@dataclass(frozen=True)
class Bot:
    level: str
    game: Any

    def choose(self, state: Any) -> Action:
        """The move for the seat to move (a decision state, never a chance node)."""
        legal = self.game.legal_actions(state)
        if not legal:
            raise ValueError("the computer is asked to move where no decision is open")
        choice = _POLICIES[self.level](self.game, state, legal)
        return choice if choice in legal else legal[0]

    def explain(self, state: Any, action: Action) -> Explanation:
        """One line of structure about `action` taken in `state` (see explain.py)."""
        return explain(self.game, state, action, strong=self.level in ("strong", "expected"))


def play(game: Any, choose: Callable[[Any], Action], seed: str, players: int,
         first: int = 0, max_steps: int = 200_000) -> Iterator[tuple[Any, Action, Any]]:
    """Play one game through the engine: (state, action, step) for every action, dice from
    the engine's generator with `seed`, decisions from `choose(state)`. RuntimeError when the
    game has not ended after `max_steps` actions."""
    from dicegames.engine import CHANCE, TERMINAL, roll_action
    state = game.new_initial_state(players, first)
    for _ in range(max_steps):
        who = game.current_player(state)
        if who == TERMINAL:
            return
        action = roll_action(game, state, seed) if who == CHANCE else choose(state)
        step = game.apply(state, action)
        yield state, action, step
        state = step.state
    raise RuntimeError(f"the game did not end in {max_steps} actions")


def seats(game: Any, levels: Sequence[str]) -> Callable[[Any], Action]:
    """A chooser that asks the bot of the seat to move (seat i plays levels[i % len])."""
    bots = [bot(level, game) for level in levels]
    return lambda state: bots[game.current_player(state) % len(bots)].choose(state)


def bot(level: str, game: Any) -> Bot:
    if level not in POLICIES:
        raise ValueError(f"no bot level {level!r} (levels: {', '.join(POLICIES)})")
    return Bot(level, game)


# --------------------------------------------------------------------------- the levels
def strong_choice(game: Any, state: Any, legal: tuple[Action, ...]) -> Action:
    """The advisor's best action in the context the game's computer plays by; the medium
    move for a game without an advisor."""
    side = computer(game.id)
    if not side.advises:
        return side.medium(game, state, legal)
    from .advisor import advise
    return advise(game, state, side.strong_context(game, state)).best


def expected_choice(game: Any, state: Any, legal: tuple[Action, ...]) -> Action:
    """The strong level before it played for the win (docs/ai.md)."""
    side = computer(game.id)
    if not side.advises:
        return side.medium(game, state, legal)
    from .advisor import advise
    return advise(game, state, side.expected_context(game, state)).best


def medium_choice(game: Any, state: Any, legal: tuple[Action, ...]) -> Action:
    return computer(game.id).medium(game, state, legal)


def easy_choice(game: Any, state: Any, legal: tuple[Action, ...]) -> Action:
    return computer(game.id).easy(game, state, legal)


def choose(game: Any, state: Any) -> Action:
    """The computer's decision for the seat to move (the state must not be a chance node):
    the `medium` level."""
    return bot("medium", game).choose(state)


_POLICIES = {"strong": strong_choice, "expected": expected_choice, "medium": medium_choice,
             "easy": easy_choice}


# --------------------------------------------------------------------------- explanations
def explain(game: Any, state: Any, action: Action, strong: bool = False) -> Explanation:
    """What `action` does in `state`, as an Explanation (with the strong value if asked)."""
    table = game.table(state)
    side = computer(game.id)
    strong = strong and side.advises
    v: dict[str, Any] = {}
    verb = action.verb
    kind = verb
    total = table.turn_total or 0
    if verb == "take":
        kind = "keep"
        step = game.apply(state, action)
        banked = [e for e in step.events if isinstance(e, Banked)]
        v.update(dice=tuple(action.numbers),
                 points=sum(e.points for e in step.events if isinstance(e, SetAside)))
        if banked:             # the series' last throw: the keep banks the turn
            v.update(turn_total=banked[0].points, ends_turn=1)
            return _with_value(game, state, action, Explanation(kind, v), strong)
        after = game.table(step.state)
        v.update(turn_total=after.turn_total or 0, dice_left=len(after.live))
        if strong:
            stop = side.stops_at(game, state, len(after.live))
            if stop is not None:
                v["stops_at"] = stop
    elif verb == "bank" or (verb == "stop" and side.stop_banks):
        kind = "bank"
        sheet = game.scoresheet(state)
        mine = int(sheet.row("total").cells[sheet.current].value or 0)
        v.update(points=total, total=mine + total)
    elif verb == "throw":
        n = len(action.args) if action.args else game.dice_to_throw(game.apply(state, action)
                                                                    .state)
        v.update(dice=n, turn_total=total)
    elif verb == "continue":
        v.update(turn_total=total)
    elif verb in ("piggyback", "fresh"):
        offer = table.get("piggyback_offer") or (0, 0)
        v.update(turn_total=int(offer[0]), dice=int(offer[1]))
    elif verb == "reroll" and side.free_reroll:
        kind = "free_reroll"
        v.update(dice=len(table.get("thrown") or ()))
    elif verb == "reroll":
        kept = tuple(sorted((f for p, f in enumerate(table.dice) if p not in action.numbers),
                            reverse=True))
        v.update(keep=kept, rethrow=len(action.numbers), throw=table.throw + 1)
    elif verb == "score":
        cell = str(action.args[0])
        sheet = game.scoresheet(state)
        v.update(cell=cell, points=int(sheet.row(cell).cells[sheet.current].preview or 0))
    elif verb == "cross":
        v.update(cell=str(action.args[0]))
    elif verb == "stop":
        v.update(hand="".join(map(str, sorted(table.dice, reverse=True))), throws=table.throw)
    return _with_value(game, state, action, Explanation(kind, v), strong)


def _with_value(game: Any, state: Any, action: Action, why: Explanation,
                strong: bool) -> Explanation:
    """`why` with the strong policy's value of the move, if asked."""
    if strong:
        from .advisor import advise
        advice = advise(game, state)
        why.values.update(value=round(advice.value_of(action), 3), measure=advice.measure)
    return why
