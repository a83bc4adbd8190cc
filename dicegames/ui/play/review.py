"""The post-game review (Review on the game-over panel): for each person who played, what each
decision cost against the strong policy's best choice, the cost in all, and the three
costliest moments with their dice — worked out in the worker thread (`dicegames.ai.reviews`
replays the whole game and asks the advisor at every decision), "working…" meanwhile.

A decision is measured in the chance to win where the position had one (a two-player game's
positions the strong computer plays for the win: `Moment.measured`), in percentage points
("pp") given up, else in the game's measure; the page says which, and adds each up apart.
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

    def win_measured(self, n: int) -> str:
        return self.tr("%n decision(s) measured in the chance to win (pp: percentage points of "
                       "it), where the strong computer plays for the win; the others in %1.",
                       "", n)


WIN = "win_chance"                  # a cost in the chance to win given up (0 … 1)


def places(measure: str) -> int:
    """The decimals a cost is shown with in the game's measure (the chance to win: in
    percentage points)."""
    return 2 if measure == "chips_expected" else 1


def cost_text(measure: str, cost: float) -> str:
    return format_decimal(100 * cost if measure == WIN else cost, places(measure))


def cost_cell(measure: str, cost: float) -> str:
    """A cost in the table: "3.4", "5.2 pp"."""
    if measure == WIN:
        return fill(translate("Review", "%1 pp"), cost_text(measure, cost))
    return cost_text(measure, cost)


def is_best(measure: str, cost: float) -> bool:
    """A choice as good as the best one as far as the review shows it (its cost reads 0)."""
    return round(100 * cost if measure == WIN else cost, places(measure)) == 0


def shown_best(measure: str, m: Any) -> bool:
    """Moment `m` (of a game in `measure`) was as good as the best in what the review shows."""
    got, cost, _ = m.measured(measure)
    return is_best(got, cost)


def costliest(measure: str, player: Any) -> list[Any]:
    """The moments a player's page shows (TOP of them): the costliest of each measure in
    turn — costs in the game's measure and in the chance to win do not compare."""
    from dicegames.ai.reviews import TOP
    lists = [[m for m in group if not shown_best(measure, m)]
             for group in (player.costliest, player.win_costliest)]
    out: list[Any] = []
    while len(out) < TOP and any(lists):
        for group in lists:
            if group and len(out) < TOP:
                out.append(group.pop(0))
    return out


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
        from dicegames.ai.reviews import review
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
        measure = result.measure
        mine = [m for m in result.moments if m.player == player.player]
        others = [m for m in mine if not shown_best(measure, m)]
        summary = QLabel(page)
        summary.setObjectName("review_summary")
        summary.setWordWrap(True)
        summary.setTextFormat(Qt.TextFormat.PlainText)
        font = summary.font()
        font.setPointSizeF(font.pointSizeF() * 1.1)
        summary.setFont(font)
        book = phrases(Review)
        made = fill(book.decisions(player.decisions), player.name)
        summary.setText(made + " " + (book.all_best(len(mine)) if not others else
                                      self._others(measure, mine, others)))
        lay.addWidget(summary)
        in_win = sum(1 for m in mine if m.measured(measure)[0] == WIN)
        if in_win:
            said = QLabel(fill(book.win_measured(in_win), measure_title(measure))
                          if in_win < len(mine) else
                          translate("Review", "Every decision is measured in the chance to win "
                                    "(pp: percentage points of it): the strong computer plays "
                                    "each of these positions for the win."), page)
            said.setObjectName("review_measure")
            said.setWordWrap(True)
            lay.addWidget(said)
        if not result.exact:
            note = QLabel(translate("Review", "These rules have no exact table: the costs are "
                                    "close, not exact."), page)
            note.setWordWrap(True)
            lay.addWidget(note)
        costly = costliest(measure, player)
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
        table = self._table(result.measure, mine, page)
        table.setAccessibleName(table_head.text())      # a screen reader reads it by its head
        lay.addWidget(table, 1)
        return page

    def _others(self, measure: str, mine: list[Any], others: list[Any]) -> str:
        """What the decisions that were not the best cost, in each measure apart."""
        book = phrases(Review)
        best = book.best_ones(len(mine) - len(others))
        points = sum(m.cost for m in others if m.measured(measure)[0] != WIN)
        chance = sum(m.measured(measure)[1] for m in others if m.measured(measure)[0] == WIN)
        some = {m.measured(measure)[0] == WIN for m in others}
        if some == {False}:
            return fill(translate("Review", "%1; together the others cost %2 (%3)."), best,
                        cost_text(measure, points), measure_title(measure))
        if some == {True}:
            return fill(translate("Review", "%1; together the others cost %2 percentage "
                                  "points of the chance to win."), best,
                        cost_text(WIN, chance))
        return fill(translate("Review", "%1; together the others cost %2 (%3) and %4 "
                              "percentage points of the chance to win."), best,
                    cost_text(measure, points), measure_title(measure), cost_text(WIN, chance))

    def _moment_card(self, measure: str, m: Any, number: int, count: int,
                     parent: QWidget) -> QFrame:
        card = QFrame(parent)
        card.setObjectName("review_moment")
        card.setFrameShape(QFrame.Shape.StyledPanel)
        row = QHBoxLayout(card)
        row.addWidget(DiceStrip(m.dice, card))
        text = QLabel(card)
        text.setWordWrap(True)
        shown, cost, best_one = m.measured(measure)
        played = choice_text(self.look, m.dice, Action.from_str(m.action))
        best = choice_text(self.look, m.dice, Action.from_str(best_one))
        where = fill(translate("Review", "Decision %1 of %2, throw %3"), number, count, m.throw) \
            if m.throw else fill(translate("Review", "Decision %1 of %2"), number, count)
        text.setText(fill(translate("Review", "%1: you chose %2; the best was %3. It cost %4.")
                          if shown != WIN else
                          translate("Review", "%1: you chose %2; the best was %3. It cost %4 "
                                    "percentage points of the chance to win."),
                          where, played, best, cost_text(shown, cost)))
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
        table.setTabKeyNavigation(False)              # Tab leaves it; the arrows walk it
        table.setHorizontalHeaderLabels(heads)
        table.verticalHeader().hide()
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        header = table.horizontalHeader()
        for c in range(len(heads)):
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.Stretch if c in (2, 3)
                                        else QHeaderView.ResizeMode.ResizeToContents)
        for r, m in enumerate(moments):
            shown, cost, best_one = m.measured(measure)
            best = is_best(shown, cost)
            cells = [str(r + 1), dice_text(m.dice),
                     choice_text(self.look, m.dice, Action.from_str(m.action)),
                     "\u2713 " + translate("Review", "the same") if best else
                     choice_text(self.look, m.dice, Action.from_str(best_one)),
                     "" if best else cost_cell(shown, cost)]
            for c, value in enumerate(cells):
                item = QTableWidgetItem(value)
                if c in (0, 4):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                if c == 4 and value and shown == WIN:        # "pp" in words a voice reads
                    item.setData(Qt.ItemDataRole.AccessibleTextRole, fill(translate(
                        "Review", "%1 percentage points of the chance to win"),
                        cost_text(shown, cost)))
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
