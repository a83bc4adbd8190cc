"""The rules in the app: F1 shows the game at the table with its options, Help → Rules any game;
contents, a scoring table the engine computed for the options in force, print, the language;
and the explanations in place: sheet rows with a computed example, the 421 hand on the table."""
from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QApplication

from dicegames.engine import Action, PlayerEntry, Record, game_ids, game_info
from dicegames.ui.common import later
from dicegames.ui.common.i18n import Translations
from dicegames.ui.games import look
from dicegames.ui.rules.document import rules_markdown, scoring_markdown
from dicegames.ui.rules.viewer import RulesViewer
from tests.ui.driver import active, key
from tests.ui.fakes import FakeDialogs


def table_rows(markdown: str) -> list[list[str]]:
    return [[c.strip() for c in line.strip("|").split("|")]
            for line in markdown.splitlines() if line.startswith("| ") and "---" not in line]


@pytest.fixture
def viewer(qtbot):
    v = RulesViewer(game_ids())
    qtbot.addWidget(v)
    return v


@pytest.fixture
def window(qtbot):
    from dicegames.ui.shell.main_window import MainWindow
    w = MainWindow(dialogs=FakeDialogs())
    qtbot.addWidget(w)
    w.startup()
    return w


def test_every_game_has_its_rules_with_contents_and_a_computed_table(viewer):
    for game_id in game_ids():
        viewer.show_game(game_id)
        titles = viewer.section_titles()
        assert titles[0] == look(game_id).name().split(" (")[0] or len(titles) == 9, titles
        assert len(titles) == 9                           # the title and the eight sections
        text = viewer.text.toPlainText()
        assert "{{" not in text and "<!--" not in text
        assert viewer.windowTitle().endswith(look(game_id).name())
    viewer.close()


def test_the_table_is_the_engines_for_the_options_in_force():
    zonk = game_info("zonk")
    rows = table_rows(scoring_markdown(zonk.make(), look("zonk")))
    assert ["Three 1s", "1 1 1", "37"] in rows and ["One 5", "5", "1"] in rows
    assert ["Six of a kind", "6 6 6 6 6 6", "wins the game at once"] in rows
    assert ["", "1 1 3 3 4 4", "74"] in rows                   # ones count 1 in three pairs
    ace_high = table_rows(scoring_markdown(zonk.make({"pair_max_ace_high": True}), look("zonk")))
    assert ["", "1 1 3 3 4 4", "77"] in ace_high               # … or highest, as chosen
    chicago = table_rows(scoring_markdown(game_info("chicago").make(), look("chicago")))
    assert ["Three 1s", "1 1 1", "1,000"] in chicago            # the locale's digits
    doubling = game_info("chicago").make({"multiples": "doubling"})
    assert ["Four 1s", "1 1 1 1", "2,000"] in table_rows(scoring_markdown(doubling,
                                                                             look("chicago")))
    school = table_rows(scoring_markdown(game_info("school").make(), look("school")))
    assert ["", "6 6 4 3 1 (straight off)", "24"] in school
    detroit = scoring_markdown(game_info("detroit").make(), look("detroit"))
    assert "white 3 3, red 2 2, green 4 4" in detroit


def test_the_options_section_names_each_option_its_value_and_what_it_changes():
    rules = game_info("zonk").rules({"pair_max_ace_high": True})
    text = rules_markdown("zonk", rules, "en")
    line = next(x for x in text.splitlines()
                if x.startswith("- **Ones count highest in three pairs and two triples:**"))
    assert "on (standard: off)" in line and " — " in line
    assert "{{" not in text and "<!--" not in text


def test_f1_at_the_table_shows_that_game_with_its_options(qtbot, window):
    window.start_game(window._snapshot(Record(
        "zonk", (PlayerEntry("Anna"), PlayerEntry("Boris")), {"pair_max_ace_high": True}, 0,
        "f1"), "virtual"))
    active(qtbot, window)
    key(qtbot, Qt.Key.Key_F1)
    v = window.rules_viewer
    qtbot.waitUntil(v.isVisible)
    assert v.game_id == "zonk" and v.rules.pair_max_ace_high
    assert v.in_force.text() == "The rules of the game at the table, with its options"
    assert "77" in v.text.toPlainText()
    v.game_box.setCurrentIndex(v.game_box.findData("school"))
    v.game_box.activated.emit(v.game_box.currentIndex())
    assert v.game_id == "school" and v.in_force.text() == "The standard rules"
    v.game_box.setCurrentIndex(v.game_box.findData("zonk"))
    v.game_box.activated.emit(v.game_box.currentIndex())
    assert v.rules.pair_max_ace_high                    # back to the table's own rules
    v.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is v)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
    assert not v.isVisible()


