"""Exact odds tables for the rules in force (data, not words): `odds_tables(game)`.

Every probability is an exact Fraction computed from the engine (`chance_outcomes`, the
scoring functions, and for the Zonk family the throws read by `press`). Where the source text
prints its own figure (000's tables) it is given beside ours as a string, with a verdict:
`ok` (ours rounds or truncates to it), `approx` (off by less than a tenth of it or by one in its
last digit) or `wrong`.

Table ids: zonk family `zonk` and `hot_dice` (rows by number of dice thrown); zonk (000) also
`six_dice` and `successive` (the text's tables); Chicago/Detroit also `specials`; zdorovo and
school `combinations` (each combination's chance in one throw of five dice); zanzibar `hands`
(the 56 hands, strongest first, with chips and class).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from functools import lru_cache
from typing import Any

from dicegames.engine import counts, multiset_outcomes


@dataclass(frozen=True)
class OddsRow:
    key: str                          # a combination id, or the number of dice as text
    probability: Fraction
    text: str | None = None           # the source text's own figure, e.g. "10%"
    verdict: str | None = None        # ok | approx | wrong (None without a text figure)
    info: tuple[tuple[str, Any], ...] = ()   # e.g. (("dice", 6),) or (("chips", 10), …)


@dataclass(frozen=True)
class OddsTable:
    id: str
    rows: tuple[OddsRow, ...]
    info: tuple[tuple[str, Any], ...] = field(default_factory=tuple)


def verdict(p: Fraction, text: str) -> str:
    """How the text's percentage `text` ("10%", "0.0001%") compares with the exact p."""
    shown = text.rstrip("%")
    decimals = len(shown.split(".")[1]) if "." in shown else 0
    value = float(shown)
    exact = float(p) * 100
    unit = 10 ** -decimals
    if round(exact, decimals) == value or int(exact / unit + 1e-9) * unit == value:
        return "ok"
    if abs(exact - value) <= max(value / 10, unit * 1.000001):
        return "approx"
    return "wrong"


def row(key: str, p: Fraction, text: str | None = None, **info: Any) -> OddsRow:
    return OddsRow(key, p, text, verdict(p, text) if text else None, tuple(info.items()))


def _shape(roll: tuple[int, ...]) -> list[int]:
    return sorted((n for n in counts(roll) if n), reverse=True)


def _prob(n: int, test: Any) -> Fraction:
    return sum((p for roll, p in multiset_outcomes(n) if test(roll)), Fraction(0))


# --------------------------------------------------------------------------- zonk family
ZONK_TEXT = {6: "10%", 5: "15%", 4: "20%", 3: "30%", 2: "65%"}
HOT_TEXT = {6: "8%", 5: "3%", 4: "4%", 3: "5%", 2: "11%", 1: "33%"}


def _press_tables(game: Any) -> tuple[OddsTable, ...]:
    from . import press
    model = press.model(game)
    zonk, hot = [], []
    if isinstance(model, press.FarkleModel):
        by_n = {m: model.throws[m] for m in range(1, model.N + 1)}
    else:
        by_n = {m: model.throws[press.Ctx(3 if m < 6 else 1, 6 - m, m)] for m in range(1, 7)}
    text = game.id == "zonk"
    for m, groups in by_n.items():
        pz = sum((g.prob for g in groups if not g.options and not g.six), Fraction(0))
        ph = sum((g.prob for g in groups if any(
            o.kind == "hot" or (o.kind == "choose" and o.left == 0) for o in g.options)),
            Fraction(0))
        zonk.append(row(str(m), pz, ZONK_TEXT.get(m) if text else None, dice=m))
        hot.append(row(str(m), ph, HOT_TEXT.get(m) if text else None, dice=m))
    tables = [OddsTable("zonk", tuple(zonk)), OddsTable("hot_dice", tuple(hot))]
    if game.id == "zonk":
        tables += _zonk_text_tables(game)
    else:
        tables.append(_farkle_specials(game))
    return tuple(tables)


