"""«Здорово!» (source text 003, RULES.md §003): 5 dice, 11 combinations, single game or match."""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from ..actions import Action
from ..base import BaseGame, ScoreEntry, ScoreReport
from ..dice import counts, nonempty_subsets
from ..events import (
    DiceThrown,
    Event,
    GameOver,
    MatchGameEnded,
    Scored,
    Step,
    TurnPassed,
)
from ..options import Rules, option
from ..outcome import Outcome, Standing, Termination
from ..registry import GameInfo
from ..scoring_table import Dice, ScoringTable, line
from ..sheet import Cell, CellState, Scoresheet, SheetRow
from ..table import TableView

CATEGORIES = ("ones", "twos", "threes", "fours", "fives", "sixes",
              "little_straight", "big_straight", "full_house", "big_hand", "zdorovo")
DICE = 5


@dataclass(frozen=True)
class ZdorovoRules(Rules):
    throws: int = option(3, lo=2, hi=3, group="turn", source=2)
    full_house_allows_five_kind: bool = option(False, group="scoring")
    match: str = option("single", choices=("single", "series", "target"), group="match")
    series_games: int = option(3, lo=1, hi=99, group="match")
    target: int = option(500, lo=1, hi=1_000_000, group="match")

    def inactive(self, players: int) -> frozenset[str]:
        return frozenset({"single": ("series_games", "target"), "series": ("target",),
                          "target": ("series_games",)}[self.match])


def category_points(category: str, dice: tuple[int, ...], rules: ZdorovoRules) -> int:
    """What `dice` score in `category` (0 when they do not qualify)."""
    c = counts(dice)
    if category in CATEGORIES[:6]:
        face = CATEGORIES.index(category) + 1
        return face * c[face - 1]
    if category == "little_straight":
        return 20 if sorted(dice) == [1, 2, 3, 4, 5] else 0
    if category == "big_straight":
        return 25 if sorted(dice) == [2, 3, 4, 5, 6] else 0
    if category == "full_house":
        shape = sorted(n for n in c if n)
        ok = shape == [2, 3] or (shape == [5] and rules.full_house_allows_five_kind)
        return sum(dice) if ok else 0
    if category == "big_hand":
        return sum(dice)
    if category == "zdorovo":
        return 50 if 5 in c else 0
    raise KeyError(category)


# One typical throw per combination (RULES.md §003.1 and its worked examples).
EXAMPLES: dict[str, Dice] = {
    "ones": (1, 1, 1, 3, 5), "twos": (2, 2, 4, 5, 6), "threes": (3, 3, 3, 1, 6),
    "fours": (4, 4, 4, 4, 2), "fives": (5, 5, 2, 3, 6), "sixes": (6, 6, 2, 3, 3),
    "little_straight": (1, 2, 3, 4, 5), "big_straight": (2, 3, 4, 5, 6),
    "full_house": (6, 6, 6, 5, 5), "big_hand": (6, 6, 2, 3, 3), "zdorovo": (3, 3, 3, 3, 3)}
FIVE_AS_FULL_HOUSE: Dice = (3, 3, 3, 3, 3)  # D3's option


def scoring_table_for(rules: ZdorovoRules) -> ScoringTable:
    """The 11 combinations in the sheet's order, each with a typical throw."""
    def points(cid: str, dice: Dice, when: str) -> int:
        return category_points(cid, dice, rules)

    five: list[Dice] = [FIVE_AS_FULL_HOUSE] if rules.full_house_allows_five_kind else []
    return ScoringTable("points", tuple(
        line(points, "upper" if i < 6 else "lower", cat,
             [EXAMPLES[cat]] + (five if cat == "full_house" else []))
        for i, cat in enumerate(CATEGORIES)))


@dataclass(frozen=True)
class ZdorovoState:
    players: int
    first_player: int                              # of the whole match
    seats: tuple[int, ...]                         # who plays this game, in turn order
    sheets: tuple[tuple[int | None, ...], ...]     # per player, one value per CATEGORIES entry
    turn: int = 0                                  # index into seats
    dice: tuple[int, ...] = ()
    throws: int = 0                                # throws made this turn
    pending: tuple[int, ...] = tuple(range(DICE))  # tray positions waiting to be thrown
    final: bool = False                            # the turn's final dice were entered (`final`)
    throw_no: int = 0                              # throws made in the whole match (RNG index)
    game_no: int = 1
    extra: bool = False                            # a tie-break game
    results: tuple[tuple[int | None, ...], ...] = ()   # finished games: totals (None = sat out)
    extras: tuple[bool, ...] = ()                  # per finished game: was it an extra game
    winners: tuple[int, ...] = ()                  # set when the match is over

    @property
    def current(self) -> int:
        return self.seats[self.turn]


def _total(sheet: tuple[int | None, ...]) -> int:
    return sum(v for v in sheet if v is not None)


