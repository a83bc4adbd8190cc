"""Computer players and advice: engine only, never Qt.

The public API (imported lazily: `import dicegames.ai` loads nothing heavy; numpy and the
solver tables load on the first decision that needs them):

    bot(level, game) -> Bot            # level in LEVELS = ("easy", "medium", "strong")
    Bot.choose(state) -> Action
    Bot.explain(state, action) -> Explanation
    advise(game, state, players_context=None) -> Advice
    win_advice(game, state) -> Advice | None   # a two-player position's chance to win
    win_preparing(game, state) -> float | None # how far its table is built (first use)
    advises(game_id) -> bool           # a game without a strong solver has no advisor
    review(record, win=True) -> Review
    odds_tables(game) -> tuple[OddsTable, ...]
    computer(game_id) -> Computer      # what the computer knows of a game (ai/games/)

See docs/ai.md.
"""
from __future__ import annotations

from typing import Any

_EXPORTS = {
    "bot": "bots", "Bot": "bots", "LEVELS": "bots",
    "Explanation": "explain",
    "advise": "advisor", "advises": "advisor", "Advice": "advisor", "ActionValue": "advisor",
    "win_advice": "advisor", "win_chance": "advisor", "win_preparing": "advisor",
    "computer": "games", "Computer": "games",
    "review": "reviews", "Review": "reviews", "PlayerReview": "reviews", "Moment": "reviews",
    "odds_tables": "games", "OddsTable": "odds", "OddsRow": "odds",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'dicegames.ai' has no attribute {name!r}")
    import importlib
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value
