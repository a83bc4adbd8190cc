"""The turn banner: whose turn, throw k of n, the turn total and the game's own numbers."""
from __future__ import annotations

from typing import Any, Sequence

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from dicegames.ui import words as texts
from dicegames.ui.play.sheet.model import format_points

HIDDEN = frozenset({"throw", "throws", "current", "player", "thrown", "aside", "locked",
                    "format"})                      # shown elsewhere, or the engine's own


def _t(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("TurnBanner", text, None, n)


def _flag(key: str) -> str | None:
    """Words for a yes/no fact that is worth saying only when it is true."""
    return {"hot_dice": _t("Hot dice!"), "final_round": _t("Final round"),
            "school_only": _t("School cells only"), "extra_game": _t("Extra game")}.get(key)


def fact_text(key: str, value: Any, names: Sequence[str]) -> str | None:
    """One game-specific fact of the table in words, or None when it is not for players."""
    def seat(v: Any) -> str:
        return names[v] if isinstance(v, int) and 0 <= v < len(names) else str(v)

    label = texts.info_label(key)
    if key in HIDDEN or value is None or value == "":
        return None
    if key in ("hot_dice", "final_round", "school_only", "extra_game"):
        return _flag(key) if value else None
    if key == "chips" and isinstance(value, (tuple, list)):
        return label + ": " + " \u00b7 ".join(seat(p) + " " + str(v) for p, v in enumerate(value))
    if key == "active" and isinstance(value, (tuple, list)):
        return _t("Still in: %1").replace("%1", ", ".join(seat(p) for p in value)) \
            if len(value) < len(names) else None
    if key == "starter":
        return label + ": " + seat(value)
    if key == "piggyback_offer" and isinstance(value, (tuple, list)) and len(value) == 2:
        return _t("On offer: %1 with %n dice", int(value[1])).replace(
            "%1", format_points(value[0]))
    if key == "piggyback":
        return _t("Built on %1").replace("%1", format_points(value))
    if key == "phase":
        return texts.info_value(value).capitalize() if value in ("loading", "unloading") \
            else None
    if isinstance(value, (tuple, list, bool)):
        return None
    return label + " " + texts.info_value(value)


def turn_facts(table: Any, sheet: Any, names: Sequence[str], keeping: bool = False) -> list[str]:
    """The banner's facts in words: "throw 2 of 3", "this turn 35", "Pot 15", "Chips: …".

    `keeping` (score-keeper mode): no throws on screen, so only the game's own numbers."""
    facts: list[str] = []
    if keeping:
        pass
    elif table.max_throws and not table.throw:
        facts.append(_t("up to %n throws", table.max_throws))
    elif table.max_throws:
        facts.append(_t("throw %1 of %2").replace("%1", str(table.throw))
                     .replace("%2", str(table.max_throws)))
    elif table.throw:
        facts.append(_t("throw %1").replace("%1", str(table.throw)))
    if table.turn_total is not None and not keeping:
        facts.append(_t("this turn %1").replace("%1", format_points(table.turn_total)))
    seen = set()
    for key, value in tuple(table.info) + tuple(sheet.info):
        if key in seen or (keeping and key in ("series", "hot_dice")):
            continue
        seen.add(key)
        fact = fact_text(key, value, names)
        if fact:
            facts.append(fact)
    return facts


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
        self.facts = QLabel(self)
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
        button = QToolButton(self)
        button.setDefaultAction(action)
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)      # every one has its key
        self.buttons.addWidget(button)
        return button

    def set_turn(self, name: str, computer: bool, facts: list[str]) -> None:
        self._state = (name, computer, facts)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        name, computer, facts = self._state
        if not name:
            self.who.setText(_t("Game over"))
        elif computer:
            self.who.setText(_t("%1 (computer)").replace("%1", name))
        else:
            self.who.setText(name)
        self.facts.setText(" \u00b7 ".join(facts))
        self.setAccessibleName(_t("Turn"))
        self.setAccessibleDescription(self.who.text() + ". " + self.facts.text())

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


def moment_for(game_id: str, names: Sequence[str],
               events: Sequence[Any]) -> tuple[str, str] | None:
    """The big moment among these events, as (title, subtitle), or None.

    Зонк, hot dice, five alike in Здорово!, 421 in Zanzibar, six of a kind, a player leaving.
    """
    def who(seat: Any) -> str:
        return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else ""

    for e in events:
        kind = e.kind
        if kind == "zonk":
            lost = getattr(e, "lost", 0)
            if not lost:
                return _t("Zonk!"), _t("%1 scores nothing this turn").replace(
                    "%1", who(e.player))
            return _t("Zonk!"), _t("%1 loses %2").replace("%1", who(e.player)).replace(
                "%2", format_points(lost))
        if kind == "hot_dice":
            return _t("Hot dice!"), _t("%1 has %2 this turn").replace("%1", who(e.player)) \
                .replace("%2", format_points(getattr(e, "turn_total", 0)))
        if kind == "player_left":
            return _t("%1 leaves the table").replace("%1", who(e.player)), \
                _t("no chips left - a winner")
        if kind == "dice_thrown":
            dice = tuple(getattr(e, "dice", ()))
            if game_id == "zdorovo" and len(dice) == 5 and len(set(dice)) == 1:
                return _t("Zdorovo!"), _t("%1 threw five alike").replace("%1", who(e.player))
            if game_id == "zanzibar" and sorted(dice) == [1, 2, 4]:
                return _t("421!"), _t("%1 threw the best of all").replace("%1", who(e.player))
            if len(dice) == 6 and len(set(dice)) == 1:
                return _t("Six of a kind!"), who(e.player)
    return None
