"""Drawing the parts of the dice tray: the felt, the marks on dice, keys, shelf and moments.

Plain functions of a painter and the values to draw, so the tray keeps only its state.
"""
from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPalette,
    QPen,
    QPixmap,
    QRadialGradient,
)

from dicegames.engine import ShelfGroup
from dicegames.ui.paint.dice import SHADOW_MARGIN, die_pixmap, letter_rect, pip_colour
from dicegames.ui.words import format_points


def alpha(colour: QColor, value: int) -> QColor:
    c = QColor(colour)
    c.setAlpha(value)
    return c


def mix(a: QColor, b: QColor, t: float) -> QColor:
    return QColor(int(a.red() + (b.red() - a.red()) * t),
                  int(a.green() + (b.green() - a.green()) * t),
                  int(a.blue() + (b.blue() - a.blue()) * t))


def sized(font: QFont, pixels: float, bold: bool = False) -> QFont:
    f = QFont(font)
    f.setPixelSize(max(9, int(pixels)))
    f.setBold(bold)
    return f


def felt_pixmap(width: int, height: int, dpr: float, pal: QPalette) -> QPixmap:
    """The tray's cloth: the window colour tinted with the highlight, a soft radial light and
    a rail — palette colours only, so light and dark themes both work."""
    pm = QPixmap(max(1, int(width * dpr)), max(1, int(height * dpr)))
    pm.setDevicePixelRatio(dpr)
    pm.fill(pal.color(QPalette.ColorRole.Window))
    q = QPainter(pm)
    q.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    base = mix(pal.color(QPalette.ColorRole.Window), pal.color(QPalette.ColorRole.Highlight),
               0.16)
    rect = QRectF(6, 6, width - 12, height - 12)
    grad = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.7)
    grad.setColorAt(0.0, base.lighter(106))
    grad.setColorAt(1.0, base.darker(118))
    path = QPainterPath()
    path.addRoundedRect(rect, 18, 18)
    q.fillPath(path, grad)
    q.setPen(QPen(pal.color(QPalette.ColorRole.Mid), 2))
    q.drawPath(path)
    inner = QPainterPath()
    inner.addRoundedRect(rect.adjusted(8, 8, -8, -8), 12, 12)
    q.setPen(QPen(alpha(pal.color(QPalette.ColorRole.Shadow), 40), 1))
    q.drawPath(inner)
    q.end()
    return pm


def tag_box(rect: QRectF, text: str, font: QFont, room: float) -> tuple[QRectF, QFont]:
    """Where a picked die's tag ("HOLD", "SET ASIDE") goes above the die at `rect` (lifted),
    and its font: never wider than `room`, the die's share of its row (a long word in
    Russian gets smaller type, not a tag over its neighbour's)."""
    side = rect.width()
    f = sized(font, side * 0.15, bold=True)
    while True:
        fm = QFontMetricsF(f)
        width = fm.horizontalAdvance(text) + side * 0.16
        if width <= room or f.pixelSize() <= 9:
            break
        f.setPixelSize(f.pixelSize() - 1)
    height = fm.height() + 2
    top = rect.top() - side * 0.07 - height - 3
    return QRectF(rect.center().x() - min(width, room) / 2, top, min(width, room), height), f


def key_box(rect: QRectF) -> QRectF:
    """Where the keycap of the die resting at `rect` goes, under it."""
    side = rect.width()
    return QRectF(rect.center().x() - side * 0.16, rect.bottom() + side * 0.14,
                  side * 0.32, side * 0.24)


def paint_mark(p: QPainter, rect: QRectF, mark: str, text: str, pal: QPalette,
               font: QFont, room: float) -> None:
    """An outline around a picked die (dashed: to throw again) and its tag above it."""
    side = rect.width()
    hi = pal.color(QPalette.ColorRole.Highlight)
    pen = QPen(hi, max(2.0, side * 0.05))
    if mark == "throw":
        pen.setStyle(Qt.PenStyle.DashLine)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    r = rect.adjusted(-side * 0.07, -side * 0.07, side * 0.07, side * 0.07)
    p.drawRoundedRect(r, side * 0.22, side * 0.22)
    tag, tag_font = tag_box(rect, text, font, room)
    height = tag.height()
    p.setFont(tag_font)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(hi)
    p.drawRoundedRect(tag, height / 2, height / 2)
    p.setPen(pal.color(QPalette.ColorRole.HighlightedText))
    p.drawText(tag, Qt.AlignmentFlag.AlignCenter, text)


