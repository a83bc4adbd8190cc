"""A window about one game at a time (the rules viewer, the odds window) that keeps the game at
the table: shown with `playing=True` it remembers the table's game and rules, and choosing that
game again in its game box brings those rules back."""
from __future__ import annotations

from typing import Any

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QComboBox, QLabel, QWidget


class FollowsTheTable:
    """Mixed into a QWidget that has `game_box` (a QComboBox of game ids), `reload()` and
    `focus_target()`; it keeps `game_id`, `rules` and `playing`."""

    game_ids: tuple[str, ...]
    game_label: QLabel
    game_box: QComboBox
    in_force: QLabel
    game_id: str
    rules: Any
    playing: tuple[str, Any] | None

    def follow_the_table(self, game_ids: tuple[str, ...], name: str, width: int) -> None:
        """What both windows start with: the games, none at the table yet, a size that fits
        the screen, the game box with its label and the line that says the rules in force
        (`{name}_in_force`)."""
        window: Any = self
        self.game_ids = game_ids
        self.game_id = game_ids[0] if game_ids else ""
        self.rules = None                             # None: the standard rules
        self.playing = None                           # the game at the table, with its rules
        screen = window.screen().availableGeometry() if window.screen() else None
        window.resize(min(width, screen.width() - 40) if screen else width,
                      min(760, screen.height() - 60) if screen else 760)
        self.game_label = QLabel(window)
        self.game_box = QComboBox(window)
        self.game_label.setBuddy(self.game_box)
        self.in_force = QLabel(window)
        self.in_force.setObjectName(f"{name}_in_force")

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
