"""Statistics of a committed set of known games equal the figures worked out by hand.

The fixtures (tests/stats/fixtures) are short games entered in score-keeper mode, so every
figure can be read off their actions:

* zdorovo_anna_wins — Anna (profile pAnna01) 197 beats Boris 142; each scores Здорово! once;
  Anna scores both straights, Boris the big one (his little straight is a 0).
* zdorovo_renamed_boris_wins — the same sheets swapped, Anna now called "Anya" (same
  profile): Boris 197, Anya 142.
* zdorovo_casual — as the first, marked casual: counted only on request.
* chicago (target 1000) — Anna: 1 5 1 5 1 is hot dice (1100), then a zonk; Boris enters a
  zonk; Anna enters 1000 and wins. Anna 2 turns, 1 zonk, 1 hot dice; Boris 1 turn, 1 zonk.
* zonk_record (a bare record, no date) — Anna banks 350, Boris zonks: Anna wins the duel.
* school — Anna's school 1, 0, −3, 8, 0, 6 = 12; figures 12 + 22 + 15 + 15 + 48 + 46 + 21
  with two crossed (big order, penta), Пигос 21 on turn 15: +5 +10 → 206. Boris's school
  −1 −4 0 0 5 −12 = −12 → −120, every figure crossed (9): −120.
* zanzibar (2 chips) — Anna keeps 421, Boris the nénette 221: Boris takes both chips from
  the pot and is the last holder (2 chips); Anna wins.
"""
from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest

from dicegames.persistence.history import parse_entry, parse_entry_file
from dicegames.stats.aggregate import (
    Filter,
    all_head_to_head,
    head_to_head,
    histogram,
    player_stats,
    results_of,
    select,
    to_csv,
    trend,
    win_shares,
)
from dicegames.stats.summary import from_json, score_series, summarize, to_json

FIXTURES = Path(__file__).parent / "fixtures"
ANNA, BORIS = "profile:pAnna01", "name:Boris"


def load_all():
    from dicegames.engine.records import from_json as record_from_json
    games = []
    for path in sorted(FIXTURES.glob("*.json")):
        doc = json.loads(path.read_text())
        if doc["format"] == "dicegames-record":
            games.append(summarize(record_from_json(doc), source=path.name))
        else:
            game = parse_entry(parse_entry_file(doc))
            assert game is not None, path
            games.append(game.summary)
    return games


@pytest.fixture(scope="module")
def games():
    return load_all()


def by_key(stats):
    return {p.key: p for p in stats}


def test_each_game_has_its_figures(games):
    seen = {g.source if g.game == "zonk" else g.game + g.finished_at: g for g in games}
    school = next(g for g in games if g.game == "school")
    assert [(s.points, s.won, s.figures) for s in school.seats] == [
        (206, True, {"school_result": 12, "crossed": 2}),
        (-120, False, {"school_result": -120, "crossed": 9})]
    assert school.turns == 30 and school.dice_source == "keeper"
    chicago = next(g for g in games if g.game == "chicago")
    assert [s.figures for s in chicago.seats] == [{"turns": 2, "zonks": 1, "hot_dice": 1},
                                                  {"turns": 1, "zonks": 1, "hot_dice": 0}]
    assert [s.points for s in chicago.seats] == [1000, 0] and chicago.turns == 3
    zanzibar = next(g for g in games if g.game == "zanzibar")
    assert [(s.points, s.won, s.figures) for s in zanzibar.seats] == [
        (0, True, {"hands_421": 1, "nenettes": 0, "chips_taken": 0}),
        (2, False, {"hands_421": 0, "nenettes": 1, "chips_taken": 2})]
    first = seen["zdorovo2026-01-10T18:00:00Z"]
    assert [(s.name, s.points, s.figures) for s in first.seats] == [
        ("Anna", 197, {"zdorovo": 1, "straights": 2}),
        ("Boris", 142, {"zdorovo": 1, "straights": 1})]
    renamed = seen["zdorovo2026-02-01T18:00:00Z"]
    assert [(s.key, s.name, s.won) for s in renamed.seats] == [(ANNA, "Anya", False),
                                                               (BORIS, "Boris", True)]
    assert seen["zdorovo2026-02-02T18:00:00Z"].casual
    assert seen["zonk_record.json"].finished_at == ""


def test_a_summary_survives_json(games):
    for g in games:
        assert from_json(json.loads(json.dumps(to_json(g))), g.source) == g


