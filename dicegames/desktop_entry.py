"""`dicegames --install-desktop-entry` / `--uninstall-desktop-entry`: the launcher and the icon in
the current user's menus ($XDG_DATA_HOME, else ~/.local/share), for a copy installed with pip or
pipx (a distribution package or a Flatpak installs its own). No Qt."""
from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from pathlib import Path

from dicegames.resources import APP_ID, icons_path, linux_path

_RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")


def data_home(environ: dict[str, str] | None = None) -> Path:
    """$XDG_DATA_HOME if it is an absolute path (the specification ignores others), else
    ~/.local/share."""
    value = (os.environ if environ is None else environ).get("XDG_DATA_HOME", "")
    return Path(value) if os.path.isabs(value) else Path.home() / ".local" / "share"


def launcher() -> list[str]:
    """The command that starts this copy: a frozen build's own program, else the `dicegames`
    script beside this interpreter (a venv's or pipx's bin/), else `python -m dicegames`."""
    if getattr(sys, "frozen", False):
        return [sys.executable]
    script = Path(sys.executable).parent / "dicegames"
    if script.is_file() and os.access(script, os.X_OK):
        return [str(script.absolute())]
    return [str(Path(sys.executable).absolute()), "-m", "dicegames"]


def exec_line(argv: Sequence[str]) -> str:
    """`argv` as a desktop entry's Exec value: arguments with reserved characters quoted, and
    escaped once for the quoting and once for the file's string syntax."""
    words = []
    for arg in argv:
        arg = arg.replace("%", "%%")
        if _RESERVED & set(arg):
            inner = "".join("\\" + c if c in '"`$\\' else c for c in arg)
            arg = '"' + inner + '"'
        words.append(arg.replace("\\", "\\\\"))
    return " ".join(words)


def entry_text(argv: Sequence[str]) -> str:
    """The packaged desktop entry with Exec (and TryExec) pointing at `argv`."""
    lines = []
    for line in linux_path(f"{APP_ID}.desktop").read_text(encoding="utf-8").splitlines():
        if line.startswith("Exec="):
            lines.append("TryExec=" + argv[0].replace("\\", "\\\\"))
            line = "Exec=" + exec_line(argv)
        elif line.startswith("TryExec="):
            continue
        lines.append(line)
    return "\n".join(lines) + "\n"


def icon_files() -> list[tuple[Path, Path]]:
    """(shipped file, its path below hicolor/) for every size of the icon."""
    root = icons_path()
    return [(f, f.relative_to(root)) for f in sorted(root.glob(f"*/apps/{APP_ID}.*"))]


def installed_paths(home: Path) -> list[Path]:
    """Every file an install writes below `home` (the data home)."""
    return [home / "applications" / f"{APP_ID}.desktop",
            *(home / "icons" / "hicolor" / rel for _, rel in icon_files())]


def _refresh(home: Path) -> None:
    """Tell menus and icon caches: both watch their folders' time stamps (the entry declares
    no file types, so no desktop database needs rebuilding)."""
    for folder in (home / "icons" / "hicolor", home / "applications"):
        if folder.is_dir():
            os.utime(folder)


def install(home: Path | None = None, argv: Sequence[str] | None = None) -> list[Path]:
    """Write the desktop entry and the icons; returns the files written. Raises OSError."""
    from dicegames.persistence.files import write_shared
    home = data_home() if home is None else home
    argv = launcher() if argv is None else list(argv)
    entry = home / "applications" / f"{APP_ID}.desktop"
    write_shared(entry, entry_text(argv).encode("utf-8"))
    written = [entry]
    for source, rel in icon_files():
        target = home / "icons" / "hicolor" / rel
        write_shared(target, source.read_bytes())
        written.append(target)
    _refresh(home)
    return written


def uninstall(home: Path | None = None) -> list[Path]:
    """Remove what `install` wrote (nothing else); returns the files removed. Raises OSError."""
    home = data_home() if home is None else home
    removed = []
    for path in installed_paths(home):
        if path.is_file() or path.is_symlink():
            path.unlink()
            removed.append(path)
    if removed:
        _refresh(home)
    return removed
