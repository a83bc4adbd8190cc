"""A fault of ours never takes the app down: it is logged in the user's log dir and told once."""
from __future__ import annotations

from PySide6.QtCore import QtMsgType

from dicegames.persistence import paths
from dicegames.ui.common.faults import LOG_CAP, FaultReporter, write_log


def _raise() -> None:
    raise RuntimeError("a bug of ours")


def test_an_exception_is_logged_and_told_once(capsys):
    told: list[str] = []
    reporter = FaultReporter(told.append)
    for _ in range(3):
        try:
            _raise()
        except RuntimeError as e:
            reporter.excepthook(type(e), e, e.__traceback__)
    log = paths.log_path().read_text()
    assert log.count("RuntimeError: a bug of ours") == 3 and "_raise" in log
    assert len(told) == 1 and "your game is safe" in told[0] and str(paths.log_path()) in told[0]


def test_qt_messages_are_logged_and_the_known_harmless_one_ignored():
    told: list[str] = []
    reporter = FaultReporter(told.append)
    reporter.qt_message(QtMsgType.QtWarningMsg, None, "QPainter::begin: a warning")
    reporter.qt_message(QtMsgType.QtWarningMsg, None,
                        "This plugin does not support propagateSizeHints()")
    assert "a warning" in paths.log_path().read_text()
    assert "propagateSizeHints" not in paths.log_path().read_text() and not told
    reporter.qt_message(QtMsgType.QtCriticalMsg, None, "something critical")
    assert len(told) == 1


def test_the_log_stays_small_and_a_broken_log_dir_is_harmless(tmp_path):
    path = tmp_path / "d.log"
    path.write_text("x" * (LOG_CAP + 10))
    assert write_log("fresh", path) == path
    assert path.stat().st_size < 200 and path.with_name("d.log.1").exists()
    blocker = tmp_path / "file"
    blocker.write_text("")
    assert write_log("nowhere", blocker / "sub" / "d.log") is None


def test_a_fault_banner_says_what_to_do_and_is_dismissed_by_key_or_click(qtbot):
    """The banner of a fault is told above the page; it never stays for the whole evening."""
    from PySide6.QtCore import Qt

    from dicegames.ui.shell.main_window import MainWindow
    from tests.ui.driver import active
    from tests.ui.fakes import FakeDialogs, FakePlayView
    window = MainWindow(dialogs=FakeDialogs(), play_view_factory=FakePlayView)
    qtbot.addWidget(window)
    active(qtbot, window)
    reporter = FaultReporter(window.show_fault)
    try:
        _raise()
    except RuntimeError as e:
        reporter.excepthook(type(e), e, e.__traceback__)
    banner = window.fault_banner
    assert banner is not None and banner.isVisible()
    text = banner.text.text()
    assert "your game is safe" in text and "play on" in text and str(paths.log_path()) in text
    assert "Esc" in banner.dismiss.text() and banner.dismiss.focusPolicy() & Qt.FocusPolicy.TabFocus
    assert not window.statusBar().currentMessage()          # not a line that never goes
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert not banner.isVisible()
    reporter.qt_message(QtMsgType.QtCriticalMsg, None, "something critical")   # a new kind
    assert banner.isVisible()
    qtbot.mouseClick(banner.dismiss, Qt.MouseButton.LeftButton)
    assert not banner.isVisible()
