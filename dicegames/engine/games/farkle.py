"""Zonk Chicago / Detroit (source text 001, RULES.md §001): Farkle-type, 5 or 6 coloured dice.

A turn: throw, set aside scoring dice (`take`), then `throw` the rest or `bank`. A throw that
scores nothing is a zonk and loses the turn. Dice that all score are hot dice: all are thrown
again. The next player may build off a voluntary bank (`piggyback`).
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from fractions import Fraction
from functools import cache

from ..actions import Action
from ..base import BaseGame, ScoreEntry, ScoreReport
from ..dice import FACES
from ..errors import IllegalActionError, OptionError
from ..events import (
    Banked,
    DiceThrown,
    Event,
    GameOver,
    HotDice,
    SetAside,
    Step,
    TurnPassed,
    Zonk,
)
from ..options import Rules, option
from ..outcome import Outcome, Termination
from ..registry import GameInfo
from ..scoring_table import ScoringTable
from ..sheet import Cell, CellState, Scoresheet, SheetRow
from ..table import ShelfGroup, TableView
from .farkle_scoring import (
    COLOURS,
    DICE,
    SINGLES,
    Scoring,
    Take,
    scoring_table_for,
    scoring_takes,
    whole_roll,
)

# phases of a state
OFFER = "offer"          # the player decides: build off the previous bank, or a fresh turn
THROW = "throw"          # dice are waiting to be thrown (a chance node)
TAKE = "take"            # the player sets scoring dice aside from the roll just made
CHOOSE = "choose"        # after a take: throw the remaining dice, or bank
OVER = "over"


@dataclass(frozen=True)
class FarkleRules(Rules):
    version: str = option("chicago", choices=("chicago", "detroit"), group="version")
    target: int = option(10_000, lo=50, hi=1_000_000, group="end")
    end_rule: str = option("immediate", choices=("immediate", "final_round"), group="end")
    hot_dice: str = option("mandatory", choices=("mandatory", "optional"), group="turn")
    keep_rule: str = option("choose", choices=("choose", "all_scoring_dice"), group="turn")
    colour_pairs_distinct: bool = option(False, group="scoring")
    piggyback: bool = option(True, group="turn")
    opening_minimum: int = option(0, lo=0, hi=1_000_000, group="house")
    multiples: str = option("additive", choices=("additive", "doubling"), group="house")

    def inactive(self, players: int) -> frozenset[str]:
        return frozenset() if self.version == "detroit" else frozenset({"colour_pairs_distinct"})

    def validate(self) -> None:
        if self.colour_pairs_distinct and self.version != "detroit":
            raise OptionError("conflicting_options", "colour_pairs_distinct needs Detroit's "
                              "coloured dice; Chicago's dice have no colours",
                              options=("colour_pairs_distinct", "version"))


@dataclass(frozen=True)
class FinalRound(Event):
    """A player reached the target under `end_rule=final_round`: the others get one more turn."""

    total: int = 0
    turns: int = 0


@dataclass(frozen=True)
class Piggyback(Event):
    """The player builds off the previous player's bank: his turn total and remaining dice."""

    from_player: int = 0
    turn_total: int = 0
    dice_left: int = 0


@dataclass(frozen=True)
class FarkleState:
    """A game in progress: totals, the turn ledger, the tray and the current turn."""

    players: int
    current: int
    totals: tuple[int, ...]
    ledger: tuple[tuple[tuple[int, str], ...], ...]   # per player, per finished turn: points, note
    dice: tuple[int, ...]                 # face per tray position (0 = picked up, not thrown)
    live: tuple[int, ...]                 # positions to throw, just thrown, or left after a take
    phase: str = THROW
    turn_total: int = 0                   # at an offer: the previous player's banked turn total
    shelf: tuple[ShelfGroup, ...] = ()    # dice set aside this turn (inherited ones included)
    series: int = 1                       # 1 + hot-dice pick-ups this turn
    throws: int = 0                       # throws made this turn
    inherited: int = 0                    # turn total taken over by piggyback (0 = fresh turn)
    final_turns: int | None = None        # turns left in the final round (None = not started)
    throw_no: int = 0                     # throws made in the whole game (RNG index)
    winners: tuple[int, ...] = ()


