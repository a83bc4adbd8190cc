"""The advisor beside the table (H): every choice open now with its value under the strong
policy, best first, in the game's own measure — computed in the worker thread. In a
two-player game, where the strong computer plays the position for the win
(`dicegames.ai.advisor.win_advice`), each choice's chance to win stands beside its value and
orders the list (docs/ai.md "The chance to win").

Shown for a person's decision only (never for a computer seat's move, nor while dice are to be
thrown); on by default when one person plays (against the computer or alone), off otherwise —
the shell remembers the choice per game and kind of table (`toggled`). A panel in the table's
splitter, so it never covers the dice or the sheet; its list is reachable with Tab, and every
new advice's best is said to screen readers with the move it answers (play/voice.py).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
)

from dicegames.ui.common.later import after_repaint
from dicegames.ui.common.thinking import Ticket, thinker
from dicegames.ui.ear import for_ear, percent_text
from dicegames.ui.games.advice_words import (
    advice_sentence,
    distinct,
    extra_text,
    extra_title,
    measure_heading,
    measure_help,
    measure_title,
    value_text,
    win_heading,
    win_help,
    win_spoken,
    win_text,
)
from dicegames.ui.words import fill, format_percent, translate

if TYPE_CHECKING:
    from dicegames.ui.play.view import PlayView


@dataclass(frozen=True)
class Line:
    """One choice of the list: as shown (★ for the best), its numbers, their words and the
    row's words for screen readers, its action."""

    choice: str
    cells: list[str]
    spoken: list[str]
    said: str
    action: str


WORKING_AFTER_MS = 150            # "working it out…" only when an answer takes this long
PREPARING_MS = 1000               # while the chances to win are worked out: how often to look
CHOICE_CHARS = 12     # fewer letters' room beside the numbers: each choice above its numbers


