"""Switching the language at run time: our `dicegames_<lang>.qm` (if shipped) and Qt's own
`qtbase_<lang>.qm`; every widget then retranslates on QEvent.LanguageChange."""
from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QTranslator
from PySide6.QtGui import QGuiApplication

from dicegames.resources import i18n_path

SHIPPED = ("en", "ru", "es")


def resolve_language(choice: str, system: Sequence[str] | None = None) -> str:
    """The language code to use for a Settings choice ("system" → the first shipped one of the
    system's preferred languages, `system` or QLocale.system()'s, else English)."""
    if choice in SHIPPED:
        return choice
    for name in (QLocale.system().uiLanguages() if system is None else system):
        code = name.replace("_", "-").split("-")[0].lower()
        if code in SHIPPED:
            return code
    return "en"


def qt_translation_dirs() -> list[str]:
    """Where Qt's own catalogues (`qtbase_<lang>.qm`: OK, Cancel, the file and print dialogs)
    may be: Qt's translations folder, then the one PySide6 ships beside its Qt libraries (a
    frozen or repackaged app's Qt may name a folder that has none)."""
    found = [QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)]
    try:
        import PySide6
        found.append(str(Path(PySide6.__file__).resolve().parent / "Qt" / "translations"))
    except (ImportError, TypeError):
        pass
    return list(dict.fromkeys(d for d in found if d))


class Translations:
    """Owns the two translators; `set_language` swaps them (a missing .qm is harmless)."""

    def __init__(self, i18n_dir: Path | None = None) -> None:
        self.dir = Path(i18n_dir) if i18n_dir is not None else i18n_path()
        self.ours = QTranslator()
        self.qt = QTranslator()
        self.language = ""

    def set_language(self, choice: str) -> str:
        """Install the translators for `choice`; returns the code in use. Never raises."""
        code = resolve_language(choice)
        app = QCoreApplication.instance()
        for t in (self.ours, self.qt):
            QCoreApplication.removeTranslator(t)
        self.ours, self.qt = QTranslator(), QTranslator()
        locale = QLocale(code)
        QLocale.setDefault(locale)
        if code != "en" and any(self.qt.load(locale, "qtbase", "_", d)   # Qt's own words
                                for d in qt_translation_dirs()):       # are English already
            QCoreApplication.installTranslator(self.qt)
        ours = self.dir / f"dicegames_{code}.qm"
        if ours.is_file() and self.ours.load(str(ours)):
            QCoreApplication.installTranslator(self.ours)
        if isinstance(app, QGuiApplication):  # windows' titles end with it
            app.setApplicationDisplayName(QCoreApplication.translate("Application",
                                                                     "Dice Games"))
        first, self.language = not self.language, code
        if app is not None and not first:   # retranslate even when no translator changed;
            # at launch there is nothing to retranslate yet: the window reads the new texts
            QCoreApplication.postEvent(app, QEvent(QEvent.Type.LanguageChange))
        return code
