"""Computer players at three levels, chosen per seat: `bot(level, game) -> Bot`.

* `strong` — the advisor's best action (`advisor.advise`): exact where docs/ai.md says so;
  the Zonk family switches to the end-game utility near the end of a game.
* `medium` — a decent human: the documented rules of thumb of `simple.py` (which plays the
  UI's computer seats today), with the 421 hand 221 (nénette) never kept by choice.
* `easy` — a casual human: plays for the dice in front of him, without looking ahead (see
  `_easy_*`), and now and then stops or scores early; that "now and then" is a hash of the
  state, so the same state always gives the same move (undo/redo and replays reproduce it).

Every level chooses among `game.legal_actions(state)` only. This module imports no numpy: the
solvers load on the first strong decision.
"""
from __future__ import annotations

import hashlib
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from dicegames.engine import Action, Banked, SetAside

from .explain import Explanation

LEVELS = ("easy", "medium", "strong")


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
        return explain(self.game, state, action, strong=self.level == "strong")


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
    if level not in LEVELS:
        raise ValueError(f"no bot level {level!r} (levels: {', '.join(LEVELS)})")
    return Bot(level, game)


# --------------------------------------------------------------------------- strong
def strong_choice(game: Any, state: Any, legal: tuple[Action, ...]) -> Action:
    from .advisor import advise
    ctx = {"utility": "win"} if game.id in ("zonk", "chicago", "detroit") else None
    return advise(game, state, ctx).best


# --------------------------------------------------------------------------- medium
def medium_choice(game: Any, state: Any, legal: tuple[Action, ...]) -> Action:
    from . import simple
    if game.id == "zanzibar":
        return _medium_zanzibar(game, state, legal)
    if game.id in BANK_TABLE:
        return _medium_press(game, state, legal)
    if game.id == "school":
        return _medium_school(game, state, legal)
    return simple.policy(game, state, legal)


def _medium_school(game: Any, state: Any, legal: tuple[Action, ...]) -> Action:
    """School: while a school cell is open, play for it as a decent player does — throw for the
    open school face shown most often (the higher on a tie) unless three or more of an open
    face already lie there, then write it; a negative school cell only when nothing else is
    open. Otherwise `simple`'s rules of thumb."""
    from . import simple
    table = game.table(state)
    sheet = game.scoresheet(state)
    seat = sheet.current
    open_faces = [f for f in range(1, 7) if f"school_{f}" in
                  {str(a.args[0]) for a in legal if a.verb == "score"}]
    if not open_faces or not (table.get("school_only") or len(open_faces) >= 3):
        return simple.policy(game, state, legal)
    count = Counter(table.dice)
    face = max(open_faces, key=lambda f: (count[f], f))
    if count[face] >= 3 or not any(a.verb == "reroll" for a in legal):
        previews = {f: sheet.row(f"school_{f}").cells[seat].preview or 0 for f in open_faces}
        best = max(open_faces, key=lambda f: (previews[f], f))
        if previews[best] >= 0 or table.get("school_only"):
            return Action("score", (f"school_{best}",))
        return simple.policy(game, state, legal)
    throw = Action("reroll", tuple(p for p in table.live if table.dice[p] != face))
    return throw if throw in legal else simple.policy(game, state, legal)


# A decent player's rules of thumb for the Zonk family: bank from these turn totals by the
# number of dice left to throw (rounded from the exact policy's stop table), a die kept in
# hand is worth DIE_WORTH points when choosing what to set aside.
BANK_TABLE = {"zonk": {1: 15, 2: 10, 3: 10, 4: 30, 5: 100},
              "chicago": {1: 250, 2: 250, 3: 400, 4: 1000, 5: 3000},
              "detroit": {1: 250, 2: 250, 3: 400, 4: 1000, 5: 3000, 6: 10_000}}
DIE_WORTH = {"zonk": 4, "chicago": 50, "detroit": 50}
HOT_CONTINUE = 150                      # zonk: a new series after hot dice below this total


def _medium_press(game: Any, state: Any, legal: tuple[Action, ...]) -> Action:
    """Sets aside what maximises points + DIE_WORTH × dice left; banks from BANK_TABLE (a
    first bank below the opening minimum is not allowed); throws again after hot dice (zonk:
    below HOT_CONTINUE); builds on a piggyback offer with three dice or more, or 600 points.
    In a zonk duel, once the rival's score is known, it plays to beat it: banks as soon as
    ahead, never before."""
    verbs = {a.verb for a in legal}
    table = game.table(state)
    if "piggyback" in verbs:
        total, dice = table.get("piggyback_offer") or (0, 0)
        return Action("piggyback" if dice >= 3 or total >= 600 else "fresh")
    total = table.turn_total or 0
    beat = _duel_score(game, state)
    if "continue" in verbs:
        goal = HOT_CONTINUE if beat is None else beat + 1
        return Action("continue" if total < goal else "stop")
    takes = [a for a in legal if a.verb == "take"]
    worth = DIE_WORTH[game.id]
    if takes:
        def score(a: Action) -> tuple[float, int]:
            after = game.table(game.apply(state, a).state)
            left = len(after.live) if after.live else 0
            return (after.turn_total or 0) + worth * left, -len(a.args)
        return max(takes, key=score)
    bank = next((a for a in legal if a.verb in ("bank", "stop")), None)
    left = len(table.live)
    enough = total >= BANK_TABLE[game.id].get(left, 10 ** 9) if beat is None else total > beat
    if bank is not None and left and enough:
        return bank
    throws = [a for a in legal if a.verb == "throw"]
    if throws:
        return max(throws, key=lambda a: len(a.args))
    return bank or legal[0]


