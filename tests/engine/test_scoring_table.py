"""The scoring tables (`scoring_table()`): every game's table under its default rules against
the numbers of RULES.md (typed in here: the independent check), every option that changes
scoring, and the table's agreement with the game's own `score()` and scoresheet."""
from __future__ import annotations

import pytest

from dicegames.engine import (
    Example,
    OptionError,
    ScoreLine,
    ScoringTable,
    game_ids,
    game_info,
    make_game,
)

FACES = (2, 3, 4, 5, 6, 1)          # the order the texts list n of a kind: ones last
WHENS = {"", "first_throw", "later_throw"}


def flat(game_id, **options):
    """The table as plain data: (group, id, effect, [(dice, points[, when]) …]) per line."""
    table = make_game(game_id, options).scoring_table()
    return [(x.group, x.id, x.effect,
             [(e.dice, e.points, e.when) if e.when else (e.dice, e.points) for e in x.examples])
            for x in table.lines]


def by_id(rows):
    return {r[1]: r for r in rows}


def changed(game_id, **options):
    """{line id: line} of the lines that differ from the default table (order included)."""
    default, now = flat(game_id), flat(game_id, **options)
    assert [r[1] for r in now if r[1] in by_id(default)] == \
        [r[1] for r in default if r[1] in by_id(now)], "the common lines keep their order"
    old = by_id(default)
    return {r[1]: r for r in now if old.get(r[1]) != r} | \
        {i: None for i in old if i not in by_id(now)}


def kinds(group, values, count):
    """n-of-a-kind lines face by face in FACES order: `values` as the text lists them."""
    head = {3: "three", 4: "four", 5: "five", 6: "six"}[count]
    return [(group, f"{head}_{f}", "", [((f,) * count, v)]) for f, v in zip(FACES, values)]


# --------------------------------------------------------------------------- zonk (000)
ZONK = [
    ("ones_and_fives", "one_5", "", [((5,), 1)]),
    ("ones_and_fives", "one_1", "", [((1,), 2)]),
    ("ones_and_fives", "two_5", "", [((5, 5), 3)]),
    ("ones_and_fives", "two_1", "", [((1, 1), 4)]),
    *kinds("kinds", (32, 33, 34, 35, 36, 37), 3),
    *kinds("kinds", (42, 43, 44, 45, 46, 47), 4),
    *kinds("kinds", (102, 103, 104, 105, 106, 107), 5),
    ("six_dice", "three_pairs", "", [((2, 2, 4, 4, 6, 6), 76), ((1, 1, 3, 3, 4, 4), 74)]),
    ("six_dice", "straight", "", [((1, 2, 3, 4, 5, 6), 80)]),
    ("six_dice", "two_triples", "", [((2, 2, 2, 5, 5, 5), 95), ((1, 1, 1, 2, 2, 2), 92)]),
    ("six_dice", "six_of_a_kind", "wins_game", [((6, 6, 6, 6, 6, 6), 0)]),
]


def test_zonk_default_table_is_the_texts_combination_table():
    table = make_game("zonk").scoring_table()
    assert table.unit == "points"
    assert table.groups == ("ones_and_fives", "kinds", "six_dice")
    assert flat("zonk") == ZONK


def test_zonk_ace_high_pairs_and_triples():
    """A6: with pair_max_ace_high the 1s count 7 in three pairs and two triples."""
    assert changed("zonk", pair_max_ace_high=True) == {
        "three_pairs": ("six_dice", "three_pairs", "",
                        [((2, 2, 4, 4, 6, 6), 76), ((1, 1, 3, 3, 4, 4), 77)]),
        "two_triples": ("six_dice", "two_triples", "",
                        [((2, 2, 2, 5, 5, 5), 95), ((1, 1, 1, 2, 2, 2), 97)])}


