"""Explanations of computer moves and advice as data (the UI translates; `str()` is English).

Vocabulary of `Explanation.kind` and its `values` (every value an int, float, str or tuple):

| kind | when | values |
|---|---|---|
| `keep` | zonk family `take F…` | `dice` (tuple), `points` (the take), `turn_total` (after it), `dice_left`, optional `stops_at` (the turn total from which the bot banks with that many dice); a keep that ends the turn (Zonk: a series' third throw) has `ends_turn` = 1 and `turn_total` banked, no `dice_left` |
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
        v = {k: _faces(x) if isinstance(x, tuple) else x for k, x in self.values.items()}
        template = TEMPLATES.get(self.kind)
        if template is None:
            return self.kind + (" " + ", ".join(f"{a}={b}" for a, b in v.items()) if v else "")
        text = template.format_map(_Missing(v))
        for key, extra in EXTRAS.get(self.kind, ()):
            if key in v:
                text += extra.format_map(_Missing(v))
        return text


class _Missing(dict[str, Any]):
    def __missing__(self, key: str) -> str:
        return "?"


TEMPLATES = {
    "keep": "keeps {dice}: {points} points",
    "bank": "banks {points} points (total {total})",
    "throw": "throws {dice} dice on {turn_total} points",
    "continue": "hot dice: throws six again on {turn_total} points",
    "piggyback": "builds on {turn_total} points with {dice} dice",
    "fresh": "starts fresh (refuses {turn_total} points with {dice} dice)",
    "reroll": "keeps {keep}, re-throws {rethrow} (throw {throw})",
    "free_reroll": "free re-throw of {dice} dice",
    "score": "scores {cell}: {points} points",
    "cross": "crosses out {cell}",
    "stop": "stops on {hand} after {throws} throws",
}
EXTRAS = {"keep": (("dice_left", ", {dice_left} dice left"), ("stops_at", ", stops at {stops_at}"),
                  ("ends_turn", ", the third throw ends the turn"))}
