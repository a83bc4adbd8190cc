"""Dice drawn with QPainter from palette colours: crisp at any size, light or dark."""
from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPalette,
    QPixmap,
)

from dicegames.ui.first_frame import outline, over, solid

# pip positions on a 3×3 grid (column, row), 0..2
PIPS = {
    1: ((1, 1),),
    2: ((0, 0), (2, 2)),
    3: ((0, 0), (1, 1), (2, 2)),
    4: ((0, 0), (2, 0), (0, 2), (2, 2)),
    5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
    6: ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)),
}

BODY = {  # Detroit colours: body, pip colour
    "white": (QColor("#fbfaf6"), QColor("#1d1d1f")),
    "red": (QColor("#c8372d"), QColor("#fbfaf6")),
    "green": (QColor("#2f7d4a"), QColor("#fbfaf6")),
}


def colour_letter(colour: str) -> str:
    """The letter a coloured die carries (so its colour is not told by colour alone): the
    initial of the colour's name in the current language."""
    from PySide6.QtCore import QCoreApplication
    translate = QCoreApplication.translate
    return {"white": translate("Dice", "W", "the letter on a white die"),
            "red": translate("Dice", "R", "the letter on a red die"),
            "green": translate("Dice", "G", "the letter on a green die")}.get(colour, "")


def paint_die(p: QPainter, rect: QRectF, face: int, *, colour: str = "white",
              held: bool = False, dimmed: bool = False, angle: float = 0.0,
              palette: QPalette | None = None, letter: bool = False,
              ground: QColor | None = None) -> None:
    """Draw one die showing `face` (0 = blank) inside `rect`, optionally rotated by `angle`.

    `ground` is the opaque colour the die lies on, when the painter knows it (the cards'
    felt): the translucent shadow and edge are then painted as the opaque colours they make
    on it (`first_frame.over`) — an antialiased translucent fill of a rotated die costs
    several opaque ones. The same pixels within 2/255 but for two or three where the shadow's
    outline crosses the edge, at two corners (tests/ui/test_dice_paint.py).
    Brushes only (see `first_frame`): the home's first frame paints dice."""
    body, pip = BODY.get(colour, BODY["white"])
    mark = colour_letter(colour) if letter else ""
    side = min(rect.width(), rect.height())
    r = QRectF(0, 0, side, side)
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.translate(rect.center())
    if angle:
        p.rotate(angle)
    p.translate(-side / 2, -side / 2)
    radius = side * 0.18
    shade = QColor(0, 0, 0, 70)             # the soft shadow
    fill = QColor(body.red(), body.green(), body.blue(), 150) if dimmed else body
    edge = QColor(0, 0, 0, 90)
    if held and palette is not None:
        edge = palette.color(QPalette.ColorRole.Highlight)
    width = max(1.0, side * (0.06 if held else 0.02))
    e = width / 2
    on_shadow = None if held or dimmed or ground is None else _rim_on_shadow(side, e)
    if on_shadow is not None and ground is not None:
        # opaque fills: the edge on the ground, the shadow on it, the edge on the shadow
        p.fillPath(_rim(side, e), solid(over(edge, ground)))
        p.fillPath(_shadow(side), solid(over(shade, ground)))
        p.fillPath(on_shadow, solid(over(edge, over(shade, ground))))
    else:
        p.fillPath(_shadow(side), solid(shade))
    if held or dimmed:
        path = QPainterPath()
        path.addRoundedRect(r, radius, radius)
        p.fillPath(path, solid(fill))
        outline(p, path, edge, width, dashed=held)
    else:       # the same thin edge as two fills (a third faster): the rim, the body inside
        if on_shadow is None:
            p.fillPath(_rim(side, e), solid(edge))
        inner = QPainterPath()
        inner.addRoundedRect(r.adjusted(e, e, -e, -e), radius - e, radius - e)
        p.fillPath(inner, solid(fill))
    pips = QPainterPath()
    if face in PIPS:
        step = side / 4
        pr = side * 0.09
        for cx, cy in PIPS[face]:
            pips.addEllipse(QPointF(step * (cx + 1), step * (cy + 1)), pr, pr)
    p.fillPath(pips, solid(pip))
    if letter:        # top centre, the one place no face has a pip, in the pips' colour
        p.fillPath(_letter(mark, max(7, int(side * LETTER_SIZE)), p.font()).translated(
            QPointF(side * 0.5, side * LETTER_AT)), solid(pip))
    p.restore()


def _shadow(side: float) -> QPainterPath:
    """A die's shadow, in its coordinates (the die is 0..side)."""
    radius = side * 0.18
    path = QPainterPath()
    path.addRoundedRect(QRectF(side * 0.04, side * 0.06, side, side), radius, radius)
    return path


def _rim(side: float, e: float) -> QPainterPath:
    """A die's outline grown by `e` (its edge is the rim less the body inside)."""
    radius = side * 0.18
    path = QPainterPath()
    path.addRoundedRect(QRectF(-e, -e, side + 2 * e, side + 2 * e), radius + e, radius + e)
    return path


_ON_SHADOW: dict[tuple[float, float], QPainterPath | None] = {}


