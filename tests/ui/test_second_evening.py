"""The table, second evening: what a family still tripped over, each seen on screen and fixed —
the throw that decided a turn shown as it fell, the sheet waiting for the dice to land, dice
that are never blank, a tray that keeps its width, text that fits its room at 960×640 and fills
1920×1080, and the smaller things of the audit."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QTableWidget

from dicegames.ai.bots import choose
from dicegames.engine import PlayerEntry, Record, game_ids
from dicegames.ui.games import look
from dicegames.ui.play import PlayPrefs

from .driver import make_view

SHOWN = PlayPrefs(animation="off", computer_pace_ms=0, deciding_ms=60_000, settle_ms=0)
TUMBLING = PlayPrefs(animation="normal", computer_pace_ms=0, deciding_ms=60_000, settle_ms=0)


def by_count(*throws):
    """A thrower giving the throw of the length asked for (the dice left to throw)."""
    def thrower(game, state):
        n = game.dice_to_throw(state)
        return next((t for t in throws if len(t) == n), (2,) * n)
    return thrower


def next_move(view):
    """The next step of a game at the table: hand over, throw, or the simple policy's move."""
    s = view.session
    if view.handover.isVisible():
        view._on_handed_over()
    if s.dice_to_throw():
        view.trigger("throw")
    else:
        s.request(choose(s.game, s.state))


def zonk_of_two(qtbot, prefs=SHOWN):
    """Anna sets aside four ones, throws the last two dice and zonks."""
    view = make_view(qtbot, "zonk", ("human", "human"), prefs=prefs,
                     thrower=by_count((1, 1, 1, 1, 2, 3), (2, 3)))
    view.show()
    view.trigger("throw")
    view.tray.skip()
    assert view.session.request("take 1 1 1 1")
    view.trigger("throw")
    return view


# ------------------------------------------------------------------ 12. the deciding throw
def test_a_deciding_throw_of_two_dice_shows_those_two_and_the_four_set_aside(qtbot):
    view = zonk_of_two(qtbot)
    tray = view.tray
    assert view.holding and tray.moment[0] == "Zonk!"
    assert tray.dice == (1, 1, 1, 1, 2, 3)
    assert [tray.mark(p) for p in range(6)] == ["aside"] * 4 + ["", ""]   # not six thrown
    assert [g.dice for g in tray.shelf] == [(1, 1, 1, 1)]                # on the shelf


def test_the_sheet_and_the_log_wait_until_the_dice_have_landed(qtbot):
    from PySide6.QtCore import Qt
    view = zonk_of_two(qtbot, TUMBLING)
    model = view.sheet_model

    def arrow() -> int:
        return next(c for c in range(2) if str(model.headerData(
            c, Qt.Orientation.Horizontal)).startswith("\u25b8"))

    def round_1_notes() -> list:
        row = model.row_of("round_1")
        return [model.data(model.index(row, c), Qt.ItemDataRole.UserRole + 3) for c in (0, 1)]
    assert view.tray.animating
    assert arrow() == 0 and "zonk" not in round_1_notes()          # still Anna's turn on paper
    assert not any("Zonk" in line for line in view.log.lines())
    view.tray.skip()                                               # the dice land
    assert arrow() == 1 and "zonk" in round_1_notes()
    assert any("Zonk" in line for line in view.log.lines())


@pytest.mark.parametrize("game_id, throws, deciding, counted", [
    ("zonk", [(1, 1, 1, 1, 2, 3), (2, 3)], 2, "throw 2 of 3"),        # a zonk on the second
    ("zanzibar", [(1, 2, 3)], 3, "throw 3 of 3"),                    # the third ends the turn
    ("chicago", [(2, 3, 4, 6, 6)], 1, "throw 1"),                     # a zonk on the first
])
def test_the_banner_counts_the_deciding_throw_when_its_dice_land(qtbot, game_id, throws,
                                                                 deciding, counted):
    """Like the sheet and the log, the banner waits for the dice to land, then counts the
    throw that fell — of the player whose turn it was (it went on saying "throw 1 of 3")."""
    view = make_view(qtbot, game_id, ("human", "human"), prefs=TUMBLING,
                     thrower=by_count(*throws))
    view.show()
    banner = view.banner
    for k in range(1, deciding + 1):
        if k == 2 and game_id == "zonk":
            assert view.session.request("take 1 1 1 1")
        before = banner.facts.text()
        view.trigger("throw")
        assert view.tray.animating and banner.facts.text() == before     # still tumbling
        view.tray.skip()                                                 # the dice land
    assert view.holding and banner.who.text() == "Anna"
    assert banner.facts.text().split(" \u00b7 ")[0] == counted, banner.facts.text()
    view.end_hold()                                                      # the turn passes
    assert banner.who.text() == "Boris" and counted not in banner.facts.text()


