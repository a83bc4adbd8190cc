"""Every modal the app opens goes through one injectable service: tests pass a fake that
answers at once, so nothing blocks on exec()."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog, QMessageBox, QWidget


class DialogService:
    """The real dialogs (QDialog.exec, QFileDialog, QMessageBox); Qt is imported when asked."""

    def run(self, dialog: QDialog) -> bool:
        """Show a dialog modally; True when it was accepted."""
        from PySide6.QtWidgets import QDialog
        return dialog.exec() == QDialog.DialogCode.Accepted

    def open_file(self, parent: QWidget | None, title: str, directory: str,
                  filters: str) -> str | None:
        from PySide6.QtWidgets import QFileDialog
        path, _ = QFileDialog.getOpenFileName(parent, title, directory, filters)
        return path or None

    def save_file(self, parent: QWidget | None, title: str, path: str,
                  filters: str) -> str | None:
        from PySide6.QtWidgets import QFileDialog
        path, _ = QFileDialog.getSaveFileName(parent, title, path, filters)
        return path or None

    def confirm(self, parent: QWidget | None, title: str, text: str, *,
                default: bool = False) -> bool:
        """Ask a yes/no question; True when the player agrees. Enter gives `default`: No —
        the safe answer — unless the question loses and changes nothing either way."""
        from PySide6.QtWidgets import QMessageBox
        box = message_box(parent, title, text, "question")
        yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
        box.setDefaultButton(yes if default else no)
        return box.exec() == yes

    def info(self, parent: QWidget | None, title: str, text: str) -> None:
        """Tell the player something they must acknowledge."""
        message_box(parent, title, text, "information").exec()

    def warn(self, parent: QWidget | None, title: str, text: str) -> None:
        message_box(parent, title, text, "warning").exec()

    def about(self, parent: QWidget | None, title: str, text: str) -> None:
        from PySide6.QtWidgets import QMessageBox
        QMessageBox.about(parent, title, text)


def message_box(parent: QWidget | None, title: str, text: str, kind: str) -> QMessageBox:
    """A message box showing `text` as plain text (a name "<b>x</b>" in it is shown as typed,
    never read as markup): a question has Yes and No, the others OK."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QMessageBox
    icon = {"question": QMessageBox.Icon.Question, "warning": QMessageBox.Icon.Warning}.get(
        kind, QMessageBox.Icon.Information)
    buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No \
        if kind == "question" else QMessageBox.StandardButton.Ok
    box = QMessageBox(icon, title, text, buttons, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    return box
