"""The action buttons under the tray: only what is legal now, each showing its key."""
from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QPushButton, QSizePolicy, QWidget

from dicegames.engine import Action
from dicegames.ui.ear import for_ear
from dicegames.ui.flow_row import FlowRow
from dicegames.ui.games import GameLook
from dicegames.ui.play.offer import TableOffer
from dicegames.ui.words import dice_text, fill, format_points, phrases, translate

# command id -> its key (the play view binds the same keys as shortcuts)
KEYS = {
    "throw": "R", "set_aside": "Return", "score": "Return", "cross": "X", "bank": "B",
    "continue": "C", "piggyback": "P", "fresh": "F", "reroll_all": "N",
}
PRIMARY_HEIGHT = 52              # the button of the step to take now (the others: 36)
ORDER = ("throw", "set_aside", "score", "cross", "continue", "piggyback", "fresh", "reroll_all",
         "bank")


def key_text(command: str) -> str:
    """The key of a command as shown on its button ("R", "Enter")."""
    key = KEYS[command]
    if key == "Return":
        return translate("Controls", "Enter")
    return QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText)


@dataclass(frozen=True)
class Command:
    """One button: its id, its words (without the key) and whether it is the primary step."""

    id: str
    label: str
    primary: bool = False
    detail: str = ""              # what it scores, shown after the label ("= 3")


class ControlBar(QWidget):
    """Shows the commands it is given; `command_triggered(id)` when one is clicked."""

    command_triggered = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("controls")
        self.buttons: dict[str, QPushButton] = {}
        lay = FlowRow(self, spacing=8)
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
        self._commands: tuple[Command, ...] = ()
        self._primary: dict[str, bool] = {}     # how each button is dressed now
        # as tall as the primary step's button even without it: the tray above keeps its
        # height from move to move (the dice never jump, nor is the whole table re-laid out)
        self.setMinimumHeight(PRIMARY_HEIGHT)
        self.retranslate_ui()

    def set_commands(self, commands: list[Command]) -> None:
        """Show exactly these commands (in the bar's fixed order)."""
        if tuple(commands) == self._commands:
            return
        self._commands = tuple(commands)
        shown = {c.id: c for c in commands}
        for cid, button in self.buttons.items():
            command = shown.get(cid)
            button.setVisible(command is not None)
            if command is None or self._primary.get(cid) is command.primary:
                continue
            self._primary[cid] = command.primary
            font = button.font()
            font.setBold(command.primary)
            font.setPointSizeF(self.font().pointSizeF() * (1.3 if command.primary else 1.0))
            button.setFont(font)
            button.setMinimumHeight(PRIMARY_HEIGHT if command.primary else 36)
            button.setMinimumWidth(220 if command.primary else 0)
            button.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.retranslate_ui()

    def primary_button(self) -> QPushButton | None:
        """The button of the step to take now (else the first shown), or None."""
        shown = [self.buttons[c.id] for c in self._commands]
        primary = [self.buttons[c.id] for c in self._commands if c.primary]
        return next(iter(primary or shown), None)

    def visible_commands(self) -> list[str]:
        return [c.id for c in self._commands]

    def shown_commands(self) -> tuple[Command, ...]:
        return self._commands

    def retranslate_ui(self) -> None:
        for command in self._commands:
            button = self.buttons[command.id]
            label = command.label + (" = " + command.detail if command.detail else "")
            button.setText(fill(translate("Controls", "%1  (%2)"), label, key_text(command.id)))
            button.setAccessibleName(for_ear(fill(translate("Spoken", "%1 for %2"),
                                                  command.label, command.detail)
                                             if command.detail else command.label))
            button.setAccessibleDescription(for_ear(fill(translate("Controls", "Key: %1"),
                                                         key_text(command.id))))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        elif event.type() == QEvent.Type.FontChange:     # the buttons are dressed anew
            commands, self._commands, self._primary = self._commands, (), {}
            self.set_commands(list(commands))
        super().changeEvent(event)


