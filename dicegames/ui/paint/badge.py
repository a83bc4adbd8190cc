"""A household player's badge: his avatar shape in his colour, with his initial — so he is told
apart by shape and letter as well as by colour. The colours have a shade for the light and one
for the dark theme; the charts draw his line in the same colour with the same marker."""
from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QGuiApplication,
    QIcon,
    QPainter,
    QPainterPath,
    QPalette,
    QPen,
    QPixmap,
    QPolygonF,
)

# colour id → (shade on the light theme, shade on the dark theme)
SHADES = {
    "green": ("#2d6a4f", "#58b184"), "blue": ("#1f5fa8", "#8ab8f0"),
    "red": ("#b3261e", "#ff8a80"), "orange": ("#a65300", "#ffb45a"),
    "purple": ("#6b3fa0", "#c5a3ef"), "teal": ("#00796b", "#4dd0c4"),
    "brown": ("#6d4c41", "#c9a28f"), "pink": ("#ad1457", "#f48fb1"),
}
ORDER = tuple(SHADES)                       # the colours of seats without a profile
SHAPES = ("circle", "square", "triangle", "diamond", "star", "hexagon", "cross", "plus")
# the marker pyqtgraph draws for each shape
SYMBOLS = {"circle": "o", "square": "s", "triangle": "t1", "diamond": "d", "star": "star",
           "hexagon": "h", "cross": "x", "plus": "+"}


def dark(palette: QPalette | None = None) -> bool:
    pal = palette or QGuiApplication.palette()
    return pal.color(QPalette.ColorRole.Window).lightness() < 128


def shade(colour: str, palette: QPalette | None = None) -> QColor:
    """The colour's shade that reads on the current theme."""
    light, on_dark = SHADES.get(colour, SHADES["green"])
    return QColor(on_dark if dark(palette) else light)


def seat_style(seat: int, colour: str = "", avatar: str = "") -> tuple[str, str]:
    """(colour, shape) of a seat: a household player's own, else one by the seat's number."""
    return (colour if colour in SHADES else ORDER[seat % len(ORDER)],
            avatar if avatar in SHAPES else SHAPES[seat % len(SHAPES)])


def shape_path(shape: str, rect: QRectF) -> QPainterPath:
    c, r = rect.center(), min(rect.width(), rect.height()) / 2
    path = QPainterPath()
    if shape == "square":
        path.addRoundedRect(QRectF(c.x() - r * 0.9, c.y() - r * 0.9, r * 1.8, r * 1.8),
                            r * 0.25, r * 0.25)
        return path
    corners = {"triangle": (3, -90.0, 1.0), "diamond": (4, -90.0, 1.0),
               "hexagon": (6, 0.0, 1.0), "star": (10, -90.0, 0.5)}
    if shape in corners:
        n, start, inner = corners[shape]
        pts = []
        for i in range(n):
            k = r * (inner if shape == "star" and i % 2 else 1.0)
            a = math.radians(start + i * 360 / n)
            pts.append(QPointF(c.x() + k * math.cos(a), c.y() + k * math.sin(a)))
        path.addPolygon(QPolygonF(pts))
        path.closeSubpath()
        return path
    if shape in ("cross", "plus"):
        w = r * 0.62
        bar = QPainterPath()
        bar.addRect(QRectF(c.x() - r, c.y() - w / 2, 2 * r, w))
        bar.addRect(QRectF(c.x() - w / 2, c.y() - r, w, 2 * r))
        bar = bar.simplified()
        if shape == "cross":
            from PySide6.QtGui import QTransform
            t = QTransform().translate(c.x(), c.y()).rotate(45).translate(-c.x(), -c.y())
            bar = t.map(bar)
        return bar
    path.addEllipse(c, r, r)
    return path


def paint_badge(p: QPainter, rect: QRectF, colour: str, shape: str, letter: str = "",
                palette: QPalette | None = None) -> None:
    """The badge inside `rect`: the shape filled in the colour's shade, the letter on it."""
    fill = shade(colour, palette)
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    path = shape_path(shape, rect.adjusted(1, 1, -1, -1))
    p.fillPath(path, fill)
    p.setPen(QPen(fill.darker(140), 1.0))
    p.drawPath(path)
    if letter:
        font = QFont(p.font())
        font.setBold(True)
        font.setPixelSize(max(6, int(min(rect.width(), rect.height()) * 0.46)))
        p.setFont(font)
        p.setPen(QColor("#ffffff") if fill.lightness() < 140 else QColor("#111111"))
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, letter[:1].upper())
    p.restore()


def badge_icon(colour: str, shape: str, letter: str = "", size: int = 22) -> QIcon:
    pix = QPixmap(size, size)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    paint_badge(p, QRectF(0, 0, size, size), colour, shape, letter)
    p.end()
    return QIcon(pix)
