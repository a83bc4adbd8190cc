"""Files on disk, treated as hostile: bounded reads of regular files only, the engine's strict
JSON, atomic writes, files moved aside (never deleted), and the temp files a killed write left.

Every reader gives a cap and reads at most cap + 1 bytes; every writer of a file keeps it
within the cap its reader enforces. Reading is cheap to import (the settings file is read on
the home's first frame); what writing needs is imported when it writes.
"""
from __future__ import annotations

import contextlib
import os
import stat
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from dicegames.engine.strict_json import JsonError as JsonError  # re-exported below

MIB = 1024 * 1024
SAVE_CAP = 6 * MIB            # a save: a record (at most 4 MiB) and its envelope
TEMP_SUFFIX = ".tmp"


class NotAFileError(OSError):
    """The path is not a regular file (a directory, a FIFO, a device): refused unread."""


def __getattr__(name: str) -> Any:
    """`JsonError` (the engine's strict-JSON error, raised here past a cap) is imported on first
    use: reading the settings file on the home's first frame does not load the JSON parser."""
    if name == "JsonError":
        from dicegames.engine.strict_json import JsonError
        return JsonError
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def read_regular(path: Path, cap: int) -> bytes:
    """The bytes of a regular file of at most `cap` bytes.

    Opens without blocking (a FIFO never hangs the caller) and refuses anything but a regular
    file (NotAFileError); JsonError(`too_large`) past the cap. Raises OSError.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
    fd = os.open(path, flags)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise NotAFileError(f"{path} is not a regular file")
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
        chunks, size = [], 0
        while size <= cap:
            chunk = os.read(fd, min(1 * MIB, cap + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    finally:
        os.close(fd)
    if size > cap:
        from dicegames.engine.strict_json import JsonError
        raise JsonError(f"the file is larger than {cap / MIB:g} MiB", "too_large")
    return b"".join(chunks)


def loads_strict(data: bytes, cap: int = SAVE_CAP, max_depth: int = 12) -> Any:
    """Parse UTF-8 JSON strictly (the engine's parser): JsonError says what is wrong."""
    from dicegames.engine.strict_json import loads_strict as engine_loads_strict
    return engine_loads_strict(data, cap, max_depth)


def dumps_bytes(doc: Any) -> bytes:
    """Pretty, stable UTF-8 JSON (refuses NaN). Text that UTF-8 cannot hold (a lone surrogate
    in an entry kept unread from a hostile file) is written escaped, so it survives as it was."""
    from dicegames.engine.strict_json import dumps_lines
    return (dumps_lines(doc, indent=1) + "\n").encode("utf-8")


# --------------------------------------------------------------------------- names
def safe_name(text: str, fallback: str) -> str:
    """`text` as one plain file name (made from what a file says: a game's name, its time):
    path separators and control characters become '-', leading dots and spaces go, at most
    200 characters; `fallback` when nothing is left."""
    name = "".join("-" if ch in "/\\" or not ch.isprintable() else ch for ch in text)
    name = name.lstrip(". ")[:200].rstrip(". ")
    return name or fallback


def inside(directory: Path, name: str) -> Path:
    """`directory / name`, where `name` must be one plain file name that stays in `directory`
    (no separator, no `..`, not absolute, no NUL): ValueError otherwise."""
    if not name or name in (".", "..") or any(c in name for c in "/\\\0") \
            or Path(name).name != name or Path(name).is_absolute():
        raise ValueError(f"not a plain file name: {name[:80]!r}")
    target = Path(directory) / name
    if os.path.normpath(target.parent) != os.path.normpath(Path(directory)):
        raise ValueError(f"{name[:80]!r} leaves {directory}")
    return target


# --------------------------------------------------------------------------- writing
def backup_path(path: Path) -> Path:
    return path.with_name(path.name + ".bak")


def atomic_write(path: Path, data: bytes, *, keep_backup: bool = True,
                 shared: bool = False) -> None:
    """Write `data` to `path` so that at every instant a complete file exists.

    Temp file in the same directory, fsync, `os.replace`, fsync of the directory. With
    `keep_backup` the file being replaced is first moved to `<name>.bak` (a hard link where the
    file system allows, so the file itself stays in place until replaced). The file is private
    (0600: the app's own files, a save) unless `shared` (an export: `write_shared`). Raises
    OSError; on failure `path` is left exactly as it was and no temp file remains.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    if keep_backup and path.is_file():
        _keep_backup(path)
    _replace_with(path, data, 0o666 & ~umask() if shared else None)


def write_shared(path: Path, data: bytes) -> None:
    """`atomic_write` of a file meant for others (an exported record, CSV or PDF, the desktop
    entry): created as any program creates a file, by the user's umask (0644 under the usual
    022), not private like the app's own files. Raises OSError."""
    atomic_write(path, data, keep_backup=False, shared=True)


