"""The app side of the AT-SPI check: one play view in a real window, driven by lines on stdin.

Run by client.py with the project's interpreter under Xvfb and a D-Bus session. Each stdin
line is a key sequence ("R", "D", "Tab") pressed on the focused widget, or "quit"; "ok" on
stdout answers each line once Qt has handled it.
"""
from __future__ import annotations

import sys

from PySide6.QtCore import QSocketNotifier, QTimer
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMainWindow

from dicegames.engine import PlayerEntry, Record
from dicegames.ui.access import install
from dicegames.ui.common.speaker import echo_choices
from dicegames.ui.play import PlayPrefs, PlayView


def main() -> int:
    app = QApplication(sys.argv)
    app.setApplicationName("dicegames")
    app.setApplicationDisplayName("Dice Games")
    install()
    echo_choices()                           # as the app does (application.py)
    args = sys.argv[1:]
    game = args[0] if args else "zdorovo"
    language = args[1] if len(args) > 1 else ""
    if language:                             # the app's words in that language
        from dicegames.ui.common.i18n import Translations
        app.translations = Translations()    # type: ignore[attr-defined]
        app.translations.set_language(language)   # type: ignore[attr-defined]
    if game.endswith((":computer", ":advisor")):   # a duel against the computer
        name, _, mode = game.partition(":")
        if mode == "advisor":                # Anna first, the advisor beside the table
            return play_computer(app, name, advisor="on")
        return play_computer(app, name, first=1)     # the computer's turn first
    if game.startswith("rules:"):            # the rules viewer on a game's text
        from dicegames.engine import game_ids
        from dicegames.ui.rules.viewer import RulesViewer
        viewer = RulesViewer(game_ids())
        viewer.show_game(game.partition(":")[2], None)
        viewer.show()
        viewer.activateWindow()
        viewer.text.setFocus()
        return serve(app, viewer)
    if game == "settings":                   # Settings over the main window
        from dicegames.ui.common.settings import Preferences
        from dicegames.ui.shell.settings_dialog import SettingsDialog
        behind = QMainWindow()
        behind.resize(1280, 800)
        behind.show()
        settings = SettingsDialog(Preferences(), behind)
        settings.show()
        settings.activateWindow()
        settings.language.setFocus()
        return serve(app, settings)
    if game.startswith("newgame"):           # the New game dialog on its own
        from dicegames.ui.newgame.dialog import NewGameDialog
        behind = QMainWindow()               # as in the app: over the main window
        behind.resize(1280, 800)
        behind.show()
        dialog = NewGameDialog(game.partition(":")[2] or "zdorovo", parent=behind)
        dialog.show()
        dialog.activateWindow()
        dialog.game.setFocus()
        return serve(app, dialog)
    handing = game == "handover"             # Zonk whose first throw zonks: the hand-over
    record = Record("zonk" if handing else game, (PlayerEntry("Anna", "human"),
                                                  PlayerEntry("Boris", "human")), {}, 0, "atspi")
    prefs = PlayPrefs(animation="off", computer_pace_ms=0, deciding_ms=0, settle_ms=0,
                      hand_over=handing)
    window = QMainWindow()
    zonk = (lambda game, state: (2, 3, 4, 6, 6, 2)) if handing else None
    view = PlayView(record, "virtual", prefs, thrower=zonk)
    window.setCentralWidget(view)
    window.resize(1280, 800)
    window.show()
    window.activateWindow()
    return serve(app, view)


def play_computer(app: QApplication, game: str, advisor: str = "off", first: int = 0) -> int:
    """Anna against the computer (Boris), the dice of a fixed seed, no pauses."""
    record = Record(game, (PlayerEntry("Anna", "human"), PlayerEntry("Boris", "computer",
                                                                      "medium")), {}, first,
                    "orca-turn")
    prefs = PlayPrefs(animation="off", computer_pace_ms=0, deciding_ms=0, settle_ms=0,
                      advisor=advisor)
    window = QMainWindow()
    view = PlayView(record, "virtual", prefs)
    window.setCentralWidget(view)
    window.resize(1280, 800)
    window.show()
    window.activateWindow()
    return serve(app, view)


def serve(app: QApplication, view, commands: dict | None = None) -> int:
    """Press the keys read from stdin on the focused widget; "ok" after each. A line among
    `commands` runs its command instead, which says "ok" itself."""

    def line() -> None:
        text = sys.stdin.readline().strip()
        if not text or text == "quit":
            app.quit()
            return
        if commands and text in commands:
            commands[text]()
            return
        target = QApplication.focusWidget() or view
        key = QKeySequence(text)[0]
        QTest.keyClick(target, key.key(), key.keyboardModifiers())
        QTimer.singleShot(50, lambda: print("ok", flush=True))

    notifier = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Type.Read)
    notifier.activated.connect(line)
    QTimer.singleShot(0, lambda: print("ready", flush=True))
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
