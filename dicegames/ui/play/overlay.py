"""A panel that covers its parent widget (hand-over, game over) and follows its size."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QFrame, QLabel, QWidget


class Overlay(QFrame):
    """Opaque, window-coloured, always exactly over its parent while shown, with a big title."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.host = parent
        self.title = QLabel(self)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 2.2)
        font.setBold(True)
        self.title.setFont(font)
        self.setAutoFillBackground(True)
        self.setBackgroundRole(QPalette.ColorRole.Window)
        parent.installEventFilter(self)
        self.hide()

    def cover(self) -> None:
        """Show over the whole parent, on top."""
        self.setGeometry(self.host.rect())
        self.show()
        self.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.host and event.type() == QEvent.Type.Resize:
            self.setGeometry(self.host.rect())
        return False
