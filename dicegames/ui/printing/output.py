"""Qt's printing stack for printed sheets: the page set-up (paper by locale, orientation as
the sheet needs it, large print, the log), painting the pages onto a QPrinter (print, preview)
or a QPdfWriter, and writing a PDF file whole or not at all.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QLocale, QMarginsF
from PySide6.QtGui import QPagedPaintDevice, QPageLayout, QPageSize, QPainter, QPdfWriter

from dicegames.ui.printing.content import PrintedSheet
from dicegames.ui.printing.layout import lay_out, table_width

PAPERS = ("a4", "letter")
ORIENTATIONS = ("auto", "portrait", "landscape")
MARGIN_MM = 12.0
RESOLUTION = 600                 # a PDF's units per inch: fine lines and dice, small files
# where Letter paper is the norm (the rest of the world uses A4)
LETTER = ("UnitedStates", "Canada", "Mexico", "Philippines", "Chile", "Colombia", "Venezuela",
          "Guatemala", "CostaRica", "Panama", "PuertoRico", "DominicanRepublic", "ElSalvador",
          "Nicaragua", "Honduras", "Bolivia")


@dataclass(frozen=True)
class PrintSetup:
    """How sheets are printed: paper ("" = the locale's), orientation, large print, the log."""

    paper: str = ""
    orientation: str = "auto"
    large: bool = False
    log: bool = False

    @classmethod
    def of(cls, choices: dict[str, str]) -> PrintSetup:
        """From the settings' text values; anything unknown is the default."""
        paper = choices.get("paper", "")
        orientation = choices.get("orientation", "auto")
        return cls(paper if paper in PAPERS else "",
                   orientation if orientation in ORIENTATIONS else "auto",
                   choices.get("large") == "true", choices.get("log") == "true")

    def choices(self) -> dict[str, str]:
        return {"paper": self.paper, "orientation": self.orientation,
                "large": "true" if self.large else "false", "log": "true" if self.log else "false"}


def system_locale() -> QLocale:
    return QLocale.system()


def default_paper(app: QLocale | None = None, system: QLocale | None = None) -> str:
    """Letter where the country uses it, else A4: the system's country when the system speaks
    the app's language (es_MX, en_GB), else the country of the app's language (ru → A4,
    es → A4, en → Letter): a table playing in Russian on a system left in American English
    prints on A4. `app` is the app's locale (QLocale(), which the language choice sets)."""
    app = app if app is not None else QLocale()
    system = system if system is not None else system_locale()
    where = system if system.language() == app.language() else app
    return "letter" if where.territory().name in LETTER else "a4"


def page_size(paper: str) -> QPageSize:
    return QPageSize(QPageSize.PageSizeId.Letter if paper == "letter" else
                     QPageSize.PageSizeId.A4)


def page_layout(sheet: PrintedSheet, setup: PrintSetup, device: Any) -> QPageLayout:
    """The page for `sheet`: the chosen paper, and landscape when the table is too wide for
    portrait (or as chosen)."""
    size = page_size(setup.paper or default_paper())
    landscape = setup.orientation == "landscape"
    if setup.orientation == "auto":
        room = size.size(QPageSize.Unit.Millimeter).width() - 2 * MARGIN_MM
        landscape = table_width(sheet, device, setup.large) > room
    return QPageLayout(size, QPageLayout.Orientation.Landscape if landscape
                       else QPageLayout.Orientation.Portrait,
                       QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM),
                       QPageLayout.Unit.Millimeter)


def render(sheet: PrintedSheet, device: QPagedPaintDevice, large: bool = False) -> int:
    """Paint every page of `sheet` on `device` (its page layout set); the page count, or 0
    when the device could not be painted on."""
    area = device.pageLayout().paintRectPixels(device.logicalDpiY())
    pages = lay_out(sheet, device, area.width(), area.height(), large)
    painter = QPainter()
    if not painter.begin(device):
        return 0
    try:
        for number, steps in enumerate(pages):
            if number:
                device.newPage()
            for step in steps:
                painter.save()
                step(painter)
                painter.restore()
    finally:
        painter.end()
    return len(pages)


def pdf_bytes(sheet: PrintedSheet, setup: PrintSetup) -> tuple[bytes, int]:
    """The sheet as a PDF document, and its page count."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(RESOLUTION)
    writer.setTitle(sheet.doc_name)
    writer.setCreator("Dice Games")
    writer.setPageLayout(page_layout(sheet, setup, writer))
    pages = render(sheet, writer, setup.large)
    del writer                              # finishes the document
    buffer.close()
    return bytes(data.data()), pages


def write_pdf(sheet: PrintedSheet, path: Path, setup: PrintSetup) -> int:
    """Write the sheet as a PDF at `path`, whole or not at all; its page count. Raises
    OSError when the disk refuses (nothing is left half-written)."""
    from dicegames.persistence.files import write_shared
    data, pages = pdf_bytes(sheet, setup)
    write_shared(Path(path), data)
    return pages
