"""The monkey at Print… (Ctrl+P, the game-over panel, the home's recent games, the games
browser): this game or a blank sheet of any game, rules, players and names, paper and
orientation, large print and the log; then the preview (painted, then closed), Save as PDF
(into the test's folder) or the printer's dialog (cancelled: no printer here)."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from .dialogs import inputs, poke


def use_print_dialog(dialogs: Any, dlg: Any) -> bool:
    rng, done = dialogs.rng, dialogs.done
    for _ in range(rng.randint(0, 4)):
        widgets = inputs(dlg)
        if widgets:
            done.append("print " + poke(rng, rng.choice(widgets)))
    r = rng.random()
    if r < 0.35:
        preview(dialogs, dlg)
    elif r < 0.6:
        dialogs.click(dlg.pdf_button)
    elif r < 0.7:
        dialogs.click(dlg.print_button)
    dialogs.texts.append(dlg.status.text())
    done.append("close print")
    return True


def preview(dialogs: Any, dlg: Any) -> None:
    """Open the print preview, let it paint its pages, close it."""
    dialogs.click(dlg.preview_button)
    shown = dlg.preview
    if shown is None:
        return
    dialogs.ran.append("print preview")
    QCoreApplication.processEvents()
    dialogs.texts.append(shown.windowTitle())
    shown.close()
    QCoreApplication.processEvents()
