"""A panel that covers its parent widget (hand-over, game over) and follows its size."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QFrame, QWidget


class Overlay(QFrame):
    """Opaque, window-coloured, always exactly over its parent while shown."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAutoFillBackground(True)
        self.setBackgroundRole(QPalette.ColorRole.Window)
        parent.installEventFilter(self)
        self.hide()

    def cover(self) -> None:
        """Show over the whole parent, on top."""
        self.setGeometry(self.parentWidget().rect())
        self.show()
        self.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self.setGeometry(self.parentWidget().rect())
        return False
