"""A printed sheet on pages: the heading, the table (its rows as high as the page allows, on
more pages with the header repeated when they do not fit, players in groups when they do not
fit across), the notes and the result, a blank sheet's rows filling its page and the scoring
reference at its foot, the log on the following pages, a footer with page numbers.

`lay_out` returns the pages as lists of drawing steps, so the page count is known before
anything is drawn; `table_width` lets the caller choose the orientation first.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import partial

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPaintDevice, QPainter

from dicegames.ui.printing import flow as flows
from dicegames.ui.printing import paint
from dicegames.ui.printing.content import PrintedSheet, PrintRow, ReferenceRow
from dicegames.ui.printing.flow import Flow, TooManyPagesError, place_lines
from dicegames.ui.printing.paint import Columns, Style
from dicegames.ui.words import fill, translate

Draw = Callable[[QPainter], None]
LARGE = 1.4                       # large print: every font and measure this much larger
TIGHT = 1.15                      # the closest rows (in lines) that keep a sheet and its result
                                  # on one page


@dataclass(frozen=True)
class Plan:
    """How wide the table's columns are (before it is centred on the page)."""

    title: float
    player: float
    extra: tuple[float, ...]
    players: int

    def width(self, players: int | None = None) -> float:
        n = self.players if players is None else players
        return self.title + n * self.player + sum(self.extra)


def plan(style: Style, sheet: PrintedSheet, room: float | None = None) -> Plan:
    """The columns' widths the sheet's contents need, widened to fill `room` (up to a
    comfortable width) when given."""
    mm, scale = style.mm, style.scale
    titles = [r.title for r in sheet.rows] + ([sheet.more(99).title] if sheet.more else [])
    bolds = [r.total for r in sheet.rows] + [False] * (len(titles) - len(sheet.rows))
    title = max(max((style.width(style.bold if b else style.body, t)
                     for t, b in zip(titles, bolds)), default=0.0) + 2 * style.pad,
                (30 if sheet.blank else 20) * mm * scale)
    h = style.line * 1.75
    n = sheet.players
    cap = 40 * mm * scale

    def need(c: int) -> float:
        cells = max((paint.cell_need(style, r.cells[c], r.total, h) for r in sheet.rows),
                    default=0.0)
        return max(cells, min(cap, style.width(style.bold, sheet.heads[c]) + 2 * style.pad))

    player = max([need(c) for c in range(n)] + [(24 if sheet.blank else 15) * mm * scale])
    extra = tuple(max(need(c), 14 * mm * scale) for c in range(n, len(sheet.heads)))
    if room is not None:
        widest = (50 if sheet.blank else 44) * mm * scale
        player = max(player, min(widest, (room - title - sum(extra)) / n))
    return Plan(title, player, extra, n)


def table_width(sheet: PrintedSheet, device: QPaintDevice, large: bool) -> float:
    """The table's least width in millimetres (to choose portrait or landscape)."""
    style = Style(device, LARGE if large else 1.0)
    return plan(style, sheet).width() / style.mm


def lay_out(sheet: PrintedSheet, device: QPaintDevice, width: float, height: float,
            large: bool = False) -> list[list[Draw]]:
    """Every page of the sheet on `device`, whose printable area is width × height pixels."""
    style = Style(device, LARGE if large else 1.0)
    mm = style.mm
    flow = Flow(style, width, height, sheet.doc_name)
    head_h = paint.heading_height(style, width, sheet.facts, sheet.fields)
    cut = ""
    try:
        flow.block(head_h + 3 * mm, lambda p, top: paint.heading(
            p, style, QRectF(0, top, width, head_h), sheet.title, sheet.facts, sheet.fields,
            sheet.motif, sheet.motif_colours))
        if sheet.blank:
            _blank(flow, sheet)
        else:
            _filled(flow, sheet)
        if sheet.log:
            _log(flow, sheet.log)
    except TooManyPagesError:            # the safety net: the last page says it is cut
        cut = fill(translate("Print", "Cut here: this sheet would need more than %1 pages."),
                   flows.MAX_PAGES)
    pages = flow.pages
    footer_top = flow.bottom + 1 * mm
    for number, steps in enumerate(pages, 1):
        steps.append(partial(paint.footer, style=style,
                             rect=QRectF(0, footer_top, width, flow.footer_h - 1 * mm),
                             words=cut if cut and number == len(pages) else sheet.footer,
                             page=number, pages=len(pages)))
    return pages


