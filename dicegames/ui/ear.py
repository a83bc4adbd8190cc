"""Text for the ear: what a screen reader says, without the marks it would read aloud.

At its default punctuation level ("most") Orca, through speech-dispatcher, says most marks by
name, in every language: "left paren", "colon", "middle dot", "em dash", "dash" for a hyphen,
"equals", the quotes. The screen shows them; the ear gets pauses instead. Numbers are said as
a voice reads them: no group separators ("10,000", "10 000" and "10.000" are "10000"), no
decimals of nothing ("35.0" is "35"), a decimal in words ("13 point 1": speech-dispatcher
turned "13.1" into "13 .1"), a range "1–6" is "1 to 6".

`for_ear(text)` is applied to everything the app says itself (the speakers); sentences that
are spoken often are also written for the ear where they are made (a computer's turn, what to
do now), so this is the last word, not the only one.
"""
from __future__ import annotations

import re
from collections.abc import Iterable

from PySide6.QtCore import QObject

from dicegames.ui.words import fill, phrases, translate, unisolated

_DROP = re.compile("[\u2605\u2606\u26a0\u2713\u2714\u2717\u2718\u2022\u25b8\u25c2\u2192\u2190"
                   "\u00ab\u00bb\u201c\u201d\u201e\u201f\"\u2039\u203a]\ufe0f?")
_SINGLE_QUOTES = re.compile(r"(?<!\w)[\u2018\u2019\u201a']|[\u2018\u2019\u201a'](?!\w)")
_ELLIPSIS = re.compile(r"\s*(?:\u2026|\.\.\.)")
_RANGE = re.compile(r"(\d)[\u2013-](\d)")       # "2–8"; "Anna 1 – 5" is a pause
_GROUP = re.compile(r"(?<=\d)[,.\u00a0\u202f\u2009](?=\d{3}(?!\d))")
_NO_DECIMALS = re.compile(r"(?<=\d)[.,]0+(?!\d)")
_DECIMAL = re.compile(r"(\d)[.,](\d+)")
_PAUSES = re.compile(r"\s*(?:[\u00b7\u2013\u2014;|/=]|:(?=\s|$)|\s-\s)\s*")
_HYPHEN = re.compile(r"(?<=\w)-(?=\w)")
_PARENS = re.compile(r"\s*[(\[]\s*|\s*[)\]]")   # braces are no mark of ours: a name "{}"
_COMMAS = re.compile(r"\s*,(?:\s*,)*")
_STOPS = re.compile(r"\s*,\s*([.!?])|([.!?])\s*,")
_DOUBLE_STOP = re.compile(r"(?<=[!?])\s*\.")      # "Zdorovo!." (a name's own mark, then ours)
_SPACES = re.compile(r"\s+")


_ISOLATED = re.compile("\u2068[^\u2068\u2069]*\u2069")     # a name filled in (words.fill)


def for_ear(text: str, names: Iterable[str] = ()) -> str:
    """`text` as a screen reader should say it (see the module docstring), without its bidi
    isolates. Players' names are data and are said as typed, marks and all (a name "{}",
    "<b>x</b>" or «Jo»): those `fill` isolated, and those given in `names`."""
    if not text:
        return ""
    kept: list[str] = []
    free = (chr(c) for c in range(0xE000, 0xF900) if chr(c) not in text)  # a name may hold
    mark, end = next(free), next(free)             # any character: two it does not hold

    def keep(m: re.Match[str]) -> str:
        kept.append(unisolated(m.group()))
        return mark * len(kept) + end

    text = _ISOLATED.sub(keep, text)
    plain = sorted({n for n in names if n and n.strip()}, key=len, reverse=True)
    if plain:
        text = re.sub("|".join(re.escape(n) for n in plain), keep, text)
    if not kept:
        return unisolated(_for_ear(text))
    return re.sub(re.escape(mark) + "+" + re.escape(end),
                  lambda m: kept[len(m.group()) - 2], unisolated(_for_ear(text)))


def _for_ear(text: str) -> str:
    text = _DROP.sub("", text)
    text = _SINGLE_QUOTES.sub("", text)
    text = _ELLIPSIS.sub(".", text)
    for _ in range(2):                      # "1,000,000": one separator at a time
        text = _GROUP.sub("", text)
    text = _NO_DECIMALS.sub("", text)
    point = translate("Ear", "%1 point %2", "a decimal number said aloud: 13 point 1")
    text = _DECIMAL.sub(lambda m: fill(point, m.group(1), m.group(2)), text)
    to = translate("Ear", "%1 to %2", "a range of numbers said aloud: 1 to 6")
    text = _RANGE.sub(lambda m: fill(to, m.group(1), m.group(2)), text)
    text = _PARENS.sub(", ", text)
    text = _PAUSES.sub(", ", text)
    text = _HYPHEN.sub(" ", text)
    text = _COMMAS.sub(",", text)
    text = _STOPS.sub(lambda m: m.group(1) or m.group(2), text)
    text = _DOUBLE_STOP.sub("", text)
    text = _SPACES.sub(" ", text).strip()
    text = re.sub(r"^[,.\s]+", "", text)
    text = re.sub(r",(?=[^\s\d])", ", ", text)
    return re.sub(r"\s*,$", "", text)


def sentence(text: str) -> str:
    """`text` ending as a sentence does (a full stop added unless it has its own mark)."""
    text = text.rstrip()
    return text if not text or text[-1] in ".!?" else text + "."


class Ear(QObject):
    """The counted phrases of the context "Ear"."""

    def percent(self, n: int) -> str:
        return self.tr("%n percent", "", n)


def percent_text(chance: float) -> str:
    """A chance as a voice says it: "12 percent", "under 1 percent" (a voice reads "12.3%" as
    "12 point 3 percent", and a Russian one "12,3 процент")."""
    n = round(float(chance) * 100)
    if 0 < chance and n < 1:
        return translate("Ear", "under 1 percent")
    return phrases(Ear).percent(n)
