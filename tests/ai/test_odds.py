"""Exact odds equal the fractions of RULES.md §000.3, §001.3 and §004."""
from __future__ import annotations

from fractions import Fraction as F  # noqa: N817

from dicegames.ai import odds_tables
from dicegames.ai.odds import verdict
from dicegames.engine import make_game


def table(game_id, table_id, **options):
    t = next(t for t in odds_tables(make_game(game_id, options)) if t.id == table_id)
    return {r.key: r for r in t.rows}


def probs(game_id, table_id, **options):
    return {k: r.probability for k, r in table(game_id, table_id, **options).items()}


def test_zonk_000_zonk_and_hot_dice():
    assert probs("zonk", "zonk") == {"1": F(2, 3), "2": F(4, 9), "3": F(5, 18),
                                     "4": F(17, 108), "5": F(25, 324), "6": F(5, 216)}
    hot = probs("zonk", "hot_dice")
    assert hot["6"] == F(235, 3888) and hot["5"] == F(1, 1296) and hot["4"] == F(1, 216)
    assert probs("zonk", "hot_dice", keep_all_combinations=True)["6"] == F(605, 7776)
    assert probs("zonk", "hot_dice", three_pairs_allow_four_plus_pair=True)["6"] == F(545, 7776)


def test_zonk_000_text_figures_and_verdicts():
    six = table("zonk", "six_dice")
    assert six["three_alike"].probability == F(25, 81) and six["three_alike"].text == "30%"
    assert six["six_alike"].verdict == "wrong" and six["four_alike"].verdict == "ok"
    assert table("zonk", "zonk")["6"].verdict == "wrong"
    assert table("zonk", "zonk")["1"].text is None
    succ = probs("zonk", "successive")
    assert succ["three_5"] == F(125, 648) and succ["five_5"] == F(1, 1296)


def test_chicago_and_detroit():
    assert probs("chicago", "zonk") == {"1": F(2, 3), "2": F(4, 9), "3": F(5, 18),
                                        "4": F(17, 108), "5": F(25, 324)}
    assert probs("chicago", "hot_dice") == {"1": F(1, 3), "2": F(1, 9), "3": F(1, 18),
                                            "4": F(1, 27), "5": F(1, 18)}
    assert probs("detroit", "zonk")["6"] == F(59, 1944)
    assert probs("detroit", "hot_dice")["6"] == F(73, 1944)
    assert probs("detroit", "hot_dice")["5"] == F(2, 81)
    assert probs("detroit", "hot_dice", colour_pairs_distinct=True)["6"] == F(139, 3888)
    assert probs("detroit", "specials")["colour_pairs"] == F(1, 216)
    assert probs("detroit", "specials", colour_pairs_distinct=True)["colour_pairs"] == F(5, 1944)
    assert probs("chicago", "specials")["straight"] == F(5, 162)


def test_sheet_games_combinations():
    z = probs("zdorovo", "combinations")
    assert z["zdorovo"] == F(1, 1296) and z["big_hand"] == 1 and z["little_straight"] == F(5, 324)
    s = probs("school", "combinations")
    assert s["pigos_21"] == F(5, 72) and s["penta"] == F(1, 1296) and s["pigos"] == 1


def test_the_56_hands_of_421():
    hands = table("zanzibar", "hands")
    assert len(hands) == 56 and sum(r.probability for r in hands.values()) == 1
    assert hands["421"].probability == F(1, 36) and dict(hands["421"].info)["chips"] == 10
    assert dict(hands["221"].info)["rank"] == 56 and hands["221"].probability == F(1, 72)
    order = list(table("zanzibar", "hands", pure_vs_triple="pure_wins_ties"))
    assert order.index("611") < order.index("666")


def test_verdicts():
    assert verdict(F(25, 81), "30%") == "ok"           # truncated
    assert verdict(F(25, 3888), "0.65%") == "approx"
    assert verdict(F(5, 216), "10%") == "wrong"
