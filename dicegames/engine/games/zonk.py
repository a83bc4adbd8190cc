"""«зонк» (source text 000, RULES.md §000): 6 dice, one combination per throw, at most three
throws per series, hot dice, six of a kind wins at once; a duel or a multi-round game settled
through the bank.

Decisions (see docs/records.md): `take F…` one combination from the dice just thrown, `stop`,
`throw` (or `throw F…` with `must_throw_all_remaining=false`), `continue` after hot dice, and
`reroll` with `free_reroll`.
"""
from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import dataclass, replace
from fractions import Fraction
from itertools import product

from ..actions import Action
from ..base import BaseGame, ScoreEntry, ScoreReport
from ..dice import counts
from ..errors import OptionError
from ..events import (
    Banked,
    DiceThrown,
    Event,
    GameOver,
    HotDice,
    RoundEnded,
    SetAside,
    Step,
    TurnPassed,
    Zonk,
)
from ..options import Rules, option
from ..outcome import Outcome, Standing, Termination
from ..registry import GameInfo
from ..scoring_table import ScoringTable
from ..sheet import Cell, CellState, Scoresheet, SheetRow
from ..table import ShelfGroup, TableView
from .zonk_scoring import (
    SMALL_POINTS,
    Combination,
    bank_settlement,
    best_partition,
    difference_settlement,
    payment_settlement,
    rounded_settlement,
    scoring_dice,
    scoring_table_for,
    single_combinations,
    six_of_a_kind,
    stake_settlement,
)

DICE = 6
MAX_THROWS = 3                      # per series (A10)
ALL = tuple(range(DICE))


@dataclass(frozen=True)
class ZonkRules(Rules):
    """The options of RULES.md §000 (keys without `z000.`).

    `match_format=auto` is RULES' default: `duel` for two players, `multi` for three or more.
    `six_kind_payment` and `six_kind_round_points` of 0 mean "equal to `target`" (RULES' default).
    Sub-options only act with their parent: `free_reroll_scope` with `free_reroll`,
    `six_kind_as_two_triples` with `six_kind_scope=first_throw_of_turn`, the `duel_*` options in a
    duel, the `multi_end`/`target`/`rounds`/`target_check` options in a multi-round game.
    """

    match_format: str = option("auto", choices=("auto", "duel", "multi"), group="match")
    duel_settlement: str = option("stake", choices=("stake", "difference"), group="match")
    duel_tie: str = option("draw", choices=("draw", "replay"), group="match")
    multi_end: str = option("target", choices=("target", "rounds"), group="match")
    target: int = option(500, lo=1, hi=1_000_000, group="match")
    rounds: int = option(10, lo=1, hi=1000, group="match")
    target_check: str = option("end_of_round", choices=("end_of_round", "immediate"),
                               group="match")
    rotate_first_player: bool = option(False, group="match")
    money_per_point: int = option(1, lo=1, hi=1_000_000, group="settlement")
    allow_partial_combination: bool = option(True, group="turn")
    must_throw_all_remaining: bool = option(True, group="turn")
    three_pairs_allow_four_plus_pair: bool = option(False, group="scoring")
    pair_max_ace_high: bool = option(False, group="scoring")
    six_kind_scope: str = option("any_six_dice_throw",
                                 choices=("any_six_dice_throw", "first_throw_of_turn"),
                                 group="six_of_a_kind")
    six_kind_effect: str = option("win_game", choices=("win_game", "win_round"),
                                  group="six_of_a_kind")
    six_kind_payment: int = option(0, lo=0, hi=1_000_000, group="six_of_a_kind")
    six_kind_round_points: int = option(0, lo=0, hi=1_000_000, group="six_of_a_kind")
    six_kind_as_two_triples: bool = option(False, group="six_of_a_kind")
    free_reroll: bool = option(False, group="variants")
    free_reroll_scope: str = option("thrown_dice", choices=("thrown_dice", "all_six"),
                                    group="variants")
    keep_all_combinations: bool = option(False, group="variants")

    def validate(self) -> None:
        if self.free_reroll and self.keep_all_combinations:
            raise OptionError(
                "conflicting_options", "free_reroll (keep nothing and throw again) and "
                "keep_all_combinations (every combination must be kept) exclude each other: "
                "choose at most one", options=("free_reroll", "keep_all_combinations"))

    def inactive(self, players: int) -> frozenset[str]:
        off = set()
        if self.format_for(players) == "duel":
            off |= {"multi_end", "rounds", "target_check", "rotate_first_player"}
            if self.duel_settlement == "stake":        # a fixed stake: no points are paid
                off |= {"money_per_point", "six_kind_payment", "target"}
            elif self.six_kind_payment:                # the target only names that payment
                off.add("target")
        else:
            off |= {"duel_settlement", "duel_tie"}
            off.add("rounds" if self.multi_end == "target" else "target_check")
        if not self.free_reroll:
            off.add("free_reroll_scope")
        if self.six_kind_scope != "first_throw_of_turn":
            off.add("six_kind_as_two_triples")
        if self.six_kind_effect != "win_round":
            off.add("six_kind_round_points")
        return frozenset(off)

    def format_for(self, players: int) -> str:
        """`duel` or `multi` for this many players (resolving `auto`)."""
        if self.match_format != "auto":
            return self.match_format
        return "duel" if players == 2 else "multi"

    @property
    def payment(self) -> int:
        """Points every other player pays a six-of-a-kind winner (0 in the option = target)."""
        return self.six_kind_payment or self.target

    @property
    def round_points(self) -> int:
        """A six-of-a-kind thrower's round score with `win_round` (0 in the option = target)."""
        return self.six_kind_round_points or self.target


