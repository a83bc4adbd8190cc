"""`dicegames print`: a game's scoresheet, or a blank one, as a PDF.

Everything typed is checked here, without Qt; the checked request goes to the `print_runner`
the entry point gives (dicegames.app: the UI's dicegames.ui.printing.command, which paints the
sheet headless), so the command line never depends on the UI.
"""
from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .common import fail, options, read_game

NAMES = ("print",)
BLANK_PLAYERS = 4                 # a blank sheet's columns when no players are given
PrintRunner = Callable[[dict[str, Any]], int]     # a checked request -> pages written


def add_parsers(sub: Any) -> None:
    from dicegames.engine import game_ids
    pr = sub.add_parser("print", help="a game's scoresheet, or a blank one, as a PDF")
    pr.add_argument("file", nargs="?", help="a game record or a save (not with --blank)")
    pr.add_argument("--blank", metavar="GAME", help="a blank sheet of GAME: " +
                    " ".join(game_ids()))
    pr.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                    help="a rule of the blank sheet's game (its scoring reference follows it)")
    who = pr.add_mutually_exclusive_group()
    who.add_argument("--players", metavar="N", help="the blank sheet's number of players")
    who.add_argument("--names", metavar="A,B,...", help="the blank sheet's players, by name")
    pr.add_argument("--pdf", required=True, metavar="OUT.pdf", help="the PDF file to write")
    pr.add_argument("--lang", choices=("ru", "es", "en"),
                    help="the sheet's language (default: the system's)")
    pr.add_argument("--log", action="store_true", help="the game log on the following pages")
    pr.add_argument("--paper", choices=("a4", "letter"),
                    help="the paper size (default: the system's country's)")
    pr.add_argument("--orientation", choices=("auto", "portrait", "landscape"),
                    default="auto", help="auto: landscape when the sheet is too wide")
    pr.add_argument("--large", action="store_true", help="large print")


def cmd_print(ns: argparse.Namespace, runner: PrintRunner | None) -> int:
    """`dicegames print`: everything the user typed is checked before `runner` (Qt) runs."""
    request: dict[str, Any] = {"pdf": Path(ns.pdf), "lang": ns.lang, "log": ns.log,
                               "paper": ns.paper or "", "orientation": ns.orientation,
                               "large": ns.large}
    if ns.blank is None:
        if ns.file is None:
            fail("print takes a game record or save, or --blank GAME")
        for flag, given in (("--option", ns.option), ("--players", ns.players),
                            ("--names", ns.names)):
            if given:
                fail(f"{flag} is for a blank sheet (--blank GAME)")
        game = read_game(Path(ns.file))
        request.update(record=game.record, dice_source=game.dice_source,
                       saved=game.saved_at)
    else:
        if ns.file is not None:
            fail("a blank sheet takes no game file: give either FILE or --blank GAME")
        if ns.log:
            fail("--log is for a game's sheet: a blank sheet has no log")
        request.update(blank_request(ns))
    if request["pdf"].is_dir():
        fail(f"{request['pdf']}: is a folder; --pdf names the PDF file to write")
    if runner is None:
        fail("print needs the desktop app's modules: run it as `dicegames print`")
    try:
        pages = runner(request)
    except OSError as e:
        fail(f"cannot write {request['pdf']}: {e.strerror or e}")
    print(f"{request['pdf']}: {pages} page{'s' if pages != 1 else ''}")
    return 0


def blank_request(ns: argparse.Namespace) -> dict[str, Any]:
    """A blank sheet's game, rules and players, checked (no Qt); bad input: exit 2."""
    from dicegames.engine import DiceGamesError, game_info
    from dicegames.engine.names import MAX_NAME, stored_name
    from dicegames.engine.numbers import ascii_int
    chosen = options(ns.option)
    names: list[str] = []
    for raw in ns.names.split(",") if ns.names is not None else ():
        name = stored_name(raw)              # as New game takes it: a tab becomes a space
        if name is None or len(name) > MAX_NAME:
            fail(f"--names: a name is at most {MAX_NAME} characters of text, not "
                 f"{raw[:MAX_NAME + 10]!r}")
        names.append(name)
    players = len(names) if names else BLANK_PLAYERS
    if ns.players is not None:
        count = ascii_int(ns.players)
        if count is None:
            fail(f"--players takes a whole number, not {ns.players!r}")
        players = count
    try:
        game = game_info(ns.blank).make(chosen)
        if ns.players is None and not names:
            players = min(max(players, game.min_players), game.max_players)
        game.check_players(players, 0)
    except DiceGamesError as e:
        fail(e.detail)
    return {"blank": ns.blank, "options": chosen, "names": names, "players": players}
