"""The sheet games' last turns played for the win (sheet_win.py) against an exhaustive search
driven by the engine: every legal action of the player, every chance outcome the engine
offers, the rivals moved by the `expected` computer itself, the win read from the engine's
outcome (a tie shares it) — on positions with one or two cells open."""
from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from itertools import product

import numpy as np
import pytest

from dicegames.ai import bot, sheet_win
from dicegames.ai.advisor import advise
from dicegames.engine import CHANCE, TERMINAL, Action, game_info
from dicegames.engine.games.school_scoring import CELLS, Mark
from dicegames.engine.games.zdorovo import CATEGORIES, ZdorovoState


def canonical(state):
    """The same position with the dice sorted (kept dice first, the dice to throw after them)
    and the generator's counter at 0: the dice's places and the counter change nothing."""
    extra = {"thrown": ()} if hasattr(state, "thrown") else {}
    if not state.dice:
        return replace(state, throw_no=0, **extra)
    pend = state.pending
    kept = sorted(f for p, f in enumerate(state.dice) if p not in pend)
    n = len(pend)
    return replace(state, dice=tuple(kept) + (0,) * n, pending=tuple(range(5 - n, 5)),
                   throw_no=0, **extra)


class Search:
    """The share of the win of seat `me` from a position, by exhaustive search: `me` plays
    the best action, every other seat the `expected` computer's choice."""

    def __init__(self, game, me):
        self.game, self.me = game, me
        self.rival = bot("expected", game)
        self.memo = {}
        self.choices = {}

    def choice(self, state):
        """The rival's move (the expected computer plays the solitaire optimum: what it does
        depends on its own sheet only, so it is asked once per such position)."""
        blind = replace(state, sheets=tuple(() if p == self.me else sh
                                            for p, sh in enumerate(state.sheets)))
        got = self.choices.get(blind)
        if got is None:
            got = self.choices[blind] = self.rival.choose(state)
        return got

    def share(self, state, game_no=1):
        game = self.game
        state = canonical(state)
        who = game.current_player(state)
        if who == TERMINAL:
            winners = game.outcome(state).winners
            return Fraction(1, len(winners)) if self.me in winners else Fraction(0)
        if getattr(state, "game_no", 1) > game_no:           # Здорово!: a tie, an extra game
            seats = state.seats
            return Fraction(1, len(seats)) if self.me in seats else Fraction(0)
        got = self.memo.get(state)
        if got is not None:
            return got
        if who == CHANCE:
            v = sum(float(p) * self.share(game.apply(state, a).state)
                    for a, p in game.chance_outcomes(state))
        elif who == self.me:
            v = max(self.share(game.apply(state, a).state) for a in game.legal_actions(state))
        else:
            v = self.share(game.apply(state, self.choice(state)).state)
        self.memo[state] = v
        return v


def zdorovo_state(sheets, seat, rules=None):
    """A game of Здорово! with these sheets ({box: points}, the boxes not named open), `seat`
    to throw."""
    game = game_info("zdorovo").make(rules or {})
    full = tuple(tuple(sh.get(c) for c in CATEGORIES) for sh in sheets)
    return game, ZdorovoState(len(sheets), 0, tuple(range(len(sheets))), full, turn=seat)


def boxes(points, open_=()):
    """Every box but `open_` written with `points` ({box: points} or one number for all)."""
    return {c: points.get(c, 5) if isinstance(points, dict) else points
            for c in CATEGORIES if c not in open_}


def thrown(game, state, faces):
    return game.apply(state, Action("roll", faces)).state


def check(game, state, me, after_throw):
    """The race's values of every action after `after_throw`, and of the turn before its
    first throw, equal the search's."""
    search = Search(game, me)
    side_model = _model(game)
    race = sheet_win.race_of(side_model, game, state)
    assert race is not None
    turn = sheet_win.race_turn(side_model, race)
    assert turn.value() == pytest.approx(float(search.share(state)), abs=1e-9)
    at = thrown(game, state, after_throw)
    legal = game.legal_actions(at)
    got = sheet_win.race_values(side_model, race, game.table(at), legal)
    for a in legal:
        assert got[a] == pytest.approx(float(search.share(game.apply(at, a).state)), abs=1e-9), a
    advice = advise(game, at, {"utility": "win"})
    assert advice.measure == "win_chance"
    assert advice.value == pytest.approx(max(got.values()), abs=1e-12)
    return got


def _model(game):
    from dicegames.ai.games import computer
    return computer(game.id).sheets(game.rules)


# --------------------------------------------------------------------------- Здорово!
def test_zdorovo_last_box_against_a_finished_rival():
    """The big hand open at 50 points, the rival done at 70: 21 or more wins, 20 ties. After
    6 5 4 3 3 (21) the race writes it (won); the solitaire optimum throws the 3s again."""
    rival = boxes({"zdorovo": 50}, ()) | {c: 2 for c in CATEGORIES if c != "zdorovo"}
    game, state = zdorovo_state([rival, boxes(5, ("big_hand",))], seat=1)
    got = check(game, state, 1, (6, 5, 4, 3, 3))
    assert got[Action("score", ("big_hand",))] == 1.0
    at = thrown(game, state, (6, 5, 4, 3, 3))
    assert advise(game, at).best != Action("score", ("big_hand",))
    assert advise(game, at, {"utility": "win"}).best == Action("score", ("big_hand",))