def test_zonk_four_plus_pair_counts_as_three_pairs():
    """A3: `1 1 1 1 5 5` = three pairs 75."""
    assert changed("zonk", three_pairs_allow_four_plus_pair=True) == {
        "three_pairs": ("six_dice", "three_pairs", "", [
            ((2, 2, 4, 4, 6, 6), 76), ((1, 1, 3, 3, 4, 4), 74), ((1, 1, 1, 1, 5, 5), 75)])}


@pytest.mark.parametrize("options,points", [({}, 500), ({"target": 800}, 800),
                                            ({"six_kind_round_points": 300}, 300)])
def test_zonk_six_alike_winning_the_round_scores_the_round_points(options, points):
    """A7: win_round — the thrower's round score is six_kind_round_points (0 = target)."""
    assert changed("zonk", six_kind_effect="win_round", **options) == {
        "six_of_a_kind": ("six_dice", "six_of_a_kind", "wins_round",
                          [((6, 6, 6, 6, 6, 6), points)])}


def test_zonk_six_alike_only_on_the_first_throw_and_as_two_triples_later():
    """A7 scope first_throw_of_turn; A4: then a later six alike may be two triples."""
    first = ("six_dice", "six_of_a_kind", "wins_game", [((6, 6, 6, 6, 6, 6), 0, "first_throw")])
    assert changed("zonk", six_kind_scope="first_throw_of_turn") == {"six_of_a_kind": first}
    assert changed("zonk", six_kind_scope="first_throw_of_turn",
                   six_kind_as_two_triples=True) == {
        "six_of_a_kind": first,
        "two_triples": ("six_dice", "two_triples", "", [
            ((2, 2, 2, 5, 5, 5), 95), ((1, 1, 1, 2, 2, 2), 92),
            ((4, 4, 4, 4, 4, 4), 94, "later_throw")])}
    # the sub-option acts only with its parent
    assert changed("zonk", six_kind_as_two_triples=True) == {}


@pytest.mark.parametrize("options", [
    {"keep_all_combinations": True}, {"free_reroll": True}, {"allow_partial_combination": False},
    {"must_throw_all_remaining": False}, {"match_format": "multi"}, {"target": 900},
    {"money_per_point": 5}, {"six_kind_payment": 50}])
def test_zonk_options_that_do_not_price_combinations_leave_the_table(options):
    assert changed("zonk", **options) == {}


# --------------------------------------------------------------------------- chicago, detroit (001)
FARKLE_SINGLES = [("ones_and_fives", "one_1", "", [((1,), 100)]),
                  ("ones_and_fives", "one_5", "", [((5,), 50)])]
# B2: four alike = the triple + the fourth die as a single (`4 4 4 4 2 6` → 400)
FARKLE_ADDITIVE = [("kinds", f"three_{f}", "", [((f,) * 3, v3), ((f,) * 4, v4)])
                   for f, v3, v4 in zip(FACES, (200, 300, 400, 500, 600, 1000),
                                        (200, 300, 400, 550, 600, 1100))]
CHICAGO = FARKLE_SINGLES + FARKLE_ADDITIVE + [
    ("specials", "straight", "", [((1, 2, 3, 4, 5), 1500), ((2, 3, 4, 5, 6), 1500)])]
DETROIT_STRAIGHT = ("specials", "straight", "", [((1, 2, 3, 4, 5, 6), 1000)])
DETROIT = FARKLE_SINGLES + FARKLE_ADDITIVE + [
    DETROIT_STRAIGHT,
    ("specials", "colour_pairs", "", [((3, 3, 2, 2, 4, 4), 1000), ((2, 2, 2, 2, 6, 6), 1000)])]


def test_chicago_default_table():
    assert make_game("chicago").scoring_table().unit == "points"
    assert flat("chicago") == CHICAGO


def test_detroit_default_table():
    """B5: colour pairs need not show different numbers (W2 W2 R2 R2 G6 G6 = 1000)."""
    assert flat("detroit") == DETROIT