def _zonk_text_tables(game: Any) -> list[OddsTable]:
    loose = game.rules.three_pairs_allow_four_plus_pair
    six = [
        row("three_alike", _prob(6, lambda r: _shape(r) in ([3, 1, 1, 1], [3, 2, 1])), "30%"),
        row("four_alike", _prob(6, lambda r: _shape(r)[0] == 4), "5%"),
        row("three_pairs", _prob(6, lambda r: _shape(r) == [2, 2, 2] or
                                 (loose and _shape(r) == [4, 2])), "4%"),
        row("six_different", _prob(6, lambda r: _shape(r) == [1] * 6), "1.5%"),
        row("two_triples", _prob(6, lambda r: _shape(r) == [3, 3]), "0.65%"),
        row("five_alike", _prob(6, lambda r: _shape(r)[0] == 5), "0.4%"),
        row("six_alike", _prob(6, lambda r: _shape(r) == [6]), "0.0001%"),
    ]
    texts = {("three", 5): "19%", ("three", 4): "9%", ("three", 3): "3%",
             ("four", 5): "2%", ("four", 4): "0.5%", ("five", 5): "0.07%"}
    kinds = {"three": 3, "four": 4, "five": 5}
    succ = [row(f"{kind}_{n}", _prob(n, lambda r, k=kinds[kind]: _shape(r)[0] == k), t,
                dice=n) for (kind, n), t in texts.items()]
    return [OddsTable("six_dice", tuple(six)), OddsTable("successive", tuple(succ))]


def _farkle_specials(game: Any) -> OddsTable:
    from dicegames.engine.games.farkle import colour_outcomes
    rows = []
    n = game.dice_count
    if game.rules.version == "detroit":
        distinct = game.rules.colour_pairs_distinct
        p = sum((q for a, q in colour_outcomes()
                 if a.args[0::2] == a.args[1::2]
                 and (not distinct or len(set(a.args[0::2])) == 3)), Fraction(0))
        rows.append(row("colour_pairs", p))
        rows.append(row("straight", _prob(6, lambda r: tuple(sorted(r)) == (1, 2, 3, 4, 5, 6))))
    else:
        rows.append(row("straight", _prob(n, lambda r: tuple(sorted(r)) in
                                          ((1, 2, 3, 4, 5), (2, 3, 4, 5, 6)))))
    return OddsTable("specials", tuple(rows))


# --------------------------------------------------------------------------- sheet games
def _zdorovo(game: Any) -> tuple[OddsTable, ...]:
    from dicegames.engine.games.zdorovo import CATEGORIES, category_points
    rows = [row(c, _prob(5, lambda r, c=c: c == "big_hand" or
                         category_points(c, r, game.rules) > 0)) for c in CATEGORIES]
    return (OddsTable("combinations", tuple(rows), (("dice", 5), ("throws", 1))),)


def _school(game: Any) -> tuple[OddsTable, ...]:
    from dicegames.engine.games.school_scoring import FIGURES, figure_dice
    rows = [row(f, _prob(5, lambda r, f=f: figure_dice(f, r, game.rules) is not None))
            for f in FIGURES]
    rows.append(row("pigos_21", _prob(5, lambda r: sum(r) == 21 and
                                      figure_dice("pigos", r, game.rules) is not None)))
    for face in range(1, 7):
        rows.append(row(f"school_{face}_three_or_more",
                        _prob(5, lambda r, f=face: r.count(f) >= 3)))
    return (OddsTable("combinations", tuple(rows), (("dice", 5), ("throws", 1))),)


def _zanzibar(game: Any) -> tuple[OddsTable, ...]:
    from dicegames.engine.games.zanzibar_ranking import CHIPS, CLASSES, hand_id, ranking
    probs: dict[str, Fraction] = {}
    for roll, p in multiset_outcomes(3):
        probs[hand_id(roll)] = probs.get(hand_id(roll), Fraction(0)) + p
    rows = tuple(row(h, probs[h], rank=i + 1, chips=CHIPS[h], cls=CLASSES[h])
                 for i, h in enumerate(ranking(game.rules.pure_vs_triple)))
    return (OddsTable("hands", rows),)


@lru_cache(maxsize=32)
def _tables(game_id: str, rules: Any) -> tuple[OddsTable, ...]:
    from dicegames.engine import game_info
    game = game_info(game_id).game_cls(rules, game_id=game_id)
    if game_id in ("zonk", "chicago", "detroit"):
        return _press_tables(game)
    return {"zdorovo": _zdorovo, "school": _school, "zanzibar": _zanzibar}[game_id](game)


def odds_tables(game: Any) -> tuple[OddsTable, ...]:
    """Every odds table of `game` for its rules, exact."""
    return _tables(game.id, game.rules)
