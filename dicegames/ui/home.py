"""Home: the games as cards on a table, the game to continue, and the recent finished games."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QPainter, QPainterPath, QPalette, QPen
from PySide6.QtWidgets import (QFrame, QGridLayout, QHBoxLayout, QLabel, QListWidget,
                               QListWidgetItem, QScrollArea, QStyle, QStyledItemDelegate,
                               QStyleOptionViewItem, QVBoxLayout, QWidget)

from dicegames.persistence.history import FinishedGame

from . import texts
from .home_cards import ContinueCard, ContinueInfo, GameCardWidget, bold_label
from .when import when_text

R = QPalette.ColorRole

__all__ = ["HomePage", "ContinueInfo", "RecentGames"]


def _t(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("Home", text, None, n)


def result_line(game: FinishedGame) -> str:
    """"Anna won", "Anna and Boris shared the win" or "No winner"."""
    names = game.winner_names()
    if len(names) == 1:
        return _t("%1 won").replace("%1", names[0])
    if names:
        return _t("%1 shared the win").replace("%1", " & ".join(names))
    return _t("No winner")


class RecentDelegate(QStyledItemDelegate):
    """Each finished game as a small slip: result in bold, then when and who played."""

    def sizeHint(self, option: QStyleOptionViewItem, index) -> QSize:  # noqa: N802
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
    """The last finished games; Enter or a double click opens one (its final sheet)."""

    opened = Signal(object)          # FinishedGame

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

    def set_games(self, games: list[FinishedGame]) -> None:
        self.games = list(games)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        current = self.currentRow()
        self.clear()
        for g in self.games:
            title = f"{texts.game_name(g.record.game)} — {result_line(g)}"
            sub = f"{when_text(g.finished_at)} · {', '.join(p.name for p in g.record.players)}"
            item = QListWidgetItem(f"{title}\n{sub}")
            item.setToolTip(f"{title}\n{sub}")
            self.addItem(item)
        if 0 <= current < self.count():
            self.setCurrentRow(current)
        self.setAccessibleName(_t("Recent games"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


class HomePage(QWidget):
    """Every game of the collection ready to start, the game to continue, recent games."""

    play_requested = Signal(str)
    continue_requested = Signal()
    discard_requested = Signal()
    recent_opened = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("home")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(28, 22, 28, 18)
        self.title = QLabel(self)
        bold_label(self.title, 2.0)
        self.subtitle = QLabel(self)
        self.subtitle.setForegroundRole(R.PlaceholderText)
        outer.addWidget(self.title)
        outer.addWidget(self.subtitle)

        body = QHBoxLayout()
        body.setSpacing(24)
        outer.addLayout(body, 1)

        self.grid_host = QWidget(self)
        self.grid = QGridLayout(self.grid_host)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setSpacing(14)
        self.cards: list[GameCardWidget] = []
        for card in texts.CARDS:
            w = GameCardWidget(card, self.grid_host)
            w.play_requested.connect(self.play_requested)
            w.navigated.connect(self._navigate)
            self.cards.append(w)
        self.columns = 0
        self._layout_cards(3)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(self.grid_host)
        self.scroll = scroll
        scroll.viewport().installEventFilter(self)
        body.addWidget(scroll, 1)

        side = QVBoxLayout()
        self.side_host = QWidget(self)
        self.side_host.setLayout(side)
        self.side_host.setFixedWidth(270)
        side.setContentsMargins(0, 0, 0, 0)
        self.continue_card = ContinueCard(self.side_host)
        self.continue_card.continue_requested.connect(self.continue_requested)
        self.continue_card.discard_requested.connect(self.discard_requested)
        self.continue_card.set_info(None)
        side.addWidget(self.continue_card)
        self.recent_title = QLabel(self.side_host)
        bold_label(self.recent_title, 1.1)
        self.recent = RecentGames(self.side_host)
        self.recent.opened.connect(self.recent_opened)
        self.recent_empty = QLabel(self.side_host)
        self.recent_empty.setWordWrap(True)
        self.recent_empty.setForegroundRole(R.PlaceholderText)
        side.addSpacing(8)
        side.addWidget(self.recent_title)
        side.addWidget(self.recent, 1)
        side.addWidget(self.recent_empty)
        side.addStretch(0)
        body.addWidget(self.side_host)
        self.set_recent([])
        self._tab_order()
        self.retranslate_ui()

    # ---- data
    def set_continue(self, info: ContinueInfo | None) -> None:
        self.continue_card.set_info(info)

    def set_recent(self, games: list[FinishedGame]) -> None:
        self.recent.set_games(games)
        self.recent.setVisible(bool(games))
        self.recent_empty.setVisible(not games)

    # ---- layout and keyboard
    def _layout_cards(self, columns: int) -> None:
        if columns == self.columns:
            return
        self.columns = columns
        for w in self.cards:
            self.grid.removeWidget(w)
        for i, w in enumerate(self.cards):
            self.grid.addWidget(w, i // columns, i % columns)
        for r in range(len(self.cards) + 1):
            self.grid.setRowStretch(r, 0)
        self.grid.setRowStretch(-(-len(self.cards) // columns), 1)

    def _tab_order(self) -> None:
        prev: QWidget = self.continue_card
        for w in self.cards:
            QWidget.setTabOrder(prev, w)
            prev = w
        QWidget.setTabOrder(prev, self.recent)

    def resizeEvent(self, event) -> None:  # noqa: N802
        self.side_host.setFixedWidth(270 if self.width() < 1100 else 320)
        super().resizeEvent(event)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Resize and obj is self.scroll.viewport():
            self._layout_cards(3 if obj.width() >= 3 * 180 + 2 * 14 else 2)
        return super().eventFilter(obj, event)

    def _navigate(self, card: GameCardWidget, dx: int, dy: int) -> None:
        """Arrow keys move between cards (skipping games not available yet)."""
        i = self.cards.index(card)
        step = dx + dy * self.columns
        j = i + step
        while 0 <= j < len(self.cards):
            if self.cards[j].isEnabled():
                self.cards[j].setFocus(Qt.FocusReason.OtherFocusReason)
                self.scroll.ensureWidgetVisible(self.cards[j])
                return
            j += step

    def first_card(self) -> GameCardWidget | None:
        return next((c for c in self.cards if c.isEnabled()), None)

    def focus_start(self) -> None:
        """Put the keyboard focus where a player most likely wants it."""
        target = self.continue_card if self.continue_card.isVisible() else self.first_card()
        if target is not None:
            target.setFocus(Qt.FocusReason.OtherFocusReason)

    def retranslate_ui(self) -> None:
        self.title.setText(_t("Dice Games"))
        self.subtitle.setText(_t("Five traditional dice games - pick one and sit down at the "
                                 "table."))
        self.recent_title.setText(_t("Recent games"))
        self.recent_empty.setText(_t("Finished games appear here."))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
