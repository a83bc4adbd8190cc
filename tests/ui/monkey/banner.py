"""The monkey and the fault banner: now and then a fault of ours raised in a slot (as a defect
would raise it: `Checks.inject`), then the banner it brings dismissed as a player does — its
Dismiss button, or Esc wherever the focus is in the window (Esc that leaves it up is a
finding, unless the tutor's note is up: its Esc is the player's answer to the tutor)."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from .checks import Finding


def dismiss(monkey: Any) -> str:
    banner = monkey.checks.banner()
    if banner is None:
        return "no fault banner"
    monkey.visited["fault banner: dismiss"] += 1
    if monkey.rng.random() < 0.5:
        monkey.qtbot.mouseClick(banner.dismiss, Qt.MouseButton.LeftButton)
        return "fault banner: click Dismiss"
    focus = QApplication.focusWidget()
    target = focus if focus is not None and focus.window() is monkey.window else monkey.window
    view = monkey.window.view
    tutor = view is not None and view.tutor.note.isVisible()
    said = monkey.table.press(Qt.Key.Key_Escape, target=target)
    if monkey.checks.banner() is not None and not tutor:
        monkey.stray.append(Finding(f"Esc left the fault banner up ({said})"))
    return "fault banner: " + said
