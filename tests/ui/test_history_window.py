"""Saved games and statistics (Ctrl+H): the browser lists, opens, replays, exports and deletes
(to the trash, with Undo); the statistics and the charts build from real histories and from an
empty one; a household player renamed keeps his games; pyqtgraph only once a chart is drawn."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from dicegames.engine import replay
from dicegames.persistence import paths, trash
from dicegames.persistence.history import History
from dicegames.persistence.profiles import ProfileBook
from dicegames.persistence.saves import SUFFIX, Snapshot, write_save
from dicegames.ui.history import charts
from dicegames.ui.shell.main_window import MainWindow
from tests.persistence.helpers import finished_zdorovo_record, zdorovo_record

from .driver import active
from .fakes import FakeDialogs, FakePlayView

ROOT = Path(__file__).resolve().parents[2]


def _finish(h, record):
    rep = replay(record)
    h.add(record, rep.game.outcome(rep.state))


@pytest.fixture
def dialogs():
    return FakeDialogs()


@pytest.fixture
def window(qtbot, dialogs):
    FakePlayView.made.clear()
    w = MainWindow(dialogs=dialogs, play_view_factory=FakePlayView)
    qtbot.addWidget(w)
    active(qtbot, w)
    w.startup()
    return w


@pytest.fixture
def filled(window):
    h = window.store.history
    for i in range(3):
        _finish(h, finished_zdorovo_record(seed=f"hist{i}"))
    write_save(paths.saves_dir() / f"unfinished{SUFFIX}",
               Snapshot(zdorovo_record(3), "virtual"), "Zdorovo!")
    window.open_history()
    return window.history_window


def test_ctrl_h_opens_the_games_with_every_game(qtbot, window):
    _finish(window.store.history, finished_zdorovo_record(seed="one"))
    qtbot.keySequence(window, QKeySequence("Ctrl+H"))
    hw = window.history_window
    assert hw is not None and hw.isVisible()
    assert hw.browser.table.rowCount() == 1
    assert hw.browser.table.item(0, 4).text() == "Finished"


def test_the_browser_lists_filters_and_opens(filled, dialogs):
    b = filled.browser
    assert b.table.rowCount() == 4
    kinds = sorted(r.kind for r in b.shown)
    assert kinds == ["finished"] * 3 + ["save"]
    b.filter.setText("nobody")
    assert b.table.rowCount() == 0 and not b.empty.isHidden()
    b.filter.setText("anna")
    assert b.table.rowCount() == 4
    finished = next(i for i, r in enumerate(b.shown) if r.finished)
    b.table.selectRow(finished)
    assert b.open_button.text() == "&Open"
    b.open_chosen()
    view = FakePlayView.made[-1]
    assert view.record == b.shown[finished].record
    assert not filled.isVisible()                 # the game is on the table


def test_a_saved_game_opens_to_continue(filled):
    b = filled.browser
    i = next(i for i, r in enumerate(b.shown) if r.kind == "save")
    b.table.selectRow(i)
    assert b.open_button.text() == "&Continue"
    b.open_chosen()
    assert FakePlayView.made[-1].record.actions == zdorovo_record(3).actions


def test_replay_steps_through_the_log_with_the_sheet(qtbot, filled):
    b = filled.browser
    i = next(i for i, r in enumerate(b.shown) if r.finished)
    b.table.selectRow(i)
    b.replay_chosen()
    view = filled.replay
    assert view is not None and filled.games_stack.currentWidget() is view
    n = len(view.entries)
    assert view.position == n and view.log.count() == n + 1
    qtbot.keyClick(view, Qt.Key.Key_Home)
    assert view.position == 0 and view.slider.value() == 0
    start = view.sheet_model.sheet
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert view.position == 2 and view.log.currentRow() == 2
    qtbot.keyClick(view, Qt.Key.Key_End)
    assert view.sheet_model.sheet != start
    assert view.where.text() == f"Move {n} of {n}"
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert filled.replay is None and filled.games_stack.currentWidget() is b


def test_export_writes_the_record(filled, dialogs, tmp_path):
    b = filled.browser
    b.table.selectRow(next(i for i, r in enumerate(b.shown) if r.finished))
    dialogs.save_path = str(tmp_path / "out.json")
    b.export_chosen()
    doc = json.loads((tmp_path / "out.json").read_text())
    assert doc["format"] == "dicegames-record" and doc["game"] == "zdorovo"
    assert "out.json" in b.message.text()


def test_delete_asks_moves_to_the_trash_and_undo_brings_it_back(filled, dialogs):
    b = filled.browser
    b.table.selectRow(next(i for i, r in enumerate(b.shown) if r.finished))
    dialogs.confirm_answer = False
    b.delete_chosen()
    assert len(dialogs.confirms) == 1 and b.table.rowCount() == 4
    assert dialogs.defaults == [False]                  # Enter keeps the game
    dialogs.confirm_answer = True
    b.delete_chosen()
    assert b.table.rowCount() == 3 and len(History().load_all()[0]) == 2
    assert len(list(paths.trash_dir().iterdir())) == 1
    assert not b.undo_button.isHidden()
    b.undo_delete()
    assert b.table.rowCount() == 4 and len(History().load_all()[0]) == 3
    b.table.selectRow(next(i for i, r in enumerate(b.shown) if r.kind == "save"))
    b.delete_chosen()
    assert not list(paths.saves_dir().glob(f"*{SUFFIX}"))
    assert any(trash.original_name(p) == f"unfinished{SUFFIX}"
               for p in paths.trash_dir().iterdir())


def test_statistics_and_every_chart_from_a_history(qtbot, filled, dialogs, tmp_path):
    s = filled.stats
    filled.show_tab("stats")
    assert s.summary.text().startswith("3 finished game")   # en forms: pending
    names = [s.players.item(r, 0).text() for r in range(s.players.rowCount())]
    assert names == ["Anna"]
    assert s.players.item(0, 1).text() == "3"
    for kind in charts.KINDS:
        s.chart_kind.setCurrentIndex(s.chart_kind.findData(kind))
        data = s.chart.data
        assert data is not None
        if kind in (charts.SHARES, charts.SCORES):
            assert not data.empty and s.chart.table.rowCount() == len(data.categories)
    s.game.setCurrentIndex(s.game.findData("zdorovo"))
    assert s.players.columnCount() == 1 + 7 + 2          # the common figures and Zdorovo's
    s.chart_kind.setCurrentIndex(s.chart_kind.findData(charts.RESULTS))
    assert not s.chart.data.empty
    s.as_table.setChecked(True)
    assert s.chart.stack.currentWidget() is s.chart.table
    dialogs.save_path = str(tmp_path / "stats.csv")
    s.export_csv()
    assert (tmp_path / "stats.csv").read_text().startswith("player,profile,game")


def test_the_csv_export_runs_no_name_as_a_formula(qtbot, window, dialogs, tmp_path):
    """Export CSV… writes what `dicegames stats --csv` writes: names a spreadsheet would run
    (=HYPERLINK, +SUM, @cmd, -2+3) start with a single quote, negative results stay numbers."""
    import csv
    import io
    from dataclasses import replace as replaced

    from dicegames.engine import PlayerEntry, loads
    doc = json.loads((ROOT / "tests" / "stats" / "fixtures" / "school.json").read_text())
    record = loads(json.dumps(doc["record"]))
    names = ('=HYPERLINK("http://x.example","Open")', "-2+3")
    _finish(window.store.history, replaced(record, players=tuple(
        PlayerEntry(n) for n in names)))
    window.open_history("stats")
    dialogs.save_path = str(tmp_path / "stats.csv")
    window.history_window.stats.export_csv()
    rows = {r["player"]: r for r in csv.DictReader(io.StringIO(
        (tmp_path / "stats.csv").read_text(encoding="utf-8")))}
    assert set(rows) == {"'" + n for n in names}
    assert rows["'-2+3"]["school_result_mean"] == "-120"


def test_charts_build_from_an_empty_history(qtbot, window):
    window.open_history("stats")
    s = window.history_window.stats
    assert s.summary.text().startswith("0 finished game") and s.players.rowCount() == 0
    for kind in charts.KINDS:
        s.chart_kind.setCurrentIndex(s.chart_kind.findData(kind))
        assert s.chart.data.empty and s.chart.stack.currentWidget() is s.chart.note


def test_a_chart_draws_with_pyqtgraph_in_light_and_dark(qtbot):
    from dicegames.ui.common.theme import Theme
    view = charts.ChartView()
    qtbot.addWidget(view)
    view.resize(500, 400)
    view.show()
    series = charts.scores_data(
        type("S", (), {"row": "total", "names": ("A", "B"),
                       "values": ((0, 0), (5, None), (7, 9))})(), "t")
    for mode in ("light", "dark"):
        Theme().apply(mode)
        view.show_data(series)
        assert view.plot is not None and view.drawn
        item = view.plot.getPlotItem()                  # no "(x0.001)" after an axis title
        assert not any(item.getAxis(side).autoSIPrefix for side in ("bottom", "left"))
    Theme().apply("light")
    view.show_data(charts.shares_data([]))
    assert view.stack.currentWidget() is view.note


def test_a_renamed_household_player_keeps_his_games(qtbot, window):
    book = ProfileBook()
    anna, _ = book.add("Anna")
    rec = finished_zdorovo_record(seed="prof")
    from dataclasses import replace
    rec = replace(rec, players=(replace(rec.players[0], profile=anna.id),))
    _finish(window.store.history, rec)
    window.open_history("players")
    hw = window.history_window
    page = hw.household
    assert page.list.count() == 1 and "14" not in page.record.text()
    assert page.record.text() == "Finished games: 1, won: 1."
    page.name.setText("Anja")
    page.apply()
    assert ProfileBook().get(anna.id).name == "Anja"
    assert [hw.stats.players.item(r, 0).text()
            for r in range(hw.stats.players.rowCount())] == ["Anja"]
    assert page.record.text() == "Finished games: 1, won: 1."
    page.name.setText("")
    page.apply()
    assert page.message.text() == "A household player needs a name."


def test_forgetting_a_household_player_asks_and_enter_keeps_them(qtbot, window):
    ProfileBook().add("Anna")
    window.open_history("players")
    page, dialogs = window.history_window.household, window.dialogs
    dialogs.confirm_answer = False
    page.remove()
    assert dialogs.confirms[-1][0] == "Forget the household player?"
    assert "Finished games stay" in dialogs.confirms[-1][1] and " his " not in \
        dialogs.confirms[-1][1]
    assert dialogs.defaults == [False] and page.list.count() == 1     # Enter: kept
    dialogs.confirm_answer = True
    page.remove()
    assert page.list.count() == 0 and ProfileBook().named("Anna") is None


def test_pyqtgraph_and_numpy_wait_for_the_first_chart():
    code = ("import sys; from PySide6.QtWidgets import QApplication; app = QApplication([]);"
            "from dicegames.ui.history.window import HistoryWindow;"
            "print('pyqtgraph' in sys.modules, 'numpy' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=ROOT, env={"QT_QPA_PLATFORM": "offscreen",
                                        "PATH": "/usr/bin:/bin"}, check=True)
    assert out.stdout.split() == ["False", "False"]


def test_the_score_chart_follows_the_game_chosen_even_unfinished(filled):
    b, s = filled.browser, filled.stats
    s.chart_kind.setCurrentIndex(s.chart_kind.findData(charts.SCORES))
    b.table.selectRow(next(i for i, r in enumerate(b.shown) if r.kind == "save"))
    data = s.chart.data
    assert not data.empty and [n for n, _ in data.series] == ["Anna", "Boris"]
    assert len(data.categories) == s.chart.table.rowCount() >= 1


def test_print_from_the_browser_opens_the_print_dialog_on_that_game(filled, dialogs):
    b = filled.browser
    finished = next(i for i, r in enumerate(b.shown) if r.finished)
    b.table.selectRow(finished)
    assert not b.print_button.isHidden()
    seen = []
    dialogs.on_run = lambda dlg: seen.append(dlg) or False
    b.print_chosen()
    assert [type(d).__name__ for d in seen] == ["PrintDialog"]
