"""Game → Print… (Ctrl+P): the sheet of the game at hand or a blank sheet, on paper (with a
preview and the printer's own dialog) or as a PDF; the page set-up is remembered."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from dicegames.engine.names import clean_name
from dicegames.ui.access import group_body
from dicegames.ui.common.name_field import cleaned_text, name_field
from dicegames.ui.games import look
from dicegames.ui.printing.content import PrintedSheet, blank_sheet, filled_sheet
from dicegames.ui.printing.output import (
    PrintSetup,
    default_paper,
    page_layout,
    render,
    write_pdf,
)
from dicegames.ui.words import fill, translate, unisolated

MAX_NAMES = 8
READABLE = 0.75                   # the least zoom at which a whole page still reads on screen
AT_TABLE = ""                     # the rules choice "as at the table" (no preset has no id)


@dataclass(frozen=True)
class GameToPrint:
    """A game whose sheet can be printed: its record, dice and when it was played."""

    record: Any
    dice_source: str = "virtual"
    played: str = ""


class PrintDialog(QDialog):
    """What to print and how; Preview…, Print… and Save as PDF… do it, Close keeps the set-up."""

    def __init__(self, game_ids: tuple[str, ...], game: GameToPrint | None = None, *,
                 blank_game: str = "", settings: Any = None, dialogs: Any = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("print_dialog")
        self.game, self.settings, self.dialogs = game, settings, dialogs
        self.game_ids = game_ids
        self.printer: Any = None          # kept alive while the preview is open
        self.preview: Any = None
        self.setup = PrintSetup.of(settings.print_choices()) if settings is not None \
            else PrintSetup()

        self.this_game, self.blank = QRadioButton(self), QRadioButton(self)
        self.this_game.setObjectName("print_this_game")
        self.blank.setObjectName("print_blank")
        self.what = QButtonGroup(self)
        self.what.addButton(self.this_game)
        self.what.addButton(self.blank)
        self.blank_box = QGroupBox(self)
        blank, form = group_body(self.blank_box, QFormLayout)
        self.game_box, self.rules_box = QComboBox(blank), QComboBox(blank)
        self.game_box.setObjectName("print_game")
        self.rules_box.setObjectName("print_rules")
        self.players = QSpinBox(blank)
        self.players.setObjectName("print_players")
        self.names = QLineEdit(blank)
        self.names.setObjectName("print_names")
        name_field(self.names, lambda: self.status.setText(cleaned_text()), limit=None)
        self.labels = [QLabel(blank) for _ in range(4)]
        for label, field in zip(self.labels, (self.game_box, self.rules_box, self.players,
                                              self.names)):
            label.setBuddy(field)
            form.addRow(label, field)

        self.page_box = QGroupBox(self)
        body, page = group_body(self.page_box, QFormLayout)   # check boxes by their own text
        self.paper, self.orientation = QComboBox(body), QComboBox(body)
        self.paper.setObjectName("print_paper")
        self.orientation.setObjectName("print_orientation")
        for value in ("a4", "letter"):
            self.paper.addItem("", value)
        for value in ("auto", "portrait", "landscape"):
            self.orientation.addItem("", value)
        self.large = QCheckBox(body)
        self.large.setObjectName("print_large")
        self.log = QCheckBox(body)
        self.log.setObjectName("print_log")
        self.page_labels = [QLabel(body) for _ in range(2)]
        for label, field in zip(self.page_labels, (self.paper, self.orientation)):
            label.setBuddy(field)
            page.addRow(label, field)
        page.addRow(self.large)
        page.addRow(self.log)

        self.status = QLabel(self)
        self.status.setObjectName("print_status")
        self.status.setWordWrap(True)
        self.preview_button = QPushButton(self)
        self.preview_button.setObjectName("print_preview")
        self.print_button = QPushButton(self)
        self.print_button.setObjectName("print_print")
        self.pdf_button = QPushButton(self)
        self.pdf_button.setObjectName("print_pdf")
        self.close_button = QPushButton(self)
        self.close_button.setObjectName("print_close")
        self.preview_button.setDefault(True)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        for b in (self.preview_button, self.print_button, self.pdf_button, self.close_button):
            buttons.addWidget(b)

        lay = QVBoxLayout(self)
        lay.addWidget(self.this_game)
        lay.addWidget(self.blank)
        lay.addWidget(self.blank_box)
        lay.addWidget(self.page_box)
        lay.addWidget(self.status)
        lay.addLayout(buttons)

        at_table = game.record.game if game is not None else ""
        self.game_box.activated.connect(lambda _i: self._game_changed())
        self.names.textEdited.connect(self._names_edited)
        self.what.buttonToggled.connect(lambda *_: self._update())
        self.preview_button.clicked.connect(self.show_preview)
        self.print_button.clicked.connect(self.print_sheet)
        self.pdf_button.clicked.connect(self.save_pdf)
        self.close_button.clicked.connect(self.accept)
        self.retranslate_ui()
        start = blank_game or at_table or (game_ids[0] if game_ids else "")
        self.game_box.setCurrentIndex(max(0, self.game_box.findData(start)))
        self._game_changed()
        if game is not None:                     # the same table, on paper next time
            self.players.setValue(len(game.record.players))
            self.names.setText(", ".join(p.name for p in game.record.players))
        self._show_setup(self.setup)
        (self.this_game if game is not None and not blank_game else self.blank).setChecked(True)
        self.this_game.setVisible(game is not None)
        self._update()

    # ------------------------------------------------------------------ the choices
    def _show_setup(self, setup: PrintSetup) -> None:
        self.paper.setCurrentIndex(max(0, self.paper.findData(setup.paper or default_paper())))
        self.orientation.setCurrentIndex(max(0, self.orientation.findData(setup.orientation)))
        self.large.setChecked(setup.large)
        self.log.setChecked(setup.log)

    def chosen_setup(self) -> PrintSetup:
        return PrintSetup(self.paper.currentData(), self.orientation.currentData(),
                          self.large.isChecked(), self.log.isChecked())

    def _game_changed(self) -> None:
        """The blank sheet's game: its rules (presets, and the table's), its player count."""
        from dicegames.engine import game_info
        from dicegames.ui.games.option_words import preset_name
        game_id = self.game_box.currentData()
        if not game_id:
            return
        info = game_info(game_id)
        self.rules_box.clear()
        if self.game is not None and self.game.record.game == game_id:
            self.rules_box.addItem(translate("Print", "As at the table"), AT_TABLE)
        for preset in info.presets:
            self.rules_box.addItem(preset_name(game_id, preset), preset)
        value = self.players.value()
        self.players.setRange(info.min_players, min(info.max_players, MAX_NAMES))
        self.players.setValue(value if value else 4)

    def _update(self) -> None:
        blank = self.blank.isChecked()
        self.blank_box.setEnabled(blank)
        self.log.setEnabled(not blank)
        self.status.clear()

    def _names_edited(self) -> None:
        """As many columns as names typed (more can be added for players still unnamed)."""
        if self.blank_names():
            self.players.setValue(len(self.blank_names()))

    def blank_names(self) -> list[str]:
        text = self.names.text()
        return [clean_name(n) for n in text.split(",")][:MAX_NAMES] if text.strip() else []

    def sheet(self) -> PrintedSheet:
        """The sheet as chosen now."""
        setup = self.chosen_setup()
        if self.game is not None and self.this_game.isChecked():
            g = self.game
            return filled_sheet(g.record, g.dice_source, played=g.played, with_log=setup.log)
        game_id = self.game_box.currentData()
        rules = self.rules_box.currentData()
        if rules == AT_TABLE and self.game is not None:
            options = dict(self.game.record.options)
        else:
            from dicegames.engine import game_info
            options = game_info(game_id).rules(preset=rules).to_options()
        names = self.blank_names()
        return blank_sheet(game_id, options, names, max(len(names), self.players.value()))

    def _remember(self) -> PrintSetup:
        setup = self.chosen_setup()
        if self.settings is not None:
            self.settings.set_print_choices(setup.choices())
        return setup

    # ------------------------------------------------------------------ printing
    def _printer(self, sheet: PrintedSheet, setup: PrintSetup) -> Any:
        from PySide6.QtPrintSupport import QPrinter
        if self.printer is None:
            self.printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        self.printer.setDocName(sheet.doc_name)
        self.printer.setPageLayout(page_layout(sheet, setup, self.printer))
        return self.printer

    def show_preview(self) -> None:
        """The print preview (Qt's: zoom, pages, page set-up, print)."""
        from PySide6.QtPrintSupport import QPrintPreviewDialog
        setup = self._remember()
        sheet = self.sheet()
        printer = self._printer(sheet, setup)
        self.preview = QPrintPreviewDialog(printer, self)
        self.preview.setWindowTitle(fill(translate("Print", "Print preview: %1"),
                                         sheet.doc_name))
        self.preview.paintRequested.connect(lambda p: render(sheet, p, setup.large))
        name_preview(self.preview)
        self.preview.open()
        show_readable(self.preview, self.parentWidget() or self)

    def print_sheet(self) -> None:
        """The printer's dialog, then the sheet on the printer chosen."""
        from PySide6.QtPrintSupport import QPrintDialog
        setup = self._remember()
        sheet = self.sheet()
        printer = self._printer(sheet, setup)
        dialog = QPrintDialog(printer, self)
        try:
            if self.dialogs is not None and not self.dialogs.run(dialog):
                return
        finally:
            dialog.deleteLater()
        if not render(sheet, printer, setup.large):
            self.status.setText(translate("Print", "The printer could not be used: check it "
                                          "and try again."))

    def save_pdf(self) -> Path | None:
        """Ask where, then write the PDF (whole or not at all); the path written, or None."""
        from dicegames.persistence.errors import StorageError
        from dicegames.persistence.files import inside, safe_name
        from dicegames.ui.common.messages import storage_reason
        setup = self._remember()
        sheet = self.sheet()
        suggested = str(inside(Path.home(), safe_name(unisolated(sheet.doc_name), "sheet")
                               + ".pdf"))
        chosen = self.dialogs.save_file(self, translate("Print", "Save the sheet as PDF"),
                                        suggested, translate("Print", "PDF files (*.pdf)")) \
            if self.dialogs is not None else None
        if not chosen:
            return None
        path = Path(chosen)
        if path.suffix.lower() != ".pdf":
            path = path.with_name(path.name + ".pdf")
        try:
            write_pdf(sheet, path, setup)
        except OSError as e:
            self.status.setText(fill(translate(
                "Print", "The PDF could not be written: %1. Choose another folder and try "
                "again."), storage_reason(StorageError.from_os_error(e, path, "write"))))
            return None
        self.status.setText(fill(translate("Print", "Saved as %1"), str(path)))
        return path

    def done(self, result: int) -> None:
        self._remember()
        super().done(result)

    # ------------------------------------------------------------------ words
    def retranslate_ui(self) -> None:
        self.setWindowTitle(translate("Print", "Print"))
        if self.game is not None:
            self.this_game.setText(fill(translate("Print", "The &sheet of this game: %1"),
                                        look(self.game.record.game).name()))
        self.blank.setText(translate("Print", "A &blank sheet to fill in by hand"))
        self.blank_box.setTitle(translate("Print", "Blank sheet"))
        for label, words in zip(self.labels, (
                translate("Print", "&Game:"), translate("Print", "&Rules:"),
                translate("Print", "Pla&yers:"), translate("Print", "&Names:"))):
            label.setText(words)
        self.names.setPlaceholderText(translate("Print", "optional, separated by commas"))
        current = self.game_box.currentData()
        self.game_box.clear()
        for game_id in self.game_ids:
            self.game_box.addItem(look(game_id).name(), game_id)
        self.game_box.setCurrentIndex(max(0, self.game_box.findData(current)))
        self.page_box.setTitle(translate("Print", "Page"))
        self.page_labels[0].setText(translate("Print", "Pap&er:"))
        self.page_labels[1].setText(translate("Print", "&Orientation:"))
        for i, words in enumerate((translate("Print", "A4"), translate("Print", "Letter"))):
            self.paper.setItemText(i, words)
        for i, words in enumerate((translate("Print", "As the sheet needs"),
                                   translate("Print", "Portrait"),
                                   translate("Print", "Landscape"))):
            self.orientation.setItemText(i, words)
        self.large.setText(translate("Print", "&Large print"))
        self.log.setText(translate("Print", "The game log on the &following pages"))
        self.preview_button.setText(translate("Print", "Pre&view…"))
        self.print_button.setText(translate("Print", "&Print…"))
        self.pdf_button.setText(translate("Print", "Save as P&DF…"))
        self.close_button.setText(translate("Print", "Close"))
        if self.preview is not None:
            name_preview(self.preview)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
            self._game_changed()
        super().changeEvent(event)


def name_preview(preview: QDialog) -> None:
    """Qt's print preview with its fields named for the ear: its zoom, the page shown and the
    pages themselves were read as "143.1 %", a nameless text and a nameless pane. The zoom
    gets a label before it (a screen reader names a combo box by its label, and Alt+Z)."""
    from PySide6.QtWidgets import QGraphicsView, QToolBar
    bar = preview.findChild(QToolBar)
    zoom = bar.findChild(QComboBox) if bar is not None else None
    if bar is not None and zoom is not None:
        label = bar.findChild(QLabel, "preview_zoom_label")
        if label is None:
            label = QLabel(bar)
            label.setObjectName("preview_zoom_label")
            label.setBuddy(zoom)
            shown = next((a for a in bar.actions() if bar.widgetForAction(a) is zoom), None)
            if shown is not None:
                bar.insertWidget(shown, label)
        label.setText(translate("Print", "&Zoom:"))
        typed = zoom.lineEdit()
        if typed is not None:
            typed.setAccessibleName(translate("Print", "Zoom"))
    page = next((e for e in (bar.findChildren(QLineEdit) if bar is not None else ())
                 if not isinstance(e.parentWidget(), QComboBox)), None)
    if page is not None:
        page.setAccessibleName(translate("Print", "Page shown"))
    pages = preview.findChild(QGraphicsView)
    if pages is not None:
        pages.setAccessibleName(translate("Print", "The pages as they will print"))


def show_readable(preview: QDialog, over: QWidget) -> None:
    """The print preview over the window it was opened from (within the screen), showing the
    whole page where that reads (READABLE or larger), else the page's width."""
    from PySide6.QtCore import QMargins, QRect
    from PySide6.QtGui import QAction
    from PySide6.QtPrintSupport import QPrintPreviewWidget
    window = over.window()
    screen = (window.screen() or preview.screen()).availableGeometry()
    if window.isVisible():
        place = window.frameGeometry().intersected(screen)
    else:
        place = QRect(0, 0, screen.width() * 4 // 5, screen.height() * 4 // 5)
        place.moveCenter(screen.center())
    frame, inner = preview.frameGeometry(), preview.geometry()     # the title bar, the edges
    preview.setGeometry(place.marginsRemoved(QMargins(
        inner.left() - frame.left(), inner.top() - frame.top(),
        frame.right() - inner.right(), frame.bottom() - inner.bottom())))
    widget = preview.findChild(QPrintPreviewWidget)
    fit_page = preview.findChild(QAction, "fitPageAction")
    fit_width = preview.findChild(QAction, "fitWidthAction")
    if widget is None or fit_page is None or fit_width is None:
        return                                   # another Qt's preview: as it opens
    fit_page.trigger()
    if widget.zoomFactor() < READABLE:
        fit_width.trigger()
