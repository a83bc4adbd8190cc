"""Statistics over many finished games: per player and per game, head-to-head, streaks, the
distribution of results, a player's trend and each player's share of the wins.

Everything is exact (Fractions) until it is shown; `to_json` and `to_csv` write it for the
command line and for export. A player is a household player's profile, or else a name
(`summary.player_key`); `names` maps keys to the names shown (a renamed profile's new name).
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from .games import figures as figures_of
from .games import higher_is_better
from .summary import GameSummary, Points, latest_names


@dataclass(frozen=True)
class Filter:
    """Which games count: a game id, a period (ISO times, `since` inclusive, `until`
    exclusive), a player's key, and whether casual games are left out."""

    game: str | None = None
    since: str = ""
    until: str = ""
    player: str | None = None
    counting_only: bool = True

    def admits(self, g: GameSummary) -> bool:
        if self.counting_only and not g.counts:
            return False
        if self.game is not None and g.game != self.game:
            return False
        if self.since and not (g.finished_at and g.finished_at >= self.since):
            return False
        if self.until and not (g.finished_at and g.finished_at < self.until):
            return False
        return self.player is None or g.seat_of(self.player) is not None


def select(games: Iterable[GameSummary], flt: Filter = Filter()) -> list[GameSummary]:
    """The games the filter admits, oldest first (by when they ended, then by source)."""
    return sorted((g for g in games if flt.admits(g)), key=lambda g: (g.finished_at, g.source))


@dataclass(frozen=True)
class GameStats:
    """A player's results in one game (or, with `game` "", in every game)."""

    game: str
    games: int = 0
    wins: int = 0
    mean_points: Fraction | None = None       # None: no games, or points of several games
    best_points: Points | None = None
    figures: dict[str, Fraction | int | None] = field(default_factory=dict)

    @property
    def win_rate(self) -> Fraction | None:
        return Fraction(self.wins, self.games) if self.games else None


@dataclass(frozen=True)
class Streaks:
    current: int = 0           # games won in a row up to the latest
    best: int = 0              # the longest run of games won


@dataclass(frozen=True)
class PlayerStats:
    key: str
    name: str
    profile: str
    overall: GameStats
    by_game: dict[str, GameStats]
    streaks: Streaks

    @property
    def games(self) -> int:
        return self.overall.games

    @property
    def wins(self) -> int:
        return self.overall.wins


def game_stats(game: str, results: Sequence[tuple[GameSummary, Any]]) -> GameStats:
    """One player's figures over `results` — (game, his seat) pairs, of one game id or (with
    `game` "") of several."""
    ids = {g.game for g, _ in results}
    points = [s.points for _, s in results]
    one = len(ids) == 1
    mean = Fraction(sum(points, Fraction(0)), len(points)) if points and one else None
    best: Points | None = None
    if points and one:
        best = max(points) if higher_is_better(next(iter(ids))) else min(points)
    figures: dict[str, Fraction | int | None] = {}
    families = {figures_of(g.game).family: figures_of(g.game) for g, _ in results}
    for fam in sorted(set(families) - {""}):     # what each family's figures become
        figures.update(families[fam].over_games(
            [s for g, s in results if figures_of(g.game).family == fam]))
    return GameStats(game, len(results), sum(1 for _, s in results if s.won), mean, best,
                     figures)


def streaks(won: Sequence[bool]) -> Streaks:
    """Runs of wins in games in the order played."""
    best = run = 0
    for w in won:
        run = run + 1 if w else 0
        best = max(best, run)
    return Streaks(run, best)


