"""One rule for player names (dicegames.engine.names): what New game takes is what every loader
reads back — right-to-left marks, zero-width joiners, soft hyphens and every other character of
one line stay as typed; a pasted tab or line break becomes a space, at input and on load alike
(issue 24.2)."""
from __future__ import annotations

import json
import unicodedata

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from dicegames.engine import RecordError, dumps, loads
from dicegames.engine.names import MAX_NAME, MAX_STORED, blank, clean_name, stored_name
from tests.persistence.helpers import finished_zdorovo_record

HEBREW_RLM = "\u05e9\u05e8\u05d4\u200f"            # שרה + RIGHT-TO-LEFT MARK
FAMILY = "\U0001f468\u200d\U0001f469\u200d\U0001f467"   # 👨‍👩‍👧 (zero-width joiners)
SOFT_HYPHEN = "Ma\u00adria"
ARABIC = "\u0633\u0627\u0631\u0629\u200f"
NEW_EMOJI = "Anna \U0001fae8"                       # shaking face: Unicode 15, newer than 3.11's
CATEGORIES = ("Lu", "Ll", "Lt", "Lm", "Lo", "Mn", "Mc", "Me", "Nd", "Nl", "No", "Pc", "Pd",
              "Ps", "Pe", "Pi", "Pf", "Po", "Sm", "Sc", "Sk", "So", "Zs", "Zl", "Zp", "Cc",
              "Cf", "Cs", "Co", "Cn")
BREAKS = {"Cc", "Zl", "Zp"}


def writable_text(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _record_with(*names: str):
    r = finished_zdorovo_record()
    doc = json.loads(dumps(r))
    doc["players"] = [{"name": n, "kind": "human"} for n in names]
    return doc


def _loaded_names(doc) -> tuple[str, ...]:
    return tuple(p.name for p in loads(json.dumps(doc, ensure_ascii=False)).players)


@pytest.mark.parametrize("name", [HEBREW_RLM, FAMILY, SOFT_HYPHEN, ARABIC, NEW_EMOJI,
                                  "\u0410\u043d\u044f \u2014 \u00e9\u0301"])
def test_a_name_new_game_takes_loads_exactly_as_typed(name):
    assert clean_name(name) == name
    assert _loaded_names(_record_with(name)) == (name,)
    r = loads(json.dumps(_record_with(name)))              # ASCII-escaped JSON too
    assert loads(dumps(r)).players[0].name == name


@pytest.mark.parametrize("raw, kept", [("Anna\tMaria", "Anna Maria"),
                                       ("Anna\r\nMaria", "Anna  Maria"),
                                       ("\tBoris\n", "Boris"),
                                       ("Vera\u2028Gleb", "Vera Gleb"),
                                       ("bell\x07", "bell")])
def test_a_pasted_tab_or_line_break_is_a_space_at_input_and_on_load(raw, kept):
    assert clean_name(raw) == kept
    assert _loaded_names(_record_with(raw)) == (kept,)


def test_a_lone_surrogate_is_dropped_at_input_and_refused_on_load():
    assert clean_name("An\ud800na") == "Anna"
    with pytest.raises(RecordError):
        loads(json.dumps(_record_with("An\ud800na")))
    assert stored_name("An\ud800na") is None


def test_lengths_input_and_files():
    assert len(clean_name("x" * 100)) == MAX_NAME
    assert clean_name("a" * 39 + " b") == "a" * 39            # no trailing space when cut
    assert stored_name("x" * MAX_STORED) == "x" * MAX_STORED
    assert stored_name("x" * (MAX_STORED + 1)) is None
    with pytest.raises(RecordError):
        loads(json.dumps(_record_with("x" * (MAX_STORED + 1))))


def test_blank_names():
    assert blank("") and blank("  \u200b\u200f ") and not blank(FAMILY)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(CATEGORIES).flatmap(
    lambda cat: st.tuples(st.just(cat), st.text(st.characters(categories=[cat]), min_size=1,
                                                 max_size=6))))
@example(("Cs", "\ud800\udc00"))       # a high and a low surrogate: escaped JSON reads U+10000
@example(("Cs", "\udc00\ud800"))       # the wrong way round: two lone surrogates
def test_every_unicode_category_what_is_typed_is_what_loads(case):
    cat, chars = case
    text = f"A{chars}B"
    name = clean_name(text)
    if cat in BREAKS:
        assert name == "A" + " " * len(chars) + "B"
    elif cat == "Cs":
        assert name == "AB"
    else:
        assert name == text                          # kept exactly, whatever its category
    assert clean_name(name) == name
    assert stored_name(name) == name
    doc = _record_with(name)
    assert _loaded_names(doc) == (name,)
    raw = _record_with(text)                         # as a file of the old app may hold it
    # JSON reads an escaped high + low surrogate as the one character they encode (\ud800\udc00
    # is U+10000): only surrogates left alone are refused
    read = json.loads(json.dumps(text))
    if cat == "Cs" and not writable_text(read):
        with pytest.raises(RecordError):
            loads(json.dumps(raw))
    elif cat == "Cs":
        assert loads(json.dumps(raw)).players[0].name == clean_name(read)
    else:
        assert _loaded_names(raw) == (name,)


@settings(max_examples=80, deadline=None)
@given(st.text(max_size=60))
def test_clean_names_are_fixed_points_and_only_breaks_change(text):
    name = clean_name(text)
    assert clean_name(name) == name and len(name) <= MAX_NAME
    assert not any(unicodedata.category(c) in BREAKS | {"Cs"} for c in name)
    if name:
        assert _loaded_names(_record_with(name)) == (name,)
