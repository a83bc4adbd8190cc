"""What a game looks like in the app, and how it reads: the generic look every game starts from.

A game's module in this package subclasses `GameLook` with its own words (name and pitch, its
cells and combinations, its moments and events), its card motif and how long it takes. Facts
(dice, players, options) come from the engine's GameInfo, never copied. An id with no module
here still plays, with this generic look: words made from its ids.

Nothing here builds a `Qt` enum or imports the engine at import time: the home's first frame
draws the cards from these looks.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from dicegames.ui import words
from dicegames.ui.words import fill, humanize, translate

if TYPE_CHECKING:
    from dicegames.engine import Action, Event


class GameLook:
    """The look of one game id (see the module docstring); methods return translated text."""

    family = ""                               # its rules text: resources/rules/<family>.<lang>.md
    motif: tuple[int, ...] = (1, 2, 3, 4, 5)  # the dice on its card
    motif_colours: tuple[str, ...] = ()       # coloured dice (Detroit), by position
    free_cells: tuple[str, ...] = ()          # cells any dice fill (a chance): never the default
    widest_figure = -9_999                    # the widest number its sheet writes: the sheet's
    #                                           columns keep room for it from the first turn
    minutes_per_player_round = 2.0            # a rough pace, for the card's "about N min"

    def __init__(self, game_id: str) -> None:
        self.id = game_id

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.id}>"

    # ------------------------------------------------------------------ the card
    def name(self) -> str:
        """The game's own name in the current language."""
        return humanize(self.id)

    def pitch(self) -> str:
        """One line that makes you want to play it."""
        return ""

    def minutes(self, options: dict[str, Any] | None = None, players: int = 2) -> int:
        """About how long a game takes with these options and players (the card, New game)."""
        return 20

    def summary(self, rules: Any, players: int) -> str:
        """What the game will be with these rules and players, in one line (New game)."""
        return ""

    def rules_text(self, language: str) -> str | None:
        """Its rules as Markdown for the rules viewer (with the `{{scoring_table}}` and
        `{{options}}` slots the program fills): the shipped text of its family in `language`,
        else in English; None when none is shipped."""
        return shipped_rules(self.family or self.id, language)

    # ------------------------------------------------------------------ its words
    def cell_name(self, cell: str) -> str:
        """A scoresheet row, combination or cell in the game's own words."""
        return words.common_cell_name(cell)

    def cell_help(self, cell: str) -> str | None:
        """What a scoresheet row, combination or cell scores, in a sentence or two of the game's
        own words (no example numbers: the UI adds an example from the engine); None: none."""
        return common_cell_help(cell)

    def note_text(self, note: str) -> str:
        """A cell's note id (`base`, `zonk` …) in words; dice like "5 5 3" stay as they are."""
        return words.note_text(note)

    def stop_text(self) -> str:
        """The verb for ending a turn with what one has ("Bank", "Stop")."""
        return translate("Words", "Bank")

    def action_text(self, action: Action) -> str:
        """A player's action as a short verb phrase ("Throw again", "Score Full house")."""
        verb, args = action.verb, action.args
        dice = " ".join(map(str, args))
        if verb == "roll":
            return fill(translate("Words", "Throw %1"), dice) if args \
                else translate("Words", "Roll")
        if verb == "reroll":
            return translate("Words", "Throw again") if args \
                else translate("Words", "Throw again, keeping nothing")
        if verb == "score":
            return fill(translate("Words", "Score %1"), self.cell_name(str(args[0])))
        if verb == "cross":
            return fill(translate("Words", "Cross out %1"), self.cell_name(str(args[0])))
        if verb == "take":
            return fill(translate("Words", "Set aside %1"), dice)
        if verb == "final":                       # score-keeping: N throws, then the dice
            return fill(translate("Words", "Enter %1"), " ".join(map(str, args[1:])))
        if verb == "points":
            return words.counted().enter_points(int(args[0])) if args[0] \
                else translate("Words", "Enter a zonk")
        if verb == "six_of_a_kind":
            return translate("Words", "Enter six of a kind")
        if verb in ("bank", "stop"):
            return self.stop_text()
        simple = {
            "throw": translate("Words", "Throw again"),
            "continue": translate("Words", "Continue"),
            "piggyback": translate("Words", "Build on the previous score"),
            "fresh": translate("Words", "Fresh start"),
        }
        return simple.get(verb) or humanize(verb)

    def correction_was(self, action: Action) -> str:
        """A corrected cell's mark: what its turn said before the correction."""
        verb, args = action.verb, action.args
        counted = words.counted()
        if verb == "score":
            return fill(translate("Words", "corrected: was written in %1"),
                        self.cell_name(str(args[0])))
        if verb == "cross":
            return fill(translate("Words", "corrected: was %1, crossed out"),
                        self.cell_name(str(args[0])))
        if verb == "roll":
            return fill(translate("Words", "corrected: a throw was %1"),
                        " ".join(map(str, args)))
        if verb == "final" and args:
            return fill(counted.was_after_throws(int(args[0])), " ".join(map(str, args[1:])))
        if verb == "points" and args:
            return translate("Words", "corrected: was a zonk") if not args[0] else \
                counted.was_points(int(args[0]))
        if verb == "six_of_a_kind" and args:
            return fill(translate("Words", "corrected: was six %1s"), str(args[0]))
        return fill(translate("Words", "corrected: was %1"), self.action_text(action))

    def moment(self, event: Event, names: Sequence[str]) -> tuple[str, str] | None:
        """The big moment of a thrown figure (`DiceThrown.figure`), as (title, subtitle)."""
        return None

    def event_sentence(self, event: Event, names: Sequence[str]) -> str | None:
        """A sentence for an event of this game's own (None: the log's common words)."""
        return None

    def leads(self, event: Event) -> bool:
        """Whether `event` is a round's or the game's result: said before the turn that led
        to it (a listener hears the result first, the reasons after)."""
        from dicegames.engine import ChipsMoved, GameOver, MatchGameEnded, PlayerLeft, RoundEnded
        return isinstance(event, (RoundEnded, MatchGameEnded, GameOver, PlayerLeft, ChipsMoved))

    def fact(self, key: str, value: Any, names: Sequence[str]) -> str | None:
        """A table fact of this game's own in words (None: the banner's common words)."""
        return None

    def option_name(self, key: str) -> str | None:
        """The game's own name for one of its options (None: the options' common words)."""
        return None

    def value_name(self, key: str, value: Any) -> str | None:
        """The game's own words for a value of one of its options (None: the common words)."""
        return None

    def group_name(self, group: str) -> str | None:
        """The game's own name for a group of its options (None: the options' common words)."""
        return None

    def preset_name(self, preset: str) -> str | None:
        """The game's own name for one of its presets (None: the options' common words)."""
        return None

    def option_help(self, key: str) -> str | None:
        """What one of the game's options changes in play, in one to three short sentences
        (None: the options' common help, if any)."""
        return None

    def refusal(self, code: str, context: dict[str, Any]) -> str | None:
        """Why a move was refused, where the game has its own words for it (None: common)."""
        return None

    def refusal_text(self, code: str, context: dict[str, Any]) -> str:
        """Why a move was refused, naming the fix: the game's own words, else the common."""
        return self.refusal(code, context) or words.refusal_text(code, context)

    def keeper_example(self) -> str:
        """An example of a turn's points for the score-keeper entry."""
        return "350"

    def throw_tip(self, table: Any, sheet: Any, rules: Any) -> str:
        """What the dice on the table mean, for the tray's tooltip ("" for nothing to add)."""
        return ""

    # ------------------------------------------------------------------ its scoring table
    def score_group_name(self, group: str) -> str:
        """A heading of the engine's scoring table (its group id) in words; "" for none."""
        return ""

    def score_effect_text(self, effect: str) -> str:
        """What a line of the scoring table does besides points (its effect id) in words."""
        return humanize(effect)

    def score_condition_text(self, when: str) -> str:
        """When an example of the scoring table scores so ("first_throw" …), in words."""
        return words.score_condition_text(when)

    def example_dice_text(self, dice: Sequence[int], line: str = "") -> str:
        """An example throw of the scoring table line `line`, as the game writes dice."""
        return words.dice_text(dice)

    # ------------------------------------------------------------------ its odds
    def odds_title(self, table: str) -> str:
        """The title of one of its odds tables (`dicegames.ai.odds_tables`, by table id)."""
        if table == "combinations":
            return translate("Odds", "Each combination in one throw of five dice")
        return humanize(table)

    def odds_help(self, table: str) -> str:
        """What one of its odds tables shows, in a sentence ("" for nothing to add)."""
        if table == "combinations":
            return translate("Odds", "In a single throw, before any re-throw.")
        return ""

    def odds_series(self, table: str) -> str:
        """A table drawn in the odds chart (a table by the number of dice), as its legend."""
        return self.odds_title(table)

    def odds_row(self, table: str, key: str) -> str:
        """A row of one of its odds tables (a combination, a hand) in its words."""
        return self.cell_name(key)

    # ------------------------------------------------------------------ its statistics
    def figure_name(self, figure: str) -> str | None:
        """The column title of one of its own statistics' figures (`dicegames.stats.games`;
        None: the statistics' common words)."""
        return None


