"""The game protocol and the values it returns: steps, events, scoresheets, outcomes."""
from __future__ import annotations

import enum
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from itertools import combinations_with_replacement
from math import factorial
from typing import Any, ClassVar, Iterable, Protocol

from .actions import Action
from .errors import IllegalActionError

CHANCE = -1      # current_player() when dice must be thrown
TERMINAL = -2    # current_player() when the game is over
FACES = (1, 2, 3, 4, 5, 6)


# --------------------------------------------------------------------------- events
@dataclass(frozen=True)
class Event:
    """Something that happened during `apply`, for the UI to show; `player` is a seat index."""

    player: int | None = None

    @property
    def kind(self) -> str:
        """The event's stable id, e.g. `dice_thrown`."""
        return _snake(type(self).__name__)


@dataclass(frozen=True)
class DiceThrown(Event):
    dice: tuple[int, ...] = ()          # the whole tray after the throw
    thrown: tuple[int, ...] = ()        # tray positions that were thrown
    throw: int = 1                      # throw number within the turn / series


@dataclass(frozen=True)
class Scored(Event):
    cell: str = ""
    points: int = 0
    doubled: bool = False


@dataclass(frozen=True)
class CrossedOut(Event):
    cell: str = ""


@dataclass(frozen=True)
class SetAside(Event):
    combination: str = ""
    dice: tuple[int, ...] = ()
    points: int = 0


@dataclass(frozen=True)
class Zonk(Event):
    lost: int = 0


@dataclass(frozen=True)
class HotDice(Event):
    turn_total: int = 0


@dataclass(frozen=True)
class Banked(Event):
    points: int = 0
    total: int = 0


@dataclass(frozen=True)
class TurnPassed(Event):
    next_player: int = 0


@dataclass(frozen=True)
class ChipsMoved(Event):
    source: int | None = None           # None = the pot
    target: int | None = None
    chips: int = 0


@dataclass(frozen=True)
class PlayerLeft(Event):
    reason: str = ""


@dataclass(frozen=True)
class RoundEnded(Event):
    round: int = 0


@dataclass(frozen=True)
class MatchGameEnded(Event):
    game: int = 0
    winners: tuple[int, ...] = ()
    totals: tuple[int, ...] = ()


@dataclass(frozen=True)
class GameOver(Event):
    winners: tuple[int, ...] = ()
    reason: str = ""


@dataclass(frozen=True)
class Step:
    """What `apply` returns: the new state and the events that led to it."""

    state: Any
    events: tuple[Event, ...] = ()