def test_doubling_multiples():
    """multiples=doubling: four = 2 × the triple, five = 4 ×, six = 8 × (Detroit only)."""
    doubled = FARKLE_SINGLES + kinds("kinds", (200, 300, 400, 500, 600, 1000), 3) + \
        kinds("kinds", (400, 600, 800, 1000, 1200, 2000), 4) + \
        kinds("kinds", (800, 1200, 1600, 2000, 2400, 4000), 5)
    assert flat("chicago", multiples="doubling") == doubled + CHICAGO[-1:]
    assert flat("detroit", multiples="doubling") == \
        doubled + kinds("kinds", (1600, 2400, 3200, 4000, 4800, 8000), 6) + DETROIT[-2:]


def test_distinct_colour_pairs():
    assert changed("detroit", colour_pairs_distinct=True) == {
        "colour_pairs": ("specials", "colour_pairs", "", [((3, 3, 2, 2, 4, 4), 1000)])}


@pytest.mark.parametrize("game_id", ["chicago", "detroit"])
@pytest.mark.parametrize("options", [
    {"target": 2000}, {"end_rule": "final_round"}, {"hot_dice": "optional"},
    {"keep_rule": "all_scoring_dice"}, {"piggyback": False}, {"opening_minimum": 500}])
def test_farkle_options_that_do_not_price_combinations_leave_the_table(game_id, options):
    assert changed(game_id, **options) == {}


# --------------------------------------------------------------------------- school (002)
SCHOOL_CELLS = [
    ("school", "school_1", "", [((1, 1, 1, 1, 6), 1), ((1, 1, 1, 6, 5), 0),
                                ((1, 1, 6, 5, 4), -1), ((6, 5, 4, 3, 2), -3)]),
    ("school", "school_2", "", [((2, 2, 2, 2, 6), 2), ((2, 2, 2, 6, 5), 0),
                                ((2, 2, 6, 5, 4), -2), ((6, 5, 4, 3, 1), -6)]),
    ("school", "school_3", "", [((3, 3, 3, 3, 6), 3), ((3, 3, 3, 6, 5), 0),
                                ((3, 3, 6, 5, 4), -3), ((6, 5, 4, 2, 1), -9)]),
    ("school", "school_4", "", [((4, 4, 4, 4, 6), 4), ((4, 4, 4, 6, 5), 0),
                                ((4, 4, 6, 5, 3), -4), ((6, 5, 3, 2, 1), -12)]),
    ("school", "school_5", "", [((5, 5, 5, 5, 6), 5), ((5, 5, 5, 6, 4), 0),
                                ((5, 5, 6, 4, 3), -5), ((6, 4, 3, 2, 1), -15)]),
    ("school", "school_6", "", [((6, 6, 6, 6, 5), 6), ((6, 6, 6, 5, 4), 0),
                                ((6, 6, 5, 4, 3), -6), ((5, 4, 3, 2, 1), -18)]),
    ("school", "school_result", "negative_times_ten", []),
]
D = "doubles_first_throw"
SCHOOL = SCHOOL_CELLS + [
    ("figures", "pair", D, [((6, 6, 4, 3, 1), 12), ((6, 6, 4, 3, 1), 24, "first_throw")]),
    ("figures", "two_pairs", D, [((6, 6, 4, 4, 2), 20), ((6, 6, 6, 6, 5), 24),
                                 ((6, 6, 4, 4, 2), 40, "first_throw")]),
    ("figures", "three", D, [((6, 6, 6, 2, 1), 18), ((6, 6, 6, 2, 1), 36, "first_throw")]),
    ("figures", "small_order", D, [((1, 2, 3, 4, 5), 15), ((1, 2, 3, 4, 5), 30, "first_throw")]),
    ("figures", "big_order", D, [((2, 3, 4, 5, 6), 20), ((2, 3, 4, 5, 6), 40, "first_throw")]),
    ("figures", "two_plus_three", D, [((5, 5, 5, 6, 6), 47), ((6, 6, 6, 6, 6), 50),
                                      ((5, 5, 5, 6, 6), 94, "first_throw")]),
    ("figures", "tetra", D, [((3, 3, 3, 3, 6), 42), ((3, 3, 3, 3, 6), 84, "first_throw")]),
    ("figures", "penta", D, [((6, 6, 6, 6, 6), 80), ((6, 6, 6, 6, 6), 160, "first_throw")]),
    ("figures", "pigos", "", [((6, 5, 4, 2, 1), 18), ((6, 6, 6, 6, 6), 30),
                              ((6, 5, 4, 2, 1), 18, "first_throw")]),
    ("bonuses", "jewish_style", "", [((), 10)]),
    ("bonuses", "milonic_style", "", [((), 10)]),
    ("bonuses", "roman_style", "", [((), 10)]),
    ("bonuses", "jewish_pigos", "", [((6, 5, 4, 3, 3), 5)]),
]