@pytest.mark.parametrize("game_id", game_ids())
def test_no_blank_dice_at_the_start_of_a_game(qtbot, game_id):
    view = make_view(qtbot, game_id, ("human", "human"))
    view.show()
    tray = view.tray
    assert not any(tray.dice)                                      # nothing thrown yet …
    assert len(tray.resting) == len(tray.dice) and all(tray.resting)   # … but faces at rest
    assert tray.resting == look(game_id).motif                     # as on the game's card


@pytest.mark.parametrize("game_id", ["school", "zanzibar", "zonk", "chicago"])
def test_the_tray_keeps_its_width_through_a_game(qtbot, game_id):
    players = (PlayerEntry("Al"), PlayerEntry("Maximiliano Bartholomew"))
    record = Record(game_id, players, {}, 0, "widths")
    view = make_view(qtbot, record=record)
    view.resize(960, 640)
    view.show()
    qtbot.waitExposed(view)
    s = view.session
    widths = set()
    for _ in range(80):
        if s.outcome() is not None:
            break
        next_move(view)
        QApplication.processEvents()                # the layout settles
        if s.outcome() is None:                     # (then the game-over panel covers it)
            widths.add(view.tray.width())
    assert len(widths) == 1, widths


# ------------------------------------------------------------------ 13. text that overflows
def test_the_school_sheet_fills_a_big_window(qtbot):
    view = make_view(qtbot, "school", ("human", "human"))
    view.resize(1920, 1080)
    view.show()
    qtbot.waitExposed(view)
    QApplication.processEvents()
    sheet, model = view.sheet, view.sheet_model
    last = sheet.visualRect(model.index(model.rowCount() - 1, 0))
    assert last.bottom() <= sheet.viewport().height()                # Total still in view
    assert last.bottom() >= sheet.viewport().height() - last.height()   # no empty third below
    assert sheet.font().pointSizeF() >= 1.3 * view.font().pointSizeF()  # the type grew
    assert sheet.width() >= 0.3 * view.split.width()                 # and has the room for it


@pytest.mark.parametrize("size", [(960, 640), (1920, 1080)])
@pytest.mark.parametrize("dice", ["virtual", "keeper"])
def test_player_names_fit_the_sheet_header_accents_and_all(qtbot, size, dice):
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QFont, QFontMetrics
    players = (PlayerEntry("Ángela Ñúñez"), PlayerEntry("Йорик Ёлкин"), PlayerEntry("Åsa"))
    view = make_view(qtbot, record=Record("school", players, {}, 0, "names"), dice=dice)
    view.resize(*size)
    view.show()
    qtbot.waitExposed(view)
    QApplication.processEvents()
    header, model = view.sheet.horizontalHeader(), view.sheet_model
    for c in range(len(players)):
        text = str(model.headerData(c, Qt.Orientation.Horizontal))
        font = model.headerData(c, Qt.Orientation.Horizontal, Qt.ItemDataRole.FontRole) \
            or header.font()
        font.setPointSizeF(header.font().pointSizeF())
        ink = QFontMetrics(font).tightBoundingRect(text)
        assert ink.height() + 4 <= header.height(), (text, ink, header.height())
        assert QFontMetrics(font).horizontalAdvance(text) + 8 <= header.sectionSize(c), text
    rows = view.sheet.verticalHeader()                       # and the rows' names, at the
    for r in range(model.rowCount()):                        # size the type has grown to
        text = str(model.headerData(r, Qt.Orientation.Vertical))
        font = QFont(view.sheet.font())
        font.setBold(True)
        assert QFontMetrics(font).horizontalAdvance(text) + 6 <= rows.width(), text


