"""Drawing a printed sheet's parts with QPainter in black on white, whatever the UI theme:
the heading with the game's dice, the sheet's table (rules for sections, bold totals, notes and
dice beside the numbers, struck crossed cells, numbered corrections), lines of text, the
result, the scoring reference, the log's columns and the page's footer.

Everything is measured in the device's pixels (`Style.mm` per millimetre); fonts in points.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPaintDevice, QPainter, QPen

from dicegames.ui.paint.dice import paint_die
from dicegames.ui.printing.content import PrintCell, PrintRow, ReferenceRow, Standings
from dicegames.ui.words import fill, translate

INK = QColor(0, 0, 0)
SOFT = QColor(70, 70, 70)          # notes, facts, the pot: still dark enough to read
HAIR = QColor(150, 150, 150)       # the grid
SHADE = QColor(238, 238, 238)      # the header row and the totals: a tint any printer keeps
SANS = ["DejaVu Sans", "Noto Sans", "Liberation Sans", "Arial"]
SERIF = ["DejaVu Serif", "Noto Serif", "Liberation Serif", "Times New Roman"]
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
CENTRE = Qt.AlignmentFlag.AlignCenter
BOTTOM_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom


def _font(families: list[str], points: float, bold: bool = False,
          italic: bool = False) -> QFont:
    font = QFont()
    font.setFamilies(families)
    font.setStyleHint(QFont.StyleHint.Serif if families is SERIF else QFont.StyleHint.SansSerif)
    font.setPointSizeF(points)
    font.setBold(bold)
    font.setItalic(italic)
    font.setFeature(QFont.Tag("tnum"), 1)          # tabular figures: the columns line up
    font.setFeature(QFont.Tag("liga"), 0)          # no "fi" ligatures: the PDF's text is
    font.setFeature(QFont.Tag("clig"), 0)          # searched and read aloud as it is written
    font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return font


class Style:
    """The fonts and measures of one printed sheet on one device (`scale` 1: normal print)."""

    def __init__(self, device: QPaintDevice, scale: float = 1.0) -> None:
        self.device = device
        self.scale = scale
        self.mm = device.logicalDpiY() / 25.4
        self.body = _font(SANS, 9.5 * scale)
        self.bold = _font(SANS, 9.5 * scale, bold=True)
        self.italic = _font(SANS, 9.5 * scale, italic=True)
        self.bold_italic = _font(SANS, 9.5 * scale, bold=True, italic=True)
        self.small = _font(SANS, 7.2 * scale)
        self.small_bold = _font(SANS, 7.2 * scale, bold=True)
        self.heading = _font(SANS, 11.5 * scale, bold=True)
        self.headline = _font(SERIF, 14 * scale, bold=True)
        self.title = _font(SERIF, 22 * scale, bold=True)
        self.line = self.height(self.body)
        self.pad = 1.6 * self.mm * scale

    def metrics(self, font: QFont) -> QFontMetricsF:
        return QFontMetricsF(font, self.device)

    def width(self, font: QFont, text: str) -> float:
        return self.metrics(font).horizontalAdvance(text)

    def height(self, font: QFont) -> float:
        return self.metrics(font).height()

    def wrapped(self, font: QFont, text: str, width: float) -> float:
        """The height of `text` wrapped to `width`."""
        rect = self.metrics(font).boundingRect(QRectF(0, 0, width, 1e7),
                                               int(Qt.TextFlag.TextWordWrap), text)
        return rect.height()

    def die(self, height: float) -> float:
        """The side of a die drawn in a line of `height`."""
        return min(height * 0.62, 3.8 * self.mm * self.scale)


def pen(p: QPainter, style: Style, colour: QColor, millimetres: float) -> None:
    p.setPen(QPen(colour, max(1.0, millimetres * style.mm)))


def text(p: QPainter, font: QFont, rect: QRectF, flags: Qt.AlignmentFlag, words: str,
         colour: QColor = INK, elide: bool = True) -> None:
    p.setFont(font)
    p.setPen(colour)
    if elide:
        words = QFontMetricsF(font, p.device()).elidedText(words, Qt.TextElideMode.ElideRight,
                                                           rect.width())
    p.drawText(rect, int(flags), words)


def dice(p: QPainter, style: Style, x: float, centre_y: float, side: float,
         faces: Sequence[int], colours: Sequence[str] = ()) -> float:
    """Draw `faces` as dice in a row from `x`; returns the right edge."""
    gap = side * 0.22
    for i, face in enumerate(faces):
        colour = colours[i] if i < len(colours) else "white"
        paint_die(p, QRectF(x, centre_y - side / 2, side, side), face, colour=colour,
                  letter=bool(colours))
        x += side + gap
    return x - gap


def dice_width(side: float, count: int) -> float:
    return count * side + max(0, count - 1) * side * 0.22


# --------------------------------------------------------------------------- the heading
def heading(p: QPainter, style: Style, rect: QRectF, title: str, facts: Sequence[str],
            fields: Sequence[str], motif: Sequence[int], colours: Sequence[str]) -> None:
    """The game's name with its dice, the facts under it, fields to write on, a rule."""
    mm = style.mm
    title_h = style.height(style.title)
    side = min(title_h * 0.7, 8 * mm * style.scale)
    motif_w = dice_width(side, len(motif)) if motif else 0.0
    dice(p, style, rect.right() - motif_w, rect.top() + title_h / 2, side, motif, colours)
    text(p, style.title, QRectF(rect.left(), rect.top(), rect.width() - motif_w - 4 * mm,
                                title_h), LEFT, title)
    y = rect.top() + title_h + 0.8 * mm
    p.setFont(style.body)
    p.setPen(SOFT)
    for line in fact_lines(facts):
        h = style.wrapped(style.body, line, rect.width())
        p.drawText(QRectF(rect.left(), y, rect.width(), h), int(Qt.TextFlag.TextWordWrap),
                   line)
        y += h
    for label in fields:                         # "Date ____"
        y += 2.5 * mm
        w = style.width(style.body, label) + 2 * mm
        text(p, style.body, QRectF(rect.left(), y, w, style.line), LEFT, label)
        pen(p, style, INK, 0.2)
        base = y + style.line * 0.85
        p.drawLine(QPointF(rect.left() + w, base), QPointF(rect.left() + w + 55 * mm, base))
        y += style.line
    pen(p, style, INK, 0.5)
    p.drawLine(QPointF(rect.left(), rect.bottom() - 0.5 * mm),
               QPointF(rect.right(), rect.bottom() - 0.5 * mm))


