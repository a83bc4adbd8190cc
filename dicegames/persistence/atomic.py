"""Atomic file replacement that keeps the previous generation as `<name>.bak`."""
from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path


def backup_path(path: Path) -> Path:
    return path.with_name(path.name + ".bak")


def atomic_write(path: Path, data: bytes, *, keep_backup: bool = True) -> None:
    """Write `data` to `path` so that at every instant a complete file exists.

    Temp file in the same directory, fsync, `os.replace`, fsync of the directory. With
    `keep_backup` the file being replaced is first copied (atomically) to `<name>.bak`.
    Raises OSError; on failure `path` is left exactly as it was and no temp file remains.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    if keep_backup and path.is_file():
        _replace_with(backup_path(path), path.read_bytes())
    _replace_with(path, data)


def _replace_with(path: Path, data: bytes) -> None:
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    fsync_dir(path.parent)


def fsync_dir(directory: Path) -> None:
    """Persist a rename in `directory` (a no-op where directories cannot be opened)."""
    try:
        dfd = os.open(directory, getattr(os, "O_DIRECTORY", 0) | os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dfd)
    except OSError:
        pass
    finally:
        os.close(dfd)
