"""A household's statistics: the computer is one player per level, whatever its seats were
called ("Player 2", "Игрок 3", a household name) — not a new player per default name — and
two seats of one level in a game each count, in the figures and head to head."""
from __future__ import annotations

from dicegames.stats.aggregate import Filter, head_to_head, player_stats, select, to_json, trend
from dicegames.stats.summary import GameSummary, SeatSummary

ANNA = "profile:pAnna01"


def seat(name: str, place: int, kind: str = "human", level: str = "", profile: str = ""):
    return SeatSummary(name, kind, level, profile, place, 10 * (4 - place), place == 1)


def evening() -> list[GameSummary]:
    """Anna against the computer's seats, named as New game names them in each language."""
    return [
        GameSummary("zonk", (seat("Anna", 1, profile="pAnna01"),
                             seat("Player 2", 2, "computer", "strong")), "2026-03-01T18:00:00Z"),
        GameSummary("zonk", (seat("Anna", 2, profile="pAnna01"),
                             seat("Игрок 2", 1, "computer", "strong"),
                             seat("Jugador 3", 3, "computer", "easy")), "2026-03-02T18:00:00Z"),
        GameSummary("zonk", (seat("Anna", 3, profile="pAnna01"),
                             seat("Robot", 1, "computer", "strong"),
                             seat("Player 3", 2, "computer", "strong")), "2026-03-03T18:00:00Z"),
        GameSummary("zonk", (seat("Anna", 1, profile="pAnna01"),
                             seat("Player 2", 2, "computer", "normal"),          # older records
                             seat("Dad", 3, "computer", "medium", "pDad0001")),
                    "2026-03-04T18:00:00Z"),
        GameSummary("zonk", (seat("Anna", 1, profile="pAnna01"),
                             seat("Player 2", 2)), "2026-03-05T18:00:00Z"),    # a human
    ]


def test_the_computer_is_one_player_per_level_whatever_its_seats_names():
    stats = {p.key: p for p in player_stats(select(evening()))}
    assert set(stats) == {ANNA, "computer:strong", "computer:easy", "computer:medium",
                          "name:Player 2"}
    strong = stats["computer:strong"]
    assert strong.name == "Computer · Strong" and strong.profile == ""
    assert (strong.games, strong.wins) == (4, 2)              # every seat it played
    assert stats["computer:medium"].name == "Computer · Normal"
    assert stats["computer:medium"].games == 2                # "normal" is today's "medium"
    assert stats["computer:easy"].games == 1
    assert stats["name:Player 2"].games == 1                  # a human is still his name
    assert stats[ANNA].games == 5


def test_head_to_head_counts_each_seat_of_a_level():
    h = head_to_head(select(evening()), ANNA, "computer:strong")
    assert (h.games, h.a_ahead, h.b_ahead, h.level) == (4, 1, 3, 0)
    assert [p.place for p in trend(select(evening()), "computer:strong")] == [2, 1, 1, 2]
    doc = to_json(player_stats(select(evening())), select(evening()), Filter())
    assert {"players": ["Anna", "Computer · Strong"], "games": 4, "ahead": [1, 3],
            "level": 0} in doc["head_to_head"]
