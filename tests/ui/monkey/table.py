"""The monkey at the table: legal moves made as a person makes them (keys and clicks), stray
keys, the banner's and the command bar's buttons, dice, the sheet (clicks, double clicks, its
menu), real dice and score-keeper entries, F2 corrections, undo and redo, the advisor (H), the
hand-over and the game-over panel (Rematch, Review, New game, Home, Print…). Every action
returns what it did, in words, for the event log."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QKeyCombination, QPoint, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QAbstractButton, QApplication, QComboBox, QLineEdit, QSpinBox, QWidget

from ..driver import DIGITS, KEY_FOR_VERB, selection_for

K = Qt.Key
NO, CTRL, SHIFT, ALT = (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ControlModifier,
                        Qt.KeyboardModifier.ShiftModifier, Qt.KeyboardModifier.AltModifier)
PLAY_KEYS = [K.Key_R, K.Key_Return, K.Key_B, K.Key_C, K.Key_P, K.Key_F, K.Key_N, K.Key_X,
             K.Key_Space, K.Key_D, K.Key_S, K.Key_T, K.Key_H, K.Key_1, K.Key_2, K.Key_3,
             K.Key_4, K.Key_5, K.Key_6, K.Key_Up, K.Key_Down, K.Key_Left, K.Key_Right,
             K.Key_Tab, K.Key_F2, K.Key_F1, K.Key_Escape, K.Key_Home, K.Key_End]


def key_name(key: Any, mods: Any = NO) -> str:
    return QKeySequence(QKeyCombination(mods, key)).toString() or str(key)


class Table:
    """Actions over the main window's play view (see the module docstring)."""

    def __init__(self, monkey: Any) -> None:
        self.m = monkey

    @property
    def view(self) -> Any:
        return self.m.window.view

    def focus(self) -> QWidget:
        focus = QApplication.focusWidget()
        return focus if focus is not None and focus.isVisible() else self.m.window

    def press(self, key: Any, mods: Any = NO, target: QWidget | None = None) -> str:
        target = target or self.focus()
        self.m.qtbot.keyClick(target, key, mods)
        if mods & ALT:                      # a mnemonic: its button is clicked 100 ms later
            self.m.mnemonic = True
        return f"key {key_name(key, mods)} on {target.objectName() or type(target).__name__}"

    def choose(self) -> Any:
        """One action, weighted as a lively table plays."""
        view, r = self.view, self.m.rng.random()
        over = view.session.outcome() is not None
        if over and r < 0.25:
            return self.game_over
        for share, action in ((0.42, self.move), (0.6, self.key), (0.66, self.undo_redo),
                              (0.75, self.click_button), (0.8, self.click_die),
                              (0.87, self.click_sheet), (0.9, self.type_dice),
                              (0.94, self.correct), (0.98, self.time_passes)):
            if r < share:
                return action
        return self.sheet_menu

    # ------------------------------------------------------------------ moves
    def move(self, action: Any = None) -> str:
        """A legal move of the player to act (`action`, else one at random), made as a
        person would (keys and clicks), so games get deep: later rounds, the end, rematches,
        corrections of written cells."""
        view = self.view
        s = view.session
        seat = s.acting_seat()
        if view.holding:
            return self.press(K.Key_Space) + " (the last throw on show)"
        if view.game_over.isVisible():             # Rematch takes its own key, never Enter
            return self.press(K.Key_R, ALT)
        if view.handover.isVisible():
            return self.press(K.Key_Return)
        if s.dice_to_throw() and s.dice_source != "virtual":
            return self.type_dice(exact=True)        # a computer's real dice too
        if seat is None or s.is_computer(seat):
            return "wait for the computer"
        if s.dice_to_throw():
            return self.press(K.Key_R)
        legal = s.legal_actions()
        if not legal:
            return "no legal move"
        action = action or self.m.rng.choice(legal)
        if action.verb in ("reroll", "take", "throw") and action.args:
            want = selection_for(view, action)
            for p in sorted(view.selection ^ want):
                self.press(DIGITS[p], SHIFT if p in view.selection else NO)
            self.press(K.Key_Return if action.verb == "take" else K.Key_R)
        elif action.verb in ("score", "cross"):
            sheet = view.sheet
            sheet.setCurrentIndex(sheet.model().index(sheet.model().row_of(str(action.args[0])),
                                                      seat))
            sheet.setFocus()
            self.press(K.Key_Return if action.verb == "score" else K.Key_X, target=sheet)
        else:
            key = K.Key_N if action.verb == "reroll" else KEY_FOR_VERB.get(action.verb)
            if key is not None:
                self.press(key)
        return f"move {action.to_str()}"

    def key(self) -> str:
        rng = self.m.rng
        key, mods = rng.choice(PLAY_KEYS), NO
        if K.Key_1 <= key <= K.Key_6 and rng.random() < 0.2:
            mods = SHIFT
        return self.press(key, mods)

    def undo_redo(self) -> str:
        self.m.visited["table: undo or redo"] += 1
        r = self.m.rng.random()
        if r < 0.6:
            return self.press(K.Key_Z, CTRL)
        return self.press(K.Key_Z, CTRL | SHIFT) if r < 0.8 else self.press(K.Key_Y, CTRL)

    def time_passes(self) -> str:
        """What a pause at the table does: the last throw on show passes the turn, a moment's
        banner goes (the monkey never waits on a clock: it says when time has passed)."""
        view = self.view
        if view.holding:
            view.end_hold()
            return "time passes: the turn goes on"
        if view.tray.moment is not None:
            view.tray.clear_moment()
            return "time passes: the banner goes"
        return "time passes"

    # ------------------------------------------------------------------ clicks
    def buttons(self) -> list[QAbstractButton]:
        return [b for b in self.view.findChildren(QAbstractButton)
                if b.isVisible() and b.isEnabled() and b.window() is self.m.window]

    def click_button(self, buttons: list[QAbstractButton] | None = None) -> str:
        buttons = self.buttons() if buttons is None else buttons
        if not buttons:
            return "no button"
        b = self.m.rng.choice(buttons)
        label = b.objectName() or b.text() or b.toolTip()
        if b.objectName():
            self.m.visited[f"table: {b.objectName()}"] += 1
        self.m.qtbot.mouseClick(b, Qt.MouseButton.LeftButton)
        return f"click {label!r}"

    def game_over(self) -> str:
        """One of the game-over panel's buttons: Rematch, Review, New game, Home, Print…"""
        panel = self.view.game_over
        buttons = [b for b in (panel.rematch, panel.review, panel.new_game, panel.home,
                               panel.print_button) if b.isVisible() and b.isEnabled()]
        if not panel.isVisible():
            return self.move()
        if self.m.rng.random() < 0.5:          # Review and Print first: the others leave
            buttons = [b for b in buttons if b in (panel.review, panel.print_button)] or buttons
        return self.click_button(buttons)

    def click_die(self) -> str:
        tray, rng = self.view.tray, self.m.rng
        if not tray.isVisible():
            return "no tray"
        dice = len(tray.dice)
        if dice and rng.random() < 0.85:
            p = rng.randrange(dice)
            point = tray.die_rect(p).center().toPoint()
            what = f"die {p + 1}"
        else:
            point = QPoint(rng.randrange(max(1, tray.width())),
                           rng.randrange(max(1, tray.height())))
            what = f"tray at {point.x()},{point.y()}"
        self.m.qtbot.mouseClick(tray, Qt.MouseButton.LeftButton, pos=point)
        return f"click {what}"

    def _cell(self) -> Any:
        sheet = self.view.sheet
        model = sheet.model()
        if not sheet.isVisible() or not model.rowCount() or not model.columnCount():
            return None
        rng = self.m.rng
        index = model.index(rng.randrange(model.rowCount()), rng.randrange(model.columnCount()))
        rect = sheet.visualRect(index)
        return (index, rect.center()) if rect.isValid() else None

    def click_sheet(self) -> str:
        sheet, found = self.view.sheet, self._cell()
        if found is None:
            return "no sheet cell"
        index, where = found
        r = self.m.rng.random()
        what = f"cell {index.row()},{index.column()}"
        if r < 0.6:
            self.m.qtbot.mouseClick(sheet.viewport(), Qt.MouseButton.LeftButton, pos=where)
            return f"click {what}"
        if r < 0.85:
            self.m.qtbot.mouseDClick(sheet.viewport(), Qt.MouseButton.LeftButton, pos=where)
            return f"double-click {what}"
        sheet.setCurrentIndex(index)
        return self.press(K.Key_F2, target=sheet) + f" ({what})"

    def sheet_menu(self) -> str:
        """The sheet's menu on a cell (Score here, Cross out, Correct…): one of its items."""
        sheet, found = self.view.sheet, self._cell()
        if found is None:
            return "no sheet cell"
        index, where = found
        sheet._menu(where)
        menu = getattr(sheet, "current_menu", None)
        if menu is None:
            return f"no menu at {index.row()},{index.column()}"
        items = [a for a in menu.actions() if a.isEnabled()]
        choice = self.m.rng.choice(items) if items else None
        menu.close()
        if choice is None:
            return f"menu at {index.row()},{index.column()}: nothing enabled"
        choice.trigger()
        return f"menu at {index.row()},{index.column()}: {choice.text()!r}"

    # ------------------------------------------------------------------ entries
    def type_dice(self, exact: bool = False) -> str:
        """Faces typed in the real dice entry or the score keeper's (as many as are due, or
        a typo: a 7, one too many, none)."""
        view, rng = self.view, self.m.rng
        due = view.offer.throw_due
        for entry in (view.entry, view.keeper):
            edits = [e for e in entry.findChildren(QLineEdit) if e.isVisible()]
            if edits:
                edit = rng.choice(edits)
                if (exact or rng.random() < 0.6) and due:
                    digits = "".join(str(rng.randint(1, 6)) for _ in range(due))
                else:
                    digits = "".join(str(rng.randint(1, 7)) for _ in range(rng.randint(0, 7)))
                text = " ".join(digits) if rng.random() < 0.5 else digits
                if rng.random() < 0.7:
                    edit.clear()               # what a refused throw left, selected away
                edit.setFocus()
                self.m.qtbot.keyClicks(edit, text)
                self.m.qtbot.keyClick(edit, K.Key_Return)
                return f"type {text!r} + Enter in {edit.objectName() or 'entry'}"
        return "no entry"

    def correct(self) -> str:
        """F2 on a written cell; in an open correction editor, another value and Enter."""
        view, rng = self.view, self.m.rng
        editor = view.sheet.open_editor()
        if editor is None:
            model = view.sheet.model()
            written = [(model.row_id(r), c) for r in range(model.rowCount())
                       for c in range(len(model.names))
                       if model.flags(model.index(r, c)) & Qt.ItemFlag.ItemIsEditable]
            if not written:
                return "nothing to correct"
            cell = rng.choice(written)
            view.sheet.correct(*cell)
            self.m.visited["table: correction editor"] += 1
            return f"correct {cell}"
        done = []
        for w in editor.findChildren(QWidget):
            if not w.isVisibleTo(editor) or rng.random() < 0.5:
                continue
            if isinstance(w, QComboBox) and w.count():
                w.setCurrentIndex(rng.randrange(w.count()))
                done.append(f"{w.objectName()}={w.currentIndex()}")
            elif isinstance(w, QLineEdit):
                w.setText(" ".join(str(rng.randint(1, 6)) for _ in range(rng.choice((3, 5, 6))))
                          if rng.random() < 0.8 else str(rng.choice((0, 50, 350, 1000))))
                done.append(f"{w.objectName()}={w.text()!r}")
            elif isinstance(w, QSpinBox):
                w.setValue(rng.randint(w.minimum(), w.maximum()))
                done.append(f"{w.objectName()}={w.value()}")
        key = K.Key_Return if rng.random() < 0.85 else K.Key_Escape
        self.m.qtbot.keyClick(editor, key)
        return f"correction editor {' '.join(done)} {key_name(key)}"