def fact_lines(facts: Sequence[str]) -> list[str]:
    """The short facts on one line; the last, a sentence (what the game is), on its own."""
    *short, sentence = facts or ("",)
    return [line for line in ("  \u00b7  ".join(short), sentence) if line]


def heading_height(style: Style, width: float, facts: Sequence[str],
                   fields: Sequence[str]) -> float:
    mm = style.mm
    return (style.height(style.title) + 0.8 * mm
            + sum(style.wrapped(style.body, line, width) for line in fact_lines(facts))
            + len(fields) * (style.line + 2.5 * mm) + 4 * mm)


def running_head(p: QPainter, style: Style, rect: QRectF, words: str) -> None:
    """The head of a page after the first: what sheet it continues."""
    text(p, style.small_bold, QRectF(rect.left(), rect.top(), rect.width(),
                                     style.height(style.small_bold)), LEFT, words, SOFT)
    pen(p, style, HAIR, 0.2)
    y = rect.bottom() - 1.5 * style.mm
    p.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y))


def footer(p: QPainter, style: Style, rect: QRectF, words: str, page: int,
           pages: int) -> None:
    pen(p, style, HAIR, 0.2)
    p.drawLine(QPointF(rect.left(), rect.top() + 0.3 * style.mm),
               QPointF(rect.right(), rect.top() + 0.3 * style.mm))
    number = fill(translate("Print", "Page %1 of %2"), str(page), str(pages)) if pages > 1 else ""
    room = rect.width() - style.width(style.small, number) - 4 * style.mm
    inner = rect.adjusted(0, 0.8 * style.mm, 0, 0)
    text(p, style.small, QRectF(inner.left(), inner.top(), room, inner.height()), LEFT, words,
         SOFT)
    if number:
        text(p, style.small, inner, RIGHT, number, SOFT, elide=False)


# --------------------------------------------------------------------------- the table
@dataclass(frozen=True)
class Columns:
    """Where the table's columns are: its left edge, the row titles' width and each shown
    column's index and width."""

    left: float
    title: float
    shown: tuple[tuple[int, float], ...]

    @property
    def width(self) -> float:
        return self.title + sum(w for _, w in self.shown)


