"""Dice drawn with QPainter from palette colours: crisp at any size, light or dark."""
from __future__ import annotations

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

from dicegames.ui.first_frame import outline, solid

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
              palette: QPalette | None = None, letter: bool = False) -> None:
    """Draw one die showing `face` (0 = blank) inside `rect`, optionally rotated by `angle`.

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
    shadow = QPainterPath()                 # soft shadow
    shadow.addRoundedRect(r.translated(side * 0.04, side * 0.06), radius, radius)
    p.fillPath(shadow, solid(QColor(0, 0, 0, 70)))
    path = QPainterPath()
    path.addRoundedRect(r, radius, radius)
    fill = QColor(body.red(), body.green(), body.blue(), 150) if dimmed else body
    edge = QColor(0, 0, 0, 90)
    if held and palette is not None:
        edge = palette.color(QPalette.ColorRole.Highlight)
    width = max(1.0, side * (0.06 if held else 0.02))
    if held or dimmed:
        p.fillPath(path, solid(fill))
        outline(p, path, edge, width, dashed=held)
    else:       # the same thin edge as two fills (a third faster): the rim, the body inside
        e = width / 2
        rim, inner = QPainterPath(), QPainterPath()
        rim.addRoundedRect(r.adjusted(-e, -e, e, e), radius + e, radius + e)
        inner.addRoundedRect(r.adjusted(e, e, -e, -e), radius - e, radius - e)
        p.fillPath(rim, solid(edge))
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
