"""Every text the app shows now: window titles, labels, buttons, group boxes, tabs, choices,
placeholders, tool tips, accessible names, item views' display data and headers, text views,
the status bar — of every visible window; and the raw placeholders that must never be among
them (`%1`, `%n`, `%Ln`, `{0}`, `{}`)."""
from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from PySide6.QtCore import QAbstractListModel, QEvent, QModelIndex, QObject, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMainWindow,
    QTabBar,
    QTextEdit,
    QWidget,
)

PLACEHOLDER = re.compile(r"%L?[1-9n]|\{\d*\}")
ROOT = QModelIndex()


class Reader(QObject):
    """Reads what the windows show, and only what may have changed: a window that asked for
    no repaint since it was read, a list or table row its model did not change since, a text
    document of the same revision are not read again (they were clean then; every setText
    and every model change repaints or signals)."""

    def __init__(self) -> None:
        super().__init__()
        self.dirty: set[int] = set()                  # windows that asked to be repainted
        self.docs: dict[int, int] = {}                # text documents read: id -> revision
        self.models: dict[int, tuple[Any, set[int]]] = {}   # id -> (model, rows read)

    def texts(self, main: QWidget) -> Iterator[tuple[QWidget, str]]:
        """(widget, text) for the texts of the visible windows that may have changed (the
        hidden parts of a window, such as the home under the table, are not walked)."""
        for top in QApplication.topLevelWidgets():
            if not top.isVisible() or not self._repainted(top):
                continue
            yield top, top.windowTitle()
            if isinstance(top, QMainWindow):
                yield top, top.statusBar().currentMessage()
            todo = [top]
            while todo:
                w = todo.pop()
                for text in self._own(w):
                    if text:
                        yield w, text
                todo += [c for c in w.children() if isinstance(c, QWidget) and c.isVisible()
                         and not c.isWindow()]

    def _repainted(self, window: QWidget) -> bool:
        if not window.property("monkey_watched"):
            window.setProperty("monkey_watched", True)
            window.installEventFilter(self)
            return True
        if id(window) in self.dirty:
            self.dirty.discard(id(window))
            return True
        return False

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.UpdateRequest:
            self.dirty.add(id(obj))
        return False

    def _own(self, w: QWidget) -> Iterator[str]:
        yield w.toolTip()
        yield w.accessibleName()
        yield w.accessibleDescription()
        if isinstance(w, (QLabel, QAbstractButton)):
            yield w.text()
        elif isinstance(w, QGroupBox):
            yield w.title()
        elif isinstance(w, QLineEdit):
            yield w.placeholderText()                  # the text itself is the player's
        elif isinstance(w, QComboBox):
            for i in range(w.count()):
                yield w.itemText(i)
        elif isinstance(w, QTabBar):
            for i in range(w.count()):
                yield w.tabText(i)
                yield w.tabToolTip(i)
        elif isinstance(w, QTextEdit):
            doc = w.document()
            if self.docs.get(id(doc)) != doc.revision():
                self.docs[id(doc)] = doc.revision()
                yield w.toPlainText()
        elif isinstance(w, QAbstractItemView):
            yield from self._items(w)

    def _rows_read(self, model: Any) -> set[int]:
        known = self.models.get(id(model))
        if known is not None and known[0] is model:
            return known[1]
        read: set[int] = set()
        self.models[id(model)] = (model, read)
        model.dataChanged.connect(lambda top, bottom, *_: read.difference_update(
            range(top.row(), bottom.row() + 1)))
        for signal in (model.rowsInserted, model.rowsRemoved, model.modelReset,
                       model.layoutChanged, model.headerDataChanged):
            signal.connect(lambda *_: read.clear())
        return read

    def _items(self, view: QAbstractItemView) -> Iterator[str]:
        """The headers, the rows in view not read since they changed (a long log: the ones
        scrolled to) and the tool tip of the current item."""
        model = view.model()
        if model is None:
            return
        read = self._rows_read(model)
        rows = model.rowCount(ROOT)
        columns = 1 if isinstance(model, QAbstractListModel) else model.columnCount(ROOT)
        if -1 not in read:
            read.add(-1)                                  # the headers, as a row of their own
            for c in range(columns):
                yield str(model.headerData(c, Qt.Orientation.Horizontal) or "")
        port = view.viewport().rect()
        first = view.indexAt(port.topLeft()).row()
        last = view.indexAt(port.bottomLeft()).row()
        first, last = max(0, first), rows - 1 if last < 0 else last
        for r in range(first, min(rows, last + 1)):
            if r in read:
                continue
            read.add(r)
            for c in range(columns):
                value = model.data(model.index(r, c), Qt.ItemDataRole.DisplayRole)
                if isinstance(value, str):
                    yield value
        current = view.currentIndex()
        tip = model.data(current, Qt.ItemDataRole.ToolTipRole) if current.isValid() else None
        if isinstance(tip, str):
            yield tip


def texts_of(root: QWidget) -> list[str]:
    """The texts a dialog shows (run by the monkey's dialog service, it is never shown:
    what would be visible in it is walked)."""
    found, reader = [root.windowTitle()], Reader()
    for w in [root, *root.findChildren(QWidget)]:
        if w is root or w.isVisibleTo(root):
            found += [t for t in reader._own(w) if t]
    return found


def raw_placeholders(text: str, names: tuple[str, ...]) -> list[str]:
    """The placeholders left in `text` once the players' own names are taken out."""
    for name in names:
        if name:
            text = text.replace(name, "")
    return PLACEHOLDER.findall(text)


def altered_names(text: str, names: tuple[str, ...]) -> list[str]:
    """The names with a `%N` that `text` shows with something else in its place (a sentence
    filled by chained `.replace` fills the name's `%3` too)."""
    found = []
    for name in names:
        parts = re.split(r"%\d", name)
        if len(parts) > 1 and len("".join(parts)) >= 3 and name not in text and re.search(
                ".+?".join(re.escape(part) for part in parts), text):
            found.append(name)
    return found


def where(w: QWidget) -> str:
    """A widget's path of object names, for a failure message."""
    parts = []
    while w is not None:
        parts.append(w.objectName() or type(w).__name__)
        w = w.parentWidget()
    return "/".join(reversed(parts))