def cell_need(style: Style, cell: PrintCell, bold: bool, height: float) -> float:
    """The width a cell's contents need."""
    font = _cell_font(style, cell, bold)
    need = 2 * style.pad + style.width(font, cell.text)
    if cell.dice:
        need += dice_width(style.die(height), len(cell.dice)) + style.pad
    elif cell.note:
        need += style.width(style.small, cell.note) + style.pad
    if cell.correction:
        need += style.width(style.small, str(cell.correction)) + 0.6 * style.mm
    return need


def _cell_font(style: Style, cell: PrintCell, bold: bool) -> QFont:
    if cell.negative:
        return style.bold_italic if bold else style.italic
    return style.bold if bold else style.body


def table(p: QPainter, style: Style, top: float, cols: Columns, heads: Sequence[str],
          rows: Sequence[PrintRow], row_h: float, head_h: float) -> None:
    """The sheet's header row and `rows`, `row_h` high each, from `top`."""
    left, x0 = cols.left, cols.left + cols.title
    bottom = top + head_h + row_h * len(rows)
    p.fillRect(QRectF(left, top, cols.width, head_h), SHADE)
    for i, row in enumerate(rows):
        if row.total:
            p.fillRect(QRectF(left, top + head_h + i * row_h, cols.width, row_h), SHADE)
    x = x0
    for c, w in cols.shown:                      # the names, and the column rules
        text(p, style.bold, QRectF(x + style.pad, top, w - 2 * style.pad, head_h), CENTRE,
             heads[c])
        x += w
    y = top + head_h
    for row in rows:
        text(p, style.bold if row.total else style.body,
             QRectF(left + style.pad, y, cols.title - 2 * style.pad, row_h), LEFT, row.title)
        x = x0
        for c, w in cols.shown:
            _cell(p, style, QRectF(x, y, w, row_h), row.cells[c], row.total)
            x += w
        if row is not rows[0]:
            heavy = row.rule
            pen(p, style, INK if heavy else HAIR, 0.3 if heavy else 0.12)
            p.drawLine(QPointF(left, y), QPointF(left + cols.width, y))
        y += row_h
    pen(p, style, HAIR, 0.12)
    x = x0
    for _, w in cols.shown[:-1]:
        x += w
        p.drawLine(QPointF(x, top), QPointF(x, bottom))
    pen(p, style, INK, 0.3)
    p.drawLine(QPointF(x0, top), QPointF(x0, bottom))
    p.drawLine(QPointF(left, top + head_h), QPointF(left + cols.width, top + head_h))
    pen(p, style, INK, 0.4)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRect(QRectF(left, top, cols.width, bottom - top))


def _cell(p: QPainter, style: Style, rect: QRectF, cell: PrintCell, bold: bool) -> None:
    mm = style.mm
    inner = rect.adjusted(style.pad, 0, -style.pad, 0)
    right = inner.right()
    colour = SOFT if cell.secondary else INK
    if cell.correction:
        mark = str(cell.correction)
        w = style.width(style.small, mark)
        text(p, style.small_bold, QRectF(right - w, rect.top() + 0.2 * mm, w + 0.5 * mm,
                                         style.height(style.small)), RIGHT, mark, elide=False)
        right -= w + 0.6 * mm
    font = _cell_font(style, cell, bold)
    text(p, font, QRectF(inner.left(), rect.top(), right - inner.left(), rect.height()),
         RIGHT, cell.text, colour, elide=False)
    used = style.width(font, cell.text)
    if cell.dice:
        dice(p, style, inner.left(), rect.center().y(), style.die(rect.height()), cell.dice)
    elif cell.note:
        room = right - inner.left() - used - style.pad
        text(p, style.small, QRectF(inner.left(), rect.top(), max(0.0, room), rect.height()),
             LEFT, cell.note, SOFT)
    if cell.crossed:
        pen(p, style, INK, 0.25)
        y = rect.center().y()
        p.drawLine(QPointF(rect.left() + 1 * mm, y), QPointF(rect.right() - 1 * mm, y))
    if cell.target:
        pen(p, style, INK, 0.45)
        y = rect.center().y() + style.line * 0.55
        p.drawLine(QPointF(right - used - 0.5 * mm, y), QPointF(right + 0.3 * mm, y))


# --------------------------------------------------------------------------- text blocks
def lines(p: QPainter, style: Style, rect: QRectF, items: Sequence[str],
          font: QFont | None = None, colour: QColor = SOFT, space: float = 0.0) -> None:
    """Sentences one under the other (`space` between them), wrapped to the rect's width."""
    font = font or style.small
    y = rect.top()
    p.setFont(font)
    p.setPen(colour)
    for item in items:
        h = style.wrapped(font, item, rect.width())
        p.drawText(QRectF(rect.left(), y, rect.width(), h), int(Qt.TextFlag.TextWordWrap), item)
        y += h + space


