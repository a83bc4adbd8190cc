"""The monkey in the app's other windows: Saved games and statistics (open, continue, replay,
export, print, delete and undo; the statistics' filters, charts and CSV export; household
players added, renamed, forgotten), the rules viewer (contents, games, print preview, odds),
the odds window and the post-game review. Generic hands: a button, a choice, a check box, a
name typed, a tab, a row of a list or table (chosen or activated), a key, or closing it."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QCheckBox,
    QComboBox,
    QLineEdit,
    QListWidget,
    QSpinBox,
    QTableWidget,
    QTabWidget,
    QToolButton,
    QWidget,
)

from .dialogs import poke

K = Qt.Key
WINDOW_KEYS = [K.Key_Escape, K.Key_Return, K.Key_Delete, K.Key_Up, K.Key_Down, K.Key_Left,
               K.Key_Right, K.Key_Home, K.Key_End, K.Key_Tab, K.Key_PageDown, K.Key_Space]
ALT = Qt.KeyboardModifier.AltModifier


POPUPS = ("QMenu", "QToolTip", "QTipLabel", "QComboBoxPrivateContainer")


def opens_its_own_modal(w: QWidget) -> bool:
    """The print preview's Page setup and Print run Qt's own dialogs with exec(), not through
    the app's dialog service: nothing would answer them."""
    action = w.defaultAction() if isinstance(w, QToolButton) else None
    if action is None or type(w.window()).__name__ != "QPrintPreviewDialog":
        return False
    own = {QCoreApplication.translate("QPrintPreviewDialog", t) for t in ("Page setup", "Print")}
    return action.text().replace("&", "") in own | {"Page setup", "Print"}


def other_windows(main: QWidget) -> list[QWidget]:
    """The app's visible top-level windows besides the main one, in a stable order."""
    found = [w for w in QApplication.topLevelWidgets()
             if w is not main and w.isVisible() and w.isWindow()
             and type(w).__name__ not in POPUPS]
    return sorted(found, key=lambda w: (w.objectName(), type(w).__name__))


class Windows:
    """Actions over the windows besides the main one."""

    def __init__(self, monkey: Any) -> None:
        self.m = monkey

    def act(self, window: QWidget) -> str:
        name = window.objectName() or type(window).__name__
        if not window.isActiveWindow():
            window.activateWindow()
            QCoreApplication.processEvents()
        r = self.m.rng.random()
        if r < 0.15:
            window.close()
            return f"{name}: close"
        if r < 0.3:
            return f"{name}: " + self.key(window)
        return f"{name}: " + self.widget(window)

    def key(self, window: QWidget) -> str:
        rng = self.m.rng
        target = QApplication.focusWidget()
        if target is None or target.window() is not window:
            target = window
        if rng.random() < 0.15:
            key, mods = rng.choice((K.Key_1, K.Key_2, K.Key_3)), ALT     # the history's tabs
        else:
            key, mods = rng.choice(WINDOW_KEYS), Qt.KeyboardModifier.NoModifier
        return self.m.table.press(key, mods, target)

    def widget(self, window: QWidget) -> str:
        rng = self.m.rng
        kinds = (QAbstractButton, QComboBox, QCheckBox, QLineEdit, QSpinBox, QTabWidget,
                 QListWidget, QTableWidget)
        widgets = [w for w in window.findChildren(QWidget) if isinstance(w, kinds)
                   and w.isVisible() and w.isEnabled() and w.window() is window
                   and w.objectName() != "qt_spinbox_lineedit" and not opens_its_own_modal(w)]
        if not widgets:
            return "nothing to use"
        w = rng.choice(widgets)
        label = w.objectName() or type(w).__name__
        if isinstance(w, QTabWidget):
            i = rng.randrange(w.count())
            w.setCurrentIndex(i)
            return f"tab {label} {i}"
        if isinstance(w, (QListWidget, QTableWidget)):
            return self.rows(w, label)
        if isinstance(w, QAbstractButton) and not isinstance(w, QCheckBox):
            text = w.text() or w.toolTip()
            if w.objectName():
                self.m.visited[f"{window.objectName() or type(window).__name__}: "
                               f"{w.objectName()}"] += 1
            self.m.qtbot.mouseClick(w, Qt.MouseButton.LeftButton)
            return f"click {label} {text!r}"
        return poke(rng, w) or f"look at {label}"

    def rows(self, view: QAbstractItemView, label: str) -> str:
        model, rng = view.model(), self.m.rng
        if not model.rowCount():
            return f"{label} is empty"
        row = rng.randrange(model.rowCount())
        index = model.index(row, 0)
        view.setCurrentIndex(index)
        if isinstance(view, QTableWidget):
            view.selectRow(row)
        if rng.random() < 0.3:
            item = view.item(row, 0) if isinstance(view, QTableWidget) else view.item(row)
            view.itemActivated.emit(item)
            return f"{label}: activate row {row}"
        return f"{label}: row {row}"
