"""The command line: `dicegames score GAME FACE...`, `dicegames replay FILE`, the computer
player's `advise`, `odds`, `simulate` and `coach` (dicegames.ai.cli_commands), `stats`
(dicegames.stats.command) and `dicegames print`.

No command here imports Qt. `print` checks its input here and hands the checked request to the
`print_runner` the entry point gives (dicegames.app: the UI's dicegames.ui.printing.command,
which paints the sheet headless), so the command line never depends on the UI."""
from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from fractions import Fraction
from pathlib import Path
from typing import Any, NoReturn

from dicegames import __version__
from dicegames.engine import DiceGamesError, game_ids, game_info
from dicegames.engine.records import load_and_replay


class _Parser(argparse.ArgumentParser):
    """argparse that reports errors as one clear line and exit code 2."""

    def error(self, message: str) -> NoReturn:
        fail(message)


def fail(message: str, code: int = 2) -> NoReturn:
    print(f"dicegames: error: {message}", file=sys.stderr)
    raise SystemExit(code)


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="dicegames", description="Five traditional dice games. Without a command "
                "the desktop app starts.")
    p.add_argument("--version", action="version", version=f"dicegames {__version__}")
    desk = p.add_mutually_exclusive_group()
    desk.add_argument("--install-desktop-entry", action="store_true",
                      help="add Dice Games with its icon to your desktop's menu (this user, "
                      "$XDG_DATA_HOME)")
    desk.add_argument("--uninstall-desktop-entry", action="store_true",
                      help="remove what --install-desktop-entry added")
    sub = p.add_subparsers(dest="command", parser_class=_Parser)
    sc = sub.add_parser("score", help="what these dice score in GAME")
    sc.add_argument("game", help="one of: " + " ".join(game_ids()))
    sc.add_argument("faces", nargs="+", help="the faces of the dice, 1 to 6")
    sc.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    sc.add_argument("--first-throw", action="store_true",
                    help="the dice come from the first throw of the turn (school doubling)")
    sc.add_argument("--json", action="store_true", help="print one JSON object")
    rp = sub.add_parser("replay", help="replay a game record and print the standings")
    rp.add_argument("file")
    rp.add_argument("--json", action="store_true", help="print one JSON object")
    from dicegames.ai import cli_commands  # advise, odds, simulate (docs/ai.md)
    cli_commands.add_parsers(sub)
    from dicegames.stats import command as stats_command  # stats (docs/stats.md)
    stats_command.add_parser(sub)
    add_print_parser(sub)
    return p


def add_print_parser(sub: Any) -> None:
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


def parse_options(pairs: Sequence[str]) -> dict[str, str]:
    out = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            fail(f"--option takes KEY=VALUE, not {pair!r}")
        out[key.strip()] = value.strip()
    return out


def parse_faces(words: Sequence[str]) -> tuple[int, ...]:
    from dicegames.engine.numbers import ascii_int
    faces = []
    for w in words:
        for part in w.replace(",", " ").split():
            face = ascii_int(part, max_digits=1)
            if face is None or not 1 <= face <= 6:
                fail(f"a die shows 1 to 6, not {part!r}")
            faces.append(face)
    return tuple(faces)


def cmd_score(ns: argparse.Namespace) -> int:
    faces = parse_faces(ns.faces)
    try:
        game = game_info(ns.game).make(parse_options(ns.option))
        report = game.score(faces, first_throw=ns.first_throw)
    except DiceGamesError as error:
        fail(error.detail)
    if ns.json:
        doc: dict[str, Any] = {"game": game.id, "dice": list(faces),
                               "scores": [e.to_json() for e in report.entries],
                               "best": report.best}
        doc.update(dict(report.flags))
        print(json.dumps(doc, ensure_ascii=False))
        return 0
    print(f"{game.id}: {' '.join(map(str, faces))}")
    width = max((len(e.id) for e in report.entries), default=len("best"))  # none: a zonk
    for e in report.entries:
        extra = []
        if e.present is not None:
            extra.append("present" if e.present else "absent")
        if e.dice is not None:
            extra.append("dice " + " ".join(map(str, e.dice)))
        if e.rank is not None:
            extra.append(f"rank {e.rank}")
        if e.chips is not None:
            extra.append(f"chips {e.chips}")
        print(f"  {e.id:<{width}}  {e.points:>5}" + (f"   ({', '.join(extra)})" if extra else ""))
    for name, flag in report.flags:
        print(f"  {name}: {'yes' if flag else 'no'}")
    print(f"  {'best':<{width}}  {report.best:>5}")
    return 0


def _num(x: Any) -> Any:
    if isinstance(x, Fraction):
        return x.numerator if x.denominator == 1 else f"{x.numerator}/{x.denominator}"
    return x


def read_record_file(path: Path) -> bytes:
    """A record file's bytes: a regular file within the record's cap, else one clear line and
    exit 1 (a device or a FIFO is refused at once, never read)."""
    from dicegames.engine.records import MAX_BYTES
    from dicegames.persistence.files import JsonError, NotAFileError, read_regular
    try:
        return read_regular(path, MAX_BYTES)
    except NotAFileError:
        fail(f"{path}: not a regular file", 1)
    except JsonError:
        fail(f"{path}: the file is too large to be a game record", 1)
    except OSError as e:
        fail(f"cannot read {path}: {e.strerror}", 1)