def umask() -> int:
    """The process's umask, read without changing it where the system tells (Linux's
    /proc/self/status); else set to 077 for an instant — never looser — and put back."""
    try:
        with open("/proc/self/status", encoding="ascii", errors="replace") as f:
            for line in f:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except (OSError, ValueError, IndexError):
        pass
    mask = os.umask(0o077)
    os.umask(mask)
    return mask


def _keep_backup(path: Path) -> None:
    bak = backup_path(path)
    tmp = bak.with_name(f".{bak.name}.{os.getpid()}{TEMP_SUFFIX}")
    with contextlib.suppress(FileNotFoundError):
        os.unlink(tmp)
    try:
        os.link(path, tmp)                 # the current file, under a second name
    except OSError:                        # no hard links here: a copy
        _replace_with(bak, path.read_bytes())
        return
    try:
        os.replace(tmp, bak)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def _replace_with(path: Path, data: bytes, mode: int | None = None) -> None:
    import tempfile
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=TEMP_SUFFIX)
    try:
        if mode is not None and hasattr(os, "fchmod"):
            os.fchmod(fd, mode)                    # mkstemp makes it 0600
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


# --------------------------------------------------------------------------- keeping
def move_aside(path: Path, why: str = "corrupt") -> Path | None:
    """Rename a file this version cannot use to `<name>.<why>-<UTC time>` (never delete it);
    `why` is `corrupt` (damaged), `newer` (written by a newer dicegames, or a game this one
    does not know) or `unreadable` (a dangling link, a link loop, no permission: a link is
    renamed itself, never what it points to). Returns the new path, or None if it could not be
    moved."""
    import datetime as _dt
    stamp = _dt.datetime.now(_dt.timezone.utc).strftime("%Y%m%dT%H%M%SZ")
    target = path.with_name(f"{path.name}.{why}-{stamp}")
    n = 1
    while os.path.lexists(target):
        n += 1
        target = path.with_name(f"{path.name}.{why}-{stamp}-{n}")
    try:
        os.replace(path, target)
    except OSError:
        return None
    fsync_dir(path.parent)
    return target


def remove_stale_temps(directories: Iterable[Path], older_than_s: float = 60.0) -> list[Path]:
    """Remove the temp files (`.<name>.*.tmp`) that a write killed half-way left behind in
    these directories (only ones older than `older_than_s`, so a write in progress in another
    dicegames is never touched). Returns what was removed; never raises."""
    import time
    removed = []
    now = time.time()
    for d in directories:
        try:
            names = list(Path(d).iterdir())
        except OSError:
            continue
        for p in names:
            if not (p.name.startswith(".") and p.name.endswith(TEMP_SUFFIX)):
                continue
            with contextlib.suppress(OSError):
                st = p.lstat()
                if stat.S_ISREG(st.st_mode) and now - st.st_mtime > older_than_s:
                    p.unlink()
                    removed.append(p)
    return removed
