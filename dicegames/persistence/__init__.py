"""Saves, autosave, crash marker and history on disk: platformdirs + atomic writes; never Qt."""
from .errors import (NewerVersionError, NotASaveError, PersistenceError, SaveFormatError, StorageError,
                     UnsupportedSaveError)
from .saves import SavedGame, read_save, write_save

__all__ = [
    "NewerVersionError", "NotASaveError", "PersistenceError", "SaveFormatError", "StorageError",
    "UnsupportedSaveError", "SavedGame", "read_save", "write_save",
]
