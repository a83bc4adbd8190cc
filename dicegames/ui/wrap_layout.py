"""A row of controls that wraps onto the next line when the window is too narrow for it (the
statistics' filters in Russian at 960 px), instead of widening the window."""
from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget


class WrapLayout(QLayout):
    """Items left to right at their size hints, as many to a line as fit; the layout is as
    narrow as its widest item and as tall as its lines need at the width it gets."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._place(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._place(rect, move=True)

    def sizeHint(self) -> QSize:
        """All on one line."""
        shown = self._shown()
        m = self.contentsMargins()
        width = sum(i.sizeHint().width() for i in shown) + self._gap() * max(0, len(shown) - 1)
        height = max((i.sizeHint().height() for i in shown), default=0)
        return QSize(width + m.left() + m.right(), height + m.top() + m.bottom())

    def minimumSize(self) -> QSize:
        """One item to a line."""
        size = QSize()
        for item in self._shown():
            size = size.expandedTo(item.minimumSize())
        m = self.contentsMargins()
        return size + QSize(m.left() + m.right(), m.top() + m.bottom())

    def _shown(self) -> list[QLayoutItem]:
        return [i for i in self._items if not i.isEmpty()]

    def _gap(self) -> int:
        return self.spacing() if self.spacing() >= 0 else 6

    def _place(self, rect: QRect, move: bool) -> int:
        """Lay the items out in `rect`, each line's centred on it (only measure unless
        `move`); the height used."""
        m = self.contentsMargins()
        area = rect.adjusted(m.left(), m.top(), -m.right(), -m.bottom())
        gap = self._gap()
        lines: list[list[tuple[QLayoutItem, QSize]]] = [[]]
        x = area.x()
        for item in self._shown():
            hint = item.sizeHint()
            size = QSize(min(hint.width(), area.width()), hint.height())
            if lines[-1] and x + size.width() > area.right() + 1:     # on the next line
                lines.append([])
                x = area.x()
            lines[-1].append((item, size))
            x += size.width() + gap
        y = area.y()
        for line in lines:
            height = max((size.height() for _, size in line), default=0)
            x = area.x()
            for item, size in line:
                if move:
                    item.setGeometry(QRect(QPoint(x, y + (height - size.height()) // 2), size))
                x += size.width() + gap
            y += height + gap
        return max(0, y - gap - rect.y()) + m.bottom()
