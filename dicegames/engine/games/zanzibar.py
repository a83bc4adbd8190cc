"""«Занзибар» / «421» (source text 004, RULES.md §004): 3 dice, chips, loading, unloading.

A round: every player still in throws once in turn from the starter (the previous round's loser),
re-throwing any dice up to the throw limit; the worst hand takes the best hand's chip value —
from the pot while loading, from the best player while unloading. A hand is kept by `stop`, or
automatically when the player has used the limit.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace

from ..actions import Action
from ..base import BaseGame, ScoreEntry, ScoreReport
from ..dice import nonempty_subsets
from ..events import (
    ChipsMoved,
    DiceThrown,
    Event,
    GameOver,
    PlayerLeft,
    RoundEnded,
    Step,
    TurnPassed,
)
from ..options import Rules, option
from ..outcome import Outcome, Standing, Termination
from ..registry import GameInfo
from ..scoring_table import ScoringTable
from ..sheet import Cell, CellState, Scoresheet, SheetRow
from ..table import TableView
from .zanzibar_ranking import CHIPS, NENETTE, hand_id, ranks, scoring_table_for

DICE = 3
MAX_THROWS = 3
ALL = tuple(range(DICE))
LOADING, UNLOADING = "loading", "unloading"

# What the loser takes when his own hand is the 221 (option nenette_rule), from the round's N.
NENETTE_RULES: dict[str, Callable[[int], int]] = {
    "literal": lambda n: n,
    "loser_min_4": lambda n: max(n, 4),
    "loser_plus_4": lambda n: n + 4,
}


@dataclass(frozen=True)
class ZanzibarRules(Rules):
    chips: int = option(21, lo=1, hi=1000, group="chips")
    dry_loading: bool = option(False, group="turn")
    limit_reference: str = option("previous_player", choices=("previous_player", "starter"),
                                  group="turn")
    nenette_rule: str = option("literal", choices=tuple(NENETTE_RULES), group="ranking")
    pure_vs_triple: str = option("triple_wins_ties", choices=("triple_wins_ties",
                                                              "pure_wins_ties"), group="ranking")
    # How the app picks `first_player` before the game; the engine only records it.
    first_starter: str = option("die_roll", choices=("die_roll", "random", "seat_1"),
                                group="setup")


# --------------------------------------------------------------------------- events
@dataclass(frozen=True)
class HandKept(Event):
    """The player's three dice are his hand this round (`automatic`: the limit was used)."""

    hand: str = ""
    throws: int = 0
    automatic: bool = False
    cell: str = ""                     # the round's row of the sheet


@dataclass(frozen=True)
class RoundDecided(Event):
    """The round's result; `player` is the loser (worst hand), `value` the chips he is due."""

    best: int = 0
    best_hand: str = ""
    worst_hand: str = ""
    value: int = 0


@dataclass(frozen=True)
class PhaseChanged(Event):
    phase: str = ""


# --------------------------------------------------------------------------- state
@dataclass(frozen=True)
class PlayedRound:
    """A finished round: per player the hand ("" = not in the round) and chips received (+)
    or given (−); the chips left in the pot after it."""

    phase: str
    hands: tuple[str, ...]
    chips: tuple[int, ...]
    pot: int = 0


@dataclass(frozen=True)
class ZanzibarState:
    players: int
    hold: tuple[int, ...]                          # chips per player
    pot: int
    order: tuple[int, ...]                         # this round's throwing order, starter first
    phase: str = LOADING
    turn: int = 0                                  # index into order
    limit: int = MAX_THROWS                        # most throws the player to move may make
    dice: tuple[int, ...] = ()
    throws: int = 0                                # throws made this turn
    pending: tuple[int, ...] = ALL                 # tray positions waiting to be thrown
    hands: tuple[str, ...] = ()                    # hands kept this round, in throwing order
    rounds: tuple[PlayedRound, ...] = ()
    left: tuple[int, ...] = ()                     # players rid of their chips, in leaving order
    loser: int | None = None                       # the last holder, once the game is over
    throw_no: int = 0                              # throws in the whole game (RNG index)

    @property
    def current(self) -> int:
        return self.order[self.turn]

    @property
    def starter(self) -> int:
        return self.order[0]

    @property
    def active(self) -> tuple[int, ...]:
        """Players still in the game (all while loading; the chip holders while unloading)."""
        return tuple(p for p in range(self.players) if p not in self.left)


def clockwise(players: int, seats: Iterable[int], starter: int) -> tuple[int, ...]:
    """`seats` in throwing order, starting with `starter`."""
    return tuple(sorted(seats, key=lambda p: (p - starter) % players))


