"""The action buttons under the tray: only what is legal now, each showing its key."""
from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QSizePolicy, QWidget

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
