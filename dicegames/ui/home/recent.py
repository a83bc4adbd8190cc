"""The list of recent finished games on the home page (built when there is one to show)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QContextMenuEvent, QPainter, QPainterPath, QPalette, QPen
from PySide6.QtWidgets import (
    QFrame,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from dicegames.ui.common.when import when_text
from dicegames.ui.games import look
from dicegames.ui.words import fill, name_list, names_text, tooltip, translate

if TYPE_CHECKING:
    from dicegames.persistence.history import FinishedGame

R = QPalette.ColorRole


def result_line(game: FinishedGame) -> str:
    """"Anna won", "Anna and Boris shared the win" or "No winner"."""
    names = game.winner_names()
    if len(names) == 1:
        return fill(translate("Home", "%1 won"), names[0])
    if names:
        return fill(translate("Home", "%1 shared the win"), names_text(names))
    return translate("Home", "No winner")


class RecentDelegate(QStyledItemDelegate):
    """Each finished game as a small slip: result in bold, then when and who played."""

    def sizeHint(self, option: QStyleOptionViewItem, index) -> QSize:
        fm = option.fontMetrics
        return QSize(200, 2 * fm.height() + 22)

    def paint(self, p: QPainter, option: QStyleOptionViewItem, index) -> None:
        pal = option.palette
        r = QRectF(option.rect).adjusted(1, 3, -1, -3)
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = QPainterPath()
        path.addRoundedRect(r, 8, 8)
        p.fillPath(path, pal.color(R.Base))
        focused = bool(option.state & QStyle.StateFlag.State_HasFocus)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        p.setPen(QPen(pal.color(R.Highlight) if focused or selected else pal.color(R.Mid),
                      2.0 if focused else 1.0))
        p.drawPath(path)
        title, sub = (index.data() or "\n").split("\n", 1)
        text_rect = r.adjusted(10, 6, -10, -6)
        font = option.font
        bold = option.font
        bold.setBold(True)
        fm_h = option.fontMetrics.height()
        p.setFont(bold)
        p.setPen(pal.color(R.Text))
        p.drawText(QRectF(text_rect.x(), text_rect.y(), text_rect.width(), fm_h),
                   Qt.AlignmentFlag.AlignLeft, p.fontMetrics().elidedText(
                       title, Qt.TextElideMode.ElideRight, int(text_rect.width())))
        font.setBold(False)
        p.setFont(font)
        p.setPen(pal.color(R.PlaceholderText))
        p.drawText(QRectF(text_rect.x(), text_rect.y() + fm_h + 2, text_rect.width(), fm_h),
                   Qt.AlignmentFlag.AlignLeft, p.fontMetrics().elidedText(
                       sub, Qt.TextElideMode.ElideRight, int(text_rect.width())))
        p.restore()


class RecentGames(QListWidget):
    """The last finished games; Enter or a double click opens one (its final sheet), the
    context menu (or Ctrl+P from the home) prints it."""

    opened = Signal(object)          # FinishedGame
    print_requested = Signal(object)  # FinishedGame

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("recent_games")
        self.games: list[FinishedGame] = []
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setItemDelegate(RecentDelegate(self))
        self.viewport().setAutoFillBackground(False)
        self.setAutoFillBackground(False)
        self.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)
        self.itemActivated.connect(lambda item: self.opened.emit(self.games[self.row(item)]))

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        """A right click: the game under the mouse; the menu key: the current game."""
        keyboard = event.reason() == QContextMenuEvent.Reason.Keyboard
        item = self.currentItem() if keyboard else self.itemAt(event.pos())
        if item is None:
            return
        where = self.visualItemRect(item).center() if keyboard else event.pos()
        self.context_menu(self.row(item)).popup(self.viewport().mapToGlobal(where))

    def context_menu(self, row: int) -> QMenu:
        """Open or print the game in `row`."""
        game = self.games[row]
        menu = QMenu(self)
        menu.addAction(translate("Home", "Open"), lambda: self.opened.emit(game))
        menu.addAction(translate("Home", "Print…"), lambda: self.print_requested.emit(game))
        return menu

    def set_games(self, games: list[FinishedGame]) -> None:
        self.games = list(games)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        current = self.currentRow()
        self.clear()
        for g in self.games:
            title = f"{look(g.record.game).name()} — {result_line(g)}"
            sub = f"{when_text(g.finished_at)} · {name_list([p.name for p in g.record.players])}"
            item = QListWidgetItem(f"{title}\n{sub}")
            item.setToolTip(tooltip(f"{title}\n{sub}"))
            self.addItem(item)
        if 0 <= current < self.count():
            self.setCurrentRow(current)
        self.setAccessibleName(translate("Home", "Recent games"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