def test_school_default_table():
    assert make_game("school").scoring_table().groups == ("school", "figures", "bonuses")
    assert flat("school") == SCHOOL


def test_school_unit_per_die():
    """C1 option: a school cell scores n_f − 3 whatever the face."""
    assert set(changed("school", school_scoring="unit_per_die")) == \
        {f"school_{f}" for f in range(2, 7)}        # the 1s' cell is the same either way
    rows = by_id(flat("school", school_scoring="unit_per_die"))
    for f in range(1, 7):
        assert [e[1] for e in rows[f"school_{f}"][3]] == [1, 0, -1, -3]


def test_school_double_scope_face_sum_only():
    """C9 option: с ходу doubles the faces only, not the +20/+30/+50 (Тетра 3333 с ходу = 54)."""
    got = changed("school", double_scope="face_sum_only")
    assert {i: r[3][-1] for i, r in got.items()} == {
        "two_plus_three": ((5, 5, 5, 6, 6), 74, "first_throw"),
        "tetra": ((3, 3, 3, 3, 6), 54, "first_throw"),
        "penta": ((6, 6, 6, 6, 6), 110, "first_throw")}


def test_school_pigos_content():
    """C10: at_most_one_pair tops at 24; strict_junk at 19 and the 21 bonus is unreachable."""
    assert changed("school", pigos_content="at_most_one_pair") == {
        "pigos": ("figures", "pigos", "", [((6, 5, 4, 2, 1), 18), ((6, 6, 5, 4, 3), 24),
                                           ((6, 5, 4, 2, 1), 18, "first_throw")])}
    assert changed("school", pigos_content="strict_junk") == {
        "pigos": ("figures", "pigos", "", [((6, 5, 4, 2, 1), 18), ((6, 5, 4, 3, 1), 19),
                                           ((6, 5, 4, 2, 1), 18, "first_throw")]),
        "jewish_pigos": ("bonuses", "jewish_pigos", "unreachable", [])}


def test_school_four_alike_as_two_pairs_and_five_alike_as_full_house():
    """C7 and C6 options: without them the stated maxima 24 and 50 go from the table."""
    assert changed("school", two_pairs_allows_four_kind=False) == {
        "two_pairs": ("figures", "two_pairs", D, [((6, 6, 4, 4, 2), 20),
                                                  ((6, 6, 4, 4, 2), 40, "first_throw")])}
    assert changed("school", full_house_allows_five_kind=False) == {
        "two_plus_three": ("figures", "two_plus_three", D, [
            ((5, 5, 5, 6, 6), 47), ((5, 5, 5, 6, 6), 94, "first_throw")])}


@pytest.mark.parametrize("options", [{"school_first_turns": 6}, {"reroll_kept_dice": False},
                                     {"crossout": "only_if_figure_absent"}])
def test_school_options_that_do_not_price_cells_leave_the_table(options):
    assert changed("school", **options) == {}


def test_school_jewish_pigos_example_is_a_21_pigos():
    dice = by_id(flat("school"))["jewish_pigos"][3][0][0]
    assert {e.id: e.points for e in make_game("school").score(dice).entries}["pigos"] == 21