def cut_mark(p: QPainter, style: Style, rect: QRectF) -> None:
    """A torn edge along the foot of `rect`: what was taller than the page stops here."""
    mm = style.mm
    pen(p, style, INK, 0.3)
    step, depth, y = 1.4 * mm, 0.7 * mm, rect.bottom() - 0.4 * mm
    points, x, up = [], rect.left(), False
    while x <= rect.right():
        points.append(QPointF(x, y - depth if up else y))
        x, up = x + step, not up
    if len(points) > 1:
        p.drawPolyline(points)


def lines_height(style: Style, width: float, items: Sequence[str],
                 font: QFont | None = None) -> float:
    return sum(style.wrapped(font or style.small, item, width) for item in items)


def result(p: QPainter, style: Style, rect: QRectF, res: Standings, widths: Sequence[float]
           ) -> None:
    """The winner, why, and the standings as a small table."""
    mm = style.mm
    h = style.height(style.headline)
    text(p, style.headline, QRectF(rect.left(), rect.top(), rect.width(), h), LEFT,
         res.headline)
    y = rect.top() + h
    text(p, style.body, QRectF(rect.left(), y, rect.width(), style.line), LEFT, res.reason, SOFT)
    y += style.line + 1.5 * mm
    row_h = style.line * 1.45
    for r, row in enumerate((res.heads, *res.rows)):
        x = rect.left()
        font = style.small_bold if r == 0 else (style.bold if r - 1 in res.winners
                                                 else style.body)
        for c, (value, w) in enumerate(zip(row, widths)):
            flags = LEFT if c == 1 else RIGHT
            text(p, font, QRectF(x + style.pad, y, w - 2 * style.pad, row_h), flags, value)
            x += w
        pen(p, style, INK if r == 0 else HAIR, 0.3 if r == 0 else 0.12)
        if r < len(res.rows):
            p.drawLine(QPointF(rect.left(), y + row_h), QPointF(x, y + row_h))
        y += row_h


def result_widths(style: Style, res: Standings) -> list[float]:
    out = []
    for c, head in enumerate(res.heads):
        widest = max([style.width(style.small_bold, head)]
                     + [style.width(style.bold, row[c]) for row in res.rows])
        out.append(widest + 2 * style.pad + style.mm + (12 * style.mm * style.scale if c == 1
                                                        else 0))
    return out


def result_height(style: Style, res: Standings) -> float:
    return (style.height(style.headline) + style.line + 1.5 * style.mm
            + style.line * 1.45 * (len(res.rows) + 1))


# --------------------------------------------------------------------------- the reference
def reference_row(p: QPainter, style: Style, rect: QRectF, row: ReferenceRow, side: float,
                  dice_room: float, points_w: float) -> None:
    """One example: its line's name (and what it does, when it scores so), the dice, the
    points (or what it does instead, in small type when that is a phrase)."""
    mm = style.mm
    points_font = style.body if style.width(style.body, row.points) <= points_w \
        else style.small
    used = max(points_w, style.width(points_font, row.points))
    text(p, points_font, QRectF(rect.right() - used, rect.top(), used, rect.height()), RIGHT,
         row.points, elide=False)
    dice_x = rect.right() - used - 2 * mm - dice_room
    if row.dice:
        dice(p, style, dice_x, rect.center().y(), side, row.dice, row.colours)
    end = dice_x - 2 * mm if row.dice or row.points else rect.right()
    x = rect.left()
    if row.name:
        text(p, style.body, QRectF(x, rect.top(), end - x, rect.height()), LEFT, row.name)
        x += style.width(style.body, row.name) + 1.5 * mm
    extra = " ".join(w for w in (f"({row.effect})" if row.effect else "", row.when) if w)
    if extra and x < end - 4 * mm:
        text(p, style.small, QRectF(x, rect.top(), end - x, rect.height()), LEFT, extra, SOFT)


def reference_heading(p: QPainter, style: Style, rect: QRectF, words: str) -> None:
    text(p, style.small_bold, rect, BOTTOM_LEFT, words)
    pen(p, style, HAIR, 0.15)
    p.drawLine(QPointF(rect.left(), rect.bottom()), QPointF(rect.right(), rect.bottom()))
