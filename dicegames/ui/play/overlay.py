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
        self.title.setTextFormat(Qt.TextFormat.PlainText)     # a name in it is shown as typed
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 2.2)
        font.setBold(True)
        self.title.setFont(font)
        self.setAutoFillBackground(True)
        self.setBackgroundRole(QPalette.ColorRole.Window)
        parent.installEventFilter(self)
        self.covered: list[QWidget] = []        # hidden while covered: out of Tab and the
        self._hidden: list[QWidget] = []        # accessibility tree (the screen shows nothing
        self.hide()                             # else either)

    def cover(self) -> None:
        """Show over the whole parent, on top; what it covers leaves Tab and the tree."""
        self.setGeometry(self.host.rect())
        for widget in self.covered:
            if not widget.isHidden() and widget not in self._hidden:
                self._hidden.append(widget)
                widget.hide()
        self.show()
        self.raise_()

    def setVisible(self, visible: bool) -> None:
        super().setVisible(visible)
        if not visible:
            hidden, self._hidden = self._hidden, []
            for widget in hidden:
                widget.show()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.host and event.type() == QEvent.Type.Resize:
            self.setGeometry(self.host.rect())
        return False
