"""PySide6 6.12.0 on Python 3.11 aborts after a few thousand void Qt calls (DESIGN.md §6).

Our dependency pin keeps 6.12.0 away from Python < 3.12; this test makes ~20,000 void calls and
would die with `Fatal Python error: none_dealloc` on the broken combination.
"""
from __future__ import annotations

import sys

import PySide6
from PySide6.QtGui import QImage, QPainter


def test_twenty_thousand_void_qt_calls_do_not_crash():
    img = QImage(16, 16, QImage.Format.Format_ARGB32)
    p = QPainter(img)
    for _ in range(10_000):
        p.save()
        p.restore()
    p.end()
    assert not img.isNull()


def test_pinned_pyside6_version():
    major, minor = (int(x) for x in PySide6.__version__.split(".")[:2])
    if sys.version_info < (3, 12):
        assert (major, minor) == (6, 11), PySide6.__version__
    else:
        assert (major, minor) >= (6, 11)
