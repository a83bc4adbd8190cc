"""What the history must hold, worked out from what the monkey saw: one table, one game.

Each table (the app's table identity: a new game and a rematch start one; Continue, a saved or
finished game opened go on at theirs) that reached its end holds one entry, the record of its
last end. Undone past its end (or corrected back into play) it holds none until it ends again
(issue 23.1's rule); a finished game changed (a correction of its sheet) is its entry as it is
now. A finished game only looked at (opened from the history, a save, a recent game) changes
nothing, and neither does an older save of a table opened finished. Delete in the games
browser takes the table's entry out, Undo delete puts it back. Entries are compared by table
and record (game, players, rules, who starts, every action; not the dice's seed, which a
finished record gains): a game listed twice, a wrong one or a missing one is each a finding.
"""
from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

Key = tuple[Any, ...]


def key(record: Any) -> Key:
    players = tuple((p.name, p.kind, p.level, p.profile) for p in record.players)
    return (record.game, players, json.dumps(record.options, sort_keys=True),
            record.first_player, tuple(record.actions), record.casual)


def describe(k: Key) -> str:
    names = ", ".join(p[0] for p in k[1])
    return f"{k[0]} of {names} ({len(k[4])} actions)"


@dataclass
class Table:
    """The play view on screen as the ledger last saw it."""

    view: Any
    table: str
    finished: bool
    key: Key | None


@dataclass
class Ledger:
    recorded: dict[str, Key] = field(default_factory=dict)   # table -> its entry's record
    table: Table | None = None
    changed: bool = False                              # since the history was last read
    opening: Key | None = None                         # the record the last table opened on

    @property
    def finished(self) -> Counter:
        """How many entries of each record the history must list."""
        return Counter(self.recorded.values())

    def started(self, record: Any) -> None:
        """The main window opens a table on `record` (a new game, a rematch, Continue, a
        saved or finished game)."""
        self.opening = key(record)

    def observe(self, view: Any, table: str) -> None:
        """After an event: the view on screen (None on the home) and its table."""
        if view is None:
            self.table = None
            return
        s = view.session
        done = s.outcome() is not None
        now = key(s.record) if done else None
        t = self.table
        if t is None or t.view is not view:
            looked_at = done and now == self.opening      # else it was played to its end
            self.table = t = Table(view, table, done and looked_at, now if looked_at else None)
        if t.finished and not done and t.table in self.recorded:
            del self.recorded[t.table]                     # undone past its end
            self.changed = True
        elif done and (not t.finished or now != t.key):
            self.recorded[t.table] = now                   # ended, again, or corrected
            self.changed = True
        t.finished, t.key = done, now

    def deleted(self, table: str) -> None:
        """A finished game went to the trash."""
        self.recorded.pop(table, None)
        self.changed = True

    def restored(self, table: str, record: Any) -> None:
        """Undo delete put a finished game back."""
        self.recorded[table] = key(record)
        self.changed = True

    def compare(self, listed: list[Any]) -> tuple[Counter, Counter]:
        """(extra, missing): what the history lists beyond the tables' entries, and what it
        lacks of them (as (table, record) pairs)."""
        have = Counter((g.key, key(g.record)) for g in listed)
        want = Counter(self.recorded.items())
        return have - want, want - have
