"""Records of small real games for the persistence tests."""
from __future__ import annotations

from dicegames.engine import Record, make_game, roll_action
from dicegames.engine.records import PlayerEntry

SEED = "0123456789abcdef"


def zdorovo_record(n_actions: int = 6, players: int = 2, seed: str = SEED) -> Record:
    """A zdorovo game with `n_actions` legal actions played (first legal decision each time)."""
    game = make_game("zdorovo")
    state = game.new_initial_state(players, 0)
    actions = []
    while len(actions) < n_actions and game.current_player(state) != -2:
        if game.current_player(state) == -1:
            a = roll_action(game, state, seed)
        else:
            legal = game.legal_actions(state)
            a = next((x for x in legal if x.verb == "score"), legal[0])
        state = game.apply(state, a).state
        actions.append(a.to_str())
    names = ("Anna", "Boris", "Vera", "Gleb")[:players]
    finished = game.current_player(state) == -2
    return Record("zdorovo", tuple(PlayerEntry(n) for n in names), {}, 0,
                  seed if finished else "", tuple(actions))   # no seed: as a save holds it


def finished_zdorovo_record(seed: str = SEED) -> Record:
    return zdorovo_record(10_000, players=1, seed=seed)
