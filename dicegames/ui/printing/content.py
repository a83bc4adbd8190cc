"""What a printed sheet says, in words: the on-screen sheet's rows and cells (read from its
model — row titles, cell texts, notes, marks — so paper and screen never differ), the game's
facts, its result, its log, and for a blank sheet the scoring reference of the rules chosen.

Nothing here knows about paper: `layout` places a `PrintedSheet` on pages.
"""
from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from PySide6.QtCore import QDate, QDateTime, QLocale, Qt

from dicegames.engine import Cell, MatchGameEnded, Record, Scoresheet, SheetRow
from dicegames.engine.played import Entry, PlayedGame
from dicegames.ui.games import GameLook, look
from dicegames.ui.played.model import (
    CELL_ROLE,
    LOOK_ROLE,
    MARK_ROLE,
    NOTE_ROLE,
    ScoresheetModel,
)
from dicegames.ui.words import (
    fill,
    format_points,
    isolate,
    name_list,
    names_text,
    termination_text,
    translate,
)

THROW = re.compile(r"^[1-6]( ?[1-6]){1,5}$")     # a note that is a throw: "421", "5 5 3"
WON = "\u2605"                                   # the winner of a game of a match
NUMBERED = re.compile(r"^(.+)_1$")                # the first row of a sheet that grows


@dataclass(frozen=True)
class PrintCell:
    """One cell as paper shows it: the number, the small note beside it (or the throw it
    notes, drawn as dice), and its marks."""

    text: str = ""
    note: str = ""
    dice: tuple[int, ...] = ()
    crossed: bool = False
    negative: bool = False
    target: bool = False
    doubled: bool = False
    correction: int = 0          # the number of its correction note (0: not corrected)
    secondary: bool = False      # a column beside the players' (421's pot)


@dataclass(frozen=True)
class PrintRow:
    title: str
    cells: tuple[PrintCell, ...]
    total: bool = False
    rule: bool = False           # a new section begins here: a rule above it
    grows: bool = False          # a numbered row a blank sheet repeats (round 1, turn 1)


@dataclass(frozen=True)
class Standings:
    """The result: who won, why, and each player's place, points and settlement."""

    headline: str
    reason: str
    heads: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    winners: tuple[int, ...]     # rows in bold


@dataclass(frozen=True)
class ReferenceRow:
    """One example of the scoring reference."""

    heading: str                 # a group's heading, on its first row ("" for none)
    name: str
    effect: str
    dice: tuple[int, ...]
    colours: tuple[str, ...]
    when: str
    points: str


@dataclass
class PrintedSheet:
    """Everything one printed sheet shows (see the module docstring)."""

    title: str
    facts: tuple[str, ...]       # the last: what the game is, in a sentence ("" for none)
    heads: tuple[str, ...]
    players: int
    rows: list[PrintRow]
    motif: tuple[int, ...] = ()
    motif_colours: tuple[str, ...] = ()
    blank: bool = False
    more: Callable[[int], PrintRow] | None = None   # a blank sheet's next numbered row
    legend: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()
    status: str = ""
    result: Standings | None = None
    reference: tuple[ReferenceRow, ...] = ()
    reference_title: str = ""
    reference_unit: str = ""
    log: tuple[str, ...] = ()
    doc_name: str = ""
    footer: str = ""
    fields: tuple[str, ...] = field(default_factory=tuple)   # labels with a line to write on


# --------------------------------------------------------------------------- reading the model
def throw_of(note: str) -> tuple[int, ...]:
    """The faces a cell's note shows when the note is a throw (421's hand "632"), else ()."""
    return tuple(int(ch) for ch in note if ch != " ") if THROW.match(note) else ()


