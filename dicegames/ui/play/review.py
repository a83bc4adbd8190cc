"""The post-game review (Review on the game-over panel): for each person who played, what each
decision cost against the strong policy's best choice, the cost in all, and the three
costliest moments with their dice — worked out in the worker thread (`dicegames.ai.review`
replays the whole game and asks the advisor at every decision), "working…" meanwhile.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from dicegames.engine import Action, Record
from dicegames.ui.common.thinking import Ticket, thinker
from dicegames.ui.games import look
from dicegames.ui.games.advice_words import choice_text, measure_title
from dicegames.ui.paint.strip import DiceStrip
from dicegames.ui.words import (
    dice_text,
    fill,
    format_decimal,
    isolate,
    mnemonic_safe,
    phrases,
    translate,
)

if TYPE_CHECKING:
    from dicegames.ui.play.view import PlayView



class Review(QObject):
    """The counted phrases of the context "Review"."""

    def decisions(self, n: int) -> str:
        return self.tr("%1 made %n decision(s):", "", n)

    def best_ones(self, n: int) -> str:
        return self.tr("%n the best choice", "", n)

    def all_best(self, n: int) -> str:
        return self.tr("each was the best choice.", "", n)


def places(measure: str) -> int:
    """The decimals a cost is shown with in the game's measure."""
    return 2 if measure == "chips_expected" else 1


def cost_text(measure: str, cost: float) -> str:
    return format_decimal(cost, places(measure))


def is_best(measure: str, cost: float) -> bool:
    """A choice as good as the best one as far as the review shows it (its cost reads 0)."""
    return round(cost, places(measure)) == 0


def reviewable(view: PlayView) -> bool:
    """A person played, and the game has an advisor."""
    from dicegames.ai import advises
    s = view.session
    return advises(s.game.id) and any(p.kind != "computer" for p in s.players)


def attach_review(view: PlayView) -> None:
    """The game-over panel's Review button opens the review of the game on the table."""
    panel = view.game_over
    panel.review.setVisible(reviewable(view))
    panel.review_clicked.connect(lambda: open_review(view))


def open_review(view: PlayView) -> ReviewDialog:
    found = view.findChild(ReviewDialog)
    record = view.session.record
    if found is None or found.record != record:
        if found is not None:
            found.deleteLater()
        found = ReviewDialog(record, view)
    was_open = found.isVisible()
    found.show()
    if was_open and QGuiApplication.platformName() != "offscreen":     # no stacking there
        found.raise_()
    found.activateWindow()
    return found


