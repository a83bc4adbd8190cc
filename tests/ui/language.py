"""The app speaking one of its languages, for a test."""
from __future__ import annotations

import contextlib
from collections.abc import Iterator

from PySide6.QtCore import QLocale


@contextlib.contextmanager
def app_language(code: str) -> Iterator[str]:
    """The app speaking `code` (its translations and number formats); English again after."""
    from dicegames.ui.common.i18n import Translations
    tr = Translations()
    tr.set_language(code)
    try:
        yield code
    finally:
        tr.set_language("en")
        QLocale.setDefault(QLocale("en"))
