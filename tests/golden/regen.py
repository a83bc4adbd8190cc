"""Regenerate the golden playthroughs: `python tests/golden/regen.py [GAME_ID ...]`.

For every game id (or those named) and each of its presets, one whole game is played with
seeded dice and a seeded random policy; the record goes to `<id>_<preset>.json` and its
transcript to `<id>_<preset>.txt`. Review the diff before committing.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from dicegames.engine import PlayerEntry, Record, dumps, game_ids, game_info  # noqa: E402
from dicegames.engine.transcript import transcript  # noqa: E402
from tests.engine.helpers import random_game  # noqa: E402

NAMES = ("Anna", "Boris", "Vera", "Gleb", "Dina", "Egor", "Zoya", "Ilya")


def generate(game_id: str) -> list[Path]:
    info = game_info(game_id)
    written = []
    for preset in info.presets:
        game = info.make(preset=preset)
        players = max(info.min_players, min(info.max_players, 3))
        seed = f"golden:{game_id}:{preset}"
        first, actions, _ = random_game(game, players, seed)
        rec = Record(game_id, tuple(PlayerEntry(n) for n in NAMES[:players]),
                     game.rules.to_options(), first, seed, tuple(a.to_str() for a in actions))
        base = HERE / f"{game_id}_{preset}"
        base.with_suffix(".json").write_text(dumps(rec), encoding="utf-8")
        base.with_suffix(".txt").write_text(transcript(rec), encoding="utf-8")
        written += [base.with_suffix(".json"), base.with_suffix(".txt")]
    return written


if __name__ == "__main__":
    for gid in sys.argv[1:] or game_ids():
        for path in generate(gid):
            print(path.relative_to(HERE.parents[1]))