def sheet_rows(model: ScoresheetModel, blank: bool = False
               ) -> tuple[list[PrintRow], tuple[str, ...]]:
    """The model's rows as paper shows them, and the notes of its corrected cells (numbered in
    reading order). Open cells print empty: a preview is not written."""
    sheet = model.sheet
    assert sheet is not None
    notes: list[str] = []
    rows: list[PrintRow] = []
    players = len(model.names)
    for r, row in enumerate(sheet.rows):
        title = str(model.headerData(r, Qt.Orientation.Vertical) or "")
        cells = []
        for c in range(model.columnCount()):
            index = model.index(r, c)
            looks = index.data(LOOK_ROLE) or frozenset()
            cell: Cell | None = index.data(CELL_ROLE)
            text = "" if "preview" in looks or blank else str(index.data() or "")
            note = "" if blank else str(index.data(NOTE_ROLE) or "")
            mark = "" if blank else str(index.data(MARK_ROLE) or "")
            number = 0
            if mark:
                notes.append(fill(translate("Print", "%1, %2: %3"), model.names[c], title, mark))
                number = len(notes)
            dice = throw_of(note)
            cells.append(PrintCell(text, "" if dice else note, dice, "crossed" in looks,
                                   "negative" in looks, "target" in looks,
                                   bool(cell is not None and cell.doubled and not blank),
                                   number, c >= players))
        rule = r > 0 and row.section != sheet.rows[r - 1].section
        rows.append(PrintRow(title, tuple(cells), row.total, rule))
    return rows, tuple(notes)


def legend(rows: Sequence[PrintRow]) -> tuple[str, ...]:
    """What the marks on this sheet mean (only the marks it has)."""
    cells = [c for r in rows for c in r.cells]
    out = []
    if any(c.doubled for c in cells):
        out.append(translate("Print", "×2 — a figure thrown at once, with the turn's first "
                             "throw: its points are doubled"))
    if any(c.crossed for c in cells):
        out.append(translate("Print", "Struck through — crossed out: the cell counts 0"))
    if any(c.target for c in cells):
        out.append(translate("Print", "Underlined — the total that reached the target"))
    if any(c.note == WON for c in cells):
        out.append(translate("Print", "★ — the winner of that game of the series"))
    if any(c.correction for c in cells):
        out.append(translate("Print", "A small number — the cell was corrected (see the "
                             "notes)"))
    return tuple(out)


# --------------------------------------------------------------------------- facts
def long_date(when: str) -> str:
    """An ISO 8601 time ("2025-03-12T18:04:00Z") or date as the language writes dates."""
    moment = QDateTime.fromString(when, Qt.DateFormat.ISODate)
    date = moment.toLocalTime().date() if moment.isValid() else \
        QDate.fromString(when[:10], Qt.DateFormat.ISODate)
    # the date's pattern is the language's own (es: "d 'de' MMMM 'de' yyyy")
    return QLocale().toString(date, translate("Print", "d MMMM yyyy")) if date.isValid() \
        else ""


def rules_text(game_id: str, options: dict[str, Any], players: int) -> str:
    """The rules in force in a few words: a preset's name, or the options that differ from
    the standard rules (those that change nothing for this many players left out)."""
    from dicegames.engine import game_info
    from dicegames.ui.games import option_words as ow
    info = game_info(game_id)
    rules = info.rules(options)
    for preset in info.presets:
        if info.rules(preset=preset) == rules:
            return fill(translate("Print", "Rules: %1"), ow.preset_name(game_id, preset))
    standard = info.rules()
    changed = [fill(translate("Print", "%1: %2"), ow.option_name(game_id, o.key),
                    ow.value_name(game_id, o.key, getattr(rules, o.key)))
               for o in type(rules).describe()
               if o.key not in info.fixed and o.key not in rules.inactive(players)
               and getattr(rules, o.key) != getattr(standard, o.key)]
    return fill(translate("Print", "Rules: %1"), "; ".join(changed))


def dice_source_text(source: str) -> str:
    return {"real": translate("Print", "real dice at the table"),
            "keeper": translate("Print", "score keeping")}.get(
        source, translate("Print", "virtual dice"))


def footer_text(words: GameLook, when: str) -> str:
    app = translate("Application", "Dice Games")
    return fill(translate("Print", "%1 · %2 · %3"), app, words.name(), when) if when \
        else fill(translate("Print", "%1 · %2"), app, words.name())