def speaking(lang):
    from PySide6.QtCore import QLocale

    from dicegames.ui.common.i18n import Translations
    tr = Translations()
    tr.set_language(lang)
    yield lang
    tr.set_language("en")
    QLocale.setDefault(QLocale("en"))


@pytest.fixture
def spanish(qapp):
    yield from speaking("es")


@pytest.fixture(params=["ru", "es", "en"])
def language(qapp, request):
    yield from speaking(request.param)


def assert_buttons_fit(view):
    QApplication.processEvents()
    bar = view.controls
    shown = [b for b in bar.buttons.values() if b.isVisible()]
    for b in shown:
        assert bar.rect().contains(b.geometry()), (b.text(), b.geometry(), bar.rect())
        assert b.width() >= b.sizeHint().width(), b.text()        # its words are not cut
    for i, a in enumerate(shown):
        for b in shown[i + 1:]:
            assert not a.geometry().intersects(b.geometry()), (a.text(), b.text())


def test_spanish_buttons_never_overlap_at_960x640(qtbot, spanish):
    view = make_view(qtbot, "school", ("human", "human"))
    view.resize(960, 580)                         # the play view inside a 960×640 window
    view.show()
    qtbot.waitExposed(view)
    while "cross" not in view.offer.verbs:       # past the school turns: three buttons
        next_move(view)
    model, seat = view.sheet_model, view.offer.seat
    for r in range(model.rowCount()):             # every cell under the cursor: its name
        view.sheet.go_to(model.row_id(r), seat)   # is on the Score and Cross out buttons
        assert_buttons_fit(view)


@pytest.mark.parametrize("game_id", ["school", "zdorovo"])
def test_the_longest_spanish_cell_on_three_buttons_fits_the_table(qtbot, spanish, game_id):
    from dicegames.ui.play.controls import Command
    from dicegames.ui.words import fill, translate
    view = make_view(qtbot, game_id, ("human", "human"))
    view.resize(960, 580)
    view.show()
    qtbot.waitExposed(view)
    game = look(game_id)
    name = max((game.cell_name(r.id) for r in view.sheet_model.sheet.rows), key=len)
    view.controls.set_commands([
        Command("throw", translate("Controls", "Throw all again"), True),
        Command("score", fill(translate("Controls", "Score %1"), name)),
        Command("cross", fill(translate("Controls", "Cross out %1"), name))])
    assert_buttons_fit(view)


@pytest.mark.parametrize("game_id", game_ids())
def test_the_rules_panel_fits_the_new_game_dialog_at_its_default_size(qtbot, language,
                                                                      game_id):
    from PySide6.QtWidgets import QCheckBox, QLabel

    from dicegames.ui.newgame.dialog import NewGameDialog
    dlg = NewGameDialog(game_id, (PlayerEntry("Anna"), PlayerEntry("Boris", "computer")))
    qtbot.addWidget(dlg)
    dlg.resize(1040, 680)                       # its size wherever the screen has the room
    dlg.show()
    qtbot.waitExposed(dlg)
    for players in (2, 3):
        while len(dlg.players.rows) < players:
            dlg.players.add_player()
        QApplication.processEvents()
        scroll, form = dlg.rules_scroll, dlg.form
        assert not scroll.horizontalScrollBar().isVisible(), (players, form.sizeHint())
        assert form.width() <= scroll.viewport().width()
        for row in form.rows.values():
            if not row.widget.isVisibleTo(dlg):
                continue
            for label in (row.label, row.note):
                if isinstance(label, QLabel) and label.isVisibleTo(dlg) and label.text():
                    fits = label.heightForWidth(label.width()) <= label.height() \
                        if label.wordWrap() else \
                        label.fontMetrics().horizontalAdvance(label.text()) <= label.width()
                    assert fits, label.text()
            if isinstance(row.widget, QCheckBox):
                assert row.widget.width() >= row.widget.sizeHint().width()
            assert row.widget.geometry().right() < row.widget.parentWidget().width()


# ------------------------------------------------------------------ 14. the smaller things
@pytest.fixture
def russian(qapp):
    yield from speaking("ru")


