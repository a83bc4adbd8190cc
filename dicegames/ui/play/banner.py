"""The turn banner: whose turn, throw k of n, the turn total and the game's own numbers."""
from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from dicegames.engine import (
    DiceThrown,
    Event,
    HotDice,
    PlayerLeft,
    Zonk,
)
from dicegames.ui.access import name_as_shown
from dicegames.ui.ear import for_ear
from dicegames.ui.games import GameLook
from dicegames.ui.games.base import seat_name
from dicegames.ui.words import (
    fill,
    format_points,
    isolate,
    translate,
)


class BannerButton(QToolButton):
    """A banner tool button that shows the keyboard focus (Fusion draws none on these)."""

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self.hasFocus():
            p = QPainter(self)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setPen(QPen(self.palette().color(QPalette.ColorRole.Highlight), 2))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(self.rect().adjusted(1, 1, -1, -1), 3, 3)
            p.end()


class TurnBanner(QFrame):
    """The top line of the table; tool buttons for the announcing keys and undo/redo."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("turn_banner")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.who = QLabel(self)
        self.who.setObjectName("banner_who")
        font = self.who.font()
        font.setPointSizeF(font.pointSizeF() * 1.45)
        font.setBold(True)
        self.who.setFont(font)
        self.who.setTextFormat(Qt.TextFormat.PlainText)      # a name is shown as typed
        self.facts = QLabel(self)
        self.facts.setTextFormat(Qt.TextFormat.PlainText)
        self.facts.setObjectName("banner_facts")
        self.facts.setWordWrap(True)
        self.facts.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        text = QVBoxLayout()
        text.setSpacing(2)
        text.addWidget(self.who)
        text.addWidget(self.facts)
        self.buttons = QHBoxLayout()
        self.buttons.setSpacing(4)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(12, 6, 8, 6)
        lay.addLayout(text, 1)
        lay.addLayout(self.buttons)
        self._state: tuple[str, bool, list[str]] = ("", False, [])
        self.retranslate_ui()

    def add_action(self, action: QAction) -> QToolButton:
        button = BannerButton(self)
        button.setDefaultAction(action)
        action.changed.connect(lambda b=button, a=action: b.setAccessibleName(
            for_ear(a.text().replace("&", ""))))        # "Whose turn, T": no parentheses
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)     # each has its key; Tab reaches it
        self.buttons.addWidget(button)
        return button

    def tool_buttons(self) -> list[QToolButton]:
        """The banner's buttons, left to right (for the play view's Tab order)."""
        items = (self.buttons.itemAt(i) for i in range(self.buttons.count()))
        widgets = [item.widget() for item in items if item is not None]
        return [w for w in widgets if isinstance(w, QToolButton)]

    def set_turn(self, name: str, computer: bool, facts: list[str]) -> None:
        self._state = (name, computer, facts)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        name, computer, facts = self._state
        if not name:
            self.who.setText(translate("TurnBanner", "Game over"))
        elif computer:
            self.who.setText(fill(translate("TurnBanner", "%1 (computer)"), name))
        else:
            self.who.setText(isolate(name))
        name_as_shown(self.who, self.who.text())
        self.facts.setText(" \u00b7 ".join(facts))
        self.facts.setAccessibleName(for_ear(self.facts.text()))   # no "middle
        self.setAccessibleName(translate("TurnBanner", "Turn"))                 # dot"
        self.setAccessibleDescription(for_ear(self.who.text() + ". " + self.facts.text(),
                                              (self.who.text(),)))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


def moment_for(game: GameLook, names: Sequence[str],
               events: Sequence[Event]) -> tuple[str, str] | None:
    """The big moment among these events, as (title, subtitle), or None: a zonk, hot dice, a
    player leaving, or what the game flags as its own (five alike, 421, six of a kind)."""
    for e in events:
        who = seat_name(names, e.player)
        match e:
            case Zonk(lost=0):
                return translate("TurnBanner", "Zonk!"), fill(
                    translate("TurnBanner", "%1 scores nothing this turn"), who)
            case Zonk(lost=lost):
                return translate("TurnBanner", "Zonk!"), fill(
                    translate("TurnBanner", "%1 loses %2"), who, format_points(lost))
            case HotDice(turn_total=total):
                return translate("TurnBanner", "Hot dice!"), fill(
                    translate("TurnBanner", "%1 has %2 this turn"), who, format_points(total))
            case PlayerLeft():
                return fill(translate("TurnBanner", "%1 leaves the table"), who), \
                    translate("TurnBanner", "no chips left \u2014 a winner")
            case DiceThrown(figure=""):
                continue
        own = game.moment(e, names)
        if own is not None:
            return own
    return None