class Zanzibar(BaseGame):
    id = "zanzibar"
    version = 1
    min_players = 2
    max_players = 8
    score_dice_counts = (DICE,)
    keeper_verbs = ("final",)
    rules: ZanzibarRules

    # ---- setup
    def new_initial_state(self, players: int, first_player: int = 0) -> ZanzibarState:
        self.check_players(players, first_player)
        return ZanzibarState(players, (0,) * players, self.rules.chips,
                             clockwise(players, range(players), first_player),
                             limit=self.round_limit(LOADING))

    def round_limit(self, phase: str) -> int:
        """The starter's throw limit: 1 while loading «всухую», else 3."""
        return 1 if phase == LOADING and self.rules.dry_loading else MAX_THROWS

    def dice_to_throw(self, s: ZanzibarState) -> int:
        return 0 if s.loser is not None else len(s.pending)

    # ---- decisions
    def _legal(self, s: ZanzibarState) -> Iterable[Action]:
        if s.throws < s.limit:
            for positions in nonempty_subsets(ALL):
                yield Action("reroll", positions)
        yield Action("stop")

    def _apply_roll(self, s: ZanzibarState, faces: tuple[int, ...]) -> Step:
        dice = list(s.dice or (0,) * DICE)
        for pos, face in zip(s.pending, faces):
            dice[pos] = face
        thrown = DiceThrown(s.current, tuple(dice), s.pending, s.throws + 1,
                            "421" if hand_id(dice) == "421" else "")
        s = replace(s, dice=tuple(dice), throws=s.throws + 1, pending=(), throw_no=s.throw_no + 1)
        return Step(s, (thrown,)) if s.throws < s.limit else self._keep(s, [thrown], True)

    def _turn_starts(self, s: ZanzibarState) -> bool:
        return s.throws == 0

    def _apply_keeper(self, s: ZanzibarState, a: Action) -> Step:
        """`final N F F F`: the hand after N throws (1..limit), kept at once; N sets the next
        limit as a played hand would (`automatic` when N is the limit)."""
        n, faces = self.read_final(a, DICE, s.limit)
        return self._keep(replace(s, dice=faces, throws=n, pending=()), [], n == s.limit)

    def _apply_decision(self, s: ZanzibarState, a: Action) -> Step:
        if a.verb == "reroll":
            return Step(replace(s, pending=a.numbers))
        return self._keep(s, [], False)

    def _keep(self, s: ZanzibarState, events: list[Event], automatic: bool) -> Step:
        """The player to move keeps his dice; play passes on, or the round ends."""
        hand = hand_id(s.dice)
        events.append(HandKept(s.current, hand, s.throws, automatic,
                               f"round_{len(s.rounds) + 1}"))
        sets_limit = self.rules.limit_reference == "previous_player" or s.turn == 0
        s = replace(s, hands=s.hands + (hand,), limit=s.throws if sets_limit else s.limit,
                    dice=(), throws=0, pending=ALL)
        if s.turn + 1 < len(s.order):
            events.append(TurnPassed(s.current, s.order[s.turn + 1]))
            return Step(replace(s, turn=s.turn + 1), tuple(events))
        return self._end_round(s, events)

    # ---- the end of a round
    def round_value(self, best_hand: str, worst_hand: str) -> int:
        """N: the chips the loser is due (the best hand's value; option nenette_rule)."""
        n = CHIPS[best_hand]
        return NENETTE_RULES[self.rules.nenette_rule](n) if worst_hand == NENETTE else n

    def _end_round(self, s: ZanzibarState, events: list[Event]) -> Step:
        rank = ranks(self.rules.pure_vs_triple)

        def strength(i: int) -> tuple[int, int]:
            """Lower rank is stronger; among identical hands the later thrower is stronger."""
            return -rank[s.hands[i]], i

        b = max(range(len(s.order)), key=strength)
        w = min(range(len(s.order)), key=strength)
        best, worst = s.order[b], s.order[w]
        value = self.round_value(s.hands[b], s.hands[w])
        hold, delta, pot = list(s.hold), [0] * s.players, s.pot
        if s.phase == LOADING:
            moved, source = min(value, pot), None
            pot -= moved
        else:
            moved, source = min(value, hold[best]), best
            hold[best] -= moved
            delta[best] -= moved
        hold[worst] += moved
        delta[worst] += moved
        events += [RoundDecided(worst, best, s.hands[b], s.hands[w], value),
                   ChipsMoved(worst, source=source, target=worst, chips=moved)]
        phase = s.phase
        if phase == LOADING and pot == 0:
            phase = UNLOADING
            events.append(PhaseChanged(None, phase))
        leavers = tuple(p for p in s.order if hold[p] == 0) if phase == UNLOADING else ()
        events += [PlayerLeft(p, "no_chips") for p in leavers]
        hands = dict(zip(s.order, s.hands))
        played = PlayedRound(s.phase, tuple(hands.get(p, "") for p in range(s.players)),
                             tuple(delta), pot)
        events.append(RoundEnded(None, len(s.rounds) + 1))
        s = replace(s, hold=tuple(hold), pot=pot, phase=phase, rounds=s.rounds + (played,),
                    left=s.left + leavers, hands=())
        if len(s.active) == 1:
            loser = s.active[0]
            events.append(GameOver(loser, tuple(sorted(s.left)), Termination.LAST_HOLDER))
            return Step(replace(s, loser=loser, pending=()), tuple(events))
        events.append(TurnPassed(s.current, worst))
        return Step(replace(s, order=clockwise(s.players, s.active, worst), turn=0,
                            limit=self.round_limit(phase)), tuple(events))

    # ---- reading
    def outcome(self, s: ZanzibarState) -> Outcome | None:
        """Everyone but the last holder wins (place 1, in leaving order); the loser is last.

        Standing points are the chips held at the end.
        """
        if s.loser is None:
            return None
        standings = tuple(Standing(p, 1, 0) for p in s.left) + (
            Standing(s.loser, len(s.left) + 1, s.hold[s.loser]),)
        return Outcome(tuple(sorted(s.left)), standings, Termination.LAST_HOLDER)

    def scoresheet(self, s: ZanzibarState) -> Scoresheet:
        """One row per round (the one being played included), then everyone's chips now.

        A played round's cell: the chips received (+) or given (−), the hand as its note and
        the chips held after the round as `running`; the row's info: its phase and the pot
        left after it (the round being played: the pot now).
        """
        rows = []
        held = [0] * s.players
        for r, played in enumerate(s.rounds, 1):
            cells = []
            for p in range(s.players):
                held[p] += played.chips[p]
                cells.append(Cell(played.chips[p], CellState.SCORED, note=played.hands[p],
                                  running=held[p]) if played.hands[p] else Cell(note="left"))
            rows.append(SheetRow(f"round_{r}", played.phase, tuple(cells),
                                 info=(("phase", played.phase), ("pot", played.pot))))
        if s.loser is None:
            kept = dict(zip(s.order, s.hands))
            rows.append(SheetRow(f"round_{len(s.rounds) + 1}", s.phase, tuple(
                Cell(note="left") if p in s.left
                else Cell(None, CellState.SCORED, note=kept[p]) if p in kept
                else Cell(None, CellState.OPEN) for p in range(s.players)),
                info=(("phase", s.phase), ("pot", s.pot))))
        rows.append(SheetRow("chips", "totals", tuple(
            Cell(h, CellState.COMPUTED) for h in s.hold), total=True))
        info: tuple[tuple[str, int | str], ...] = (
            ("pot", s.pot), ("phase", s.phase), ("limit", s.limit),
            ("round", len(s.rounds) + (s.loser is None)))
        return Scoresheet("zanzibar_rounds", tuple(rows), s.players,
                          None if s.loser is not None else s.current, info)

    def table(self, s: ZanzibarState) -> TableView:
        return TableView(None if s.loser is not None else s.current, s.dice or (0,) * DICE,
                         ALL, s.throws, s.limit,
                         info=(("pot", s.pot), ("phase", s.phase), ("chips", s.hold),
                               ("limit", s.limit), ("starter", s.starter),
                               ("active", s.active), ("round", len(s.rounds) + (s.loser is None))))

    def score(self, dice: tuple[int, ...], first_throw: bool = False) -> ScoreReport:
        """The hand of these 3 dice: id, chip value and rank (1 strongest … 56 weakest)."""
        hand = hand_id(self.check_score_dice(dice))
        chips = CHIPS[hand]
        entry = ScoreEntry(hand, chips, rank=ranks(self.rules.pure_vs_triple)[hand], chips=chips)
        return ScoreReport((entry,), chips)

    def scoring_table(self) -> ScoringTable:
        """The hands in rank order with their chips under these rules."""
        return scoring_table_for(self.rules)


GAMES = (
    GameInfo("zanzibar", Zanzibar, ZanzibarRules, source="004", dice=DICE,
             higher_is_better=False, presets={
                 "standard": {},
                 "dry": {"dry_loading": True},
                 "leader_limit": {"limit_reference": "starter"},
                 "french_order": {"pure_vs_triple": "pure_wins_ties"},
                 "nenette_penalty": {"nenette_rule": "loser_min_4"},
             }),
)