@pytest.mark.parametrize("size", [(420, 560), (640, 300), (1200, 700)])
def test_set_aside_tags_never_cover_a_key_or_each_other(qtbot, russian, size):
    from dicegames.ui.play.tray import DiceTray
    tray = DiceTray()
    qtbot.addWidget(tray)
    tray.resize(*size)
    tray.set_table((1, 1, 1, 5, 5, 1), (), tuple(range(6)), (), frozenset())
    tray.set_selection(frozenset(range(6)), "take")          # ОТЛОЖИТЬ on every die
    tags = [tray.tag_rect(p) for p in range(6)]
    keys = [tray.key_rect(p) for p in range(6)]
    for p, tag in enumerate(tags):
        assert tray.rect().contains(tag.toAlignedRect()), (p, tag)
        assert not any(tag.intersects(k) for k in keys), (p, tag)
        assert not any(tag.intersects(t) for q, t in enumerate(tags) if q != p), (p, tag)


def test_detroits_question_mark_sits_below_the_colour_letter(qtbot):
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QFont, QFontMetricsF

    from dicegames.ui.paint.dice import letter_rect
    from dicegames.ui.play.traypaint import question_box
    die = QRectF(10, 20, 90, 90)
    box, font = question_box(die, QFont(), letter=True)
    assert box.top() >= letter_rect(die).bottom()             # not over the W, R or G
    assert QFontMetricsF(font).height() <= box.height() and die.contains(box)
    plain, _ = question_box(die, QFont(), letter=False)
    assert plain.center() == die.center()                     # a white die: in the middle
    view = make_view(qtbot, "detroit", ("human", "human"), dice="real")
    view.show()
    assert view.tray.mark(0) == "await"
    view.tray.grab()                                          # and it paints


@pytest.mark.parametrize("game_id", game_ids())
def test_a_rows_example_always_shows_its_dice(game_id):
    """School's bonuses have no throw to show: their tooltip says what they give, not
    "For example: = 10."."""
    from dicegames.engine import game_info
    from dicegames.ui.games.scoring import row_examples
    for row, example in row_examples(game_info(game_id).make(), look(game_id)).items():
        dice, _, points = example.partition(" = ")
        assert dice.strip() and points, (row, example)


def test_the_shelf_writes_its_points_as_the_sheet_does(qtbot, russian):
    """"= 1000" on the shelf beside "1 000" on the sheet: one way of writing numbers."""
    from dicegames.engine import ShelfGroup
    from dicegames.ui.play.traypaint import shelf_points_text
    from dicegames.ui.words import format_points
    group = ShelfGroup("three_1", (1, 1, 1), 1000)
    assert shelf_points_text(group) == "= " + format_points(1000) == "= 1\u00a0000"


def test_the_dice_at_rest_are_the_last_throw_of_the_game_as_it_stands(qtbot):
    """Undo takes a throw back: the dice at rest go back with it (they showed the throw
    nobody made any more); a game reopened rests on its own last throw."""
    throws = iter([(3, 3, 3, 1, 2), (6, 6, 6, 6, 5), (6, 6, 6, 6, 5)])
    view = make_view(qtbot, "school", ("human", "human"), thrower=lambda g, s: next(throws))
    view.show()
    view.trigger("throw")
    view.sheet.go_to("school_3", 0)
    view.trigger("score")
    view._on_handed_over()
    view.trigger("throw")                                      # Boris: 6 6 6 6 5
    assert view.tray.dice == (6, 6, 6, 6, 5)
    assert view.trigger("undo")                                # … taken back
    assert not any(view.tray.dice) and view.tray.resting == (3, 3, 3, 1, 2)
    again = make_view(qtbot, record=view.session.record)        # reopened: Continue
    again.show()
    assert again.tray.resting == (3, 3, 3, 1, 2)