class Phase(enum.Enum):
    ROLL = "roll"            # dice are waiting to be thrown
    TAKE = "take"            # one combination must be set aside from the dice just thrown
    CHOOSE = "choose"        # stop, or throw the remaining dice again
    HOT = "hot"              # hot dice: continue with six dice, or stop
    OVER = "over"


@dataclass(frozen=True)
class TurnResult:
    """A finished turn in the ledger: the points banked and a note id."""

    points: int
    note: str = ""           # "" | "zonk" | "six_of_a_kind" | "no_turn"


@dataclass(frozen=True)
class SixOfAKind(Event):
    face: int = 0
    effect: str = ""         # win_game | win_round
    cell: str = ""           # the round's row of the ledger


@dataclass(frozen=True)
class FreeReroll(Event):
    thrown: tuple[int, ...] = ()     # tray positions thrown again
    cancelled: int = 0               # points of the series given up (free_reroll_scope=all_six)


@dataclass(frozen=True)
class ZonkState:
    players: int
    first_player: int
    round_seats: tuple[tuple[int, ...], ...]             # per round: who plays, in order
    ledger: tuple[tuple[TurnResult | None, ...], ...]     # per round, per player
    turn: int = 0                                        # index into round_seats[-1]
    phase: Phase = Phase.ROLL
    dice: tuple[int, ...] = (0,) * DICE                  # faces by tray position, 0 = none
    pending: tuple[int, ...] = ALL                       # positions waiting to be thrown
    thrown: tuple[int, ...] = ()                         # positions of the last throw
    aside: tuple[int, ...] = ()                          # positions set aside in this series
    shelf: tuple[ShelfGroup, ...] = ()                   # this turn's kept combinations
    series: int = 1
    throw: int = 0                                       # throws made in this series
    throw_no: int = 0                                    # throws in the whole game (RNG index)
    winners: tuple[int, ...] = ()
    termination: Termination = Termination.COMPLETED
    six_kind: int | None = None                          # who won the game by six of a kind

    @property
    def current(self) -> int:
        return self.round_seats[-1][self.turn]

    @property
    def round_no(self) -> int:
        return len(self.ledger)

    @property
    def turn_total(self) -> int:
        return sum(g.points for g in self.shelf)


def sub_multisets(faces: Iterable[int]) -> list[tuple[int, ...]]:
    """Every distinct non-empty sub-multiset of `faces`, each descending; largest first."""
    c = counts(faces)
    out = []
    for ks in product(*(range(n + 1) for n in c)):
        sub = tuple(f for f in range(6, 0, -1) for _ in range(ks[f - 1]))
        if sub:
            out.append(sub)
    return sorted(out, key=lambda t: (-len(t), [-f for f in t]))