@cache
def colour_outcomes() -> tuple[tuple[Action, Fraction], ...]:
    """Every six-dice Detroit throw as three colour pairs (21 × 21 × 21), with exact odds."""
    pairs = [((a, b), Fraction(1 if a == b else 2, 36)) for a in FACES for b in FACES if a <= b]
    return tuple((Action("roll", w + r + g), pw * pr * pg)
                 for w, pw in pairs for r, pr in pairs for g, pg in pairs)


class Farkle(BaseGame):
    id = "chicago"
    version = 1
    min_players = 2
    max_players = 8
    keeper_verbs = ("points",)
    rules: FarkleRules

    def __init__(self, rules: FarkleRules, game_id: str | None = None) -> None:
        super().__init__(rules, game_id)
        self.dice_count = DICE[rules.version]
        self.score_dice_counts = tuple(range(1, self.dice_count + 1))  # type: ignore[misc]
        self.scoring = Scoring(rules.version, rules.multiples, rules.colour_pairs_distinct)

    # ---- setup
    def new_initial_state(self, players: int, first_player: int = 0) -> FarkleState:
        self.check_players(players, first_player)
        return self._fresh(FarkleState(players, first_player, (0,) * players, ((),) * players,
                                       (), ()), first_player)

    def _fresh(self, s: FarkleState, player: int) -> FarkleState:
        n = self.dice_count
        return replace(s, current=player, dice=(0,) * n, live=tuple(range(n)), phase=THROW,
                       turn_total=0, shelf=(), series=1, throws=0, inherited=0)

    def dice_to_throw(self, s: FarkleState) -> int:
        return len(s.live) if s.phase == THROW else 0

    def chance_outcomes(self, s: FarkleState) -> list[tuple[Action, Fraction]]:
        """As BaseGame, but a six-dice Detroit throw keeps its colours apart (colour pairs)."""
        if self.dice_to_throw(s) == 6 and self.rules.version == "detroit":
            return list(colour_outcomes())
        return super().chance_outcomes(s)

    # ---- what the rules allow
    def roll(self, s: FarkleState) -> tuple[int, ...]:
        """The faces of the live dice (tray order)."""
        return tuple(s.dice[i] for i in s.live)

    def takes(self, s: FarkleState) -> tuple[Take, ...]:
        """The sets of dice the player may set aside from the roll just made, best first."""
        takes = scoring_takes(self.roll(s), self.scoring)
        if not takes:
            return ()
        most = max(takes, key=lambda t: len(t.dice))
        hot = len(most.dice) == len(s.live) and self.rules.hot_dice == "mandatory"
        return (most,) if hot or self.rules.keep_rule == "all_scoring_dice" else takes

    def hot_dice_possible(self, s: FarkleState) -> bool:
        """After a roll: every die thrown can score (B3: the ability triggers hot dice)."""
        roll = self.roll(s)
        return s.phase == TAKE and any(len(t.dice) == len(roll)
                                       for t in scoring_takes(roll, self.scoring))

    def can_bank(self, s: FarkleState) -> bool:
        """Banking now is allowed (after a take; not owed a hot-dice throw; opening minimum)."""
        if s.phase != CHOOSE or (not s.live and self.rules.hot_dice == "mandatory"):
            return False
        return self.opens(s, s.turn_total)

    def opens(self, s: FarkleState, points: int) -> bool:
        """The current player may bank `points`: he is on the board or they reach the
        opening minimum."""
        return s.totals[s.current] > 0 or points >= self.rules.opening_minimum

    def _legal(self, s: FarkleState) -> Iterable[Action]:
        if s.phase == OFFER:
            yield from (Action("piggyback"), Action("fresh"))
        elif s.phase == TAKE:
            yield from (Action("take", t.dice) for t in self.takes(s))
        elif s.phase == CHOOSE:
            yield Action("throw")
            if self.can_bank(s):
                yield Action("bank")

    def apply(self, s: FarkleState, a: Action) -> Step:
        """As BaseGame.apply; the faces of a `take` may come in any order."""
        if a.verb == "take" and all(isinstance(x, int) for x in a.args):
            a = Action("take", tuple(sorted((int(x) for x in a.args), reverse=True)))
        return super().apply(s, a)

    # ---- moves
    def _apply_roll(self, s: FarkleState, faces: tuple[int, ...]) -> Step:
        dice = list(s.dice)
        for pos, face in zip(s.live, faces):
            dice[pos] = face
        s = replace(s, dice=tuple(dice), phase=TAKE, throws=s.throws + 1,
                    throw_no=s.throw_no + 1)
        events: list[Event] = [DiceThrown(s.current, s.dice, s.live, s.throws)]
        if self.takes(s):
            return Step(s, tuple(events))
        events.append(Zonk(s.current, s.turn_total, self._cell(s)))
        return self._end_turn(s, 0, "zonk", events)

    def _turn_starts(self, s: FarkleState) -> bool:
        return s.throws == 0 and not s.inherited

    def _apply_keeper(self, s: FarkleState, a: Action) -> Step:
        """`points N`: a fresh turn banked N (0 = a zonk; every combination is a multiple of
        one 5's 50); a player's first non-zero bank must reach `opening_minimum`. No piggyback
        offer follows (nothing is known about the dice left)."""
        p, points = s.current, self.read_points(a, min(SINGLES.values()))
        if not points:
            return self._end_turn(s, 0, "zonk", [Zonk(p, 0, self._cell(s))])
        if not self.opens(s, points):
            raise IllegalActionError("opening_minimum", f"a first bank must reach "
                                     f"{self.rules.opening_minimum} points, not {points}",
                                     got=points)
        return self._end_turn(s, points, "", [Banked(p, points, s.totals[p] + points,
                                                     self._cell(s))])

    def _apply_decision(self, s: FarkleState, a: Action) -> Step:
        p = s.current
        if a.verb == "take":
            take = next(t for t in self.takes(s) if t.dice == a.args)
            left, positions = list(s.live), []
            for face in take.dice:          # the lowest live position showing that face
                positions.append(next(i for i in left if s.dice[i] == face))
                left.remove(positions[-1])
            total = s.turn_total + take.points
            group = ShelfGroup(take.id, take.dice, take.points, s.series, tuple(positions))
            s = replace(s, live=tuple(left), phase=CHOOSE, turn_total=total,
                        shelf=s.shelf + (group,))
            events: list[Event] = [SetAside(p, take.id, take.dice, take.points)]
            if not left:
                events.append(HotDice(p, total))
            return Step(s, tuple(events))
        if a.verb == "throw":
            if not s.live:                  # hot dice: pick up every die
                s = replace(s, live=tuple(range(self.dice_count)), series=s.series + 1)
            return Step(self._pick_up(s))
        if a.verb == "piggyback":
            prev = (p - 1) % s.players
            s = self._pick_up(replace(s, inherited=s.turn_total))
            return Step(s, (Piggyback(p, prev, s.turn_total, len(s.live)),))
        if a.verb == "fresh":
            return Step(self._fresh(s, p))
        total = s.totals[p] + s.turn_total           # bank
        return self._end_turn(s, s.turn_total, "piggyback" if s.inherited else "",
                              [Banked(p, s.turn_total, total, self._cell(s))], banked=True)

    @staticmethod
    def _cell(s: FarkleState) -> str:
        """The ledger row the current player's turn is written in: `turn_K`."""
        return f"turn_{len(s.ledger[s.current]) + 1}"

    def _pick_up(self, s: FarkleState) -> FarkleState:
        dice = tuple(0 if i in s.live else f for i, f in enumerate(s.dice))
        return replace(s, dice=dice, phase=THROW)

    def _end_turn(self, s: FarkleState, points: int, note: str, events: list[Event],
                  banked: bool = False) -> Step:
        p = s.current
        totals = s.totals[:p] + (s.totals[p] + points,) + s.totals[p + 1:]
        ledger = s.ledger[:p] + (s.ledger[p] + ((points, note),),) + s.ledger[p + 1:]
        left = None if s.final_turns is None else s.final_turns - 1
        over = left == 0
        if left is None and totals[p] >= self.rules.target:
            if self.rules.end_rule == "immediate":
                over = True
            else:
                left = s.players - 1
                events.append(FinalRound(p, totals[p], left))
        s = replace(s, totals=totals, ledger=ledger, final_turns=left)
        if over:
            out = self._result(totals)
            events.append(GameOver(None, out.winners, out.termination))
            return Step(replace(s, phase=OVER, winners=out.winners, live=()), tuple(events))
        nxt = (p + 1) % s.players
        events.append(TurnPassed(p, nxt))
        if banked and s.live and self.rules.piggyback:
            return Step(replace(s, current=nxt, phase=OFFER, throws=0, inherited=0),
                        tuple(events))
        return Step(self._fresh(s, nxt), tuple(events))

    # ---- reading
    def outcome(self, s: FarkleState) -> Outcome | None:
        return self._result(s.totals) if s.winners else None

    def _result(self, totals: tuple[int, ...]) -> Outcome:
        end = Termination.TARGET_REACHED if self.rules.end_rule == "immediate" \
            else Termination.FINAL_ROUND
        return Outcome.by_points(totals, end)

    def scoresheet(self, s: FarkleState) -> Scoresheet:
        """One row per turn: the points banked (0 and note `zonk` for a zonk) with the player's
        running total, the open turn's bankable total as its preview; then the totals."""
        playing = s.phase != OVER
        rounds = max(len(s.ledger[p]) + (playing and p == s.current) for p in range(s.players))
        running = [0] * s.players
        rows = []
        for k in range(rounds):
            cells = []
            for p in range(s.players):
                if k < len(s.ledger[p]):
                    points, note = s.ledger[p][k]
                    running[p] += points
                    cells.append(Cell(points, CellState.SCORED, note=note, running=running[p]))
                elif playing and p == s.current and k == len(s.ledger[p]):
                    preview = s.turn_total if self.can_bank(s) else None
                    cells.append(Cell(None, CellState.OPEN, preview))
                else:
                    cells.append(Cell())
            rows.append(SheetRow(f"turn_{k + 1}", "turns", tuple(cells)))
        rows.append(SheetRow("total", "totals", tuple(Cell(t, CellState.COMPUTED)
                                                      for t in s.totals), total=True))
        info: tuple[tuple[str, int | str], ...] = (("target", self.rules.target),)
        if s.final_turns is not None:
            info += (("final_round", 1),)
        return Scoresheet("zonk_ledger", tuple(rows), s.players, s.current if playing else None,
                          info)

    def table(self, s: FarkleState) -> TableView:
        info: list[tuple[str, object]] = []
        if s.phase == OFFER:
            info.append(("piggyback_offer", (s.turn_total, len(s.live))))
        elif s.inherited:
            info.append(("piggyback", s.inherited))
        if s.phase == CHOOSE and not s.live:
            info.append(("hot_dice", True))
        if s.final_turns is not None:
            info.append(("final_round", True))
        if s.phase != OVER and self.rules.opening_minimum and not s.totals[s.current]:
            info.append(("opening_minimum", self.rules.opening_minimum))
        colours = COLOURS if self.rules.version == "detroit" else ()
        return TableView(None if s.phase == OVER else s.current, s.dice, s.live, s.throws, None,
                         colours, None if s.phase == OFFER else s.turn_total, s.shelf,
                         tuple(info))

    def score(self, dice: tuple[int, ...], first_throw: bool = False) -> ScoreReport:
        """The best take of these dice as one roll (tray order: colours apply); beaten colour
        pairs are listed after it."""
        dice = self.check_score_dice(dice)
        takes = scoring_takes(dice, self.scoring)
        best = takes[0].combinations if takes else ()
        extra = tuple(c for c in whole_roll(dice, self.scoring)
                      if c.id == "colour_pairs" and c not in best)
        entries = tuple(ScoreEntry(c.id, c.points, c.dice) for c in best + extra)
        flags = (("zonk", not takes), ("hot_dice", any(len(t.dice) == len(dice) for t in takes)))
        return ScoreReport(entries, takes[0].points if takes else 0, flags)

    def scoring_table(self) -> ScoringTable:
        """The combinations and what a roll of them scores under these rules (farkle_scoring)."""
        return scoring_table_for(self.scoring)


GAMES = tuple(
    GameInfo(version, Farkle, FarkleRules, source="001", dice=DICE[version],
             fixed={"version": version}, family="zonk", presets={
                 "standard": {},
                 "short": {"target": 2000},
                 "house": {"multiples": "doubling", "opening_minimum": 500,
                           "end_rule": "final_round", "hot_dice": "optional"},
             })
    for version in ("chicago", "detroit"))
