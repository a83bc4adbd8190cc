"""How virtual dice are dealt (docs/saves.md "The dealing rule"): a throw taken back comes back
only to the player who saw it, in the same turn; undo and redo, or undo and the same decision,
show the same dice — also in an earlier turn, also after a save and Continue; a save keeps only
what can still be undone into, and reads back what it wrote, for every game; after undo past
the end no coming throw follows from the secret the finished record published."""
from __future__ import annotations

import json

import pytest

from dicegames.engine import Action, game_ids, game_info, replay, throw_dice
from dicegames.engine.events import ends_turn
from dicegames.engine.rng import dealt
from dicegames.persistence.autosave import Autosave
from dicegames.persistence.saves import (
    Snapshot,
    parse_save,
    read_save,
    save_document,
    write_save,
)
from dicegames.ui.play import GameSession

from .driver import make_record


def _score(s: GameSession) -> Action:
    return next(a for a in s.legal_actions() if a.verb == "score")


def _resumed(s: GameSession, tmp_path, name: str = "g") -> GameSession:
    """The game after a save and Continue: a new session, a new secret."""
    path = tmp_path / f"{name}.dicegames"
    write_save(path, Snapshot(s.record, "virtual", s.drawn_ahead()))
    saved = read_save(path)
    return GameSession(saved.record, "virtual", drawn=saved.snapshot.drawn)


def _undo_to(s: GameSession, actions: int) -> None:
    while len(s.record.actions) > actions:
        assert s.undo()


# ------------------------------------------------------------------ 24.7 the dealing rule
@pytest.mark.parametrize("seed", [f"table-{i}" for i in range(14)])
def test_a_throw_taken_back_is_never_dealt_to_the_next_player(seed):
    s = GameSession(make_record("zdorovo", ("human", "human"), seed=seed))
    s.throw()                                        # Anna's first throw
    s.request("reroll 0 1 2 3 4")                    # she throws all five again, sees them …
    taken_back = s.history[-1].action.numbers
    s.undo()                                         # … takes it back and scores instead
    assert s.request(_score(s)) and s.acting_seat() == 1
    s.throw()                                        # Boris's first throw
    assert s.history[-1].seat == 1
    assert s.history[-1].action.numbers != taken_back


def test_the_taken_back_throw_comes_back_to_its_player_in_its_turn():
    s = GameSession(make_record("zdorovo", ("human", "human"), seed="back"))
    s.throw()
    s.request("reroll 0 1 2")
    seen = s.history[-1].action
    s.undo()
    s.request("reroll 0 1 2")                        # the same decision: the same dice
    assert s.history[-1].action == seen
    s.undo()
    assert s.redo() and s.history[-1].action == seen     # redo: the same dice
    s.undo()
    s.request("reroll 0 1")                          # fewer dice: the first of them
    assert s.history[-1].action.numbers == seen.numbers[:2]


def test_undo_into_an_earlier_turn_shows_the_same_dice_also_after_continue(tmp_path):
    s = GameSession(make_record("zdorovo", ("human", "human"), seed="earlier"))
    s.throw()
    s.request("reroll 0 1 2")                        # Anna sees a re-throw …
    seen = s.history[-1].action
    s.undo()
    s.request(_score(s))                             # … and scores her first throw instead
    s.throw()
    boris = s.history[-1].action
    s.request(_score(s))
    later = _resumed(s, tmp_path)
    assert later.record.actions == s.record.actions
    _undo_to(later, 1)                               # back into Anna's turn, after Continue
    again = _resumed(later, tmp_path, "again")       # saved there, Boris's turn to redo
    later.request("reroll 0 1 2")
    assert later.history[-1].action == seen          # no undo-scumming across turns
    later.undo()
    assert later.redo() and later.history[-1].action == seen     # undo and redo: the same
    again.request("reroll 0 1 2")
    assert again.history[-1].action == seen          # … nor across a second Continue
    again.undo()
    again.request(_score(again))                     # the same moves again …
    again.throw()
    assert again.history[-1].action == boris         # … and Boris's throw is his, as it was


def test_the_save_keeps_no_throw_of_a_course_of_play_given_up(tmp_path):
    s = GameSession(make_record("zdorovo", ("human", "human"), seed="given up"))
    s.throw()
    s.request(_score(s))
    s.throw()                                        # Boris's first throw …
    s.undo()
    s.undo()                                         # … taken back with Anna's score
    s.request("reroll 0 1 2 3 4")                    # she plays otherwise: that course is gone
    kept = s.drawn_ahead()
    assert len(kept) == 0                            # the re-throw is in the log now
    s.undo()
    assert len(s.drawn_ahead()) == 1                 # Anna's re-throw, in her turn