def test_help_rules_from_the_home_shows_the_chosen_card(qtbot, window):
    window.show()
    card = next(c for c in window.home.cards if c.game_id == "zanzibar")
    card.setFocus()
    qtbot.waitUntil(card.hasFocus)
    window.act_rules.trigger()
    assert window.rules_viewer.game_id == "zanzibar"
    assert window.rules_viewer.in_force.text() == "The standard rules"


def test_contents_scroll_to_their_section(qtbot, viewer):
    viewer.show_game("school")
    viewer.show()
    bar = viewer.text.verticalScrollBar()
    viewer.contents.setCurrentRow(3)                                  # Scoring
    assert bar.value() > 0
    heading = viewer.text.textCursor().block()
    assert heading.text().strip() == viewer.section_titles()[3]
    top = viewer.text.cursorForPosition(viewer.text.viewport().rect().topLeft()).block()
    assert abs(top.blockNumber() - heading.blockNumber()) <= 1       # at the top of the view
    viewer.contents.setCurrentRow(0)
    assert bar.value() == 0


def test_the_rules_print(tmp_path, viewer):
    from PySide6.QtPrintSupport import QPrinter
    viewer.show_game("zdorovo")
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "rules.pdf"))
    viewer.print_to(printer)
    pdf = (tmp_path / "rules.pdf").read_bytes()
    assert pdf.startswith(b"%PDF") and len(re.findall(rb"/Type\s*/Page\b", pdf)) >= 2
    viewer.print_preview()
    assert viewer.preview.isVisible() and viewer.printer is not None
    viewer.preview.close()


def test_the_viewer_follows_the_language(qtbot, viewer):
    viewer.show_game("school")
    tr = Translations()
    try:
        tr.set_language("ru")
        qtbot.waitUntil(lambda: viewer.section_titles()[0] == "Школа и большая игра")
        assert "Словарь" in viewer.section_titles()
        assert viewer.windowTitle().startswith("Правила")
    finally:
        tr.set_language("en")
        QLocale.setDefault(QLocale("en"))
    qtbot.waitUntil(lambda: viewer.section_titles()[-1] == "Glossary")


def test_a_missing_rules_text_is_said_not_a_crash(monkeypatch, tmp_path, viewer):
    import dicegames.resources as resources  # an installation without its rules texts
    monkeypatch.setattr(resources, "resource_path", lambda *parts: tmp_path.joinpath(*parts))
    viewer.show_game("zonk")
    assert "missing from this installation" in viewer.text.toPlainText()


def test_sheet_rows_explain_themselves_with_an_example_the_engine_computed(qtbot):
    from tests.ui.driver import make_view
    view = make_view(qtbot, "zdorovo")
    model = view.sheet_model
    tip = model.headerData(model.row_of("full_house"), Qt.Orientation.Vertical,
                           Qt.ItemDataRole.ToolTipRole)
    assert tip.startswith("<p>Full house") and "For example: " in tip
    example = re.search(r"For example: ([\d ]+) = (\d+)\.", tip)
    dice = tuple(int(d) for d in example.group(1).split())
    report = view.session.game.score(dice)
    assert int(example.group(2)) == next(e.points for e in report.entries
                                         if e.id == "full_house")


def test_the_421_hand_on_the_table_says_its_rank_chips_and_what_it_beats(qtbot):
    from tests.ui.driver import MouseDriver, make_view
    faces = iter([(6, 5, 3), (2, 2, 1), (4, 2, 1)])
    view = make_view(qtbot, "zanzibar", thrower=lambda game, state: next(faces))
    view.show()
    hands = MouseDriver(qtbot, view)
    hands.roll()
    assert view.tray.toolTip() == "653: rank 23 of 56, worth 1 chip."
    hands.perform(Action("reroll", (0, 1, 2)))   # all three again: the limit becomes 2 throws
    assert view.tray.toolTip() == "Nénette (221): rank 56 of 56, worth 4 chips."
    hands.simple("stop")
    if view.handover.isVisible():
        hands.hand_over()
    hands.roll()
    assert view.tray.toolTip() == ("421: rank 1 of 56, worth 10 chips.\n"
                                   "It beats Nénette (221), the best hand so far.")
    later.flush()                                # the dice in words, once painted
    assert "421: rank 1 of 56" in view.tray.accessibleDescription()