def question_box(rect: QRectF, font: QFont, letter: bool) -> tuple[QRectF, QFont]:
    """Where the "?" of a die waiting for a real throw goes, and its font: in the middle, or —
    on a coloured die — below its colour letter (never over it)."""
    side = rect.width()
    if not letter:
        return QRectF(rect), sized(font, side * 0.5, bold=True)
    top = letter_rect(rect).bottom()
    box = QRectF(rect.left(), top, side, rect.bottom() - top - side * 0.06)
    f = sized(font, side * 0.42, bold=True)
    while QFontMetricsF(f).height() > box.height() and f.pixelSize() > 9:
        f.setPixelSize(f.pixelSize() - 1)
    return box, f


def paint_question(p: QPainter, rect: QRectF, font: QFont, colour: str = "",
                   letter: bool = False) -> None:
    """A die waiting for the faces of a real throw: "?" in its pips' colour."""
    box, f = question_box(rect, font, letter)
    p.setFont(f)
    p.setPen(pip_colour(colour))
    p.drawText(box, Qt.AlignmentFlag.AlignCenter, "?")


def paint_key(p: QPainter, label: str, rect: QRectF, pal: QPalette, font: QFont,
              faint: bool = False) -> None:
    """The keyboard key of a die (1–6), as a small keycap under it."""
    side = rect.width()
    p.setFont(sized(font, side * 0.16))
    box = key_box(rect)
    colour = pal.color(QPalette.ColorRole.Text)
    p.setPen(QPen(alpha(colour, 70 if faint else 140), 1))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(box, 3, 3)
    p.setPen(alpha(colour, 110 if faint else 230))
    p.drawText(box, Qt.AlignmentFlag.AlignCenter, label)


def paint_place(p: QPainter, rect: QRectF, pal: QPalette) -> None:
    """The empty place of a die set aside: a faint dashed outline."""
    side = rect.width()
    p.setPen(QPen(alpha(pal.color(QPalette.ColorRole.Text), 60), 1.5, Qt.PenStyle.DashLine))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(rect.adjusted(side * 0.1, side * 0.1, -side * 0.1, -side * 0.1),
                      side * 0.15, side * 0.15)


_DECALS: dict[tuple[object, ...], QPixmap] = {}
DECAL_MARGIN = 3              # pixels around the drawn area (antialiased strokes spill over)


def paint_decal(p: QPainter, key: tuple[object, ...], area: QRectF, dpr: float,
                draw: Callable[[QPainter, QPointF], None]) -> None:
    """Paint what `draw(painter, offset)` draws over `area` from a cached picture: the same
    pixels (the picture keeps the area's place within a pixel), drawn once per `key` — the
    keycaps and the empty places that every repaint of the tray would stroke again.
    `draw` paints as it would on the tray, translated by `offset`."""
    x, y = math.floor(area.x()) - DECAL_MARGIN, math.floor(area.y()) - DECAL_MARGIN
    fraction = (round(area.x() - x, 3), round(area.y() - y, 3),
                round(area.width(), 3), round(area.height(), 3), dpr)
    full = key + fraction
    pm = _DECALS.get(full)
    if pm is None:
        if len(_DECALS) > 400:
            _DECALS.clear()
        w = math.ceil(area.right()) - x + DECAL_MARGIN
        h = math.ceil(area.bottom()) - y + DECAL_MARGIN
        pm = QPixmap(max(1, round(w * dpr)), max(1, round(h * dpr)))
        pm.setDevicePixelRatio(dpr)
        pm.fill(QColor(0, 0, 0, 0))
        q = QPainter(pm)
        q.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        draw(q, QPointF(-x, -y))
        q.end()
        _DECALS[full] = pm
    p.drawPixmap(QPointF(x, y), pm)