# --------------------------------------------------------------------------- zdorovo (003)
ZDOROVO = [
    ("upper", "ones", "", [((1, 1, 1, 3, 5), 3)]),
    ("upper", "twos", "", [((2, 2, 4, 5, 6), 4)]),
    ("upper", "threes", "", [((3, 3, 3, 1, 6), 9)]),
    ("upper", "fours", "", [((4, 4, 4, 4, 2), 16)]),
    ("upper", "fives", "", [((5, 5, 2, 3, 6), 10)]),
    ("upper", "sixes", "", [((6, 6, 2, 3, 3), 12)]),
    ("lower", "little_straight", "", [((1, 2, 3, 4, 5), 20)]),
    ("lower", "big_straight", "", [((2, 3, 4, 5, 6), 25)]),
    ("lower", "full_house", "", [((6, 6, 6, 5, 5), 28)]),
    ("lower", "big_hand", "", [((6, 6, 2, 3, 3), 20)]),
    ("lower", "zdorovo", "", [((3, 3, 3, 3, 3), 50)]),
]


def test_zdorovo_default_table():
    assert flat("zdorovo") == ZDOROVO


def test_zdorovo_five_alike_as_full_house():
    """D3 option: `3 3 3 3 3` is a full house worth 15."""
    assert changed("zdorovo", full_house_allows_five_kind=True) == {
        "full_house": ("lower", "full_house", "", [((6, 6, 6, 5, 5), 28),
                                                   ((3, 3, 3, 3, 3), 15)])}


@pytest.mark.parametrize("options", [{"throws": 2}, {"match": "series"}, {"match": "target"}])
def test_zdorovo_options_that_do_not_price_combinations_leave_the_table(options):
    assert changed("zdorovo", **options) == {}


# --------------------------------------------------------------------------- zanzibar (004)
def hand(group, faces, chips, effect=""):
    return (group, "".join(map(str, faces)), effect, [(faces, chips)])


TRIPLES_AND_PURES = [hand("triples_and_pures", (f, g, g), f) for f in (6, 5, 4, 3, 2)
                     for g in (f, 1)]
ZANZIBAR = [
    hand("specials", (4, 2, 1), 10), hand("specials", (1, 1, 1), 7),
    *TRIPLES_AND_PURES,
    hand("chains", (6, 5, 4), 2), hand("chains", (5, 4, 3), 2), hand("chains", (4, 3, 2), 2),
    hand("chains", (3, 2, 1), 2),
    hand("others", (6, 6, 5), 1), hand("others", (6, 2, 1), 1), hand("others", (5, 5, 4), 1),
    hand("others", (5, 2, 1), 1), hand("others", (4, 3, 3), 1), hand("others", (3, 2, 2), 1),
    hand("nenette", (2, 2, 1), 4, "loses"),
]


def test_zanzibar_default_table_in_rank_order():
    """666 > 611 > 555 > 511 … > 211 > 654 > 543 > 432 > 321 > the rest > 221."""
    table = make_game("zanzibar").scoring_table()
    assert table.unit == "chips"
    assert flat("zanzibar") == ZANZIBAR
    ranks = [make_game("zanzibar").score(x.examples[0].dice).entries[0].rank
             for x in table.lines]
    assert ranks == sorted(ranks) and ranks[0] == 1 and ranks[-1] == 56


def test_zanzibar_pures_win_ties():
    """pure_vs_triple=pure_wins_ties: 611 > 666 > 511 > 555 …"""
    rows = flat("zanzibar", pure_vs_triple="pure_wins_ties")
    swapped = [TRIPLES_AND_PURES[i ^ 1] for i in range(len(TRIPLES_AND_PURES))]
    assert rows == ZANZIBAR[:2] + swapped + ZANZIBAR[2 + len(swapped):]


@pytest.mark.parametrize("rule,effect", [("loser_min_4", "loses_at_least_4"),
                                         ("loser_plus_4", "loses_4_more")])
def test_zanzibar_nenette_rule(rule, effect):
    assert changed("zanzibar", nenette_rule=rule) == {
        "221": hand("nenette", (2, 2, 1), 4, effect)}


