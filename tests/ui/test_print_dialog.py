"""Game → Print… (Ctrl+P): the dialog prints the game at hand or a blank sheet, saves a PDF
whole or says why not, remembers the page set-up; the game-over panel and the recent games
open it too."""
from __future__ import annotations

from pathlib import Path

import pytest

from dicegames.engine import game_ids, loads, replay
from dicegames.persistence.saves import Snapshot
from dicegames.ui.common.settings import Settings
from dicegames.ui.play.gameover import GameOverPanel
from dicegames.ui.printing.dialog import GameToPrint, PrintDialog
from dicegames.ui.printing.output import PrintSetup
from dicegames.ui.shell.main_window import MainWindow
from tests.persistence.helpers import finished_zdorovo_record

from .driver import active
from .fakes import FakeDialogs, FakePlayView
from .print_support import corrected_record, needs_poppler, pdf_info, pdf_text

GOLDEN = Path(__file__).resolve().parents[1] / "golden"


def zanzibar() -> GameToPrint:
    record = loads((GOLDEN / "zanzibar_standard.json").read_text(encoding="utf-8"))
    return GameToPrint(record, "virtual", "2025-03-12T18:00:00Z")


@pytest.fixture
def settings(tmp_path):
    return Settings(tmp_path / "settings.ini")


@needs_poppler
def test_the_dialog_saves_this_games_sheet_as_a_pdf(qtbot, tmp_path, settings):
    dialogs = FakeDialogs()
    dialogs.save_path = str(tmp_path / "421 sheet")           # the .pdf is added
    dlg = PrintDialog(game_ids(), zanzibar(), settings=settings, dialogs=dialogs)
    qtbot.addWidget(dlg)
    assert dlg.this_game.isChecked() and not dlg.blank_box.isEnabled()
    dlg.log.setChecked(True)
    path = dlg.save_pdf()
    assert path == tmp_path / "421 sheet.pdf" and path.is_file()
    pages, _ = pdf_info(path)
    assert pages >= 2 and "Anna" in pdf_text(path, 1)
    assert str(path) in dlg.status.text()
    assert PrintSetup.of(settings.print_choices()).log       # remembered


@needs_poppler
def test_save_as_pdf_with_a_turn_taller_than_three_pages(qtbot, tmp_path, settings):
    """Print → Save as PDF with the log of a turn corrected 600 times ends and writes every
    page (it used to lay out empty pages until the app was aborted)."""
    dialogs = FakeDialogs()
    dialogs.save_path = str(tmp_path / "long.pdf")
    dlg = PrintDialog(game_ids(), GameToPrint(corrected_record(600)), settings=settings,
                      dialogs=dialogs)
    qtbot.addWidget(dlg)
    dlg.log.setChecked(True)
    path = dlg.save_pdf()
    assert path is not None and pdf_info(path)[0] >= 5
    assert str(path) in dlg.status.text()


@needs_poppler
def test_a_blank_sheet_for_the_names_typed_and_the_rules_chosen(qtbot, tmp_path, settings):
    dialogs = FakeDialogs()
    dialogs.save_path = str(tmp_path / "blank.pdf")
    dlg = PrintDialog(game_ids(), zanzibar(), settings=settings, dialogs=dialogs)
    qtbot.addWidget(dlg)
    dlg.blank.setChecked(True)
    assert dlg.blank_box.isEnabled() and not dlg.log.isEnabled()
    assert dlg.names.text() == "Anna, Boris, Vera"             # the table's, to play again
    dlg.game_box.setCurrentIndex(dlg.game_box.findData("zonk"))
    dlg._game_changed()
    dlg.rules_box.setCurrentIndex(dlg.rules_box.findData("duel"))
    dlg.names.setText("Аня, Борис")              # typed (QTest types ASCII only)
    dlg.names.textEdited.emit(dlg.names.text())
    assert dlg.players.value() == 2
    dlg.orientation.setCurrentIndex(dlg.orientation.findData("landscape"))
    sheet = dlg.sheet()
    assert sheet.blank and sheet.heads == ("Аня", "Борис") and "Duel" in sheet.facts[0]
    path = dlg.save_pdf()
    _, size = pdf_info(path)
    assert size[0] > size[1]                                  # landscape, as chosen
    assert "Аня" in pdf_text(path)