class ZonkGame(BaseGame):
    id = "zonk"
    version = 1
    min_players = 2
    max_players = 8
    score_dice_counts = (1, 2, 3, 4, 5, 6)
    keeper_verbs = ("points", "six_of_a_kind")
    rules: ZonkRules

    # ---- setup
    def new_initial_state(self, players: int, first_player: int = 0) -> ZonkState:
        self.check_players(players, first_player)
        seats = self._seating(players, first_player, 1, range(players))
        return ZonkState(players, first_player, (seats,), ((None,) * players,))

    def _seating(self, players: int, first: int, round_no: int, who: Iterable[int]
                 ) -> tuple[int, ...]:
        start = (first + (round_no - 1 if self.rules.rotate_first_player else 0)) % players
        return tuple(sorted(who, key=lambda p: (p - start) % players))

    def match_format(self, s: ZonkState) -> str:
        """`duel` or `multi` for this game."""
        return self.rules.format_for(s.players)

    def dice_to_throw(self, s: ZonkState) -> int:
        return len(s.pending) if s.phase is Phase.ROLL else 0

    # ---- what may be set aside
    def takes(self, s: ZonkState) -> tuple[Combination, ...]:
        """The combinations the dice just thrown offer (one of them is to be set aside)."""
        return single_combinations([s.dice[p] for p in s.thrown], self.rules,
                                   self.rules.six_kind_as_two_triples)

    def hot_dice_possible(self, s: ZonkState) -> bool:
        """After a throw: every die still in play in this series can be set aside now."""
        if s.phase is Phase.HOT:
            return True
        need = DICE - len(s.aside)
        return s.phase is Phase.TAKE and any(len(c.dice) == need for c in self.takes(s))

    # ---- decisions
    def apply(self, s: ZonkState, a: Action) -> Step:
        """As BaseGame.apply; the faces of `take`/`throw` may be listed in any order."""
        if a.verb in ("take", "throw") and all(type(x) is int for x in a.args):
            a = Action(a.verb, tuple(sorted(a.args, reverse=True)))
        return super().apply(s, a)

    def _legal(self, s: ZonkState) -> Iterable[Action]:
        if s.phase is Phase.TAKE:
            for c in self.takes(s):
                yield Action("take", c.dice)
            if self.rules.free_reroll and s.throw < MAX_THROWS:
                yield Action("reroll")
        elif s.phase is Phase.CHOOSE:
            yield Action("stop")
            if self.rules.must_throw_all_remaining:
                yield Action("throw")
            else:
                for faces in sub_multisets(s.dice[p] for p in ALL if p not in s.aside):
                    yield Action("throw", faces)
        elif s.phase is Phase.HOT:
            yield Action("continue")
            yield Action("stop")

    def _apply_decision(self, s: ZonkState, a: Action) -> Step:
        if a.verb == "take":
            combo = next(c for c in self.takes(s) if c.dice == a.args)
            return self._set_aside(s, (combo,), [])
        if a.verb == "stop":
            return self._bank(s, s.turn_total, [])
        if a.verb == "throw":
            live = [p for p in ALL if p not in s.aside]
            chosen = [_take_position(live, s.dice, f) for f in a.numbers] if a.args else live
            return Step(replace(s, phase=Phase.ROLL, pending=tuple(sorted(chosen))))
        if a.verb == "continue":
            return Step(replace(s, phase=Phase.ROLL, pending=ALL, dice=(0,) * DICE, thrown=(),
                                aside=(), series=s.series + 1, throw=0))
        # reroll (free_reroll): nothing is kept from the dice just thrown
        if self.rules.free_reroll_scope == "all_six":
            kept = tuple(g for g in s.shelf if g.series != s.series)
            cancelled = s.turn_total - sum(g.points for g in kept)
            return Step(replace(s, shelf=kept, aside=(), phase=Phase.ROLL, pending=ALL),
                        (FreeReroll(s.current, ALL, cancelled),))
        return Step(replace(s, phase=Phase.ROLL, pending=s.thrown),
                    (FreeReroll(s.current, s.thrown),))

    def _apply_roll(self, s: ZonkState, faces: tuple[int, ...]) -> Step:
        dice = list(s.dice)
        for pos, face in zip(s.pending, faces):
            dice[pos] = face
        s = replace(s, dice=tuple(dice), thrown=s.pending, pending=(), phase=Phase.TAKE,
                    throw=s.throw + 1, throw_no=s.throw_no + 1)
        events: list[Event] = [DiceThrown(s.current, s.dice, s.thrown, s.throw)]
        if six_of_a_kind(faces) and (self.rules.six_kind_scope == "any_six_dice_throw"
                                     or (s.series, s.throw) == (1, 1)):
            return self._six_of_a_kind(s, faces[0], events)
        if not self.takes(s):
            return self._zonk(s, events)
        if self.rules.keep_all_combinations:
            six_as = self.rules.six_kind_as_two_triples
            return self._set_aside(s, best_partition(scoring_dice(faces, self.rules, six_as),
                                                     self.rules, six_as), events)
        return Step(s, tuple(events))

    # ---- score-keeping: a whole turn entered at once
    def _turn_starts(self, s: ZonkState) -> bool:
        return s.series == 1 and s.throw == 0

    def _apply_keeper(self, s: ZonkState, a: Action) -> Step:
        """`points N`: the turn banked N, 0 = a zonk (one 5 scores 1, so every N ≥ 0 is a sum
        of table combinations); `six_of_a_kind F`: the turn's first throw (where six of a kind
        always applies) showed six Fs."""
        if a.verb == "six_of_a_kind":
            face = self.check_faces(a.args, 1)[0]
            return self._six_of_a_kind(replace(s, dice=(face,) * DICE), face, [])
        points = self.read_points(a, min(SMALL_POINTS.values()))
        return self._bank(s, points, []) if points else self._zonk(s, [])

    # ---- the flow of a turn
    def _set_aside(self, s: ZonkState, combos: Iterable[Combination], events: list[Event]
                   ) -> Step:
        free, aside, shelf = list(s.thrown), list(s.aside), list(s.shelf)
        for c in combos:
            positions = tuple(_take_position(free, s.dice, f) for f in c.dice)
            aside += positions
            shelf.append(ShelfGroup(c.id, c.dice, c.points, s.series, positions))
            events.append(SetAside(s.current, c.id, c.dice, c.points))
        s = replace(s, aside=tuple(sorted(aside)), shelf=tuple(shelf))
        if len(s.aside) == DICE:
            events.append(HotDice(s.current, s.turn_total))
            return Step(replace(s, phase=Phase.HOT), tuple(events))
        if s.throw >= MAX_THROWS:
            return self._bank(s, s.turn_total, events)
        return Step(replace(s, phase=Phase.CHOOSE), tuple(events))

    def _bank(self, s: ZonkState, points: int, events: list[Event]) -> Step:
        events.append(Banked(s.current, points, self.totals(s)[s.current] + points,
                             f"round_{s.round_no}"))
        return self._end_turn(s, {s.current: TurnResult(points)}, events)

    def _zonk(self, s: ZonkState, events: list[Event]) -> Step:
        events.append(Zonk(s.current, s.turn_total, f"round_{s.round_no}"))
        return self._end_turn(s, {s.current: TurnResult(0, "zonk")}, events)

    def _record(self, s: ZonkState, results: dict[int, TurnResult]) -> ZonkState:
        row = tuple(results.get(p, r) for p, r in enumerate(s.ledger[-1]))
        return replace(s, ledger=s.ledger[:-1] + (row,))

    def _end_turn(self, s: ZonkState, results: dict[int, TurnResult], events: list[Event]
                  ) -> Step:
        """Write the turn's result (and any others) to the ledger; pass the turn, end the
        round or the game."""
        s = self._record(s, results)
        if self._target_reached_now(s):
            return self._finish(s, events)
        seats = s.round_seats[-1]
        if s.turn + 1 < len(seats) and s.ledger[-1][seats[s.turn + 1]] is None:
            events.append(TurnPassed(s.current, seats[s.turn + 1]))
            return Step(_fresh_turn(replace(s, turn=s.turn + 1)), tuple(events))
        return self._end_round(s, events)

    def _target_reached_now(self, s: ZonkState) -> bool:
        r = self.rules
        return (self.match_format(s) == "multi" and r.multi_end == "target"
                and r.target_check == "immediate" and self.totals(s)[s.current] >= r.target)

    def _six_of_a_kind(self, s: ZonkState, face: int, events: list[Event]) -> Step:
        events.append(SixOfAKind(s.current, face, self.rules.six_kind_effect,
                                 f"round_{s.round_no}"))
        if self.rules.six_kind_effect == "win_game":
            return self._finish(replace(s, six_kind=s.current), events)
        results = {p: TurnResult(0, "no_turn") for p in s.round_seats[-1][s.turn + 1:]}
        results[s.current] = TurnResult(self.rules.round_points, "six_of_a_kind")
        return self._end_turn(s, results, events)

    def _end_round(self, s: ZonkState, events: list[Event]) -> Step:
        events.append(RoundEnded(None, s.round_no))
        r = self.rules
        if self.match_format(s) == "duel":
            leaders = self._round_leaders(s)
            if len(leaders) > 1 and r.duel_tie == "replay":
                return self._new_round(s, leaders, events)
            return self._finish(s, events)
        totals = self.totals(s)
        done = s.round_no >= r.rounds if r.multi_end == "rounds" else max(totals) >= r.target
        if done:
            return self._finish(s, events)
        return self._new_round(s, range(s.players), events)

    def _round_leaders(self, s: ZonkState) -> tuple[int, ...]:
        scores = _round_scores(s.round_seats[-1], s.ledger[-1])
        return tuple(p for p, v in scores.items() if v == max(scores.values()))

    def _new_round(self, s: ZonkState, who: Iterable[int], events: list[Event]) -> Step:
        seats = self._seating(s.players, s.first_player, s.round_no + 1, who)
        events.append(TurnPassed(s.current, seats[0]))
        s = replace(s, round_seats=s.round_seats + (seats,),
                    ledger=s.ledger + ((None,) * s.players,), turn=0)
        return Step(_fresh_turn(s), tuple(events))

    def _finish(self, s: ZonkState, events: list[Event]) -> Step:
        winners: tuple[int, ...]
        if s.six_kind is not None:
            winners, end = (s.six_kind,), Termination.SIX_OF_A_KIND
        elif self.match_format(s) == "duel":
            winners = self._round_leaders(s)
            end = Termination.HIGHEST_TURN_SCORE if len(winners) == 1 else Termination.DRAW
        else:
            totals = self.totals(s)
            winners = tuple(p for p in range(s.players) if totals[p] == max(totals))
            end = Termination.ROUNDS_PLAYED if self.rules.multi_end == "rounds" \
                else Termination.TARGET_REACHED
        events.append(GameOver(None, winners, end))
        return Step(replace(s, phase=Phase.OVER, pending=(), winners=winners, termination=end),
                    tuple(events))

    # ---- reading
    def totals(self, s: ZonkState) -> tuple[int, ...]:
        """Each player's banked points over the whole game."""
        return tuple(sum(r.points for row in s.ledger if (r := row[p]) is not None)
                     for p in range(s.players))

    def _metric(self, s: ZonkState) -> list[tuple[int, int]]:
        """Per player (rank key, points): multi ranks by total; a duel by the last round each
        played (players of a replay round rank above those who lost before it)."""
        if self.match_format(s) == "multi":
            return [(0, t) for t in self.totals(s)]
        out = []
        for p in range(s.players):
            played = [r for row in s.ledger if (r := row[p]) is not None]
            out.append((len(played), played[-1].points if played else 0))
        return out

    def outcome(self, s: ZonkState) -> Outcome | None:
        if s.phase is not Phase.OVER:
            return None
        metric = self._metric(s)
        key = [(p in s.winners, *metric[p]) for p in range(s.players)]
        order = sorted(range(s.players), key=lambda p: (tuple(-k for k in key[p]), p))
        standings = tuple(Standing(p, 1 + sum(1 for q in range(s.players) if key[q] > key[p]),
                                   metric[p][1]) for p in order)
        replayed = s.six_kind is None and self.match_format(s) == "duel" and s.round_no > 1
        return Outcome(s.winners, standings, s.termination, self.settlement(s),
                       replayed=replayed)

    def settlement(self, s: ZonkState) -> tuple[Fraction, ...]:
        """Net result per player of a finished game, zero-sum: in stakes for a duel on a stake,
        else in money (points × money_per_point)."""
        n, r = s.players, self.rules
        duel = self.match_format(s) == "duel"
        if duel and r.duel_settlement == "stake":
            return stake_settlement(n, s.winners)
        if s.six_kind is not None:
            return payment_settlement(n, s.six_kind, r.payment * r.money_per_point)
        if duel:
            return difference_settlement(n, map(_round_scores, s.round_seats, s.ledger),
                                         r.money_per_point)
        return bank_settlement(self.totals(s), r.money_per_point)

    def scoresheet(self, s: ZonkState) -> Scoresheet:
        """One row per round (a multi-round game carries each player's running total), the
        totals, and once the game is over the settlement."""
        over = s.phase is Phase.OVER
        multi = self.match_format(s) == "multi"
        running = [0] * s.players
        rows = []
        for r, (seats, row) in enumerate(zip(s.round_seats, s.ledger), 1):
            cells = []
            for p in range(s.players):
                result = row[p]
                if result is not None:
                    running[p] += result.points
                    cells.append(Cell(result.points, CellState.SCORED, note=result.note,
                                      running=running[p] if multi else None))
                elif p not in seats or (over and p != s.six_kind):
                    cells.append(Cell())
                elif over:
                    cells.append(Cell(None, CellState.SCORED, note="six_of_a_kind"))
                else:
                    live = r == s.round_no and p == s.current
                    cells.append(Cell(None, CellState.OPEN, s.turn_total if live else None))
            rows.append(SheetRow(f"round_{r}", "rounds", tuple(cells)))
        rows.append(SheetRow("total", "totals", tuple(
            Cell(t, CellState.COMPUTED) for t in self.totals(s)), total=True))
        if over:
            money = self.settlement(s)
            rows.append(SheetRow("settlement", "settlement", tuple(
                Cell(v, CellState.COMPUTED) for v in money), total=True))
            if any(v.denominator != 1 for v in money):
                rows.append(SheetRow("settlement_rounded", "settlement", tuple(
                    Cell(v, CellState.COMPUTED) for v in rounded_settlement(money)), total=True))
        return Scoresheet("zonk_ledger", tuple(rows), s.players, None if over else s.current,
                          self._info(s))

    def _info(self, s: ZonkState) -> tuple[tuple[str, int | str], ...]:
        fmt, r = self.match_format(s), self.rules
        info: list[tuple[str, int | str]] = [("format", fmt), ("round", s.round_no)]
        if fmt == "multi":
            info.append(("target", r.target) if r.multi_end == "target" else ("rounds", r.rounds))
        return tuple(info)

    def table(self, s: ZonkState) -> TableView:
        over = s.phase is Phase.OVER
        return TableView(None if over else s.current, s.dice,
                         tuple(p for p in ALL if p not in s.aside), s.throw, MAX_THROWS,
                         turn_total=s.turn_total, shelf=s.shelf,
                         info=self._info(s) + (("series", s.series), ("phase", s.phase.value),
                                               ("hot_dice", s.phase is Phase.HOT),
                                               ("thrown", s.thrown), ("aside", s.aside)))

    def score(self, dice: tuple[int, ...], first_throw: bool = False) -> ScoreReport:
        """`dicegames score zonk`: every single combination these dice offer; `best` is the
        most one throw can set aside (all scoring dice with keep_all_combinations)."""
        dice = self.check_score_dice(dice)
        six = six_of_a_kind(dice)
        instant = six and (first_throw or self.rules.six_kind_scope == "any_six_dice_throw")
        six_as = not instant and self.rules.six_kind_as_two_triples
        takes = single_combinations(dice, self.rules, six_as)
        if self.rules.keep_all_combinations:
            best = sum(c.points for c in best_partition(scoring_dice(dice, self.rules, six_as),
                                                        self.rules, six_as))
        else:
            best = max((c.points for c in takes), default=0)
        entries = tuple(ScoreEntry(c.id, c.points, c.dice) for c in takes)
        return ScoreReport(entries, best, (("zonk", not takes), ("six_of_a_kind", six)))

    def scoring_table(self) -> ScoringTable:
        """The combinations and their points under these rules (zonk_scoring)."""
        return scoring_table_for(self.rules)


