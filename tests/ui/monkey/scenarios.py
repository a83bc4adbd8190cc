"""Scripted evenings for the monkey, every event checked as in a random run:

- `new_table`: New game with the table a test asks for (game, names, humans or computers,
  dice, options);
- `long_evening`: a 4-player Здорово! whose players, named from every Unicode category,
  change their minds again and again (throw again, Ctrl+Z, throw fewer dice) until 100 undos;
- `restart`: the app closed and started again on the same files, and what Continue offers
  compared with the game that was on the table.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from .checks import Finding
from .ledger import describe, key

K = Qt.Key
CTRL, ALT = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.AltModifier


def new_table(monkey: Any, game: str, names: tuple[str, ...] = ("Anna", "Boris"),
              kinds: tuple[str, ...] = (), dice: str = "virtual",
              options: dict[str, Any] | None = None) -> None:
    """Start a game from the menu with exactly this table."""
    def fill(dlg: Any) -> bool:
        dlg.game.setCurrentIndex(list(dlg.ids).index(game))
        dlg.players.set_limits(len(names), len(names))
        for i, (row, name) in enumerate(zip(dlg.players.rows, names)):
            row.name.setText(name)
            row.kind.setCurrentIndex(1 if (kinds[i:i + 1] or ("human",))[0] == "computer"
                                     else 0)
        {"virtual": dlg.virtual, "real": dlg.real, "keeper": dlg.keeper}[dice].click()
        for k, v in (options or {}).items():
            dlg.form.rows[k].set_value(v)
        return True
    monkey.dialogs.scripted.append(fill)
    monkey.step(lambda: monkey.home.menu("new_game"))


def press(monkey: Any, key: Any, mods: Any = Qt.KeyboardModifier.NoModifier,
          target: Any = None) -> None:
    monkey.step(lambda: monkey.table.press(key, mods, target))


def type_into(monkey: Any, edit: Any, text: str) -> None:
    """Type `text` into a field of the table and press Enter, as one event."""
    def act() -> str:
        edit.setFocus()
        edit.clear()
        monkey.qtbot.keyClicks(edit, text)
        monkey.qtbot.keyClick(edit, K.Key_Return)
        return f"type {text!r} + Enter in {edit.objectName()}"
    monkey.step(act)


def long_evening(monkey: Any, names: tuple[str, ...], undos: int = 100,
                 max_events: int = 3000) -> int:
    """Four players change their minds until `undos` undos are done (throw all five again,
    take it back, throw one die instead); the undos done."""
    new_table(monkey, "zdorovo", names)
    done = 0
    for _ in range(max_events):
        if done >= undos:
            break
        view = monkey.window.view
        s = view.session
        if s.outcome() is not None:
            press(monkey, K.Key_R, ALT)                      # Rematch: the evening goes on
            continue
        if view.handover.isVisible():
            press(monkey, K.Key_Return)
            continue
        rerolls = [a for a in s.legal_actions() if a.verb == "reroll"]
        if s.dice_to_throw() or not rerolls:
            monkey.step(monkey.table.move)
            continue
        every = max(rerolls, key=lambda a: len(a.args))
        monkey.step(lambda a=every: monkey.table.move(a))    # throw all five again …
        if view.session.can_undo():
            press(monkey, K.Key_Z, CTRL)                     # … no: take it back
            done += 1
            one = min((a for a in s.legal_actions() if a.verb == "reroll"),
                      key=lambda a: len(a.args), default=None)
            if one is not None:                              # and throw just one die
                monkey.step(lambda one=one: monkey.table.move(one))
                continue
        monkey.step(monkey.table.move)
    return done


def restart(monkey: Any) -> list[Finding]:
    """Close the app and start it again on the same files: the unfinished game on the table
    must be what Continue offers (the same record)."""
    window = monkey.window
    view = window.view
    if view is None or view.session.outcome() is not None:
        return []
    was = view.session.record
    window.store.flush()
    from dicegames.persistence.crash_marker import LastRun
    from dicegames.ui.common.settings import Settings
    from dicegames.ui.shell.main_window import MainWindow
    again = MainWindow(Settings(), dialogs=monkey.dialogs)
    try:
        again.startup(LastRun.CLEAN)
        saved = again.store.continue_from
        now = saved.record if saved is not None else None
    finally:
        again.store.flush()
        again.close()
        again.deleteLater()
    if now is not None and key(now) == key(was):
        return []
    return monkey.checks.after() + [Finding(   # the autosave refused at start, if it was
        f"after a restart Continue does not offer {describe(key(was))} "
        f"(it offers {describe(key(now)) if now else 'nothing'})")]