def test_a_pdf_the_disk_refuses_is_reported_and_nothing_is_left(qtbot, tmp_path, settings,
                                                                 monkeypatch):
    import errno

    from dicegames.persistence import files
    dialogs = FakeDialogs()
    dialogs.save_path = str(tmp_path / "sheet.pdf")

    def full(*_a, **_k):
        raise OSError(errno.ENOSPC, "No space left on device")
    monkeypatch.setattr(files, "_replace_with", full)
    dlg = PrintDialog(game_ids(), zanzibar(), settings=settings, dialogs=dialogs)
    qtbot.addWidget(dlg)
    assert dlg.save_pdf() is None
    assert "disk is full" in dlg.status.text() and not (tmp_path / "sheet.pdf").exists()


def test_the_preview_keeps_its_printer_and_paints_every_page(qtbot, settings):
    dlg = PrintDialog(game_ids(), zanzibar(), settings=settings, dialogs=FakeDialogs())
    qtbot.addWidget(dlg)
    dlg.show_preview()
    preview = dlg.preview
    qtbot.addWidget(preview)
    assert dlg.printer is not None and preview.isVisible()
    preview.close()


def test_the_preview_opens_over_the_window_at_a_readable_zoom(qtbot, settings):
    """In a small window the preview opened at 41 %: now it covers the window it was opened
    from and shows the page's width (the whole page when that is readable, 75 % or more);
    its own Fit width / Fit page button says which."""
    from PySide6.QtGui import QAction
    from PySide6.QtPrintSupport import QPrintPreviewWidget
    from PySide6.QtWidgets import QWidget
    size = (960, 640)
    window = QWidget()
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    dlg = PrintDialog(game_ids(), zanzibar(), settings=settings, dialogs=FakeDialogs(),
                      parent=window)
    dlg.show_preview()
    preview = dlg.preview
    screen = preview.screen().availableGeometry()
    assert preview.width() >= min(size[0], screen.width()) - 40
    assert preview.height() >= min(size[1], screen.height()) - 40
    assert screen.contains(preview.frameGeometry()) or preview.frameGeometry() == screen
    widget = preview.findChild(QPrintPreviewWidget)
    assert widget.zoomMode() == QPrintPreviewWidget.ZoomMode.FitToWidth    # too low for all
    assert widget.zoomFactor() >= 0.75
    assert preview.findChild(QAction, "fitWidthAction").isChecked()
    preview.close()


@pytest.mark.parametrize("app,system,paper", [
    ("ru", "en_US", "a4"),            # a Russian table on a system left in American English
    ("es", "en_US", "a4"),
    ("es", "es_MX", "letter"),        # the system's country when it speaks the app's language
    ("en", "en_GB", "a4"),
    ("en", "en_CA", "letter"),
    ("en", "ru_RU", "letter"),        # else the language's own
    ("ru", "C", "a4"),
])
def test_the_paper_follows_the_apps_language(app, system, paper):
    from PySide6.QtCore import QLocale

    from dicegames.ui.printing.output import default_paper
    assert default_paper(QLocale(app), QLocale(system)) == paper


def test_the_dialog_offers_the_paper_of_the_apps_language(qtbot, settings, monkeypatch):
    from PySide6.QtCore import QLocale

    from dicegames.ui.common.i18n import Translations
    from dicegames.ui.printing import output
    monkeypatch.setattr(output, "system_locale", lambda: QLocale("en_US"))
    tr = Translations()
    try:
        tr.set_language("ru")
        dlg = PrintDialog(game_ids(), zanzibar(), settings=settings, dialogs=FakeDialogs())
        qtbot.addWidget(dlg)
        assert dlg.paper.currentData() == "a4"
        layout = output.page_layout(dlg.sheet(), PrintSetup(), dlg)
        assert layout.pageSize().id() == layout.pageSize().PageSizeId.A4
        tr.set_language("en")
        assert output.default_paper() == "letter"
    finally:
        tr.set_language("en")


