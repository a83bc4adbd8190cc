"""A household's history with the coach's figures: games of people who play like the computer's
levels (their seats recorded as people's), each valued by the coach, one a day."""
from __future__ import annotations

from dicegames.ai.bots import play, seats
from dicegames.ai.coach import proficiency
from dicegames.engine import PlayerEntry, Record, game_info, replay
from dicegames.persistence import paths
from dicegames.persistence.history import document, entry_document, record_digest
from dicegames.stats.coach import to_json


def bot_record(game_id: str, names: tuple[str, ...], levels: tuple[str, ...], k: int,
               computer: int | None = None) -> Record:
    """A finished game of `levels` (seat `computer` recorded as the computer, the others as
    people named `names`)."""
    game = game_info(game_id).make()
    seed = f"coach-ui:{game_id}:{k}"
    actions = [a.to_str() for _, a, _ in play(game, seats(game, list(levels)), seed,
                                                len(levels), k % len(levels))]
    players = tuple(PlayerEntry(n, "computer", levels[i]) if i == computer else PlayerEntry(n)
                    for i, n in enumerate(names))
    return Record(game_id, players, first_player=k % len(levels), seed=seed,
                  actions=tuple(actions))


def history_entries(plan: list[tuple[str, int, tuple[str, ...]]], coached: bool = True
                    ) -> list[dict]:
    """Entries, newest first: for each (game, games, levels of Anna and Boris) that many games,
    one a day from 2026-03-01."""
    entries = []
    day = 0
    for game_id, count, levels in plan:
        for k in range(count):
            record = bot_record(game_id, ("Anna", "Boris")[:len(levels)], levels, k)
            rep = replay(record)
            when = f"2026-03-{1 + day // 24:02d}T{day % 24:02d}:00:00Z"
            day += 1
            entry = entry_document(record, rep.game.outcome(rep.state), "virtual", when)
            if coached:
                entry["coach"] = dict(to_json(proficiency(record)),
                                      record=record_digest(entry["record"]))
            entries.append(entry)
    entries.sort(key=lambda e: e["finished_at"], reverse=True)
    return entries


def write_history(entries: list[dict]) -> None:
    path = paths.history_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(document(entries))


PLAN = [("zdorovo", 12, ("medium", "easy")), ("chicago", 4, ("strong", "easy")),
        ("zanzibar", 3, ("medium", "easy"))]
