"""Tutor mode at the table: before a move of a tutored person that costs more than the chosen
threshold, a note on the table (never a dialog) says what the move costs and what the advisor
would do; Enter keeps the move, Esc reconsiders. Spoken to screen readers.

Only for a person's seat whose player asked for it (New game or Settings: `PlayPrefs.tutor`
holds their statistics keys), never for a computer seat and never with the score keeper. The
advice of each decision of such a seat is asked for in the thinking worker as soon as the
decision is open, so a key press only compares two numbers; a move made before the answer
came is held with "weighing…" (the key repaints at once) and played, or questioned, when it
comes. The session asks the tutor before every decision (`GameSession.vet`).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QBoxLayout, QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout

from dicegames.engine import Action
from dicegames.ui.common.later import after_repaint
from dicegames.ui.common.thinking import Ticket, thinker
from dicegames.ui.games.advice_words import choice_text, cost_text, measure_title
from dicegames.ui.words import fill, translate

if TYPE_CHECKING:
    from dicegames.ui.play.view import PlayView


class TutorNote(QFrame):
    """The tutor's note on the table: what it says, Keep (Enter) and Reconsider (Esc)."""

    a11y_role = "Notification"

    def __init__(self, parent: Any) -> None:
        from dicegames.ui.access import install
        install()
        super().__init__(parent)
        self.setObjectName("tutor_note")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.title = QLabel(self)
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.text = QLabel(self)
        self.text.setObjectName("tutor_text")
        self.text.setWordWrap(True)
        self.keep = QPushButton(self)
        self.keep.setObjectName("tutor_keep")
        self.back = QPushButton(self)
        self.back.setObjectName("tutor_back")
        for b in (self.keep, self.back):
            b.setAutoDefault(False)
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.back)
        row.addWidget(self.keep)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(10, 6, 10, 6)
        lay.setSpacing(4)
        head = QHBoxLayout()
        head.addWidget(self.title, 0, Qt.AlignmentFlag.AlignTop)
        head.addWidget(self.text, 1)
        lay.addLayout(head)
        lay.addLayout(row)
        self.hide()
        self.retranslate_ui()

    def say(self, text: str, waiting: bool = False) -> None:
        self.text.setText(text)
        self.keep.setVisible(True)
        self.back.setVisible(True)
        self.setAccessibleName(fill(translate("Tutor", "%1 %2"), self.title.text(), text))
        self.setAccessibleDescription(text)
        self.show()

    def retranslate_ui(self) -> None:
        self.title.setText(translate("Tutor", "Tutor"))
        self.keep.setText(translate("Tutor", "Keep my move (Enter)"))
        self.back.setText(translate("Tutor", "Reconsider (Esc)"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


class Tutor(QObject):
    """The tutor of one play view (see the module docstring)."""

    def __init__(self, view: PlayView) -> None:
        super().__init__(view)
        self.view = view
        self.session = view.session
        self.advice: Any = None
        self.advice_for: Any = None           # the state `advice` is of
        self.asked: Any = None                # the state asked about
        self.pending: tuple[Any, Action] | None = None     # (state, the move held)
        self.waiting = False                  # held until the advice comes
        self._ticket: Ticket | None = None
        self.note = TutorNote(view)
        host = view.hint.parentWidget()
        layout = host.layout() if host is not None else None
        if isinstance(layout, QBoxLayout):    # on the table, above the hint and the commands
            layout.insertWidget(layout.indexOf(view.hint), self.note)
        self.note.keep.clicked.connect(lambda *_: self.keep())
        self.note.back.clicked.connect(lambda *_: self.reconsider())
        self.keep_action = self._action("tutor_keep", ("Return", "Enter"), self.keep)
        self.back_action = self._action("tutor_back", ("Escape",), self.reconsider)
        self.session.vet = self.vet
        self.session.state_changed.connect(self._changed)
        self._changed()

    def _action(self, name: str, keys: tuple[str, ...], slot: Any) -> QAction:
        a = QAction(self.view)
        a.setObjectName("action_" + name)
        a.setShortcuts([QKeySequence(k) for k in keys])
        a.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        a.setEnabled(False)
        a.triggered.connect(lambda *_: slot())
        self.view.addAction(a)
        return a

    # ------------------------------------------------------------------ who is tutored
    def tutored(self, seat: int | None) -> bool:
        """A person's seat whose player asked for the tutor, at a table that is played (not
        score-kept), of a game the coach knows."""
        from dicegames.ai.games import coaching
        from dicegames.stats.summary import player_key
        s = self.session
        if seat is None or s.dice_source == "keeper" or s.is_computer(seat) \
                or coaching(s.game.id) is None:
            return False
        p = s.players[seat]
        return player_key(p.profile, p.name, p.kind, p.level) in self.view.prefs.tutor

    def threshold(self) -> float:
        from dicegames.ai.games import coaching
        c = coaching(self.session.game.id)
        return c.threshold(self.view.prefs.tutor_level) if c is not None else float("inf")

    def _deciding(self) -> bool:
        s = self.session
        return s.game.current_player(s.state) >= 0 and self.tutored(s.acting_seat()) \
            and len(s.legal_actions()) > 1

    # ------------------------------------------------------------------ the advice
    def _changed(self) -> None:
        """A new position: drop a held move of another, and ask for the advice of this one
        once the move is painted (a move made before that asks itself: `vet`)."""
        state = self.session.state
        if self.pending is not None and self.pending[0] is not state:
            self._hide()
        after_repaint((self, "ask"), self._ask, self)

    def _ask(self) -> None:
        """Ask the worker for the advice of the position now, unless asked already."""
        state = self.session.state
        if not self._deciding() or self.asked is state:
            return
        if self._ticket is not None:
            self._ticket.cancel()
        self.asked = state
        game = self.session.game

        def work() -> Any:
            from dicegames.ai import advise
            return advise(game, state)
        self._ticket = thinker().submit("tutor", work, self, lambda a: self._arrived(state, a),
                                        lambda _e: self._arrived(state, None), replace=True)

    def _arrived(self, state: Any, advice: Any) -> None:
        self._ticket = None
        if state is not self.session.state:
            return
        self.advice, self.advice_for = advice, state
        if self.waiting and self.pending is not None:
            self.waiting = False
            _, action = self.pending
            if advice is None or self._cost(action) <= self.threshold():
                self._play(action)
            else:
                self._question(action)

    def _cost(self, action: Action) -> float:
        advice = self.advice
        try:
            value = advice.value_of(action)
        except StopIteration:
            return 0.0
        cost: float = max(0.0, advice.value - value if advice.higher_is_better
                          else value - advice.value)
        return cost

    # ------------------------------------------------------------------ the session asks
    def vet(self, action: Action) -> bool:
        """May this decision be played now? False: the tutor holds it (and says why)."""
        s = self.session
        if not self._deciding() or action not in s.legal_actions():
            return True               # a computer's, forced, or refused by the rules anyway
        if self.advice_for is not s.state:
            self._ask()                       # asked for now, if it was not yet
            self.pending, self.waiting = (s.state, action), True
            self._show(translate("Tutor", "Weighing this move\u2026 Enter plays it now, Esc "
                                 "takes it back."))
            return False
        if self._cost(action) <= self.threshold():
            return True
        self.pending = (s.state, action)
        self._question(action)
        return False

    def _question(self, action: Action) -> None:
        s = self.session
        dice = tuple(s.game.table(s.state).dice)
        look = self.view.look
        game = s.game.id
        text = fill(translate("Tutor", "“%1” would cost %2 (%3). The advisor would choose: "
                              "%4. Enter keeps your move, Esc lets you reconsider."),
                    choice_text(look, dice, action), cost_text(game, self._cost(action)),
                    measure_title(self.advice.measure),
                    choice_text(look, dice, self.advice.best))
        if not self.advice.exact:
            text += " " + translate("Tutor", "(Approximate: these rules have no exact table.)")
        self._show(text)
        self.view.speaker.say(fill(translate("Tutor", "Tutor: %1"), text), assertive=True)

    def _show(self, text: str) -> None:
        self.note.say(text)
        self.view.hint.hide()                 # the note says what to do now: room for it
        self.view.actions_by_id["confirm"].setEnabled(False)    # Enter is the tutor's now
        self.keep_action.setEnabled(True)
        self.back_action.setEnabled(True)

    def _hide(self) -> None:
        self.pending, self.waiting = None, False
        self.note.hide()
        self.view.hint.show()
        self.keep_action.setEnabled(False)
        self.back_action.setEnabled(False)
        self.view.actions_by_id["confirm"].setEnabled(True)

    # ------------------------------------------------------------------ the player answers
    def keep(self) -> None:
        """Enter: play the move held, as it was."""
        if self.pending is None:
            return
        state, action = self.pending
        self._hide()
        if state is self.session.state:
            self._play(action)

    def reconsider(self) -> None:
        """Esc: the move is not played; the player chooses again."""
        if self.pending is None:
            return
        self._hide()
        self.view.announce(translate("Tutor", "Not played: choose again."))
        self.view.focus_table()

    def _play(self, action: Action) -> None:
        self._hide()
        self.session.request(action, vetted=True)
