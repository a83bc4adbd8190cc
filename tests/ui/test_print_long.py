"""Printing always ends: a turn's log paragraph taller than three pages splits across columns
and pages (every sentence printed once, nothing outside the margins), a table row taller than
the page is cut with a mark, and a sheet never gets more pages than the bound — the last one
then says it is cut."""
from __future__ import annotations

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QMarginsF, QSizeF
from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter

from dicegames.ui.printing import flow
from dicegames.ui.printing.content import filled_sheet
from dicegames.ui.printing.output import PrintSetup, pdf_bytes, render
from dicegames.ui.words import fill, translate

from .print_support import (
    corrected_record,
    needs_poppler,
    pdf_info,
    pdf_text,
    words_outside_margins,
)

pytestmark = needs_poppler
INSTEAD = "instead of"                       # once in every correction's sentence


def write(tmp_path, data: bytes):
    path = tmp_path / "sheet.pdf"
    path.write_bytes(data)
    return path


def joined(text: str) -> str:
    return " ".join(text.split())


def test_a_turn_taller_than_three_pages_splits_across_pages(tmp_path, qapp):
    sheet = filled_sheet(corrected_record(600), with_log=True)
    long = [s for s in sheet.log if INSTEAD in s]
    assert len(long) == 1 and long[0].count(INSTEAD) == 600       # one turn's paragraph
    data, pages = pdf_bytes(sheet, PrintSetup(paper="a4", log=True))
    path = write(tmp_path, data)
    assert pdf_info(path)[0] == pages < flow.MAX_PAGES
    on = [p for p in range(1, pages + 1) if INSTEAD in joined(pdf_text(path, p))]
    assert len(on) > 3                                           # taller than three pages
    assert joined(pdf_text(path)).count(INSTEAD) == 600          # every sentence, once
    for page in range(1, pages + 1):
        assert fill(translate("Print", "Page %1 of %2"), page, pages) in pdf_text(path, page)
    assert not words_outside_margins(path)
    assert sheet.log[-1].split()[-1] in pdf_text(path, pages)    # the log's end is printed


def test_a_page_lower_than_a_table_row_still_ends(tmp_path, qapp):
    """A custom paper (the page set-up allows any) lower than a row and the table's header:
    each page holds what it can, cut with a mark; the layout ends."""
    sheet = filled_sheet(corrected_record(3), with_log=True)
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(300)
    writer.setPageLayout(QPageLayout(QPageSize(QSizeF(120, 24), QPageSize.Unit.Millimeter),
                                     QPageLayout.Orientation.Portrait, QMarginsF(1, 1, 1, 1),
                                     QPageLayout.Unit.Millimeter))
    pages = render(sheet, writer)
    del writer
    buffer.close()
    path = write(tmp_path, bytes(data.data()))
    assert 0 < pages == pdf_info(path)[0] < flow.MAX_PAGES       # it ended by itself
    assert "Борис" in pdf_text(path, 2)                        # the table's header


def test_a_sheet_longer_than_the_bound_is_cut_and_says_so(tmp_path, qapp, monkeypatch):
    monkeypatch.setattr(flow, "MAX_PAGES", 3)
    sheet = filled_sheet(corrected_record(600), with_log=True)
    data, pages = pdf_bytes(sheet, PrintSetup(paper="a4", log=True))
    path = write(tmp_path, data)
    assert pages == pdf_info(path)[0] == 3
    cut = fill(translate("Print", "Cut here: this sheet would need more than %1 pages."), 3)
    assert cut in joined(pdf_text(path, 3)) and cut not in joined(pdf_text(path, 2))
