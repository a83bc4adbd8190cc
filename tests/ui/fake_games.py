"""A tiny press-your-luck game in the zonk family's vocabulary, registered only in tests.

It lets the play view's set-aside, bank, hot-dice, shelf and zonk paths be tested before the
real zonk/chicago/detroit modules land. 6 dice; 1 = 10, 5 = 5, three alike = 10 × face
(three 1s = 100); after a throw set aside one combination (`take F…`), then `throw` the rest
or `stop` (bank); all six set aside = hot dice (`continue` or `stop`); no combination = zonk.
First to `target` banked points wins at once.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

import pytest

from dicegames.engine import (
    Action,
    Banked,
    BaseGame,
    Cell,
    CellState,
    DiceThrown,
    GameOver,
    HotDice,
    Outcome,
    Scoresheet,
    SetAside,
    SheetRow,
    ShelfGroup,
    Step,
    TableView,
    Termination,
    TurnPassed,
    Zonk,
    counts,
    registry,
)
from dicegames.engine.options import Rules, option
from dicegames.engine.registry import GameInfo

ALL = tuple(range(6))


@dataclass(frozen=True)
class TinyRules(Rules):
    target: int = option(60, lo=10, hi=1000)


@dataclass(frozen=True)
class TinyState:
    players: int
    current: int
    scores: tuple[int, ...]
    dice: tuple[int, ...] = (0,) * 6
    live: tuple[int, ...] = ALL
    pending: tuple[int, ...] = ALL
    phase: str = ""                      # "kept" after a throw, "decide", "hot"
    turn_total: int = 0
    shelf: tuple[ShelfGroup, ...] = ()
    series: int = 1
    throws: int = 0
    throw_no: int = 0
    winners: tuple[int, ...] = ()


def takes(dice: tuple[int, ...], live: tuple[int, ...]) -> list[tuple[int, ...]]:
    c = counts(dice[p] for p in live)
    out = [(1,)] if c[0] else []
    out += [(5,)] if c[4] else []
    out += [(f, f, f) for f in range(1, 7) if c[f - 1] >= 3]
    return out


def points(combo: tuple[int, ...]) -> int:
    if len(combo) == 3:
        return 100 if combo[0] == 1 else 10 * combo[0]
    return 10 if combo == (1,) else 5


class TinyZonk(BaseGame):
    id = "tinyzonk"
    min_players, max_players = 2, 4
    score_dice_counts = (6,)

    def new_initial_state(self, players: int, first_player: int = 0) -> TinyState:
        self.check_players(players, first_player)
        return TinyState(players, first_player, (0,) * players)

    def dice_to_throw(self, s: TinyState) -> int:
        return 0 if s.winners else len(s.pending)

    def _legal(self, s: TinyState):
        if s.phase == "kept":
            yield from (Action("take", t) for t in takes(s.dice, s.live))
        elif s.phase == "decide":
            yield Action("throw")
            yield Action("stop")
        elif s.phase == "hot":
            yield Action("continue")
            yield Action("stop")

    def _apply_roll(self, s: TinyState, faces: tuple[int, ...]) -> Step:
        dice = list(s.dice)
        for p, f in zip(s.pending, faces, strict=True):
            dice[p] = f
        s2 = replace(s, dice=tuple(dice), pending=(), throws=s.throws + 1,
                     throw_no=s.throw_no + 1, phase="kept")
        events = [DiceThrown(s.current, s2.dice, s.pending, s2.throws)]
        if not takes(s2.dice, s2.live):
            events.append(Zonk(s.current, s.turn_total))
            return self._pass(s2, events)
        return Step(s2, tuple(events))

    def _apply_decision(self, s: TinyState, a: Action) -> Step:
        if a.verb == "take":
            combo = tuple(int(x) for x in a.args)
            live, need = list(s.live), list(combo)
            for p in s.live:
                if s.dice[p] in need:
                    need.remove(s.dice[p])
                    live.remove(p)
            pts = points(combo)
            s2 = replace(s, live=tuple(live), turn_total=s.turn_total + pts,
                         shelf=s.shelf + (ShelfGroup("x", combo, pts, s.series),))
            events = [SetAside(s.current, "x", combo, pts)]
            if not live:
                events.append(HotDice(s.current, s2.turn_total))
                return Step(replace(s2, phase="hot"), tuple(events))
            return Step(replace(s2, phase="decide"), tuple(events))
        if a.verb == "throw":
            return Step(replace(s, pending=s.live, phase=""))
        if a.verb == "continue":
            return Step(replace(s, live=ALL, pending=ALL, phase="", series=s.series + 1))
        scores = list(s.scores)
        scores[s.current] += s.turn_total
        s2 = replace(s, scores=tuple(scores))
        events = [Banked(s.current, s.turn_total, scores[s.current])]
        if scores[s.current] >= self.rules.target:
            events.append(GameOver(None, (s.current,), Termination.TARGET_REACHED))
            return Step(replace(s2, winners=(s.current,), pending=()), tuple(events))
        return self._pass(s2, events)

    def _pass(self, s: TinyState, events: list) -> Step:
        nxt = (s.current + 1) % s.players
        events.append(TurnPassed(s.current, nxt))
        return Step(TinyState(s.players, nxt, s.scores, throw_no=s.throw_no), tuple(events))

    def outcome(self, s: TinyState):
        return Outcome.by_points(s.scores, Termination.TARGET_REACHED) if s.winners else None

    def scoresheet(self, s: TinyState) -> Scoresheet:
        turn = tuple(Cell(s.turn_total if p == s.current else None, CellState.COMPUTED)
                     for p in range(s.players))
        total = tuple(Cell(v, CellState.COMPUTED) for v in s.scores)
        return Scoresheet("tinyzonk", (SheetRow("turn_total", "turn", turn),
                                       SheetRow("total", "totals", total, total=True)),
                          s.players, None if s.winners else s.current)

    def table(self, s: TinyState) -> TableView:
        return TableView(None if s.winners else s.current, s.dice, s.live, s.throws, None,
                         turn_total=s.turn_total, shelf=s.shelf,
                         info=(("target", self.rules.target), ("series", s.series)))


INFO = GameInfo("tinyzonk", TinyZonk, TinyRules, source="999", dice=6,
                presets={"standard": {}})


@pytest.fixture
def tinyzonk():
    """The tiny game in the engine alone, for one test: no look, no computer side and no
    figures of its own, so it plays with the generic ones (tiny_game.py adds them)."""
    registry.register(INFO)
    yield "tinyzonk"
    registry.unregister("tinyzonk")
