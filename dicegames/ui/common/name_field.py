"""A player's name field (New game's seats, the household players, a blank sheet's names): it
keeps to the one rule for names (dicegames.engine.names) as the user types or pastes — a tab or
a line break becomes a space at once, and the form says so — so what is typed is what loads."""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QValidator
from PySide6.QtWidgets import QLineEdit

from dicegames.engine.names import MAX_NAME, typed_name
from dicegames.ui.words import translate


def cleaned_text() -> str:
    """What the form says when a name field changed what was pasted into it."""
    return translate("Players", "A name is one line: the tab or line break in it became a "
                     "space.")


class NameValidator(QValidator):
    """Turns every control character and line break of the text into a space as it comes in
    (typed, pasted or set), calling `on_cleaned` when it did."""

    def __init__(self, parent: QLineEdit, on_cleaned: Callable[[], None]) -> None:
        super().__init__(parent)
        self.on_cleaned = on_cleaned

    def validate(self, text: str, pos: int) -> object:
        fixed = typed_name(text)
        if fixed != text:
            self.on_cleaned()
        return QValidator.State.Acceptable, fixed, min(pos, len(fixed))


def name_field(edit: QLineEdit, on_cleaned: Callable[[], None],
               limit: int | None = MAX_NAME) -> None:
    """Make `edit` a name field: `limit` characters at most (None: a list of names, each
    checked when taken) and every break a space (`on_cleaned` tells the form)."""
    if limit is not None:
        edit.setMaxLength(limit)
    edit.setValidator(NameValidator(edit, on_cleaned))