# --------------------------------------------------------------------------- outcome
@dataclass(frozen=True)
class Standing:
    player: int
    place: int                          # 1 = winner; equal places are ties
    points: int | Fraction = 0


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended: winners, standings by place, reason id, optional settlement."""

    winners: tuple[int, ...]
    standings: tuple[Standing, ...]
    reason: str = "completed"
    settlement: tuple[Fraction, ...] | None = None   # net result per player (zero-sum)

    @classmethod
    def by_points(cls, points: Iterable[int | Fraction], reason: str = "completed",
                  higher_is_better: bool = True, **kw: Any) -> "Outcome":
        """Standings ranked by points (ties share a place); winners = everyone in first place."""
        pts = list(points)
        sign = 1 if higher_is_better else -1
        order = sorted(range(len(pts)), key=lambda p: (-sign * pts[p], p))
        standings = tuple(Standing(p, 1 + sum(1 for q in pts if sign * q > sign * pts[p]), pts[p])
                          for p in order)
        winners = tuple(s.player for s in standings if s.place == 1)
        return cls(winners, standings, reason, **kw)


# --------------------------------------------------------------------------- scoresheet
class CellState(enum.Enum):
    OPEN = "open"            # may still be written
    SCORED = "scored"        # written with a value
    CROSSED = "crossed"      # crossed out (0)
    COMPUTED = "computed"    # totals, bonuses, results: never written by a player
    EMPTY = "empty"          # nothing to show


@dataclass(frozen=True)
class Cell:
    value: int | Fraction | None = None
    state: CellState = CellState.EMPTY
    preview: int | None = None       # what the current dice would score here (current player)
    doubled: bool = False            # a first-throw (с ходу) figure
    note: str = ""                   # an id: e.g. "zonk", "base", the dice "5 5 3"
    running: int | None = None       # ledgers: the player's total after this entry


@dataclass(frozen=True)
class SheetRow:
    id: str
    section: str
    cells: tuple[Cell, ...]          # one per player
    total: bool = False              # a total row (shown bold)
    info: tuple[tuple[str, int | str], ...] = ()   # facts of the row, e.g. (("pot", 9),)


@dataclass(frozen=True)
class Scoresheet:
    """Rows × players, read-only, ids not words; `current` = the seat to move, or None."""

    kind: str
    rows: tuple[SheetRow, ...]
    players: int
    current: int | None = None
    info: tuple[tuple[str, int | str], ...] = ()   # e.g. (("game", 2), ("pot", 15))

    def row(self, row_id: str) -> SheetRow:
        return next(r for r in self.rows if r.id == row_id)

    def value(self, row_id: str, player: int) -> int | Fraction | None:
        return self.row(row_id).cells[player].value


# --------------------------------------------------------------------------- the table
@dataclass(frozen=True)
class ShelfGroup:
    """Dice set aside together (zonk family): the combination id, its faces and points;
    `positions[i]` is the tray position where `dice[i]` lay when set aside (Detroit's colours)."""

    combination: str
    dice: tuple[int, ...]
    points: int
    series: int = 1
    positions: tuple[int, ...] = ()


@dataclass(frozen=True)
class TableView:
    """What lies on the table now, for the dice tray and the turn banner (ids and numbers only).

    `dice[i]` is the face at tray position i (0 = not thrown yet); `live` are the positions
    that take part in the next throw or decision (the others are set aside / out of play);
    `held` are positions the player keeps while re-throwing others.
    """

    player: int | None
    dice: tuple[int, ...]
    live: tuple[int, ...]
    throw: int = 0                      # throws made in this turn (or series)
    max_throws: int | None = None       # the limit now (None = no limit)
    colours: tuple[str, ...] = ()       # Detroit: "white" "red" "green" per position
    turn_total: int | None = None
    shelf: tuple[ShelfGroup, ...] = ()
    info: tuple[tuple[str, Any], ...] = ()   # game specifics: pot, chips, phase, limit, offer …

    def get(self, key: str, default: Any = None) -> Any:
        return dict(self.info).get(key, default)


# --------------------------------------------------------------------------- scoring report
@dataclass(frozen=True)
class ScoreEntry:
    """One scoring id for a set of dice (the `dicegames score` contract)."""

    id: str
    points: int
    dice: tuple[int, ...] | None = None
    present: bool | None = None
    rank: int | None = None
    chips: int | None = None

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {"id": self.id, "points": self.points}
        for key in ("dice", "present", "rank", "chips"):
            v = getattr(self, key)
            if v is not None:
                d[key] = list(v) if isinstance(v, tuple) else v
        return d


@dataclass(frozen=True)
class ScoreReport:
    entries: tuple[ScoreEntry, ...]
    best: int
    flags: tuple[tuple[str, bool], ...] = ()


# --------------------------------------------------------------------------- protocol
class Game(Protocol):
    id: str
    version: int
    rules: Any

    def new_initial_state(self, players: int, first_player: int = 0) -> Any: ...
    def current_player(self, s: Any) -> int: ...
    def legal_actions(self, s: Any) -> tuple[Action, ...]: ...
    def chance_outcomes(self, s: Any) -> Iterable[tuple[Action, Fraction]]: ...
    def apply(self, s: Any, a: Action) -> Step: ...
    def keeper_inputs(self, s: Any) -> tuple[str, ...]: ...
    def scoresheet(self, s: Any) -> Scoresheet: ...
    def outcome(self, s: Any) -> Outcome | None: ...
    def table(self, s: Any) -> TableView: ...
    def dice_to_throw(self, s: Any) -> int: ...


class BaseGame:
    """Shared mechanics: chance throws of n dice, legality checks, a uniform `apply`.

    A game subclass sets `id`, `version`, `min_players`, `max_players`, `score_dice_counts`
    and implements `dice_to_throw`, `_legal`, `_apply_decision`, `_apply_roll`, `scoresheet`,
    `outcome`, `score`. States are frozen dataclasses with a `throw_no` counter (RNG index).

    Score-keeping: a game lists in `keeper_verbs` the inputs that may replace the throws of a
    whole turn (the result of real dice, e.g. `final 3 6 6 2 3 3`, `points 350`); they are
    accepted at the chance node that starts a turn (`_turn_starts`) and applied by
    `_apply_keeper`. They are not decisions: `legal_actions` never lists them.
    """

    id: ClassVar[str] = ""
    version: ClassVar[int] = 1
    min_players: ClassVar[int] = 1
    max_players: ClassVar[int] = 8
    score_dice_counts: ClassVar[tuple[int, ...]] = (5,)
    keeper_verbs: ClassVar[tuple[str, ...]] = ()

    def __init__(self, rules: Any, game_id: str | None = None) -> None:
        self.rules = rules
        if game_id is not None:
            self.id = game_id  # type: ignore[misc]  # one family may serve several ids

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.id}>"

    # ---- protocol
    def current_player(self, s: Any) -> int:
        if self.outcome(s) is not None:
            return TERMINAL
        if self.dice_to_throw(s):
            return CHANCE
        return int(s.current)

    def legal_actions(self, s: Any) -> tuple[Action, ...]:
        """The decisions open to the current player, in a fixed order (empty at chance/terminal)."""
        if self.current_player(s) < 0:
            return ()
        return tuple(self._legal(s))

    def chance_outcomes(self, s: Any) -> list[tuple[Action, Fraction]]:
        """Every distinct throw of the dice to be thrown, with its exact probability."""
        n = self.dice_to_throw(s)
        if not n or self.current_player(s) != CHANCE:
            return []
        return [(Action("roll", faces), p) for faces, p in multiset_outcomes(n)]

    @property
    def chance_verbs(self) -> tuple[str, ...]:
        """Every verb a chance node may accept: `roll` and the score-keeping verbs (throws)."""
        return ("roll",) + self.keeper_verbs

    def keeper_inputs(self, s: Any) -> tuple[str, ...]:
        """The score-keeping verbs accepted now: all of them when a turn starts, else none."""
        if self.current_player(s) == CHANCE and self._turn_starts(s):
            return self.keeper_verbs
        return ()

    def apply(self, s: Any, a: Action) -> Step:
        """Apply a decision, a throw or a score-keeping input; raises IllegalActionError and
        leaves `s` untouched."""
        who = self.current_player(s)
        if who == TERMINAL:
            raise IllegalActionError("game_over", "the game is over")
        if a.verb in self.keeper_verbs:
            if a.verb not in self.keeper_inputs(s):
                raise IllegalActionError("keeper_not_now", f"{a.verb!r} enters a whole turn's "
                                         "result: only when a player's turn starts",
                                         action=a.to_str())
            return self._apply_keeper(s, a)
        if who == CHANCE:
            if a.verb != "roll":
                raise IllegalActionError("dice_expected", "the dice must be thrown first")
            faces = self.check_faces(a.args, self.dice_to_throw(s))
            return self._apply_roll(s, faces)
        if a.verb == "roll":
            raise IllegalActionError("no_throw_pending", "no dice are waiting to be thrown")
        if a not in self.legal_actions(s):
            raise IllegalActionError("illegal_action", f"{a.to_str()[:40]!r} is not allowed now",
                                     action=a.to_str())
        return self._apply_decision(s, a)

    # ---- helpers
    @staticmethod
    def check_faces(faces: Iterable[Any], count: int) -> tuple[int, ...]:
        """Validate dice faces: each an int 1..6, exactly `count` of them."""
        faces = tuple(faces)
        for f in faces:
            if not isinstance(f, int) or isinstance(f, bool) or not 1 <= f <= 6:
                raise IllegalActionError("bad_face", f"a die shows 1 to 6, not {f}", face=f)
        if len(faces) != count:
            raise IllegalActionError("wrong_dice_count",
                                     f"expected {count} dice, got {len(faces)}",
                                     expected=count, got=len(faces))
        return faces

    def check_score_dice(self, faces: Iterable[Any]) -> tuple[int, ...]:
        faces = tuple(faces)
        counts = self.score_dice_counts
        if len(faces) not in counts:
            want = str(counts[0]) if len(counts) == 1 else f"{counts[0]} to {counts[-1]}"
            raise IllegalActionError("wrong_dice_count",
                                     f"{self.id} scores {want} dice, got {len(faces)}")
        return self.check_faces(faces, len(faces))

    @staticmethod
    def check_number(n: Any, code: str, what: str, lo: int, hi: int | None = None) -> int:
        """`n` as a whole number lo..hi (hi None = no limit), else IllegalActionError(code)."""
        if not isinstance(n, int) or isinstance(n, bool) or n < lo or (hi is not None and n > hi):
            span = f"at least {lo}" if hi is None else str(lo) if lo == hi else f"{lo} to {hi}"
            raise IllegalActionError(code, f"{what} must be {span}, not {n}", got=n)
        return n

    def read_final(self, a: Action, dice: int, throws: int) -> tuple[int, tuple[int, ...]]:
        """`final N F…`: N throws made (1..throws, code `bad_throw_count`) and `dice` faces."""
        n = self.check_number(a.args[0] if a.args else None, "bad_throw_count",
                              "the number of throws", 1, throws)
        return n, self.check_faces(a.args[1:], dice)

    def read_points(self, a: Action, step: int) -> int:
        """`points N`: a turn's points, a whole number ≥ 0 (code `bad_points`) that the point
        table can make: a multiple of `step`, its smallest value (code `points_unreachable`)."""
        n = self.check_number(a.args[0] if len(a.args) == 1 else None, "bad_points",
                              "a turn's points", 0)
        if n % step:
            raise IllegalActionError("points_unreachable", f"a turn scores a multiple of {step} "
                                     f"points, not {n}", got=n)
        return n

    # ---- to implement
    def dice_to_throw(self, s: Any) -> int:
        raise NotImplementedError

    def new_initial_state(self, players: int, first_player: int = 0) -> Any:
        raise NotImplementedError

    def _legal(self, s: Any) -> Iterable[Action]:
        raise NotImplementedError

    def _apply_decision(self, s: Any, a: Action) -> Step:
        raise NotImplementedError

    def _apply_roll(self, s: Any, faces: tuple[int, ...]) -> Step:
        raise NotImplementedError

    def _turn_starts(self, s: Any) -> bool:
        """At a chance node: is this the first throw of a player's turn (keeper inputs open)?"""
        return False

    def _apply_keeper(self, s: Any, a: Action) -> Step:
        """Apply a score-keeping input (its verb is in `keeper_verbs`, accepted now)."""
        raise NotImplementedError

    def scoresheet(self, s: Any) -> Scoresheet:
        raise NotImplementedError

    def outcome(self, s: Any) -> Outcome | None:
        raise NotImplementedError

    def score(self, dice: tuple[int, ...], first_throw: bool = False) -> ScoreReport:
        raise NotImplementedError

    def table(self, s: Any) -> TableView:
        raise NotImplementedError

    def check_players(self, players: int, first_player: int) -> None:
        if not isinstance(players, int) or not self.min_players <= players <= self.max_players:
            raise IllegalActionError(
                "player_count", f"{self.id} is played by {self.min_players} to "
                f"{self.max_players} players, not {players}")
        if not 0 <= first_player < players:
            raise IllegalActionError("first_player", f"no player {first_player}")


