"""Render the application icon's PNG sizes from its two SVG drawings (run after editing them):

    python packaging/icons/render.py

The scalable drawing (resources/icons/hicolor/scalable/apps/) gives 48 px and up; the pixel-grid
drawing `small.svg` gives 16, 24 and 32 px, where the scalable one's two tilted dice would blur.
The PNGs go to resources/icons/hicolor/<n>x<n>/apps/, from where the app takes its window icon
and `dicegames --install-desktop-entry` copies them.
"""
from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QRectF
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ROOT = Path(__file__).resolve().parents[2]
APP_ID = "io.github.dicegames.DiceGames"
ICONS = ROOT / "resources" / "icons" / "hicolor"
SMALL = (16, 24, 32)
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def render(svg: Path, size: int, out: Path) -> None:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    renderer = QSvgRenderer(str(svg))
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    renderer.render(p, QRectF(0, 0, size, size))
    p.end()
    out.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(out)):
        raise SystemExit(f"cannot write {out}")


def main() -> int:
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841
    scalable = ICONS / "scalable" / "apps" / f"{APP_ID}.svg"
    small = Path(__file__).with_name("small.svg")
    for size in SIZES:
        out = ICONS / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        render(small if size in SMALL else scalable, size, out)
        print(out.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
