"""Every user-facing word about the games, translatable (context "Games")."""
from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication


def _t(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("Games", text, None, n)


@dataclass(frozen=True)
class GameCard:
    id: str
    dice: int
    players: str          # e.g. "2–8"
    minutes: int


CARDS = (
    GameCard("zonk", 6, "2–8", 20),
    GameCard("chicago", 5, "2–8", 40),
    GameCard("detroit", 6, "2–8", 40),
    GameCard("school", 5, "1–8", 30),
    GameCard("zdorovo", 5, "1–8", 20),
    GameCard("zanzibar", 3, "2–8", 15),
)


def game_name(game_id: str) -> str:
    """The game's own name in the current language."""
    return {
        "zonk": _t("Zonk"),
        "chicago": _t("Zonk Chicago"),
        "detroit": _t("Zonk Detroit"),
        "school": _t("School and Big Game"),
        "zdorovo": _t("Zdorovo!"),
        "zanzibar": _t("Zanzibar (421)"),
    }.get(game_id, game_id)


def game_pitch(game_id: str) -> str:
    """One line that makes you want to play it."""
    return {
        "zonk": _t("Six dice, three throws a series: keep one combination each throw, "
                   "and stop before a zonk burns the turn."),
        "chicago": _t("Five dice to 10,000 points: bank, press on, or build on the last "
                      "player's score."),
        "detroit": _t("Six coloured dice to 10,000: pair the colours for a thousand."),
        "school": _t("Fifteen cells: pay your school first, then chase figures - doubled "
                     "straight off the first throw."),
        "zdorovo": _t("Eleven combinations, three throws a turn, and fifty for five alike."),
        "zanzibar": _t("Three dice and 21 chips: load up, unload, and don't be the last "
                       "one holding."),
    }.get(game_id, "")


def dice_count_text(n: int) -> str:
    return _t("%n dice", n)


def players_text(span: str) -> str:
    return _t("%1 players").replace("%1", span)


def minutes_text(n: int) -> str:
    return _t("about %n min", n)


# --------------------------------------------------------------------------- scoring ids
def _humanize(ident: str) -> str:
    """Last resort for an id this version has no words for."""
    return ident.replace("_", " ").capitalize()


def cell_name(game_id: str, cell: str) -> str:
    """A scoresheet row, combination or cell in the games' own words."""
    if cell.isdigit():                                   # zanzibar combinations: 421, 611 …
        return ZANZIBAR_NAMES.get(cell, lambda: cell)()
    head, _, number = cell.rpartition("_")
    if number.isdigit() and head in FACE_CELLS:
        return FACE_CELLS[head]().replace("%1", number)
    if number.isdigit() and head in NUMBERED_ROWS:          # round_3, turn_12
        return NUMBERED_ROWS[head]().replace("%1", number)
    names = CELLS.get(cell)
    return names() if names else _humanize(cell)


CELLS = {
    # zdorovo
    "ones": lambda: _t("Ones"), "twos": lambda: _t("Twos"), "threes": lambda: _t("Threes"),
    "fours": lambda: _t("Fours"), "fives": lambda: _t("Fives"), "sixes": lambda: _t("Sixes"),
    "little_straight": lambda: _t("Little straight"), "big_straight": lambda: _t("Big straight"),
    "full_house": lambda: _t("Full house"), "big_hand": lambda: _t("Big hand"),
    "zdorovo": lambda: _t("Zdorovo!"),
    # school (school_1 … school_6 are built from FACE_CELLS)
    "pair": lambda: _t("Pair"), "two_pairs": lambda: _t("Two pairs"),
    "three": lambda: _t("Three of a kind"), "small_order": lambda: _t("Small order"),
    "big_order": lambda: _t("Big order"), "two_plus_three": lambda: _t("Two plus three"),
    "tetra": lambda: _t("Tetra"), "penta": lambda: _t("Penta"), "pigos": lambda: _t("Pigos"),
    "jewish_style": lambda: _t("Jewish style"), "milonic_style": lambda: _t("Milonic style"),
    "roman_style": lambda: _t("Roman style"), "jewish_pigos": lambda: _t("Jewish pigos"),
    "school": lambda: _t("School"), "figures": lambda: _t("Big game"),
    "school_result": lambda: _t("School result"), "figures_total": lambda: _t("Big game"),
    "bonuses": lambda: _t("Bonuses"),
    # zonk family
    "one_5": lambda: _t("One 5"), "one_1": lambda: _t("One 1"), "two_5": lambda: _t("Two 5s"),
    "two_1": lambda: _t("Two 1s"), "three_pairs": lambda: _t("Three pairs"),
    "straight": lambda: _t("Straight"), "two_triples": lambda: _t("Two triples"),
    "six_of_a_kind": lambda: _t("Six of a kind"), "colour_pairs": lambda: _t("Colour pairs"),
    # totals and match rows (every game)
    "total": lambda: _t("Total"), "games_won": lambda: _t("Games won"),
    "match_total": lambda: _t("Match total"), "chips": lambda: _t("Chips"),
    "banked": lambda: _t("Banked"), "turn_total": lambda: _t("This turn"),
    "settlement": lambda: _t("Settlement"),
    "settlement_rounded": lambda: _t("Settlement, rounded"),
}
FACE_CELLS = {
    "school": lambda: _t("School %1"), "three": lambda: _t("Three %1s"),
    "four": lambda: _t("Four %1s"), "five": lambda: _t("Five %1s"),
}
NUMBERED_ROWS = {"round": lambda: _t("Round %1"), "turn": lambda: _t("Turn %1"),
                 "game": lambda: _t("Game %1")}
ZANZIBAR_NAMES = {
    "421": lambda: _t("421"), "111": lambda: _t("Three aces (111)"),
    "221": lambda: _t("Nenette (221)"),
}


def note_text(note: str) -> str:
    """A scoresheet cell's note: an id such as `base` or `zonk`, or dice like `5 5 3`."""
    return {"base": _t("base"), "zonk": _t("zonk"), "crossed": _t("crossed out"),
            "doubled": _t("doubled")}.get(note, note)


# --------------------------------------------------------------------------- table info
def info_label(key: str) -> str:
    """The label of a game-specific number on the table (pot, phase, limit …)."""
    labels = {
        "game": _t("Game"), "extra_game": _t("Extra game"), "throw": _t("Throw"),
        "throws": _t("Throws"), "pot": _t("Pot"), "phase": _t("Phase"),
        "limit": _t("Throw limit"), "round": _t("Round"), "rounds": _t("Rounds"),
        "series": _t("Series"), "target": _t("Target"), "chips": _t("Chips"),
        "offer": _t("On offer"), "opening_minimum": _t("Opening minimum"),
        "turn": _t("Turn"), "starter": _t("Starter"), "combination": _t("Combination"),
        "best": _t("Best"), "worst": _t("Worst"), "final_round": _t("Final round"),
        "piggyback": _t("Build on"), "previous": _t("Previous player"),
    }
    return labels.get(key, _humanize(key))


def info_value(value: object) -> str:
    """A value of the table info: ids become words, numbers stay numbers."""
    if isinstance(value, bool):
        return _t("yes") if value else _t("no")
    words = {"loading": _t("loading"), "unloading": _t("unloading"), "duel": _t("duel"),
             "multi": _t("several rounds")}
    return words.get(value, str(value)) if isinstance(value, str) else str(value)


def reason_text(reason: str) -> str:
    """Why a game ended, as a phrase."""
    extra = reason.endswith("_after_extra_game")
    base = reason.removesuffix("_after_extra_game")
    text = {
        "completed": _t("the game is complete"), "highest_total": _t("highest total"),
        "most_games_won": _t("most games won"), "target_reached": _t("target reached"),
        "rounds_played": _t("all rounds played"), "six_of_a_kind": _t("six of a kind"),
        "last_holder": _t("the last player holding chips loses"),
        "highest_turn_score": _t("highest turn score"), "final_round": _t("after the final round"),
        "draw": _t("a draw"), "immediate": _t("target reached"),
    }.get(base.removesuffix("_after_replay"), _humanize(base))
    if base.endswith("_after_replay"):
        text = _t("%1, after a replay").replace("%1", text)
    return _t("%1, after an extra game").replace("%1", text) if extra else text


# --------------------------------------------------------------------------- actions
def action_text(game_id: str, action: object) -> str:
    """A player's action as a short verb phrase ("Throw again", "Score Full house")."""
    verb, args = action.verb, action.args  # type: ignore[attr-defined]
    dice = " ".join(map(str, args))
    if verb == "roll":
        return _t("Throw %1").replace("%1", dice) if args else _t("Roll")
    if verb == "reroll":
        return _t("Throw again") if args else _t("Throw again, keeping nothing")
    if verb == "score":
        return _t("Score %1").replace("%1", cell_name(game_id, str(args[0])))
    if verb == "cross":
        return _t("Cross out %1").replace("%1", cell_name(game_id, str(args[0])))
    if verb == "take":
        return _t("Set aside %1").replace("%1", dice)
    if verb == "final":                       # score-keeping: N throws, then the dice
        return _t("Enter %1").replace("%1", " ".join(map(str, args[1:])))
    if verb == "points":
        return _t("Enter %n point(s)", int(args[0])) if args[0] else _t("Enter a zonk")
    if verb == "six_of_a_kind":
        return _t("Enter six of a kind")
    simple = {
        "throw": _t("Throw again"), "bank": _t("Bank"),
        "stop": _t("Stop") if game_id == "zanzibar" else _t("Bank"),
        "continue": _t("Continue"), "piggyback": _t("Build on the previous score"),
        "fresh": _t("Fresh start"),
    }
    return simple.get(verb, _humanize(verb))


def correction_undo_text() -> str:
    return _t("the correction")


def correction_was(game_id: str, action: object) -> str:
    """A corrected cell's mark: what its turn said before the correction."""
    verb, args = action.verb, action.args  # type: ignore[attr-defined]
    if verb == "score":
        return _t("corrected: was written in %1").replace("%1", cell_name(game_id, str(args[0])))
    if verb == "cross":
        return _t("corrected: was %1, crossed out").replace(
            "%1", cell_name(game_id, str(args[0])))
    if verb == "roll":
        return _t("corrected: a throw was %1").replace("%1", " ".join(map(str, args)))
    if verb == "final" and args:
        return _t("corrected: was %1 after %n throw(s)", int(args[0])).replace(
            "%1", " ".join(map(str, args[1:])))
    if verb == "points" and args:
        return _t("corrected: was a zonk") if not args[0] else \
            _t("corrected: was %1 points").replace("%1", str(args[0]))
    if verb == "six_of_a_kind" and args:
        return _t("corrected: was six %1s").replace("%1", str(args[0]))
    return _t("corrected: was %1").replace("%1", action_text(game_id, action))


def correction_refusal(game_id: str, who: str, action: object) -> str:
    """A correction refused because a later move would no longer be allowed."""
    move = action_text(game_id, action)
    text = _t("Not corrected: after it, %1's later move \"%2\" would not be allowed. Nothing "
              "was changed; correct that move first, or undo back to here.") if who else \
        _t("Not corrected: after it, the later move \"%2\" would not be allowed. Nothing was "
           "changed; correct that move first, or undo back to here.")
    return text.replace("%1", who).replace("%2", move)


def refusal_text(code: str, context: dict) -> str:
    """Why an action was refused, naming the fix."""
    if code == "wrong_dice_count" and "expected" in context:
        return _t("Enter exactly %n dice.", int(context["expected"]))
    if code == "bad_face":
        return _t("A die shows 1 to 6: correct the faces and try again.")
    return {
        "game_over": _t("The game is over: start a rematch or a new game."),
        "dice_expected": _t("Throw the dice first (R)."),
        "no_throw_pending": _t("No dice are waiting to be thrown: choose what to do with "
                               "these."),
        "illegal_action": _t("That is not allowed now; the buttons show what you can do."),
        "virtual_dice": _t("The table throws the dice: press Roll (R)."),
        "faces_expected": _t("Type the faces of your throw and press Enter."),
        "malformed_action": _t("That move could not be read."),
        "no_change": _t("That is what the sheet already says: change a value to correct it."),
        "keeper_not_now": _t("A turn's result is entered when the turn starts: finish this "
                             "turn on the sheet first."),
        "bad_throw_count": _t("The number of throws is out of range: choose 1 up to the "
                              "throws allowed now."),
        "bad_points": _t("Type the turn's points as one whole number (0 for a zonk)."),
        "points_unreachable": _t("No turn scores exactly that: check the points (Chicago and "
                                 "Detroit count in fifties)."),
        "opening_minimum": _t("Not enough to get on the board: a first bank must reach the "
                              "opening minimum. Enter 0 if the turn fell short."),
        "correction_refused": _t("The rules do not allow that there: choose another value."),
    }.get(code, _t("That is not allowed now (%1).").replace("%1", code.replace("_", " ")))


def event_name(kind: str) -> str:
    """A game event this version has no sentence for, as a short noun phrase."""
    names = {
        "dice_thrown": _t("dice thrown"), "scored": _t("scored"), "crossed_out": _t("crossed out"),
        "set_aside": _t("set aside"), "zonk": _t("zonk"), "hot_dice": _t("hot dice"),
        "banked": _t("banked"), "turn_passed": _t("turn passed"), "chips_moved": _t("chips moved"),
        "player_left": _t("left the game"), "round_ended": _t("round over"),
        "match_game_ended": _t("game over"), "game_over": _t("game over"),
        "six_of_a_kind": _t("six of a kind"), "phase_changed": _t("the phase changes"),
        "piggyback": _t("builds on the previous score"), "final_round": _t("final round"),
        "bonus_earned": _t("bonus"), "hand_kept": _t("keeps the hand"),
        "round_decided": _t("round decided"), "free_reroll": _t("throws again, keeping nothing"),
    }
    return names.get(kind, _humanize(kind))
