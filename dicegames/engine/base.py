"""The game protocol and the machinery every game shares: chance throws, legality, `apply`."""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, ClassVar, Protocol

from .actions import Action
from .dice import multiset_outcomes
from .errors import IllegalActionError
from .events import Step
from .outcome import Outcome
from .scoring_table import ScoringTable
from .sheet import Scoresheet
from .table import TableView

CHANCE = -1      # current_player() when dice must be thrown
TERMINAL = -2    # current_player() when the game is over


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
    def scoring_table(self) -> ScoringTable: ...


class BaseGame:
    """Shared mechanics: chance throws of n dice, legality checks, a uniform `apply`.

    A game subclass sets `id`, `version`, `min_players`, `max_players`, `score_dice_counts`
    and implements `dice_to_throw`, `_legal`, `_apply_decision`, `_apply_roll`, `scoresheet`,
    `outcome`, `score`, `scoring_table`. States are frozen dataclasses with a `throw_no`
    counter (RNG index).

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

    def scoring_table(self) -> ScoringTable:
        """Every combination / cell / hand / bonus under these rules, with examples whose
        points `score()` computes (see scoring_table.py). A game without one has an empty
        table (its rules viewer then shows the rules text alone)."""
        return ScoringTable("points", ())

    def check_players(self, players: int, first_player: int) -> None:
        if not isinstance(players, int) or not self.min_players <= players <= self.max_players:
            raise IllegalActionError(
                "player_count", f"{self.id} is played by {self.min_players} to "
                f"{self.max_players} players, not {players}")
        if not 0 <= first_player < players:
            raise IllegalActionError("first_player", f"no player {first_player}")


