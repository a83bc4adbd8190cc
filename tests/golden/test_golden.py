"""Golden playthroughs: committed records replay to exactly their committed transcripts."""
from __future__ import annotations

from pathlib import Path

import pytest

from dicegames.engine import loads
from dicegames.engine.transcript import transcript

HERE = Path(__file__).resolve().parent
RECORDS = sorted(HERE.glob("*.json"))


@pytest.mark.parametrize("path", RECORDS, ids=[p.stem for p in RECORDS])
def test_golden_record_replays_to_its_transcript(path):
    record = loads(path.read_bytes())
    expected = path.with_suffix(".txt").read_text(encoding="utf-8")
    assert transcript(record) == expected


def test_every_registered_game_has_golden_playthroughs():
    from dicegames.engine import game_ids
    stems = {p.stem.split("_")[0] for p in RECORDS}
    assert set(game_ids()) <= stems
