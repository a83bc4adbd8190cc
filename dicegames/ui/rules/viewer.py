"""The rules viewer: a game's rules with a table of contents, for the rules in force, printable.

One window for the whole app (Help → Rules, F1): it shows the game being played with its
options, or any game with the standard rules; the language follows the app's, at once.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut, QTextBlockFormat, QTextCursor
from PySide6.QtWidgets import (
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from dicegames.ui.common.game_window import FollowsTheTable
from dicegames.ui.games import look
from dicegames.ui.rules.document import RulesTextMissingError, rules_markdown
from dicegames.ui.words import fill, translate

BLOCK_ROLE = Qt.ItemDataRole.UserRole
TEXT_WIDTH = 760
LINE_HEIGHT = 125                       # per cent of the font's line


class RulesText(QTextBrowser):
    """The rules text: lines no longer than a reader's eye follows, never wider than the view."""

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        self.setLineWrapColumnOrWidth(max(200, min(TEXT_WIDTH, self.viewport().width() - 4)))


class RulesViewer(FollowsTheTable, QWidget):
    """Pick a game, read its rules; `show_game(game_id, rules)` from a game in progress.
    `odds_requested(game_id, rules, playing)`: the Odds button, for the game shown."""

    odds_requested = Signal(str, object, bool)

    def __init__(self, game_ids: tuple[str, ...], parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("rules_viewer")
        self.follow_the_table(game_ids, "rules", 1040)
        self.printer: Any = None                   # kept alive while its preview is open
        self.preview: Any = None
        self.contents = QListWidget(self)
        self.contents.setObjectName("rules_contents")
        self.contents.setMaximumWidth(340)
        self.contents.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.text = RulesText(self)
        self.text.setObjectName("rules_text")
        self.text.setOpenExternalLinks(False)
        self.text.setTextInteractionFlags(            # a caret the arrows move: a screen
            Qt.TextInteractionFlag.TextBrowserInteraction   # reader reads the line, word or
            | Qt.TextInteractionFlag.TextSelectableByKeyboard)   # letter it moves to
        self.text.setLineWrapMode(QTextBrowser.LineWrapMode.FixedPixelWidth)
        self.text.setLineWrapColumnOrWidth(TEXT_WIDTH)     # lines a reader's eye can follow
        self.text.document().setDocumentMargin(18)
        self.print_button = QPushButton(self)
        self.odds_button = QPushButton(self)
        self.odds_button.setObjectName("rules_odds")
        self.close_button = QPushButton(self)

        top = QHBoxLayout()
        top.addWidget(self.game_label)
        top.addWidget(self.game_box)
        top.addWidget(self.in_force, 1)
        top.addWidget(self.odds_button)
        top.addWidget(self.print_button)
        top.addWidget(self.close_button)
        split = QSplitter(self)
        split.addWidget(self.contents)
        split.addWidget(self.text)
        split.setStretchFactor(1, 1)
        split.setSizes([280, 760])
        self.split = split
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(split, 1)

        self.game_box.activated.connect(self._game_chosen)
        self.contents.currentItemChanged.connect(self._go_to)
        self.text.verticalScrollBar().valueChanged.connect(self._follow_scroll)
        self._going = False                 # the contents moved the text: they stay put
        self.contents.itemActivated.connect(lambda item: self._go_to(item))
        self.print_button.clicked.connect(self.print_preview)
        self.odds_button.clicked.connect(self.show_odds)
        self.close_button.clicked.connect(self.close)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Print), self,
                  self.print_preview)
        QShortcut(QKeySequence(QKeySequence.StandardKey.ZoomIn), self,
                  lambda: self.text.zoomIn(1))
        QShortcut(QKeySequence(QKeySequence.StandardKey.ZoomOut), self,
                  lambda: self.text.zoomOut(1))
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self.close)
        self.retranslate_ui()

    # ------------------------------------------------------------------ what is shown
    def focus_target(self) -> QWidget:
        return self.text

    def reload(self) -> None:
        """Rebuild the text in the current language, keeping the place when possible."""
        place = self.text.verticalScrollBar().value()
        same = self.text.property("shown") == self.game_id
        try:
            markdown = rules_markdown(self.game_id, self.rules)
        except RulesTextMissingError:
            markdown = translate("Rules", "The rules text of this game is missing from this "
                                 "installation: reinstall the app to get it back.")
        self.text.setMarkdown(markdown)
        self._airy()
        self.text.setProperty("shown", self.game_id)
        self._fill_contents()
        self._fill_games()
        self._update_in_force()
        self.setWindowTitle(fill(translate("Rules", "Rules: %1"), look(self.game_id).name()))
        if same:
            self.text.verticalScrollBar().setValue(place)

    def _airy(self) -> None:
        """A little air between lines and paragraphs: the rules are read, not scanned."""
        fmt = QTextBlockFormat()
        fmt.setLineHeight(LINE_HEIGHT, QTextBlockFormat.LineHeightTypes.ProportionalHeight.value)
        block = self.text.document().begin()
        while block.isValid():
            cursor = QTextCursor(block)
            if cursor.currentTable() is None:          # tables stay compact
                cursor.mergeBlockFormat(fmt)
            block = block.next()

    def _fill_games(self) -> None:
        self.game_box.blockSignals(True)
        self.game_box.clear()
        for game_id in self.game_ids:
            self.game_box.addItem(look(game_id).name(), game_id)
        self.game_box.setCurrentIndex(max(0, self.game_box.findData(self.game_id)))
        self.game_box.blockSignals(False)

    def _fill_contents(self) -> None:
        self.contents.blockSignals(True)
        self.contents.clear()
        block = self.text.document().begin()
        while block.isValid():
            level = block.blockFormat().headingLevel()
            if level in (1, 2) and block.text().strip():
                item = QListWidgetItem(("" if level == 1 else "    ") + block.text().strip())
                item.setData(BLOCK_ROLE, block.position())
                self.contents.addItem(item)
            block = block.next()
        self.contents.blockSignals(False)
        widest = self.contents.sizeHintForColumn(0) + 2 * self.contents.frameWidth() + 8
        self.contents.setMinimumWidth(min(widest, 340))

    def _update_in_force(self) -> None:
        at_table = self.playing is not None and self.playing[0] == self.game_id \
            and self.rules is not None
        self.in_force.setText(translate("Rules", "The rules of the game at the table, with its "
                                        "options") if at_table else
                              translate("Rules", "The standard rules"))

    def _go_to(self, item: QListWidgetItem | None, *_: Any) -> None:
        """Scroll the text so the section's heading is at the top."""
        if item is None:
            return
        doc = self.text.document()
        block = doc.findBlock(int(item.data(BLOCK_ROLE)))
        top = doc.documentLayout().blockBoundingRect(block).top() - doc.documentMargin()
        self._going = True
        try:
            self.text.verticalScrollBar().setValue(max(0, int(top)))
            cursor = QTextCursor(block)
            self.text.setTextCursor(cursor)
        finally:
            self._going = False

    def _follow_scroll(self, value: int) -> None:
        """The contents show the section being read: the last heading at or above the top
        of the text's view (at the end of the text, the last one in view)."""
        if self._going or not self.contents.count():
            return
        doc = self.text.document()
        layout = doc.documentLayout()
        bar = self.text.verticalScrollBar()
        line = value + doc.documentMargin() + self.text.fontMetrics().height()
        if value >= bar.maximum() > 0:
            line = value + self.text.viewport().height() / 3
        row = 0
        for i in range(self.contents.count()):
            block = doc.findBlock(int(self.contents.item(i).data(BLOCK_ROLE)))
            if layout.blockBoundingRect(block).top() <= line:
                row = i
        if row != self.contents.currentRow():
            self.contents.blockSignals(True)          # following, not going there
            self.contents.setCurrentRow(row)
            self.contents.blockSignals(False)
            self.contents.scrollToItem(self.contents.item(row))

    def show_odds(self) -> None:
        """The odds of the game shown, for the rules shown (the shell opens the odds window)."""
        playing = self.playing is not None and self.playing[0] == self.game_id \
            and self.rules is not None
        self.odds_requested.emit(self.game_id, self.rules, playing)

    # ------------------------------------------------------------------ print
    def print_preview(self) -> None:
        """The print preview of the rules as shown (Qt prints black on white)."""
        from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
        if self.printer is None:
            self.printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        self.printer.setDocName(self.windowTitle())
        self.preview = QPrintPreviewDialog(self.printer, self)
        self.preview.setWindowTitle(translate("Rules", "Print the rules"))
        self.preview.paintRequested.connect(self.print_to)
        self.preview.open()

    def print_to(self, printer: Any) -> None:
        self.text.document().print_(printer)

    def section_titles(self) -> list[str]:
        return [self.contents.item(i).text().strip() for i in range(self.contents.count())]

    # ------------------------------------------------------------------ words
    def retranslate_ui(self) -> None:
        self.game_label.setText(translate("Rules", "&Game:"))
        self.print_button.setText(translate("Rules", "&Print…"))
        self.odds_button.setText(translate("Rules", "&Odds…"))
        self.close_button.setText(translate("Rules", "Close"))
        self.contents.setAccessibleName(translate("Rules", "Contents"))
        self.text.setAccessibleName(translate("Rules", "Rules text"))
        if self.game_id:
            self.reload()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