def test_the_review_of_a_perfect_game_says_so_not_cost_0_0(qtbot):
    """Every choice the best (or within the rounding shown): no "cost 0.0" in the words."""
    from dicegames.ai.reviews import Moment, PlayerReview, Review
    from dicegames.ui.play.review import ReviewDialog
    from tests.persistence.helpers import zdorovo_record

    def moment(i, cost):
        return Moment(i, 0, "score sixes", "score sixes", 10.0, 10.0 + cost, cost,
                      (6, 6, 6, 2, 1), 3)
    record = zdorovo_record()
    dialog = ReviewDialog(record)
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.result is not None or dialog.failed, timeout=60_000)
    moments = (moment(1, 0.0), moment(3, 0.02), moment(5, 0.0))     # 0.02 shows as 0.0
    perfect = Review("zdorovo", "expected_final_total", True, moments,
                     (PlayerReview(0, "Anna", 3, 0.02, moments[1:2]),))
    dialog._done(perfect)
    text = dialog.report_text()
    assert "0.0" not in text and "cost" not in text.split("\n")[0]
    assert "Anna made 3 decisions: each was the best choice." in text
    assert "costliest" not in text.lower()
    table = dialog.tabs.widget(0).findChild(QTableWidget, "review_table")
    assert all(table.item(r, 4).text() == "" for r in range(table.rowCount()))


def test_status_bar_notices_time_out_or_clear_on_the_next_move(qtbot):
    from dicegames.persistence.saves import Snapshot
    from dicegames.ui.shell.main_window import MainWindow
    from tests.ui.fakes import FakeDialogs, FakePlayView
    window = MainWindow(dialogs=FakeDialogs(), play_view_factory=FakePlayView)
    qtbot.addWidget(window)
    bar = window.statusBar()
    window._notice("The unfinished game of Zonk was kept among the saved games.")
    assert bar.currentMessage() and window.notice_timer.isActive()
    window.notice_timer.timeout.emit()                         # its time is up
    assert not bar.currentMessage()
    record = Record("zonk", (PlayerEntry("Anna"), PlayerEntry("Boris")), {}, 0, "notices")
    window.start_game(Snapshot(record, "virtual"))
    window._notice("Saved.")
    window.view.record_changed.emit(Snapshot(record, "virtual"))   # the next move
    assert not bar.currentMessage()
    window._autosave_failed_once("The game could not be autosaved: the disk is full.")
    window.view.record_changed.emit(Snapshot(record, "virtual"))
    assert "disk is full" in bar.currentMessage()              # until an autosave works
    window._autosave_ok()
    assert not bar.currentMessage()


def test_the_tables_status_line_clears_on_the_next_move_and_in_time(qtbot):
    view = make_view(qtbot, "school", ("human", "human"))
    view.show()
    view.trigger("score")                                     # nothing thrown: refused
    assert view.status.text().startswith("\u26a0")
    assert view.status_timer.isActive()
    view.status_timer.timeout.emit()
    assert view.status.text() == ""
    view.trigger("say_turn")
    assert view.status.text()
    view.trigger("score")
    view.trigger("throw")                                     # the next move: the refusal goes
    assert "threw" in view.status.text() and "\u26a0" not in view.status.text()


@pytest.mark.parametrize("parent", [(900, 400, 962, 665), (0, 0, 1280, 800),
                                    (1500, 900, 960, 640), (-300, 50, 960, 640)])
def test_the_odds_and_rules_windows_open_over_the_table_inside_the_screen(qtbot, parent):
    """Centred over the window they belong to as far as the screen lets them, never past its
    edge (Qt centres such a window on its parent without looking at the screen: a 980×760
    window over a 960×640 one low on a 1920×1080 screen went past its bottom)."""
    from PySide6.QtCore import QRect, QSize
    from PySide6.QtWidgets import QWidget

    from dicegames.ui.common.game_window import placed
    from dicegames.ui.odds.window import open_odds
    from dicegames.ui.rules.viewer import RulesViewer
    room, over = QRect(0, 0, 1920, 1080), QRect(*parent)
    frame = placed(QSize(980, 760), QSize(2, 25), over, room)
    assert room.contains(frame), frame
    if room.adjusted(490, 392, -490, -392).contains(over.center()):
        assert abs(frame.center().x() - over.center().x()) <= 2
        assert abs(frame.center().y() - over.center().y()) <= 2
    host = QWidget()                       # and both windows are placed so on this screen
    qtbot.addWidget(host)
    host.resize(500, 400)
    host.move(300, 380)
    host.show()
    screen = host.screen().availableGeometry()
    rules = RulesViewer(game_ids(), host)
    for window in (open_odds(host, "zonk"), rules):
        if window is rules:
            rules.show_game("school")
        assert screen.contains(window.frameGeometry()), window.frameGeometry()
        window.close()


