"""A played game read from its record (dicegames.engine.played): who acted, where each throw
was dealt, the corrections with what they replaced, and the turn that wrote each cell — the one
reading the table, the replay and the printed sheet share."""
from __future__ import annotations

from dicegames.engine import Action, PlayerEntry, Record, make_game, roll_action
from dicegames.engine.played import Correction, Entry, PlayedGame
from dicegames.engine.rng import Place, dealt, log_digests

SEED = "played"


def zdorovo(players: int = 2, turns: int = 3, options=None) -> Record:
    """Each player throws, keeps nothing and scores the first open category, `turns` times."""
    game = make_game("zdorovo", dict(options or {}))
    state = game.new_initial_state(players, 0)
    actions: list[str] = []
    for _ in range(turns * players):
        roll = roll_action(game, state, f"{SEED}{len(actions)}")
        state = game.apply(state, roll).state
        score = next(a for a in game.legal_actions(state) if a.verb == "score")
        state = game.apply(state, score).state
        actions += [roll.to_str(), score.to_str()]
    return Record("zdorovo", tuple(PlayerEntry(n) for n in ("Anna", "Boris", "Vera")[:players]),
                  dict(options or {}), 0, "", tuple(actions))


def test_each_entry_names_its_seat_its_line_and_the_state_it_made():
    record = zdorovo()
    game = PlayedGame.from_record(record)
    assert [e.seat for e in game.entries] == [0, 0, 1, 1] * 3
    assert [e.line for e in game.entries] == list(range(12)) == list(game.log_indices())
    assert [e.action.to_str() for e in game.entries] == list(record.actions)
    assert game.state == game.entries[-1].step.state
    assert game.state_before(0) == game.initial_state()
    assert game.state_before(5) == game.entries[4].step.state
    assert game.acting_seat() == 0 and game.outcome() is None
    assert game.corrections() == () and game.log_items() == list(game.entries)


def test_each_throw_is_dealt_at_the_place_the_dealer_gives_it():
    record = zdorovo()
    game = PlayedGame.from_record(record)
    digests = log_digests(record.actions)
    before = [Place()] + [e.place for e in game.entries]      # where each entry was dealt
    assert [(e.line, before[k].label(digests)) for k, e in enumerate(game.entries)
            if e.action.verb == "roll"] == dealt(record)


def test_a_correction_is_read_with_what_it_replaced_in_the_order_it_was_made():
    record = zdorovo(players=1, turns=2)
    first_score = record.actions[1]
    thrown = PlayedGame.from_record(record).state_before(1)
    other = next(a.to_str() for a in make_game("zdorovo").legal_actions(thrown)
                 if a.verb == "score" and a.to_str() not in record.actions)
    corrected = record.with_actions(record.actions[:3] + (f"correct 1 {other}",)
                                    + record.actions[3:])
    game = PlayedGame.from_record(corrected)
    assert game.corrections() == (Correction(3, 1, first_score, other),)
    assert game.entries[1].action.to_str() == other           # the entry says what it says now
    assert game.log_indices() == (0, 1, 2, 4)
    items = game.log_items()
    assert [type(i) for i in items] == [Entry, Entry, Entry, Correction, Entry]
    assert game.seats() == {0: 0, 1: 0, 2: 0, 4: 0}


def test_a_cell_is_written_by_its_turn():
    record = zdorovo(players=2, turns=1)
    game = PlayedGame.from_record(record)
    cell = Action.from_str(record.actions[1]).args[0]
    origin = game.origins()[str(cell), 0]
    assert origin.turn == (0, 1) and origin.writer == 1 and origin.positions == (0, 1)
    assert game.dice_before(origin) == Action.from_str(record.actions[0]).numbers
    assert {seat for _, seat in game.origins()} == {0, 1}


def test_the_last_sheet_of_a_finished_game_keeps_the_turns_that_wrote_it():
    """The end of the last game keeps its cells' turns (a finished Zdorovo had none, so
    nothing could be corrected); a game of a match that goes on starts a fresh sheet."""
    single = PlayedGame.from_record(zdorovo(players=1, turns=11))
    assert single.outcome() is not None and len(single.origins()) == 11
    series = zdorovo(players=1, turns=12, options={"match": "series", "series_games": 2})
    game = PlayedGame.from_record(series)
    assert game.outcome() is None and len(game.origins()) == 1      # game 2: its first cell
    game = PlayedGame.from_record(series.with_actions(series.actions[:22]))
    assert game.outcome() is None and game.origins() == {}          # game 1 done, 2 to come
