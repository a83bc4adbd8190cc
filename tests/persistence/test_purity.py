"""Persistence never imports Qt: standard library, platformdirs and the engine only."""
from __future__ import annotations

import ast
import sys
from pathlib import Path

import dicegames.persistence

PERSISTENCE = Path(dicegames.persistence.__file__).parent


def test_persistence_imports_no_qt():
    allowed = set(sys.stdlib_module_names) | {"__future__", "platformdirs", "dicegames"}
    for path in PERSISTENCE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and not node.level:
                names = [node.module or ""]
            else:
                continue
            for name in names:
                assert name.split(".")[0] in allowed, f"{path.name} imports {name}"
                assert not name.startswith(("dicegames.ui", "dicegames.ai")), path.name