def test_a_finished_game_in_one_sitting_can_be_verified_from_its_seed(qtbot):
    s = GameSession(make_record("zdorovo", ("human", "human"), seed="verify"))
    while s.outcome() is None:
        if s.dice_to_throw():
            s.throw()
        else:
            legal = s.legal_actions()
            reroll = next((a for a in legal if a.verb == "reroll" and len(a.args) > 1), None)
            if reroll is not None and len(s.history) % 3 == 0:
                s.request(reroll)
                s.undo()                             # changed her mind: taken back
            s.request(_score(s))
    record = s.finished_record()
    assert record.seed == "verify"
    rep = replay(record)
    rolls = dealt(record)
    assert len(rolls) == sum(1 for text in record.actions if text.startswith("roll"))
    for line, label in rolls:
        faces = Action.from_str(record.actions[line]).numbers
        assert faces == throw_dice("verify", label, len(faces))
    assert rep.state == s.state


# ------------------------------------------------------------------ 24.1 one bound
THROWING = ("reroll", "throw", "piggyback", "fresh")     # decisions that ask for a throw


def _changed_mind_game(game_id: str, players: int, undos: int, seed: str) -> GameSession:
    """A game where the table takes back `undos` re-throws, from its start."""
    s = GameSession(make_record(game_id, ("human",) * players, seed=seed))
    changes_of_mind(s, undos)
    return s


def changes_of_mind(s: GameSession, undos: int) -> int:
    """Play on, taking back `undos` re-throws ("changed my mind": throw again — all the dice,
    then the fewest —, take it back, then decide otherwise), to the end or until the undos
    are done; returns the undos made."""
    from dicegames.ai.bots import choose
    taken = 0
    while s.outcome() is None and taken < undos:
        if s.dice_to_throw():
            s.throw()
            continue
        again = sorted((a for a in s.legal_actions() if a.verb in THROWING),
                       key=lambda a: -len(a.args))
        for action in again[:1] + again[-1:] if len(again) > 1 else again:
            n = len(s.history)
            s.request(action)
            if len(s.history) == n + 2 and s.history[-1].action.verb == "roll" \
                    and taken < undos:
                assert s.undo()
                taken += 1
            elif len(s.history) != n:
                break                                # it stays: play on from there
        else:
            s.request(choose(s.game, s.state))
    return taken


def _round_trip(s: GameSession, tmp_path) -> None:
    """What the game writes is read back the same: autosave, its .bak, a Ctrl+S save."""
    snap = Snapshot(s.record, "virtual", s.drawn_ahead())
    slot = Autosave(tmp_path / "autosave.json")
    slot.write(snap)
    slot.write(snap)                                 # the first one is the .bak now
    loaded = slot.load()
    assert loaded.problem is None and loaded.value.snapshot.drawn == snap.drawn
    (tmp_path / "autosave.json").write_text("{damaged")
    from_bak = slot.load()
    assert from_bak.from_backup and from_bak.value.snapshot.drawn == snap.drawn
    path = tmp_path / "evening.dicegames"
    write_save(path, snap)
    assert read_save(path).snapshot.drawn == snap.drawn
    resumed = GameSession(read_save(path).record, "virtual", drawn=snap.drawn)
    assert resumed.state == s.state and resumed.drawn_ahead() == snap.drawn


def test_a_four_player_zdorovo_with_100_changes_of_mind_saves_and_opens(tmp_path):
    s = _changed_mind_game("zdorovo", 4, 100, "long evening")
    assert s.outcome() is None                       # 100 changes of mind, and still playing
    _round_trip(s, tmp_path)
    doc = json.loads((tmp_path / "evening.dicegames").read_text())
    assert "dice" not in doc and len(doc["taken_back"]) == len(s.drawn_ahead())


def test_a_whole_game_of_changes_of_mind_keeps_one_throw_per_place(tmp_path):
    s = _changed_mind_game("zdorovo", 4, 10_000, "every throw taken back")
    kept = s.drawn_ahead()
    turns = sum(1 for e in s.history if ends_turn(e.step))
    assert s.outcome() is not None and len(kept) > 64    # 0.1 refused more than 64
    assert len(kept) <= 3 * turns                    # at most one per place: 3 throws a turn
    _round_trip(s, tmp_path)


@pytest.mark.parametrize("game_id", game_ids())
def test_every_game_reads_back_the_throws_it_keeps(tmp_path, game_id):
    players = min(4, game_info(game_id).max_players)
    s = _changed_mind_game(game_id, players, 40, f"keep {game_id}")
    _round_trip(s, tmp_path)


