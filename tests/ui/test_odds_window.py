"""The odds window: exact tables for the rules in force, the text's figures with verdicts, a
chart that follows the palette; pyqtgraph loaded only when a chart is first shown."""
from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtGui import QPalette

from dicegames.ai import odds_tables
from dicegames.engine import game_ids, game_info
from dicegames.ui.common.theme import dark_palette, light_palette
from dicegames.ui.odds.window import OddsWindow, open_odds
from dicegames.ui.odds.words import fraction_text

ROOT = Path(__file__).resolve().parents[2]


def shown(qtbot, game_id, rules=None):
    window = OddsWindow(game_ids())
    qtbot.addWidget(window)
    window.show_game(game_id, rules)
    qtbot.waitUntil(lambda: window.tables is not None, timeout=20_000)
    return window


@pytest.mark.parametrize("game_id", game_ids())
def test_every_table_of_every_game_is_shown_exactly(qtbot, game_id):
    window = shown(qtbot, game_id)
    tables = odds_tables(game_info(game_id).make({}))
    widgets = {w.objectName(): w for w in window.table_widgets()}
    for table in tables:
        widget = widgets["odds_" + table.id]
        assert widget.rowCount() == len(table.rows)
        heads = [widget.horizontalHeaderItem(c).text() for c in range(widget.columnCount())]
        chance = heads.index("Chance")
        assert [widget.item(r, chance).text() for r in range(widget.rowCount())] == \
            [fraction_text(r.probability) for r in table.rows]
        if any(r.text for r in table.rows):
            verdicts = [widget.item(r, heads.index("Compared")).text()
                        for r in range(widget.rowCount())]
            assert all(v[0] in "\u2713\u2248\u2260" for v, r in zip(verdicts, table.rows)
                       if r.verdict)


def test_zonk_shows_the_texts_figures_and_a_chart(qtbot):
    window = shown(qtbot, "zonk")
    widget = window.body.findChild(type(window.table_widgets()[0]), "odds_zonk")
    six = widget.rowCount() - 1
    assert widget.item(six, 0).text() == "6 dice" and widget.item(six, 1).text() == "5/216"
    assert widget.item(six, 2).text() == "2.31%" and widget.item(six, 4).text() == "10%"
    assert widget.item(six, 5).text() == "\u2260 differs"
    assert window.chart is not None
    qtbot.waitUntil(lambda: window.chart.isVisibleTo(window))     # a layout shows it queued


def test_the_chart_follows_the_palette(qtbot, qapp):
    window = shown(qtbot, "chicago")
    try:
        qapp.setPalette(dark_palette())
        qapp.processEvents()
        assert window.chart.backgroundBrush().color() == dark_palette().color(
            QPalette.ColorRole.Base)
        qapp.setPalette(light_palette())
        qapp.processEvents()
        assert window.chart.backgroundBrush().color() == light_palette().color(
            QPalette.ColorRole.Base)
    finally:
        qapp.setPalette(qapp.style().standardPalette())


def test_the_rules_in_force_are_the_tables(qtbot):
    info = game_info("zonk")
    rules = info.rules({"three_pairs_allow_four_plus_pair": True})
    window = shown(qtbot, "zonk", rules)
    widget = window.body.findChild(type(window.table_widgets()[0]), "odds_six_dice")
    expected = odds_tables(info.game_cls(rules, game_id="zonk"))
    six = next(t for t in expected if t.id == "six_dice")
    pairs = next(i for i, r in enumerate(six.rows) if r.key == "three_pairs")
    p = six.rows[pairs].probability
    assert widget.item(pairs, 1).text() == f"{p.numerator}/{p.denominator}"


def test_from_the_rules_viewer_and_the_menu(qtbot):
    from dicegames.ui.shell.main_window import MainWindow
    from tests.ui.fakes import FakeDialogs, FakePlayView
    main = MainWindow(dialogs=FakeDialogs(), play_view_factory=FakePlayView)
    qtbot.addWidget(main)
    main.show_rules()
    viewer = main.rules_viewer
    viewer.show_game("school")
    viewer.odds_button.click()
    window = main.findChild(OddsWindow)
    assert window is not None and window.game_id == "school"
    assert open_odds(viewer, "zdorovo") is window


def test_pyqtgraph_and_numpy_wait_until_a_chart_is_shown():
    code = textwrap.dedent("""
        import sys
        from PySide6.QtWidgets import QApplication
        app = QApplication([])
        from dicegames.ui.shell.application import launch
        import dicegames.ui.odds.window, dicegames.ui.play.view, dicegames.ui.play.advisor
        import dicegames.ui.play.review
        print(sorted(m for m in ("pyqtgraph", "numpy") if m in sys.modules))
    """)
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                         env={"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin",
                              "PYTHONPATH": str(ROOT), "HOME": str(ROOT)}, timeout=120)
    assert out.stdout.strip().splitlines()[-1] == "[]", out.stderr


def test_a_game_chosen_while_the_last_is_worked_out_shows_only_its_own_tables(qtbot):
    from dicegames.ui.common.thinking import thinker
    window = OddsWindow(game_ids())
    qtbot.addWidget(window)
    window.show_game("zonk")
    window.show_game("zanzibar")                      # before zonk's tables arrive
    thinker().flush()
    qtbot.waitUntil(lambda: window.tables is not None, timeout=20_000)
    qtbot.wait(0)                                     # (let any late answer be delivered)
    expected = {t.id for t in odds_tables(game_info("zanzibar").make({}))}
    assert {t.id for t in window.tables} == expected
    assert {w.objectName() for w in window.table_widgets()} == {"odds_" + i for i in expected}
