"""A window about one game at a time (the rules viewer, the odds window) that keeps the game at
the table: shown with `playing=True` it remembers the table's game and rules, and choosing that
game again in its game box brings those rules back."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QComboBox, QLabel, QWidget

FRAME = QSize(10, 40)           # a window manager's borders and title, before the first show


def placed(size: QSize, frame: QSize, over: QRect, room: QRect) -> QRect:
    """The frame of a window of client `size` (`frame`: what the window manager adds):
    centred over `over`, moved and shrunk as little as needed to stay inside `room`."""
    width = min(size.width() + frame.width(), room.width())
    height = min(size.height() + frame.height(), room.height())
    centre = over.center()
    x = min(max(room.left(), centre.x() - width // 2), room.right() + 1 - width)
    y = min(max(room.top(), centre.y() - height // 2), room.bottom() + 1 - height)
    return QRect(QPoint(x, y), QSize(width, height))


def place_over(window: QWidget, over: QWidget | None) -> None:
    """Put `window` over the window `over` (or in the middle of its screen), inside the
    screen's free area: Qt centres a window on its parent without looking at the screen."""
    screen = (over or window).screen()
    if screen is None:
        return
    room = screen.availableGeometry()
    target = over.frameGeometry() if over is not None and over.isVisible() else room
    extra = window.frameGeometry().size() - window.geometry().size() \
        if window.isVisible() else QSize()
    if extra.height() <= 0:                 # not framed yet: what a window manager adds
        extra = FRAME
    frame = placed(window.size(), extra, target, room)
    window.resize(frame.size() - extra)
    window.move(frame.topLeft())


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
        parent = window.parentWidget()
        over = parent.window() if parent is not None else None
        if not was_open:                                    # over the table, on the screen
            place_over(window, over)
        window.show()
        if not was_open:                                    # again with its real frame
            place_over(window, over)
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
