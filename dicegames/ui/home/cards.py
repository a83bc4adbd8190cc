"""The cards of the home page: each game as a tile on the table, and the game to continue."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from PySide6.QtCore import QEvent, QRectF, QSize, Signal
from PySide6.QtGui import QPainter, QPainterPath, QPalette
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from dicegames.ui.first_frame import Qt, outline, over, solid
from dicegames.ui.games import look
from dicegames.ui.paint.dice import paint_die
from dicegames.ui.words import (
    dice_count_text,
    fill,
    isolate,
    minutes_text,
    players_text,
    translate,
)

if TYPE_CHECKING:
    from PySide6.QtGui import QKeyEvent, QMouseEvent

    from dicegames.engine.records import PlayerEntry

R = QPalette.ColorRole


ANGLES = (-6, 4, -2, 7, -5, 3)


class DiceMotif(QWidget):
    """A row of small dice on a strip of felt showing what the game looks like (its look's
    motif, coloured where the game's dice are)."""

    def __init__(self, game_id: str, parent: QWidget | None = None, max_side: float = 34) -> None:
        super().__init__(parent)
        self.game_id = game_id
        self.max_side = max_side
        self.setMinimumHeight(int(max_side) + 16)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(240, int(self.max_side) + 18)

    def set_max_side(self, side: float) -> None:
        """Dice of at most `side` pixels (a short window gives their room to the words)."""
        if side != self.max_side:
            self.max_side = side
            self.setMinimumHeight(int(side) + 16)
            self.updateGeometry()
            self.update()

    def paintEvent(self, event) -> None:
        game = look(self.game_id) if self.game_id else None
        faces = game.motif if game is not None else ()
        colours = game.motif_colours if game is not None else ()
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        felt = QPainterPath()
        felt.addRoundedRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), 10, 10)
        colour = self.palette().color(R.AlternateBase)
        p.fillPath(felt, solid(colour))
        ground = colour if colour.alpha() == 255 else None     # the dice know what they lie on
        n = max(1, len(faces))
        side = min(self.max_side, (self.width() - 16) / n - 6, self.height() - 14)
        x = (self.width() - n * (side + 6) + 6) / 2
        y = (self.height() - side) / 2
        for i, face in enumerate(faces):
            paint_die(p, QRectF(x + i * (side + 6), y, side, side), face,
                      colour=colours[i] if i < len(colours) else "white",
                      angle=ANGLES[i % len(ANGLES)], palette=self.palette(),
                      letter=bool(colours), dimmed=not self.isEnabled(), ground=ground)
        p.end()


class CardFrame(QWidget):
    """A card drawn like a tile on the table; once `make_interactive()` (when there is
    something to activate) it takes the focus, and Enter, Space or a click activates it.
    Until then it is a picture: the first frame sets no `Qt` enum (see `first_frame`)."""

    activated = Signal()
    navigated = Signal(object, int, int)     # self, dx, dy
    a11y_role = "Button"                     # for screen readers (dicegames/ui/access.py)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.interactive = False

    def make_interactive(self) -> None:
        if not self.interactive:
            self.interactive = True
            self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            self.setAttribute(Qt.WidgetAttribute.WA_Hover)
            self.setCursor(Qt.CursorShape.PointingHandCursor)

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        r = QRectF(self.rect()).adjusted(3, 3, -3, -5)
        shadow = QPainterPath()
        shadow.addRoundedRect(r.translated(0, 2), 14, 14)
        shade, ground = _alpha(pal, R.Shadow, 40), pal.color(R.Window)   # the home's background
        p.fillPath(shadow, solid(over(shade, ground) if ground.alpha() == 255 else shade))
        body = QPainterPath()
        body.addRoundedRect(r, 14, 14)
        p.fillPath(body, pal.brush(R.Base))
        focus = self.hasFocus()
        hover = self.underMouse() and self.isEnabled()
        outline(p, body, pal.color(R.Highlight) if focus else pal.color(R.Mid),
                2.5 if focus else (1.6 if hover else 1.0))
        p.end()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self.isEnabled():
                self.activated.emit()
            return
        step = {Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0), Qt.Key.Key_Up: (0, -1),
                Qt.Key.Key_Down: (0, 1)}.get(Qt.Key(key))
        if step is not None:
            self.navigated.emit(self, *step)
            return
        super().keyPressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(
                event.position().toPoint()) and self.isEnabled():
            self.activated.emit()
            return
        super().mouseReleaseEvent(event)

    def focusInEvent(self, event) -> None:
        self.update()
        super().focusInEvent(event)

    def focusOutEvent(self, event) -> None:
        self.update()
        super().focusOutEvent(event)


def _alpha(pal: QPalette, role: QPalette.ColorRole, a: int):
    c = pal.color(role)
    c.setAlpha(a)
    return c


def bold_label(label: QLabel, scale: float) -> None:
    font = label.font()
    font.setPointSizeF(font.pointSizeF() * scale)
    font.setBold(True)
    label.setFont(font)


