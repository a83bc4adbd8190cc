"""Defects the monkey finds on today's main that other engineers are fixing now: each is known
by its signature, reported once (with the seed and the event), and does not fail the run —
every other finding does. Each has a minimal reproduction in `tests/ui/test_monkey_known.py`
marked xfail(strict=True): when a fix lands it passes, strict makes that a failure, and the
lead removes the mark there and the entry here together (the monkey then fails on it again).
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from dicegames.engine.records import writable


@dataclass(frozen=True)
class Known:
    issue: str
    title: str
    test: str            # its minimal reproduction in tests/ui/test_monkey_known.py


UNDO_AT_GAME_OVER = Known("23.1", "undo at game over keeps the finished game's record; "
                          "finishing again records a second one (or, with a game to "
                          "continue on the home, none)",
                          "test_undo_at_game_over_takes_the_record_back")
REAL_DICE_KEPT = Known("23.2", "after a real throw is recorded the entry keeps its faces",
                       "test_a_recorded_real_throw_empties_the_entry")
REOPENED_FINISHED = Known("23.3", "a finished game opened again and changed is not "
                          "recorded again", "test_a_reopened_finished_game_changed_is_recorded")
NEW_GAME_AFTER_SOLO = Known("23.5", "AttributeError after New game following a solo game",
                            "test_new_game_after_a_solo_game_raises_nothing")
RAW_PLACEHOLDER = Known("23.6", "a raw %Ln in the computer's log; a player named like a "
                        "placeholder (%3) has it filled in by the sentence's own values",
                        "test_a_name_like_a_placeholder_is_shown_as_typed")
MANY_DRAWN = Known("24.1", "an autosave with more than 64 drawn throws is refused as damaged",
                   "test_an_autosave_with_many_undone_throws_loads")
NAMES_REFUSED = Known("24.2", "a name New game accepts (RTL mark, ZWJ, soft hyphen, tab …) "
                      "makes its save or history entry refused at load",
                      "test_every_name_new_game_takes_loads_again")
CORRECTED_AT_GAME_OVER = Known("new", "a correction (F2) of a finished game's sheet is not "
                               "recorded: the history keeps the sheet as it was",
                               "test_a_correction_at_game_over_is_recorded")
ALL = (UNDO_AT_GAME_OVER, REAL_DICE_KEPT, REOPENED_FINISHED, NEW_GAME_AFTER_SOLO,
       RAW_PLACEHOLDER, MANY_DRAWN, NAMES_REFUSED, CORRECTED_AT_GAME_OVER)


def unwritable_names(players: Any) -> bool:
    return any(not writable(p[0] if isinstance(p, tuple) else p) for p in players)


def history_extra(ledger: Any, k: Any) -> Known | None:
    if k in ledger.taken_back:
        return UNDO_AT_GAME_OVER
    return CORRECTED_AT_GAME_OVER if k in ledger.superseded else None


def history_missing(ledger: Any, k: Any) -> Known | None:
    if unwritable_names(k[1]):
        return NAMES_REFUSED
    if k in ledger.corrected:
        return CORRECTED_AT_GAME_OVER
    if k in ledger.refinished:
        return UNDO_AT_GAME_OVER
    return REOPENED_FINISHED if k in ledger.changed_finished else None


def fault(text: str) -> Known | None:
    if "AttributeError" in text and "newgame" in text:
        return NEW_GAME_AFTER_SOLO
    return None


def placeholder(where: str, found: list[str], altered: list[str]) -> Known | None:
    """A raw %Ln or %n in the game log, or a name's %3 filled in (anywhere)."""
    if altered or "play_view" in where and set(found) <= {"%Ln", "%n"}:   # the log, the
        return RAW_PLACEHOLDER                                            # status line
    return None


def moved_aside(path: Path) -> Known | None:
    """A file of ours refused at load: known when it holds too many drawn throws or a name
    the loader refuses."""
    try:
        doc = json.loads(path.read_text(encoding="utf-8", errors="surrogatepass"))
    except (OSError, ValueError):
        return None
    if not isinstance(doc, dict):
        return None
    drawn = (doc.get("dice") or {}).get("drawn") if isinstance(doc.get("dice"), dict) else None
    if isinstance(drawn, list) and len(drawn) > 64:
        return MANY_DRAWN
    records = [doc.get("record")] + [e.get("record") for e in doc.get("games", [])
                                     if isinstance(e, dict)]
    for record in records:
        players = record.get("players", []) if isinstance(record, dict) else []
        names = [p.get("name", "") for p in players if isinstance(p, dict)]
        if any(isinstance(n, str) and not writable(n) for n in names):
            return NAMES_REFUSED
    return None
