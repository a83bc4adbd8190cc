"""Creating the QApplication and the main window: settings, theme and language first.

Launching never fails because of a file: unreadable settings give the defaults, a damaged
autosave is moved aside and reported in the status bar.
"""
from __future__ import annotations

import gc
import sys
import traceback
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QApplication

from dicegames import __version__
from dicegames.persistence.crash_marker import CrashMarker
from dicegames.ui.words import fill, translate

if TYPE_CHECKING:
    from dicegames.persistence.crash_marker import LastRun
    from dicegames.ui.common.faults import FaultReporter
    from dicegames.ui.common.i18n import Translations
    from dicegames.ui.common.settings import Preferences
    from dicegames.ui.common.theme import Theme
    from dicegames.ui.shell.main_window import MainWindow


def create_app(argv: list[str] | None = None) -> QApplication:
    """The QApplication (reused if one exists), with names set for settings and the desktop."""
    app = QApplication.instance()
    if app is None:     # Fusion from the start: no second style, no QStyle in Python at start
        app = QApplication([sys.argv[0], "-style", "Fusion", *(argv or [])])
        app.setProperty("dicegames_style", "fusion")
    assert isinstance(app, QApplication), "the app is a widget application"
    app.setApplicationName("dicegames")
    app.setApplicationDisplayName("Dice Games")
    app.setOrganizationName("dicegames")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("io.github.dicegames.DiceGames")
    return app


class Shell:
    """Everything a running app holds on to (the window, translators, theme, crash marker).

    A plain class, not a dataclass: the home's first frame does not import `dataclasses`
    (about 4 ms with the three classes it would make)."""

    window: MainWindow                # built once the language and theme are applied

    def __init__(self, translations: Translations, theme: Theme, marker: CrashMarker,
                 last_run: LastRun, notes: list[str] | None = None) -> None:
        self.translations, self.theme, self.marker = translations, theme, marker
        self.last_run = last_run
        self.notes: list[str] = [] if notes is None else notes
        self.report_faults = False    # the real app: faults logged and told (not in tests)
        self.faults: FaultReporter | None = None

    def apply_preferences(self, prefs: Preferences, *, first_frame: bool = False) -> None:
        try:
            self.translations.set_language(prefs.language)
            self.theme.apply(prefs.theme, guess=first_frame)
        except Exception:
            traceback.print_exc()

    def after_first_paint(self) -> None:
        """The second stage of start-up: faults logged and told from now on, the system theme
        checked, the games, the autosave and the history loaded (see MainWindow.startup)."""
        if self.report_faults and self.faults is None:
            from dicegames.ui.common.faults import FaultReporter
            self.faults = FaultReporter(self.window.show_fault)
            self.faults.install()
        from dicegames.ui.common.icon import set_window_icon  # reads files: not before
        set_window_icon()
        self.theme.settle()
        from dicegames.ui.access import install
        install()                       # roles for screen readers, once the home is painted
        from dicegames.ui.common.speaker import echo_choices
        echo_choices()                  # a combo box changed by key says its new value
        self.window.startup(self.last_run, tuple(self.notes))
        settle_memory()

    def shutdown(self) -> None:
        if self.faults is not None:
            self.faults.uninstall()
        self.marker.release()


def settle_memory() -> None:
    """Start-up ran without the cyclic garbage collector (dicegames.app.main): collect once,
    then freeze what survived (modules, classes, Qt types) so that later collections - during
    a roll of the dice, say - never walk it again."""
    gc.collect()
    gc.freeze()
    gc.enable()


def launch(app: QApplication, **window_kwargs) -> Shell:
    """Build the main window with settings, theme and language applied (never raises for a
    file problem)."""
    from dicegames.ui.common.i18n import Translations
    from dicegames.ui.common.settings import Preferences, Settings
    from dicegames.ui.common.theme import Theme
    from dicegames.ui.shell.main_window import MainWindow

    notes: list[str] = []
    settings = Settings()
    try:
        prefs = settings.preferences()
    except Exception:
        prefs = Preferences()
    marker = CrashMarker()
    last_run = marker.acquire()
    shell = Shell(Translations(), Theme(), marker, last_run, notes)
    shell.apply_preferences(prefs, first_frame=True)
    if settings.moved_to is not None:
        notes.append(fill(translate("Application", "The settings file was damaged; it was kept "
                                                   "as “%1” and the defaults are used."),
                          str(settings.moved_to)))
    elif settings.damaged:
        notes.append(translate("Application",
                               "The settings file was damaged; the defaults are used."))
    window = MainWindow(settings, on_preferences=shell.apply_preferences, **window_kwargs)
    shell.window = window
    return shell


def run(argv: list[str]) -> int:
    """Launch the app and run its event loop; a fault of ours is logged and told, never fatal."""
    app = create_app(argv)
    shell = launch(app)
    window = shell.window
    shell.report_faults = True
    window.first_painted.connect(shell.after_first_paint)
    window.show()
    try:
        return app.exec()
    finally:
        shell.shutdown()
