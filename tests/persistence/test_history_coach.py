"""The coach's figures are kept with their game in the history: only for their own record,
through the trash and back, and never from a damaged or hostile entry."""
from __future__ import annotations

import json
from dataclasses import replace

from dicegames.ai.coach import proficiency
from dicegames.engine import replay
from dicegames.persistence import paths
from dicegames.persistence.history import History
from tests.persistence.helpers import finished_zdorovo_record


def _add(h, record):
    rep = replay(record)
    h.add(record, rep.game.outcome(rep.state))


def _raw():
    return json.loads(paths.history_path().read_text(encoding="utf-8"))["games"]


def test_figures_are_kept_with_their_game_and_read_back():
    h = History()
    record, other = finished_zdorovo_record(seed="c1"), finished_zdorovo_record(seed="c2")
    _add(h, record)
    _add(h, other)
    c = proficiency(record)
    assert h.add_coach(record, c) == []
    games, problem = h.load_all()
    assert problem is None
    by_seed = {g.record.actions: g for g in games}
    assert by_seed[record.actions].coach == c
    assert by_seed[other.actions].coach is None          # not worked out yet
    before = paths.history_path().read_bytes()
    h.add_coach(record, c)                                # the same again: nothing written
    assert paths.history_path().read_bytes() == before


def test_figures_of_another_record_are_not_used():
    """A correction after the end makes another record: its entry needs figures of its own."""
    h = History()
    record = finished_zdorovo_record(seed="c3")
    _add(h, record)
    c = proficiency(record)
    h.add_coach(record, c)
    raw = _raw()
    changed = replace(record, players=(replace(record.players[0], name="Anya"),))
    raw[0]["record"] = changed.to_json()
    raw[0].pop("summary")
    paths.history_path().write_text(json.dumps({"format": "dicegames-history", "version": 2,
                                                "games": raw}), encoding="utf-8")
    (game,), _ = History().load_all()
    assert game.record.players[0].name == "Anya" and game.coach is None


def test_a_game_not_in_the_history_any_more_gets_nothing():
    h = History()
    record = finished_zdorovo_record(seed="c4")
    c = proficiency(record)
    assert h.add_coach(record, c) == []
    assert not paths.history_path().exists()


def test_hostile_figures_are_ignored_not_fatal():
    h = History()
    record = finished_zdorovo_record(seed="c5")
    _add(h, record)
    h.add_coach(record, proficiency(record))
    raw = _raw()
    good = raw[0]["coach"]
    for bad in ({**good, "seats": [{"player": 0}]}, {**good, "version": 99}, "x",
                {**good, "record": "0" * 32}, {**good, "exact": "yes"}):
        raw[0]["coach"] = bad
        paths.history_path().write_text(json.dumps({"format": "dicegames-history",
                                                    "version": 2, "games": raw}),
                                        encoding="utf-8")
        (game,), problem = History().load_all()
        assert problem is None and game.coach is None and game.summary is not None


def test_the_figures_go_to_the_trash_and_come_back():
    """Deleting a game moves its entry — figures and all — to a file of its own; Undo puts
    it back."""
    from dicegames.persistence.history import entry_file, parse_entry_file
    h = History()
    record = finished_zdorovo_record(seed="c6")
    _add(h, record)
    c = proficiency(record)
    h.add_coach(record, c)
    (game,), _ = h.load_all()
    kept = json.loads(json.dumps(entry_file(h.peek(game))))
    h.take(game)
    assert h.load_all()[0] == []
    h.put_back(parse_entry_file(kept))
    (back,), _ = h.load_all()
    assert back.coach == c