def player_stats(games: Sequence[GameSummary], names: Mapping[str, str] | None = None,
                 only: Iterable[str] | None = None) -> list[PlayerStats]:
    """Every player of `games` (or the keys in `only`), most games first, then by name.
    `games` are the selected games, oldest first (`select`)."""
    shown = dict(latest_names(games))
    shown.update(names or {})
    seats: dict[str, list[tuple[GameSummary, Any]]] = {}
    for g in games:
        for s in g.seats:
            seats.setdefault(s.key, []).append((g, s))
    keys = list(seats) if only is None else [k for k in only if k in seats]
    out = []
    for key in keys:
        results = seats[key]
        ids = sorted({g.game for g, _ in results})
        by_game = {gid: game_stats(gid, [r for r in results if r[0].game == gid]) for gid in ids}
        overall = game_stats(ids[0] if len(ids) == 1 else "", results)
        profile = "" if key.startswith("computer:") else results[-1][1].profile
        out.append(PlayerStats(key, shown.get(key, key), profile, overall, by_game,
                               streaks([s.won for _, s in results])))
    out.sort(key=lambda p: (-p.games, p.name.casefold(), p.key))
    return out


@dataclass(frozen=True)
class HeadToHead:
    """Two players' games together: who finished ahead of whom, and level places."""

    a: str
    b: str
    games: int = 0
    a_ahead: int = 0
    b_ahead: int = 0
    level: int = 0


def head_to_head(games: Iterable[GameSummary], a: str, b: str) -> HeadToHead:
    """Every meeting of a seat of `a` with a seat of `b` (once a game, unless the computer
    of one level sat more than once)."""
    together = ahead_a = ahead_b = 0
    for g in games:
        if a == b:
            break
        for sa in g.seats_of(a):
            for sb in g.seats_of(b):
                together += 1
                ahead_a += sa.place < sb.place
                ahead_b += sb.place < sa.place
    return HeadToHead(a, b, together, ahead_a, ahead_b, together - ahead_a - ahead_b)


def all_head_to_head(games: Sequence[GameSummary], keys: Sequence[str]) -> list[HeadToHead]:
    """Every pair of `keys` that played together (in the order of `keys`)."""
    out = []
    for i, a in enumerate(keys):
        for b in keys[i + 1:]:
            h = head_to_head(games, a, b)
            if h.games:
                out.append(h)
    return out


# --------------------------------------------------------------------------- for the charts
def results_of(games: Iterable[GameSummary], game: str, key: str | None = None
               ) -> list[Points]:
    """Every final result (points) of `game`, of one player or of every seat."""
    return [s.points for g in games if g.game == game for s in g.seats
            if key is None or s.key == key]


@dataclass(frozen=True)
class Bin:
    lo: int                    # inclusive
    hi: int                    # exclusive
    count: int


