"""Where the shipped data lives: inside the wheel (`dicegames/_data`, see pyproject.toml's
force-include) or, in a checkout or an editable install, the source tree's top level."""
from __future__ import annotations

from pathlib import Path

APP_ID = "io.github.dicegames.DiceGames"   # the desktop file's, the icon's, the metainfo's name


def data_root() -> Path:
    """The folder holding `resources/`, `i18n/` and `packaging/linux/` for this installation."""
    packaged = Path(__file__).resolve().parent / "_data"
    return packaged if packaged.is_dir() else Path(__file__).resolve().parents[1]


def resource_path(*parts: str) -> Path:
    return data_root().joinpath("resources", *parts)


def i18n_path() -> Path:
    return data_root() / "i18n"


def linux_path(*parts: str) -> Path:
    """The desktop entry and AppStream metainfo (packaging/linux/)."""
    return data_root().joinpath("packaging", "linux", *parts)


def icons_path() -> Path:
    """The application icon as a hicolor theme tree (scalable/apps/…svg, NxN/apps/…png)."""
    return resource_path("icons", "hicolor")
