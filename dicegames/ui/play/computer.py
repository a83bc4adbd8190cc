"""Computer seats: one step at a time at the player's chosen pace, each step shown."""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

from dicegames.ai.simple import choose

from .session import GameSession


class ComputerSeats(QObject):
    """Plays every computer seat of a session with `dicegames.ai.simple`.

    `poke()` after anything that may make a computer due; `ready()` (from the view) says
    whether the table is free (no roll animation, no hand-over, game not over). With real
    dice, a computer seat's throw waits for someone to type what its dice show.
    """

    def __init__(self, session: GameSession, ready: Callable[[], bool],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.ready = ready
        self.pace_ms = 700
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.step)

    def due(self) -> bool:
        """True when a computer seat is to act now and the table is free."""
        s = self.session
        seat = s.acting_seat()
        if not s.is_computer(seat) or not self.ready():
            return False
        return not (s.dice_to_throw() and s.dice_source != "virtual")

    def poke(self) -> None:
        if self.due() and not self._timer.isActive():
            self._timer.start(max(0, self.pace_ms))

    def step(self) -> None:
        """Make the computer's next move (a throw or a decision)."""
        if not self.due():
            return
        s = self.session
        if s.dice_to_throw():
            s.throw()
        else:
            s.request(choose(s.game, s.state))