class Zdorovo(BaseGame):
    id = "zdorovo"
    version = 1
    min_players = 1
    max_players = 8
    score_dice_counts = (DICE,)
    keeper_verbs = ("final",)
    rules: ZdorovoRules

    # ---- setup
    def new_initial_state(self, players: int, first_player: int = 0) -> ZdorovoState:
        self.check_players(players, first_player)
        seats = tuple((first_player + i) % players for i in range(players))
        return ZdorovoState(players, first_player, seats, ((None,) * len(CATEGORIES),) * players)

    def dice_to_throw(self, s: ZdorovoState) -> int:
        return 0 if s.winners else len(s.pending)

    # ---- decisions
    def _legal(self, s: ZdorovoState) -> Iterable[Action]:
        if s.throws < self.rules.throws and not s.final:
            for positions in nonempty_subsets(range(DICE)):
                yield Action("reroll", positions)
        for i, cat in enumerate(CATEGORIES):
            if s.sheets[s.current][i] is None:
                yield Action("score", (cat,))

    def _apply_roll(self, s: ZdorovoState, faces: tuple[int, ...]) -> Step:
        dice = list(s.dice or (0,) * DICE)
        for pos, face in zip(s.pending, faces):
            dice[pos] = face
        new = replace(s, dice=tuple(dice), throws=s.throws + 1, pending=(),
                      throw_no=s.throw_no + 1)
        figure = "zdorovo" if len(set(new.dice)) == 1 else ""          # five alike
        return Step(new, (DiceThrown(s.current, new.dice, s.pending, new.throws, figure),))

    def _turn_starts(self, s: ZdorovoState) -> bool:
        return s.throws == 0

    def _apply_keeper(self, s: ZdorovoState, a: Action) -> Step:
        """`final N F F F F F`: the turn's last dice after N throws; only `score C` follows."""
        n, faces = self.read_final(a, DICE, self.rules.throws)
        return Step(replace(s, dice=faces, throws=n, pending=(), final=True))

    def _apply_decision(self, s: ZdorovoState, a: Action) -> Step:
        if a.verb == "reroll":
            return Step(replace(s, pending=a.numbers))
        cat = str(a.args[0])
        points = category_points(cat, s.dice, self.rules)
        sheet = list(s.sheets[s.current])
        sheet[CATEGORIES.index(cat)] = points
        sheets = s.sheets[:s.current] + (tuple(sheet),) + s.sheets[s.current + 1:]
        events: list[Event] = [Scored(s.current, cat, points)]
        s = replace(s, sheets=sheets, dice=(), throws=0, pending=tuple(range(DICE)), final=False)
        if s.turn + 1 < len(s.seats) or any(v is None for v in sheets[s.seats[0]]):
            turn = (s.turn + 1) % len(s.seats)
            events.append(TurnPassed(s.current, s.seats[turn]))
            return Step(replace(s, turn=turn), tuple(events))
        return self._end_game(s, events)

    # ---- games of a match
    def _end_game(self, s: ZdorovoState, events: list[Event]) -> Step:
        totals = tuple(_total(s.sheets[p]) if p in s.seats else None for p in range(s.players))
        played = [p for p in s.seats]
        top = max(totals[p] for p in played)  # type: ignore[type-var]
        game_winners = tuple(p for p in played if totals[p] == top)
        events.append(MatchGameEnded(None, s.game_no, game_winners,
                                     tuple(t if t is not None else -1 for t in totals)))
        s = replace(s, results=s.results + (totals,), extras=s.extras + (s.extra,))
        contenders = self._contenders(s)
        if contenders is None:                       # play on: next regular game
            return self._next_game(s, tuple(range(s.players)), extra=False, events=events)
        if len(contenders) > 1:                      # tie for the win: an extra game
            return self._next_game(s, contenders, extra=True, events=events)
        s = replace(s, winners=contenders, pending=())
        events.append(GameOver(None, contenders, self._termination()))
        return Step(s, tuple(events))

    def _contenders(self, s: ZdorovoState) -> tuple[int, ...] | None:
        """Who still has a claim on the match win, or None when the match goes on."""
        last, last_extra = s.results[-1], s.extras[-1]
        if last_extra:
            top = max(t for t in last if t is not None)
            return tuple(p for p, t in enumerate(last) if t == top)
        metric = self.match_metric(s)
        if metric is None:
            return None
        if self.rules.match == "target":
            reached = [p for p in range(s.players) if metric[p] >= self.rules.target]
            top = max(metric[p] for p in reached)
            return tuple(p for p in reached if metric[p] == top)
        top = max(metric)
        return tuple(p for p in range(s.players) if metric[p] == top)

    def match_metric(self, s: ZdorovoState) -> tuple[int, ...] | None:
        """Per player: game total (single), games won (series), accumulated total (target);
        None while regular games remain to be played."""
        regular = [r for r, x in zip(s.results, s.extras) if not x]
        if self.rules.match == "single":
            return tuple(t or 0 for t in regular[0]) if regular else None
        if self.rules.match == "series":
            if len(regular) < self.rules.series_games:
                return None
            return self.games_won(s)
        acc = self.accumulated(s)
        return acc if any(t >= self.rules.target for t in acc) else None

    def games_won(self, s: ZdorovoState) -> tuple[int, ...]:
        wins = [0] * s.players
        for r, x in zip(s.results, s.extras):
            if not x:
                top = max(t for t in r if t is not None)
                for p, t in enumerate(r):
                    wins[p] += t == top
        return tuple(wins)

    def accumulated(self, s: ZdorovoState) -> tuple[int, ...]:
        return tuple(sum(r[p] or 0 for r, x in zip(s.results, s.extras) if not x)
                     for p in range(s.players))

    def _next_game(self, s: ZdorovoState, who: tuple[int, ...], extra: bool,
                   events: list[Event]) -> Step:
        start = (s.first_player + s.game_no) % s.players        # the first player rotates
        seats = tuple(sorted(who, key=lambda p: (p - start) % s.players))
        s = replace(s, seats=seats, sheets=((None,) * len(CATEGORIES),) * s.players, turn=0,
                    game_no=s.game_no + 1, extra=extra)
        events.append(TurnPassed(None, seats[0]))
        return Step(s, tuple(events))

    def _termination(self) -> Termination:
        return {"single": Termination.HIGHEST_TOTAL, "series": Termination.MOST_GAMES_WON,
                "target": Termination.TARGET_REACHED}[self.rules.match]

    # ---- reading
    def outcome(self, s: ZdorovoState) -> Outcome | None:
        if not s.winners:
            return None
        metric = list(self.match_metric(s) or [0] * s.players)
        order = sorted(range(s.players), key=lambda p: (p not in s.winners, -metric[p], p))
        standings = []
        for p in order:
            place = 1 if p in s.winners else 1 + sum(
                1 for q in range(s.players) if q in s.winners or metric[q] > metric[p])
            standings.append(Standing(p, place, metric[p]))
        return Outcome(s.winners, tuple(standings), self._termination(),
                       extra_game=any(s.extras))

    def scoresheet(self, s: ZdorovoState) -> Scoresheet:
        live = not s.winners and not s.pending and bool(s.dice)
        rows = []
        for i, cat in enumerate(CATEGORIES):
            cells = []
            for p in range(s.players):
                v = s.sheets[p][i]
                if p not in s.seats:
                    cells.append(Cell())
                elif v is None:
                    preview = category_points(cat, s.dice, self.rules) \
                        if live and p == s.current else None
                    cells.append(Cell(None, CellState.OPEN, preview))
                else:
                    cells.append(Cell(v, CellState.SCORED))
            rows.append(SheetRow(cat, "upper" if i < 6 else "lower", tuple(cells)))
        rows.append(SheetRow("total", "totals", tuple(
            Cell(_total(s.sheets[p]), CellState.COMPUTED) if p in s.seats else Cell()
            for p in range(s.players)), total=True))
        if self.rules.match == "series":
            rows.append(SheetRow("games_won", "match", tuple(
                Cell(w, CellState.COMPUTED) for w in self.games_won(s)), total=True))
        elif self.rules.match == "target":
            rows.append(SheetRow("match_total", "match", tuple(
                Cell(t, CellState.COMPUTED) for t in self.accumulated(s)), total=True))
        info: tuple[tuple[str, int | str], ...] = (
            ("game", s.game_no), ("extra_game", int(s.extra)), ("throw", s.throws),
            ("throws", self.rules.throws))
        return Scoresheet("zdorovo_boxes", tuple(rows), s.players,
                          None if s.winners else s.current, info)

    def table(self, s: ZdorovoState) -> TableView:
        return TableView(None if s.winners else s.current, s.dice or (0,) * DICE,
                         tuple(range(DICE)), s.throws, self.rules.throws,
                         info=(("game", s.game_no), ("extra_game", s.extra)))

    def score(self, dice: tuple[int, ...], first_throw: bool = False) -> ScoreReport:
        dice = self.check_score_dice(dice)
        entries = tuple(ScoreEntry(c, category_points(c, dice, self.rules)) for c in CATEGORIES)
        return ScoreReport(entries, max(e.points for e in entries))

    def scoring_table(self) -> ScoringTable:
        """The combinations with a typical throw's points under these rules."""
        return scoring_table_for(self.rules)


GAMES = (
    GameInfo("zdorovo", Zdorovo, ZdorovoRules, source="003", dice=DICE,
             presets={
                 "standard": {},
                 "literal": {"throws": 2},
                 "series": {"match": "series"},
                 "target": {"match": "target"},
             }),
)
