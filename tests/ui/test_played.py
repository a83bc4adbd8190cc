"""The table, the replay and the printed sheet read one played game (dicegames.engine.played):
the live session reads as its record replayed, through corrections, undo and redo, and printing
and the replay read a record without building a session."""
from __future__ import annotations

from dicegames.engine.played import PlayedGame
from dicegames.ui.history.replay import ReplayView
from dicegames.ui.play import GameSession
from dicegames.ui.printing.content import filled_sheet
from tests.persistence.helpers import finished_zdorovo_record

from .test_sheets import real_session


def test_the_table_reads_as_its_record_replayed(qtbot):
    s = real_session("zdorovo", throws=[(6, 6, 2, 3, 3), "reroll 2 3 4", (6, 1, 1),
                                        "score sixes", (1, 1, 1, 2, 2), "score full_house"])

    def as_replayed() -> None:
        live, again = s.played, PlayedGame.from_record(s.record)
        assert live.entries == again.entries and live.state == again.state
        assert live.corrections() == again.corrections()
        assert live.log_items() == again.log_items() and live.origins() == again.origins()

    as_replayed()
    assert s.correct([(2, "roll 6 6 6")])
    as_replayed()
    assert s.played.corrections()[0].was == "roll 6 1 1"
    s.undo()
    as_replayed()
    s.redo()
    as_replayed()


def test_printing_and_the_replay_read_a_record_without_a_session(qtbot, monkeypatch):
    record = finished_zdorovo_record()

    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError("a live GameSession was built to read a game")

    monkeypatch.setattr(GameSession, "__init__", refuse)
    sheet = filled_sheet(record, with_log=True)
    assert sheet.result is not None and sheet.log
    view = ReplayView(record, ("Anna",))
    qtbot.addWidget(view)
    assert view.position == len(view.entries) == len(record.actions)
