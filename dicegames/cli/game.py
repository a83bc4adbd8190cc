"""`dicegames score GAME FACE...` (what dice score) and `dicegames replay FILE` (a game's
standings, or who is to move)."""
from __future__ import annotations

import argparse
from collections.abc import Sequence
from fractions import Fraction
from pathlib import Path
from typing import Any

from .common import fail, json_text, make, read_game

NAMES = ("score", "replay")


def add_parsers(sub: Any) -> None:
    from dicegames.engine import game_ids
    sc = sub.add_parser("score", help="what these dice score in GAME")
    sc.add_argument("game", help="one of: " + " ".join(game_ids()))
    sc.add_argument("faces", nargs="+", help="the faces of the dice, 1 to 6")
    sc.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    sc.add_argument("--first-throw", action="store_true",
                    help="the dice come from the first throw of the turn (school doubling)")
    sc.add_argument("--json", action="store_true", help="print one JSON object")
    rp = sub.add_parser("replay", help="replay a game record (or a save) and print the "
                        "standings")
    rp.add_argument("file")
    rp.add_argument("--json", action="store_true", help="print one JSON object")


def run(ns: argparse.Namespace) -> int:
    return cmd_score(ns) if ns.command == "score" else cmd_replay(ns)


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
    from dicegames.engine import DiceGamesError
    faces = parse_faces(ns.faces)
    game = make(ns.game, ns.option)
    try:
        report = game.score(faces, first_throw=ns.first_throw)
    except DiceGamesError as error:
        fail(error.detail)
    if ns.json:
        doc: dict[str, Any] = {"game": game.id, "dice": list(faces),
                               "scores": [e.to_json() for e in report.entries],
                               "best": report.best}
        doc.update(dict(report.flags))
        print(json_text(doc))
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


def cmd_replay(ns: argparse.Namespace) -> int:
    """The standings of a record's (or a save's) game; a file it cannot use: exit 1."""
    read = read_game(Path(ns.file), code=1)
    record, result = read.record, read.replay
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
        print(json_text(doc))
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