def _duel_score(game: Any, state: Any) -> int | None:
    """Zonk duel: the best turn score already made this round by a rival (None otherwise)."""
    if game.id != "zonk":
        return None
    sheet = game.scoresheet(state)
    if game.rules.format_for(sheet.players) != "duel":
        return None
    played = [int(c.value) for c in sheet.rows[-2].cells if c.value is not None]
    return max(played) if played else None


def _medium_zanzibar(game: Any, state: Any, legal: tuple[Action, ...]) -> Action:
    """As `simple`'s 421 play, but 221 (nénette, the weakest hand) is re-thrown whenever a
    throw is left: it is worth 4 chips only as the round's best, which it never is."""
    from . import simple
    table = game.table(state)
    if sorted(table.dice) == [1, 2, 2]:
        throw = Action("reroll", tuple(p for p, f in enumerate(table.dice) if f == 2))
        if throw in legal:
            return throw
    return simple.policy(game, state, legal)


# --------------------------------------------------------------------------- easy
def state_noise(game: Any, state: Any) -> float:
    """A number in [0, 1) that depends only on the state (its repr) and the game id."""
    digest = hashlib.blake2b(f"{game.id}|{state!r}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") / 2 ** 64


def easy_choice(game: Any, state: Any, legal: tuple[Action, ...]) -> Action:
    verbs = {a.verb for a in legal}
    if verbs & {"score", "cross"}:
        return _easy_sheet(game, state, legal)
    if game.id == "zanzibar":
        return _easy_zanzibar(game, state, legal)
    return _easy_press(game, state, legal)


def _easy_sheet(game: Any, state: Any, legal: tuple[Action, ...]) -> Action:
    """Throws at the most common face (never for a straight); scores the highest preview as
    soon as it reaches 15 (or a quarter of the time any positive one); else the first open
    cell of the sheet it can fill, crossing out only when nothing scores."""
    from . import simple
    table = game.table(state)
    sheet = game.scoresheet(state)
    seat = sheet.current
    previews = {r.id: (r.cells[seat].preview or 0) for r in sheet.rows}
    scores = [a for a in legal if a.verb == "score"]
    best = max(scores, key=lambda a: previews.get(str(a.args[0]), 0), default=None)
    top = previews.get(str(best.args[0]), 0) if best else 0
    rerolls = [a for a in legal if a.verb == "reroll"]
    hurry = state_noise(game, state) < 0.25
    if rerolls and not (top >= 15 or (hurry and top > 0)):
        count = Counter(table.dice[p] for p in table.live)
        face = max(count, key=lambda f: (count[f], f))
        throw = Action("reroll", tuple(p for p in table.live if table.dice[p] != face))
        if throw in legal:
            return throw
    if best is not None and top > 0:
        return best
    return simple.policy(game, state, legal)


EASY_BANK = {"zonk": 30, "chicago": 400, "detroit": 400}


def _easy_press(game: Any, state: Any, legal: tuple[Action, ...]) -> Action:
    """Takes the combination worth most; banks from a fixed total (30 / 400 points) whatever
    the dice left, or with one die left — and a quarter of the time already from half that;
    always builds on a piggyback offer; continues after hot dice."""
    verbs = {a.verb for a in legal}
    if "piggyback" in verbs:
        return Action("piggyback")
    if "continue" in verbs:
        return Action("continue")
    takes = [a for a in legal if a.verb == "take"]
    if takes:
        after = {a: game.table(game.apply(state, a).state).turn_total or 0 for a in takes}
        return max(takes, key=lambda a: (after[a], -len(a.args)))
    table = game.table(state)
    total = table.turn_total or 0
    bank = next((a for a in legal if a.verb in ("bank", "stop")), None)
    limit = EASY_BANK.get(game.id, 400)
    if state_noise(game, state) < 0.25:
        limit //= 2
    if bank is not None and (total >= limit or len(table.live) == 1):
        return bank
    throws = [a for a in legal if a.verb == "throw"]
    if throws:
        return max(throws, key=lambda a: len(a.args))
    return bank or legal[0]


def _easy_zanzibar(game: Any, state: Any, legal: tuple[Action, ...]) -> Action:
    """Stops on any hand worth two chips or more, or a high die pair; else keeps the highest
    die and throws the other two."""
    from . import simple
    table = game.table(state)
    dice = table.dice
    stop = Action("stop")
    if stop in legal and (simple.chips(game, dice) >= 2 or sorted(dice)[1] >= 5):
        return stop
    hi = max(range(len(dice)), key=lambda p: dice[p])
    throw = Action("reroll", tuple(p for p in range(len(dice)) if p != hi))
    return throw if throw in legal else stop


_POLICIES = {"strong": strong_choice, "medium": medium_choice, "easy": easy_choice}


# --------------------------------------------------------------------------- explanations
def explain(game: Any, state: Any, action: Action, strong: bool = False) -> Explanation:
    """What `action` does in `state`, as an Explanation (with the strong value if asked)."""
    table = game.table(state)
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
            stop = stops_at(game, state, len(after.live))
            if stop is not None:
                v["stops_at"] = stop
    elif verb in ("bank", "stop") and game.id != "zanzibar":
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
    elif verb == "reroll" and game.id == "zonk":
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


def stops_at(game: Any, state: Any, dice_left: int) -> int | None:
    """The smallest turn total at which the strong policy banks with `dice_left` dice (zonk
    family, expected-points policy), or None."""
    from . import press
    solver = press.solver(game)
    return solver.stop_threshold(dice_left, game.table(state).throw)