def histogram(values: Sequence[Points], bins: int = 10) -> list[Bin]:
    """Whole-number bins of equal width covering every value (at most `bins` of them)."""
    if not values:
        return []
    lo, hi = int(min(values) // 1), int(max(values) // 1) + 1
    width = max(1, -(-(hi - lo) // bins))
    edges = list(range(lo, hi + width, width))
    counts = [0] * (len(edges) - 1)
    for v in values:
        counts[min(len(counts) - 1, int((v - lo) // width))] += 1
    return [Bin(edges[i], edges[i + 1], c) for i, c in enumerate(counts)]


@dataclass(frozen=True)
class TrendPoint:
    finished_at: str
    game: str
    points: Points
    place: int
    won: bool
    win_rate: Fraction          # of the player's games so far


def trend(games: Sequence[GameSummary], key: str, game: str | None = None) -> list[TrendPoint]:
    """A player's games in the order played: result, place and win rate so far."""
    out: list[TrendPoint] = []
    wins = 0
    for g in games:
        if game is not None and g.game != game:
            continue
        for s in g.seats_of(key):                  # the computer of a level: each seat
            wins += s.won
            out.append(TrendPoint(g.finished_at, g.game, s.points, s.place, s.won,
                                  Fraction(wins, len(out) + 1)))
    return out


def win_shares(stats: Sequence[PlayerStats]) -> list[tuple[PlayerStats, Fraction]]:
    """Each player's wins as a share of all the wins (a shared win counts for each winner)."""
    total = sum(p.wins for p in stats)
    return [(p, Fraction(p.wins, total) if total else Fraction(0)) for p in stats]


# --------------------------------------------------------------------------- export
def number(value: Fraction | int | None) -> int | float | None:
    """A figure for JSON and CSV: whole numbers as ints, others to 4 decimal places."""
    if value is None:
        return None
    if isinstance(value, int) or value.denominator == 1:
        return int(value)
    return round(float(value), 4)


def _game_json(g: GameStats) -> dict[str, Any]:
    doc: dict[str, Any] = {"games": g.games, "wins": g.wins, "win_rate": number(g.win_rate),
                           "mean_points": number(g.mean_points),
                           "best_points": number(g.best_points)}
    doc.update({k: number(v) for k, v in g.figures.items()})
    return doc


def to_json(stats: Sequence[PlayerStats], games: Sequence[GameSummary], flt: Filter,
            names: Mapping[str, str] | None = None) -> dict[str, Any]:
    """The command line's JSON: the filter, the number of games, every player (the figures
    over all his games, then per game) and every head-to-head."""
    shown = {p.key: p.name for p in stats}
    return {
        "filter": {"game": flt.game, "player": flt.player, "since": flt.since or None,
                   "until": flt.until or None, "counting_only": flt.counting_only},
        "games": len(games),
        "players": [{"name": p.name, "profile": p.profile or None, **_game_json(p.overall),
                     "streak": p.streaks.current, "best_streak": p.streaks.best,
                     "by_game": {gid: _game_json(g) for gid, g in p.by_game.items()}}
                    for p in stats],
        "head_to_head": [{"players": [shown[h.a], shown[h.b]], "games": h.games,
                          "ahead": [h.a_ahead, h.b_ahead], "level": h.level}
                         for h in all_head_to_head(games, [p.key for p in stats])],
    }


CSV_COLUMNS = ("player", "profile", "game", "games", "wins", "win_rate", "mean_points",
               "best_points", "streak", "best_streak")
FORMULA = ("=", "+", "-", "@", "\t", "\r")  # what starts a formula in a spreadsheet (OWASP)


def csv_cell(value: str | int | float | None) -> str:
    """One CSV field: a number as a number (negative ones too), text with a single quote
    before a leading = + - @, tab or carriage return so that no spreadsheet runs it as a
    formula (OWASP's rule for CSV injection), in double quotes when it holds a comma, a
    quote, a carriage return or a line feed (RFC 4180)."""
    if value is None:
        return ""
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return str(value)
    text = str(value)
    if text.startswith(FORMULA):
        text = "'" + text
    if any(c in text for c in ',"\r\n'):
        text = '"' + text.replace('"', '""') + '"'
    return text


def to_csv(stats: Sequence[PlayerStats]) -> str:
    """One row per player and game (and one per player over every game, `game` empty), the
    games' figures in columns of their own; every cell as `csv_cell` writes it."""
    figure_columns: list[str] = []
    for p in stats:
        for g in (p.overall, *p.by_game.values()):
            figure_columns += [k for k in g.figures if k not in figure_columns]
    rows: list[Sequence[Any]] = [CSV_COLUMNS + tuple(figure_columns)]
    for p in stats:
        for g in (p.overall, *p.by_game.values()):
            if g is not p.overall and len(p.by_game) == 1:
                continue                      # one game: the overall row says it all
            row: list[Any] = [p.name, p.profile, g.game, g.games, g.wins, number(g.win_rate),
                              number(g.mean_points), number(g.best_points),
                              p.streaks.current if g is p.overall else None,
                              p.streaks.best if g is p.overall else None]
            row += [number(g.figures.get(k)) for k in figure_columns]
            rows.append(row)
    return "".join(",".join(csv_cell(v) for v in row) + "\n" for row in rows)


def game_figure_ids(game: str) -> tuple[str, ...]:
    """The figures shown for a player in `game`, in order (the summed ones and the rates)."""
    return figures_of(game).shown
