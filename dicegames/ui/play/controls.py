"""The action buttons under the tray: only what is legal now, each showing its key."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QSizePolicy, QWidget

from dicegames.engine import Action
from dicegames.ui import words as texts
from dicegames.ui.play.sheet.model import format_points

from .log import dice_text

# command id -> its key (the play view binds the same keys as shortcuts)
KEYS = {
    "throw": "R", "set_aside": "Return", "score": "Return", "cross": "X", "bank": "B",
    "continue": "C", "piggyback": "P", "fresh": "F", "reroll_all": "N",
}
ORDER = ("throw", "set_aside", "score", "cross", "continue", "piggyback", "fresh", "reroll_all",
         "bank")


def _t(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("Controls", text, None, n)


def key_text(command: str) -> str:
    """The key of a command as shown on its button ("R", "Enter")."""
    key = KEYS[command]
    if key == "Return":
        return _t("Enter")
    return QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText)


@dataclass(frozen=True)
class Command:
    """One button: its id, its words (without the key) and whether it is the primary step."""

    id: str
    label: str
    primary: bool = False


class ControlBar(QWidget):
    """Shows the commands it is given; `command_triggered(id)` when one is clicked."""

    command_triggered = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("controls")
        self.buttons: dict[str, QPushButton] = {}
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(8)
        for command in ORDER:
            button = QPushButton(self)
            button.setObjectName("command_" + command)
            button.setAutoDefault(False)
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            button.setMinimumHeight(36)
            button.clicked.connect(lambda _=False, c=command: self.command_triggered.emit(c))
            button.hide()
            lay.addWidget(button)
            self.buttons[command] = button
        lay.addStretch(1)
        self._commands: tuple[Command, ...] = ()
        self.retranslate_ui()

    def set_commands(self, commands: list[Command]) -> None:
        """Show exactly these commands (in the bar's fixed order)."""
        self._commands = tuple(commands)
        shown = {c.id: c for c in commands}
        for cid, button in self.buttons.items():
            command = shown.get(cid)
            button.setVisible(command is not None)
            if command is None:
                continue
            font = button.font()
            font.setBold(command.primary)
            font.setPointSizeF(self.font().pointSizeF() * (1.3 if command.primary else 1.0))
            button.setFont(font)
            button.setMinimumHeight(52 if command.primary else 36)
            button.setMinimumWidth(220 if command.primary else 0)
            button.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.retranslate_ui()

    def visible_commands(self) -> list[str]:
        return [c.id for c in self._commands]

    def retranslate_ui(self) -> None:
        for command in self._commands:
            button = self.buttons[command.id]
            button.setText(_t("%1  (%2)").replace("%1", command.label)
                           .replace("%2", key_text(command.id)))
            button.setAccessibleName(command.label)
            button.setAccessibleDescription(_t("Key: %1").replace("%1", key_text(command.id)))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


# --------------------------------------------------------------------------- what is legal now
def selection_mode(legal: tuple[Action, ...]) -> str:
    """What picking dice means now: "reroll" (positions to throw again), "take" (dice to set
    aside), "throw_faces" (dice to throw again, named by faces) or "none"."""
    if any(a.verb == "reroll" and a.args for a in legal):
        return "reroll"
    if any(a.verb == "take" for a in legal):
        return "take"
    if any(a.verb == "throw" and a.args for a in legal):
        return "throw_faces"
    return "none"


def commands_for(game_id: str, legal: tuple[Action, ...], table: Any, picked: frozenset[int],
                 cell: tuple[str, int] | None, roll: str) -> list[Command]:
    """The buttons for these legal actions. `picked`: the selected tray positions; `cell`: the
    sheet's cursor; `roll`: "" when no throw is due, else "first" or "again" (virtual dice)."""
    verbs = {a.verb for a in legal}
    n = len(picked)
    out: list[Command] = []
    if roll:
        out.append(Command("throw", _t("Roll") if roll == "first" else _t("Throw again"), True))
    elif any(a.verb in ("reroll", "throw") and a.args for a in legal):
        out.append(Command("throw", _t("Throw %n dice again", n) if n
                           else _t("Throw all again"), True))
    elif "throw" in verbs:
        out.append(Command("throw", _t("Throw again"), True))
    if "take" in verbs:
        faces = dice_text(sorted((table.dice[p] for p in picked), reverse=True))
        out.append(Command("set_aside", _t("Set aside %1").replace("%1", faces) if n
                           else _t("Set aside")))
    name = texts.cell_name(game_id, cell[0]) if cell else ""
    if "score" in verbs:
        ok = cell is not None and Action("score", (cell[0],)) in legal
        out.append(Command("score", _t("Score %1").replace("%1", name) if ok else _t("Score")))
    if "cross" in verbs:
        ok = cell is not None and Action("cross", (cell[0],)) in legal
        out.append(Command("cross", _t("Cross out %1").replace("%1", name) if ok
                           else _t("Cross out")))
    if "continue" in verbs:
        out.append(Command("continue", _t("Carry on with all dice"), primary=not out))
    if "piggyback" in verbs:
        offer = table.get("piggyback_offer")
        out.append(Command("piggyback", _t("Build on %1 with %n dice", int(offer[1]))
                           .replace("%1", format_points(offer[0]))
                           if isinstance(offer, (tuple, list)) and len(offer) == 2
                           else _t("Build on the previous score")))
    if "fresh" in verbs:
        out.append(Command("fresh", _t("Fresh start")))
    if Action("reroll") in legal:
        out.append(Command("reroll_all", _t("Throw again, keep nothing")))
    if verbs & {"bank", "stop"}:
        out.append(Command("bank", _t("Stop") if game_id == "zanzibar" else _t("Bank")))
    return out


def hint_for(legal: tuple[Action, ...]) -> str:
    """One line under the tray saying how to pick dice now (empty when there is nothing to pick)."""
    mode = selection_mode(legal)
    if mode == "take":
        takes = sorted({dice_text(sorted(a.args, reverse=True)) for a in legal
                        if a.verb == "take"}, key=lambda t: (len(t), t))
        return _t("Pick dice with 1-6, then Set aside. You can set aside: %1.").replace(
            "%1", " \u00b7 ".join(takes))
    if mode == "throw_faces":
        return _t("Pick the dice to throw again with 1-6 (again to put one back), or throw "
                  "them all.")
    if mode == "reroll" and any(a.verb in ("score", "cross") for a in legal):
        return _t("Pick the dice to throw again with 1-6 (again to put one back), or choose "
                  "a cell on the sheet.")
    if mode == "reroll":
        return _t("Pick the dice to throw again with 1-6 (again to put one back).")
    return ""
