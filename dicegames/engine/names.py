"""Player names: one rule for what a name may be, for New game, the household players, the
command line and every file that holds one (records, saves, the autosave, the history, the
household players, the settings) — what is typed is what loads.

A name is one line of any text: letters of every script, combining marks, emoji and their
zero-width joiners (👨‍👩‍👧), right-to-left marks, soft hyphens, private-use characters and
characters newer than this Python's Unicode tables all stay exactly as typed. Only what cannot
be part of one line changes: a control character (a pasted tab, a line break) or a line or
paragraph separator becomes a space, and white space at either end goes. A lone surrogate
cannot be written as UTF-8: it is dropped where it is typed and refused where it is read.
"""
from __future__ import annotations

import unicodedata
from typing import Any

MAX_NAME = 40          # what New game, the household players and `--names` take
MAX_STORED = 100       # what a file may hold (records written before the rule, hand-made ones)
_BREAKS = ("Cc", "Zl", "Zp")     # control characters, line and paragraph separators


def typed_name(text: str) -> str:
    """The text of a name field as the user types it: every control character and line or
    paragraph break becomes a space, a lone surrogate is dropped; nothing else changes (the
    ends are trimmed by `clean_name` when the name is taken)."""
    if text.isprintable() and text.isascii():
        return text                                   # the common case, at once
    out = []
    for ch in text:
        cat = unicodedata.category(ch)
        if cat == "Cs":
            continue
        out.append(" " if cat in _BREAKS else ch)
    return "".join(out)


def clean_name(text: str, limit: int = MAX_NAME) -> str:
    """A name as the app keeps it: `typed_name`, white space at the ends removed, at most
    `limit` characters. Clean names are left as they are (`clean_name(clean_name(x)) ==
    clean_name(x)`)."""
    return typed_name(text).strip()[:limit].rstrip()


def fixes(text: str) -> bool:
    """Does `typed_name` change this text (a tab or line break pasted into a name field)?"""
    return typed_name(text) != text


def blank(name: str) -> bool:
    """Nothing to see: only white space and invisible format characters (then New game gives
    the seat its default name)."""
    return all(ch.isspace() or unicodedata.category(ch) == "Cf" for ch in name)


def stored_name(value: Any, limit: int = MAX_STORED) -> str | None:
    """A name read from a file, as New game would have made it of the same text (a control
    character read as a space, the ends trimmed); None — refused — when it is not text, is
    longer than `limit` characters or holds a lone surrogate."""
    if not isinstance(value, str) or len(value) > limit:
        return None
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return None
    return clean_name(value, limit)