def _take_position(free: list[int], dice: tuple[int, ...], face: int) -> int:
    """Remove and return the first position in `free` showing `face`."""
    pos = next(p for p in free if dice[p] == face)
    free.remove(pos)
    return pos


def _round_scores(seats: tuple[int, ...], row: tuple[TurnResult | None, ...]) -> dict[int, int]:
    """{seat: points} of the turns played in a round, in seating order."""
    return {p: r.points for p in seats if (r := row[p]) is not None}


def _fresh_turn(s: ZonkState) -> ZonkState:
    return replace(s, phase=Phase.ROLL, dice=(0,) * DICE, pending=ALL, thrown=(), aside=(),
                   shelf=(), series=1, throw=0)


GAMES = (
    GameInfo("zonk", ZonkGame, ZonkRules, source="000", dice=DICE,
             presets={
                 "standard": {},
                 "duel": {"match_format": "duel", "duel_settlement": "difference",
                          "duel_tie": "replay"},
                 "rounds": {"match_format": "multi", "multi_end": "rounds"},
                 "keep_all": {"keep_all_combinations": True},
                 "free_reroll": {"free_reroll": True},
                 "house": {"must_throw_all_remaining": False, "allow_partial_combination": False,
                           "three_pairs_allow_four_plus_pair": True, "pair_max_ace_high": True,
                           "six_kind_scope": "first_throw_of_turn",
                           "six_kind_effect": "win_round", "six_kind_as_two_triples": True,
                           "rotate_first_player": True, "target_check": "immediate",
                           "free_reroll": True, "free_reroll_scope": "all_six"},
             }),
)