def shipped_rules(family: str, language: str) -> str | None:
    """The rules text `resources/rules/<family>.<lang>.md` in `language`, else in English (None:
    none is shipped)."""
    from dicegames.resources import resource_path
    for lang in dict.fromkeys((language, "en")):
        try:
            return resource_path("rules", f"{family}.{lang}.md").read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            continue
    return None


def seat_name(names: Sequence[str], seat: Any) -> str:
    """The name at a seat ("" for none)."""
    return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else ""


def common_cell_help(cell: str) -> str | None:
    """The help of the rows several games share (totals, match rows, numbered rows), in their
    common words; None for any other id."""
    head, _, number = cell.rpartition("_")
    if number.isdigit():
        numbered = {
            "round": translate("Words", "Round %1 — every player still in the game takes one "
                               "turn."),
            "turn": translate("Words", "Turn %1 — what each player scored in this turn."),
            "game": translate("Words", "Game %1 — the total each player scored in this game of "
                              "the match."),
        }.get(head)
        return fill(numbered, number) if numbered is not None else None
    return {
        "total": translate("Words", "Total — each player's score so far: the sum of the "
                           "rows above."),
        "games_won": translate("Words", "Games won — how many games of the match each player "
                               "has won."),
        "match_total": translate("Words", "Match total — the totals of all the games played "
                                 "so far, added up."),
        "chips": translate("Words", "Chips — how many chips each player holds now."),
        "banked": translate("Words", "Banked — the points written down for the player so far."),
        "turn_total": translate("Words", "This turn — the points gathered in the current turn "
                                "and not yet banked."),
        "settlement": translate("Words", "Settlement — what each player receives (plus) or "
                                "pays (minus) when the game is settled."),
        "settlement_rounded": translate("Words", "Settlement, rounded — the settlement in "
                                        "whole units, rounded so that the payments still "
                                        "balance."),
    }.get(cell)
