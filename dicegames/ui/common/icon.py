"""The application's icon (resources/icons, drawn by packaging/icons) as the windows' icon."""
from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication, QIcon

from dicegames.resources import APP_ID, icons_path

SIZES = (16, 24, 32, 48, 64, 128, 256)     # what window managers and task switchers ask for


def app_icon() -> QIcon:
    """The icon from its PNG sizes (no SVG plugin needed); empty if they are missing."""
    icon = QIcon()
    for n in SIZES:
        path = icons_path() / f"{n}x{n}" / "apps" / f"{APP_ID}.png"
        if path.is_file():
            icon.addFile(str(path), QSize(n, n))
    return icon


def set_window_icon() -> None:
    """Give every window the icon; called after the home's first frame (it reads files)."""
    QGuiApplication.setWindowIcon(app_icon())
