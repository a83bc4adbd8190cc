"""The dice tray: large dice on a felt in the middle of the table, the kept shelf, the roll.

Presentation only: the play view tells the tray what lies on the table, which dice are
selected and which were just thrown. The roll animation is cosmetic (its own RNG); the final
faces are the engine's and are set before it starts. A click or `skip()` ends it at once.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from PySide6.QtCore import (
    QEasingCurve,
    QEvent,
    QPointF,
    QRectF,
    QSize,
    Qt,
    QTimer,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import (
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QPixmap,
    QResizeEvent,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from dicegames.engine import ShelfGroup
from dicegames.ui.common.later import after_repaint
from dicegames.ui.paint.dice import die_pixmap
from dicegames.ui.words import fill, translate

from .access import DieSpot
from .traypaint import (
    felt_pixmap,
    key_box,
    paint_decal,
    paint_key,
    paint_mark,
    paint_moment,
    paint_place,
    paint_question,
    paint_shelf,
    shelf_colours,
    tag_box,
)

GAP = 0.38                     # space between dice, in die sides
FULL_SIDE = 168     # the largest dice size fills the room; the others keep their share
ROW_GAP = 1.0                  # between two rows of dice (keycaps below, tags above), in sides
READABLE = 56       # … of it, but no die is drawn smaller than this where the room allows it
FLICKER_MS = 70                # a tumbling die shows a new face this often
EASE = QEasingCurve(QEasingCurve.Type.OutCubic)
TILTS = (-6, -3, 0, 3, 6)      # resting angles of thrown dice (few, so their pictures cache)


@dataclass
class _Tumble:
    delay: int                 # ms after the start of the roll
    spin: float                # degrees turned during the roll
    slide: QPointF             # where the die comes from, in die sides
    faces: list[int]           # the faces it flickers through


class DiceTray(QWidget):
    """Draws the tray; emits `die_clicked(position)`; animates throws."""

    a11y_role = "List"                 # its dice are the list's items (access.DieSpot)
    die_clicked = Signal(int)
    roll_finished = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dice_tray")
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(360, 220)
        self.dice: tuple[int, ...] = ()
        self.colours: tuple[str, ...] = ()
        self.live: frozenset[int] = frozenset()
        self.awaiting: frozenset[int] = frozenset()
        self.typed: dict[int, int] = {}          # faces typed for awaited dice, not yet applied
        self.selected: frozenset[int] = frozenset()
        self.mode = "none"                      # "reroll", "throw_faces", "take" or "none"
        self.shelf: tuple[ShelfGroup, ...] = ()
        self.resting: tuple[int, ...] = ()      # the last throw, shown dimmed before the next
        self.max_side = 96
        self._per_die, self._stagger = 520, 50
        self._rng = random.Random()             # cosmetic only, never the game's dice
        self._tilt: dict[int, int] = {}
        self._tumbles: dict[int, _Tumble] = {}
        self._anim = QVariantAnimation(self)
        self._anim.setStartValue(0.0)
        self._anim.setEndValue(1.0)
        self._anim.valueChanged.connect(self._repaint_flight)
        self._flight = QRectF()
        self._anim.finished.connect(self._on_finished)
        self._felt: QPixmap | None = None
        self._felt_key: tuple[object, ...] = ()
        self._geometry_key: tuple[object, ...] = ()
        self._geometry_value: tuple[int, float] = (1, 16.0)
        self.moment: tuple[str, str] | None = None
        self._moment_timer = QTimer(self)
        self._moment_timer.setSingleShot(True)
        self._moment_timer.timeout.connect(self.clear_moment)
        self.spots: list[DieSpot] = []
        self.retranslate_ui()

    # ------------------------------------------------------------------ state
    def set_table(self, dice: tuple[int, ...], colours: tuple[str, ...], live: tuple[int, ...],
                  shelf: tuple[ShelfGroup, ...], awaiting: frozenset[int],
                  resting: tuple[int, ...] = ()) -> None:
        """What lies on the table now (faces by tray position; 0 = not thrown yet). `resting`:
        the faces of the last throw, shown dimmed where nothing is thrown yet (the dice never
        look blank between turns)."""
        if len(dice) != len(self.dice):
            self._tilt = {}
        self.dice, self.colours, self.live = tuple(dice), tuple(colours), frozenset(live)
        self.shelf, self.awaiting = tuple(shelf), frozenset(awaiting)
        self.resting = tuple(resting) if len(resting) == len(dice) else ()
        self.typed = {}
        self._update_accessible()
        self.update()

    def set_typed(self, faces: tuple[int, ...]) -> None:
        """Show the faces typed so far for real dice on the awaited places, in order."""
        typed = dict(zip(sorted(self.awaiting), faces))
        if typed != self.typed:
            self.typed = typed
            self._update_spots()
            self.update()

    def set_selection(self, selected: frozenset[int], mode: str) -> None:
        """Dice picked by the player: to throw again (`reroll`, `throw_faces`) or to set
        aside (`take`)."""
        self.selected, self.mode = frozenset(selected), mode
        self._update_accessible()
        self.update()

    def set_timing(self, per_die: int, stagger: int) -> None:
        """Roll animation timing in ms; (0, 0) turns the animation off."""
        self._per_die, self._stagger = per_die, stagger

    def set_max_side(self, side: int) -> None:
        self.max_side = max(24, side)
        self.update()

    # ------------------------------------------------------------------ roll animation
    @property
    def animating(self) -> bool:
        return self._anim.state() == QVariantAnimation.State.Running

    def roll(self, positions: tuple[int, ...]) -> None:
        """Tumble the dice at `positions` into the faces already set; instant when timing is 0."""
        positions = tuple(p for p in positions if 0 <= p < len(self.dice))
        for p in positions:
            self._tilt[p] = self._rng.choice(TILTS)
        if positions:
            self.clear_moment()                 # a new throw: the last big moment is over
        if not positions or self._per_die <= 0:
            self.skip()
            self.roll_finished.emit()
            return
        self._anim.stop()
        self._tumbles = {}
        for k, p in enumerate(positions):
            frames = 1 + (self._per_die + self._stagger * k) // FLICKER_MS
            self._tumbles[p] = _Tumble(
                self._stagger * k, self._rng.choice((-1, 1)) * self._rng.uniform(200, 520),
                QPointF(self._rng.uniform(-0.7, 0.7), self._rng.uniform(-0.5, 0.2)),
                [self._rng.randint(1, 6) for _ in range(frames)])
        self._anim.setDuration(self._per_die + self._stagger * (len(positions) - 1))
        side = self._side()
        self._flight = QRectF()
        for p in positions:
            self._flight = self._flight.united(self.die_rect(p).adjusted(
                -side, -side, side, side * 0.6))
        self.update()
        self._anim.start()

    def _repaint_flight(self) -> None:
        """Only the band the dice fly through is repainted during a roll."""
        self.update(self._flight.toAlignedRect())

    def skip(self) -> None:
        """End the roll now, showing the final faces (emits roll_finished if one was running)."""
        if self.animating:
            self._anim.stop()
            self._on_finished()
        self._tumbles = {}
        self.update()

    def _on_finished(self) -> None:
        self._tumbles = {}
        self.update()
        self.roll_finished.emit()

    def _tumble_at(self, p: int) -> tuple[float, QPointF, int] | None:
        """(angle, offset in die sides, face shown) of a die in flight, or None when at rest."""
        tumble = self._tumbles.get(p)
        if tumble is None or not self.animating:
            return None
        elapsed = float(self._anim.currentValue() or 0.0) * self._anim.duration()
        local = min(1.0, max(0.0, (elapsed - tumble.delay) / max(1, self._per_die)))
        if local >= 1.0:
            return None
        rest = 1.0 - EASE.valueForProgress(local)
        face = tumble.faces[min(len(tumble.faces) - 1, int(elapsed // FLICKER_MS))]
        return tumble.spin * rest, tumble.slide * rest, face

    # ------------------------------------------------------------------ big moments
    def show_moment(self, title: str, subtitle: str = "", ms: int = 1800) -> None:
        """A short banner over the tray (зонк, hot dice, Здорово! …); never modal."""
        self.moment = (title, subtitle)
        self._moment_timer.start(ms)
        self.update()

    def clear_moment(self) -> None:
        self.moment = None
        self._moment_timer.stop()
        self.update()

    # ------------------------------------------------------------------ geometry
    def sizeHint(self) -> QSize:
        return QSize(640, 380)

    def _fits(self, per_row: int, rows: int) -> float:
        """The largest die side that fits `rows` rows of `per_row` dice (with keycaps, tags)."""
        width = (self.width() - 96) / (per_row + (per_row - 1) * GAP)
        room = self.height() - self._shelf_height() - 24
        height = room * 0.5 if rows == 1 else room / (2 * (1 + ROW_GAP)) * 0.9
        return min(width, height)

    def _layout(self) -> tuple[int, float]:
        """(dice per row, the fitting side): one row, or two in a narrow, tall tray."""
        n = max(1, len(self.dice))
        one = self._fits(n, 1)
        if n >= 4:
            half = (n + 1) // 2
            two = self._fits(half, 2)
            if two > one * 1.15:
                return half, two
        return n, one

    def _side(self) -> float:
        return self._geometry()[1]

    def _geometry(self) -> tuple[int, float]:
        """(dice per row, the die side), worked out once per size, dice count, shelf and
        dice size (a repaint asks for them for every die, its keycap, tag and place)."""
        key = (self.width(), self.height(), len(self.dice), bool(self.shelf), self.max_side)
        if key != self._geometry_key:
            per_row, fit = self._layout()
            share = fit * min(1.0, self.max_side / FULL_SIDE)   # smaller sizes stay smaller …
            side = max(16.0, min(fit, READABLE), min(float(self.max_side), share))  # legible
            self._geometry_key, self._geometry_value = key, (per_row, side)
        return self._geometry_value

    def _shelf_height(self) -> float:
        return 0.0 if not self.shelf else max(44.0, min(self.height() * 0.22, 80.0))

    def die_rect(self, p: int) -> QRectF:
        """Where the die at tray position `p` rests (before any lift): left to right, in one
        row or, in a narrow tray, two (the first row the fuller one)."""
        n = len(self.dice)
        per_row, side = self._geometry()
        rows = (n + per_row - 1) // per_row
        row, column = divmod(p, per_row)
        in_row = min(per_row, n - row * per_row)
        width = in_row * side + (in_row - 1) * GAP * side
        block = rows * side + (rows - 1) * ROW_GAP * side
        top = (self.height() - self._shelf_height() - block) / 2 - side * 0.05 \
            + row * side * (1 + ROW_GAP)
        return QRectF((self.width() - width) / 2 + column * side * (1 + GAP), top, side, side)

    def _lift(self, mark: str) -> float:
        """How far a die is lifted (negative: up) for its mark, in pixels."""
        return {"hold": -0.16, "take": -0.16, "throw": 0.05}.get(mark, 0.0) * self._side()

    def tag_rect(self, p: int) -> QRectF:
        """Where die `p`'s tag is drawn (an empty rect when it has none)."""
        mark = self.mark(p)
        text = self.tag_text(mark)
        if not text:
            return QRectF()
        rect = self.die_rect(p).translated(0, self._lift(mark))
        return tag_box(rect, text, self.font(), self._side() * (1 + GAP) - 4)[0]

    def key_rect(self, p: int) -> QRectF:
        """Where die `p`'s keycap (its key, 1–6) is drawn."""
        return key_box(self.die_rect(p))

    def position_at(self, point: QPointF) -> int | None:
        for p in range(len(self.dice)):
            r = self.die_rect(p).adjusted(-4, -self._side() * 0.25, 4, 4)
            if r.contains(point):
                return p
        return None

    # ------------------------------------------------------------------ marks
    def mark(self, p: int) -> str:
        """How die `p` is marked: "hold", "throw", "take", "aside", "await" or ""."""
        if p not in self.live:
            return "aside"
        if p in self.awaiting:
            return "await"
        if self.mode in ("reroll", "throw_faces") and self.selected:
            return "throw" if p in self.selected else "hold"
        if self.mode == "take" and p in self.selected:
            return "take"
        return ""

    def tag_text(self, mark: str) -> str:
        return {"hold": translate("DiceTray", "HOLD"), "throw": translate("DiceTray", "THROW"),
                "take": translate("DiceTray", "SET ASIDE")}.get(mark, "")

    def retranslate_ui(self) -> None:
        self.setAccessibleName(translate("DiceTray", "Dice tray"))
        self._update_accessible()

    def face_word(self, p: int) -> str:
        """Die `p`'s face in words ("five"; Detroit: "red five"), or what it waits for."""
        mark = self.mark(p)
        face = self.typed.get(p, 0) if mark == "await" else self.dice[p]
        if not face:
            return translate("DiceTray", "waiting for the throw") if mark == "await" \
                else translate("DiceTray", "not thrown")
        word = (translate("DiceTray", "one"), translate("DiceTray", "two"),
                translate("DiceTray", "three"), translate("DiceTray", "four"),
                translate("DiceTray", "five"), translate("DiceTray", "six"))[face - 1]
        colour = self.colours[p] if p < len(self.colours) else ""
        colours = {"white": translate("DiceTray", "white"), "red": translate("DiceTray", "red"),
                   "green": translate("DiceTray", "green")}
        if self.colours and colour in colours:
            word = fill(translate("DiceTray", "%1 %2", "a die's colour and face: red five"),
                        colours[colour], word)
        return word

    def die_name(self, p: int) -> str:
        """"Die 3, five, held" — what a screen reader says of the die at position `p`."""
        text = fill(translate("DiceTray", "Die %1, %2"), p + 1, self.face_word(p))
        mark = self.mark(p)
        if mark and mark != "await":
            text += ", " + self._mark_words()[mark]
        return text

    def _mark_words(self) -> dict[str, str]:
        return {"hold": translate("DiceTray", "held"),
                "throw": translate("DiceTray", "to throw again"),
                "take": translate("DiceTray", "to set aside"),
                "aside": translate("DiceTray", "set aside"),
                "await": translate("DiceTray", "waiting for the throw")}

    def _place_spots(self) -> list[DieSpot]:
        """One focusable object per die on the table (the focus chain needs them at once)."""
        spots: list[DieSpot] | None = getattr(self, "spots", None)
        if spots is None:
            return []
        while len(spots) < len(self.dice):
            spot = DieSpot(len(spots), self)
            spot.pressed.connect(self.die_clicked)
            spot.focus_changed.connect(self.update)
            spots.append(spot)
        for p, spot in enumerate(spots):
            spot.setVisible(p < len(self.dice))
        return spots

    def _update_spots(self) -> None:
        """One accessible, focusable object per die, over the painted die, saying it."""
        for p, spot in enumerate(self._place_spots()[:len(self.dice)]):
            spot.set_state(self.die_name(p), p in self.selected and self.mark(p) != "aside",
                           self.die_rect(p).toAlignedRect())

    def spots_for_tabs(self) -> list[DieSpot]:
        return list(self.spots)

    def focused_die(self) -> int | None:
        return next((s.position for s in getattr(self, "spots", ()) if s.hasFocus()), None)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._update_spots()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        elif event.type() == QEvent.Type.PaletteChange:
            self._felt = None
        super().changeEvent(event)

    def describe(self) -> str:
        """The dice in words, for screen readers: "Die 1: 5, held. Die 2: 3."."""
        parts = []
        words = self._mark_words()
        for p, face in enumerate(self.dice):
            text = fill(translate("DiceTray", "Die %1: %2"), str(p + 1),
                        str(face) if face else translate("DiceTray", "not thrown"))
            mark = self.mark(p)
            if mark:
                text += ", " + words[mark]
            parts.append(text)
        return ". ".join(parts) + "." if parts else translate("DiceTray", "No dice on the table.")

    def set_meaning(self, text: str) -> None:
        """What the dice mean in the game (421: the hand and its rank), told on hover and to
        screen readers."""
        self.meaning = text
        self.setToolTip(text)
        self._update_accessible()

    def _update_accessible(self) -> None:
        """The dice in words for screen readers — the tray's description, each die's name and
        whether it is picked — once the change is painted (the spots are placed at once)."""
        self._place_spots()
        after_repaint((self, "words"), self._say_dice, self)

    def _say_dice(self) -> None:
        meaning = getattr(self, "meaning", "")
        self.setAccessibleDescription(self.describe() + (" " + meaning if meaning else ""))
        self._update_spots()

    # ------------------------------------------------------------------ input
    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self.animating:
            self.skip()
            event.accept()
            return
        p = self.position_at(event.position())
        if p is not None and event.button() == Qt.MouseButton.LeftButton:
            self.die_clicked.emit(p)
        event.accept()

    # ------------------------------------------------------------------ painting
    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        area = QRectF(event.rect())
        felt = self._felt_pixmap()
        dpr = felt.devicePixelRatio()
        p.drawPixmap(area, felt, QRectF(area.x() * dpr, area.y() * dpr, area.width() * dpr,
                                        area.height() * dpr))
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        side = self._side()
        pal = self.palette()
        for pos in range(len(self.dice)):
            self._paint_die(p, pos, side, pal)
        shelf = self._shelf_height()
        if self.shelf and area.bottom() > self.height() - shelf - 12:
            paint_shelf(p, QRectF(20, self.height() - shelf - 12, self.width() - 40, shelf),
                        side, self.shelf, shelf_colours(self.colours, self.shelf),
                        translate("DiceTray", "Set aside:"), pal, self.font(),
                        self.devicePixelRatioF())
        if self.moment:
            room = (self.die_rect(0).top() if self.dice else self.height() / 2) - 0.3 * side
            paint_moment(p, self.width(), self.height() * 0.08, room, *self.moment, pal,
                         self.font())
        p.end()

    def _felt_pixmap(self) -> QPixmap:
        dpr = self.devicePixelRatioF()
        key = (self.width(), self.height(), dpr, self.palette().cacheKey())
        if self._felt is None or self._felt_key != key:
            self._felt = felt_pixmap(self.width(), self.height(), dpr, self.palette())
            self._felt_key = key
        return self._felt

    def _paint_die(self, p: QPainter, pos: int, side: float, pal: QPalette) -> None:
        rect = self.die_rect(pos)
        mark = self.mark(pos)
        if mark == "aside":                     # an empty place: the die is on the shelf
            paint_decal(p, ("place", pal.color(QPalette.ColorRole.Text).rgba()), rect,
                        self.devicePixelRatioF(),
                        lambda q, at: paint_place(q, rect.translated(at), pal))
            self._paint_key(p, pos, rect, pal, faint=True)
            if self.focused_die() == pos:
                self._paint_focus(p, rect, pal)
            return
        rect = rect.translated(0, self._lift(mark))
        face = self.dice[pos] if mark != "await" else self.typed.get(pos, 0)
        tilt = 0 if mark in ("hold", "take") else self._tilt.get(pos, 0)
        tumble = self._tumble_at(pos)
        dim = not face and mark != "await" and bool(self.resting) and tumble is None
        if dim:                                 # the last throw, at rest, until the next
            face = self.resting[pos]
            p.setOpacity(0.45)
        colour = self.colours[pos] if pos < len(self.colours) else "white"
        dpr = self.devicePixelRatioF()
        if tumble is None:                      # at rest: a cached picture, no transform
            pm = die_pixmap(face, int(side), colour=colour, dpr=dpr, letter=bool(self.colours),
                            tilt=tilt)
            size = pm.width() / dpr
            p.drawPixmap(QRectF(rect.center().x() - size / 2, rect.center().y() - size / 2,
                                size, size), pm, QRectF(pm.rect()))
            p.setOpacity(1.0)
        else:                                   # in flight: rotate, fast (it is moving)
            spin, slide, face = tumble
            rect = rect.translated(slide.x() * side, slide.y() * side)
            pm = die_pixmap(face, int(side), colour=colour, dpr=min(dpr, 1.0),
                            letter=bool(self.colours))     # moving: a plain picture will do
            full = pm.width() / pm.devicePixelRatio()
            p.save()
            p.setRenderHint(QPainter.RenderHint.Antialiasing, False)
            p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
            p.translate(rect.center())
            p.rotate(spin + tilt)
            p.drawPixmap(QRectF(-full / 2, -full / 2, full, full), pm, QRectF(pm.rect()))
            p.restore()
        if mark == "await" and not face:
            paint_question(p, rect, self.font(), colour, bool(self.colours))
        elif mark:
            paint_mark(p, rect, mark, self.tag_text(mark), pal, self.font(),
                       side * (1 + GAP) - 4)
        if tumble is None:
            self._paint_key(p, pos, self.die_rect(pos), pal)
        if self.focused_die() == pos:
            self._paint_focus(p, self.die_rect(pos), pal)

    def _paint_key(self, p: QPainter, pos: int, rect: QRectF, pal: QPalette,
                   faint: bool = False) -> None:
        """The keycap under the die at `rect` (drawn once per place, then a picture)."""
        label, font = str(pos + 1), self.font()
        paint_decal(p, ("key", label, faint, pal.color(QPalette.ColorRole.Text).rgba(),
                        font.key()), key_box(rect), self.devicePixelRatioF(),
                    lambda q, at: paint_key(q, label, rect.translated(at), pal, font, faint))

    def _paint_focus(self, p: QPainter, rect: QRectF, pal: QPalette) -> None:
        """The keyboard focus on a die: a ring in the highlight colour, dashed (not colour
        alone)."""
        pen = QPen(pal.color(QPalette.ColorRole.Highlight), 3, Qt.PenStyle.DashLine)
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        grow = self._side() * 0.12
        p.drawRoundedRect(rect.adjusted(-grow, -grow * 1.6, grow, grow), grow, grow)
