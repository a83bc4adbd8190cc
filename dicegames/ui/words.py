"""The app's common words (context "Words"): numbers and dice as shown, names in a sentence,
totals and rounds, corrections and refusals, the end of a game. What is a game's own — its name,
cells, actions, combinations, moments and events — is in `dicegames.ui.games` (the generic look
and each game's module); nothing here needs a game's look.

Translation: singular texts are literal `translate("Context", "…")` calls that lupdate
extracts; counted texts (`%n`) are methods of a phrasebook, a QObject class named after the
context and never subclassed, whose `self.tr(…, "", n)` lupdate marks as plural.
"""
from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from PySide6.QtCore import QCoreApplication, QObject

if TYPE_CHECKING:
    from fractions import Fraction

    from PySide6.QtCore import QLocale

    from dicegames.engine import Outcome

translate = QCoreApplication.translate
MINUS = "\u2212"


class Words(QObject):
    """The counted phrases of the context "Words"."""

    def dice(self, n: int) -> str:
        return self.tr("%n dice", "", n)

    def players(self, n: int) -> str:
        return self.tr("%1 player(s)", "", n)

    def minutes(self, n: int) -> str:
        return self.tr("about %n min", "", n)

    def enter_points(self, n: int) -> str:
        return self.tr("Enter %Ln point(s)", "", n)

    def exactly_dice(self, n: int) -> str:
        return self.tr("Enter exactly %n dice.", "", n)

    def was_points(self, n: int) -> str:
        return self.tr("corrected: was %Ln point(s)", "", n)

    def solo_result(self, n: int) -> str:
        if n < 0:             # Qt counts only n >= 0: the word agrees with the number's size
            return self.tr("%1 finished with −%Ln point(s)", "", -n)
        return self.tr("%1 finished with %Ln point(s)", "", n)

    def was_after_throws(self, n: int) -> str:
        return self.tr("corrected: was %1 after %n throw(s)", "", n)


Book = TypeVar("Book", bound=QObject)
_books: dict[type, QObject] = {}


def phrases(book: type[Book]) -> Book:
    """The one instance of the phrasebook class `book` (made on first use)."""
    found = _books.get(book)
    if found is None:
        found = _books[book] = book()
    return found  # type: ignore[return-value]


def counted() -> Words:
    """The phrasebook of counted common phrases."""
    return phrases(Words)


def fill(text: str, *values: object, escape: Callable[[str], str] | None = None) -> str:
    """A translated text with its placeholders %1, %2 … filled in: the one way the app puts
    values into its words (never a chained `.replace`, `str.format` or `%`; a static test says
    so). After translation, so the translation may put them in any order; in one pass that
    never reads a value again, so a name such as "%2", "%n" or "{0}" stays as it is. A counted
    phrase is translated with its count n ≥ 0 first (`self.tr(…, "", n)` fills its %n and %Ln
    before any value goes in), then filled: `fill(book.gives(chips), giver, taker)`.

    Values are data: each is set apart by `isolate` (a right-to-left name cannot reorder the
    sentence around it) and, where the text is shown as markup, escaped by `escape` —
    `mnemonic_safe` for a button, menu, tab, check box or group box (an "&" in a name is not
    read as a shortcut), `html.escape` for rich text."""
    def value(m: re.Match[str]) -> str:
        i = int(m.group(1))
        if not 1 <= i <= len(values):
            return m.group(0)
        shown = str(values[i - 1])
        return isolate(escape(shown) if escape is not None else shown)
    return _PLACEHOLDER.sub(value, text)


_PLACEHOLDER = re.compile(r"%(\d+)")


# --------------------------------------------------------------------------- data in a sentence
FSI, PDI = "\u2068", "\u2069"       # first strong isolate … pop directional isolate
_OPENS = frozenset("\u2066\u2067\u2068")     # LRI, RLI, FSI
_ISOLATES = str.maketrans("", "", "\u2066\u2067\u2068\u2069")
_STEERS = frozenset(("R", "AL", "AN", "LRE", "RLE", "LRO", "RLO", "PDF"))


def _steers(text: str) -> bool:
    """Could `text` reorder what is around it: a right-to-left letter, an Arabic digit or a
    directional control outside a closed isolate of its own, or an isolate left open?"""
    depth = 0
    for ch in text:
        if ch in _OPENS:
            depth += 1
        elif ch == PDI:
            if not depth:
                return True
            depth -= 1
        elif not depth and unicodedata.bidirectional(ch) in _STEERS:
            return True
    return depth > 0


def isolate(text: str) -> str:
    """`text` as a unit of its own in a sentence: a name in Hebrew or Arabic (or with a
    directional control typed into it) between FSI and PDI, so the words, numbers and
    punctuation around it keep their order and it reads in its own direction — alone too (a
    sheet's header). Any other text is returned as it is: no invisible marks where none are
    needed. An isolate the text opens is closed and a stray PDI dropped, so it cannot escape."""
    if text.isascii() or not _steers(text):
        return text
    out, depth = [], 0
    for ch in text:
        if ch in _OPENS:
            depth += 1
        elif ch == PDI:
            if not depth:
                continue
            depth -= 1
        out.append(ch)
    return FSI + "".join(out) + PDI * depth + PDI


