"""The command line: `dicegames score GAME FACE...`, `dicegames replay FILE` (game.py), the
computer player's `advise`, `odds` and `simulate` (ai.py), the coach's ratings (coach.py),
`stats` (stats.py) and `dicegames print` (printing.py), one module per command family beside
this one, each with its `add_parsers(sub)` and `run(ns)`.

No command imports Qt, and importing this package imports neither the computer players nor
the files: a command loads what it needs when it runs. `print` checks its input and hands the
checked request to the `print_runner` the entry point gives (dicegames.app: the UI's
dicegames.ui.printing.command, which paints the sheet headless), so the command line never
depends on the UI."""
from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence
from typing import Any

from dicegames import __version__

from .common import Parser, fail
from .printing import PrintRunner

__all__ = ["PrintRunner", "build_parser", "fail", "main"]

# every command, by the module beside this one that has it (in the order of --help)
COMMANDS = {"score": "game", "replay": "game", "advise": "ai", "odds": "ai", "simulate": "ai",
            "coach": "coach", "stats": "stats", "print": "printing"}


def build_parser() -> argparse.ArgumentParser:
    p = Parser(prog="dicegames", description="Five traditional dice games. Without a command "
               "the desktop app starts.")
    p.add_argument("--version", action="version", version=f"dicegames {__version__}")
    desk = p.add_mutually_exclusive_group()
    desk.add_argument("--install-desktop-entry", action="store_true",
                      help="add Dice Games with its icon to your desktop's menu (this user, "
                      "$XDG_DATA_HOME)")
    desk.add_argument("--uninstall-desktop-entry", action="store_true",
                      help="remove what --install-desktop-entry added")
    sub = p.add_subparsers(dest="command", parser_class=Parser)
    for name in dict.fromkeys(COMMANDS.values()):
        _module(name).add_parsers(sub)
    return p


def _module(name: str) -> Any:
    return importlib.import_module(f"{__name__}.{name}")


def cmd_desktop_entry(install: bool) -> int:
    from dicegames import desktop_entry
    try:
        paths = desktop_entry.install() if install else desktop_entry.uninstall()
    except OSError as e:
        fail(f"cannot {'install' if install else 'remove'} the desktop entry: "
             f"{e.filename or ''} {e.strerror or e}".strip(), 1)
    if install:
        print(f"installed {paths[0]} and the icon in {len(paths) - 1} sizes under "
              f"{paths[0].parents[1] / 'icons' / 'hicolor'}")
    elif paths:
        print(f"removed {len(paths)} files: " + ", ".join(str(p) for p in paths))
    else:
        print("no desktop entry of dicegames was installed for this user")
    return 0


def main(argv: Sequence[str] | None = None, print_runner: PrintRunner | None = None) -> int:
    """Run one command; `print_runner` paints `print`'s sheets (dicegames.app gives it). A
    reader that stops early (`dicegames stats | head`) ends the command quietly."""
    try:
        return _run(argv, print_runner)
    except BrokenPipeError:
        import os
        devnull = os.open(os.devnull, os.O_WRONLY)      # no second error when Python flushes
        os.dup2(devnull, sys.stdout.fileno())
        return 1


def _run(argv: Sequence[str] | None, print_runner: PrintRunner | None) -> int:
    ns = build_parser().parse_args(argv)
    if ns.install_desktop_entry or ns.uninstall_desktop_entry:
        if ns.command is not None:
            fail("--install-desktop-entry and --uninstall-desktop-entry take no command")
        return cmd_desktop_entry(ns.install_desktop_entry)
    if ns.command == "print":
        from .printing import cmd_print
        return cmd_print(ns, print_runner)
    if ns.command in COMMANDS:
        return int(_module(COMMANDS[ns.command]).run(ns))
    build_parser().print_help()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
