"""Pages filled from the top, and what always makes progress on them: text in columns that
continues on the next column or page (a paragraph taller than a column split between its
lines), and blocks that are cut with a mark when they are taller than a whole page. No sheet
gets more than `MAX_PAGES` pages: the layout stops there, and the last page says so.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QFont, QPainter

from dicegames.ui.printing import paint
from dicegames.ui.printing.paint import Style

Draw = Callable[[QPainter], None]
MAX_PAGES = 300                   # the safety net: far beyond any game's sheet and log
NARROW = " .,:;'il|!"             # the narrowest characters: a line holds at most so many


class TooManyPagesError(Exception):
    """The sheet needs more than MAX_PAGES pages."""


class Flow:
    """Pages filled from the top: each step is drawn at the height it was placed."""

    def __init__(self, style: Style, width: float, height: float, running: str) -> None:
        self.style, self.width, self.running = style, width, running
        self.footer_h = style.height(style.small) + 2.5 * style.mm
        self.bottom = height - self.footer_h
        self.head_h = style.height(style.small_bold) + 3 * style.mm
        self.pages: list[list[Draw]] = [[]]
        self.y = 0.0

    def room(self) -> float:
        return self.bottom - self.y

    def top(self) -> float:
        """Where this page's contents begin: under the running head after the first page."""
        return 0.0 if len(self.pages) == 1 else self.head_h

    def fresh(self) -> bool:
        """Nothing on this page yet (a new page would have no more room)."""
        return self.y <= self.top()

    def page_room(self) -> float:
        """The room of a page after the first, under its running head."""
        return self.bottom - self.head_h

    def add(self, height: float, draw: Draw) -> None:
        self.pages[-1].append(draw)
        self.y += height

    def new_page(self) -> None:
        """The next page, with its running head (TooManyPagesError past MAX_PAGES)."""
        if len(self.pages) >= MAX_PAGES:
            raise TooManyPagesError
        self.pages.append([])
        self.y = 0.0
        style, words, width, h = self.style, self.running, self.width, self.head_h
        self.add(h, lambda p: paint.running_head(p, style, QRectF(0, 0, width, h), words))

    def ensure(self, height: float) -> None:
        """A new page unless `height` fits below what this page has."""
        if height > self.room() and not self.fresh():
            self.new_page()

    def block(self, height: float, draw: Callable[[QPainter, float], None]) -> None:
        """`draw(painter, top)`, `height` high across the page, here or on a new page; when
        even a new page is lower, as much as fits, cut with a mark."""
        self.ensure(height)
        top, room = self.y, self.room()
        if height <= room:
            self.add(height, lambda p: draw(p, top))
            return
        rect = QRectF(0, top, self.width, room)
        self.add(room, lambda p: clipped(p, self.style, rect, lambda q: draw(q, top)))


def clipped(p: QPainter, style: Style, rect: QRectF, draw: Draw) -> None:
    """`draw` inside `rect` only, with the cut mark along its foot."""
    p.save()
    p.setClipRect(rect)
    draw(p)
    p.restore()
    paint.cut_mark(p, style, rect)


# --------------------------------------------------------------------------- text in columns
def place_lines(flow: Flow, items: Sequence[str], left: float, width: float, *,
                columns: int = 1, gap: float = 0.0, space: float = 0.0,
                font: QFont | None = None, colour: QColor = paint.SOFT) -> None:
    """`items`, paragraphs wrapped to `width`, from here down in `columns` columns (on more
    pages when they do not fit). A paragraph that does not fit what is left of a column
    moves to the next one; one taller than a whole column fills this one and goes on in the
    next; a word taller than a whole page is cut with a mark. Every column takes something,
    so the text always ends."""
    style = flow.style
    font = font or style.small
    todo = list(reversed(items))                    # the next paragraph last
    while todo:
        top, lowest = flow.y, flow.y
        for c in range(columns):
            y, chunk, cut = _column(flow, todo, font, width, top, space)
            lowest = max(lowest, y)
            if chunk:
                rect = QRectF(left + c * (width + gap), top, width, flow.bottom - top)
                flow.pages[-1].append(partial(_lines, style=style, rect=rect, items=chunk,
                                              font=font, colour=colour, space=space, cut=cut))
            if not todo:
                break
        flow.y = lowest
        if todo:
            flow.new_page()


def _column(flow: Flow, todo: list[str], font: QFont, width: float, top: float,
            space: float) -> tuple[float, list[str], bool]:
    """Fill one column from `top` with paragraphs taken from the end of `todo`: where it
    ends, what it holds, and whether its text is cut."""
    style = flow.style
    fresh = flow.fresh()                            # (flow.y is still the columns' top)
    y, chunk = top, []
    while todo:
        room = flow.bottom - y
        head, rest = take(style, font, todo[-1], width, room)
        if not rest:                                # the whole paragraph fits
            chunk.append(todo.pop())
            y += style.wrapped(font, head, width) + space
            continue
        if chunk or not fresh:
            _, beyond = take(style, font, todo[-1], width, flow.page_room())
            if not beyond or not head:              # a column of its own, or the next
                break
        if not head:                                # not one word fits a whole page
            word, _, after = todo[-1].partition(" ")
            chunk.append(word)
            todo[-1] = after
            if not after:
                todo.pop()
            return flow.bottom, chunk, True
        chunk.append(head)
        todo[-1] = rest
        return flow.bottom, chunk, False
    return y, chunk, False


def take(style: Style, font: QFont, text: str, width: float, room: float) -> tuple[str, str]:
    """The longest start of `text` (whole words) that fits `room` high when wrapped to
    `width`, and the rest ("" when it all fits). Only as much text as the room could hold is
    measured, so a very long paragraph costs no more than a short one."""
    line = style.height(font)
    if room < line * 0.99:
        return "", text
    narrow = min(style.width(font, ch) for ch in NARROW) or 1.0
    most = 2 * (int(room // line) + 1) * (int(width // narrow) + 1)
    if len(text) <= most and style.wrapped(font, text, width) <= room:
        return text, ""
    words = text[:most + 1].split(" ")
    if len(text) > most:
        words = words[:-1]                          # its last word may be cut short
    lo, hi = 0, len(words)                           # words[:lo] fits; words[:hi + 1] not
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if style.wrapped(font, " ".join(words[:mid]), width) <= room:
            lo = mid
        else:
            hi = mid - 1
    head = " ".join(words[:lo])
    return head, text[len(head):].lstrip(" ") if head else text


def _lines(p: QPainter, style: Style, rect: QRectF, items: Sequence[str], font: QFont,
           colour: QColor, space: float, cut: bool) -> None:
    if cut:
        clipped(p, style, rect, lambda q: paint.lines(q, style, rect, items, font, colour,
                                                      space))
    else:
        paint.lines(p, style, rect, items, font, colour, space)
