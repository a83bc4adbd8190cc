"""The rules of thumb: a simple, documented computer player for any game (engine only, no
Qt), by the verbs the game offers and the thresholds of its computer side (`ai.games`).

It reads the legal actions, the table and the scoresheet, never the future dice.

`policy` — the medium level, unless a family plays its own:

* Sheet games (`score`/`cross`, e.g. zdorovo, school): while re-throws remain and nothing good
  is on the table (five alike, or a cell other than a chance cell worth `good_cell`), re-throw
  every die that is not part of the best-looking group — the most common face (the higher
  face on a tie), or a run of four towards an open straight. Then score the cell with the
  highest preview; when every choice scores zero or less, close a base cell (School's) at 0 if
  the dice allow, else cross out a figure if that is allowed, otherwise give up the first cell
  of the game's `sacrifice` order that is open.
* Press-your-luck games (`take`): build on the previous score when at least three dice come
  with it; set aside the combination worth most (fewer dice on a tie), further ones only when
  they are worth `big_take` or clear the tray (hot dice); bank when the turn total reaches
  `bank_at` or at most two dice are left, else throw every die left; after hot dice carry on
  below twice the threshold.
* Zanzibar-like games (`reroll` + `stop`): stop on a combination worth two chips or more, or
  when no re-throw is left; otherwise keep two aces, or the 4-2-1 dice, or the highest die,
  and re-throw the rest.

`easy` — the easy level: plays for the dice in front of him, without looking ahead, and now
and then stops or scores early; that "now and then" is a hash of the state, so the same state
always gives the same move (undo/redo and replays reproduce it).

Every choice is one of `game.legal_actions(state)`, so the policy can never stall a game.
"""
from __future__ import annotations

import hashlib
from collections import Counter
from collections.abc import Iterable
from typing import Any, Protocol

from dicegames.engine import Action, Banked

BANKS = ("bank", "stop")


class Thresholds(Protocol):
    """A game's numbers for the rules of thumb (its `ai.games.Computer`)."""

    bank_at: int
    big_take: int
    easy_bank: int
    good_cell: int
    chance_cells: tuple[str, ...]
    base_cells: tuple[str, ...]
    sacrifice: tuple[str, ...]


def policy(game: Any, state: Any, legal: tuple[Action, ...], side: Thresholds) -> Action:
    """The medium rules of thumb above for the decision open in `state` (`legal` its
    actions)."""
    verbs = {a.verb for a in legal}
    if verbs & {"score", "cross"}:
        choice = _sheet_game(game, state, legal, side)
    elif verbs & {"take", "bank", "continue", "piggyback", "fresh", "throw"}:
        choice = _press_your_luck(game, state, legal, side)
    elif "stop" in verbs or "reroll" in verbs:
        choice = _zanzibar(game, state, legal)
    else:
        choice = None
    return choice if choice in legal else legal[0]


# --------------------------------------------------------------------------- sheet games
def _sheet_game(game: Any, state: Any, legal: tuple[Action, ...], side: Thresholds) -> Action:
    table = game.table(state)
    sheet = game.scoresheet(state)
    seat = sheet.current if sheet.current is not None else table.player
    previews = {}
    for row in sheet.rows:
        cell = row.cells[seat]
        previews[row.id] = cell.preview if cell.preview is not None else 0
    scores = [a for a in legal if a.verb == "score"]
    best = max((previews.get(str(a.args[0]), 0) for a in scores), default=0)
    good = max((previews.get(str(a.args[0]), 0) for a in scores
                if str(a.args[0]) not in side.chance_cells), default=0)
    dice = table.dice
    rerolls = {a for a in legal if a.verb == "reroll"}
    if rerolls and good < side.good_cell and len(set(dice)) > 1:
        open_ids = {str(a.args[0]) for a in scores}
        keep = _best_group(dice, table.live, open_ids)
        throw = Action("reroll", tuple(p for p in table.live if p not in keep))
        if throw in rerolls:
            return throw
    if scores and best > 0:
        return max(scores, key=lambda a: previews.get(str(a.args[0]), 0))
    bases = [a for a in scores if str(a.args[0]).startswith(side.base_cells)
             and previews.get(str(a.args[0])) == 0]
    if bases:                                      # a school base costs nothing
        return bases[0]
    crosses = [a for a in legal if a.verb == "cross"]
    if crosses and best <= 0:
        return _sacrifice(crosses, side.sacrifice)
    zero = [a for a in scores if previews.get(str(a.args[0]), 0) == best]
    return _sacrifice(zero or scores or list(legal), side.sacrifice)