def unisolated(text: str) -> str:
    """A shown text without its bidi isolates: as a screen reader is told it (speech ignores
    them, but a braille display shows each as a code) and as a file is named after it."""
    return text.translate(_ISOLATES)


def tooltip(text: str) -> str:
    """A plain text as a tooltip that shows it exactly: Qt reads a tooltip that looks like
    markup (a name "<b>x</b>") as rich text, so such a one goes as rich text saying it."""
    from PySide6.QtGui import Qt
    return Qt.convertFromPlainText(text) if Qt.mightBeRichText(text) else text


def mnemonic_safe(text: str) -> str:
    """Data for a text in which Qt reads mnemonics (a button, menu item, tab, check box, group
    box, a label with a buddy): every "&" doubled, so it is shown, not taken as a shortcut."""
    return text.replace("&", "&&")


def current_language() -> str:
    """The language the app speaks now ("ru", "es", "en"), from the default locale it sets."""
    from PySide6.QtCore import QLocale
    code = QLocale().name().split("_")[0]
    return code if code.isalpha() and code != "C" else "en"


def humanize(ident: str) -> str:
    """`free_reroll` → "Free reroll": the last resort for an id with no words of its own."""
    text = str(ident).replace("_", " ").strip()
    return text[:1].upper() + text[1:]


# --------------------------------------------------------------------------- numbers and dice
def format_points(value: int | Fraction | None, signed: bool = False) -> str:
    """Points as shown: locale digits, a real minus sign, fractions to 2 places; `signed` puts
    a + before positive values."""
    if value is None:
        return ""
    loc = locale()
    if getattr(value, "denominator", 1) != 1:          # a Fraction that is not whole
        text = loc.toString(abs(float(value)), "f", 2)
    else:
        text = loc.toString(abs(int(value)))
    if value < 0:
        return MINUS + text
    return ("+" + text) if signed and value > 0 else text


_LOCALE: list[Any] = []


def locale() -> QLocale:
    """The app's locale for numbers. `QLocale` is looked up on first use, not imported with
    this module: its class (with its hundreds of languages and territories as enums) is built
    when first touched, which the home's first frame never does; a function-level import at
    every number would go through PySide's import hook each time (a key press writes dozens)."""
    if not _LOCALE:
        from PySide6.QtCore import QLocale
        _LOCALE.append(QLocale)
    return _LOCALE[0]()


def format_decimal(value: float, places: int = 1, signed: bool = False) -> str:
    """A measured value (an expectation, a cost) in locale digits with `places` decimals and a
    real minus sign: "26.8", "1 234,5"; `signed` puts a + before positive values."""
    shown = round(float(value), places)
    text = locale().toString(abs(shown), "f", places)
    if shown < 0:
        return MINUS + text
    return ("+" + text) if signed and shown > 0 else text


def format_percent(p: float, places: int = 1) -> str:
    """A chance as a percentage in locale digits: "2.3%" ("2,3 %"); "<0.1%" for a tiny one."""
    value = float(p) * 100
    if 0 < value < 10 ** -places:
        return fill(translate("Words", "<%1%"), format_decimal(10 ** -places, places))
    return fill(translate("Words", "%1%"), format_decimal(value, places))


def dice_text(faces: Sequence[int]) -> str:
    """Faces as written on the sheet and in the log: "5 5 3"."""
    return " ".join(str(f) for f in faces)


def name_list(names: Sequence[str]) -> str:
    """"Anna, Boris, Vera": names listed, each set apart (`isolate`)."""
    return ", ".join(isolate(n) for n in names)


def names_text(names: Sequence[str]) -> str:
    """"Anna", "Anna and Boris", "Anna, Boris and Vera"."""
    if len(names) <= 1:
        return "".join(isolate(n) for n in names)
    return fill(translate("Words", "%1 and %2"), name_list(names[:-1]), names[-1])


# --------------------------------------------------------------------------- the card
def dice_count_text(n: int) -> str:
    return counted().dice(n)


def players_text(lo: int, hi: int) -> str:
    """"2–8 players", "1 player" (the word agrees with the larger number)."""
    span = str(lo) if lo == hi else f"{lo}\u2013{hi}"
    return fill(counted().players(hi), span)


def minutes_text(n: int) -> str:
    return counted().minutes(n)


# --------------------------------------------------------------------------- rows every game has
def score_condition_text(when: str) -> str:
    """When a scoring example scores so: "(first throw)", "(in a later series)"."""
    return {"first_throw": translate("Words", "(first throw)"),
            "later_throw": translate("Words", "(in a later series)")}.get(when, "")


