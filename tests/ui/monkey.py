"""A GUI monkey: random but valid clicks and keys over the whole app — home, New game with its
rules, the play view of a game id, its sheet and correction editor, settings, the menus, saving,
opening, going home and continuing — from a fixed seed, so a failure replays exactly.

Used by `tests/ui/test_monkey.py` (about 1,500 events per game id) and `bench/monkey.py`
(10,000). Any exception reaching Qt's event loop and any Qt warning fails the test (pytest-qt),
and the monkey itself checks after every event that the window is alive and consistent.
"""
from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QComboBox,
    QLineEdit,
    QRadioButton,
    QSpinBox,
    QWidget,
)

PLAY_KEYS = [Qt.Key.Key_R, Qt.Key.Key_Return, Qt.Key.Key_B, Qt.Key.Key_C, Qt.Key.Key_P,
             Qt.Key.Key_F, Qt.Key.Key_N, Qt.Key.Key_X, Qt.Key.Key_Space, Qt.Key.Key_D,
             Qt.Key.Key_S, Qt.Key.Key_T, Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3,
             Qt.Key.Key_4, Qt.Key.Key_5, Qt.Key.Key_6, Qt.Key.Key_Up, Qt.Key.Key_Down,
             Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Tab, Qt.Key.Key_F2,
             Qt.Key.Key_Escape, Qt.Key.Key_Home, Qt.Key.Key_End]
HOME_KEYS = [Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down,
             Qt.Key.Key_Tab, Qt.Key.Key_Return, Qt.Key.Key_Space]


# a name holding a character of each Unicode general category but Cs (which no name field can
# hold): a pasted tab, line and paragraph separators, a right-to-left mark, a zero-width
# joiner, private use, a character newer than Python's tables … (issue 24.2)
CATEGORY_NAMES = [f"Anna{c}B" for c in (
    "A", "a", "\u01c5", "\u02b0", "\u05e9", "\u0301", "\u0903", "\u20dd", "\u0663", "\u216b",
    "\u00b2", "_", "-", "(", ")", "\u00ab", "\u00bb", "!", "+", "\u20ac", "^", "\u00a9",
    "\u3000", "\u2028", "\u2029", "\t", "\u200d", "\u200f", "\u00ad", "\ue000", "\U0001fae8")]


class MonkeyDialogs:
    """The dialog service of a monkey: modal dialogs are filled in at random and answered at
    once; files go to a folder of the test's."""

    def __init__(self, rng: random.Random, folder: Path) -> None:
        self.rng, self.folder = rng, folder
        self.saved: list[str] = []
        self.messages: list[tuple[str, str]] = []

    def run(self, dialog: Any) -> bool:
        for _ in range(self.rng.randint(0, 6)):
            widgets = [w for w in dialog.findChildren(QWidget)   # afresh: a change of game
                       if w.isEnabled() and w.isVisibleTo(dialog)]   # rebuilds the form
            if not widgets:
                break
            w = self.rng.choice(widgets)
            if isinstance(w, QRadioButton):
                w.click()
            elif isinstance(w, QComboBox) and w.count():
                w.setCurrentIndex(self.rng.randrange(w.count()))
            elif isinstance(w, QSpinBox):
                w.setValue(self.rng.randint(w.minimum(), min(w.maximum(), w.minimum() + 40)))
            elif isinstance(w, QCheckBox):
                w.setChecked(not w.isChecked())
            elif isinstance(w, QLineEdit) and w.objectName() != "qt_spinbox_lineedit":
                w.setText(self.rng.choice(["Анна", "Boris", "Vera", "", "Gleb Ö", "x" * 60,
                                           *CATEGORY_NAMES]))
            QCoreApplication.processEvents()
        choice = getattr(dialog, "choice", None)
        if choice is not None:                          # New game: only a valid table starts
            return choice() is not None and self.rng.random() < 0.9
        return self.rng.random() < 0.8

    def confirm(self, parent: Any, title: str, text: str, *, default: bool = False) -> bool:
        return self.rng.random() < 0.7

    def open_file(self, parent: Any, title: str, directory: str, filters: str) -> str | None:
        return self.rng.choice(self.saved) if self.saved and self.rng.random() < 0.8 else None

    def save_file(self, parent: Any, title: str, path: str, filters: str) -> str | None:
        if self.rng.random() < 0.2:
            return None
        target = str(self.folder / f"game{len(self.saved)}.dicegames")
        self.saved.append(target)
        return target

    def info(self, parent: Any, title: str, text: str) -> None:
        self.messages.append((title, text))

    warn = about = info