def _rim_on_shadow(side: float, e: float) -> QPainterPath | None:
    """The part of a die's rim (`_rim`) that lies on its shadow, where the edge is the darker
    one (cached per size); None for a die too small for this shape (below 13 pixels).

    Its outline is the two outlines' own arcs and edges: the shadow's top-left corner, top
    edge and top-right arc to where that arc crosses the rim's, the rim's right edge,
    bottom-right corner and bottom edge to where the bottom-left arcs cross, the shadow's left
    edge back up. (Qt's path clipper would draw the arcs as lines, and costs 0.5 ms.)"""
    key = (side, e)
    if key not in _ON_SHADOW:
        if len(_ON_SHADOW) > 64:
            _ON_SHADOW.clear()
        _ON_SHADOW[key] = _outline_on_shadow(side, e)
    return _ON_SHADOW[key]


def _outline_on_shadow(side: float, e: float) -> QPainterPath | None:
    rho, dx, dy = side * 0.18, side * 0.04, side * 0.06
    big = rho + e                           # the rim's corner radius
    # each corner circle of the shadow is the rim's moved by (dx, dy): where the two cross
    d = math.hypot(dx, dy)
    a = (big * big - rho * rho + d * d) / (2 * d)
    if not (dx > e and dy > e and a < big):
        return None
    h = math.sqrt(big * big - a * a)
    ux, uy = dx / d, dy / d
    tr = (a * ux + h * uy, a * uy - h * ux)     # from the rim's top-right corner's centre
    bl = (a * ux - h * uy, a * uy + h * ux)     # from its bottom-left one
    if not (tr[0] >= dx and tr[1] <= 0 and bl[0] <= 0 and bl[1] >= dy):     # on both arcs
        return None
    path = QPainterPath()

    def arc(cx: float, cy: float, r: float, start: float, end: float) -> None:
        sweep = (end - start + 180) % 360 - 180         # the short way round
        path.arcTo(QRectF(cx - r, cy - r, 2 * r, 2 * r), start, sweep)

    def angle(x: float, y: float) -> float:             # Qt's: counter-clockwise from 3
        return math.degrees(math.atan2(-y, x))

    path.moveTo(dx + rho, dy)
    path.lineTo(dx + side - rho, dy)
    arc(dx + side - rho, dy + rho, rho, 90, angle(tr[0] - dx, tr[1] - dy))
    arc(side - rho, rho, big, angle(*tr), 0)
    path.lineTo(side + e, side - rho)
    arc(side - rho, side - rho, big, 0, -90)
    path.lineTo(rho, side + e)
    arc(rho, side - rho, big, -90, angle(*bl))
    arc(dx + rho, dy + side - rho, rho, angle(bl[0] - dx, bl[1] - dy), -180)
    path.lineTo(dx, dy + rho)
    arc(dx + rho, dy + rho, rho, 180, 90)
    path.closeSubpath()
    return path


LETTER_AT, LETTER_SIZE = 0.25, 0.2      # the colour letter: centre height and size, in sides


def letter_rect(rect: QRectF) -> QRectF:
    """Where a coloured die's letter is drawn on the die at `rect` (its whole line)."""
    side = min(rect.width(), rect.height())
    return QRectF(rect.center().x() - side * 0.2, rect.top() + side * (LETTER_AT - LETTER_SIZE *
                                                                       0.75),
                  side * 0.4, side * LETTER_SIZE * 1.5)


def pip_colour(colour: str) -> QColor:
    """The colour of a die's pips (and of what else is written on it)."""
    return BODY.get(colour, BODY["white"])[1]


_LETTERS: dict[tuple[str, int, str], QPainterPath] = {}


def _letter(mark: str, pixels: int, font: QFont) -> QPainterPath:
    """`mark` in bold at `pixels` as a path centred on (0, 0); cached (text outlines are slow)."""
    key = (mark, pixels, font.family())
    path = _LETTERS.get(key)
    if path is None:
        f = QFont(font)
        f.setPixelSize(pixels)
        f.setBold(True)
        fm = QFontMetricsF(f)
        path = QPainterPath()
        path.addText(-fm.horizontalAdvance(mark) / 2, (fm.ascent() - fm.descent()) / 2, f, mark)
        _LETTERS[key] = path
    return path


_PIXMAPS: dict[tuple[int, str, int, float, str, int], QPixmap] = {}
SHADOW_MARGIN = 0.12          # a die pixmap is this much larger than the die on each side
TILT_ROOM = 1.16              # tilted pictures (|tilt| <= 8 degrees) are this much larger


def die_pixmap(face: int, side: int, *, colour: str = "white", dpr: float = 1.0,
               letter: bool = False, tilt: int = 0) -> QPixmap:
    """A cached picture of a die (with its shadow), `side` logical pixels wide, centred.

    The picture is `side * (1 + 2 * SHADOW_MARGIN)` wide (times TILT_ROOM when `tilt`, the
    die's resting angle in whole degrees, is not 0), so painters centre it on the die's place
    and can rotate it about its centre. Cached per face, colour, size, ratio and tilt.
    """
    key = (face, colour, side, dpr, colour_letter(colour) if letter else "", tilt)
    pm = _PIXMAPS.get(key)
    if pm is None:
        if len(_PIXMAPS) > 600:
            _PIXMAPS.clear()
        full = side * (1 + 2 * SHADOW_MARGIN) * (TILT_ROOM if tilt else 1.0)
        pm = QPixmap(int(round(full * dpr)), int(round(full * dpr)))
        pm.setDevicePixelRatio(dpr)
        pm.fill(QColor(0, 0, 0, 0))
        p = QPainter(pm)
        m = (full - side) / 2
        paint_die(p, QRectF(m, m, side, side), face, colour=colour, letter=letter,
                  angle=float(tilt))
        p.end()
        _PIXMAPS[key] = pm
    return pm