# ------------------------------------------------------------------ 24.6 a fresh secret
def _play_to_end(s: GameSession, decide=None) -> None:
    while s.outcome() is None:
        if s.dice_to_throw():
            s.throw()
        else:
            s.request((decide or (lambda legal: legal[-1]))(s.legal_actions()))


def _fresh_throws(record, before) -> list[tuple[str, tuple[int, ...]]]:
    """(label, faces) of every throw of `record` at a place `before` never dealt."""
    old = {label for _, label in dealt(before)}
    return [(label, Action.from_str(record.actions[line]).numbers)
            for line, label in dealt(record) if label not in old]


def _dealt_by(seed: str, throws) -> list[bool]:
    return [faces == throw_dice(seed, label, len(faces)) for label, faces in throws]


def test_after_undo_past_the_end_no_coming_throw_follows_from_the_published_seed(monkeypatch):
    monkeypatch.setattr("dicegames.engine.rng.new_seed", lambda: "the fresh secret")
    s = GameSession(make_record("zdorovo", ("human",), seed="published"))
    _play_to_end(s)
    published = s.finished_record()
    assert published.seed == "published"
    _undo_to(s, len(s.record.actions) - 12)          # back past the end, a few turns
    assert s.outcome() is None
    _play_to_end(s, lambda legal: legal[0])          # and on, differently
    fresh = _fresh_throws(s.record, published)
    assert len(fresh) >= 4
    assert all(_dealt_by("the fresh secret", fresh))
    assert not any(_dealt_by("published", [t for t in fresh if len(t[1]) >= 3]))
    assert s.finished_record().seed == ""            # no single secret dealt it


def test_a_finished_game_from_the_history_reopened_deals_from_a_fresh_secret(monkeypatch):
    first = GameSession(make_record("zdorovo", ("human",), seed="in the history"))
    _play_to_end(first)
    record = first.finished_record()                 # as the history holds it: with its seed
    monkeypatch.setattr("dicegames.engine.rng.new_seed", lambda: "another secret")
    s = GameSession(record, "virtual")
    assert s.outcome() is not None
    _undo_to(s, len(record.actions) - 6)
    _play_to_end(s, lambda legal: legal[0])
    fresh = _fresh_throws(s.record, record)
    assert fresh and all(_dealt_by("another secret", fresh))
    assert not any(_dealt_by("in the history", [t for t in fresh if len(t[1]) >= 3]))


def test_undo_past_the_end_and_the_same_decision_show_the_same_dice():
    s = GameSession(make_record("zdorovo", ("human",), seed="same end"))
    _play_to_end(s)
    ending = s.record.actions
    _undo_to(s, len(ending) - 3)
    for text in ending[len(ending) - 3:]:
        action = Action.from_str(text)
        if action.verb == "roll":
            s.throw()
        else:
            s.request(action)
    assert s.record.actions == ending and s.outcome() is not None


# ------------------------------------------------------------------ saves of before
def test_an_earlier_save_by_throw_number_opens_and_deals_no_ones_throw_to_another():
    s = GameSession(make_record("zdorovo", ("human", "human"), seed="by number"))
    s.throw()
    s.request("reroll 0 1 2 3 4")
    annas = s.history[-1].action.numbers
    s.undo()
    s.request("reroll 0 1")                          # fewer dice: the first two of the five
    s.request(_score(s))                             # Boris to throw
    doc = save_document(Snapshot(s.record, "virtual"), "before")
    doc["dice"] = {"drawn": [[1, list(annas)], [2, [6, 6, 6, 6, 6]]]}   # as 0.1 wrote it
    saved = parse_save(json.dumps(doc).encode())
    later = GameSession(saved.record, "virtual", drawn=saved.snapshot.drawn)
    assert list(saved.snapshot.drawn.values()) == [annas]   # throw 1 was Anna's: kept
    later.throw()
    assert later.history[-1].action.numbers != (6, 6, 6, 6, 6)   # throw 2 was no one's yet
    _undo_to(later, 1)                               # back before Anna's re-throw of two …
    later.request("reroll 0 1 2 3 4")
    assert later.history[-1].action.numbers == annas     # … the five she saw, as they were


def test_a_save_is_never_written_larger_than_it_can_be_read():
    from dicegames.persistence.errors import StorageError
    from dicegames.persistence.files import SAVE_CAP
    s = GameSession(make_record("zdorovo", ("human",), seed="huge"))
    rows = {f"{n:032x}:{n % 3}": (6, 6, 6, 6, 6) for n in range(SAVE_CAP // 40)}
    with pytest.raises(StorageError) as refused:
        Autosave().write(Snapshot(s.record, "virtual", rows))
    assert refused.value.code == "too_large" and not Autosave().path.exists()
    from dicegames.ui.common.messages import autosave_error_text
    assert "too long for a save file" in autosave_error_text(refused.value)
