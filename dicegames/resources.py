"""Where the shipped data lives: inside the wheel (`dicegames/_data`) or the source tree."""
from __future__ import annotations

from pathlib import Path


def data_root() -> Path:
    """The folder holding `resources/` and `i18n/` for this installation."""
    packaged = Path(__file__).resolve().parent / "_data"
    return packaged if packaged.is_dir() else Path(__file__).resolve().parents[1]


def resource_path(*parts: str) -> Path:
    return data_root().joinpath("resources", *parts)


def i18n_path() -> Path:
    return data_root() / "i18n"