# --------------------------------------------------------------------------- what is legal now
class Controls(QObject):
    """The counted words of the buttons (context "Controls")."""

    def throw_again(self, n: int) -> str:
        return self.tr("Throw %n dice again", "", n)

    def build_on(self, n: int) -> str:
        return self.tr("Build on %1 with %n dice", "", n)


def commands_for(offer: TableOffer, game: GameLook, picked: frozenset[int],
                 cell: tuple[str, int] | None, take_points: int | None = None) -> list[Command]:
    """The buttons for what the table offers. `picked`: the selected tray positions; `cell`:
    the sheet's cursor; `take_points`: what setting the picked dice aside scores."""
    verbs, legal, table = offer.verbs, offer.legal, offer.table
    n = len(picked)
    out: list[Command] = []
    if offer.roll:
        out.append(Command("throw", translate("Controls", "Roll") if offer.roll == "first"
                           else translate("Controls", "Throw again"), True))
    elif any(a.verb in ("reroll", "throw") and a.args for a in legal):
        out.append(Command("throw", phrases(Controls).throw_again(n) if n
                           else translate("Controls", "Throw all again"), True))
    elif "throw" in verbs:
        out.append(Command("throw", translate("Controls", "Throw again"), True))
    if "take" in verbs:
        faces = sorted((table.dice[p] for p in picked), reverse=True)
        label = translate("Controls", "Set aside") if not n else \
            fill(translate("Controls", "Set aside %1"), dice_text(faces))
        out.append(Command("set_aside", label, detail="" if take_points is None
                           else format_points(take_points)))
    name = game.cell_name(cell[0]) if cell else ""
    if "score" in verbs:
        ok = cell is not None and Action("score", (cell[0],)) in legal
        out.append(Command("score", fill(translate("Controls", "Score %1"), name)
                           if ok else translate("Controls", "Score")))
    if "cross" in verbs:
        ok = cell is not None and Action("cross", (cell[0],)) in legal
        out.append(Command("cross", fill(translate("Controls", "Cross out %1"), name)
                           if ok else translate("Controls", "Cross out")))
    if "continue" in verbs:
        out.append(Command("continue", translate("Controls", "Carry on with all dice"),
                           primary=not out))
    if "piggyback" in verbs:
        offered = table.get("piggyback_offer")
        out.append(Command("piggyback", fill(phrases(Controls).build_on(int(offered[1])),
                                             format_points(offered[0]))
                           if isinstance(offered, (tuple, list)) and len(offered) == 2
                           else translate("Controls", "Build on the previous score")))
    if "fresh" in verbs:
        out.append(Command("fresh", translate("Controls", "Fresh start")))
    if Action("reroll") in legal:
        out.append(Command("reroll_all", translate("Controls", "Throw again, keep nothing")))
    if verbs & {"bank", "stop"}:
        out.append(Command("bank", game.stop_text()))
    return out


def hint_for(offer: TableOffer) -> str:
    """One line under the tray saying how to pick dice now (empty when there is nothing to
    pick); the keys named are the tray's (1–3 for three dice)."""
    mode, legal = offer.mode, offer.legal
    keys = fill(translate("Controls", "%1–%2"), "1", str(max(1, len(offer.table.dice))))
    if mode == "take":
        takes = sorted({dice_text(sorted(a.numbers, reverse=True)) for a in legal
                        if a.verb == "take"}, key=lambda t: (len(t), t))
        return fill(translate("Controls", "Pick dice with %1, then Set aside. You can set aside: "
                              "%2."), keys, " \u00b7 ".join(takes))
    if mode == "throw_faces":
        return fill(translate("Controls", "Pick the dice to throw again with %1 (again to put "
                                          "one back), or throw them all."), keys)
    if mode == "reroll" and offer.writes_cells:
        return fill(translate("Controls", "Pick the dice to throw again with %1 (again to put "
                                          "one back), or choose a cell on the sheet."), keys)
    if mode == "reroll":
        return fill(translate("Controls", "Pick the dice to throw again with %1 (again to put one "
                              "back)."), keys)
    return ""
