"""The only source of randomness in the engine: throws derived from (seed, throw number)."""
from __future__ import annotations

import hashlib
import random
import secrets
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
