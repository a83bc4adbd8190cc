"""Modal questions go through one injectable service, so tests never block on `exec()`."""
from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget


class DialogService:
    """Asks the player yes/no questions and tells them things; the default uses QMessageBox.

    Tests inject an object with the same methods that answers from a script.
    """

    def confirm(self, parent: QWidget | None, title: str, text: str) -> bool:
        """Ask a yes/no question; True when the player agrees."""
        box = QMessageBox(QMessageBox.Icon.Question, title, text,
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, parent)
        box.setDefaultButton(QMessageBox.StandardButton.Yes)
        return box.exec() == QMessageBox.StandardButton.Yes

    def info(self, parent: QWidget | None, title: str, text: str) -> None:
        """Tell the player something they must acknowledge."""
        QMessageBox.information(parent, title, text)
