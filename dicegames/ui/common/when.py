"""Times in words (the home, Saved games): "today at 14:05", "yesterday at 9:30", a date."""
from __future__ import annotations

from PySide6.QtCore import QDate, QDateTime, QLocale

from dicegames.ui.first_frame import Qt
from dicegames.ui.words import fill, translate


def when_text(iso_utc: str, today: QDate | None = None) -> str:
    """An ISO 8601 UTC time in the local zone, in the current language."""
    dt = QDateTime.fromString(iso_utc, Qt.DateFormat.ISODate)
    if not dt.isValid():
        return translate("When", "some time ago")
    dt = dt.toLocalTime()
    loc = QLocale()
    time = loc.toString(dt.time(), QLocale.FormatType.ShortFormat)
    today = today or QDate.currentDate()
    days = dt.date().daysTo(today)
    if days == 0:
        return fill(translate("When", "today at %1"), time)
    if days == 1:
        return fill(translate("When", "yesterday at %1"), time)
    return loc.toString(dt, QLocale.FormatType.ShortFormat)