def test_players_over_the_counting_games(games):
    chosen = select(games)
    assert len(chosen) == 6                                     # the casual game left out
    stats = by_key(player_stats(chosen))
    anna, boris = stats[ANNA], stats[BORIS]
    assert anna.name == "Anya"           # a household player is shown by his latest name
    assert (anna.games, anna.wins, anna.overall.win_rate) == (6, 5, Fraction(5, 6))
    assert (boris.games, boris.wins, boris.overall.win_rate) == (6, 1, Fraction(1, 6))
    assert anna.overall.mean_points is None               # points of several games: no mean
    z = anna.by_game["zdorovo"]
    assert (z.games, z.wins, z.mean_points, z.best_points) == (2, 1, Fraction(339, 2), 197)
    assert (z.figures["zdorovo"], z.figures["straights"]) == (2, 3)
    # the Zonk family's figures over Zonk and Chicago together
    assert anna.overall.figures["turns"] == 3 and anna.overall.figures["zonks"] == 1
    assert anna.overall.figures["zonk_rate"] == Fraction(1, 3)
    assert anna.overall.figures["hot_dice"] == 1
    assert boris.overall.figures["zonk_rate"] == 1 and boris.overall.figures["hot_dice"] == 0
    s = boris.by_game["school"]
    assert (s.figures["school_result_mean"], s.figures["crossed"]) == (-120, 9)
    q = boris.by_game["zanzibar"]
    assert (q.figures["nenettes"], q.figures["chips_taken"], q.best_points) == (1, 2, 2)
    assert anna.by_game["zanzibar"].figures["hands_421"] == 1
    assert anna.by_game["zanzibar"].best_points == 0          # 421: fewer chips is better


def test_streaks_follow_the_order_played(games):
    stats = by_key(player_stats(select(games)))
    # zonk (no date) first, then Jan 10, 15, 20, 25 and Feb 1
    assert (stats[ANNA].streaks.current, stats[ANNA].streaks.best) == (0, 5)
    assert (stats[BORIS].streaks.current, stats[BORIS].streaks.best) == (1, 1)
    everything = by_key(player_stats(select(games, Filter(counting_only=False))))
    assert everything[ANNA].games == 7 and everything[ANNA].streaks.current == 1


def test_filters_by_game_period_and_player(games):
    assert len(select(games, Filter(game="zdorovo"))) == 2
    assert len(select(games, Filter(game="zdorovo", counting_only=False))) == 3
    since = select(games, Filter(since="2026-01-16"))
    assert sorted(g.game for g in since) == ["school", "zanzibar", "zdorovo"]
    assert [g.game for g in select(games, Filter(until="2026-01-16"))] == ["zdorovo", "chicago"]
    assert len(select(games, Filter(player=ANNA))) == 6
    assert select(games, Filter(player="name:Nobody")) == []


def test_a_renamed_profile_keeps_its_games(games):
    names = {ANNA: "Anna Petrova"}                   # the profile's name now
    stats = by_key(player_stats(select(games), names))
    assert stats[ANNA].name == "Anna Petrova" and stats[ANNA].by_game["zdorovo"].games == 2
    assert "name:Anya" not in stats and "name:Anna" not in stats


def test_head_to_head(games):
    h = head_to_head(select(games), ANNA, BORIS)
    assert (h.games, h.a_ahead, h.b_ahead, h.level) == (6, 5, 1, 0)
    assert all_head_to_head(select(games), [ANNA, BORIS]) == [h]
    assert head_to_head(select(games), ANNA, ANNA).games == 0


def test_chart_figures(games):
    chosen = select(games)
    assert sorted(results_of(chosen, "zdorovo")) == [142, 142, 197, 197]
    bins = histogram([142, 142, 197, 197], bins=4)
    assert sum(b.count for b in bins) == 4 and bins[0].lo == 142 and bins[-1].hi > 197
    assert [b.count for b in bins] == [2, 0, 0, 2]
    assert histogram([]) == [] and [b.count for b in histogram([5, 5])] == [2]
    points = trend(chosen, ANNA)
    assert [p.won for p in points] == [True] * 5 + [False]
    assert points[-1].win_rate == Fraction(5, 6)
    assert [p.points for p in trend(chosen, ANNA, "zdorovo")] == [197, 142]
    shares = dict((p.key, share) for p, share in win_shares(player_stats(chosen)))
    assert shares == {ANNA: Fraction(5, 6), BORIS: Fraction(1, 6)}
    assert win_shares([]) == []


def test_score_series_of_a_game():
    from dicegames.engine.records import from_json as record_from_json
    doc = json.loads((FIXTURES / "zdorovo_anna_wins.json").read_text())
    series = score_series(record_from_json(doc["record"]))
    assert series.row == "total" and series.names == ("Anna", "Boris")
    assert len(series.values) == 23                     # the start and 22 turns
    assert series.values[0] == (0, 0) and series.values[1] == (3, 0)
    assert series.values[2] == (3, 1) and series.values[-1] == (197, 142)
    chips = score_series(record_from_json(
        json.loads((FIXTURES / "zanzibar.json").read_text())["record"]))
    assert chips.row == "chips" and chips.values[-1] == (0, 2)


def test_csv_has_a_row_per_player_and_game(games):
    import csv
    import io
    rows = list(csv.DictReader(io.StringIO(to_csv(player_stats(select(games))))))
    anna = [r for r in rows if r["player"] == "Anya"]
    assert {r["game"] for r in anna} == {"", "zdorovo", "chicago", "zonk", "school", "zanzibar"}
    zd = next(r for r in anna if r["game"] == "zdorovo")
    assert (zd["games"], zd["wins"], zd["win_rate"], zd["mean_points"]) == ("2", "1", "0.5",
                                                                            "169.5")
    assert zd["straights"] == "3" and zd["zonk_rate"] == ""
    overall = next(r for r in anna if r["game"] == "")
    assert overall["zonk_rate"] == "0.3333" and overall["streak"] == "0"
