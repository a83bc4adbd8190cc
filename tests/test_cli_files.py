"""The command line reads files within the caps the docs state (issue 24, "Smaller"): `stats`
refuses a record over 4 MiB and a save over 6 MiB as the app does, and every document gives
the history's cap as the one number the code uses."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from dicegames.engine import dumps
from dicegames.engine.records import MAX_BYTES
from dicegames.persistence import history
from dicegames.persistence.files import MIB, SAVE_CAP
from dicegames.persistence.saves import Snapshot, save_document
from tests.persistence.helpers import finished_zdorovo_record

from .stats.test_command import stats

ROOT = Path(__file__).resolve().parents[1]


def _padded(text: str, size: int) -> str:
    """The same JSON document, padded with white space to `size` bytes."""
    text = text.rstrip("\n")
    return text + " " * (size - len(text.encode()))


@pytest.mark.parametrize("kind, cap", [("record", MAX_BYTES), ("save", SAVE_CAP)])
def test_stats_refuses_a_file_over_its_kinds_cap(kind, cap, tmp_path):
    record = finished_zdorovo_record()
    text = dumps(record) if kind == "record" else json.dumps(
        save_document(Snapshot(record), saved_at="2026-01-10T18:00:00Z"))
    path = tmp_path / "game.json"
    path.write_text(_padded(text, cap))
    code, out, _ = stats(str(path), "--json")
    assert code == 0 and json.loads(out)["games"] == 1           # at the cap: read
    path.write_text(_padded(text, cap + 1))
    code, out, err = stats(str(path), "--json")
    assert code == 1 and out == "" and "larger than" in err and err.count("\n") == 1


def test_every_document_gives_the_history_cap_the_code_uses():
    cap = f"{history.CAP // MIB} MiB"
    said = {}
    docs = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "docs").glob("*.md"))
    for doc in ["README.md", *docs]:
        text = (ROOT / doc).read_text(encoding="utf-8")
        for m in re.finditer(r"history[^.|]{0,40}?(\d+) MiB", text):
            said[(doc, m.group(0))] = f"{m.group(1)} MiB"
    assert said and all(v == cap for v in said.values()), said
