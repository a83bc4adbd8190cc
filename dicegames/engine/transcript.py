"""A plain-text transcript of a replayed game: every action with its events, then the result."""
from __future__ import annotations

import enum
from dataclasses import fields

from .events import Event
from .records import Record, effective_actions, replay


def _event_text(e: Event) -> str:
    parts = [e.kind]
    for f in fields(e):
        v = getattr(e, f.name)
        if v in (None, (), "") and f.name != "player":
            continue
        if isinstance(v, tuple):
            v = "[" + " ".join(map(str, v)) + "]"
        elif isinstance(v, enum.Enum):
            v = v.value
        parts.append(f"{f.name}={v}")
    return " ".join(parts)


def transcript(record: Record) -> str:
    """Every action, the events it caused, and the outcome (one line each)."""
    result = replay(record)
    lines = [f"game {record.game} players {len(record.players)} first {record.first_player}",
             "options " + " ".join(f"{k}={v}" for k, v in sorted(record.options.items()))]
    entries, _ = effective_actions(record.actions, result.game.chance_verbs)
    applied = {i: (text, step) for (i, text), step in zip(entries, result.steps)}
    for i, text in enumerate(record.actions):
        lines.append(f"{i:4d} {text}" + ("  (corrected)" if i in result.corrected else ""))
        if i in applied:
            now, step = applied[i]
            if now != text:
                lines.append(f"       now: {now}")
            lines.extend(f"       {_event_text(e)}" for e in step.events)
    out = result.game.outcome(result.state)
    if out is None:
        lines.append("unfinished")
    else:
        lines.append(f"winners {' '.join(map(str, out.winners))} reason {out.reason}")
        for s in out.standings:
            lines.append(f"  place {s.place} player {s.player} points {s.points}")
        if out.settlement is not None:
            lines.append("settlement " + " ".join(str(v) for v in out.settlement))
    return "\n".join(lines) + "\n"
