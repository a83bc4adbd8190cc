"""A window about one game at a time (the rules viewer, the odds window) that keeps the game at
the table: shown with `playing=True` it remembers the table's game and rules, and choosing that
game again in its game box brings those rules back."""
from __future__ import annotations

from typing import Any

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QComboBox, QWidget


class FollowsTheTable:
    """Mixed into a QWidget that has `game_box` (a QComboBox of game ids), `reload()` and
    `focus_target()`; it keeps `game_id`, `rules` and `playing`."""

    game_box: QComboBox
    game_id: str
    rules: Any
    playing: tuple[str, Any] | None

    def reload(self) -> None:
        raise NotImplementedError

    def focus_target(self) -> QWidget:
        raise NotImplementedError

    def show_game(self, game_id: str, rules: Any = None, playing: bool = False) -> None:
        """Show `game_id` under `rules` (None: its standard ones); `playing`: they are the
        table's (kept when the reader looks at another game and comes back)."""
        window: Any = self
        if playing:
            self.playing = (game_id, rules)
        self.game_id, self.rules = game_id, rules
        self.reload()
        was_open = window.isVisible()
        window.show()
        if was_open and QGuiApplication.platformName() != "offscreen":   # no stacking there
            window.raise_()
        window.activateWindow()
        self.focus_target().setFocus()

    def _game_chosen(self, index: int) -> None:
        game_id = self.game_box.itemData(index)
        if self.playing is not None and self.playing[0] == game_id:
            self.show_game(game_id, self.playing[1])
        else:
            self.show_game(game_id)