class ReviewDialog(QDialog):
    """The review of one finished (or unfinished) game, per person who played."""

    def __init__(self, record: Record, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("review_dialog")
        self.record = record
        self.look = look(record.game)
        self.result: Any = None
        self.failed = False
        self.resize(860, 620)
        self.working = QLabel(self)
        self.working.setObjectName("review_working")
        self.working.setWordWrap(True)
        self.progress = QProgressBar(self)
        self.progress.setRange(0, 0)             # busy: the review says nothing until done
        self.progress.setTextVisible(False)
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("review_tabs")
        self.tabs.hide()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.close)
        self.close_button = self.buttons.button(QDialogButtonBox.StandardButton.Close)
        lay = QVBoxLayout(self)
        lay.addWidget(self.working)
        lay.addWidget(self.progress)
        lay.addWidget(self.tabs, 1)
        lay.addWidget(self.buttons)
        self._ticket: Ticket | None = None
        self.retranslate_ui()
        self._start()

    def _start(self) -> None:
        from dicegames.ai.review import review
        record = self.record
        self._ticket = thinker().submit("review", lambda: review(record), self, self._done,
                                        self._failed)

    def _failed(self, error: BaseException) -> None:
        self.failed = True
        self.progress.hide()
        self.retranslate_ui()

    def _done(self, result: Any) -> None:
        self.result = result
        self.progress.hide()
        self.retranslate_ui()
        first = self.tabs.widget(0)
        if first is not None:
            first.setFocus()

    # ------------------------------------------------------------------ the report
    def _fill(self) -> None:
        self.tabs.clear()
        result = self.result
        if result is None:
            return
        for player in result.players:
            self.tabs.addTab(self._page(result, player), mnemonic_safe(isolate(player.name)))
        self.tabs.setVisible(bool(result.players))

    def _page(self, result: Any, player: Any) -> QWidget:
        page = QWidget(self.tabs)
        lay = QVBoxLayout(page)
        mine = [m for m in result.moments if m.player == player.player]
        others = [m for m in mine if not is_best(result.measure, m.cost)]
        summary = QLabel(page)
        summary.setObjectName("review_summary")
        summary.setWordWrap(True)
        summary.setTextFormat(Qt.TextFormat.PlainText)
        font = summary.font()
        font.setPointSizeF(font.pointSizeF() * 1.1)
        summary.setFont(font)
        book = phrases(Review)
        made = fill(book.decisions(player.decisions), player.name)
        summary.setText(made + " " + (book.all_best(len(mine)) if not others else fill(
            translate("Review", "%1; together the others cost %2 (%3)."),
            book.best_ones(len(mine) - len(others)),
            cost_text(result.measure, sum(m.cost for m in others)),
            measure_title(result.measure))))
        lay.addWidget(summary)
        if not result.exact:
            note = QLabel(translate("Review", "These rules have no exact table: the costs are "
                                    "close, not exact."), page)
            note.setWordWrap(True)
            lay.addWidget(note)
        costly = [m for m in player.costliest if not is_best(result.measure, m.cost)]
        heading = QLabel(translate("Review", "The costliest moments"), page)
        bold = heading.font()
        bold.setBold(True)
        heading.setFont(bold)
        heading.setVisible(bool(costly))        # all the best: the summary has said so
        lay.addWidget(heading)
        order = {m.index: i + 1 for i, m in enumerate(mine)}
        for m in costly:
            lay.addWidget(self._moment_card(result.measure, m, order[m.index], len(mine), page))
        table_head = QLabel(translate("Review", "Every decision"), page)
        table_head.setFont(bold)
        lay.addWidget(table_head)
        lay.addWidget(self._table(result.measure, mine, page), 1)
        return page

    def _moment_card(self, measure: str, m: Any, number: int, count: int,
                     parent: QWidget) -> QFrame:
        card = QFrame(parent)
        card.setObjectName("review_moment")
        card.setFrameShape(QFrame.Shape.StyledPanel)
        row = QHBoxLayout(card)
        row.addWidget(DiceStrip(m.dice, card))
        text = QLabel(card)
        text.setWordWrap(True)
        played = choice_text(self.look, m.dice, Action.from_str(m.action))
        best = choice_text(self.look, m.dice, Action.from_str(m.best))
        where = fill(translate("Review", "Decision %1 of %2, throw %3"), number, count, m.throw) \
            if m.throw else fill(translate("Review", "Decision %1 of %2"), number, count)
        text.setText(fill(translate("Review", "%1: you chose %2; the best was %3. It cost %4."),
                          where, played, best, cost_text(measure, m.cost)))
        row.addWidget(text, 1)
        card.setAccessibleName(fill(translate("Review", "%1, dice %2"), text.text(),
                                    dice_text(m.dice)))
        return card

    def _table(self, measure: str, moments: list[Any], parent: QWidget) -> QTableWidget:
        heads = [translate("Review", "Decision"), translate("Review", "Dice"),
                 translate("Review", "Your choice"), translate("Review", "Best choice"),
                 translate("Review", "Cost")]
        table = QTableWidget(len(moments), len(heads), parent)
        table.setObjectName("review_table")
        table.setHorizontalHeaderLabels(heads)
        table.verticalHeader().hide()
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        header = table.horizontalHeader()
        for c in range(len(heads)):
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.Stretch if c in (2, 3)
                                        else QHeaderView.ResizeMode.ResizeToContents)
        for r, m in enumerate(moments):
            best = is_best(measure, m.cost)
            cells = [str(r + 1), dice_text(m.dice),
                     choice_text(self.look, m.dice, Action.from_str(m.action)),
                     "\u2713 " + translate("Review", "the same") if best else
                     choice_text(self.look, m.dice, Action.from_str(m.best)),
                     "" if best else cost_text(measure, m.cost)]
            for c, value in enumerate(cells):
                item = QTableWidgetItem(value)
                if c in (0, 4):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                table.setItem(r, c, item)
        return table

    def report_text(self) -> str:
        """The review as plain text (tests, screen readers): every page's words."""
        parts: list[str] = []
        for i in range(self.tabs.count()):
            page = self.tabs.widget(i)
            if page is not None:
                parts.extend(label.text() for label in page.findChildren(QLabel)
                             if not label.isHidden())
        return "\n".join(parts)

    # ------------------------------------------------------------------ words
    def retranslate_ui(self) -> None:
        self.setWindowTitle(fill(translate("Review", "Review: %1"), self.look.name()))
        if self.close_button is not None:
            self.close_button.setText(translate("Review", "Close"))
        if self.failed:
            self.working.setText(translate("Review", "This game cannot be reviewed."))
        elif self.result is None:
            self.working.setText(translate("Review", "Working out the best choice at every "
                                           "decision of the game\u2026"))
        elif not self.result.players:
            self.working.setText(translate("Review", "Only the computer played: there is "
                                           "nothing to review."))
        else:
            self.working.setText(translate("Review", "What each decision cost against the best "
                                           "choice of the strong computer player."))
            current = self.tabs.currentIndex()
            self._fill()
            self.tabs.setCurrentIndex(max(0, current))
        self.setAccessibleDescription(self.working.text())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
