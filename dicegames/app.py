"""Entry point: `dicegames` (no command, or only Qt's own `-options`) launches the app;
`dicegames score|replay|print …` is the command line, and any other word is refused by it as
an unknown command (exit 2) — it never opens the window.

Launching the app imports neither the command line nor the engine: the home paints first.
"""
from __future__ import annotations

import gc
import sys
from collections.abc import Mapping, Sequence

# the command line's subcommands (see dicegames.cli.COMMANDS)
COMMANDS = ("score", "replay", "advise", "odds", "simulate", "coach", "stats", "print")
CLI_FLAGS = (["-h"], ["--help"], ["--version"], ["--install-desktop-entry"],
             ["--uninstall-desktop-entry"])


def _print_sheet(request: dict) -> int:
    """`dicegames print`'s painting, by the UI (the command line itself never imports Qt)."""
    from dicegames.ui.printing.command import run
    return run(request)


def missing_display(env: Mapping[str, str], args: Sequence[str] = ()) -> bool:
    """Would Qt find no display for the window (and abort with its plugin message)? Only
    where windows need X11 or Wayland, and only for the platforms that need them."""
    if sys.platform in ("win32", "darwin"):
        return False
    named = list(args).index("-platform") + 1 if "-platform" in args else 0
    chosen = args[named] if 0 < named < len(args) else env.get("QT_QPA_PLATFORM", "")
    needs = {"": ("DISPLAY", "WAYLAND_DISPLAY"), "xcb": ("DISPLAY",)}
    for platform in (chosen or "").split(";"):
        name = platform.split(":")[0]
        wanted = needs.get(name, ("WAYLAND_DISPLAY",) if name.startswith("wayland") else None)
        if wanted is None or any(env.get(v) for v in wanted):
            return False                      # offscreen, vnc, eglfs …, or a display is there
    return True


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    # a word is a command (an unknown one is refused by the command line), a flag is ours
    if args and (args[0] in COMMANDS or args[:1] in CLI_FLAGS or not args[0].startswith("-")):
        from dicegames import cli
        return cli.main(args, print_runner=_print_sheet)
    import os
    if missing_display(os.environ, args):
        print("dicegames: error: no display to open the window on (neither DISPLAY nor "
              "WAYLAND_DISPLAY is set); the commands work without one: dicegames --help",
              file=sys.stderr)
        return 1
    # Start-up makes thousands of long-lived objects (modules, Qt types and enums); the cyclic
    # collector would walk them again and again. It resumes after the first frame, when what
    # start-up made is frozen (dicegames.ui.shell.application.settle_memory).
    gc.disable()
    from dicegames.ui.shell.application import run
    return run(args)
