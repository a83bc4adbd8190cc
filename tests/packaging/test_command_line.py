"""`dicegames --help` names every subcommand and flag, `--version` the project's version, and
the launcher hands exactly those to the command line (everything else starts the app)."""
from __future__ import annotations

import argparse
import subprocess
import sys

from dicegames import __version__, app, cli


def _run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "dicegames", *args], capture_output=True,
                          text=True, timeout=60)


def _subcommands() -> list[str]:
    parser = cli.build_parser()
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return list(sub.choices)


def test_help_lists_every_subcommand_and_flag():
    out = _run("--help")
    assert out.returncode == 0
    for name in _subcommands():
        assert f"\n    {name} " in out.stdout, name
    for flag in ("--version", "--install-desktop-entry", "--uninstall-desktop-entry"):
        assert flag in out.stdout
    assert "Without a command the desktop app starts" in out.stdout


def test_the_launcher_routes_every_subcommand_and_flag_to_the_command_line():
    assert set(app.COMMANDS) == set(_subcommands())
    flags = {a for action in cli.build_parser()._actions for a in action.option_strings}
    assert {f[0] for f in app.CLI_FLAGS} == flags


def test_version():
    out = _run("--version")
    assert out.returncode == 0 and out.stdout.strip() == f"dicegames {__version__}"


def test_a_desktop_flag_takes_no_command():
    out = _run("--install-desktop-entry", "score", "zonk", "1")
    assert out.returncode == 2 and "take no command" in out.stderr
