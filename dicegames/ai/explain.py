"""Explanations of computer moves and advice as data (the UI translates; `str()` is English).

Vocabulary of `Explanation.kind` and its `values` (every value an int, float, str or tuple):

| kind | when | values |
|---|---|---|
| `keep` | zonk family `take F…` | `dice` (tuple), `points` (the take), `turn_total` (after it), `dice_left`, optional `stops_at` (the turn total from which the bot banks with that many dice) |
| `bank` | `bank` / zonk `stop` | `points` (banked now), `total` (the player's total after it) |
| `throw` | zonk family `throw …` | `dice` (how many are thrown), `turn_total`, optional `zonk` (chance the throw scores nothing) |
| `continue` | zonk hot dice: a new series | `turn_total` |
| `piggyback` | Chicago/Detroit: build off the last bank | `turn_total`, `dice` |
| `fresh` | Chicago/Detroit: refuse the offer | `turn_total` (refused), `dice` |
| `reroll` | sheet games and 421 | `keep` (tuple of faces kept), `rethrow` (how many dice), `throw` (the number of the next throw) |
| `free_reroll` | zonk `reroll` | `dice` |
| `score` | sheet games `score C` | `cell`, `points` |
| `cross` | school `cross C` | `cell` |
| `stop` | 421 `stop` | `hand` (e.g. "421"), `throws` |

Every kind may also carry `value` (the move's value under the strong policy, in `measure`
units) and `measure`.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

Value = int | float | str | tuple[Any, ...]


def _faces(dice: Any) -> str:
    return " ".join(map(str, dice)) if dice else "nothing"


@dataclass(frozen=True)
class Explanation:
    kind: str
    values: dict[str, Value] = field(default_factory=dict)

    def get(self, key: str, default: Any = None) -> Any:
        return self.values.get(key, default)

    def __str__(self) -> str:
        v = self.values
        k = self.kind
        if k == "keep":
            text = (f"keeps {_faces(v.get('dice'))}: {v.get('points')} points, "
                    f"{v.get('dice_left')} dice left")
            if "stops_at" in v:
                text += f", stops at {v['stops_at']}"
            return text
        if k == "bank":
            return f"banks {v.get('points')} points (total {v.get('total')})"
        if k == "throw":
            text = f"throws {v.get('dice')} dice on {v.get('turn_total')} points"
            if "zonk" in v:
                text += f" ({100 * float(v['zonk']):.1f}% zonk)"  # type: ignore[arg-type]
            return text
        if k == "continue":
            return f"hot dice: throws six again on {v.get('turn_total')} points"
        if k == "piggyback":
            return f"builds on {v.get('turn_total')} points with {v.get('dice')} dice"
        if k == "fresh":
            return f"starts fresh (refuses {v.get('turn_total')} points with {v.get('dice')} dice)"
        if k == "reroll":
            return (f"keeps {_faces(v.get('keep'))}, re-throws {v.get('rethrow')} "
                    f"(throw {v.get('throw')})")
        if k == "free_reroll":
            return f"free re-throw of {v.get('dice')} dice"
        if k == "score":
            return f"scores {v.get('cell')}: {v.get('points')} points"
        if k == "cross":
            return f"crosses out {v.get('cell')}"
        if k == "stop":
            return f"stops on {v.get('hand')} after {v.get('throws')} throws"
        return k + (" " + ", ".join(f"{a}={b}" for a, b in v.items()) if v else "")