def cmd_replay(ns: argparse.Namespace) -> int:
    path = Path(ns.file)
    data = read_record_file(path)
    try:
        record, result = load_and_replay(data)
    except DiceGamesError as e:
        fail(f"{path}: {e.detail}", 1)
    names = [p.name for p in record.players]
    outcome = result.game.outcome(result.state)
    events = len(record.actions)
    if ns.json:
        doc: dict[str, Any] = {"game": record.game, "players": names, "events": events,
                               "finished": outcome is not None}
        if outcome is not None:
            doc["winners"] = [names[w] for w in outcome.winners]
            doc["reason"] = outcome.reason
            doc["standings"] = [{"player": names[s.player], "place": s.place,
                                 "points": _num(s.points)} for s in outcome.standings]
            if outcome.settlement is not None:
                doc["settlement"] = {names[i]: _num(v) for i, v in enumerate(outcome.settlement)}
        else:
            sheet = result.game.scoresheet(result.state)
            doc["to_move"] = None if sheet.current is None else names[sheet.current]
        print(json.dumps(doc, ensure_ascii=False))
        return 0
    print(f"{record.game}: {len(names)} players, {events} events")
    if outcome is None:
        sheet = result.game.scoresheet(result.state)
        who = "" if sheet.current is None else f"; {names[sheet.current]} to move"
        print(f"game not finished{who}")
        return 0
    for s in outcome.standings:
        print(f"  {s.place}. {names[s.player]:<20} {_num(s.points)}")
    print(f"winner: {', '.join(names[w] for w in outcome.winners)} ({outcome.reason})")
    if outcome.settlement is not None:
        print("settlement:")
        for i, v in enumerate(outcome.settlement):
            print(f"  {names[i]:<20} {'+' if v > 0 else ''}{_num(v)}")
    return 0


BLANK_PLAYERS = 4                 # a blank sheet's columns when no players are given


PrintRunner = Callable[[dict[str, Any]], int]     # a checked request -> pages written


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
        request.update(record=game["record"], dice_source=game["dice_source"],
                       saved=game["saved"])
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


def read_game(path: Path) -> dict[str, Any]:
    """The game in a record or save file (`print`, `advise`), read as the app reads it: a
    regular file, strict JSON, a save's envelope checked (its version, its dice) and the game
    replayed — no Qt. Bad input: one line and exit 2. Returns the record, its replay, where its
    dice came from and when it was saved."""
    from dicegames.engine.records import MAX_BYTES
    from dicegames.engine.strict_json import JsonError, loads_strict
    from dicegames.persistence.errors import PersistenceError
    from dicegames.persistence.files import SAVE_CAP, NotAFileError, read_regular
    from dicegames.persistence.saves import parse_save
    try:
        data = read_regular(path, SAVE_CAP)
    except NotAFileError:
        fail(f"{path}: not a regular file")
    except JsonError:
        fail(f"{path}: the file is too large to be a game record or save")
    except OSError as e:
        fail(f"cannot read {path}: {e.strerror}")
    try:
        doc = loads_strict(data, SAVE_CAP, 12)
    except JsonError as e:
        if len(data) > MAX_BYTES:
            fail(f"{path}: the file is too large to be a game record")
        fail(f"{path}: not a game record or save ({e})")
    if isinstance(doc, dict) and doc.get("format") == "dicegames-save":
        try:
            saved = parse_save(data, path)
        except PersistenceError as e:
            fail(f"{path}: {e.detail}")
        return {"record": saved.record, "replay": saved.replay,
                "dice_source": saved.dice_source, "saved": saved.saved_at}
    try:
        record, rep = load_and_replay(data)
    except DiceGamesError as e:
        fail(f"{path}: {e.detail}")
    return {"record": record, "replay": rep, "dice_source": "virtual", "saved": ""}


def blank_request(ns: argparse.Namespace) -> dict[str, Any]:
    """A blank sheet's game, rules and players, checked (no Qt); bad input: exit 2."""
    from dicegames.engine.names import MAX_NAME, stored_name
    from dicegames.engine.numbers import ascii_int
    options = parse_options(ns.option)
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
        game = game_info(ns.blank).make(options)
        if ns.players is None and not names:
            players = min(max(players, game.min_players), game.max_players)
        game.check_players(players, 0)
    except DiceGamesError as e:
        fail(e.detail)
    return {"blank": ns.blank, "options": options, "names": names, "players": players}


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
    if ns.command == "score":
        return cmd_score(ns)
    if ns.command == "replay":
        return cmd_replay(ns)
    if ns.command == "print":
        return cmd_print(ns, print_runner)
    from dicegames.ai import cli_commands
    if ns.command in cli_commands.NAMES:
        return cli_commands.run(ns)
    if ns.command == "stats":
        from dicegames.stats import command as stats_command
        return stats_command.run(ns)
    build_parser().print_help()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