# --------------------------------------------------------------------------- the result
def standings(outcome: Any, names: Sequence[str]) -> Standings:
    """The result as the game-over panel words it."""
    winners = [names[p] for p in outcome.winners]
    if len(winners) == 1:
        headline = fill(translate("GameOver", "%1 wins!"), winners[0])
    elif winners:
        headline = fill(translate("GameOver", "%1 share the win!"), names_text(winners))
    else:
        headline = translate("GameOver", "Nobody wins")
    reason = fill(translate("GameOver", "Decided by: %1"), termination_text(outcome))
    heads = [translate("GameOver", "Place"), translate("GameOver", "Player"),
             translate("GameOver", "Result")]
    if outcome.settlement is not None:
        heads.append(translate("GameOver", "Settlement"))
    rows, bold = [], []
    for i, s in enumerate(outcome.standings):
        row = [str(s.place), isolate(names[s.player]), format_points(s.points)]
        if outcome.settlement is not None:
            row.append(format_points(outcome.settlement[s.player], signed=True))
        rows.append(tuple(row))
        if s.place == 1:
            bold.append(i)
    return Standings(headline, reason, tuple(heads), tuple(rows), tuple(bold))


def match_rows(words: GameLook, steps: Sequence[Any], players: int) -> list[PrintRow]:
    """Each finished game of a match (Zdorovo's series): its totals, the winner's in bold."""
    out: list[PrintRow] = []
    for step in steps:
        for e in step.events:
            if isinstance(e, MatchGameEnded) and len(e.totals) == players:
                cells = tuple(PrintCell(format_points(t), note=WON if p in e.winners else "")
                              for p, t in enumerate(e.totals))
                out.append(PrintRow(words.cell_name(f"game_{e.game}"), cells,
                                    rule=not out))
    return out


# --------------------------------------------------------------------------- the log
def log_lines(played: PlayedGame, names: Sequence[str]) -> tuple[str, ...]:
    """The game log as the play view's log says it, one paragraph per turn."""
    from dicegames.engine.events import ends_turn
    from dicegames.ui.played.sentences import correction_sentence, entry_sentences
    seats = played.seats()
    words = look(played.game.id)
    out: list[str] = []
    turn: list[str] = []
    before = None
    for item in played.log_items():
        if isinstance(item, Entry):
            turn += entry_sentences(played.game, names, item, before)
            before = item.step.state
            if ends_turn(item.step):
                out.append(" ".join(turn))
                turn = []
        else:
            turn.append(correction_sentence(words, names, seats.get(item.target), item))
    return tuple(out + ([" ".join(turn)] if turn else []))


# --------------------------------------------------------------------------- the two sheets
def filled_sheet(record: Record, dice_source: str = "virtual", *, played: str = "",
                 saved: str = "", with_log: bool = False) -> PrintedSheet:
    """The sheet of a game (finished or not) as it stands at the end of `record`; `played`
    or `saved` say when it was finished or saved (ISO 8601), else the printing date is shown."""
    from dicegames.ui.played.facts import sheet_facts
    from dicegames.ui.played.kinds import sheet_model_for
    game = PlayedGame.from_record(record)
    words = look(record.game)
    names = tuple(p.name for p in record.players)
    sheet = game.game.scoresheet(game.state)
    model = sheet_model_for(sheet.kind)
    model.set_sheet(words, names, sheet, sheet_facts(game, dice_source != "virtual"))
    rows, notes = sheet_rows(model)
    match = match_rows(words, [entry.step for entry in game.entries], len(names))
    if match:                               # above the match's own rows: the last section
        extra = len(rows[0].cells) - len(names)
        at = max(i for i, r in enumerate(rows) if i == 0 or r.rule)
        rows[at:at] = [replace(r, cells=r.cells + (PrintCell(),) * extra) for r in match]
        rows[at + len(match)] = replace(rows[at + len(match)], rule=True)
    date = long_date(played) or long_date(saved)
    if long_date(played):
        when = fill(translate("Print", "Played on %1"), date)
    elif date:
        when = fill(translate("Print", "Saved on %1"), date)
    else:
        when = fill(translate("Print", "Printed on %1"), long_date(
            QDate.currentDate().toString(Qt.DateFormat.ISODate)))
    facts = [when, dice_source_text(dice_source),
             rules_text(record.game, record.options, len(names)),
             words.summary(game.game.rules, len(names))]
    outcome = game.outcome()
    status = ""
    if outcome is None:
        seat = game.acting_seat()
        status = fill(translate("Print", "Not finished: %1 is to play."), names[seat]) \
            if seat is not None else translate("Print", "Not finished.")
    players = name_list([p.name for p in record.players])
    return PrintedSheet(
        title=words.name(), facts=tuple(f for f in facts[:-1] if f) + (facts[-1],),
        heads=_heads(model),
        players=len(names), rows=rows, motif=words.motif, motif_colours=words.motif_colours,
        legend=legend(rows), notes=notes, status=status,
        result=standings(outcome, names) if outcome is not None else None,
        log=log_lines(game, names) if with_log else (),
        doc_name=fill(translate("Print", "%1 — %2"), words.name(), players),
        footer=footer_text(words, date))


