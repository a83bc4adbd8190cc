"""What the app says when a file operation fails: persistence error codes → translated words."""
from __future__ import annotations

from pathlib import Path

from dicegames.persistence.errors import (
    NewerVersionError,
    NotASaveError,
    PersistenceError,
    SaveFormatError,
    StorageError,
    UnsupportedSaveError,
)
from dicegames.ui.words import fill, translate


def load_error_text(e: PersistenceError) -> str:
    """Why a saved game (or the autosave) could not be opened, and what happened to the file."""
    name = e.path.name if e.path is not None else ""
    if isinstance(e, SaveFormatError):
        if e.moved_to is not None:
            return fill(translate("Files", "“%1” is damaged and cannot be opened. It was kept as "
                                           "“%2”, so nothing is lost."), name, str(e.moved_to))
        return fill(translate("Files", "“%1” is damaged and cannot be opened."), name)
    if isinstance(e, NotASaveError):
        return fill(translate("Files", "“%1” is not a Dice Games save. It was left as it is."),
                    name)
    if isinstance(e, NewerVersionError):
        return fill(translate("Files", "“%1” was saved by a newer version of Dice Games. Update "
                                       "Dice Games to open it; the file was left as it is."), name)
    if isinstance(e, UnsupportedSaveError):
        return fill(translate("Files", "“%1” holds a game this version of Dice Games cannot "
                                       "play. Update Dice Games to open it; the file was left as "
                                       "it is."), name)
    if isinstance(e, StorageError):
        if e.moved_to is not None:
            return fill(translate("Files", "“%1” could not be read: %2. It was kept as “%3”, "
                                  "so nothing is lost."), name, storage_reason(e),
                        str(e.moved_to))
        return fill(translate("Files", "“%1” could not be read: %2."), name, storage_reason(e))
    return fill(translate("Files", "“%1” could not be opened."), name)


def storage_reason(e: PersistenceError) -> str:
    """What the disk said, in words (the system's own message is English)."""
    import errno
    if e.code == "too_large":
        return translate("Files", "the game is too long for a save file")
    code = getattr(e, "errno", None)
    if e.code == "dangling_link":
        return translate("Files", "it is a link to a file that is not there")
    if code == errno.ELOOP:
        return translate("Files", "it is a link that leads round in a loop")
    if code in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return translate("Files", "the disk is full")
    if code == errno.EROFS:
        return translate("Files", "the disk is read-only")
    if code in (errno.EACCES, errno.EPERM):
        return translate("Files", "permission was refused")
    if code == errno.ENOENT:
        return translate("Files", "the folder does not exist")
    return translate("Files", "the disk refused")


def kept_text(path: Path) -> str:
    """A file this version could not use was moved aside before a new one was written."""
    return fill(translate("Files", "A file this version of Dice Games cannot use was kept as "
                                   "“%1”, so nothing is lost."), str(path))


def save_error_text(e: PersistenceError) -> str:
    """Why a save failed and what to do about that cause; the previous file is intact."""
    return fill(translate("Files", "The game could not be saved: %1. Nothing was lost: the "
                          "previous file is unchanged."), storage_reason(e)) + " " + \
        _remedy(e, another_folder=True)


def profiles_error_text(e: PersistenceError) -> str:
    """Why the household players could not be written (profiles.json, a folder the user does
    not choose), and what to do about that cause."""
    return fill(translate("Files", "The household players could not be saved: %1. Nothing was "
                          "lost: the previous list is unchanged."), storage_reason(e)) + " " + \
        _remedy(e, another_folder=False)


def _remedy(e: PersistenceError, another_folder: bool) -> str:
    """What the user can do about the cause the disk gave."""
    import errno
    code = getattr(e, "errno", None)
    if code in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return translate("Files", "Free some disk space, then try again.")
    if code in (errno.EROFS, errno.EACCES, errno.EPERM):
        if another_folder:
            return translate("Files", "Choose another folder, then save again.")
        folder = str(e.path.parent) if e.path is not None else ""
        return fill(translate("Files", "Make the folder “%1” writable, then try again."),
                    folder)
    return translate("Files", "Try again; if it keeps failing, check the disk.")


def autosave_error_text(e: PersistenceError) -> str:
    return fill(translate("Files", "Autosave failed: %1. The game goes on; save it with Ctrl+S "
                          "somewhere else."), storage_reason(e))
