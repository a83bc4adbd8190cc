"""One reader of a game file for every command (`persistence.game_file`): `replay`, `advise`,
`print`, `stats` and `coach` take a record or a save alike and refuse the same hostile files
with the same words; and one strict writer (`engine.strict_json.dumps_strict`) writes every
JSON the program writes — never NaN or Infinity, which the reader would refuse."""
from __future__ import annotations

import contextlib
import io
import json
import math

import pytest

from dicegames.cli import main
from dicegames.engine import dumps, replay
from dicegames.engine.strict_json import dumps_strict, loads_strict
from dicegames.persistence.saves import Snapshot, save_document
from tests.persistence.helpers import finished_zdorovo_record, zdorovo_record

COMMANDS = {"replay": (), "advise": (), "stats": ("--json",), "coach": ("--json",),
            "print": ("--pdf", "out.pdf")}


def call(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main(list(args))
        except SystemExit as e:
            code = int(e.code or 0)
    return code, out.getvalue(), err.getvalue()


def _hostile(tmp_path, text: str):
    path = tmp_path / "game.json"
    path.write_text(text)
    return path


@pytest.mark.parametrize("how, needle", [
    ("nan", "NaN is not allowed"), ("duplicate", "duplicate key 'game'")])
def test_every_command_refuses_nan_and_duplicate_keys_in_the_same_words(tmp_path, how, needle):
    text = dumps(zdorovo_record(3))
    text = text.replace('"seed":', '"seed": NaN, "x":', 1) if how == "nan" else \
        text.replace('"game":', '"game": "zonk", "game":', 1)
    path = _hostile(tmp_path, text)
    lines = {}
    for command, extra in COMMANDS.items():
        code, out, err = call(command, str(path), *extra)
        assert code in (1, 2) and out == "" and needle in err, (command, err)
        lines[command] = err
    # one reader, one message (stats, which reads histories too, parses the file first)
    assert len({line for command, line in lines.items() if command != "stats"}) == 1


def test_replay_reads_a_save_as_the_app_does(tmp_path):
    record = finished_zdorovo_record()
    path = tmp_path / "game.dgsave"
    path.write_text(json.dumps(save_document(Snapshot(record), saved_at="2026-01-10T18:00:00Z")))
    code, out, err = call("replay", str(path), "--json")
    assert code == 0, err
    rep = replay(record)
    assert json.loads(out)["winners"] == [record.players[w].name
                                          for w in rep.game.outcome(rep.state).winners]


def test_the_writer_refuses_what_the_reader_would():
    with pytest.raises(ValueError):
        dumps_strict({"value": math.nan})
    with pytest.raises(ValueError):
        dumps_strict([math.inf])
    doc = {"name": "Аня", "points": [1, -2]}
    assert loads_strict(dumps_strict(doc), 1024, 3) == doc
    assert "Аня" in dumps_strict(doc) and "\\u" in dumps_strict(doc, ascii_only=True)
