"""The home window: the games as cards, each with its dice, players, length and pitch."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import (QFrame, QGridLayout, QLabel, QMainWindow, QPushButton,
                               QScrollArea, QSizePolicy, QVBoxLayout, QWidget)

from dicegames.engine import DiceGamesError, game_info

from . import texts
from .dice import paint_die


def _t(text: str) -> str:
    return QCoreApplication.translate("Home", text)


MOTIF = {  # a little still life of each game's dice
    "zonk": (1, 5, 5, 3, 3, 2), "chicago": (1, 2, 3, 4, 5), "detroit": (3, 3, 2, 2, 4, 4),
    "school": (6, 6, 6, 2, 1), "zdorovo": (5, 5, 5, 5, 5), "zanzibar": (4, 2, 1),
}
DETROIT = ("white", "white", "red", "red", "green", "green")


class DiceMotif(QWidget):
    """A row of small dice showing what the game looks like."""

    def __init__(self, game_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game_id = game_id
        self.setMinimumHeight(40)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(240, 44)

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt override)
        faces = MOTIF.get(self.game_id, ())
        p = QPainter(self)
        side = min(34.0, (self.width() - 8) / max(1, len(faces)) - 6)
        for i, face in enumerate(faces):
            colour = DETROIT[i] if self.game_id == "detroit" else "white"
            paint_die(p, QRectF(4 + i * (side + 6), 3, side, side), face, colour=colour,
                      angle=(-6, 4, -2, 7, -5, 3)[i], palette=self.palette(),
                      letter=self.game_id == "detroit")
        p.end()


class GameCardWidget(QFrame):
    """One game: motif, name, facts, pitch and a Play button."""

    play_requested = Signal(str)

    def __init__(self, card: texts.GameCard, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card = card
        self.setObjectName(f"card_{card.id}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setMinimumWidth(280)
        self.available = _available(card.id)
        lay = QVBoxLayout(self)
        lay.addWidget(DiceMotif(card.id, self))
        self.name = QLabel(self)
        font = self.name.font()
        font.setPointSizeF(font.pointSizeF() * 1.35)
        font.setBold(True)
        self.name.setFont(font)
        self.facts = QLabel(self)
        self.pitch = QLabel(self)
        self.pitch.setWordWrap(True)
        self.pitch.setMinimumHeight(48)
        self.play = QPushButton(self)
        self.play.setEnabled(self.available)
        self.play.clicked.connect(lambda: self.play_requested.emit(card.id))
        for w in (self.name, self.facts, self.pitch):
            lay.addWidget(w)
        lay.addStretch(1)
        lay.addWidget(self.play, 0, Qt.AlignmentFlag.AlignRight)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        c = self.card
        self.name.setText(texts.game_name(c.id))
        self.facts.setText(" · ".join((texts.dice_count_text(c.dice), texts.players_text(
            c.players), texts.minutes_text(c.minutes))))
        self.pitch.setText(texts.game_pitch(c.id))
        self.play.setText(_t("Play") if self.available else _t("Coming soon"))
        self.setAccessibleName(texts.game_name(c.id))
        self.setAccessibleDescription(texts.game_pitch(c.id))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


def _available(game_id: str) -> bool:
    try:
        game_info(game_id)
    except DiceGamesError:
        return False
    return True


class HomeWindow(QMainWindow):
    """The first window: every game of the collection, ready to start."""

    play_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("home")
        self.setMinimumSize(960, 640)
        central = QWidget(self)
        outer = QVBoxLayout(central)
        self.title = QLabel(central)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 2)
        font.setBold(True)
        self.title.setFont(font)
        self.subtitle = QLabel(central)
        outer.addWidget(self.title)
        outer.addWidget(self.subtitle)
        grid_host = QWidget(central)
        grid = QGridLayout(grid_host)
        grid.setSpacing(16)
        self.cards = []
        for i, card in enumerate(texts.CARDS):
            w = GameCardWidget(card, grid_host)
            w.play_requested.connect(self.play_requested)
            grid.addWidget(w, i // 3, i % 3)
            self.cards.append(w)
        scroll = QScrollArea(central)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(grid_host)
        outer.addWidget(scroll, 1)
        self.setCentralWidget(central)
        self.resize(1180, 760)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(_t("Dice Games"))
        self.title.setText(_t("Dice Games"))
        self.subtitle.setText(_t("Five traditional dice games - pick one and sit down at the "
                                 "table."))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
