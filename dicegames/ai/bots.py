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
from dataclasses import dataclass
from typing import Any

from dicegames.engine import Action

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
    return simple.policy(game, state, legal)


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


EASY_BANK = {"zonk": 20, "chicago": 250, "detroit": 250}


def _easy_press(game: Any, state: Any, legal: tuple[Action, ...]) -> Action:
    """Takes the combination worth most; banks from a fixed total (20 / 250) or with two dice
    or fewer left — and a fifth of the time one throw earlier; always builds on a piggyback
    offer; continues after hot dice."""
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
    limit = EASY_BANK.get(game.id, 250)
    if state_noise(game, state) < 0.2:
        limit = limit * 3 // 5
    if bank is not None and (total >= limit or 0 < len(table.live) <= 2):
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
        after = game.table(game.apply(state, action).state)
        v.update(dice=tuple(action.numbers), points=(after.turn_total or 0) - total,
                 turn_total=after.turn_total or 0, dice_left=len(after.live))
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
    if strong:
        from .advisor import advise
        advice = advise(game, state)
        v.update(value=round(advice.value_of(action), 3), measure=advice.measure)
    return Explanation(kind, v)


def stops_at(game: Any, state: Any, dice_left: int) -> int | None:
    """The smallest turn total at which the strong policy banks with `dice_left` dice (zonk
    family, expected-points policy), or None."""
    from . import press
    solver = press.solver(game)
    return solver.stop_threshold(dice_left, game.table(state).throw)
