"""Numbers read from text (option values, the command line, files): ASCII digits only.

`str.isdigit()` also accepts '²', '①' and the digits of other scripts; `int()` refuses the
first two and reads the others. Every number dicegames reads goes through `ascii_int`, so
each is either a plain ASCII number or refused with the reader's own message.
"""
from __future__ import annotations


def ascii_int(text: str, *, signed: bool = False, max_digits: int = 9) -> int | None:
    """The whole number `text` spells in ASCII digits (a leading '-' when `signed`), at most
    `max_digits` digits; None for anything else (other digits, signs, spaces, '_')."""
    if not isinstance(text, str):
        return None
    digits = text[1:] if signed and text.startswith("-") else text
    if not (digits.isascii() and digits.isdigit()) or len(digits) > max_digits:
        return None
    return int(text)
