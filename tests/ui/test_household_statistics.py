"""A household's statistics on screen: the computer is one player per level, in the app's
language, whatever its seats were called; the share-of-wins chart draws every name whole and
apart, however many players; the head-to-head headers say what each column counts."""
from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication

from dicegames.engine import replay
from dicegames.engine.records import PlayerEntry
from dicegames.stats import aggregate as agg
from dicegames.stats.summary import GameSummary, SeatSummary
from dicegames.ui.history import charts
from dicegames.ui.history.statistics import pair_heads
from dicegames.ui.shell.main_window import MainWindow
from tests.persistence.helpers import zdorovo_record

from .driver import active
from .fakes import FakeDialogs, FakePlayView

PLAYERS = ("Аня", "Борис", "Вера", "Глеб", "Дина", "Егор", "Жанна", "Зоя",
           "Александра Константиновна", "Maximilian-Alexander", "Ольга", "Пётр", "Рита",
           "Степан")
STRONG = {"en": "Computer · Strong", "ru": "Компьютер · Сильный", "es": "Máquina · Fuerte"}


@pytest.fixture
def window(qtbot):
    FakePlayView.made.clear()
    w = MainWindow(dialogs=FakeDialogs(), play_view_factory=FakePlayView)
    qtbot.addWidget(w)
    active(qtbot, w)
    w.startup()
    return w


def test_the_computer_is_one_player_per_level_in_the_apps_words(qtbot, window, lang):
    """Three games against the strong computer, its seat named as New game names it in
    each language: one player, "Computer · Strong" in the app's language, with 3 games."""
    for seed, name in (("a", "Player 2"), ("b", "Игрок 2"), ("c", "Jugador 2")):
        record = zdorovo_record(10_000, players=2, seed=seed * 16)
        record = replace(record, players=(PlayerEntry("Anna"),
                                          PlayerEntry(name, "computer", "strong")))
        rep = replay(record)
        window.store.history.add(record, rep.game.outcome(rep.state))
    window.open_history("stats")
    table = window.history_window.stats.players
    rows = {table.item(r, 0).text(): table.item(r, 1).text() for r in range(table.rowCount())}
    assert rows == {"Anna": "3", STRONG[lang]: "3"}


def many_players() -> list[agg.PlayerStats]:
    games = []
    for i in range(len(PLAYERS)):
        a, b = PLAYERS[i], PLAYERS[(i + 1) % len(PLAYERS)]
        games.append(GameSummary("zonk", (SeatSummary(a, place=1, won=True),
                                          SeatSummary(b, place=2),
                                          SeatSummary("Player 3", "computer", "strong", "",
                                                      3)), f"2026-03-{i + 1:02d}"))
    return agg.player_stats(agg.select(games))


def drawn_labels(axis) -> list:
    """(rect, text) of every label the axis draws now (pyqtgraph's own layout of it)."""
    image = QImage(10, 10, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        _, _, texts = axis.generateDrawSpecs(painter)
    finally:
        painter.end()
    return [(rect, text) for rect, _, text in texts]


@pytest.mark.parametrize("size", [(480, 320), (1200, 700)])
def test_the_share_chart_draws_every_name_whole_and_apart(qtbot, size, lang):
    view = charts.ChartView()
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    stats = many_players()
    view.show_data(charts.shares_data(stats))
    assert view.drawn
    QApplication.processEvents()                    # the layout the chart asked for: no wait
    axis = view.plot.getPlotItem().getAxis("left")
    labels = drawn_labels(axis)
    want = {charts.wrapped(p.name) for p in stats}
    assert {text for _, text in labels} == want and len(labels) == len(want) == 15
    rects = sorted((r for r, _ in labels), key=lambda r: r.top())
    assert all(a.bottom() <= b.top() for a, b in zip(rects, rects[1:]))   # none overlaps
    assert all(r.left() >= 0 for r in rects)                               # none cut
    assert charts.wrapped("Александра Константиновна") == "Александра\nКонстантиновна"
    view.show_data(charts.scores_data(type("S", (), {"row": "total", "names": ("A", "B"),
                                                     "values": ((0, 0), (5, 7))})(), "t"))
    QApplication.processEvents()                    # the chart after it: axes as wide as ever
    item = view.plot.getPlotItem()
    assert item.getAxis("bottom").geometry().width() > 0.6 * view.width()
    assert item.getAxis("left").geometry().width() < 0.3 * view.width()


def test_the_head_to_head_headers_say_what_they_count(qtbot, window, lang):
    heads = [h for h, _ in pair_heads()]
    assert len(set(heads)) == len(heads) == 6              # no two alike ("Ahead", "Ahead")
    assert all(tip for _, tip in pair_heads())
    window.open_history("stats")
    t = window.history_window.stats.pairs
    assert [t.horizontalHeaderItem(c).text() for c in range(t.columnCount())] == heads


def test_the_statistics_fit_a_small_screen(qtbot, window, lang):
    """At 960×640 the Statistics page fits in every language: its filters wrap rather than
    widen the window, and the head-to-head shows every column without a scrollbar."""
    from PySide6.QtCore import QPoint
    names = ("Александра", "Борис", "Maximilian")
    for i, seed in enumerate("abcd"):
        record = replace(zdorovo_record(10_000, players=3, seed=seed * 16), players=(
            PlayerEntry(names[i % 3]), PlayerEntry(names[(i + 1) % 3]),
            PlayerEntry("Player 3", "computer", "strong")))
        rep = replay(record)
        window.store.history.add(record, rep.game.outcome(rep.state))
    window.open_history("stats")
    history = window.history_window
    assert history.minimumSizeHint().width() <= 960
    history.resize(960, 640)
    QApplication.processEvents()
    assert (history.width(), history.height()) == (960, 640)
    page = history.stats
    for w in (page.game, page.player, page.period, page.casual, page.export_button):
        corner = w.mapTo(page, QPoint(w.width(), w.height()))
        assert w.isVisible() and corner.x() <= page.width() and corner.y() <= page.height(), \
            w.objectName()
    pairs = page.pairs
    assert pairs.rowCount() == 6 and not pairs.horizontalScrollBar().isVisible()
    header = pairs.horizontalHeader()          # the last column whole, not cut at the edge
    last = pairs.columnCount() - 1
    assert header.sectionSize(last) >= header.sectionSizeHint(last)
    assert header.length() <= pairs.viewport().width()
    assert page.chart.width() >= 300                   # the chart beside it keeps its room
