"""The monkey's dialog service: every modal the app opens is filled in at random and answered
at once (nothing blocks on exec()); file dialogs answer with paths in the test's folder.

New game chooses the game, its preset and options, players (names of every Unicode category,
household players, humans and computers at every level), the dice (virtual, real, score
keeper) and who starts; Settings switches language, theme, animation, pace and dice size;
Print previews, prints or saves a PDF. Every text a message box would show is kept for the
visible-text check (`texts`).
"""
from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QComboBox,
    QLineEdit,
    QRadioButton,
    QSpinBox,
    QWidget,
)

from . import names


def spin_value(rng: random.Random, spin: QSpinBox) -> int:
    """A value a family might choose: mostly near the current one, now and then an end."""
    lo, hi, now = spin.minimum(), spin.maximum(), spin.value()
    r = rng.random()
    if r < 0.15:
        return lo
    if r < 0.2:
        return min(hi, lo + 40)
    step = max(1, abs(now) // 4)
    return max(lo, min(hi, now + rng.randint(-step, step)))


def poke(rng: random.Random, w: QWidget) -> str:
    """Change one input at random, as a click or a paste would; what was done, in words."""
    name = w.objectName() or type(w).__name__
    if isinstance(w, QRadioButton):
        w.click()
        return f"radio {name}"
    if isinstance(w, QComboBox) and w.count():
        i = rng.randrange(w.count())
        w.setCurrentIndex(i)
        w.activated.emit(i)
        return f"combo {name}={i}"
    if isinstance(w, QSpinBox):
        v = spin_value(rng, w)
        w.setValue(v)
        return f"spin {name}={v}"
    if isinstance(w, QCheckBox):
        w.click()
        return f"check {name}"
    if isinstance(w, QLineEdit) and not w.isReadOnly() and w.objectName() != \
            "qt_spinbox_lineedit":
        text = names.pick(rng)
        w.setText(text)
        w.textEdited.emit(text)
        return f"text {name}={text!r}"
    return ""


def inputs(root: QWidget) -> list[QWidget]:
    """The enabled inputs shown in `root` (afresh: a change of game rebuilds a form)."""
    kinds = (QRadioButton, QComboBox, QSpinBox, QCheckBox, QLineEdit)
    return [w for w in root.findChildren(QWidget) if isinstance(w, kinds) and w.isEnabled()
            and w.isVisibleTo(root)]


class MonkeyDialogs:
    """The dialog service of a monkey (see the module docstring)."""

    def __init__(self, rng: random.Random, folder: Path, game_id: str = "") -> None:
        self.rng, self.folder, self.game_id = rng, Path(folder), game_id
        self.folder.mkdir(parents=True, exist_ok=True)
        self.saved: list[str] = []            # .dicegames files written (Open offers them)
        self.written: list[str] = []          # every other file asked for (PDF, CSV, JSON)
        self.texts: list[str] = []            # titles and texts of message boxes
        self.done: list[str] = []             # what was done inside modal dialogs, in words
        self.answer_files = True
        self.scripted: list[Any] = []         # a test's New game fillers, used first
        self.names: list[str] = []            # names typed in this event's dialogs
        self.answers: list[bool] = []         # a test's answers to questions, used first
        self.ran: list[str] = []              # the modal dialogs answered (the report)

    # ------------------------------------------------------------------ modal dialogs
    def run(self, dialog: Any) -> bool:
        from .texts import texts_of
        self.ran.append(dialog.objectName() or type(dialog).__name__)
        if type(dialog).__name__ == "QPrintDialog":
            self.done.append("printer dialog: cancelled")
            return False                    # no printer on this machine to print on
        answer = self._answer(dialog)
        self.texts += texts_of(dialog)      # what it shows as it closes
        return answer

    def _answer(self, dialog: Any) -> bool:
        kind = dialog.objectName()
        if kind == "new_game":
            from .newgame import fill_new_game
            return fill_new_game(self, dialog)
        if kind == "print_dialog":
            from .printing import use_print_dialog
            return use_print_dialog(self, dialog)
        for _ in range(self.rng.randint(0, 5)):
            widgets = inputs(dialog)
            if not widgets:
                break
            self.done.append(poke(self.rng, self.rng.choice(widgets)))
            QCoreApplication.processEvents()
        return self.rng.random() < 0.85

    def click(self, button: QAbstractButton) -> None:
        if button.isVisible() and button.isEnabled():
            self.done.append(f"click {button.objectName() or button.text()}")
            button.click()
            QCoreApplication.processEvents()

    # ------------------------------------------------------------------ questions
    def confirm(self, parent: Any, title: str, text: str, *, default: bool = False) -> bool:
        """Yes or No at random; now and then a bare Enter, which gives the question's default
        (No unless the question loses nothing)."""
        self.ran.append("question")
        self.texts += [title, text]
        r = self.rng.random()
        yes = self.answers.pop(0) if self.answers else default if r < 0.15 else r < 0.75
        self.done.append(f"confirm {title!r}: {'yes' if yes else 'no'}")
        return yes

    def info(self, parent: Any, title: str, text: str) -> None:
        self.ran.append("message")
        self.texts += [title, text]

    warn = about = info

    # ------------------------------------------------------------------ files
    def open_file(self, parent: Any, title: str, directory: str, filters: str) -> str | None:
        self.ran.append("open file")
        self.texts.append(title)
        r = self.rng.random()
        if self.saved and r < 0.75:
            return self.rng.choice(self.saved)
        if self.written and r < 0.9:             # a PDF or CSV is no save: refused in words
            return self.rng.choice(self.written)
        return None

    def save_file(self, parent: Any, title: str, path: str, filters: str) -> str | None:
        self.ran.append(f"save file ({Path(path).suffix})")
        self.texts.append(title)
        if not self.answer_files or self.rng.random() < 0.15:
            return None
        suffix = Path(path).suffix or ".out"
        n = len(self.saved) + len(self.written)
        from dicegames.persistence import paths
        ours = Path(path).is_relative_to(paths.data_dir())     # never the user's home
        target = path if ours and self.rng.random() < 0.4 else \
            str(self.folder / f"file{n}{suffix}")
        (self.saved if suffix == ".dicegames" else self.written).append(target)
        return target