# --------------------------------------------------------------------------- the table
def _groups(style: Style, sheet: PrintedSheet, width: float) -> tuple[Plan, list[list[int]]]:
    """The columns' plan and the players shown together (more groups when they do not fit
    across the page; the columns beside the players are in each)."""
    least = plan(style, sheet)
    per = sheet.players
    if least.width() > width:
        per = max(1, int((width - least.title - sum(least.extra)) // least.player))
    seats = list(range(sheet.players))
    groups = [seats[i:i + per] for i in range(0, len(seats), per)]
    full = plan(style, sheet, width if len(groups) == 1 else None)
    extra = list(range(sheet.players, len(sheet.heads)))
    return full, [g + extra for g in groups]


def _columns(pl: Plan, shown: list[int], width: float) -> Columns:
    widths = tuple((c, pl.player if c < pl.players else pl.extra[c - pl.players])
                   for c in shown)
    total = pl.title + sum(w for _, w in widths)
    return Columns(max(0.0, (width - total) / 2), pl.title, widths)


def _place_table(flow: Flow, sheet: PrintedSheet, cols: Columns, rows: Sequence[PrintRow],
                 row_h: float, head_h: float) -> None:
    """The table from here, on more pages (header repeated) when it does not fit: at least
    three rows together, unless a whole page holds fewer (then what it holds, and a row
    taller than the page is cut with a mark)."""
    style = flow.style
    rest = list(rows)
    while rest:
        fit = int((flow.room() - head_h) // row_h)
        if fit < min(3, len(rest)) and not flow.fresh():
            flow.new_page()
            continue
        chunk, rest = rest[:max(1, fit)], rest[max(1, fit):]
        flow.block(head_h + row_h * len(chunk) + 3 * style.mm,
                   _table_at(style, cols, sheet.heads, chunk, row_h, head_h))
        if rest:
            flow.new_page()


def _filled(flow: Flow, sheet: PrintedSheet) -> None:
    style = flow.style
    line, mm = style.line, style.mm
    pl, groups = _groups(style, sheet, flow.width)
    head_h = line * 1.9
    rows = sheet.rows
    after = _after_height(flow, sheet)
    for i, shown in enumerate(groups):
        cols = _columns(pl, shown, flow.width)
        last = i == len(groups) - 1
        if i:
            flow.ensure(head_h + min(len(rows), 6) * line * 1.32)
        room = flow.room() - head_h - 3 * mm
        if len(rows) * line * 1.32 <= room - (after if last else 0):
            row_h = min(line * 2.0, (room - (after if last else 0)) / len(rows))
        elif len(rows) * line * TIGHT <= room - (after if last else 0):   # the result too
            row_h = (room - (after if last else 0)) / len(rows)
        elif len(rows) * line * 1.32 <= room:
            row_h = min(line * 2.0, room / len(rows))
        else:
            row_h = line * 1.6
        _place_table(flow, sheet, cols, rows, row_h, head_h)
    _after(flow, sheet, pl)


def _after_height(flow: Flow, sheet: PrintedSheet) -> float:
    style = flow.style
    w = flow.width
    h = paint.lines_height(style, w, sheet.legend) + _notes_height(flow, sheet)
    if sheet.status:
        h += style.height(style.headline) + 2 * style.mm
    if sheet.result is not None:
        h += paint.result_height(style, sheet.result) + 2 * style.mm
    return h + 2 * style.mm


def _notes_height(flow: Flow, sheet: PrintedSheet) -> float:
    if not sheet.notes:
        return 0.0
    style = flow.style
    return style.height(style.small_bold) + paint.lines_height(
        style, flow.width, _numbered(sheet.notes)) + 1.5 * style.mm


def _numbered(notes: Sequence[str]) -> list[str]:
    return [fill(translate("Print", "%1. %2"), str(i), n)
            for i, n in enumerate(notes, 1)]


def _after(flow: Flow, sheet: PrintedSheet, pl: Plan) -> None:
    """The legend, the corrections, and the result (or that the game is not finished)."""
    style, width = flow.style, flow.width
    mm = style.mm
    flow.ensure(_after_height(flow, sheet))
    left = max(0.0, (width - min(width, pl.width())) / 2)
    inner = width - 2 * left
    if sheet.legend:
        place_lines(flow, sheet.legend, left, inner)
        flow.y += 1.5 * mm
    if sheet.notes:                           # one note after another, on as many pages
        notes = _numbered(sheet.notes)
        title_h = style.height(style.small_bold)
        flow.ensure(title_h + 2 * style.height(style.small))
        flow.add(title_h, partial(paint.text, font=style.small_bold,
                                  rect=QRectF(left, flow.y, inner, title_h), flags=paint.LEFT,
                                  words=translate("Print", "Corrections")))
        place_lines(flow, notes, left, inner)
        flow.y += 1.5 * mm
    if sheet.status:
        h = style.height(style.headline)
        flow.block(h + 2 * mm, lambda p, top: paint.text(
            p, style.headline, QRectF(left, top + 2 * mm, inner, h), paint.LEFT, sheet.status))
    if sheet.result is not None:
        res = sheet.result
        h = paint.result_height(style, res)
        widths = paint.result_widths(style, res)
        flow.block(h + 2 * mm, lambda p, top: paint.result(
            p, style, QRectF(left, top + 2 * mm, inner, h), res, widths))


# --------------------------------------------------------------------------- a blank sheet
def _blank(flow: Flow, sheet: PrintedSheet) -> None:
    style = flow.style
    mm, scale = style.mm, style.scale
    pl, groups = _groups(style, sheet, flow.width)
    head_h = max(style.line * 2.2, 9 * mm * scale)
    low, high = max(style.line * 1.7, 7 * mm * scale), 10 * mm * scale
    ref = Reference(style, flow.width, sheet)
    rows = list(sheet.rows)
    room = flow.room() - head_h * len(groups) - 3 * mm * len(groups)
    beside = room - ref.height - 4 * mm            # the reference on this page, at its foot
    if sheet.more is not None:
        per = len(groups)
        on_page = beside >= (len(rows) + 7) * low * per
        count = int((beside if on_page else room) // (low * per))
        rows = _grown(sheet, count)
        row_h = low
    else:
        on_page = beside >= len(rows) * low * len(groups)
        row_h = min(high, max(low, (beside if on_page else room) / (len(rows) * len(groups))))
    for shown in groups:
        _place_table(flow, sheet, _columns(pl, shown, flow.width), rows, row_h, head_h)
    if not on_page or ref.height > flow.room():
        flow.new_page()
    else:                                     # at the page's foot
        flow.y = flow.bottom - ref.height - 1.5 * flow.style.mm
    flow.block(ref.height, ref.draw)


def _grown(sheet: PrintedSheet, count: int) -> list[PrintRow]:
    """The sheet's rows with its numbered row repeated to `count` rows in all."""
    rows = list(sheet.rows)
    at = next(i for i, r in enumerate(rows) if r.grows)
    assert sheet.more is not None
    more = [sheet.more(n) for n in range(2, max(2, count - len(rows) + 2))]
    return rows[:at + 1] + [replace(r, rule=False) for r in more] + rows[at + 1:]


@dataclass(frozen=True)
class Aside:
    """A reference row's words that did not fit on its line, on the line under it (or the
    first lines of a long heading)."""

    words: str
    right: bool
    heading: bool = False        # a line of a group's heading, above its last


class Reference:
    """The scoring reference in balanced columns: each example's name, dice and points."""

    def __init__(self, style: Style, width: float, sheet: PrintedSheet) -> None:
        mm, scale = style.mm, style.scale
        self.style, self.width, self.sheet = style, width, sheet
        self.columns = max(1, int(width // (86 * mm * scale)))
        self.gap = 6 * mm * scale
        self.col_w = (width - self.gap * (self.columns - 1)) / self.columns
        self.side = 3.3 * mm * scale
        self.row_h = max(style.line * 1.25, self.side * 1.4)
        most = max((len(r.dice) for r in sheet.reference), default=0)
        self.dice_room = paint.dice_width(self.side, most)
        numbers = [style.width(style.body, r.points) for r in sheet.reference]
        self.points_w = max([w for w in numbers if w <= 16 * mm * scale] + [0.0]) + style.pad
        units: list[list[str | ReferenceRow | Aside]] = []   # a line's examples stay together
        for r in sheet.reference:
            if r.name or r.heading or not units:
                units.append([])
            if r.heading:
                *first, last = self._heading_lines(r.heading)
                units[-1].extend([Aside(w, right=False, heading=True) for w in first] + [last])
            row, aside = self._fitted(r)
            units[-1].append(row)
            if aside is not None:
                units[-1].append(aside)
        self.stacks = _balanced(units, self.columns)
        self.title_h = style.height(style.heading) + 2 * mm
        self.height = self.title_h + max((len(s) for s in self.stacks), default=0) * self.row_h

    def _heading_lines(self, words: str) -> list[str]:
        """A group's heading in as many lines as the column needs."""
        style = self.style
        out = [""]
        for word in words.split():
            tried = f"{out[-1]} {word}".strip()
            if out[-1] and style.width(style.small_bold, tried) > self.col_w:
                out.append(word)
            else:
                out[-1] = tried
        return out

    def _fitted(self, row: ReferenceRow) -> tuple[ReferenceRow, Aside | None]:
        """The row as one line, and what does not fit beside its name and dice on a line of
        its own under it (a phrase instead of points, a long explanation): nothing is cut."""
        style, mm = self.style, self.style.mm
        phrase = style.width(style.body, row.points) > self.points_w
        points = style.width(style.small if phrase else style.body, row.points)
        room = self.col_w - max(self.points_w, points) - 2 * mm \
            - (self.dice_room + 2 * mm if row.dice else 0)
        extra = " ".join(w for w in (f"({row.effect})" if row.effect else "", row.when) if w)
        need = style.width(style.body, row.name) + (1.5 * mm + style.width(style.small, extra)
                                                    if extra else 0)
        if need <= room:
            return row, None
        if phrase and style.width(style.body, row.name) <= room + points - self.points_w:
            return replace(row, points=""), Aside(row.points, right=True)
        return replace(row, effect="", when=""), Aside(extra, right=False) if extra else None

    def draw(self, p: QPainter, top: float) -> None:
        style, sheet = self.style, self.sheet
        paint.text(p, style.heading, QRectF(0, top, self.width, self.title_h), paint.LEFT,
                   sheet.reference_title)
        paint.text(p, style.small, QRectF(0, top, self.width, self.title_h), paint.RIGHT,
                   sheet.reference_unit, paint.SOFT)
        for c, stack in enumerate(self.stacks):
            x = c * (self.col_w + self.gap)
            y = top + self.title_h
            for item in stack:
                rect = QRectF(x, y, self.col_w, self.row_h)
                if isinstance(item, str):
                    paint.reference_heading(p, style, rect, item)
                elif isinstance(item, Aside) and item.heading:
                    paint.text(p, style.small_bold, rect, paint.BOTTOM_LEFT, item.words)
                elif isinstance(item, Aside):
                    paint.text(p, style.small, rect.adjusted(2 * style.mm, 0, 0, 0),
                               paint.RIGHT if item.right else paint.LEFT, item.words,
                               paint.SOFT)
                else:
                    paint.reference_row(p, style, rect, item, self.side, self.dice_room,
                                        self.points_w)
                y += self.row_h


def _balanced(units: list[list], columns: int) -> list[list]:
    """The units' items in at most `columns` stacks of nearly equal length, never splitting
    a unit (a heading stays with its line, a line with its examples)."""
    stacks: list[list] = [[]]
    left = sum(len(u) for u in units)
    per = left / max(1, columns)
    for unit in units:
        if stacks[-1] and len(stacks) < columns and len(stacks[-1]) + len(unit) / 2 > per:
            left -= len(stacks[-1])
            per = left / (columns - len(stacks))
            stacks.append([])
        stacks[-1].extend(unit)
    return stacks


# --------------------------------------------------------------------------- the log
def _log(flow: Flow, sentences: Sequence[str]) -> None:
    """The game log on the following pages, in columns (a turn longer than a column goes on
    in the next)."""
    style = flow.style
    mm, scale = style.mm, style.scale
    flow.new_page()
    title_h = style.height(style.heading) + 2 * mm
    top = flow.y
    flow.add(title_h, lambda p: paint.text(p, style.heading, QRectF(0, top, flow.width, title_h),
                                           paint.LEFT, translate("GameLog", "Game log")))
    columns = max(1, int(flow.width // (85 * mm * scale)))
    gap = 6 * mm * scale
    col_w = (flow.width - gap * (columns - 1)) / columns
    place_lines(flow, sentences, 0.0, col_w, columns=columns, gap=gap, space=1.2 * mm,
                colour=paint.INK)


def _table_at(style: Style, cols: Columns, heads: Sequence[str], rows: Sequence[PrintRow],
              row_h: float, head_h: float) -> Callable[[QPainter, float], None]:
    """Draws `rows` of the sheet, with its header row, at the top the flow gives."""
    return lambda p, top: paint.table(p, style, top, cols, heads, rows, row_h, head_h)