@pytest.mark.parametrize("options", [{"chips": 11}, {"dry_loading": True},
                                     {"limit_reference": "starter"}, {"first_starter": "random"}])
def test_zanzibar_options_that_do_not_rank_hands_leave_the_table(options):
    assert changed("zanzibar", **options) == {}


# --------------------------------------------------------------------------- every game
def variants():
    """Every game with its default rules, each preset, and each other value of every yes/no or
    word option alone."""
    out = []
    for gid in game_ids():
        info = game_info(gid)
        out += [(gid, f"preset {p}", info.make(preset=p)) for p in info.presets]
        for o in info.rules_cls.describe():
            values = (not o.default,) if o.kind == "bool" else o.choices if o.kind == "choice" \
                else ()
            for v in values:
                if v != o.default and o.key not in info.fixed:
                    try:
                        out.append((gid, f"{o.key}={v}", info.make({o.key: v})))
                    except OptionError:          # refused alone (needs another option)
                        pass
    return out


VARIANTS = variants()


@pytest.mark.parametrize("game", [v[2] for v in VARIANTS],
                         ids=[f"{v[0]}:{v[1]}" for v in VARIANTS])
def test_every_line_is_the_games_own_id_and_every_example_scores_as_score_says(game):
    table = game.scoring_table()
    assert isinstance(table, ScoringTable) and table.unit in ("points", "chips")
    rows = {r.id for r in game.scoresheet(game.new_initial_state(game.min_players)).rows}
    ids = [x.id for x in table.lines]
    assert len(ids) == len(set(ids)), "one line per id"
    seen = []
    for x in table.lines:
        assert isinstance(x, ScoreLine) and table.line(x.id) is x
        if not seen or seen[-1] != x.group:
            assert x.group not in seen, f"group {x.group} is split"
            seen.append(x.group)
        if not x.examples or all(not e.dice for e in x.examples):
            assert x.id in rows, f"{x.id}: a line without a throw is a sheet row"
            continue
        for e in x.examples:
            assert isinstance(e, Example) and e.when in WHENS and isinstance(e.points, int)
            report = game.score(e.dice, first_throw=e.when == "first_throw")
            entries = [y for y in report.entries if y.id == x.id]
            flags = [name for name, on in report.flags if on]
            if game.id == "zonk" and x.id == "six_of_a_kind":      # the instant win: a flag
                assert x.id in flags
                won_round = game.rules.six_kind_effect == "win_round"
                assert e.points == (game.rules.round_points if won_round else 0)
            elif game.id in ("chicago", "detroit"):  # the combinations of a roll add up
                assert entries, (x.id, e.dice)
                assert e.points == report.best
            elif entries:
                assert len(entries) == 1 and e.points == entries[0].points, (x.id, e.dice)
            else:                                    # a bonus: a sheet row
                assert x.id in rows, (x.id, e.dice)
    assert game.scoring_table() == table, "deterministic"
    assert make_game(game.id, game.rules.to_options()).scoring_table() == table


def test_every_game_has_a_table_and_the_names_are_exported():
    import dicegames.engine as engine
    from dicegames.engine import scoring_table

    assert (engine.Example, engine.ScoreLine, engine.ScoringTable) == \
        (scoring_table.Example, scoring_table.ScoreLine, scoring_table.ScoringTable)
    for gid in game_ids():
        table = make_game(gid).scoring_table()
        assert table.lines and table.line("no_such_line") is None


def test_the_sheet_rows_of_the_sheet_games_all_have_a_line():
    """School and Zdorovo: every cell of the sheet can show a tooltip example."""
    for gid in ("school", "zdorovo"):
        game = make_game(gid)
        table = game.scoring_table()
        for row in game.scoresheet(game.new_initial_state(1)).rows:
            if row.section not in ("totals", "match") and row.id != "school_result":
                line = table.line(row.id)
                assert line is not None and line.examples, row.id
