"""Printed sheets: every game's filled and blank sheet as a PDF in Russian, Spanish and English
— its text holds the players (Cyrillic too), every value the on-screen sheet writes, the
totals and the winner `dicegames replay --json` reports; the pages and their size are right,
nothing is clipped, eight players fit; the marks, the log, large print and Letter paper; the
Print dialog, Game → Print… (Ctrl+P), the game-over panel's and the recent games' Print…"""
from __future__ import annotations

import contextlib
import io
import json
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale

from dicegames.cli import main as cli_main
from dicegames.engine import PlayerEntry, Record, game_ids, loads, make_game, replay
from dicegames.engine.records import correction, dumps
from dicegames.ui.common.i18n import Translations
from dicegames.ui.printing.content import blank_sheet, filled_sheet
from dicegames.ui.printing.output import PrintSetup, pdf_bytes
from dicegames.ui.words import format_points, translate
from tests.engine.helpers import random_game

from .print_support import (
    A4,
    LETTER,
    has_value,
    needs_poppler,
    pdf_info,
    pdf_text,
    same_size,
    words_outside_margins,
)

GOLDEN = Path(__file__).resolve().parents[1] / "golden"
NAMES = {"ru": ("Аня", "Борис", "Вера"), "es": ("Ana", "Bruno", "Carmen"),
         "en": ("Anna", "Boris", "Vera")}
EIGHT = ("Аня", "Борис", "Вера", "Глеб", "Дина", "Егор", "Жанна", "Зоя")

pytestmark = needs_poppler


def golden(game_id: str, names: tuple[str, ...]) -> Record:
    record = loads((GOLDEN / f"{game_id}_standard.json").read_text(encoding="utf-8"))
    return replace(record, players=tuple(PlayerEntry(n) for n in names))


def write(tmp_path: Path, sheet, setup: PrintSetup = PrintSetup(paper="a4")) -> tuple[Path, int]:
    data, pages = pdf_bytes(sheet, setup)
    path = tmp_path / "sheet.pdf"
    path.write_bytes(data)
    return path, pages


def replay_json(tmp_path: Path, record: Record) -> dict:
    path = tmp_path / "game.json"
    path.write_text(dumps(record), encoding="utf-8")
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert cli_main(["replay", str(path), "--json"]) == 0
    return json.loads(out.getvalue())


def check_pages(path: Path, pages: int, paper=A4, landscape: bool = False) -> None:
    """The page count the layout made, each page's number in its footer, the paper."""
    count, size = pdf_info(path)
    assert count == pages
    assert same_size(size, paper, landscape), size
    if pages > 1:
        for page in range(1, pages + 1):
            label = translate("Print", "Page %1 of %2").replace("%1", str(page)).replace(
                "%2", str(pages))
            assert label in pdf_text(path, page)
    assert not words_outside_margins(path)


@pytest.mark.parametrize("game_id", game_ids())
def test_a_filled_sheet_shows_every_value_the_totals_and_the_winner(tmp_path, lang, game_id):
    names = NAMES[lang]
    record = golden(game_id, names)
    sheet = filled_sheet(record, played="2025-03-12T18:00:00Z")
    path, pages = write(tmp_path, sheet)
    text = pdf_text(path)
    check_pages(path, pages)
    assert pages <= 2
    for name in names:
        assert name in text
    values = {c.text for r in sheet.rows for c in r.cells if c.text}
    assert values and all(has_value(text, v) for v in values), \
        [v for v in values if not has_value(text, v)]
    doc = replay_json(tmp_path, record)
    assert doc["finished"]
    for s in doc["standings"]:
        assert has_value(text, format_points(s["points"])) and s["player"] in text
    headline = translate("GameOver", "%1 wins!") if len(doc["winners"]) == 1 \
        else translate("GameOver", "%1 share the win!")
    assert headline.split("%1")[-1].strip() in text
    assert all(w in text for w in doc["winners"])
    for player, amount in doc.get("settlement", {}).items():
        assert has_value(text, format_points(_number(amount), signed=True)), (player, amount)
    assert "…" not in text                                  # no name or number cut short
    assert sheet.title in text and look_date(lang) in text
    assert sheet.facts[-1] and " ".join(sheet.facts[-1].split()) in " ".join(text.split())


def _number(value):
    from fractions import Fraction
    return Fraction(value) if isinstance(value, str) else value


def look_date(lang: str) -> str:
    return QLocale().toString(QLocale().toDate("2025-03-12", "yyyy-MM-dd"),
                              translate("Print", "d MMMM yyyy"))


@pytest.mark.parametrize("game_id", game_ids())
def test_a_blank_sheet_has_the_players_rows_and_the_scoring_reference(tmp_path, lang,
                                                                       game_id):
    names = NAMES[lang][:2]
    sheet = blank_sheet(game_id, {}, names, 3)
    path, pages = write(tmp_path, sheet)
    text = pdf_text(path)
    check_pages(path, pages)
    assert pages == (2 if game_id == "school" else 1)      # School's long table: page 2
    assert all(name in text for name in names)
    assert all(r.title in text for r in sheet.rows if not r.grows)
    assert sheet.reference and all(has_value(text, r.points) if r.points[:1].isdigit()
                                   else r.points in text for r in sheet.reference)
    assert sheet.reference_title in text
    assert sheet.facts[-1] and " ".join(sheet.facts[-1].split()) in " ".join(text.split())
    assert "…" not in text                    # no name, phrase or heading cut short


