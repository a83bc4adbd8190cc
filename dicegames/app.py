"""Entry point: `dicegames` launches the app; `dicegames score|replay ...` is the command line."""
from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    from dicegames import cli
    if args and args[0] in cli.COMMANDS or args[:1] in (["-h"], ["--help"], ["--version"]):
        return cli.main(args)
    from dicegames.ui.application import run
    return run(args)
