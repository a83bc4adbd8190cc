"""What the two sheet games' computer sides share (Здорово!, School): the strong computer
plays the solitaire optimum (the expected final total) and, against rivals, its last turns for
the win (`sheet_win.py`, docs/ai.md "Playing for the win"); each family says which solver
describes its sheets (`sheets`) and when its game's win is what counts (`races`)."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from dicegames.engine import Action

from .base import ActionValue, Computer, Values

WIN = {"utility": "win"}


class SheetComputer(Computer):
    def strong_context(self, game: Any, state: Any) -> Mapping[str, Any]:
        return WIN

    def sheets(self, rules: Any) -> Any:
        """The solver's sheets as `sheet_win.SheetModel` (imported on first use)."""
        raise NotImplementedError

    def races(self, rules: Any) -> bool:
        """Is the game's win what the last turns are played for under `rules`?"""
        return True

    def totals(self, game: Any, state: Any, legal: tuple[Action, ...]) -> Values:
        """Every legal action's expected final total (the solitaire optimum), and whether
        exactly."""
        raise NotImplementedError

    def race(self, game: Any, state: Any, ctx: Mapping[str, Any]) -> Any:
        """The race of the last turns when it is played (`sheet_win.Race`), else None."""
        if ctx.get("utility") != "win" or not self.races(game.rules):
            return None
        from dicegames.ai import sheet_win
        return sheet_win.race_of(self.sheets(game.rules), game, state)

    def measure_at(self, game: Any, state: Any, ctx: Mapping[str, Any]) -> str:
        return "win_chance" if self.race(game, state, ctx) is not None else self.measure

    def values(self, game: Any, state: Any, legal: tuple[Action, ...],
               ctx: Mapping[str, Any]) -> Values:
        """The expected final totals; in the race of the last turns the chance to win, with
        the totals ordering equal chances."""
        out, exact = self.totals(game, state, legal)
        race = self.race(game, state, ctx)
        if race is None:
            return out, exact
        from dicegames.ai import sheet_win
        win = sheet_win.race_values(self.sheets(game.rules), race, game.table(state), legal)
        return [ActionValue(av.action, win[av.action], expected=av.value) for av in out], exact
