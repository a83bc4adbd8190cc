"""What the history must hold: the finished tables, counted from what the monkey did.

A table that reaches its end is finished (one record); undone past its end it is not finished
any more (its record is taken back — issue 23.1's rule); a finished game changed (a correction
of its sheet) is recorded once, as it is now. Deleting a finished game in the games browser
takes it out, Undo delete puts it back. Games are told apart by their records (game, players,
rules, who starts, every action; not the dice's seed, which a finished record gains).
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
    finished: bool
    key: Key | None
    counted: bool              # its record is one of the finished tables
    reopened: bool             # opened finished (from the history, a save, a recent game)
    undone: bool = False       # undone past its end (or corrected back into play) once


@dataclass
class Ledger:
    finished: Counter = field(default_factory=Counter)
    taken_back: set = field(default_factory=set)      # records undone past their end
    superseded: set = field(default_factory=set)      # finished records changed (corrected)
    changed_finished: set = field(default_factory=set)   # finished again after reopening
    refinished: set = field(default_factory=set)      # finished again after an undo
    corrected: set = field(default_factory=set)       # finished records as corrected
    table: Table | None = None
    changed: bool = False                              # since the history was last read
    opening: Key | None = None                         # the record the last table opened on

    def started(self, record: Any) -> None:
        """The main window opens a table on `record` (a new game, a rematch, Continue, a
        saved or finished game)."""
        self.opening = key(record)

    def observe(self, view: Any) -> None:
        """After an event: the view on screen (None on the home)."""
        if view is None:
            self.table = None
            return
        s = view.session
        done = s.outcome() is not None
        now = key(s.record) if done else None
        t = self.table
        if t is None or t.view is not view:
            reopened = done and now == self.opening        # else it was played to its end
            self.table = t = Table(view, reopened, now if reopened else None,
                                   reopened and self.finished[now] > 0, reopened)
            if reopened:
                return
        if t.finished and (not done or now != t.key) and t.counted:
            self._take(t.key, self.taken_back if not done else self.superseded)
            t.counted = False
        t.undone = t.undone or t.finished and not done
        corrected = t.finished and done and now != t.key
        if done and not t.counted:
            self.finished[now] += 1
            t.counted, self.changed = True, True
            if corrected:
                self.corrected.add(now)
            elif t.reopened:
                self.changed_finished.add(now)
            elif t.undone:
                self.refinished.add(now)
        t.finished, t.key = done, now

    def _take(self, k: Key, why: set) -> None:
        if self.finished[k] > 0:
            self.finished[k] -= 1
        why.add(k)
        self.changed = True

    def deleted(self, record: Any) -> None:
        """A finished game went to the trash."""
        k = key(record)
        if self.finished[k] > 0:
            self.finished[k] -= 1
        if self.table is not None and self.table.key == k:
            self.table.counted = False
        self.changed = True

    def restored(self, record: Any) -> None:
        """Undo delete put a finished game back."""
        k = key(record)
        self.finished[k] += 1
        t = self.table
        if t is not None and t.key == k and t.finished:
            t.counted = True
        self.changed = True

    def compare(self, listed: list[Any]) -> tuple[Counter, Counter]:
        """(extra, missing): what the history lists beyond the finished tables, and what it
        lacks of them."""
        have = Counter(key(g.record) for g in listed)
        want = +self.finished
        return have - want, want - have
