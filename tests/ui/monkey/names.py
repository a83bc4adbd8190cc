"""Players' names as families type (or paste) them: at least one from every Unicode general
category, and names that look like the app's own placeholders (bare `%3` and `{0}`, as the
issue has them; `%n` and `{}` only inside a name, so that the visible-text check, which takes
the names in use out of a text, still sees a bare raw `%n`, `%Ln` or `{}` of ours).

Cs (a lone surrogate) is the one category left out: no keyboard or clipboard gives a UTF-16
text half a character — although a 40-character cut can make one (the last name below).
"""
from __future__ import annotations

import unicodedata

BY_CATEGORY: dict[str, tuple[str, ...]] = {
    "Lu": ("Boris", "ÉLODIE"),
    "Ll": ("анна", "gleb ö"),
    "Lt": ("ǅemal",),
    "Lm": ("Kʰalid",),
    "Lo": ("王小明", "ยาย", "שרה", "علي"),                   # CJK, Thai, Hebrew and Arabic
    "Mn": ("Zoe\u0301", "Ан\u0308на"),                          # combining accents
    "Mc": ("कः",),
    "Me": ("Ann\u20dd",),
    "Nd": ("Player 2", "٣ Omar"),                                # Arabic-Indic three
    "Nl": ("Ⅻ Louis",),
    "No": ("½ Pint",),
    "Pc": ("Jo‿Jo",),
    "Pd": ("Jean-Luc", "Ana—Maria"),
    "Ps": ("(Dad)", "{0}"),
    "Pe": ("[Mum]", "x{}y"),
    "Pi": ("«Ma»",),
    "Pf": ("“Nan”",),
    "Po": ("%3", "100%n", "O'Neil!", "&Alt"),
    "Sm": ("<b>Bold</b>", "a+b"),
    "Sc": ("€uro",),
    "Sk": ("^_^",),
    "So": ("☃ Frosty", "🎲 Dice", "👨\u200d👩\u200d👧", "🇺🇦"),   # ZWJ emoji family, a flag
    "Zs": ("Ana\u3000Li", "Nbsp\u00a0Ed"),
    "Zl": ("Line\u2028Two",),
    "Zp": ("Para\u2029Two",),
    "Cc": ("Tab\there",),                                       # pasted from a spreadsheet
    "Cf": ("\u200fשרה", "\u200eAnna", "Ma\u00adrie", "Zero\u200bWidth", "\ufeffBom"),
    "Co": ("\ue000Private",),
    "Cn": ("\u0378Unassigned",),
}
LONG = ("x" * 60, "y" * 39 + "🎲")           # cut at 40: the second loses half its emoji
PLAIN = ("Анна", "Boris", "Vera", "Gleb Ö", "", "Папа", "Mamá")
EVERY = tuple(n for names in BY_CATEGORY.values() for n in names) + LONG


def categories(names: tuple[str, ...] = EVERY) -> set[str]:
    """The general categories the characters of `names` belong to."""
    return {unicodedata.category(ch) for name in names for ch in name}


def pick(rng, plain: float = 0.5) -> str:
    """A name: a plain one (half of the time), else one of every category's."""
    return rng.choice(PLAIN) if rng.random() < plain else rng.choice(EVERY)


# four players who between them type every category but Cs (the long evening of undos)
TABLE_OF_FOUR = ("\u200fשָׂרָה ½ ǅ€", "👨\u200d👩\u200d👧 Kʰa\u00adra™",
                 "Ⅻ Jo‿Jo-Ли «%3» {0}", "कः Ann\u20dd\tA\u2028B\u2029C\ue000\u0378 ^+")