ALARMING = {"en": ("wrong", "right", "Verdict"), "ru": ("неверно", "Вердикт", "верно"),
            "es": ("erróneo", "Veredicto", "correcto")}


def test_the_odds_compare_the_source_text_calmly(qtbot, language):
    """The text's own figures beside ours: "differs", and a line that the game is the same —
    never "✗ wrong", which a family reads as "the game is wrong"."""
    from PySide6.QtWidgets import QLabel

    from dicegames.ui.odds.window import OddsWindow
    window = OddsWindow(game_ids())
    qtbot.addWidget(window)
    window.show_game("zonk")
    qtbot.waitUntil(lambda: window.tables is not None, timeout=20_000)
    words = [label.text() for label in window.body.findChildren(QLabel)]
    for widget in window.table_widgets():
        words += [widget.horizontalHeaderItem(c).text() for c in range(widget.columnCount())]
        words += [widget.item(r, c).text() for r in range(widget.rowCount())
                  for c in range(widget.columnCount()) if widget.item(r, c)]
    text = " ".join(words)
    assert not [w for w in ALARMING[language] if w in text]
    assert "\u2260" in text                                   # a sign and a word, calmly
    notes = [w for w in words if "\u2260" not in w and len(w) > 60]
    assert any(n for n in notes if n.count(".") <= 2 and ("game" in n or "игра" in n
                                                          or "juego" in n))


def test_the_rules_contents_follow_the_scroll(qtbot):
    from dicegames.ui.rules.viewer import BLOCK_ROLE, RulesViewer
    viewer = RulesViewer(game_ids())
    qtbot.addWidget(viewer)
    viewer.resize(1000, 600)
    viewer.show_game("zonk")
    qtbot.waitExposed(viewer)
    text, contents = viewer.text, viewer.contents
    doc = text.document()
    bar = text.verticalScrollBar()
    assert bar.maximum() > 0 and contents.count() > 4

    def top_of(row):
        block = doc.findBlock(int(contents.item(row).data(BLOCK_ROLE)))
        return int(doc.documentLayout().blockBoundingRect(block).top())
    for row in (3, 1, 4):
        bar.setValue(top_of(row) + 5)                     # reading in that section
        assert contents.currentRow() == row, (row, contents.currentRow())
    bar.setValue(0)
    assert contents.currentRow() == 0
    contents.setCurrentRow(2)                             # a click in the list still goes there
    assert abs(bar.value() - top_of(2) + doc.documentMargin()) <= 2 or bar.value() == \
        bar.maximum()
    assert contents.currentRow() == 2


def test_a_fault_banner_on_a_small_screen_leaves_the_table_whole(qtbot, russian):
    """At 960×640 the window has no height to spare: the banner takes it from the table (the
    rows give up their padding), never from beyond the screen's edge."""
    from dicegames.persistence.saves import Snapshot
    from dicegames.ui.common.faults import FaultReporter
    from dicegames.ui.shell.main_window import MainWindow
    from tests.ui.fakes import FakeDialogs
    window = MainWindow(dialogs=FakeDialogs())
    qtbot.addWidget(window)
    window.setMinimumSize(960, 600)                 # what it takes on a 960×640 screen
    window.resize(960, 600)
    window.show()
    record = Record("school", (PlayerEntry("Анна"), PlayerEntry("Борис")), {}, 0, "small")
    window.start_game(Snapshot(record, "virtual"))
    try:
        raise RuntimeError("a bug of ours")
    except RuntimeError as e:
        FaultReporter(window.show_fault).excepthook(type(e), e, e.__traceback__)
    QApplication.processEvents()
    banner, view, page = window.fault_banner, window.view, window.centralWidget()
    assert window.height() == 600 and banner.isVisible()
    assert banner.height() + view.height() <= page.height()          # nothing overflows
    sheet, model = view.sheet, view.sheet_model
    total = sheet.visualRect(model.index(model.rowCount() - 1, 0))
    assert total.bottom() <= sheet.viewport().height()               # Total still in view
