"""Reading the PDFs the printing writes: their text (pdftotext), pages and size (pdfinfo), and
where every word lies (pdftotext -bbox), from poppler-utils."""
from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

POPPLER = shutil.which("pdftotext") and shutil.which("pdfinfo")
needs_poppler = pytest.mark.skipif(
    not POPPLER, reason="pdftotext and pdfinfo (poppler-utils) are not installed: ./dev "
    "installs them when run as root, else: sudo apt-get install poppler-utils")
A4 = (595.3, 841.9)
LETTER = (612.0, 792.0)
MARGIN_PT = 12 / 25.4 * 72


def spaced(text: str) -> str:
    """Text with every kind of space (the group separators of 10 000) as a plain space."""
    return re.sub(r"[\u00a0\u202f\u2009 ]+", " ", text)


def pdf_text(path: Path, page: int | None = None) -> str:
    pages = ["-f", str(page), "-l", str(page)] if page else []
    out = subprocess.run(["pdftotext", *pages, str(path), "-"], capture_output=True,
                         text=True, check=True, timeout=30)
    return spaced(out.stdout)


def pdf_info(path: Path) -> tuple[int, tuple[float, float]]:
    """(pages, (width, height) in points)."""
    out = subprocess.run(["pdfinfo", str(path)], capture_output=True, text=True, check=True,
                         timeout=30).stdout
    pages = int(re.search(r"^Pages:\s+(\d+)", out, re.M).group(1))
    size = re.search(r"^Page size:\s+([\d.]+) x ([\d.]+)", out, re.M)
    return pages, (float(size.group(1)), float(size.group(2)))


def words_outside_margins(path: Path) -> list[str]:
    """Every word not wholly inside the page's margins (clipped or off the page)."""
    html = subprocess.run(["pdftotext", "-bbox", str(path), "-"], capture_output=True,
                          text=True, check=True, timeout=30).stdout
    out = []
    for page in re.finditer(r'<page width="([\d.]+)" height="([\d.]+)">(.*?)</page>', html,
                            re.S):
        w, h = float(page.group(1)), float(page.group(2))
        for m in re.finditer(r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" '
                             r'yMax="([\d.]+)">(.*?)</word>', page.group(3)):
            x0, y0, x1, y1 = map(float, m.groups()[:4])
            slack = 2.0
            if x0 < MARGIN_PT - slack or y0 < MARGIN_PT - slack or x1 > w - MARGIN_PT + slack \
                    or y1 > h - MARGIN_PT + slack:
                out.append(m.group(5))
    return out


def same_size(size: tuple[float, float], paper: tuple[float, float], landscape: bool) -> bool:
    want = (paper[1], paper[0]) if landscape else paper
    return abs(size[0] - want[0]) < 1.5 and abs(size[1] - want[1]) < 1.5


def has_value(text: str, value: str) -> bool:
    """`value` (a number as the sheet writes it) stands alone somewhere in `text`."""
    value = spaced(value)
    return re.search(r"(?<![\d.,])" + re.escape(value) + r"(?![\d])", text) is not None


def corrected_record(times: int):
    """A finished School duel whose one turn was corrected `times` times (crossed out, then
    written again, and so on): its log paragraph grows with every correction."""
    from dicegames.engine import PlayerEntry, Record, make_game
    from dicegames.engine.records import correction
    from tests.engine.helpers import random_game
    game = make_game("school")
    first, actions, _ = random_game(game, 2, "print-0")
    texts = tuple(a.to_str() for a in actions)
    at = max(i for i, t in enumerate(texts) if t == "score two_pairs")
    fixes = tuple(correction(at, "cross two_pairs" if k % 2 == 0 else "score two_pairs")
                  for k in range(times))
    return Record("school", (PlayerEntry("Аня"), PlayerEntry("Борис")),
                  game.rules.to_options(), first, "print-0", texts + fixes)
