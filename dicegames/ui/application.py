"""Creating the QApplication and the first window."""
from __future__ import annotations

import sys

from PySide6.QtWidgets import QApplication

from dicegames import __version__


def create_app(argv: list[str] | None = None) -> QApplication:
    """The QApplication (reused if one exists), with names set for settings and the desktop."""
    app = QApplication.instance() or QApplication([sys.argv[0], *(argv or [])])
    app.setApplicationName("dicegames")
    app.setApplicationDisplayName("Dice Games")
    app.setOrganizationName("dicegames")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("io.github.dicegames.DiceGames")
    return app  # type: ignore[return-value]


def run(argv: list[str]) -> int:
    """Launch the app and run its event loop."""
    app = create_app(argv)
    from .home import HomeWindow
    window = HomeWindow()
    window.show()
    return app.exec()
