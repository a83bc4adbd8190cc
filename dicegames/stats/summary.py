"""One finished game as the statistics see it: who sat where, places, points, turns, figures.

`summarize(record)` replays the record once through the engine (RecordError when it does not
replay, ValueError when it is not finished). A summary is small and JSON-able (`to_json`,
`from_json`), so the history keeps one per game and the statistics never replay a game twice.
`score_series(record)` replays a game for its chart: every player's score after each turn.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from dicegames.engine.events import ends_turn
from dicegames.engine.names import stored_name
from dicegames.engine.numbers import ascii_int
from dicegames.engine.records import PROFILE_ID, Record, Replay, replay, writable

from .figures import game_turns, seat_figures

VERSION = 1          # of what a summary holds; a summary of another version is made again
Points = int | Fraction


@dataclass(frozen=True)
class SeatSummary:
    """One seat of a finished game."""

    name: str
    kind: str = "human"
    level: str = ""
    profile: str = ""
    place: int = 1
    points: Points = 0
    won: bool = False
    figures: dict[str, int] = field(default_factory=dict)

    @property
    def key(self) -> str:
        """Who this is across games: the computer of its level, else the household player's
        profile, else the name."""
        return player_key(self.profile, self.name, self.kind, self.level)


@dataclass(frozen=True)
class GameSummary:
    """A finished game: its id, when it ended, whether it counts, and every seat."""

    game: str
    seats: tuple[SeatSummary, ...]
    finished_at: str = ""          # ISO 8601 UTC ("" when unknown: a bare record file)
    casual: bool = False
    dice_source: str = "virtual"
    reason: str = ""
    turns: int = 0
    source: str = ""               # where it came from (a history file's name, a path)

    @property
    def counts(self) -> bool:
        return not self.casual

    def seat_of(self, key: str) -> SeatSummary | None:
        return next((s for s in self.seats if s.key == key), None)

    def seats_of(self, key: str) -> tuple[SeatSummary, ...]:
        """Every seat of `key`: the computer of one level may sit more than once."""
        return tuple(s for s in self.seats if s.key == key)


# a computer's level as records write it → the words the app's level chooser uses
COMPUTER_LEVELS = {"easy": "Easy", "medium": "Normal", "strong": "Strong"}
OLD_LEVELS = {"normal": "medium"}          # as older versions wrote it


def computer_level(level: str) -> str:
    """A computer seat's level as the statistics count it: older records' "normal" (and none,
    or one this version does not know) is "medium"."""
    level = OLD_LEVELS.get(level, level)
    return level if level in COMPUTER_LEVELS else "medium"


def player_key(profile: str, name: str, kind: str = "human", level: str = "") -> str:
    """`computer:<level>` for a computer seat (one player per level, whatever the seat was
    called: a default name, another language's, a household player's), `profile:<id>` for a
    household player, `name:<name>` for anyone else."""
    if kind == "computer":
        return f"computer:{computer_level(level)}"
    return f"profile:{profile}" if profile else f"name:{name.strip()}"


def computer_name(key: str) -> str:
    """The name a computer key is shown by where no translation is at hand (the command
    line): "Computer · Strong"."""
    return f"Computer \u00b7 {COMPUTER_LEVELS[computer_level(key.partition(':')[2])]}"


def summarize(record: Record, rep: Replay | None = None, *, finished_at: str = "",
              dice_source: str = "virtual", source: str = "") -> GameSummary:
    """The summary of a finished game (its replay is made unless given). Raises RecordError
    (the record does not replay) or ValueError (the game is not finished)."""
    rep = rep if rep is not None else replay(record)
    outcome = rep.game.outcome(rep.state)
    if outcome is None:
        raise ValueError("the game is not finished")
    n = len(record.players)
    figures = seat_figures(record.game, rep.game, rep.steps, rep.state, n)
    standing = {s.player: s for s in outcome.standings}
    seats = tuple(
        SeatSummary(p.name, p.kind, p.level, p.profile,
                    standing[i].place if i in standing else n,
                    standing[i].points if i in standing else 0,
                    i in outcome.winners, figures[i])
        for i, p in enumerate(record.players))
    return GameSummary(record.game, seats, finished_at, record.casual, dice_source,
                       outcome.reason, game_turns(rep.steps), source)


# --------------------------------------------------------------------------- the score chart
HEADLINE_ROWS = ("match_total", "total", "chips")   # the sheet row a player's score is read from


@dataclass(frozen=True)
class ScoreSeries:
    """Every player's score after each turn (None: not in that game of a match); `row` is the
    sheet row it was read from (`total`, `match_total` or `chips`)."""

    row: str
    names: tuple[str, ...]
    values: tuple[tuple[Points | None, ...], ...]      # per turn: one value per player


def score_series(record: Record, rep: Replay | None = None) -> ScoreSeries:
    """The score of every player at the start and after each turn of a game (finished or not);
    raises RecordError when the record does not replay."""
    rep = rep if rep is not None else replay(record)
    game, n = rep.game, len(record.players)
    state = game.new_initial_state(n, record.first_player)
    row = _headline(game.scoresheet(state))
    points = [_values(game.scoresheet(state), row, n)]
    for step in rep.steps:
        if ends_turn(step):
            points.append(_values(game.scoresheet(step.state), row, n))
    return ScoreSeries(row, tuple(p.name for p in record.players), tuple(points))


def _headline(sheet: Any) -> str:
    ids = {r.id for r in sheet.rows}
    return next((r for r in HEADLINE_ROWS if r in ids), "")


def _values(sheet: Any, row: str, n: int) -> tuple[Points | None, ...]:
    if not row:
        return (None,) * n
    cells = next(r for r in sheet.rows if r.id == row).cells
    return tuple(c.value if isinstance(c.value, (int, Fraction)) else None for c in cells[:n])


# --------------------------------------------------------------------------- JSON
def points_text(value: Points) -> str:
    """Points as exact text: "12", "-7/3"."""
    return str(value)


def parse_points(text: Any) -> Points:
    """Exact points from their text; ValueError when they are not."""
    if not isinstance(text, str) or len(text) > 40:
        raise ValueError("points are text")
    top, slash, bottom = text.partition("/")
    numerator = ascii_int(top, signed=True, max_digits=30)
    denominator = ascii_int(bottom, max_digits=30) if slash else 1
    if numerator is None or not denominator:            # ASCII digits only: "12", "-7/3"
        raise ValueError(f"points are a whole number or a fraction, not {text[:40]!r}")
    value = Fraction(numerator, denominator)
    return int(value) if value.denominator == 1 else value


def to_json(s: GameSummary) -> dict[str, Any]:
    return {
        "version": VERSION, "game": s.game, "finished_at": s.finished_at, "casual": s.casual,
        "dice_source": s.dice_source, "reason": s.reason, "turns": s.turns,
        "seats": [{"name": p.name, "kind": p.kind, "level": p.level, "profile": p.profile,
                   "place": p.place, "points": points_text(p.points), "won": p.won,
                   "figures": dict(p.figures)} for p in s.seats],
    }


def from_json(doc: Any, source: str = "") -> GameSummary:
    """A summary from `to_json`'s document; ValueError when it is not one of this version."""
    if not isinstance(doc, dict) or doc.get("version") != VERSION:
        raise ValueError("not a summary of this version")
    texts = [doc.get(k) for k in ("game", "finished_at", "dice_source", "reason")]
    if not all(isinstance(t, str) and len(t) <= 100 and writable(t) for t in texts) \
            or type(doc.get("casual")) is not bool or not _count(doc.get("turns")):
        raise ValueError("a summary's fields are malformed")
    seats = doc.get("seats")
    if not isinstance(seats, list) or not 1 <= len(seats) <= 8:
        raise ValueError("a summary's seats are malformed")
    return GameSummary(doc["game"], tuple(_seat(p) for p in seats), doc["finished_at"],
                       doc["casual"], doc["dice_source"], doc["reason"], doc["turns"], source)