# --------------------------------------------------------------------------- dice maths
@lru_cache(maxsize=None)
def multiset_outcomes(n: int) -> tuple[tuple[tuple[int, ...], Fraction], ...]:
    """All sorted throws of n dice with exact probabilities (multinomial weights)."""
    total = 6 ** n
    out = []
    for combo in combinations_with_replacement(FACES, n):
        ways = factorial(n)
        for f in FACES:
            ways //= factorial(combo.count(f))
        out.append((combo, Fraction(ways, total)))
    return tuple(out)


def counts(dice: Iterable[int]) -> tuple[int, ...]:
    """n_f for f = 1..6 as a tuple indexed 0..5."""
    c = [0] * 6
    for d in dice:
        c[d - 1] += 1
    return tuple(c)


def nonempty_subsets(positions: Iterable[int]) -> list[tuple[int, ...]]:
    """Every non-empty subset of tray positions, smallest first, in a fixed order."""
    pos = tuple(positions)
    out = []
    for mask in range(1, 1 << len(pos)):
        out.append(tuple(p for i, p in enumerate(pos) if mask >> i & 1))
    out.sort(key=lambda t: (len(t), t))
    return out


@lru_cache(maxsize=None)
def _snake(name: str) -> str:
    return "".join("_" + c.lower() if c.isupper() else c for c in name).lstrip("_")
