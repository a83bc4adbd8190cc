"""The only source of randomness in the engine: throws derived from (seed, throw number).

A game in progress draws its virtual dice through a `Dealer`: throw *k* comes from a secret
held in memory only, and every throw once drawn is kept, so undoing a decision and throwing
again gives the same dice. A save of an unfinished game stores the throws drawn, never the
secret: no coming throw can be computed from disk.
"""
from __future__ import annotations

import hashlib
import random
import secrets
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from .actions import Action


def new_seed() -> str:
    """A fresh production seed (128 bits, hex)."""
    return secrets.token_hex(16)


def throw_dice(seed: str, throw_no: int, n: int) -> tuple[int, ...]:
    """The faces of throw number `throw_no` of the game with `seed`: the same every time.

    Undoing a decision and throwing again therefore gives the same dice (no undo-scumming).
    """
    digest = hashlib.sha256(f"{seed}:{throw_no}".encode()).digest()
    gen = random.Random(int.from_bytes(digest, "big"))
    return tuple(gen.randint(1, 6) for _ in range(n))


def roll_action(game: Any, state: Any, seed: str) -> Action:
    """The `roll` action for the throw the state is waiting for."""
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


class Dealer:
    """The virtual dice of one game: throw `k` comes from a secret that never leaves memory;
    the faces of every throw drawn are kept (`drawn`), also across a save and Continue, so
    taking a decision back and throwing again shows the same dice.

    A throw of fewer dice than were once drawn for that throw number shows the first of them;
    of more, the ones drawn and then fresh ones (as `throw_dice` does for one seed).
    """

    def __init__(self, secret: str = "", drawn: Mapping[int, Sequence[int]] | None = None
                 ) -> None:
        self._secret = secret or new_seed()
        self.drawn: dict[int, tuple[int, ...]] = {int(k): tuple(v)
                                                  for k, v in (drawn or {}).items()}
        self._mine = not self.drawn     # every throw so far came from this secret

    def faces(self, throw_no: int, n: int) -> tuple[int, ...]:
        """The `n` faces of throw `throw_no` (drawn now if they are not known yet)."""
        known = self.drawn.get(throw_no, ())
        if len(known) < n:
            known = known + throw_dice(self._secret, throw_no, n)[len(known):]
            self.drawn[throw_no] = known
        return known[:n]

    def seen(self, throw_no: int, faces: Iterable[int]) -> None:
        """A throw read from a log: it stays what it was."""
        faces = tuple(faces)
        known = self.drawn.get(throw_no, ())
        if len(faces) > len(known):
            self.drawn[throw_no] = faces
            self._mine = self._mine and faces == throw_dice(self._secret, throw_no, len(faces))

    def ahead(self, logged: Mapping[int, Sequence[int]]) -> dict[int, tuple[int, ...]]:
        """The throws drawn that `logged` ({throw number: faces in the log}) does not hold in
        full: what a save must keep so that undo shows the same dice after Continue."""
        return {k: v for k, v in sorted(self.drawn.items())
                if len(v) > len(logged.get(k, ()))}

    @property
    def seed(self) -> str:
        """The secret, when every throw drawn came from it (a finished game's record may
        carry it so its dice can be verified), else ""."""
        return self._secret if self._mine else ""
