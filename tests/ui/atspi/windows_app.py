"""The app side of the AT-SPI check of the app's other windows: the main window on a history
of two finished games between Anna and Boris, and, on each line "open NAME", the window NAME
opened as the app opens it (the one before closed); "ok" answers once it is active and
filled. Any other line is a key, as for table_app.py.

Run by client.py with the project's interpreter, HOME and the XDG folders in a scratch
directory, under Xvfb and a D-Bus session.
"""
from __future__ import annotations

import sys
from collections.abc import Callable

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QWidget

from dicegames.ui.access import install
from dicegames.ui.common.speaker import echo_choices
from tests.ui.atspi.table_app import serve
from tests.ui.coach_support import bot_record, history_entries, write_history

Opened = tuple[QWidget, Callable[[], bool]]          # the window, and when it is filled


def main() -> int:
    app = QApplication(sys.argv)
    app.setApplicationName("dicegames")
    app.setApplicationDisplayName("Dice Games")
    install()
    echo_choices()
    write_history(history_entries([("zdorovo", 2, ("medium", "easy"))]))
    from dicegames.persistence.profiles import ProfileBook
    ProfileBook().add("Clara")                  # a household player to edit
    from dicegames.ui.shell.main_window import MainWindow
    host = MainWindow()
    host.resize(1280, 800)
    host.show()
    host.startup()
    record = bot_record("zdorovo", ("Anna", "Boris"), ("medium", "easy"), 0)
    shown: list[QWidget] = []

    def printing() -> Opened:
        from dicegames.engine import game_ids
        from dicegames.ui.printing.dialog import GameToPrint, PrintDialog
        dialog = PrintDialog(game_ids(), GameToPrint(record), settings=host.settings,
                             parent=host)
        dialog.show()
        dialog.blank.setChecked(True)           # the blank sheet's choices open to Tab
        return dialog, lambda: True

    def preview() -> Opened:
        dialog, _ = printing()
        dialog.show_preview()
        return dialog.preview, lambda: True

    def review() -> Opened:
        from dicegames.ui.play.review import ReviewDialog
        dialog = ReviewDialog(record, host)
        dialog.show()
        return dialog, lambda: dialog.result is not None

    def odds() -> Opened:
        from dicegames.ui.odds.window import open_odds
        window = open_odds(host, "zonk")
        return window, lambda: window.tables is not None

    def history(tab: str) -> Callable[[], Opened]:
        def opened() -> Opened:
            host.open_history("players" if tab == "players" else
                              "games" if tab == "games" else "stats")
            window = host.history_window
            window.stats.views.setCurrentIndex(1 if tab == "ratings" else 0)
            return window, lambda: True
        return opened

    def practice() -> Opened:
        from dicegames.ui.coach.practice import open_for
        window = open_for(host, "name:Anna", "zdorovo")
        return window, lambda: window.advice is not None

    opens: dict[str, Callable[[], Opened]] = {
        "print": printing, "preview": preview, "review": review, "odds": odds,
        "games": history("games"), "statistics": history("stats"),
        "ratings": history("ratings"), "players": history("players"), "practice": practice}

    def open_window(name: str) -> None:
        for old in shown:
            old.close()
        shown.clear()
        window, filled = opens[name]()
        shown.append(window)
        window.activateWindow()
        when_ready(window, filled)

    return serve(app, host, {f"open {name}": lambda name=name: open_window(name)
                             for name in opens})


def when_ready(window: QWidget, filled: Callable[[], bool], tries: int = 400) -> None:
    """"ok" once `window` is active and filled (polled: the review and the odds are worked
    out off the GUI thread)."""
    if (window.isActiveWindow() and filled()) or tries <= 0:
        QTimer.singleShot(100, lambda: print("ok", flush=True))
        return
    QTimer.singleShot(25, lambda: when_ready(window, filled, tries - 1))


if __name__ == "__main__":
    sys.exit(main())