def test_eight_players_fit_across_a_landscape_page(tmp_path, qapp):
    game = make_game("zonk")
    first, actions, _ = random_game(game, 8, "print-eight")
    record = Record("zonk", tuple(PlayerEntry(n) for n in EIGHT), game.rules.to_options(),
                    first, "print-eight", tuple(a.to_str() for a in actions))
    path, pages = write(tmp_path, filled_sheet(record))
    check_pages(path, pages, landscape=True)
    for page in range(1, pages + 1):                       # never split into groups
        assert all(name in pdf_text(path, page) for name in EIGHT)
    blank, pages = write(tmp_path, blank_sheet("school", {}, (), 8))
    check_pages(blank, pages, landscape=True)


def test_portrait_when_chosen_splits_eight_players_into_groups(tmp_path, qapp):
    sheet = blank_sheet("zdorovo", {}, EIGHT, 8)
    path, pages = write(tmp_path, sheet, PrintSetup(paper="a4", orientation="portrait"))
    check_pages(path, pages)
    text = pdf_text(path)
    assert all(name in text for name in EIGHT)


def test_letter_paper_large_print_and_the_log(tmp_path, qapp):
    record = golden("zdorovo", NAMES["en"])
    plain, plain_pages = write(tmp_path, filled_sheet(record), PrintSetup(paper="letter"))
    check_pages(plain, plain_pages, LETTER)
    sheet = filled_sheet(record, with_log=True)
    path, pages = write(tmp_path, sheet, PrintSetup(paper="letter", large=True, log=True))
    check_pages(path, pages, LETTER)
    assert pages > plain_pages
    log = pdf_text(path, 2)
    assert translate("GameLog", "Game log") in log and sheet.log[0][:30] in log
    assert "Game over" in pdf_text(path, pages)


def test_first_throw_marks_crossed_cells_and_corrections(tmp_path, qapp):
    game = make_game("school")
    first, actions, _ = random_game(game, 2, "print-0")
    texts = tuple(a.to_str() for a in actions)
    record = Record("school", (PlayerEntry("Аня"), PlayerEntry("Борис")),
                    game.rules.to_options(), first, "print-0", texts)
    at = max(i for i, t in enumerate(texts) if t == "score two_pairs")
    record = record.with_actions(texts + (correction(at, "cross two_pairs"),))
    replay(record)                                        # the rules allow the correction
    sheet = filled_sheet(record)
    cells = [c for r in sheet.rows for c in r.cells]
    assert any(c.doubled and c.note == "\u00d72" for c in cells)
    assert any(c.crossed for c in cells) and sum(1 for c in cells if c.correction) == 1
    path, pages = write(tmp_path, sheet)
    text = pdf_text(path)
    assert "\u00d72" in text and "1. " in text and sheet.notes[0] in " ".join(text.split())
    assert all(item in " ".join(text.split()) for item in sheet.legend)


def test_an_unfinished_game_says_who_is_to_play(tmp_path, qapp):
    record = golden("zdorovo", NAMES["en"])
    half = record.with_actions(record.actions[:40])
    sheet = filled_sheet(half)
    assert sheet.result is None and "is to play" in sheet.status
    path, _ = write(tmp_path, sheet)
    assert sheet.status in pdf_text(path)


def test_421_hands_are_drawn_as_dice_beside_the_chips(qapp):
    sheet = filled_sheet(golden("zanzibar", NAMES["en"]))
    hands = [c.dice for r in sheet.rows for c in r.cells if c.dice]
    assert hands and all(len(h) == 3 for h in hands)
    assert sheet.heads[-1] == translate("Scoresheet", "Pot")
    assert any(c.secondary and c.text for r in sheet.rows for c in r.cells)


@pytest.mark.parametrize("native", ["ru", "es"])
def test_sheets_and_the_dialog_speak_the_language(tmp_path, qtbot, native):
    """In Russian and Spanish no printed sheet (its log, legend, notes and reference
    included) and no part of the Print dialog shows English."""
    from dicegames.ui.printing.dialog import GameToPrint, PrintDialog
    from tests.ui.screen_words import foreign_words, screen_texts
    tr = Translations()
    tr.set_language(native)
    allowed = {"PDF", "Letter"}                          # the paper's own name, the format's
    try:
        for game_id in game_ids():
            record = golden(game_id, NAMES[native])
            half = record.with_actions(record.actions[:len(record.actions) // 2])
            for sheet in (filled_sheet(record, with_log=True), filled_sheet(half),
                          blank_sheet(game_id, {}, (), 3)):
                path, _ = write(tmp_path, sheet, PrintSetup(paper="a4", log=True))
                found = foreign_words(pdf_text(path).splitlines(), native, allowed)
                assert not found, (game_id, found)
            dlg = PrintDialog(game_ids(), GameToPrint(record), blank_game=game_id)
            qtbot.addWidget(dlg)
            found = foreign_words(screen_texts(dlg), native, allowed)
            assert not found, (game_id, found)
    finally:
        tr.set_language("en")
        QLocale.setDefault(QLocale("en"))


def test_the_rules_line_names_only_the_options_that_matter_for_the_table(qapp):
    """A duel's sheet does not list the multi-round options it ignores; a change that
    matters is named."""
    from dicegames.ui.games import option_words as ow
    duel = blank_sheet("zonk", {"rounds": 5, "multi_end": "rounds"}, ("Аня", "Борис"), 2)
    assert ow.option_name("zonk", "rounds") not in duel.facts[0]
    three = blank_sheet("zonk", {"rounds": 5, "multi_end": "rounds"}, (), 3)
    assert ow.option_name("zonk", "rounds") in three.facts[0]
