"""Drive a PlayView through its real widgets: by mouse or by keyboard, any game id.

Decisions come from the simple computer policy (or a test's own chooser); the driver turns
each chosen action into clicks or key presses, exactly as a person would.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from dicegames.ai.bots import choose
from dicegames.engine import Action, PlayerEntry, Record, game_info
from dicegames.ui.play import PlayPrefs, PlayView

NAMES = ("Anna", "Boris", "Vera", "Gleb")
FAST = PlayPrefs(animation="off", computer_pace_ms=0, deciding_ms=0, settle_ms=0)
KEY_FOR_VERB = {"stop": Qt.Key.Key_B, "bank": Qt.Key.Key_B, "continue": Qt.Key.Key_C,
                "piggyback": Qt.Key.Key_P, "fresh": Qt.Key.Key_F, "throw": Qt.Key.Key_R}
BUTTON_FOR_VERB = {"stop": "bank", "bank": "bank", "continue": "continue",
                   "piggyback": "piggyback", "fresh": "fresh", "throw": "throw",
                   "reroll": "reroll_all"}
DIGITS = (Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4, Qt.Key.Key_5, Qt.Key.Key_6)


class ScriptedDialogs:
    """A DialogService that answers from a script and remembers what it was asked."""

    def __init__(self, answer: bool = True) -> None:
        self.answer = answer
        self.asked: list[tuple[str, str]] = []
        self.defaults: list[bool] = []               # the answer Enter would give, each
        self.told: list[tuple[str, str]] = []

    def confirm(self, parent, title: str, text: str, *, default: bool = False) -> bool:
        self.asked.append((title, text))
        self.defaults.append(default)
        return self.answer

    def info(self, parent, title: str, text: str) -> None:
        self.told.append((title, text))


def active(qtbot, view):
    """Show `view` as the active window (shortcuts fire only there)."""
    with qtbot.waitActive(view):
        view.show()
        view.activateWindow()
    return view


def key(qtbot, k, mod=Qt.KeyboardModifier.NoModifier):
    """Press a key on whatever has the focus."""
    qtbot.keyClick(QApplication.focusWidget(), k, mod)


def repainted() -> None:
    """The rest of the event loop's turn after a key: the window has repainted the move, and
    what waits for that runs now (the words for screen readers, the advisor's question …)."""
    from dicegames.ui.common import later
    later.flush()


def make_record(game_id: str, kinds=("human", "human"), seed: str = "ui-test",
                options=None, first: int = 0) -> Record:
    info = game_info(game_id)
    kinds = tuple(kinds)
    while len(kinds) < info.min_players:
        kinds += ("computer",)
    players = tuple(PlayerEntry(NAMES[i], k) for i, k in enumerate(kinds))
    return Record(game_id, players, dict(options or {}), first, seed)


def make_view(qtbot, game_id: str = "zdorovo", kinds=("human", "human"), *, seed="ui-test",
              dice="virtual", prefs=FAST, dialogs=None, thrower=None, options=None,
              record=None) -> PlayView:
    record = record or make_record(game_id, kinds, seed, options)
    view = PlayView(record, dice, prefs, dialogs or ScriptedDialogs(), thrower=thrower)
    qtbot.addWidget(view)
    view.resize(1280, 800)
    return view


def selection_for(view: PlayView, action: Action) -> set[int]:
    """The tray positions to pick for a `reroll P…`, `take F…` or `throw F…`."""
    if action.verb == "reroll":
        return {int(a) for a in action.args}
    table = view.session.game.table(view.session.state)
    want = Counter(int(a) for a in action.args)
    picked = set()
    for p in sorted(table.live):
        face = table.dice[p]
        if want[face] > 0:
            picked.add(p)
            want[face] -= 1
    assert not +want, f"dice {action} not on the table {table.dice}"
    return picked


class Driver:
    """Plays a whole game on a PlayView; subclasses say how a person's hands do each thing."""

    def __init__(self, qtbot, view: PlayView, chooser: Callable | None = None) -> None:
        self.qtbot, self.view = qtbot, view
        self.chooser = chooser or (lambda game, state: choose(game, state))
        self.moves = 0

    def play(self, max_moves: int = 4000) -> None:
        v, s = self.view, self.view.session
        while s.outcome() is None:
            assert self.moves < max_moves, "the game does not end"
            if v.handover.isVisible():
                self.hand_over()
                continue
            seat = s.acting_seat()
            if s.is_computer(seat):
                done = len(s.history)
                self.qtbot.waitUntil(lambda n=done: len(s.history) > n or s.outcome() is not None
                                     or v.handover.isVisible(), timeout=5000)
                continue
            before = s.record.actions
            if s.dice_to_throw():
                self.roll()
            else:
                self.perform(self.chooser(s.game, s.state))
            assert s.record.actions != before, f"nothing happened: {v.status.text()}"
            self.moves += 1
        self.qtbot.waitUntil(v.game_over.isVisible, timeout=5000)

    def perform(self, action: Action) -> None:
        if action.verb in ("reroll", "take", "throw") and action.args:
            self.pick(selection_for(self.view, action))
            self.confirm_pick(action.verb)
        elif action.verb in ("score", "cross"):
            self.sheet(action.verb, str(action.args[0]))
        else:
            self.simple(action.verb)


class KeyboardDriver(Driver):
    """Only keys, sent to whatever has the focus, in an active window."""

    def key(self, key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
        target = QApplication.focusWidget() or self.view
        self.qtbot.keyClick(target, key, modifier)

    def hand_over(self) -> None:
        self.key(Qt.Key.Key_Return)

    def roll(self) -> None:
        self.key(Qt.Key.Key_R)

    def pick(self, positions: set[int]) -> None:
        for p in sorted(self.view.selection - positions):
            self.key(DIGITS[p], Qt.KeyboardModifier.ShiftModifier)
        for p in sorted(positions - self.view.selection):
            self.key(DIGITS[p])
        assert self.view.selection == positions, self.view.status.text()

    def confirm_pick(self, verb: str) -> None:
        self.key(Qt.Key.Key_Return if verb == "take" else Qt.Key.Key_R)

    def sheet(self, verb: str, row_id: str) -> None:
        sheet = self.view.sheet
        assert QApplication.focusWidget() is sheet, QApplication.focusWidget()
        target = sheet.sheet_model().row_of(row_id)
        column = self.view.session.acting_seat()
        while sheet.currentIndex().column() != column:
            self.key(Qt.Key.Key_Right if sheet.currentIndex().column() < column
                     else Qt.Key.Key_Left)
        while sheet.currentIndex().row() != target:
            self.key(Qt.Key.Key_Down if sheet.currentIndex().row() < target else Qt.Key.Key_Up)
        self.key(Qt.Key.Key_Return if verb == "score" else Qt.Key.Key_X)

    def simple(self, verb: str) -> None:
        if verb == "reroll":
            self.key(Qt.Key.Key_N)
        else:
            self.key(KEY_FOR_VERB[verb])


class MouseDriver(Driver):
    """Only clicks: on dice, buttons and sheet cells."""

    def click(self, widget, pos: QPoint | None = None) -> None:
        assert widget.isVisible(), widget.objectName()
        if pos is None:
            self.qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)
        else:
            self.qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=pos)

    def button(self, command: str) -> None:
        self.click(self.view.controls.buttons[command])

    def hand_over(self) -> None:
        self.click(self.view.handover.button)

    def roll(self) -> None:
        self.button("throw")

    def pick(self, positions: set[int]) -> None:
        tray = self.view.tray
        for p in sorted(self.view.selection ^ positions):
            self.click(tray, tray.die_rect(p).center().toPoint())
        assert self.view.selection == positions, self.view.status.text()

    def confirm_pick(self, verb: str) -> None:
        self.button("set_aside" if verb == "take" else "throw")

    def sheet(self, verb: str, row_id: str) -> None:
        sheet = self.view.sheet
        model = sheet.sheet_model()
        index = model.index(model.row_of(row_id), self.view.session.acting_seat())
        legal = self.view.session.legal_actions()
        if verb == "cross":
            assert Action("score", (row_id,)) not in legal, "a double click would score it"
            self.click(sheet.viewport(), sheet.visualRect(index).center())    # select it
        else:                           # a click selects, a double click writes (QTest's
            at = sheet.visualRect(index).center()     # double click is its second half)
            self.click(sheet.viewport(), at)
            self.qtbot.mouseDClick(sheet.viewport(), Qt.MouseButton.LeftButton, pos=at)
        if verb == "cross":
            self.button("cross")

    def simple(self, verb: str) -> None:
        self.button(BUTTON_FOR_VERB[verb])


