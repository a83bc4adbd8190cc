"""The games the browser lists — the game in progress, the saved games and every finished game
— as rows, with their words: when, how long, in what state, and how it ended."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from dicegames.stats.figures import game_turns
from dicegames.ui.words import fill, names_text, phrases, translate

if TYPE_CHECKING:
    from dicegames.engine.records import Record
    from dicegames.persistence.history import FinishedGame
    from dicegames.persistence.saves import SavedGame

AUTOSAVE, SAVE, FINISHED = "autosave", "save", "finished"


class BrowserWords(QObject):
    """The counted words of the games browser (context "BrowserWords")."""

    def turns(self, n: int) -> str:
        return self.tr("%Ln turn(s)", "", n)

    def games(self, n: int) -> str:
        return self.tr("%Ln game(s)", "", n)


@dataclass(frozen=True)
class GameRow:
    """One game of the browser: where it is (`kind`: the autosave, a save, the history), its
    record, when it was saved or ended, its turns so far and who won (when it is over)."""

    kind: str
    record: Record
    when: str
    turns: int
    finished: bool
    winners: tuple[int, ...] = ()
    dice_source: str = "virtual"
    saved: SavedGame | None = None
    finished_game: FinishedGame | None = None

    @property
    def path(self) -> Path | None:
        return self.saved.path if self.saved is not None else None


def saved_row(saved: SavedGame, kind: str = SAVE) -> GameRow:
    rep = saved.replay
    outcome = rep.game.outcome(rep.state)
    return GameRow(kind, saved.record, saved.saved_at, game_turns(rep.steps),
                   outcome is not None, tuple(outcome.winners) if outcome else (),
                   saved.dice_source, saved=saved)


def finished_row(game: FinishedGame) -> GameRow:
    turns = game.summary.turns if game.summary is not None else 0
    return GameRow(FINISHED, game.record, game.finished_at, turns, True, game.winners,
                   game.dice_source, finished_game=game)


def collect(autosave: SavedGame | None, saves: Sequence[SavedGame],
            finished: Sequence[FinishedGame]) -> list[GameRow]:
    """Every game, newest first: the game in progress, the saves, the finished games."""
    rows = ([saved_row(autosave, AUTOSAVE)] if autosave is not None else []) + \
        [saved_row(s) for s in saves] + [finished_row(g) for g in finished]
    rows.sort(key=lambda r: r.when, reverse=True)
    rows.sort(key=lambda r: r.kind != AUTOSAVE)          # stable: the newest first after it
    return rows


# --------------------------------------------------------------------------- words
def player_names(record: Record, names: Mapping[str, str] | None = None) -> tuple[str, ...]:
    """The players' names, a household player's as he is called now."""
    names = names or {}
    return tuple(names.get(f"profile:{p.profile}", p.name) if p.profile else p.name
                 for p in record.players)


def length_text(row: GameRow) -> str:
    return phrases(BrowserWords).turns(row.turns)


def status_text(row: GameRow) -> str:
    if row.kind == AUTOSAVE:
        text = translate("Browser", "In progress (Continue)")
    elif row.kind == SAVE:
        text = translate("Browser", "Saved, finished") if row.finished \
            else translate("Browser", "Saved, not finished")
    else:
        text = translate("Browser", "Finished")
    if row.record.casual:
        text = fill(translate("Browser", "%1, casual"), text)
    return text


def result_text(row: GameRow, names: Sequence[str]) -> str:
    """"Anna won", "Anna and Boris shared the win"; "—" while it is not over."""
    if not row.finished:
        return "\u2014"
    won = [names[w] for w in row.winners if 0 <= w < len(names)]
    if len(won) == 1:
        return fill(translate("Browser", "%1 won"), won[0])
    if won:
        return fill(translate("Browser", "%1 shared the win"), names_text(won))
    return translate("Browser", "No winner")


def matches(row: GameRow, text: str, names: Sequence[str], game_name: str) -> bool:
    """Does the filter text appear in the game's name or a player's?"""
    key = text.strip().casefold()
    return not key or key in game_name.casefold() or any(key in n.casefold() for n in names)


def suggested_name(row: GameRow) -> str:
    """A file name for an exported record: "zdorovo 2026-01-10 18-00.json" (the time only when
    it is one: it comes from a file)."""
    from dicegames.persistence.files import safe_name
    from dicegames.persistence.saves import is_timestamp
    stamp = row.when[:16].replace("T", " ").replace(":", "-") if is_timestamp(row.when) else ""
    return safe_name(f"{row.record.game} {stamp}".strip() + ".json", "game.json")
