"""Dice and cards are painted with brushes only (no pens: see dicegames/ui/first_frame.py); the
picture must still show the body, the pips, Detroit's letter and a held die's dashed edge."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPalette

from dicegames.ui.first_frame import outline, solid
from dicegames.ui.paint.dice import BODY, paint_die


def _die(face: int, **kw) -> QImage:
    img = QImage(100, 100, QImage.Format.Format_ARGB32)
    img.fill(QColor("#808080"))
    p = QPainter(img)
    paint_die(p, QRectF(0, 0, 100, 100), face, **kw)
    p.end()
    return img


def _near(c: QColor, want: QColor, tol: int = 40) -> bool:
    return all(abs(a - b) <= tol for a, b in zip(c.getRgb()[:3], want.getRgb()[:3]))


def test_solid_brush_keeps_colour_and_alpha():
    b = solid(QColor(10, 20, 30, 40))
    assert b.color() == QColor(10, 20, 30, 40) and b.style() == Qt.BrushStyle.SolidPattern
    solid(QColor("blue"))                       # brushes are copies: the next one is separate
    assert b.color() == QColor(10, 20, 30, 40)


def test_a_die_shows_its_body_and_pips():
    body, pip = BODY["red"]
    img = _die(1, colour="red")
    assert _near(img.pixelColor(50, 50), pip)             # the one pip, in the middle
    assert _near(img.pixelColor(25, 75), body)            # no pip there on a 1
    six = _die(6, colour="red")
    assert _near(six.pixelColor(25, 25), pip) and _near(six.pixelColor(50, 50), body)


@pytest.mark.parametrize("face", range(1, 7))
def test_detroit_letter_is_drawn_in_the_pip_colour_where_no_pip_is(face):
    body, pip = BODY["green"]
    plain, lettered = _die(face, colour="green"), _die(face, colour="green", letter=True)
    everywhere = [(x, y) for x in range(plain.width()) for y in range(plain.height())]
    changed = [xy for xy in everywhere if plain.pixelColor(*xy) != lettered.pixelColor(*xy)]
    assert len(changed) > 30
    assert any(_near(lettered.pixelColor(*xy), pip) for xy in changed)
    top_centre = [(x, y) for x in range(36, 64) for y in range(12, 40)]
    assert set(changed) <= set(top_centre)            # no pip covered, on any face


def test_a_held_die_has_a_dashed_highlight_edge():
    pal = QPalette()
    pal.setColor(QPalette.ColorRole.Highlight, QColor("#0050ff"))
    img = _die(2, held=True, palette=pal)
    edge = [_near(img.pixelColor(x, 1), QColor("#0050ff"), 60) for x in range(25, 75)]
    assert any(edge) and not all(edge)                     # dashes, with gaps


def test_outline_strokes_like_a_pen_of_that_width():
    img = QImage(40, 40, QImage.Format.Format_ARGB32)
    img.fill(QColor("white"))
    p = QPainter(img)
    path = QPainterPath()
    path.addRect(QRectF(10, 10, 20, 20))
    outline(p, path, QColor("black"), 2.0)
    p.end()
    assert img.pixelColor(10, 20) == QColor("black") and img.pixelColor(20, 20) == QColor("white")
    assert img.pixelColor(13, 20) == QColor("white")


def test_a_coloured_die_carries_its_colours_initial_in_the_language(qapp):
    from PySide6.QtCore import QLocale

    from dicegames.ui.common.i18n import Translations
    from dicegames.ui.paint.dice import colour_letter, die_pixmap
    english = die_pixmap(1, 40, colour="red", letter=True).toImage()
    assert [colour_letter(c) for c in ("white", "red", "green")] == ["W", "R", "G"]
    tr = Translations()
    try:
        tr.set_language("ru")
        assert [colour_letter(c) for c in ("white", "red", "green")] == ["Б", "К", "З"]
        assert die_pixmap(1, 40, colour="red", letter=True).toImage() != english
    finally:
        tr.set_language("en")
        QLocale.setDefault(QLocale("en"))


def _differences(a: QImage, b: QImage) -> list[int]:
    """How far apart each pixel of `a` and `b` is (the largest of its red, green and blue)."""
    return [max(abs(x - y) for x, y in zip(a.pixelColor(i, j).getRgb()[:3],
                                           b.pixelColor(i, j).getRgb()[:3]))
            for j in range(a.height()) for i in range(a.width())]


@pytest.mark.parametrize("ground", ["#efece5", "#1c1e20"])         # the themes' windows
def test_over_a_ground_one_opaque_colour_paints_what_the_translucent_one_does(ground):
    from dicegames.ui.first_frame import over
    shapes = QPainterPath()
    shapes.addRoundedRect(QRectF(3.3, 2.6, 30, 20), 6, 6)
    shapes.addEllipse(QRectF(20.5, 14.2, 17, 17))
    pictures = []
    for colour in (QColor(74, 70, 63, 40), over(QColor(74, 70, 63, 40), QColor(ground))):
        img = QImage(40, 34, QImage.Format.Format_ARGB32)
        img.fill(QColor(ground))
        p = QPainter(img)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillPath(shapes, solid(colour))
        p.end()
        pictures.append(img)
    assert max(_differences(*pictures)) <= 2                # (rounding)


@pytest.mark.parametrize("felt", ["#e6e1d6", "#34383c"])            # light and dark
@pytest.mark.parametrize("side,ratio", [(34, 1.0), (26, 1.0), (34, 2.0), (30.5, 1.5)])
def test_a_die_painted_on_its_known_felt_looks_as_when_painted_translucent(felt, side, ratio):
    """The home's dice get their felt's colour (`ground`) and paint the shadow and the edge
    as the opaque colours those make on it: the same picture but where the shadow's outline
    crosses the edge (two corners, a few pixels each)."""
    worst = []
    for angle, colour in ((-6, "white"), (4, "red"), (-2, "white"), (7, "green"), (0, "white")):
        pictures = []
        for ground in (None, QColor(felt)):
            img = QImage(int((side + 14) * ratio), int((side + 14) * ratio),
                         QImage.Format.Format_ARGB32)
            img.setDevicePixelRatio(ratio)
            img.fill(QColor(felt))
            p = QPainter(img)
            paint_die(p, QRectF(6.3, 5.6, side, side), 5, angle=angle, colour=colour,
                      letter=colour != "white", ground=ground)
            p.end()
            pictures.append(img)
        off = _differences(*pictures)
        worst.append((sum(d > 2 for d in off) / ratio ** 2, max(off), sum(off) / len(off)))
    assert max(n for n, _, _ in worst) <= 16             # pixels more than 2/255 off
    assert max(m for _, m, _ in worst) <= 32
    assert max(mean for _, _, mean in worst) < 0.5


def test_dice_too_small_for_the_opaque_shape_are_painted_translucent():
    from dicegames.ui.paint.dice import _rim_on_shadow
    assert _rim_on_shadow(12.0, 0.5) is None and _rim_on_shadow(26.0, 0.5) is not None
    plain = QImage(20, 20, QImage.Format.Format_ARGB32)
    plain.fill(QColor("#e6e1d6"))
    on_felt = QImage(plain)
    for img, ground in ((plain, None), (on_felt, QColor("#e6e1d6"))):
        p = QPainter(img)
        paint_die(p, QRectF(2, 2, 12, 12), 3, angle=5, ground=ground)
        p.end()
    assert plain == on_felt