def shelf_colours(colours: Sequence[str],
                  shelf: Sequence[ShelfGroup]) -> dict[tuple[int, int], str]:
    """Colours of the shelf's dice (Detroit), from the tray positions each group records."""
    if not colours:
        return {}
    return {(g, d): colours[pos] for g, group in enumerate(shelf)
            for d, pos in enumerate(group.positions) if pos < len(colours)}


def shelf_points_text(group: ShelfGroup) -> str:
    """What a set-aside group scored, written as the sheet writes numbers: "= 1,000"."""
    return "= " + format_points(group.points)


def paint_shelf(p: QPainter, area: QRectF, side: float, shelf: Sequence[ShelfGroup],
                colours: dict[tuple[int, int], str], label: str, pal: QPalette, font: QFont,
                dpr: float) -> None:
    """The kept shelf: each set-aside group's dice and points, series apart by a rule."""
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(alpha(pal.color(QPalette.ColorRole.Base), 150))
    p.drawRoundedRect(area, 10, 10)
    small = max(14.0, min(area.height() * 0.5, side * 0.42))
    p.setFont(sized(font, small * 0.5))
    fm = p.fontMetrics()
    text_colour = pal.color(QPalette.ColorRole.Text)
    x = area.left() + 12
    y = area.center().y() - small / 2
    p.setPen(text_colour)
    p.drawText(QRectF(x, area.top(), fm.horizontalAdvance(label) + 4, area.height()),
               Qt.AlignmentFlag.AlignVCenter, label)
    x += fm.horizontalAdvance(label) + 12
    series = shelf[0].series
    for g, group in enumerate(shelf):
        if group.series != series:
            series = group.series
            p.setPen(QPen(alpha(text_colour, 120), 1.5))
            p.drawLine(QPointF(x, area.top() + 8), QPointF(x, area.bottom() - 8))
            x += 10
        for d, face in enumerate(group.dice):
            if x + small > area.right():
                break
            pm = die_pixmap(face, int(small), dpr=dpr, colour=colours.get((g, d), "white"),
                            letter=bool(colours))
            full = small * (1 + 2 * SHADOW_MARGIN)
            p.drawPixmap(QRectF(x - small * SHADOW_MARGIN, y - small * SHADOW_MARGIN, full,
                                full), pm, QRectF(pm.rect()))
            x += small * 1.1
        points = shelf_points_text(group)
        p.setPen(text_colour)
        p.drawText(QRectF(x + 2, area.top(), fm.horizontalAdvance(points) + 8, area.height()),
                   Qt.AlignmentFlag.AlignVCenter, points)
        x += fm.horizontalAdvance(points) + 22


def paint_moment(p: QPainter, width: float, top: float, room: float, title: str,
                 subtitle: str, pal: QPalette, font: QFont) -> None:
    """A big moment's banner, centred, fitting in `room` pixels above the dice if it can."""
    big = sized(font, min(width / 14, 44, room * 0.42), bold=True)
    big.setPixelSize(max(16, big.pixelSize()))
    small = sized(font, max(12, big.pixelSize() // 2))
    p.setFont(big)
    w1, h1 = p.fontMetrics().horizontalAdvance(title), p.fontMetrics().height()
    p.setFont(small)
    w2 = p.fontMetrics().horizontalAdvance(subtitle) if subtitle else 0
    h2 = p.fontMetrics().height() if subtitle else 0
    w, h = max(w1, w2) + 56, h1 + h2 + 28
    box = QRectF((width - w) / 2, max(10.0, min(top, room - h)), w, h)
    p.setPen(QPen(pal.color(QPalette.ColorRole.Highlight), 2))
    p.setBrush(alpha(pal.color(QPalette.ColorRole.ToolTipBase), 235))
    p.drawRoundedRect(box, 14, 14)
    p.setPen(pal.color(QPalette.ColorRole.ToolTipText))
    p.setFont(big)
    p.drawText(QRectF(box.left(), box.top() + 12, w, h1), Qt.AlignmentFlag.AlignCenter, title)
    if subtitle:
        p.setFont(small)
        p.drawText(QRectF(box.left(), box.top() + 14 + h1, w, h2),
                   Qt.AlignmentFlag.AlignCenter, subtitle)