class Monkey:
    """Random input over a MainWindow (see the module docstring)."""

    def __init__(self, qtbot: Any, window: Any, dialogs: MonkeyDialogs, rng: random.Random
                 ) -> None:
        self.qtbot, self.window, self.dialogs, self.rng = qtbot, window, dialogs, rng
        self.events = 0

    # ------------------------------------------------------------------ the session
    def play(self, game_id: str, events: int) -> None:
        """Start `game_id` from the home and send `events` random events."""
        self.window.go_home()
        self._settle()
        self.window.new_game(game_id)
        self._settle()
        for _ in range(events):
            self.step(game_id)

    def step(self, game_id: str) -> None:
        w = self.window
        playing = w.stack.currentWidget() is w.play_page and w.view is not None
        r = self.rng.random()
        if not playing:
            action = self._home_action if r < 0.85 else self._menu_action
        elif r < 0.30:
            action = self._move
        elif r < 0.62:
            action = self._key
        elif r < 0.74:
            action = self._click_button
        elif r < 0.82:
            action = self._click_die
        elif r < 0.90:
            action = self._click_sheet
        elif r < 0.92:
            action = self._type_dice
        elif r < 0.95:
            action = self._correct
        elif r < 0.985:
            action = self._menu_action
        else:
            action = lambda: self._restart(game_id)
        action()
        self.events += 1
        self._settle()
        assert w.isVisible()

    # ------------------------------------------------------------------ inputs
    def _focus(self) -> QWidget:
        focus = QApplication.focusWidget()
        return focus if focus is not None and focus.isVisible() else self.window

    def _key(self) -> None:
        key = self.rng.choice(PLAY_KEYS)
        mods = Qt.KeyboardModifier.NoModifier
        r = self.rng.random()
        if r < 0.06:
            mods = Qt.KeyboardModifier.ControlModifier
            key = self.rng.choice([Qt.Key.Key_Z, Qt.Key.Key_Y])
        elif r < 0.09:
            mods = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
            key = Qt.Key.Key_Z
        elif r < 0.14 and Qt.Key.Key_1 <= key <= Qt.Key.Key_6:
            mods = Qt.KeyboardModifier.ShiftModifier
        self.qtbot.keyClick(self._focus(), key, mods)

    def _move(self) -> None:
        """A legal move of the player to act, made as a person would (keys and clicks), so
        games get deep: later rounds, the end, rematches, corrections of written cells."""
        view = self.window.view
        s = view.session
        seat = s.acting_seat()
        if view.game_over.isVisible():             # Rematch takes its own key, never Enter
            self.qtbot.keyClick(self._focus(), Qt.Key.Key_R, Qt.KeyboardModifier.AltModifier)
            return
        if view.handover.isVisible():
            self.qtbot.keyClick(self._focus(), Qt.Key.Key_Return)
            return
        if seat is None or s.is_computer(seat):
            return
        if s.dice_to_throw():
            if s.dice_source == "virtual":
                self.qtbot.keyClick(self._focus(), Qt.Key.Key_R)
            else:
                self._type_dice()
            return
        legal = s.legal_actions()
        if not legal:
            return
        action = self.rng.choice(legal)
        if action.verb in ("reroll", "take", "throw") and action.args:
            from .driver import DIGITS, selection_for
            want = selection_for(view, action)
            for p in sorted(view.selection ^ want):
                self.qtbot.keyClick(self._focus(), DIGITS[p], Qt.KeyboardModifier.ShiftModifier
                                    if p in view.selection else Qt.KeyboardModifier.NoModifier)
            self.qtbot.keyClick(self._focus(), Qt.Key.Key_Return if action.verb == "take"
                                else Qt.Key.Key_R)
        elif action.verb in ("score", "cross"):
            sheet = view.sheet
            index = sheet.model().index(sheet.model().row_of(str(action.args[0])), seat)
            sheet.setCurrentIndex(index)
            sheet.setFocus()
            self.qtbot.keyClick(sheet, Qt.Key.Key_Return if action.verb == "score"
                                else Qt.Key.Key_X)
        else:
            from .driver import KEY_FOR_VERB
            key = Qt.Key.Key_N if action.verb == "reroll" else KEY_FOR_VERB.get(action.verb)
            if key is not None:
                self.qtbot.keyClick(self._focus(), key)

    def _correct(self) -> None:
        """F2 on a written cell; in an open correction editor, another value and Enter."""
        view = self.window.view
        editor = view.sheet.open_editor()
        if editor is None:
            model = view.sheet.model()
            written = [(model.row_id(r), c) for r in range(model.rowCount())
                       for c in range(len(model.names))
                       if model.flags(model.index(r, c)) & Qt.ItemFlag.ItemIsEditable]
            if written:
                view.sheet.correct(*self.rng.choice(written))
            return
        for w in editor.findChildren(QWidget):
            if not w.isVisibleTo(editor) or self.rng.random() < 0.5:
                continue
            if isinstance(w, QComboBox) and w.count():
                w.setCurrentIndex(self.rng.randrange(w.count()))
            elif isinstance(w, QLineEdit):
                w.setText(" ".join(str(self.rng.randint(1, 6)) for _ in range(
                    self.rng.choice((3, 5, 6)))) if self.rng.random() < 0.8
                    else str(self.rng.choice((0, 50, 350, 1000))))
            elif isinstance(w, QSpinBox):
                w.setValue(self.rng.randint(w.minimum(), w.maximum()))
        self.qtbot.keyClick(editor, Qt.Key.Key_Return if self.rng.random() < 0.85
                            else Qt.Key.Key_Escape)

    def _home_action(self) -> None:
        home = self.window.home
        r = self.rng.random()
        if r < 0.45:
            self.qtbot.keyClick(self._focus(), self.rng.choice(HOME_KEYS))
        elif r < 0.75:
            card = self.rng.choice(home.cards)
            if card.isEnabled():
                self.qtbot.mouseClick(card, Qt.MouseButton.LeftButton)
        elif home.continue_card.isVisible():
            self.qtbot.mouseClick(home.continue_card.go, Qt.MouseButton.LeftButton)
        elif home.recent is not None and home.recent.count() and home.recent.isVisible():
            item = home.recent.item(self.rng.randrange(home.recent.count()))
            home.recent.itemActivated.emit(item)

    def _visible_buttons(self) -> list[QAbstractButton]:
        view = self.window.view
        return [b for b in view.findChildren(QAbstractButton)
                if b.isVisible() and b.isEnabled() and b.window() is self.window]

    def _click_button(self) -> None:
        buttons = self._visible_buttons()
        if buttons:
            self.qtbot.mouseClick(self.rng.choice(buttons), Qt.MouseButton.LeftButton)

    def _click_die(self) -> None:
        tray = self.window.view.tray
        if not tray.isVisible():
            return
        dice = len(tray.dice)
        point = tray.die_rect(self.rng.randrange(dice)).center().toPoint() if dice and \
            self.rng.random() < 0.85 else QPoint(self.rng.randrange(max(1, tray.width())),
                                                  self.rng.randrange(max(1, tray.height())))
        self.qtbot.mouseClick(tray, Qt.MouseButton.LeftButton, pos=point)

    def _click_sheet(self) -> None:
        sheet = self.window.view.sheet
        model = sheet.model()
        if not sheet.isVisible() or not model.rowCount() or not model.columnCount():
            return
        index = model.index(self.rng.randrange(model.rowCount()),
                            self.rng.randrange(model.columnCount()))
        rect = sheet.visualRect(index)
        if not rect.isValid():
            return
        where = rect.center()
        r = self.rng.random()
        if r < 0.6:
            self.qtbot.mouseClick(sheet.viewport(), Qt.MouseButton.LeftButton, pos=where)
        elif r < 0.85:
            self.qtbot.mouseDClick(sheet.viewport(), Qt.MouseButton.LeftButton, pos=where)
        else:
            sheet.setCurrentIndex(index)
            self.qtbot.keyClick(sheet, Qt.Key.Key_F2)

    def _type_dice(self) -> None:
        view = self.window.view
        for entry in (view.entry, view.keeper):
            edits = [e for e in entry.findChildren(QLineEdit) if e.isVisible()]
            if edits:
                edit = self.rng.choice(edits)
                digits = "".join(str(self.rng.randint(1, 7)) for _ in range(self.rng.randint(
                    1, 7)))
                edit.setFocus()
                self.qtbot.keyClicks(edit, " ".join(digits) if self.rng.random() < 0.5
                                     else digits)
                self.qtbot.keyClick(edit, Qt.Key.Key_Return)
                return

    def _menu_action(self) -> None:
        w = self.window
        names = ["new_game", "continue_game", "open_game", "save_game", "go_home", "settings",
                 "about", "fullscreen"]
        action = next((a for a in w.actions() if a.objectName() == self.rng.choice(names)),
                      None)
        if action is not None and action.isEnabled():
            action.trigger()

    def _restart(self, game_id: str) -> None:
        self.window.go_home()
        self._settle()
        self.window.new_game(game_id)

    # ------------------------------------------------------------------ the event loop
    def _settle(self) -> None:
        """Run what is due now: posted events, zero timers, deferred deletes, animations
        skipped (no wall-clock waiting)."""
        for _ in range(3):
            QCoreApplication.processEvents()
            QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        view = self.window.view
        tray = getattr(view, "tray", None)
        if tray is not None and tray.animating:
            tray.skip()
            QCoreApplication.processEvents()
        computer = getattr(view, "computer", None)
        for _ in range(200):                  # computer seats move at pace 0: let them
            if computer is None or not computer._timer.isActive():
                break
            computer._timer.stop()
            computer.step()
            QCoreApplication.processEvents()


def make_monkey_window(qtbot: Any, tmp_path: Path, seed: int,
                       prefs: Callable[[], Any] | None = None) -> tuple[Any, Monkey]:
    """A real app window (real play views, translations and theme) with monkey dialogs."""
    from dicegames.ui.common.settings import Preferences, Settings
    from dicegames.ui.shell.application import launch
    Settings().set_preferences(prefs() if prefs else Preferences(animation="off",
                                                                 computer_pace_ms=0))
    rng = random.Random(seed)
    dialogs = MonkeyDialogs(rng, tmp_path)
    shell = launch(QApplication.instance(), dialogs=dialogs)
    window = shell.window
    qtbot.addWidget(window)
    window.resize(1100, 700)
    with qtbot.waitActive(window):
        window.show()
        window.activateWindow()
    window.startup(shell.last_run, tuple(shell.notes))
    window._monkey_shell = shell                 # keep the translators alive
    return window, Monkey(qtbot, window, dialogs, rng)
