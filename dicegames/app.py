"""Entry point: `dicegames` launches the app; `dicegames score|replay|print …` is the
command line.

Launching the app imports neither the command line nor the engine: the home paints first.
"""
from __future__ import annotations

import gc
import sys

# the command line's subcommands (see dicegames.cli)
COMMANDS = ("score", "replay", "advise", "odds", "simulate", "stats", "print")
CLI_FLAGS = (["-h"], ["--help"], ["--version"], ["--install-desktop-entry"],
             ["--uninstall-desktop-entry"])


def _print_sheet(request: dict) -> int:
    """`dicegames print`'s painting, by the UI (the command line itself never imports Qt)."""
    from dicegames.ui.printing.command import run
    return run(request)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args and args[0] in COMMANDS or args[:1] in CLI_FLAGS:
        from dicegames import cli
        return cli.main(args, print_runner=_print_sheet)
    # Start-up makes thousands of long-lived objects (modules, Qt types and enums); the cyclic
    # collector would walk them again and again. It resumes after the first frame, when what
    # start-up made is frozen (dicegames.ui.app.application.settle_memory).
    gc.disable()
    from dicegames.ui.app.application import run
    return run(args)
