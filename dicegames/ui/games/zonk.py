"""«Зонк» (source text 000): six dice, its own small point table, the bank settlement."""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject

from dicegames.ui.games.base import seat_name
from dicegames.ui.games.zonk_family import ZonkFamilyLook
from dicegames.ui.words import counted, fill, format_points, phrases, translate

if TYPE_CHECKING:
    from dicegames.engine import Event

FACE_CELLS = ("three", "four", "five")       # three_4, four_6, five_1 …



class ZonkWords(QObject):
    """The counted phrases of Zonk (context "ZonkWords")."""

    def rounds_then_bank(self, n: int) -> str:
        return self.tr("%n round(s); then the totals are settled through the bank.", "", n)

class ZonkLook(ZonkFamilyLook):
    family = "zonk"
    motif = (1, 5, 5, 3, 3, 2)

    def name(self) -> str:
        return translate("Zonk", "Zonk")

    def pitch(self) -> str:
        return translate("Zonk", "Six dice, three throws a series: keep one combination each "
                         "throw, and stop before a zonk burns the turn.")

    def minutes(self, options: dict[str, Any] | None = None, players: int = 2) -> int:
        o = options or {}
        duel = o.get("match_format", "auto") == "duel" or (
            o.get("match_format", "auto") == "auto" and players == 2)
        if duel:
            return max(3, 2 * players)
        rounds = int(o.get("rounds", 10)) if o.get("multi_end") == "rounds" \
            else max(4, int(o.get("target", 500)) // 60)
        return max(5, round(rounds * players * 1.2))

    def summary(self, rules: Any, players: int) -> str:
        if rules.format_for(players) == "duel":
            return translate("Zonk", "A duel: one turn each; the higher turn wins the stake.") \
                if rules.duel_settlement == "stake" else \
                translate("Zonk", "A duel: one turn each; the lower turn pays the difference.")
        if rules.multi_end == "rounds":
            return phrases(ZonkWords).rounds_then_bank(rules.rounds)
        return fill(translate("Zonk", "Rounds until someone has %1 points; then the totals are "
                              "settled through the bank."), format_points(rules.target))

    def cell_name(self, cell: str) -> str:
        head, _, number = cell.rpartition("_")
        if number.isdigit() and head in FACE_CELLS:
            text = {"three": translate("Zonk", "Three %1s"),
                    "four": translate("Zonk", "Four %1s"),
                    "five": translate("Zonk", "Five %1s")}[head]
            return fill(text, number)
        names = {
            "one_5": translate("Zonk", "One 5"), "one_1": translate("Zonk", "One 1"),
            "two_5": translate("Zonk", "Two 5s"), "two_1": translate("Zonk", "Two 1s"),
            "three_pairs": translate("Zonk", "Three pairs"),
            "straight": translate("Zonk", "Straight 1-2-3-4-5-6"),
            "two_triples": translate("Zonk", "Two triples"),
            "six_of_a_kind": translate("Zonk", "Six of a kind"),
        }
        return names.get(cell) or super().cell_name(cell)

    def cell_help(self, cell: str) -> str | None:
        head, _, number = cell.rpartition("_")
        if number.isdigit() and head in FACE_CELLS:
            text = {"three": translate("Zonk", "Three %1s — three dice showing %1, from one "
                                       "throw: 30 plus the rank of the face. Each face ranks "
                                       "as its own number, except the 1, which ranks 7."),
                    "four": translate("Zonk", "Four %1s — four dice showing %1, from one throw: "
                                      "40 plus the rank of the face. Each face ranks as its own "
                                      "number, except the 1, which ranks 7."),
                    "five": translate("Zonk", "Five %1s — five dice showing %1, from one throw: "
                                      "100 plus the rank of the face. Each face ranks as its "
                                      "own number, except the 1, which ranks 7."),
                    }[head]
            return fill(text, number)
        if number.isdigit() and head == "round":
            return fill(translate("Zonk", "Round %1 — the turn score each player banked in this "
                                          "round; a zonk scores 0."), number)
        texts = {
            "one_5": translate("Zonk", "One 5 — a single 5: 1 point."),
            "one_1": translate("Zonk", "One 1 — a single 1: 2 points."),
            "two_5": translate("Zonk", "Two 5s — two 5s from one throw, kept together as one "
                               "combination: 3 points."),
            "two_1": translate("Zonk", "Two 1s — two 1s from one throw, kept together as one "
                               "combination: 4 points."),
            "three_pairs": translate("Zonk", "Three pairs — all six dice as three different "
                                     "pairs: 70 plus the highest face. As standard, a 1 counts "
                                     "as 1 here."),
            "straight": translate("Zonk", "Straight 1-2-3-4-5-6 — all six dice different: 80 "
                                  "points."),
            "two_triples": translate("Zonk", "Two triples — all six dice as three of one face "
                                     "and three of another: 90 plus the higher face. As "
                                     "standard, a 1 counts as 1 here."),
            "six_of_a_kind": translate("Zonk", "Six of a kind — all six dice alike in a throw "
                                       "of six dice: it wins at once, the game or the round "
                                       "as the options say."),
            "total": translate("Zonk", "Total — each player's game total: the sum of the turn "
                               "scores he banked."),
            "settlement": translate("Zonk", "Settlement — what each player gains (plus) or pays "
                                    "(minus). After several rounds it is his total minus the "
                                    "average, times the money per point; in a duel, the stake "
                                    "or the difference."),
            "settlement_rounded": translate("Zonk", "Settlement, rounded — the settlement in "
                                            "whole units of money: everyone is rounded down, "
                                            "and the units left over go to the largest "
                                            "remainders, so that the bank still balances."),
        }
        return texts.get(cell) or super().cell_help(cell)

    def note_text(self, note: str) -> str:
        if note == "six_of_a_kind":
            return translate("Zonk", "six of a kind")
        if note == "no_turn":
            return translate("Zonk", "no turn")
        return super().note_text(note)

    def fact(self, key: str, value: Any, names: Sequence[str]) -> str | None:
        if key == "series":
            return fill(translate("Zonk", "Series %1"), str(value))
        if key == "format":
            return None                        # the sheet says it: rounds or a duel
        return None

    def moment(self, event: Event, names: Sequence[str]) -> tuple[str, str] | None:
        from dicegames.engine.games.zonk import SixOfAKind
        if isinstance(event, SixOfAKind):
            who = seat_name(names, event.player)
            text = translate("Zonk", "%1 wins the round") if event.effect == "win_round" \
                else translate("Zonk", "%1 wins the game")
            return translate("Zonk", "Six of a kind!"), fill(text, who)
        return None

    def event_sentence(self, event: Event, names: Sequence[str]) -> str | None:
        from dicegames.engine.games.zonk import FreeReroll, SixOfAKind
        name = seat_name(names, event.player)
        match event:
            case SixOfAKind(effect="win_round"):
                return fill(translate("Zonk", "Six of a kind! %1 wins the round."), name)
            case SixOfAKind():
                return fill(translate("Zonk", "Six of a kind! %1 wins the game."), name)
            case FreeReroll(cancelled=cancelled) if cancelled:
                return fill(translate("Zonk", "%1 throws all six again, giving up %2 of this "
                                              "series."), name, format_points(cancelled))
            case FreeReroll():
                return fill(translate("Zonk", "%1 throws again, keeping nothing."), name)
        return None

    def option_help(self, key: str) -> str | None:
        return {
            "match_format": translate(
                "Zonk", "A duel is a single round, one turn each: the higher turn score wins. "
                "Several rounds add up each player's banked turns and settle the totals through "
                "the bank. As standard, two players play a duel and three or more play several "
                "rounds."),
            "duel_settlement": translate(
                "Zonk", "What a duel is played for. On a stake, the winner takes the stake "
                "agreed beforehand. On the difference, the loser pays the difference between "
                "the two turn scores, times the money per point."),
            "duel_tie": translate(
                "Zonk", "What happens when both turn scores of a duel are equal: a draw, with "
                "the stake returned, or the duel is played again. The original does not say."),
            "multi_end": translate(
                "Zonk", "How a game of several rounds ends: when the leader's total reaches the "
                "target score, or after an agreed number of rounds. The original allows both."),
            "target": translate(
                "Zonk", "Playing several rounds to a target, the game ends once the leader's "
                "total reaches this score; the original says “as a rule not less than 500”. "
                "As standard it is also what six of a kind costs each other player in a game "
                "settled in points."),
            "rounds": translate(
                "Zonk", "Playing a number of rounds, how many are played; the original says "
                "“as a rule not less than 10”."),
            "target_check": translate(
                "Zonk", "When the target is checked. As standard at the end of the round, so "
                "that everybody has had the same number of turns; or at once, when a banked "
                "total reaches it."),
            "rotate_first_player": translate(
                "Zonk", "Off: the same player starts every round. On: the first player moves "
                "one seat on, clockwise, with each new round."),
            "money_per_point": translate(
                "Zonk", "What one point is worth when the game is settled in points — through "
                "the bank, or in a duel on the difference. Every payment is the points times "
                "this amount."),
            "allow_partial_combination": translate(
                "Zonk", "On: you may keep a smaller combination out of a larger one — three 4s "
                "out of four 4s, or 1 1 out of three 1s — and throw more dice again. Off: the "
                "combination you keep must use every die of that face it can."),
            "must_throw_all_remaining": translate(
                "Zonk", "On: when you throw again, you throw all the dice not set aside. Off: "
                "you choose which of them to throw and may hold the others back."),
            "three_pairs_allow_four_plus_pair": translate(
                "Zonk", "Off: three pairs must be three different pairs. On: four alike and a "
                "pair, such as 2 2 2 2 3 3, count as three pairs too."),
            "pair_max_ace_high": translate(
                "Zonk", "Three pairs score 70 and two triples 90, plus the highest face. Off: a "
                "1 counts as 1 there. On: a 1 counts 7, as it does in three, four and five "
                "alike."),
            "six_kind_scope": translate(
                "Zonk", "Where six alike win: in any throw of all six dice, including the first "
                "throw of a new series after hot dice; or only in the first throw of a turn. The "
                "original names the first throw, but a new series starts “again by throwing six "
                "dice first”, in the same words."),
            "six_kind_effect": translate(
                "Zonk", "What six alike win: the whole game at once, or only the round. When "
                "they win the round, it ends there, and players who have not thrown yet score "
                "0 for it."),
            "six_kind_payment": translate(
                "Zonk", "In a game settled in points — a duel on the difference, or the bank — "
                "what every other player pays the thrower of six alike, times the money per "
                "point. 0 means the target score; the original names no amount."),
            "six_kind_round_points": translate(
                "Zonk", "When six alike win only the round: the thrower's score for that round. "
                "0 means the target score."),
            "six_kind_as_two_triples": translate(
                "Zonk", "Only when six alike win in the first throw of a turn: six alike thrown "
                "later, in a new series after hot dice, then score as two triples."),
            "free_reroll": translate(
                "Zonk", "A variant the original mentions: after a throw with a combination, you "
                "may keep nothing and throw again. What you let go scores nothing, and the new "
                "throw still counts as one of the series' three. It cannot be played together "
                "with setting aside every combination."),
            "free_reroll_scope": translate(
                "Zonk", "What a free re-throw throws: only the dice just thrown, or all six "
                "dice, which cancels the points set aside earlier in the series."),
            "keep_all_combinations": translate(
                "Zonk", "A variant the original mentions: after each throw, every die that is "
                "part of a combination is set aside at once and scored the best way. It cannot "
                "be played together with the free re-throw."),
        }.get(key)

    def score_group_name(self, group: str) -> str:
        return {"ones_and_fives": translate("Zonk", "Ones and fives"),
                "kinds": translate("Zonk", "Three, four and five alike"),
                "six_dice": translate("Zonk", "Combinations of all six dice")}.get(group, "")

    def score_effect_text(self, effect: str) -> str:
        return {"wins_game": translate("Zonk", "wins the game at once"),
                "wins_round": translate("Zonk", "wins the round")}.get(effect) \
            or super().score_effect_text(effect)

    def keeper_example(self) -> str:
        return "37"

    def odds_title(self, table: str) -> str:
        return {
            "six_dice": translate("Odds", "One throw of six dice"),
            "successive": translate("Odds", "Three, four or five alike with fewer dice"),
        }.get(table) or super().odds_title(table)

    def odds_help(self, table: str) -> str:
        return {
            "six_dice": translate("Odds", "The source text's own table beside the exact "
                                  "chance."),
            "successive": translate("Odds", "The source text's figures for throwing three, "
                                    "four or five alike with five, four or three dice."),
        }.get(table) or super().odds_help(table)

    def odds_row(self, table: str, key: str) -> str:
        head, _, tail = key.partition("_")
        if table == "successive" and head in ALIKE and tail.isdigit():   # three_5: 3 of 5 dice
            return fill(translate("Odds", "%1 alike with %2"), ALIKE[head],
                        counted().dice(int(tail)))
        own = {
            "three_alike": translate("Odds", "Three alike"),
            "four_alike": translate("Odds", "Four alike"),
            "five_alike": translate("Odds", "Five alike"),
            "six_alike": translate("Odds", "Six alike"),
            "six_different": translate("Odds", "Six different"),
        }.get(key)
        return own or super().odds_row(table, key)

    # ------------------------------------------------------------------ its options' words
    def option_name(self, key: str) -> str | None:
        return {
            "match_format": translate("Options", "Match format"),
            "duel_settlement": translate("Options", "A duel is settled by"),
            "multi_end": translate("Options", "The game ends"),
            "rotate_first_player": translate("Options", "First player moves on each round"),
            "duel_tie": translate("Options", "A tied duel"),
            "target_check": translate("Options", "Reaching the target ends the game"),
            "money_per_point": translate("Options", "Money per point"),
            "free_reroll": translate("Options", "Free re-throw without keeping anything"),
            "free_reroll_scope": translate("Options", "A free re-throw uses"),
            "keep_all_combinations": translate("Options",
                                               "Every combination thrown must be set aside"),
            "three_pairs_allow_four_plus_pair": translate("Options",
                                                          "Four alike and a pair count as three "
                                                          "pairs"),
            "pair_max_ace_high": translate("Options",
                                           "Ones count highest in three pairs and two triples"),
            "allow_partial_combination": translate("Options",
                                                   "A smaller combination may be kept out of a "
                                                   "larger one"),
            "must_throw_all_remaining": translate("Options", "All remaining dice must be thrown"),
            "six_kind_scope": translate("Options", "Six alike win when thrown"),
            "six_kind_effect": translate("Options", "Six alike win"),
            "six_kind_payment": translate("Options", "Six alike: each player pays (points)"),
            "six_kind_round_points": translate("Options", "Six alike: round score (points)"),
            "six_kind_as_two_triples": translate("Options",
                                                 "Six alike in a later series score as two "
                                                 "triples"),
        }.get(key)

    def value_name(self, key: str, value: Any) -> str | None:
        return {
            ("match_format", "auto"): translate("Options",
                                                "A duel for two players, several rounds for more"),
            ("match_format", "duel"): translate("Options", "Duel: one round"),
            ("match_format", "multi"): translate("Options", "Several rounds, settled by the bank"),
            ("duel_settlement", "stake"): translate("Options", "The winner takes the stake"),
            ("duel_settlement", "difference"): translate("Options",
                                                         "The loser pays the difference"),
            ("multi_end", "target"): translate("Options", "When the leader reaches the target"),
            ("multi_end", "rounds"): translate("Options", "After a number of rounds"),
            ("duel_tie", "draw"): translate("Options", "A draw: the stake is returned"),
            ("duel_tie", "replay"): translate("Options", "Played again"),
            ("target_check", "end_of_round"): translate("Options", "At the end of the round"),
            ("target_check", "immediate"): translate("Options", "At once"),
            ("free_reroll_scope", "thrown_dice"): translate("Options", "The dice just thrown"),
            ("free_reroll_scope", "all_six"): translate("Options",
                                                        "All six dice (earlier points cancelled)"),
            ("six_kind_scope", "any_six_dice_throw"): translate(
                "Options", "In any throw of six dice"),
            ("six_kind_scope", "first_throw_of_turn"): translate(
                "Options", "Only in the first throw of the turn"),
            ("six_kind_effect", "win_game"): translate("Options", "The whole game"),
            ("six_kind_effect", "win_round"): translate("Options", "The round"),
            ("six_kind_payment", 0): translate("Options", "the target score"),
            ("six_kind_round_points", 0): translate("Options", "the target score"),
        }.get((key, value))

    def preset_name(self, preset: str) -> str | None:
        return {
            "duel": translate("Options", "Duel"),
            "rounds": translate("Options", "A number of rounds"),
            "keep_all": translate("Options", "Keep every combination"),
            "free_reroll": translate("Options", "With a free re-throw"),
        }.get(preset)

    def group_name(self, group: str) -> str | None:
        return {
            "settlement": translate("Options", "Settlement"),
            "variants": translate("Options", "Variants"),
            "six_of_a_kind": translate("Options", "Six of a kind"),
        }.get(group)



ALIKE = {"three": 3, "four": 4, "five": 5}
LOOKS = (ZonkLook("zonk"),)