def blank_sheet(game_id: str, options: dict[str, Any] | None = None,
                names: Sequence[str] = (), players: int = 0) -> PrintedSheet:
    """A sheet to fill in by hand for `players` players (named by `names`, else headed with
    a line to write a name on) and the scoring reference for these rules at its foot."""
    from dicegames.engine import game_info
    from dicegames.ui.games.scoring import scoring_rows, scoring_unit
    from dicegames.ui.played.kinds import sheet_model_for
    options = dict(options or {})
    info = game_info(game_id)
    game = info.make(options)
    count = max(players, len(names), 1)
    heads = tuple(names) + ("",) * (count - len(names))
    words = look(game_id)
    state = game.new_initial_state(count, 0)
    empty = _empty(game.scoresheet(state))
    model = sheet_model_for(empty.kind)
    model.set_sheet(words, heads, empty)
    rows, _ = sheet_rows(model, blank=True)
    more = None
    for i, row in enumerate(empty.rows):
        grows = NUMBERED.match(row.id)
        alone = sum(1 for r in empty.rows if r.section == row.section) == 1
        if grows and alone and not row.total:
            rows[i] = replace(rows[i], grows=True)
            head, template = grows.group(1), rows[i]
            more = _more_rows(words, head, template)
            break
    colours = words.motif_colours
    reference = tuple(
        ReferenceRow(s.heading, s.name, s.effect, s.dice,
                     colours if colours and len(s.dice) == len(colours) else (),
                     s.when, s.points)
        for s in scoring_rows(game, words))
    return PrintedSheet(
        title=words.name(),
        facts=(rules_text(game_id, options, count), words.summary(game.rules, count)),
        heads=_heads(model),
        players=count, rows=rows, motif=words.motif, motif_colours=words.motif_colours,
        blank=True, more=more, reference=reference,
        reference_title=translate("Print", "Scoring"), reference_unit=scoring_unit(game),
        doc_name=fill(translate("Print", "%1 — a blank sheet"), words.name()),
        footer=footer_text(words, ""), fields=(translate("Print", "Date"),))


def _heads(model: ScoresheetModel) -> tuple[str, ...]:
    return tuple(str(model.headerData(c, Qt.Orientation.Horizontal) or "")
                 for c in range(model.columnCount()))


def _empty(sheet: Scoresheet) -> Scoresheet:
    """The sheet's rows with nothing written, no facts and no one to play."""
    rows = tuple(SheetRow(r.id, r.section, tuple(Cell() for _ in r.cells), r.total)
                 for r in sheet.rows)
    return Scoresheet(sheet.kind, rows, sheet.players)


def _more_rows(words: GameLook, head: str, template: PrintRow) -> Callable[[int], PrintRow]:
    def row(number: int) -> PrintRow:
        return replace(template, title=words.cell_name(f"{head}_{number}"))
    return row

