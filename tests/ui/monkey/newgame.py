"""The monkey at the New game dialog: every game and preset, options, players (typed names of
every Unicode category, household players, humans and computers at every level, tutor mode,
seats added, removed and moved), the dice (virtual, real, score keeper), casual games and who
starts."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QSpinBox

from . import names
from .dialogs import poke

SHORT = ("target", "rounds", "chips", "series_games")      # the options that make it last


def fill_new_game(dialogs: Any, dlg: Any) -> bool:
    rng, done = dialogs.rng, dialogs.done
    scripted = dialogs.scripted.pop(0) if dialogs.scripted else None
    if scripted is not None:                      # a test's own table
        start = scripted(dlg)
        QCoreApplication.processEvents()
        return said(dialogs, dlg) and start
    ids = list(dlg.ids)
    want = dialogs.game_id if dlg.game_id != dialogs.game_id and rng.random() < 0.6 \
        else rng.choice(ids) if rng.random() < 0.06 else dlg.game_id
    if want != dlg.game_id and want in ids:
        dlg.game.setCurrentIndex(ids.index(want))
        done.append(f"new game: {want}")
    if rng.random() < 0.3 and dlg.preset.count():
        i = rng.randrange(dlg.preset.count())
        dlg.preset.setCurrentIndex(i)
        dlg.preset.activated.emit(i)
        done.append(f"preset {dlg.preset.itemData(i)}")
    if rng.random() < 0.1 and dlg.form is not None:     # few variants: the advisor, the odds
        rows = [r for r in dlg.form.rows.values() if r.widget.isVisibleTo(dlg)   # and strong
                and r.widget.isEnabled()]                  # computers work each one out
        if rows:
            done.append("option " + poke(rng, rng.choice(rows).widget))
    if rng.random() < 0.35 and dlg.form is not None:      # a short game: to its end sooner
        for k in SHORT:
            row = dlg.form.rows.get(k)
            if row is not None and isinstance(row.widget, QSpinBox) and row.widget.isEnabled():
                row.widget.setValue(row.widget.minimum() if k != "target" else
                                    max(row.widget.minimum(), min(row.widget.value(), 300)))
        done.append("short game")
    for _ in range(rng.randint(0, 4)):
        done.append(seat(rng, dlg.players))
        QCoreApplication.processEvents()
    r = rng.random()
    source = dlg.virtual if r < 0.6 else dlg.real if r < 0.8 else dlg.keeper
    source.click()
    done.append(f"dice {dlg.dice_source()}")
    if rng.random() < 0.08:
        dlg.players.casual.click()
    if dlg.starter.isVisible() and dlg.starter.count():
        dlg.starter.setCurrentIndex(rng.randrange(dlg.starter.count()))
    QCoreApplication.processEvents()
    start = said(dialogs, dlg) and rng.random() < 0.92
    done.append("start game" if start else "cancel new game")
    return start


def said(dialogs: Any, dlg: Any) -> bool:
    """Keep what the dialog says for the visible-text check; True when it can start."""
    dialogs.texts += [dlg.summary.text(), dlg.start_text.text(), dlg.error.text()]
    dialogs.names += [row.name.text() for row in dlg.players.rows]
    return dlg.choice() is not None


def seat(rng: Any, editor: Any) -> str:
    """One change to the table of players."""
    rows = editor.rows
    row = rng.choice(rows)
    i = rows.index(row)
    r = rng.random()
    if r < 0.3:
        text = names.pick(rng, plain=0.3)
        row.name.setText(text)
        row.name.textEdited.emit(text)
        return f"seat {i} name {text!r}"
    if r < 0.4 and row.tutor.isEnabled():
        row.tutor.click()                            # tutor mode for this person
        return f"seat {i} tutor {'on' if row.tutor.isChecked() else 'off'}"
    if r < 0.55:
        k = rng.randrange(row.kind.count())
        row.kind.setCurrentIndex(k)
        if row.level.isEnabled():
            row.level.setCurrentIndex(rng.choice((0, 0, 1, 1, 2)))   # strong ones think longer
        return f"seat {i} kind {row.kind.currentData()} {row.level.currentData()}"
    if r < 0.7:
        editor.add_player()
        return "add player"
    if r < 0.8:
        editor.remove(row)
        return f"remove seat {i}"
    if r < 0.88:
        editor.move_row(row, rng.choice((-1, 1)))
        return f"move seat {i}"
    return household(rng, row)


def household(rng: Any, row: Any) -> str:
    """The seat's badge menu: a household player, or remember the name typed."""
    menu = row.chooser.menu()
    menu.aboutToShow.emit()
    actions = [a for a in menu.actions() if a.isEnabled() and not a.isSeparator()]
    if not actions:
        return "household: nothing to choose"
    action = rng.choice(actions)
    text = action.text()
    action.trigger()
    return f"household: {text!r}"
