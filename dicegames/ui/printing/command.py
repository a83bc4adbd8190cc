"""`dicegames print`'s Qt half: the checked request (dicegames.cli) painted into a PDF, headless.

Without a display it needs none: the offscreen platform is chosen unless QT_QPA_PLATFORM says
otherwise. The language and number formats are the request's (else the system's); when done,
the application is left as it was found (in-process callers, tests).
"""
from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any


def run(request: dict[str, Any]) -> int:
    """Write the sheet `request` describes (see dicegames.cli.cmd_print); its page count.
    Raises OSError when the PDF cannot be written."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QCoreApplication, QLocale
    from PySide6.QtGui import QGuiApplication
    app = QGuiApplication.instance() or QGuiApplication([sys.argv[0] if sys.argv else "dicegames"])
    from dicegames.ui.common.i18n import Translations
    from dicegames.ui.printing.content import blank_sheet, filled_sheet
    from dicegames.ui.printing.output import PrintSetup, write_pdf
    locale = QLocale()
    translations = Translations()
    translations.set_language(request.get("lang") or "system")
    try:
        if "blank" in request:
            sheet = blank_sheet(request["blank"], request["options"], request["names"],
                                request["players"])
        else:
            sheet = filled_sheet(request["record"], request["dice_source"],
                                 saved=request["saved"], with_log=request["log"])
        setup = PrintSetup(request["paper"], request["orientation"], request["large"],
                           request["log"])
        return write_pdf(sheet, Path(request["pdf"]), setup)
    finally:
        for translator in (translations.ours, translations.qt):
            QCoreApplication.removeTranslator(translator)
        QLocale.setDefault(locale)
        del app
