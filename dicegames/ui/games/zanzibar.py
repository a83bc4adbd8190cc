"""«Занзибар» / 421 (source text 004): three dice, chips, loading and unloading."""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject

from dicegames.ui.games.base import GameLook, seat_name
from dicegames.ui.words import fill, isolate, name_list, phrases, translate

if TYPE_CHECKING:
    from dicegames.engine import Event


class Zanzibar(QObject):
    """The counted phrases of the context "Zanzibar"."""

    def summary(self, n: int) -> str:
        return self.tr("%n chip(s) in the pot: loading, then unloading; the last player holding "
                       "chips loses.", "", n)

    def worth(self, n: int) -> str:
        return self.tr("%1: rank %2 of %3, worth %n chip(s).", "", n)

    def due(self, n: int) -> str:
        return self.tr("Best hand %1; %2 has the worst, %3, and is due %n chip(s).", "", n)


class ZanzibarLook(GameLook):
    family = "zanzibar"
    motif = (4, 2, 1)
    widest_figure = -99                       # chips: 21 in all

    def name(self) -> str:
        return translate("Zanzibar", "Zanzibar (421)")

    def pitch(self) -> str:
        return translate("Zanzibar", "Three dice and 21 chips: load up, unload, and don't be "
                         "the last one holding.")

    def minutes(self, options: dict[str, Any] | None = None, players: int = 2) -> int:
        chips = int((options or {}).get("chips", 21))
        return max(5, round(chips / 21 * (6 + 3 * players)))

    def cell_name(self, cell: str) -> str:
        if cell.isdigit():                     # a hand: 421, 611, 221 …
            return {"421": translate("Zanzibar", "421"),
                    "111": translate("Zanzibar", "Three aces (111)"),
                    "221": translate("Zanzibar", "Nénette (221)")}.get(cell, cell)
        return super().cell_name(cell)

    def cell_help(self, cell: str) -> str | None:
        head, _, number = cell.rpartition("_")
        if head == "round" and number.isdigit():
            return fill(translate("Zanzibar", "Round %1 — each player's final dice, and the "
                                              "chips he received (plus) or gave away (minus) in "
                                              "this round."), number)
        texts = {
            "421": translate("Zanzibar", "421 — the dice 4, 2 and 1: the strongest combination "
                             "of all, worth 10 chips."),
            "three_aces": translate("Zanzibar", "Three aces (111) — three dice showing 1: worth "
                                    "7 chips, second only to 421."),
            "triple": translate("Zanzibar", "Triple — three dice of the same face, 222 to 666: "
                                "as many chips as the face. As standard, a triple beats the pure "
                                "of the same value."),
            "pure": translate("Zanzibar", "Pure — two aces and another die from 2 to 6: as many "
                              "chips as that die. A pure beats every lower triple."),
            "chain": translate("Zanzibar", "Chain — three dice in a row, 654, 543, 432 or 321: "
                               "2 chips. The higher the first die, the higher the chain; chains "
                               "rank below all triples and pures."),
            "other": translate("Zanzibar", "Any other combination — 1 chip. It ranks by its "
                               "dice from the highest down; a pair earns no extra rank."),
            "nenette": translate("Zanzibar", "Nénette (221) — the weakest combination of all, "
                                 "yet worth 4 chips. As standard those count only when everyone "
                                 "has 221, since the chips follow the round's best combination."),
            "chips": translate("Zanzibar", "Chips — how many chips each player holds now. The "
                               "aim is to have none: the last player holding chips loses."),
        }
        if cell.isdigit() and len(cell) == 3:            # a hand: its class's help
            from dicegames.engine.games.zanzibar_ranking import CLASSES
            cell = CLASSES.get(cell, cell)
        return texts.get(cell) or super().cell_help(cell)

    def option_help(self, key: str) -> str | None:
        return {
            "chips": translate(
                "Zanzibar", "How many chips are in the pot at the start. 21 is usual; fewer make "
                "a shorter game, more a longer one."),
            "dry_loading": translate(
                "Zanzibar", "Playing “dry”: while loading, each player throws only once, with no "
                "re-throws. Unloading is played with up to three throws as usual."),
            "limit_reference": translate(
                "Zanzibar", "As the text says, nobody may throw more times than the player "
                "before him did, so the limit can only go down during a round. Or the starter "
                "alone sets the limit for the whole round."),
            "nenette_rule": translate(
                "Zanzibar", "221, the nénette, is the weakest combination, yet worth 4 chips; in "
                "the text those count only when everyone has 221. House rules make a loser with "
                "221 take at least 4 chips, or 4 more than the best combination is worth."),
            "pure_vs_triple": translate(
                "Zanzibar", "Which ranks higher at equal value, a triple or a pure (two aces and "
                "another die). As in the text, the triple: 666 beats 611, 555 beats 511. Some "
                "French bars rank the pure higher."),
            "first_starter": translate(
                "Zanzibar", "Who starts the first round: the highest throw of one die, ties "
                "throwing again; a player chosen at random; or the first player at the table. "
                "Every later round is started by the loser of the round before."),
        }.get(key)

    def stop_text(self) -> str:
        return translate("Zanzibar", "Stop")

    def moment(self, event: Event, names: Sequence[str]) -> tuple[str, str] | None:
        if getattr(event, "figure", "") == "421":
            return translate("Zanzibar", "421!"), fill(
                translate("Zanzibar", "%1 threw the best of all"), seat_name(names, event.player))
        return None

    def phase_text(self, phase: str) -> str:
        return {"loading": translate("Zanzibar", "loading"),
                "unloading": translate("Zanzibar", "unloading")}.get(phase, phase)

    def throw_tip(self, table: Any, sheet: Any, rules: Any) -> str:
        """The hand on the table: its name, rank and chips, against the round's hands so far."""
        from dicegames.engine.games.zanzibar_ranking import CHIPS, hand_id, ranks
        dice = [d for d in table.dice if d]
        if len(dice) != 3:
            return ""
        order = ranks(rules.pure_vs_triple)
        hand = hand_id(dice)
        lines = [fill(phrases(Zanzibar).worth(CHIPS[hand]), self.cell_name(hand), order[hand],
                      len(order))]
        rows = [r for r in sheet.rows if r.id.startswith("round_")]
        kept = [c.note for c in rows[-1].cells if c.note.isdigit()] if rows else []
        if kept:
            best = min(kept, key=order.__getitem__)
            worst = max(kept, key=order.__getitem__)
            beats_best = order[hand] <= order[best]      # the same dice: the later hand wins
            lines.append(fill(translate("Zanzibar", "It beats %1, the best hand so far.")
                              if beats_best else
                              translate("Zanzibar", "It does not beat %1, the best hand so "
                                        "far."), self.cell_name(best)))
            if not beats_best and worst != best:
                lines.append(fill(translate("Zanzibar", "It beats %1, the lowest hand so far.")
                                  if order[hand] <= order[worst] else
                                  translate("Zanzibar", "It does not beat even %1, the lowest "
                                            "hand so far."), self.cell_name(worst)))
        return "\n".join(lines)

    def summary(self, rules: Any, players: int) -> str:
        return phrases(Zanzibar).summary(rules.chips)

    def score_group_name(self, group: str) -> str:
        return {"specials": translate("Zanzibar", "The best hands"),
                "triples_and_pures": translate("Zanzibar", "Triples and pure hands"),
                "chains": translate("Zanzibar", "Sequences"),
                "others": translate("Zanzibar", "Every other hand, by its dice (examples)"),
                "nenette": translate("Zanzibar", "The lowest hand")}.get(group, "")

    def score_effect_text(self, effect: str) -> str:
        return {"loses": translate("Zanzibar", "the lowest hand of all"),
                "loses_at_least_4": translate("Zanzibar", "the loser takes at least 4 chips"),
                "loses_4_more": translate("Zanzibar", "the loser takes 4 chips more")
                }.get(effect) or super().score_effect_text(effect)

    def fact(self, key: str, value: Any, names: Sequence[str]) -> str | None:
        if key == "pot":
            return fill(translate("Zanzibar", "Pot %1"), str(value))
        if key == "phase":
            return self.phase_text(str(value)).capitalize()
        if key == "limit":
            return fill(translate("Zanzibar", "Throw limit %1"), str(value))
        if key == "starter":
            return fill(translate("Zanzibar", "Starter: %1"), seat_name(names, value))
        if key == "chips" and isinstance(value, (tuple, list)):
            return fill(translate("Zanzibar", "Chips: %1"), " \u00b7 ".join(
                isolate(seat_name(names, p)) + " " + str(v) for p, v in enumerate(value)))
        if key == "active" and isinstance(value, (tuple, list)):
            return fill(translate("Zanzibar", "Still in: %1"), name_list(
                [seat_name(names, p) for p in value])) if len(value) < len(names) else None
        return None

    def leads(self, event: Event) -> bool:
        from dicegames.engine.games.zanzibar import RoundDecided
        return isinstance(event, RoundDecided) or super().leads(event)

    def event_sentence(self, event: Event, names: Sequence[str]) -> str | None:
        from dicegames.engine.games.zanzibar import HandKept, PhaseChanged, RoundDecided
        match event:
            case HandKept(hand=hand):
                return fill(translate("Zanzibar", "%1 stands on %2."),
                            seat_name(names, event.player), self.cell_name(hand))
            case RoundDecided(best_hand=best, worst_hand=worst, value=value):
                return fill(phrases(Zanzibar).due(value), self.cell_name(best),
                            seat_name(names, event.player), self.cell_name(worst))
            case PhaseChanged(phase="unloading"):
                return translate("Zanzibar", "Unloading begins: the best hand now gives chips "
                                 "to the worst.")
            case PhaseChanged():
                return translate("Zanzibar", "Loading begins: the worst hand takes chips "
                                 "from the pot.")
        return None

    def odds_title(self, table: str) -> str:
        if table == "hands":
            return translate("Odds", "The 56 hands, strongest first")
        return super().odds_title(table)

    def odds_help(self, table: str) -> str:
        if table == "hands":
            return translate("Odds", "One throw of three dice; the chips a hand is worth as "
                             "the round's best.")
        return super().odds_help(table)

    def figure_name(self, figure: str) -> str | None:
        return {
            "hands_421": translate("Stats", "421s thrown"),
            "nenettes": translate("Stats", "Nénettes"),
            "chips_taken": translate("Stats", "Chips taken"),
        }.get(figure)

    # ------------------------------------------------------------------ its options' words
    def option_name(self, key: str) -> str | None:
        return {
            "dry_loading": translate("Options", "Dry loading: one throw each while loading"),
            "limit_reference": translate("Options", "The throw limit is set by"),
            "nenette_rule": translate("Options", "Losing with Nénette (221)"),
            "pure_vs_triple": translate("Options", "Pure hands against triples"),
        }.get(key)

    def value_name(self, key: str, value: Any) -> str | None:
        return {
            ("limit_reference", "previous_player"): translate("Options", "The previous player"),
            ("limit_reference", "starter"): translate("Options", "The starter of the round"),
            ("nenette_rule", "literal"): translate("Options", "Nothing extra (as in the text)"),
            ("nenette_rule", "loser_min_4"): translate("Options", "The loser takes at least 4"),
            ("nenette_rule", "loser_plus_4"): translate("Options", "The loser takes 4 more"),
            ("pure_vs_triple", "triple_wins_ties"): translate("Options", "The triple ranks higher"),
            ("pure_vs_triple", "pure_wins_ties"): translate(
                "Options", "The pure hand ranks higher (French bars)"),
        }.get((key, value))

    def preset_name(self, preset: str) -> str | None:
        return {
            "dry": translate("Options", "Dry loading"),
            "leader_limit": translate("Options", "The round's first player sets the limit"),
            "french_order": translate("Options", "6-1-1 above 6-6-6 (French bars)"),
            "nenette_penalty": translate("Options", "Nénette costs at least 4 chips"),
        }.get(preset)

    def group_name(self, group: str) -> str | None:
        return {
            "ranking": translate("Options", "Ranking of the combinations"),
            "chips": translate("Options", "Chips"),
            "setup": translate("Options", "Setting up"),
        }.get(group)



LOOKS = (ZanzibarLook("zanzibar"),)