def _best_group(dice: tuple[int, ...], live: Iterable[int], open_ids: set[str]) -> set[int]:
    """Tray positions worth keeping: a run of four towards an open straight, else the biggest
    group of equal faces (the higher face on a tie)."""
    live = tuple(live)
    faces = sorted({dice[p] for p in live})
    if any("straight" in c or "order" in c for c in open_ids):
        run: list[int] = []
        for f in faces:
            run = run + [f] if run and f == run[-1] + 1 else [f]
            if len(run) >= 4:
                return {next(p for p in live if dice[p] == f) for f in run}
    count = Counter(dice[p] for p in live)
    face = max(count, key=lambda f: (count[f], f))
    return {p for p in live if dice[p] == face}


def _sacrifice(actions: list[Action], order: tuple[str, ...]) -> Action:
    def rank(a: Action) -> int:
        cell = str(a.args[0]) if a.args else ""
        return order.index(cell) if cell in order else len(order)
    return min(actions, key=rank)


# --------------------------------------------------------------------------- press your luck
def _press_your_luck(game: Any, state: Any, legal: tuple[Action, ...],
                     side: Thresholds) -> Action:
    verbs = {a.verb for a in legal}
    table = game.table(state)
    total = table.turn_total or 0
    bank_at = side.bank_at
    bank = next((a for a in legal if a.verb in BANKS), None)
    if "piggyback" in verbs:
        after = game.apply(state, Action("piggyback")).state
        return Action("piggyback") if game.dice_to_throw(after) >= 3 else Action("fresh")
    takes = [a for a in legal if a.verb == "take"]
    remaining = len(table.live)
    throw = max((a for a in legal if a.verb == "throw"), key=lambda a: len(a.args),
                default=None)                     # with faces: all the dice left
    if takes:
        gains = {a: _turn_total(game, game.apply(state, a).state) - total for a in takes}
        best = max(takes, key=lambda a: (gains[a], -len(a.args)))
        left = remaining - len(best.args)
        if bank is None and "throw" not in verbs:
            return best
        if left == 0 or gains[best] >= side.big_take:
            return best
        if "throw" not in verbs:
            if bank is not None and (total + gains[best] >= bank_at or left <= 2):
                return bank
            return best
    if "continue" in verbs:
        return Action("continue") if total < 2 * bank_at or bank is None else bank
    if bank is not None and (total >= bank_at or remaining <= 2 or "throw" not in verbs):
        return bank
    if throw is not None:
        return throw
    return bank or legal[0]


def _turn_total(game: Any, state: Any) -> int:
    return game.table(state).turn_total or 0


# --------------------------------------------------------------------------- zanzibar
def _zanzibar(game: Any, state: Any, legal: tuple[Action, ...]) -> Action:
    table = game.table(state)
    dice = table.dice
    rerolls = {a for a in legal if a.verb == "reroll"}
    stop = Action("stop")
    if stop in legal and (chips(game, dice) >= 2 or not rerolls):
        return stop
    keep = _zanzibar_keep(dice)
    throw = Action("reroll", tuple(p for p in range(len(dice)) if p not in keep))
    if throw in rerolls:
        return throw
    return stop if stop in legal else legal[0]