# --------------------------------------------------------------------------- the panel
class AdvisorPanel(QFrame):
    """The advisor of one play view (see the module docstring)."""

    toggled = Signal(bool)          # the player showed or hid it (the shell remembers)

    def __init__(self, view: PlayView) -> None:
        super().__init__(view)
        self.setObjectName("advisor")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setMinimumWidth(200)
        self.setMaximumWidth(420)
        self.view = view
        self.session = view.session
        self.advice: Any = None
        self.win: Any = None            # the advice in the chance to win, where there is one
        self._heads: list[str] = []     # the numbers' headings
        self._lines: list[Line] = []    # the choices shown, best first
        self._numbers = 0               # the numbers' width
        self._stacked = False           # each choice on a row above its numbers
        self._ticket: Ticket | None = None
        self._asked: Any = None
        self._fitted = False
        self.title = QLabel(self)
        font = self.title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.title.setFont(font)
        self.about = QLabel(self)
        self.about.setWordWrap(True)
        self.about.setObjectName("advisor_about")
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self.note.setObjectName("advisor_note")
        self.list = QTableWidget(self)
        self.list.setObjectName("advisor_list")
        self.list.setWordWrap(True)                  # long choices (ru, es) on two lines
        self.list.setShowGrid(False)
        self.list.verticalHeader().hide()
        self.list.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.list.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.list.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.list.setTabKeyNavigation(False)          # Tab leaves it; the arrows walk it
        self.list.horizontalHeader().setStretchLastSection(False)
        # rows as tall as their wrapped text once the columns have their final widths (the
        # scroll bar showing narrows them after the rows were first measured)
        self._rows = QTimer(self)
        self._rows.setSingleShot(True)
        self._rows.setInterval(0)
        self._rows.timeout.connect(self.list.resizeRowsToContents)
        self.list.horizontalHeader().sectionResized.connect(lambda *_: self._rows.start())
        lay = QVBoxLayout(self)
        lay.setContentsMargins(10, 8, 10, 8)
        lay.addWidget(self.title)
        lay.addWidget(self.about)
        lay.addWidget(self.list, 1)
        lay.addWidget(self.note)
        self._working = QTimer(self)
        self._working.setSingleShot(True)
        self._working.timeout.connect(self._show_working)
        self._preparing_timer = QTimer(self)        # a table of the chance to win being built
        self._preparing_timer.setInterval(PREPARING_MS)
        self._preparing_timer.timeout.connect(self._follow_preparing)
        self._prepared_for: Any = None
        self._base_note = ""

        self.action = QAction(view)
        self.action.setObjectName("action_advisor")
        self.action.setCheckable(True)
        self.action.setShortcut(QKeySequence("H"))
        self.action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.action.toggled.connect(self._toggled)
        view.addAction(self.action)
        view.actions_by_id["advisor"] = self.action
        view.banner.add_action(self.action)
        view.split.addWidget(self)
        view.split.setStretchFactor(view.split.indexOf(self), 0)
        view.split.setCollapsible(view.split.indexOf(self), False)
        self.session.state_changed.connect(self._changed)
        self.setVisible(False)
        self.action.setChecked(self.wanted_at_start())
        self.retranslate_ui()
        self.update_advice()

    def wanted_at_start(self) -> bool:
        """The shell's remembered choice for this game, else on for one person."""
        choice = getattr(self.view.prefs, "advisor", "auto")
        if choice in ("on", "off"):
            return choice == "on"
        return sum(1 for p in self.session.players if p.kind != "computer") == 1

    @property
    def shown(self) -> bool:
        return self.action.isChecked()

    def _place(self) -> None:
        """Beside the table while the game is played; after it the game-over panel and its
        buttons need the room (H still says what the player wants next time)."""
        self.setVisible(self.shown and self.session.outcome() is None)

    def _toggled(self, on: bool) -> None:
        self._place()
        if on:
            self._fit()
            self.update_advice()
        if not self.signalsBlocked() and self.view.isVisible():
            self.view.announce(self.summary() if on and self.advice is not None else
                               translate("Advisor", "Advisor shown.") if on else
                               translate("Advisor", "Advisor hidden."))
        self.toggled.emit(on)

    def _fit(self) -> None:
        """Room for the panel the first time it is shown: taken from the table, never from the
        sheet (later the player's own splitter sizes are kept)."""
        split = self.view.split
        sizes = split.sizes()
        i = split.indexOf(self)
        want = max(self.minimumWidth(), min(360, sum(sizes) // 5 - 20))
        if self._fitted or len(sizes) <= i or sum(sizes) <= 0:
            return
        self._fitted = True
        if sizes[i] < want:
            need = want - sizes[i]
            spare = max(0, sizes[1] - self.view.sheet.needed_width()) if i > 1 else 0
            from_sheet = min(spare, need // 2)
            sizes[1] -= from_sheet
            sizes[0] = max(0, sizes[0] - (need - from_sheet))
            sizes[i] = want
            split.setSizes(sizes)

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        if not self._fitted:
            QTimer.singleShot(0, self._fit)

    # ------------------------------------------------------------------ the advice
    def decision(self) -> tuple[bool, str]:
        """Whether a person decides now; else what to say instead."""
        s = self.session
        seat = s.acting_seat()
        if seat is None:
            return False, translate("Advisor", "The game is over.")
        if s.is_computer(seat):
            return False, fill(translate("Advisor", "%1 (computer) is playing: the advisor "
                                         "waits for your turn."), s.players[seat].name)
        if s.dice_to_throw():
            return False, translate("Advisor", "Throw the dice: the advisor weighs what to do "
                                    "with them.")
        return True, ""

    def _changed(self) -> None:
        """A new position: the panel makes room for the game-over panel at once; its advice
        is asked for once the move is painted (the solver's thread never competes with the
        key's repaint)."""
        self._place()
        if self.shown:
            after_repaint((self, "advice"), self.update_advice, self)

    def update_advice(self) -> None:
        """Ask for the advice of the position now (when shown)."""
        self._place()
        if not self.shown:
            return
        state = self.session.state
        if self._asked is state:
            return
        if self._ticket is not None:
            self._ticket.cancel()
        self._ticket = None
        self._asked = state
        deciding, why = self.decision()
        game = self.session.game
        if not deciding:
            self._show(None, why)
            if self.session.dice_to_throw() and not self.session.is_computer(
                    self.session.acting_seat()):
                self._warm_up(game, state)
            return
        from dicegames.ai import advises
        if not advises(game.id):
            self._show(None, translate("Advisor", "There is no advice for this game."))
            return

        def work() -> Any:
            from dicegames.ai.advisor import advise, win_advice, win_preparing
            win = win_advice(game, state)
            return advise(game, state), win, None if win else win_preparing(game, state)
        self._ticket = thinker().submit(
            "advice", work, self, lambda got: self._arrived(state, *got),
            lambda error: self._arrived(state, None), replace=True)
        self._working.start(WORKING_AFTER_MS)

    def _warm_up(self, game: Any, state: Any) -> None:
        """A person's dice are to be thrown: the worker works out the turn's tables meanwhile
        (`advisor.warm_up`), so the advice comes quickly once they land."""
        def work() -> None:
            from dicegames.ai.advisor import warm_up
            warm_up(game, state)
        self._ticket = thinker().submit("advice", work, self, lambda _: None,
                                        lambda _: None, replace=True)

    def _arrived(self, state: Any, advice: Any, win: Any = None,
                 preparing: float | None = None) -> None:
        if state is not self.session.state:
            return
        self._working.stop()
        self._ticket = None
        if advice is None:
            self._show(None, translate("Advisor", "No advice could be worked out here."))
            return
        self._show(advice, "", win)
        self._preparing(preparing)
        voice = getattr(self.view, "voice", None)
        if voice is not None:
            voice.advice_arrived()          # the best joins the words of the move

    def _preparing(self, done: float | None) -> None:
        """The chances to win of these rules are being worked out (their table's first use,
        in another process): say how far, follow it, and ask for the advice again once it is
        built (the column of the chance to win appears)."""
        if done is None:
            return
        self._base_note = self.note.text()
        self._prepared_for = self.session.state
        self._say_prepared(done)
        self._preparing_timer.start()

    def _say_prepared(self, done: float) -> None:
        note = fill(translate("Advisor", "Working out the chances to win for these rules: "
                              "%1 done. Until then the computer plays for points."),
                    format_percent(done, 0))
        self.note.setText(f"{self._base_note} {note}" if self._base_note else note)

    def _follow_preparing(self) -> None:
        if self._prepared_for is not self.session.state or not self.shown:
            self._preparing_timer.stop()
            return
        from dicegames.ai.advisor import win_preparing
        done = win_preparing(self.session.game, self.session.state)
        if done is not None:
            self._say_prepared(done)
            return
        self._preparing_timer.stop()
        self._asked = None                          # the same position, asked again
        self.update_advice()

    def _show_working(self) -> None:
        self.list.setEnabled(False)
        self.note.setText(translate("Advisor", "Working it out\u2026"))

    def _show(self, advice: Any, note: str, win: Any = None) -> None:
        self.advice = advice
        self.win = win if advice is not None else None
        self.list.setEnabled(True)
        self.list.clear()
        self.list.setRowCount(0)
        self.note.setText(note)
        if advice is None:
            self._lines = []
            self.list.clearSpans()
            self.list.setColumnCount(1)
            self.list.setHorizontalHeaderLabels([translate("Advisor", "Choice")])
            self.list.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
            self.about.setText("")
            return
        from dicegames.ai.advisor import win_chance
        extra = extra_title(advice.measure)
        heads = [measure_heading(advice.measure)]
        if extra:
            heads.append(extra)
        if win is not None:
            heads.append(win_heading())
        self._heads = heads
        dice = tuple(self.session.game.table(self.session.state).dice)
        values = {av.action: av for av in advice.actions}
        about = measure_help(advice.measure)
        self.about.setText(about if win is None else about + "\n" + win_help())
        self._lines = []
        for rank, (choice, ranked) in enumerate(
                distinct(self.view.look, dice, advice.actions if win is None else win.actions)):
            av = values[ranked.action]
            cells = [value_text(advice.measure, av.value)]
            spoken = [for_ear(cells[0])]            # each cell says itself once (its column's
            if extra:                               # heading says what): never the whole row
                cells.append(extra_text(av))
                chance_of = av.zonk if av.zonk is not None else av.worst
                spoken.append(percent_text(chance_of) if chance_of is not None else "")
            if win is not None:
                chance = win_chance(win, ranked)
                cells.append(win_text(chance))
                spoken.append(win_spoken(chance))
            said = fill(translate("Advisor", "%1 (best)"), choice) if rank == 0 else choice
            self._lines.append(Line("\u2605 " + choice if rank == 0 else choice, cells,
                                    spoken, for_ear(said), av.action.to_str()))
        self._lay_out(False)
        header = self.list.horizontalHeader()
        self._numbers = sum(max(header.sectionSizeHint(c), self.list.sizeHintForColumn(c))
                            for c in range(1, self.list.columnCount()))
        if self._narrow():
            self._lay_out(True)
        if not advice.exact:
            self.note.setText(translate("Advisor", "Approximate: these rules have no exact "
                                        "table; the values are close, not exact."))

    def _narrow(self) -> bool:
        """Too little room beside the numbers for a readable choice (421's chips, worst hand
        and chance to win in a narrow window's panel)?"""
        room = self.list.viewport().width() - self._numbers
        return room < CHOICE_CHARS * self.list.fontMetrics().averageCharWidth()

    def _lay_out(self, stacked: bool) -> None:
        """The list of choices: a row each (the choice, then its numbers), or `stacked`, each
        choice on a row of its own above its numbers."""
        self._stacked = stacked
        table = self.list
        table.clear()
        table.clearSpans()
        first = 0 if stacked else 1               # the numbers' first column
        heads = self._heads if stacked else [translate("Advisor", "Choice"), *self._heads]
        table.setColumnCount(len(heads))
        table.setRowCount(len(self._lines) * (2 if stacked else 1))
        for column, text in enumerate(heads):
            head = QTableWidgetItem(text)
            if self.win is not None and column == len(heads) - 1:
                head.setToolTip(measure_title("win_chance"))
            table.setHorizontalHeaderItem(column, head)
        header = table.horizontalHeader()
        for column in range(len(heads)):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch
                                        if column == 0 else
                                        QHeaderView.ResizeMode.ResizeToContents)
        for rank, line in enumerate(self._lines):
            row = 2 * rank if stacked else rank
            items = [QTableWidgetItem(line.choice)]
            items[0].setData(Qt.ItemDataRole.UserRole, line.action)
            items[0].setData(Qt.ItemDataRole.AccessibleTextRole, line.said)
            for text, words in zip(line.cells, line.spoken):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                      | Qt.AlignmentFlag.AlignVCenter)
                item.setData(Qt.ItemDataRole.AccessibleTextRole, words)
                items.append(item)
            if rank == 0:
                for item in items:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
            table.setItem(row, 0, items[0])
            if stacked:
                table.setSpan(row, 0, 1, len(heads))
                row += 1
            for column, item in enumerate(items[1:], start=first):
                table.setItem(row, column, item)
        table.resizeRowsToContents()
        self._rows.start()

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        if self.advice is not None and self._lines and self._narrow() != self._stacked:
            self._lay_out(not self._stacked)

    def ready(self) -> bool:
        """Advice for the position on the table is shown."""
        return self.shown and self.advice is not None and self._ticket is None \
            and self._asked is self.session.state

    def pending(self) -> bool:
        """Advice for the position on the table is being worked out."""
        return self.shown and self._ticket is not None and self._asked is self.session.state

    def best_spoken(self) -> str:
        """The best choice now and its value, for the ear ("" when there is none yet)."""
        if not self.ready():
            return ""
        dice = tuple(self.session.game.table(self.session.state).dice)
        return advice_sentence(self.view.look, dice, self.advice, top=1, win=self.win)

    def summary(self) -> str:
        """The advice now in one sentence ("" without one)."""
        if self.advice is None:
            return self.note.text()
        dice = tuple(self.session.game.table(self.session.state).dice)
        return advice_sentence(self.view.look, dice, self.advice, win=self.win)

    def rows(self) -> list[list[str]]:
        """What the list shows, a choice and its numbers a row (tests)."""
        if self.advice is None:
            return []
        return [[line.choice, *line.cells] for line in self._lines]

    # ------------------------------------------------------------------ words
    def retranslate_ui(self) -> None:
        self.title.setText(translate("Advisor", "Advisor"))
        self.action.setText(translate("Advisor", "Advisor (H)"))
        self.action.setToolTip(translate("Advisor", "Show or hide the value of every choice "
                                         "(H)"))
        self.list.setAccessibleName(translate("Advisor", "Choices, best first"))
        self.setAccessibleName(translate("Advisor", "Advisor"))
        if self.shown:
            self._asked = None
            self.update_advice()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
