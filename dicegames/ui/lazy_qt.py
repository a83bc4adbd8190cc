"""The `Qt` namespace, built on first use instead of on import.

PySide 6.11 creates all 93 Python enums of the `Qt` namespace (about 40 ms) the first time
anything touches it: `from PySide6.QtCore import Qt`, an enum value, or resolving a call
whose overloads accept one (`QBrush(QColor)`, `QPainter.setPen`, `QAction.setShortcut`,
`QPainter.fillPath(path, QColor)`). The home's first frame touches none of them, so the
window appears that much sooner; modules it needs import `Qt` from here. What the first
frame may call is held by `tests/ui/test_startup.py`.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

__all__ = ["Qt"]


class _LazyQt:
    """Forwards attribute reads to `PySide6.QtCore.Qt`, importing it on the first one."""

    def __getattr__(self, name: str) -> Any:
        from PySide6.QtCore import Qt as real
        value = getattr(real, name)
        setattr(self, name, value)          # later reads of this name skip __getattr__
        return value


if TYPE_CHECKING:
    from PySide6.QtCore import Qt
else:
    Qt = _LazyQt()