def test_zdorovo_last_box_against_a_rival_still_to_play():
    """The player closes his last box (Здорово!) first, the rival his (the sixes) after:
    the rival's total is a distribution under the expected computer's own play."""
    game, state = zdorovo_state([boxes(5, ("zdorovo",)), boxes(4, ("sixes",))], seat=0)
    check(game, state, 0, (3, 3, 3, 1, 6))


def test_zdorovo_two_boxes_left_two_throws():
    """Two boxes open with two throws a turn (preset literal): the player's (54 points, the
    little straight and Здорово! open) between the rival's last two turns (68, the little
    straight open): the straight wins against 68, against 88 only Здорово! does."""
    rival = {c: 2 for c in CATEGORIES if c not in ("zdorovo", "little_straight")}
    game, state = zdorovo_state([rival | {"zdorovo": 50},
                                 boxes(6, ("zdorovo", "little_straight"))], seat=1,
                                rules={"throws": 2})
    check(game, state, 1, (1, 2, 3, 5, 5))


def test_the_rival_distribution_is_the_expected_computers_play():
    """A rival's last box (the fours) under the expected computer, through the engine:
    the chance of each total, exactly."""
    game, state = zdorovo_state([boxes(5, ("fours",)), boxes(5)], seat=0)
    expected = bot("expected", game)
    memo: dict = {}

    def walk(s):
        """{points of the fours: chance} from position s (the turn's tree, memoised)."""
        s = canonical(s)
        if s in memo:
            return memo[s]
        box = s.sheets[0][CATEGORIES.index("fours")]
        if box is not None:
            return {box: 1.0}
        out: dict[int, float] = {}
        if game.current_player(s) == CHANCE:
            for a, q in game.chance_outcomes(s):
                for k, v in walk(game.apply(s, a).state).items():
                    out[k] = out.get(k, 0.0) + float(q) * v
        else:
            out = walk(game.apply(s, expected.choose(s)).state)
        memo[s] = out
        return out

    dist = walk(state)
    model = _model(game)
    mask = 1 << CATEGORIES.index("fours")
    pmf = sheet_win.remaining(model, mask, {})
    assert {pmf.lo + i: q for i, q in enumerate(pmf.p) if q} == pytest.approx(dist, abs=1e-12)


# --------------------------------------------------------------------------- School
def school_state(sheets, current):
    game = game_info("school").make()
    state = game.new_initial_state(len(sheets), 0)
    return game, replace(state, sheets=tuple(sheets), current=current)


def _sheet(open_cells, school=None, figure=10):
    school = school or {}
    out = []
    for i, c in enumerate(CELLS):
        if c in open_cells:
            out.append(None)
        elif i < 6:
            out.append(Mark(school.get(i + 1, 0), turn=1 + i))
        else:
            out.append(Mark(figure if c != "pigos" else 17, turn=7))
    return tuple(out)


def test_school_last_cell_the_times_ten_rule():
    """The 6s open with a school at −3 so far: a negative school counts ten times; the rival
    is done a few points ahead."""
    mine = _sheet(("school_6",), {1: -3, 2: 0, 3: 0, 4: 0, 5: 0})
    rival = _sheet((), {1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: -6}, figure=11)
    game, state = school_state([rival, mine], 1)
    check(game, state, 1, (6, 6, 2, 3, 4))


def test_school_last_cells_against_a_rival_still_to_play():
    """The player's Пигос last (Jewish style on the 15th turn, Jewish Пигос at 21), the
    rival's Тетра after it, under the expected computer."""
    mine = _sheet(("pigos",))
    rival = _sheet(("tetra",), figure=9)
    game, state = school_state([mine, rival], 0)
    check(game, state, 0, (6, 5, 4, 3, 1))


# --------------------------------------------------------------------------- the share
def test_the_win_share_of_independent_rivals_shares_ties():
    rng = np.random.default_rng(7)
    rivals = []
    for lo in (3, 5, 4):
        p = rng.random(4)
        rivals.append(sheet_win.Pmf(lo, p / p.sum()))
    lo, share = sheet_win.win_share(rivals)
    for x in range(lo - 1, lo + len(share) + 1):
        want = 0.0
        for ys in product(*[range(r.lo, r.hi + 1) for r in rivals]):
            p = np.prod([r.p[y - r.lo] for r, y in zip(rivals, ys)])
            if max(ys) <= x:
                want += p / (1 + sum(y == x for y in ys))
        got = float(sheet_win.utility(lo, share, np.array([x]))[0])
        assert got == pytest.approx(want, abs=1e-12), x
