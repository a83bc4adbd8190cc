"""A name in Hebrew or Arabic keeps the sentence around it in order: every value a sentence
takes is set apart by Unicode isolates (FSI…PDI) when it could reorder its neighbours, and a
name shown alone reads in its own direction. Checked on the visual order Qt lays the text out
in (QTextLayout), with the paragraph left to right (a label, a sheet header) and in the
direction of its first letter (a rich text, a text box)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QTextLayout, QTextLine, QTextOption

from dicegames.ui.words import FSI, PDI, fill, isolate, name_list, names_text, translate, unisolated

SARAH, DAVID = "\u05e9\u05e8\u05d4", "\u05d3\u05d5\u05d3"          # Hebrew
LAYLA = "\u0644\u064a\u0644\u0649"                               # Arabic
DIRECTIONS = (Qt.LayoutDirection.LeftToRight, Qt.LayoutDirection.LayoutDirectionAuto)


def one_line(text: str, direction: Qt.LayoutDirection) -> tuple[QTextLayout, QTextLine]:
    """`text` laid out by Qt on one line, the paragraph in `direction`."""
    layout = QTextLayout(text, QFont())
    option = QTextOption()
    option.setTextDirection(direction)
    layout.setTextOption(option)
    layout.beginLayout()
    line = layout.createLine()
    line.setLineWidth(100000)
    layout.endLayout()
    return layout, line


def cursor_xs(text: str, direction: Qt.LayoutDirection) -> list[float]:
    """Where Qt puts the cursor before each character of `text` laid out on one line."""
    _layout, line = one_line(text, direction)
    return [line.cursorToX(i)[0] for i in range(len(text))]


def reads_in_order(text: str, names: tuple[str, ...], direction: Qt.LayoutDirection) -> bool:
    """Do the words, numbers and signs around the names appear left to right in the order
    written, each name as one block between its neighbours?"""
    xs = cursor_xs(text, direction)
    inside = [False] * len(text)
    for name in names:
        start = text.find(name)
        while start >= 0:
            inside[start:start + len(name)] = [True] * len(name)
            start = text.find(name, start + 1)
    blocks: list[tuple[float, float]] = []          # outside characters and whole names
    i = 0
    while i < len(text):
        if text[i] in (FSI, PDI) or (text[i] == " " and not inside[i]):
            i += 1                         # marks and spaces have no place of their own
            continue
        j = i + 1
        while inside[i] and j < len(text) and inside[j]:
            j += 1
        blocks.append((min(xs[i:j]), max(xs[i:j])))
        i = j
    return all(a[1] < b[0] or (a == b) for a, b in zip(blocks, blocks[1:]))


def test_a_hebrew_name_reorders_a_sentence_unless_it_is_isolated():
    bare = "Выпало: " + SARAH + " — 4, Анна — 3."
    assert not reads_in_order(bare, (SARAH,), Qt.LayoutDirection.LeftToRight)   # "4 — שרה"
    isolated = "Выпало: " + FSI + SARAH + PDI + " — 4, Анна — 3."
    assert all(reads_in_order(isolated, (SARAH,), d) for d in DIRECTIONS)


@pytest.mark.parametrize("names", [(SARAH, "Анна", DAVID), ("Anna", LAYLA, SARAH)])
def test_sentences_with_right_to_left_names_read_in_order(lang, names):
    from dicegames.ui.games import look
    from dicegames.ui.played.sentences import next_sentence
    from dicegames.ui.played.table_words import roll_off_text
    zanzibar = look("zanzibar")
    texts = [
        roll_off_text(list(names), ((4, 4, 2), (6, 3, 0)), 0),         # "Выпало: …"
        next_sentence(names[1]),
        fill(translate("GameLog", "%1 threw %2."), names[0], "5 5 3"),
        fill(translate("GameOver", "%1 share the win!"), names_text(names)),
        zanzibar.fact("chips", (3, 12, 0), names) or "",
        zanzibar.fact("active", (0, 2), names) or "",
        fill(translate("Browser", "Delete the game of %1 with %2 (%3)? It goes to the "
                       "trash and is kept there for %4 days; Undo brings it back."),
             "Zonk", name_list(names), "2024-05-01", "30"),
    ]
    rtl = tuple(n for n in names if n in (SARAH, DAVID, LAYLA))
    for text in texts:
        assert text and all(text.count(n) == text.count(FSI + n + PDI) for n in rtl), text
        for direction in DIRECTIONS:
            assert reads_in_order(text, rtl, direction), (text, direction)


def visual_glyphs(text: str, direction: Qt.LayoutDirection) -> list[int]:
    """The glyphs Qt paints for `text` on one line, left to right (those of no width, the
    invisible marks, left out)."""
    layout, line = one_line(text, direction)
    placed = sorted((p.x(), g) for run in layout.glyphRuns()
                    for p, g in zip(run.positions(), run.glyphIndexes()))
    ends = [x for x, _ in placed[1:]] + [line.naturalTextWidth()]
    return [g for (x, g), end in zip(placed, ends) if end - x > 0.01]


def test_a_name_alone_reads_in_its_own_direction():
    """"שרה 2!" typed into a right-to-left field reads "!2 שרה" from the left; a left-to-right
    header shows it the same once it is isolated (bare, it would read "הרש 2!")."""
    name = SARAH + " 2!"
    typed = visual_glyphs(name, Qt.LayoutDirection.RightToLeft)
    assert visual_glyphs(name, Qt.LayoutDirection.LeftToRight) != typed
    assert visual_glyphs(isolate(name), Qt.LayoutDirection.LeftToRight) == typed


def test_only_what_could_reorder_is_isolated_and_nothing_escapes():
    for plain in ("Anna", "Анна", "%1", "A&B", "5 5 3", "Zoë", "👨\u200d👩\u200d👧"):
        assert isolate(plain) == plain and fill("%1!", plain) == plain + "!"
    assert isolate(SARAH) == FSI + SARAH + PDI
    assert isolate("٣") == FSI + "٣" + PDI                  # an Arabic-Indic digit
    assert isolate("Bob\u202e") == FSI + "Bob\u202e" + PDI   # a right-to-left override typed
    assert isolate("x\u2069" + SARAH) == FSI + "x" + SARAH + PDI       # a stray PDI goes
    assert isolate("\u2067" + SARAH) == FSI + "\u2067" + SARAH + PDI + PDI   # closed
    once = fill("%1 (computer)", SARAH)
    assert fill("Next: %1.", once) == "Next: " + once + "."   # set apart once, not twice
    assert unisolated(fill("Pass to %1", SARAH)) == "Pass to " + SARAH


def test_the_marks_stay_out_of_a_pdfs_suggested_file_name(qtbot, tmp_path):
    """A sheet's name ("Zanzibar (421) — שרה, Boris") is isolated where it is shown; the file
    name suggested for its PDF is made of the same words without the marks (a file name
    would show each as a "-")."""
    import dataclasses
    from pathlib import Path

    from dicegames.engine import game_ids
    from dicegames.ui.common.settings import Settings
    from dicegames.ui.printing.dialog import PrintDialog
    from tests.ui.fakes import FakeDialogs
    from tests.ui.test_print_dialog import zanzibar
    game = zanzibar()
    players = (dataclasses.replace(game.record.players[0], name=SARAH),
               *game.record.players[1:])
    game = dataclasses.replace(game, record=dataclasses.replace(game.record, players=players))
    dialogs = FakeDialogs()
    dlg = PrintDialog(game_ids(), game, settings=Settings(tmp_path / "s.ini"), dialogs=dialogs)
    qtbot.addWidget(dlg)
    assert FSI + SARAH + PDI in dlg.sheet().doc_name
    assert dlg.save_pdf() is None                             # asked where, then cancelled
    suggested = Path(dialogs.suggested).name
    assert "\u2014 " + SARAH + ", " in suggested and FSI not in suggested \
        and PDI not in suggested, suggested
