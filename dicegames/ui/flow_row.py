"""A row that wraps: the table's buttons, the statistics' filters."""
from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget


class FlowRow(QLayout):
    """Items left to right, each at its full size: one that does not fit goes on to the next
    row (a long label in Spanish or Russian is never squeezed under its neighbour, a row of
    filters never widens the window); as narrow as its widest item."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 8) -> None:
        super().__init__(parent)
        self.setContentsMargins(0, 0, 0, 0)
        self._gap = spacing
        self._items: list[QLayoutItem] = []

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # type: ignore[override]
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # type: ignore[override]
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
        shown = [i.sizeHint() for i in self._items if not i.isEmpty()]
        width = sum(s.width() for s in shown) + self._gap * max(0, len(shown) - 1)
        return QSize(width, max((s.height() for s in shown), default=0))

    def minimumSize(self) -> QSize:
        shown = [i.sizeHint() for i in self._items if not i.isEmpty()]
        return QSize(max((s.width() for s in shown), default=0),
                     max((s.height() for s in shown), default=0))

    def _place(self, rect: QRect, move: bool) -> int:
        """Lay the shown items out in rows within `rect`; the height they take."""
        rows: list[list[tuple[QLayoutItem, QSize]]] = [[]]
        x = 0
        for item in self._items:
            if item.isEmpty():
                continue
            hint = item.sizeHint()
            if rows[-1] and x + hint.width() > rect.width():
                rows.append([])
                x = 0
            rows[-1].append((item, hint))
            x += hint.width() + self._gap
        y = rect.y()
        for row in rows:
            tall = max((hint.height() for _, hint in row), default=0)
            x = rect.x()
            for item, hint in row:
                if move:                            # centred in its row
                    item.setGeometry(QRect(QPoint(x, y + (tall - hint.height()) // 2), hint))
                x += hint.width() + self._gap
            y += tall + (self._gap if row is not rows[-1] else 0)
        return y - rect.y()
