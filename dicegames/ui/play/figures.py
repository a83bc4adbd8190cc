"""A turn's figure the score keeper should not take on trust: points that even a player
playing for exactly them banks less than once in a thousand turns (`dicegames.ai.reach`) are
asked about once before they are written — never refused, since hot dice never bound a turn
of the Zonk family. The games whose turns the rules bound take their dice, never a figure.

The figure from which a turn is that unlikely is worked out in the worker thread as soon as the
table opens, so a key press only compares two numbers; an entry made before the answer waits
for it (and is dropped if the game moved on meanwhile).
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject

from dicegames.engine import Action, IllegalActionError
from dicegames.ui.words import fill, format_points, translate

if TYPE_CHECKING:
    from dicegames.ui.play.view import PlayView

FIGURE = "points"                 # the keeper input that carries a turn's figure


class FigureCheck(QObject):
    """Asks once before an unlikely figure is written (see the module's words)."""

    def __init__(self, view: PlayView) -> None:
        super().__init__(view)
        self.view = view
        self.unlikely_from: int | None = None
        self._submitted = False
        self._failed = False
        self._waiting: tuple[Any, str, Callable[[], None], Callable[[str], None], int] | None \
            = None
        if view.keeping_score and FIGURE in view.session.game.keeper_verbs:
            self._work_out()

    @property
    def ready(self) -> bool:
        """Nothing is being worked out: an entry is decided at once."""
        return not self._submitted or self.unlikely_from is not None or self._failed

    def _work_out(self) -> None:
        from dicegames.ui.common.thinking import thinker
        game = self.view.session.game
        self._submitted = True

        def job() -> int:
            from dicegames.ai import reach
            return reach.unlikely_from(game)
        thinker().submit("figures", job, self, self._known, self._unknown)

    def _unknown(self, _error: BaseException) -> None:
        self._failed = True               # no question then: the figure is written as typed
        self._known(None)

    def _known(self, value: int | None) -> None:
        self.unlikely_from = value
        waiting, self._waiting = self._waiting, None
        if waiting is not None and waiting[0] is self.view.session.state:
            self._decide(*waiting[1:])

    def check(self, action: Action, who: str, go: Callable[[], None],
              refuse: Callable[[str], None]) -> None:
        """`go()` when `who`'s `action` may be written as it is, or once the table confirms
        it; `refuse(text)` when the table does not (the entry keeps what was typed)."""
        s = self.view.session
        if action.verb != FIGURE or not action.args or not isinstance(action.args[0], int) \
                or action.args[0] <= 0:
            go()
            return
        try:
            s.game.apply(s.state, action)
        except IllegalActionError:
            go()                            # the rules refuse it: the session says why
            return
        points = int(action.args[0])
        if self.unlikely_from is None:
            self._waiting = (s.state, who, go, refuse, points)
            if not self._submitted:
                self._work_out()
            return
        self._decide(who, go, refuse, points)

    def check_correction(self, who: str, changes: Sequence[tuple[int, Action | str]]) -> bool:
        """A correction of `who`'s turn: True when its new figures may be written (asked at
        once; a correction waits for nothing — on a No its editor stays open and says why,
        as the session's last refusal)."""
        for _position, action in changes:
            if isinstance(action, Action) and action.verb == FIGURE and action.args \
                    and isinstance(action.args[0], int) and self.unlikely_from is not None \
                    and action.args[0] >= self.unlikely_from \
                    and not self._confirmed(who, int(action.args[0])):
                self.view.session.refusal = translate(
                    "Keeper", "Not corrected: check the points and enter them again.")
                return False
        return True

    def _decide(self, who: str, go: Callable[[], None], refuse: Callable[[str], None],
                points: int) -> None:
        if self.unlikely_from is None or points < self.unlikely_from \
                or self._confirmed(who, points):
            go()
            return
        refuse(translate("Keeper", "Not written: check the points and enter them again."))

    def _confirmed(self, who: str, points: int) -> bool:
        v = self.view
        assert self.unlikely_from is not None
        return v.dialogs.confirm(v, translate("Keeper", "Check the points"), fill(translate(
            "Keeper", "%1 banked %2 in one turn? Even playing for exactly that, a turn gets "
            "there less than once in a thousand turns with these rules (from %3 on). Write "
            "%2 anyway?"), who, format_points(points), format_points(self.unlikely_from)))