def settle_figures(qtbot, view: PlayView) -> None:
    """The score keeper's unlikely figure, worked out off the GUI thread as the table opened
    (a turn's points are written at once from then on)."""
    from dicegames.ui.common.thinking import thinker
    assert thinker().flush()
    qtbot.waitUntil(lambda: view.keeping.figures.ready)


class KeeperDriver(KeyboardDriver):
    """Score-keeper mode by keyboard: each turn's result typed into the keeper entry (digits,
    Tab, Enter), the cell chosen on the sheet with the arrows; results from a seeded random."""

    def __init__(self, qtbot, view: PlayView, seed: str = "keeper",
                 points=(0, 50, 150, 300, 500, 1000, 1500)) -> None:
        super().__init__(qtbot, view)
        import random
        self.rng = random.Random(seed)
        self.points = points

    def play(self, max_moves: int = 4000) -> None:
        v, s = self.view, self.view.session
        settle_figures(self.qtbot, v)
        while s.outcome() is None:
            assert self.moves < max_moves, "the game does not end"
            before = s.record.actions
            verbs = s.keeper_inputs()
            if verbs:
                assert v.keeper.accepting and QApplication.focusWidget() in (
                    v.keeper.dice, v.keeper.points), QApplication.focusWidget()
                self.enter_result(verbs)
            else:
                self.perform(self.chooser(s.game, s.state))
            assert s.record.actions != before, f"nothing happened: {v.status.text()}"
            self.moves += 1
        self.qtbot.waitUntil(v.game_over.isVisible, timeout=5000)

    def type(self, text: str) -> None:
        for ch in text:
            self.key(getattr(Qt.Key, "Key_" + ch) if ch.isdigit() else Qt.Key.Key_Space)

    def enter_result(self, verbs) -> None:
        s = self.view.session
        if "final" in verbs:
            table = s.game.table(s.state)
            faces = [self.rng.randint(1, 6) for _ in table.dice]
            self.type("".join(map(str, faces)))
            self.key(Qt.Key.Key_Tab)
            assert QApplication.focusWidget() is self.view.keeper.throws
            self.type(str(self.rng.randint(1, table.max_throws)))
        else:
            game = s.game
            step = 50 if game.id in ("chicago", "detroit") else 1
            opening = getattr(game.rules, "opening_minimum", 0)
            points = self.rng.choice(self.points)
            points -= points % step
            if points and points < opening:
                points = opening
            self.type(str(points))
        self.key(Qt.Key.Key_Return)
