"""The Zonk family's chance to win in the advisor's panel: zonk to a target by its shipped
table at once; rules whose table is not built yet say how far its first-use build is, the
computer playing for points meanwhile, and the column appears once it is built."""
from __future__ import annotations

import pytest

from dicegames.engine import CHANCE, PlayerEntry, Record, game_info, roll_action

from .driver import NAMES, make_view
from .language import app_language
from .test_advisor_win import heads


def first_decision(game_id: str, options: dict, seed: str) -> Record:
    """Anna (a person) against a strong computer, at her first decision."""
    game = game_info(game_id).make(options)
    state = game.new_initial_state(2, 0)
    actions = []
    while game.current_player(state) == CHANCE:
        a = roll_action(game, state, seed)
        actions.append(a.to_str())
        state = game.apply(state, a).state
    seats = (PlayerEntry(NAMES[0]), PlayerEntry(NAMES[1], "computer", "strong"))
    return Record(game_id, seats, options, 0, seed, tuple(actions))


def advised(qtbot, record):
    view = make_view(qtbot, record=record)
    view.show()
    qtbot.waitUntil(lambda: view.advisor.advice is not None, timeout=20_000)
    return view


def test_zonk_to_a_target_shows_the_chance_to_win(qtbot):
    view = advised(qtbot, first_decision("zonk", {"match_format": "multi"}, "race-ui"))
    assert view.advisor.win is not None and heads(view)[-1] == "Win"


@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_a_table_built_on_first_use_shows_its_progress_then_the_chance(qtbot, race_builds, lang):
    with app_language(lang):
        view = advised(qtbot, first_decision("chicago", {"target": 300}, "race-ui"))
        assert view.advisor.win is None and len(heads(view)) == 3      # choice, points, zonk
        note = view.advisor.note.text()
        assert "%" in note and {"en": "chances to win", "ru": "шансы на победу",
                                "es": "probabilidades de ganar"}[lang] in note
        qtbot.waitUntil(lambda: view.advisor.win is not None, timeout=60_000)
        assert len(heads(view)) == 4                                  # and the chance to win
        assert "%" not in view.advisor.note.text()