class FittedLabel(QLabel):
    """Word-wrapped text that asks for the height of its whole text at its width, takes the
    room the layout gives and ends with "…" where that room runs out: a short window never
    cuts a line in half (the whole text is in the tooltip)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.full = ""
        self.fitting = False          # from the second frame on: the first paints the text as is
        self._fitted: tuple[str, int, int] | None = None
        self._lines = 1               # of the whole text at the width fitted last
        self.setWordWrap(True)

    def set_full_text(self, text: str) -> None:
        self.full = text
        self._fit() if self.fitting else self.setText(text)

    def start_fitting(self) -> None:
        """From now on take the room the layout gives (its stretch is the caller's)."""
        self.fitting = True
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self._fit()

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        if self.fitting:          # the whole text at this width; the layout may give less
            hint.setHeight(self._lines * self.fontMetrics().lineSpacing() + 2)
        return hint

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        if self.fitting:          # one line, and "…" ends it
            hint.setHeight(self.fontMetrics().lineSpacing())
        return hint

    def hasHeightForWidth(self) -> bool:
        return not self.fitting and super().hasHeightForWidth()   # (that of the text shown)

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        if self.fitting:
            self._fit()

    def _fit(self) -> None:
        if self._fitted == (self.full, self.width(), self.height()):
            return
        self._fitted = (self.full, self.width(), self.height())
        text, width, fm = self.full, max(1, self.width() - 2), self.fontMetrics()
        room = max(1, self.height() // max(1, fm.lineSpacing()))
        # fitting starts at the second frame: QTextLayout (its class and enums are built when
        # first imported) is not imported with the home
        from PySide6.QtGui import QTextLayout
        layout = QTextLayout(text, self.font())
        layout.beginLayout()
        starts = []
        while True:
            line = layout.createLine()
            if not line.isValid():
                break
            line.setLineWidth(width)
            starts.append(line.textStart())
        layout.endLayout()
        if len(starts) != self._lines:
            self._lines = max(1, len(starts))
            self.updateGeometry()
        shown = text + "\n" * max(0, room - len(starts))    # kept to the top of its room
        if len(starts) > room:
            start = starts[room - 1]
            last = text[start:starts[room]].rstrip()
            while last and fm.horizontalAdvance(last + "\u2026") > width:
                last = last[:-1]
            shown = text[:start] + last.rstrip(" ,.;:\u2014") + "\u2026"
        if shown != self.text():
            self.setText(shown)
            self.setToolTip(text if shown.rstrip("\n") != text else "")


class GameCardWidget(CardFrame):
    """One game: motif, name, facts, pitch and Play.

    The first frame shows what the game's look knows (name, pitch, motif); its facts — dice,
    players, how long — are the engine's, shown when the engine is loaded (`show_facts`)."""

    play_requested = Signal(str)

    def __init__(self, game_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game_id = game_id
        self.look = look(game_id)
        self.setObjectName(f"card_{game_id}")
        self.setMinimumSize(180, 230)
        self.info: Any = None                       # the engine's GameInfo, once loaded
        lay = QVBoxLayout(self)
        lay.setContentsMargins(14, 13, 14, 14)
        lay.setSpacing(5)
        self.motif = DiceMotif(game_id, self)
        lay.addWidget(self.motif)
        self.name = QLabel(self)
        bold_label(self.name, 1.35)
        self.name.setWordWrap(True)
        self.facts = QLabel(self)
        self.facts.setWordWrap(True)
        self.facts.setForegroundRole(R.PlaceholderText)
        self.facts.setText("\u00a0")              # a line kept for the facts: no jump later
        self.pitch = FittedLabel(self)
        self.play = QPushButton(self)
        policy = self.play.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.play.setSizePolicy(policy)
        self.play.hide()
        self.play.clicked.connect(self._activate)
        self.activated.connect(self._activate)
        for w in (self.name, self.facts, self.pitch):
            lay.addWidget(w)
        lay.addStretch(1)               # the labels keep to the top …
        lay.addWidget(self.play)
        self.retranslate_ui()

    def show_facts(self, info: Any) -> None:
        """The engine is loaded: the game's facts from its GameInfo, and the card plays."""
        self.info = info
        self.make_interactive()
        self.play.show()
        self.retranslate_ui()

    def make_interactive(self) -> None:
        if not self.interactive:
            super().make_interactive()
            self.pitch.start_fitting()       # … and from the second frame the pitch takes the
            lay = self.layout()              # room left (fitting costs ~1 ms a card)
            assert isinstance(lay, QVBoxLayout)
            at = lay.indexOf(self.pitch)
            lay.setStretch(at, 1)
            lay.setStretch(at + 1, 0)
            self.play.setFocusPolicy(Qt.FocusPolicy.NoFocus)     # the card takes the focus
            lay.setAlignment(self.play, Qt.AlignmentFlag.AlignRight)

    def _activate(self) -> None:
        if self.info is not None:
            self.play_requested.emit(self.game_id)

    def retranslate_ui(self) -> None:
        game, info = self.look, self.info
        self.name.setText(game.name())
        if info is not None:
            players = max(2, info.min_players) if info.max_players > 1 else 1
            facts = (dice_count_text(info.dice),
                     players_text(info.min_players, info.max_players),
                     minutes_text(game.minutes(None, players)))   # each fact wraps as a whole
            self.facts.setText(" · ".join(f.replace(" ", "\u00a0") for f in facts))
        self.pitch.set_full_text(game.pitch())
        self.play.setText(translate("Home", "Play"))
        self.setAccessibleName(game.name())
        if info is None:     # a picture until the second stage, when screen readers are told
            return           # of the home (ui.access): the first frame imports no ear (~2 ms)
        from dicegames.ui.ear import for_ear  # "6 dice, 2 to 8 players", no "middle dot"
        self.setAccessibleDescription(for_ear(self.facts.text() + ". " + game.pitch()))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


class ContinueInfo(NamedTuple):
    """The unfinished game of the autosave, as the home shows it (a named tuple: the first
    frame imports no `dataclasses`)."""

    game: str
    players: tuple[PlayerEntry, ...]
    saved_at: str                 # ISO 8601 UTC
    dice_source: str = "virtual"


def players_line(players: tuple[PlayerEntry, ...]) -> str:
    names = []
    for p in players:
        names.append(isolate(p.name) if p.kind == "human"
                     else fill(translate("Home", "%1 (computer)"), p.name))
    return ", ".join(names)


class ContinueCard(CardFrame):
    """The game in progress: which game, who plays, when it was last played."""

    continue_requested = Signal()
    discard_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("continue_card")
        self.info: ContinueInfo | None = None
        lay = QVBoxLayout(self)
        lay.setContentsMargins(18, 16, 18, 16)
        self.heading = QLabel(self)
        self.heading.setForegroundRole(R.Highlight)
        bold_label(self.heading, 1.0)
        self.heading.setWordWrap(True)         # "Продолжить с того места, где остановились"
        self.motif = DiceMotif("", self, max_side=26)
        self.game = QLabel(self)
        bold_label(self.game, 1.3)
        self.players = QLabel(self)
        self.players.setWordWrap(True)
        self.when = QLabel(self)
        self.when.setForegroundRole(R.PlaceholderText)
        self.when.setWordWrap(True)
        self.go = QPushButton(self)
        self.go.setDefault(True)
        self.discard = QPushButton(self)
        self.discard.setFlat(True)
        buttons = QHBoxLayout()
        buttons.addWidget(self.discard)
        buttons.addStretch(1)
        buttons.addWidget(self.go)
        for w in (self.heading, self.motif, self.game, self.players, self.when):
            lay.addWidget(w)
        lay.addLayout(buttons)
        self.confirming = False             # "Discard" asked once: asked again, in place
        self.go.clicked.connect(self._go)
        self.activated.connect(self._go)
        self.discard.clicked.connect(self._discard)
        self.retranslate_ui()

    def _go(self) -> None:
        if self.confirming:                 # "Keep it"
            self.confirming = False
            self.retranslate_ui()
            return
        self.continue_requested.emit()

    def _discard(self) -> None:
        """The first press asks in the card (no box in the way); the second discards."""
        if not self.confirming:
            self.confirming = True
            self.retranslate_ui()
            return
        self.confirming = False
        self.discard_requested.emit()

    def make_interactive(self) -> None:
        if not self.interactive:
            super().make_interactive()
            self.go.setFocusPolicy(Qt.FocusPolicy.NoFocus)       # the card takes the focus

    def set_info(self, info: ContinueInfo | None) -> None:
        self.info = info
        self.confirming = False
        self.setVisible(info is not None)
        if info is not None:
            self.make_interactive()
            self.motif.game_id = info.game
            self.motif.update()
        self.retranslate_ui()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Delete:
            self._discard()
            return
        if event.key() == Qt.Key.Key_Escape and self.confirming:
            self._go()
            return
        super().keyPressEvent(event)

    def retranslate_ui(self) -> None:
        self.heading.setText(translate("Home", "Continue where you left off"))
        self.go.setText(translate("Home", "Keep it") if self.confirming
                        else translate("Home", "Continue"))
        self.discard.setText(translate("Home", "Yes, discard") if self.confirming
                             else translate("Home", "Discard"))
        self.discard.setFlat(not self.confirming)
        self.discard.setToolTip(translate("Home", "Forget this game (Delete)"))
        if self.info is None:
            return
        from dicegames.ui.common.when import when_text
        self.game.setText(look(self.info.game).name())
        self.players.setText(players_line(self.info.players))
        self.when.setText(translate("Home", "Discard this game for good? It cannot be "
                                    "undone.") if self.confirming else
                          fill(translate("Home", "Last played %1"), when_text(self.info.saved_at)))
        self.setAccessibleName(fill(translate("Home", "Continue %1"), look(self.info.game).name()))
        self.setAccessibleDescription(self.players.text() + ". " + self.when.text())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
