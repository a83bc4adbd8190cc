"""The only source of randomness in the engine: throws derived from a seed and a label.

The app's virtual dice are dealt by a `Dealer` at *places*: a throw's place is its turn and the
number of throws of that turn before it, and a turn is named by the log that led to it (the
digest of every line before its first one). So the same game up to a turn deals the same dice
in it — undo and the same decision, or redo, show the same dice, in an earlier turn too (no
undo-scumming) — while a throw drawn in one turn is never dealt in another: the next player's
first throw has a place of its own, and a turn reached by another course of play is one nobody
has seen. The secret lives in memory only; a save keeps the faces of the throws drawn that its
log does not show (docs/saves.md, "The dealing rule").

`throw_dice(seed, k, n)` with a throw number is also the simple dealing of simulations and
tests (`roll_action`).
"""
from __future__ import annotations

import hashlib
import random
import secrets
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from .actions import Action

LOG_START = hashlib.sha256(b"").hexdigest()[:32]     # the digest of a log before its first line


def new_seed() -> str:
    """A fresh production seed (128 bits, hex)."""
    return secrets.token_hex(16)


def throw_dice(seed: str, throw: int | str, n: int) -> tuple[int, ...]:
    """The faces of throw `throw` (a number, or a place's label) of the game with `seed`: the
    same every time."""
    digest = hashlib.sha256(f"{seed}:{throw}".encode()).digest()
    gen = random.Random(int.from_bytes(digest, "big"))
    return tuple(gen.randint(1, 6) for _ in range(n))


def roll_action(game: Any, state: Any, seed: str) -> Action:
    """The `roll` action for the throw the state is waiting for (dealt by throw number)."""
    return Action("roll", throw_dice(seed, state.throw_no, game.dice_to_throw(state)))


def roll_off(seed: str, players: int) -> tuple[int, tuple[tuple[int, ...], ...]]:
    """One-die roll-off: highest starts, tied highest re-throw. Returns (first, rounds of throws).

    Each round lists one face per player (0 for players no longer in the roll-off).
    """
    alive = list(range(players))
    rounds = []
    k = 0
    while True:
        faces = throw_dice(f"{seed}:rolloff", k, players)
        k += 1
        shown = tuple(faces[p] if p in alive else 0 for p in range(players))
        rounds.append(shown)
        top = max(shown)
        alive = [p for p in alive if shown[p] == top]
        if len(alive) == 1:
            return alive[0], tuple(rounds)


def log_digest(before: str, line: str) -> str:
    """The digest of a log after `line`, given the digest of the log before it."""
    return hashlib.sha256(f"{before}\n{line}".encode()).hexdigest()[:32]


def log_digests(lines: Sequence[str]) -> list[str]:
    """`[digest of lines[:0], digest of lines[:1], …, digest of all]`."""
    out = [LOG_START]
    for line in lines:
        out.append(log_digest(out[-1], line))
    return out


@dataclass(frozen=True)
class Place:
    """Where the next throw of a game is dealt: in turn `turn` (counted from 0), which began at
    log line `start`, after `number` throws of that turn."""

    turn: int = 0
    start: int = 0
    number: int = 0

    def after(self, line: int, throw: bool, ends_turn: bool) -> Place:
        """The place after the move at log line `line` (a throw or not; ending the turn or not)."""
        if ends_turn:
            return Place(self.turn + 1, line + 1, 0)
        return Place(self.turn, self.start, self.number + 1) if throw else self

    def label(self, digests: Sequence[str]) -> str:
        """The name `throw_dice` deals this place under, given the log's `log_digests`."""
        return f"{digests[self.start]}:{self.number}"


def dealt(record: Any) -> list[tuple[int, str]]:
    """(log line, label) of every effective `roll` of a record, in order: a game dealt by one
    `Dealer` from `seed` has `roll` faces == `throw_dice(seed, label, len(faces))`."""
    from .events import ends_turn
    from .records import replay
    rep = replay(record)
    digests = log_digests(record.actions)
    place, out = Place(), []
    for step, line in zip(rep.steps, rep.indices):
        roll = record.actions[line].split(" ", 1)[0] == "roll"
        if roll:
            out.append((line, place.label(digests)))
        place = place.after(line, roll, ends_turn(step))
    return out


class Dealer:
    """The virtual dice of one game: the throw at a place (its label) comes from a secret that
    never leaves memory; the faces of every throw drawn are kept (`drawn`), so a throw taken
    back and asked for again shows the same dice — after a save and Continue too, where the
    save's throws are given back (`keep`).

    A throw of fewer dice than were once drawn at a place shows the first of them; of more, the
    ones drawn and then fresh ones (as `throw_dice` does for one seed).
    """

    def __init__(self, secret: str = "") -> None:
        self._secret = secret or new_seed()
        self.drawn: dict[str, tuple[int, ...]] = {}
        self._mine = True           # every throw so far came from this secret

    def faces(self, label: str, n: int) -> tuple[int, ...]:
        """The `n` faces of the throw at `label` (drawn now if they are not known yet)."""
        known = self.drawn.get(label, ())
        if len(known) < n:
            known = known + throw_dice(self._secret, label, n)[len(known):]
            self.drawn[label] = known
        return known[:n]

    def seen(self, label: str, faces: Iterable[int]) -> None:
        """A throw read from a log: it stays what it was."""
        faces = tuple(faces)
        if len(faces) > len(self.drawn.get(label, ())):
            self.drawn[label] = faces
            self._mine = self._mine and faces == throw_dice(self._secret, label, len(faces))

    def keep(self, label: str, faces: Iterable[int]) -> None:
        """A throw drawn before this dealer (a save's): dealt again as it was."""
        faces = tuple(faces)
        if len(faces) > len(self.drawn.get(label, ())):
            self.drawn[label] = faces
            self._mine = False

    def reseed(self) -> None:
        """A fresh secret for every throw not drawn yet (the old one may be known: a finished
        game's record published it)."""
        self._secret = new_seed()
        self._mine = False

    @property
    def seed(self) -> str:
        """The secret, when every throw drawn came from it (a finished game's record may
        carry it so its dice can be verified: `dealt`), else ""."""
        return self._secret if self._mine else ""
