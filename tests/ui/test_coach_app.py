"""The coach in the app: a finished game's figures are worked out in the worker and kept with
it in the history; older games are valued in the background; the statistics show the ratings
(as a table a screen reader reads, and a chart over time); the practice screen is played by
keyboard and opens the game's replay; tutor mode is chosen per person in New game and
Settings."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from dicegames.ai.coach import band, proficiency
from dicegames.engine import replay
from dicegames.persistence.history import History
from dicegames.persistence.saves import Snapshot
from dicegames.ui.common.thinking import thinker
from dicegames.ui.history import charts
from dicegames.ui.shell.main_window import MainWindow

from .coach_support import bot_record, history_entries, write_history
from .driver import active
from .fakes import FakeDialogs, FakePlayView, main_window


@pytest.fixture
def dialogs():
    return FakeDialogs()


@pytest.fixture
def window(qtbot, dialogs):
    return main_window(qtbot, dialogs)


def settle(qtbot, window):
    """Until the coach has answered and its figures are on disk."""
    qtbot.waitUntil(lambda: window.coach.pending == 0 and thinker().worker.idle,
                    timeout=30_000)
    window.store.flush()


def test_a_finished_game_is_valued_in_the_worker_and_kept_in_the_history(qtbot, window):
    record = bot_record("zdorovo", ("Anna", "Boris"), ("easy", "strong"), 1, computer=1)
    rep = replay(record)
    window.start_game(Snapshot(record.with_actions(()), "virtual"))
    view = FakePlayView.made[-1]
    with qtbot.waitSignal(window.coach.saved, timeout=30_000):
        view.game_finished.emit(Snapshot(record), rep.game.outcome(rep.state))
    settle(qtbot, window)
    (game,), _ = History().load_all()
    assert game.coach == proficiency(record)
    assert [s.player for s in game.coach.seats] == [0]        # the computer is not rated


def test_older_games_are_valued_once_when_the_statistics_open(qtbot, window):
    write_history(history_entries([("zanzibar", 2, ("medium", "easy"))], coached=False))
    window.open_history("stats")
    page = window.history_window.stats
    assert page.waiting == 2 and "earlier game" in page.ratings.note.text()
    settle(qtbot, window)
    qtbot.waitUntil(lambda: bool(page.ratings.rows), timeout=10_000)
    assert all(g.coach is not None for g in History().load_all()[0])
    window.history_window.reload()
    assert window.coach.pending == 0 and page.waiting == 0     # never twice


def test_the_ratings_table_and_chart(qtbot, window):
    write_history(history_entries([("zdorovo", 4, ("medium", "easy")),
                                   ("chicago", 2, ("strong", "easy"))]))
    window.open_history("stats")
    page = window.history_window.stats
    page.views.setCurrentIndex(1)
    t = page.ratings.table
    rows = {(t.item(r, 0).text(), t.item(r, 1).text()): r for r in range(t.rowCount())}
    assert set(rows) == {("Anna", "Zdorovo!"), ("Boris", "Zdorovo!"), ("Anna", "Zonk Chicago"),
                         ("Boris", "Zonk Chicago")}
    anna = next(r for r in page.ratings.rows if r.key == "name:Anna" and r.game == "zdorovo")
    r = rows["Anna", "Zdorovo!"]
    assert t.item(r, 2).text() == "4" and t.item(r, 3).text() == str(anna.decisions)
    assert t.item(r, 4).text() == f"{anna.mean_cost:.1f}"
    assert t.item(r, 7).text() == band("zdorovo", anna.mean_cost).capitalize()
    said = t.item(r, 0).data(Qt.ItemDataRole.AccessibleTextRole)
    assert said.startswith("Anna in Zdorovo!: ") and "decisions in 4 games" in said
    # the chart: a game and a player chosen; the same figures as a table
    page.game.setCurrentIndex(page.game.findData("zdorovo"))
    page.player.setCurrentIndex(page.player.findData("name:Anna"))
    page.chart_kind.setCurrentIndex(page.chart_kind.findData(charts.RATING))
    data = page.chart.data
    assert not data.empty and [n for n, _ in data.series] == ["Each game",
                                                              "Moving average of 10 games"]
    each, average = (v for _, v in data.series)
    assert len(each) == 4 and average[-1] == pytest.approx(anna.mean_cost)
    page.as_table.setChecked(True)
    assert page.chart.table.rowCount() == 4
    page.game.setCurrentIndex(0)                               # all games: not comparable
    assert page.chart.data.empty


def test_practice_by_keyboard_and_its_replay(qtbot, window):
    write_history(history_entries([("zdorovo", 3, ("medium", "easy"))]))
    window.open_practice("name:Boris", "zdorovo")
    pw = window.practice_window
    qtbot.waitUntil(lambda: pw.advice is not None, timeout=30_000)
    played, decision = pw.queue[0]
    assert played.key == "name:Boris" and pw.position.move == decision.move
    assert "Position 1 of" in pw.title.text() and "Boris's game of Zdorovo!" in pw.title.text()
    qtbot.keyClick(pw.list, Qt.Key.Key_Down)
    qtbot.keyClick(pw.list, Qt.Key.Key_Return)                 # the second choice
    assert pw.answer == pw.choices[1][1]
    assert "(your choice)" in " ".join(pw.list.item(i).text() for i in range(pw.list.count()))
    assert pw.list.item(0).text().startswith("\u2605 ")
    assert pw.score_label.text().startswith("Best choices: ") and pw.score_label.text()\
        .endswith(" of 1")
    assert pw.result_label.text()
    qtbot.keyClick(pw.list, Qt.Key.Key_R, Qt.KeyboardModifier.AltModifier)
    pw.open_replay()
    hw = window.history_window
    assert hw.replay is not None and hw.replay.position == decision.move - 1
    qtbot.keyClick(pw.list, Qt.Key.Key_N)                      # the next position
    qtbot.waitUntil(lambda: pw.advice is not None, timeout=30_000)
    assert pw.index == 1 and pw.answer is None
    qtbot.keyClick(pw.list, Qt.Key.Key_1)                      # a choice by its number
    assert pw.answer == pw.choices[0][1] and pw.score_label.text().endswith(" of 2")


def test_a_fresh_position_always_has_a_choice():
    from dicegames.ai.games import coached
    from dicegames.engine import game_info
    from dicegames.ui.coach.practice import fresh_position
    for game_id in coached():
        for k in range(3):
            p = fresh_position(game_id, f"fresh-{k}", ("You", "Other"))
            game = game_info(game_id).make()
            assert game.current_player(p.state) == p.player
            assert len(game.legal_actions(p.state)) > 2 and p.names[p.player] == "You"


def test_practice_without_history_deals_fresh_positions(qtbot, window):
    window.open_practice(None, "zanzibar")
    pw = window.practice_window
    qtbot.waitUntil(lambda: pw.position is not None and pw.advice is not None,
                    timeout=30_000)
    assert pw.position.finished is None and not pw.replay_button.isEnabled()
    assert "A fresh position of Zanzibar" in pw.title.text()
    assert pw.position.names[pw.position.player] == "You"       # the one who decides
    assert pw.player.isHidden()                                 # nobody rated yet
    qtbot.keyClick(pw.list, Qt.Key.Key_Return)
    assert pw.score[1] == 1 and pw.result_label.text()


def test_tutor_mode_per_person_in_new_game_and_settings(qtbot, window, dialogs):
    def new_game(dlg):
        dlg.game.setCurrentIndex(dlg.game.findData("zdorovo"))
        dlg.players.set_limits(2, 2)
        anna, boris = dlg.players.rows
        anna.name.setText("Anna")
        anna.kind.setCurrentIndex(0)
        boris.name.setText("Boris")
        boris.kind.setCurrentIndex(1)                           # the computer
        assert not anna.tutor.isChecked()                       # off by default
        assert not boris.tutor.isEnabled()                      # never for the computer
        anna.tutor.setChecked(True)
        return True
    dialogs.on_run = new_game
    window.new_game("zdorovo")
    assert window.settings.tutored() == {"name:Anna"}
    assert FakePlayView.made[-1].prefs.tutor == {"name:Anna"}

    def keeper(dlg):
        dlg.keeper.setChecked(True)
        assert not any(row.tutor.isEnabled() for row in dlg.players.rows)
        return False
    dialogs.on_run = keeper
    window.new_game("zdorovo")

    def settings(dlg):
        people = dlg.tutor_people
        names = [people.item(i).text() for i in range(people.count())]
        assert names == ["Anna"]                                # the computer is not offered
        assert people.item(0).checkState() == Qt.CheckState.Checked
        people.item(0).setCheckState(Qt.CheckState.Unchecked)
        dlg.tutor_level.setCurrentIndex(dlg.tutor_level.findData("blunders"))
        return True
    dialogs.on_run = settings
    window.open_settings()
    assert window.settings.tutored() == frozenset()
    assert window.settings.preferences().tutor_level == "blunders"


def test_a_correction_after_the_end_is_valued_again(qtbot, dialogs):
    """The table finishes, the coach keeps its figures; a throw corrected at game over makes
    another record: its entry replaces the table's, and the coach values that record."""
    from tests.persistence.helpers import finished_zdorovo_record
    w = MainWindow(dialogs=dialogs)                  # the real play view
    qtbot.addWidget(w)
    active(qtbot, w)
    w.startup()
    done = finished_zdorovo_record(seed="coach-correct")
    w.start_game(Snapshot(done.with_actions(done.actions[:-1]), "real"))
    view = w.view
    with qtbot.waitSignal(w.coach.saved, timeout=30_000):
        assert view.session.request(done.actions[-1])
    settle(qtbot, w)
    (game,), _ = History().load_all()
    assert game.record.actions == done.actions and game.coach == proficiency(game.record)
    first = next(i for i, a in enumerate(done.actions) if a.startswith("roll"))
    faces = "roll " + " ".join("6" if f != "6" else "1" for f in done.actions[first].split()[1:])
    with qtbot.waitSignal(w.coach.saved, timeout=30_000):
        assert view.session.correct([(first, faces)])
    settle(qtbot, w)
    (again,), _ = History().load_all()                 # one table, one entry
    assert again.record.actions[-1] == f"correct {first} {faces}"
    assert again.coach == proficiency(again.record) and again.coach != game.coach
