"""Numbers are ASCII digits everywhere (issue 24.8): '²', '①' and Arabic-Indic digits — which
`str.isdigit()` accepts and `int()` refuses or reads — get the documented one-line error from
every command, never a traceback and never a number."""
from __future__ import annotations

import json

import pytest

from dicegames.engine import PlayerEntry, Record, dumps, game_info, make_game
from dicegames.engine.errors import OptionError
from dicegames.engine.numbers import ascii_int
from dicegames.engine.records import RecordError, loads

from .engine.helpers import random_game
from .test_cli_ai import call

OTHER_DIGITS = ["\u00b2", "\u2460", "\u0663", "\u06f3", "\u0969", "\uff13"]   # ² ① ٣ ۳ ३ ３


def _record_file(tmp_path, options=None):
    g = make_game("zdorovo")
    first, actions, _ = random_game(g, 2, "digits")
    doc = json.loads(dumps(Record("zdorovo", (PlayerEntry("A"), PlayerEntry("B")),
                                  g.rules.to_options(), first, "", tuple(a.to_str()
                                                                         for a in actions[:3]))))
    doc["options"].update(options or {})
    path = tmp_path / "r.json"
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    return path


def test_ascii_int():
    assert ascii_int("42") == 42 and ascii_int("-7", signed=True) == -7
    assert ascii_int("-7") is None and ascii_int("") is None and ascii_int("1_000") is None
    assert ascii_int(" 3") is None and ascii_int("1" * 10) is None
    for d in OTHER_DIGITS:
        assert d.isdigit() or d.isnumeric()
        assert ascii_int(d) is None and ascii_int("1" + d) is None


@pytest.mark.parametrize("digit", OTHER_DIGITS)
def test_an_option_value_in_other_digits_is_refused(digit):
    with pytest.raises(OptionError) as e:
        game_info("zdorovo").make({"throws": digit})
    assert e.value.code == "bad_value" and "whole number" in e.value.detail


@pytest.mark.parametrize("digit", OTHER_DIGITS)
def test_a_record_with_such_an_option_is_refused_cleanly(digit, tmp_path):
    with pytest.raises(RecordError):
        loads(_record_file(tmp_path, {"throws": digit}).read_bytes())


@pytest.mark.parametrize("digit", OTHER_DIGITS)
@pytest.mark.parametrize("args", [
    ("score", "zdorovo", "{d}", "1", "1", "1", "1"),
    ("score", "zdorovo", "--option", "throws={d}", "1", "2", "3", "4", "5"),
    ("odds", "zdorovo", "--option", "throws={d}"),
    ("simulate", "zdorovo", "--bots", "easy", "--games", "{d}"),
    ("simulate", "zdorovo", "--bots", "easy", "--games", "1", "--option", "throws={d}"),
    ("print", "--blank", "zonk", "--players", "{d}", "--pdf", "x.pdf"),
    ("print", "--blank", "zonk", "--option", "target={d}000", "--pdf", "x.pdf"),
])
def test_the_commands_refuse_other_digits_with_one_line(args, digit):
    code, out, err = call(*(a.replace("{d}", digit) for a in args))
    assert code == 2, err
    assert err.count("\n") == 1 and "Traceback" not in err and out == ""
    assert any(w in err for w in ("whole number", "1 to 6", "--games")), err


@pytest.mark.parametrize("command", ["replay", "advise", "print"])
def test_a_record_file_with_other_digits_is_refused_with_one_line(command, tmp_path):
    path = _record_file(tmp_path, {"throws": "\u00b2"})
    args = [command, str(path)] + (["--pdf", str(tmp_path / "x.pdf")] if command == "print"
                                   else [])
    code, out, err = call(*args)
    assert code in (1, 2) and err.count("\n") == 1 and "whole number" in err, err
