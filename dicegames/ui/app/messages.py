"""What the app says when a file operation fails: persistence error codes → translated words."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication

from dicegames.persistence.errors import (
    NewerVersionError,
    NotASaveError,
    PersistenceError,
    SaveFormatError,
    StorageError,
    UnsupportedSaveError,
)


def _t(text: str) -> str:
    return QCoreApplication.translate("Files", text)


def load_error_text(e: PersistenceError) -> str:
    """Why a saved game (or the autosave) could not be opened, and what happened to the file."""
    name = e.path.name if e.path is not None else ""
    if isinstance(e, SaveFormatError):
        if e.moved_to is not None:
            return _t("“%1” is damaged and cannot be opened. It was kept as “%2”, so nothing "
                      "is lost.").replace("%1", name).replace("%2", str(e.moved_to))
        return _t("“%1” is damaged and cannot be opened.").replace("%1", name)
    if isinstance(e, NotASaveError):
        return _t("“%1” is not a Dice Games save. It was left as it is.").replace("%1", name)
    if isinstance(e, NewerVersionError):
        return _t("“%1” was saved by a newer version of Dice Games. Update Dice Games to open "
                  "it; the file was left as it is.").replace("%1", name)
    if isinstance(e, UnsupportedSaveError):
        return _t("“%1” holds a game this version of Dice Games cannot play. Update Dice "
                  "Games to open it; the file was left as it is.").replace("%1", name)
    if isinstance(e, StorageError):
        return _t("“%1” could not be read: %2").replace("%1", name).replace("%2", e.detail)
    return e.detail


def kept_text(path: Path) -> str:
    """A file this version could not use was moved aside before a new one was written."""
    return _t("A file this version of Dice Games cannot use was kept as “%1”, so nothing is "
              "lost.").replace("%1", str(path))


def save_error_text(e: PersistenceError) -> str:
    """Why a save failed; the previous file is always intact."""
    return _t("The game could not be saved: %1. Nothing was lost: the previous file is "
              "unchanged. Free some disk space or choose another folder, then save again."
              ).replace("%1", e.detail)


def autosave_error_text(e: PersistenceError) -> str:
    return _t("Autosave failed: %1. The game goes on; save it with Ctrl+S somewhere else."
              ).replace("%1", e.detail)