def common_cell_name(cell: str) -> str:
    """Totals, match rows and numbered rows (round 3, turn 12, game 2) in words."""
    head, _, number = cell.rpartition("_")
    if number.isdigit():
        numbered = {"round": translate("Words", "Round %1"),
                    "turn": translate("Words", "Turn %1"),
                    "game": translate("Words", "Game %1")}.get(head)
        if numbered is not None:
            return fill(numbered, number)
    names = {
        "total": translate("Words", "Total"), "games_won": translate("Words", "Games won"),
        "match_total": translate("Words", "Match total"), "chips": translate("Words", "Chips"),
        "banked": translate("Words", "Banked"), "turn_total": translate("Words", "This turn"),
        "settlement": translate("Words", "Settlement"),
        "settlement_rounded": translate("Words", "Settlement, rounded"),
    }
    return names.get(cell) or humanize(cell)


def note_text(note: str) -> str:
    """A scoresheet cell's note several games write (`crossed`, `doubled`), or dice like `5 5 3`
    (kept as they are); a game's own notes are its look's."""
    return {"crossed": translate("Words", "crossed out"),
            "doubled": translate("Words", "doubled")}.get(note, note)


# --------------------------------------------------------------------------- table facts
def info_label(key: str) -> str:
    """The label of a number on the table that several games have (round, target …)."""
    labels = {
        "game": translate("Words", "Game"), "throw": translate("Words", "Throw"),
        "throws": translate("Words", "Throws"), "round": translate("Words", "Round"),
        "rounds": translate("Words", "Rounds"), "target": translate("Words", "Target"),
        "turn": translate("Words", "Turn"),
    }
    return labels.get(key) or humanize(key)


def yes_no(value: bool) -> str:
    return translate("Words", "yes") if value else translate("Words", "no")


# --------------------------------------------------------------------------- the end
def termination_text(outcome: Outcome) -> str:
    """Why a game ended, as a phrase ("highest total, after an extra game")."""
    from dicegames.engine import Termination as T  # noqa: N817 (a table of its members)
    text = {
        T.COMPLETED: translate("Words", "the game is complete"),
        T.HIGHEST_TOTAL: translate("Words", "highest total"),
        T.MOST_GAMES_WON: translate("Words", "most games won"),
        T.TARGET_REACHED: translate("Words", "target reached"),
        T.FINAL_ROUND: translate("Words", "after the final round"),
        T.ROUNDS_PLAYED: translate("Words", "all rounds played"),
        T.HIGHEST_TURN_SCORE: translate("Words", "highest turn score"),
        T.DRAW: translate("Words", "a draw"),
        T.SIX_OF_A_KIND: translate("Words", "six of a kind"),
        T.LAST_HOLDER: translate("Words", "the last player holding chips loses"),
    }[outcome.termination]
    if outcome.replayed:
        text = fill(translate("Words", "%1, after a replay"), text)
    if outcome.extra_game:
        text = fill(translate("Words", "%1, after an extra game"), text)
    return text


# ------------------------------------------------------------------ corrections, refusals
def correction_undo_text() -> str:
    return translate("Words", "the correction")


def correction_refusal(who: str, move: str) -> str:
    """A correction refused because a later move (`move`, in words) would no longer be
    allowed."""
    text = translate("Words", "Not corrected: after it, %1's later move \"%2\" would not be "
                     "allowed. Nothing was changed; correct that move first, or undo back to "
                     "here.") if who else \
        translate("Words", "Not corrected: after it, the later move \"%2\" would not be "
                  "allowed. Nothing was changed; correct that move first, or undo back to "
                  "here.")
    return fill(text, who, move)


def refusal_text(code: str, context: dict[str, Any]) -> str:
    """Why an action was refused, naming the fix, in the common words (a game's own:
    `GameLook.refusal_text`)."""
    if code == "wrong_dice_count" and "expected" in context:
        return counted().exactly_dice(int(context["expected"]))
    texts = {
        "bad_face": translate("Words", "A die shows 1 to 6: correct the faces and try again."),
        "game_over": translate("Words", "The game is over: start a rematch or a new game."),
        "dice_expected": translate("Words", "Throw the dice first (R)."),
        "no_throw_pending": translate("Words", "No dice are waiting to be thrown: choose what to "
                                      "do with these."),
        "illegal_action": translate("Words", "That is not allowed now; the buttons show what you "
                                    "can do."),
        "virtual_dice": translate("Words", "The table throws the dice: press Roll (R)."),
        "faces_expected": translate("Words", "Type the faces of your throw and press Enter."),
        "malformed_action": translate("Words", "That move could not be read."),
        "no_change": translate("Words", "That is what the sheet already says: change a value to "
                               "correct it."),
        "keeper_not_now": translate("Words", "A turn's result is entered when the turn starts: "
                                    "finish this turn on the sheet first."),
        "bad_throw_count": translate("Words", "The number of throws is out of range: choose 1 up "
                                     "to the throws allowed now."),
        "bad_points": translate("Words", "Type the turn's points as one whole number (0 for a "
                                "zonk)."),
        "points_unreachable": translate("Words", "No turn scores exactly that: check the points."),
        "correction_refused": translate("Words", "The rules do not allow that there: choose "
                                        "another value."),
    }
    return texts.get(code) or translate("Words", "That is not allowed now.")


def event_name(event: Any) -> str:
    """An event this version has no sentence for, as a short phrase (its id in words)."""
    return humanize(event.kind)