def _count(v: Any) -> bool:
    return type(v) is int and 0 <= v < 10 ** 9


def _text(v: Any, limit: int = 100) -> bool:
    return isinstance(v, str) and len(v) <= limit and writable(v)


def _seat(p: Any) -> SeatSummary:
    name = stored_name(p.get("name")) if isinstance(p, dict) else None
    if name is None or not all(_text(p.get(k)) for k in ("kind", "level")) \
            or not (p.get("profile") == "" or (isinstance(p.get("profile"), str)
                                               and PROFILE_ID.fullmatch(p["profile"]))) \
            or not _count(p.get("place")) or type(p.get("won")) is not bool:
        raise ValueError("a summary's seat is malformed")
    figures = p.get("figures")
    if not isinstance(figures, dict) or len(figures) > 20 or not all(
            _text(k, 40) and type(v) is int and abs(v) < 10 ** 9 for k, v in figures.items()):
        raise ValueError("a summary's figures are malformed")
    return SeatSummary(name, p["kind"], p["level"], p["profile"], p["place"],
                       parse_points(p.get("points")), p["won"], dict(figures))


def latest_names(games: Sequence[GameSummary]) -> dict[str, str]:
    """Player key → the name it had in its most recent game (games in any order)."""
    out: dict[str, tuple[str, str]] = {}
    for g in games:
        for s in g.seats:
            if s.key not in out or g.finished_at >= out[s.key][0]:
                out[s.key] = (g.finished_at, computer_name(s.key) if s.kind == "computer"
                              else s.name)
    return {k: v[1] for k, v in out.items()}