def test_printing_goes_through_the_printers_dialog(qtbot, settings):
    dialogs = FakeDialogs()
    asked = []
    dialogs.on_run = lambda dialog: asked.append(type(dialog).__name__) or False
    dlg = PrintDialog(game_ids(), zanzibar(), settings=settings, dialogs=dialogs)
    qtbot.addWidget(dlg)
    dlg.print_sheet()
    assert asked == ["QPrintDialog"] and not dlg.status.text()   # cancelled: nothing printed


def test_the_page_set_up_survives_a_damaged_settings_value(settings):
    settings.set_print_choices({"paper": "letter", "orientation": "sideways", "large": "yes"})
    setup = PrintSetup.of(settings.print_choices())
    assert setup == PrintSetup(paper="letter")


@pytest.fixture
def window(qtbot):
    FakePlayView.made.clear()
    dialogs = FakeDialogs()
    w = MainWindow(dialogs=dialogs, play_view_factory=FakePlayView)
    qtbot.addWidget(w)
    active(qtbot, w)
    w.startup()
    return w


def test_ctrl_p_prints_a_blank_sheet_from_home_and_the_sheet_at_the_table(qtbot, window):
    seen = []
    window.dialogs.on_run = lambda dlg: seen.append((dlg.this_game.isChecked(),
                                                     dlg.blank.isChecked())) or False
    assert window.act_print.shortcut().toString() == "Ctrl+P"
    assert window.act_print in window.menu_game.actions()
    window.act_print.trigger()
    assert seen == [(False, True)]                            # from the home: a blank sheet
    window.start_game(Snapshot(finished_zdorovo_record()), autosave=False)
    window.act_print.trigger()
    assert seen[-1] == (True, False)


def test_the_game_over_panel_and_the_recent_games_offer_print(qtbot, window):
    from dicegames.ui.home.recent import RecentGames
    panel = GameOverPanel(window)
    with qtbot.waitSignal(panel.print_clicked):
        panel.print_button.click()
    done = finished_zdorovo_record()
    rp = replay(done)
    window.store.record_finished(Snapshot(done), rp.game.outcome(rp.state))
    window.store.flush()
    window.refresh_home()
    recent: RecentGames = window.home.recent
    opened = []
    window.dialogs.on_run = lambda dlg: opened.append(dlg.game) or False
    menu = recent.context_menu(0)
    menu.actions()[1].trigger()
    assert opened and opened[0].record == done and opened[0].played
    recent.setCurrentRow(0)                      # Ctrl+P with a recent game in focus: its sheet
    recent.setFocus()
    qtbot.waitUntil(recent.hasFocus)
    window.act_print.trigger()
    assert len(opened) == 2 and opened[1].record == done


def test_the_menu_key_opens_the_current_recent_games_menu(qtbot, window, monkeypatch):
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QContextMenuEvent
    from PySide6.QtWidgets import QApplication, QMenu
    done = finished_zdorovo_record()
    rp = replay(done)
    window.store.record_finished(Snapshot(done), rp.game.outcome(rp.state))
    window.store.flush()
    window.refresh_home()
    recent = window.home.recent
    recent.setCurrentRow(0)
    shown = []
    monkeypatch.setattr(QMenu, "popup", lambda menu, *_a: shown.append(
        [a.text() for a in menu.actions()]))
    QApplication.sendEvent(recent, QContextMenuEvent(QContextMenuEvent.Reason.Keyboard,
                                                     QPoint(0, 0), QPoint(0, 0)))
    assert shown == [["Open", "Print…"]]


def test_f1_on_a_recent_game_shows_its_rules_and_prints_nothing(qtbot, window):
    done = finished_zdorovo_record()
    rp = replay(done)
    window.store.record_finished(Snapshot(done), rp.game.outcome(rp.state))
    window.store.flush()
    window.refresh_home()
    recent = window.home.recent
    opened = []
    window.dialogs.on_run = lambda dlg: opened.append(dlg) or False
    recent.setCurrentRow(0)
    recent.setFocus()
    qtbot.waitUntil(recent.hasFocus)
    window.show_rules()
    assert opened == []                                      # no Print dialog
    assert window.rules_viewer.isVisible() and window.rules_viewer.game_id == done.game
    window.rules_viewer.close()