def _zanzibar_keep(dice: tuple[int, ...]) -> set[int]:
    aces = [p for p, f in enumerate(dice) if f == 1]
    if len(aces) >= 2:
        return set(aces[:2])
    keep: set[int] = set()
    for face in (4, 2, 1):
        p = next((p for p, f in enumerate(dice) if f == face and p not in keep), None)
        if p is not None:
            keep.add(p)
    if len(keep) >= 2:
        return keep
    return {max(range(len(dice)), key=lambda p: dice[p])}


def chips(game: Any, dice: tuple[int, ...]) -> int:
    """Chips a 421 combination is worth: the engine's `score` report when it says, else the
    table of RULES.md 004 (421 = 10, 111 = 7, triples and two aces + x = x, chains = 2)."""
    try:
        report = game.score(tuple(dice))
        found = [e.chips for e in report.entries if e.chips is not None]
        if found:
            return int(max(found))
    except (ValueError, NotImplementedError):
        pass
    d = sorted(dice, reverse=True)
    if d == [4, 2, 1]:
        return 10
    if d == [1, 1, 1]:
        return 7
    if d[0] == d[1] == d[2] or d[1:] == [1, 1]:
        return d[0]
    if d[0] - d[1] == 1 and d[1] - d[2] == 1:
        return 2
    return 1


# --------------------------------------------------------------------------- easy
def state_noise(game: Any, state: Any) -> float:
    """A number in [0, 1) that depends only on the state (its repr) and the game id."""
    digest = hashlib.blake2b(f"{game.id}|{state!r}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") / 2 ** 64


def easy(game: Any, state: Any, legal: tuple[Action, ...], side: Thresholds) -> Action:
    """The easy rules of thumb: `easy_sheet` in a sheet game, else `easy_press`."""
    if {a.verb for a in legal} & {"score", "cross"}:
        return easy_sheet(game, state, legal, side)
    return easy_press(game, state, legal, side)


def easy_sheet(game: Any, state: Any, legal: tuple[Action, ...], side: Thresholds) -> Action:
    """Throws at the most common face (never for a straight); scores the highest preview as
    soon as it reaches 15 (or a quarter of the time any positive one); else the first open
    cell of the sheet it can fill, crossing out only when nothing scores."""
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
    return policy(game, state, legal, side)


def after_take(game: Any, state: Any, take: Action) -> tuple[int, int]:
    """A Zonk-family `take`'s turn total after it and the dice it leaves to throw; a take that
    ends the turn (the keep after a series' third throw) banks its total and leaves none —
    never the next player's turn and six dice."""
    step = game.apply(state, take)
    banked = next((e for e in step.events if isinstance(e, Banked)), None)
    if banked is not None:
        return banked.points, 0
    after = game.table(step.state)
    return after.turn_total or 0, len(after.live) if after.live else 0


def easy_press(game: Any, state: Any, legal: tuple[Action, ...], side: Thresholds) -> Action:
    """Takes the combination worth most; banks from a fixed total (`easy_bank`) whatever the
    dice left, or with one die left — and a quarter of the time already from half that;
    always builds on a piggyback offer; continues after hot dice."""
    verbs = {a.verb for a in legal}
    if "piggyback" in verbs:
        return Action("piggyback")
    if "continue" in verbs:
        return Action("continue")
    takes = [a for a in legal if a.verb == "take"]
    if takes:
        after = {a: after_take(game, state, a)[0] for a in takes}
        return max(takes, key=lambda a: (after[a], -len(a.args)))
    table = game.table(state)
    total = table.turn_total or 0
    bank = next((a for a in legal if a.verb in BANKS), None)
    limit = side.easy_bank
    if state_noise(game, state) < 0.25:
        limit //= 2
    if bank is not None and (total >= limit or len(table.live) == 1):
        return bank
    throws = [a for a in legal if a.verb == "throw"]
    if throws:
        return max(throws, key=lambda a: len(a.args))
    return bank or legal[0]
