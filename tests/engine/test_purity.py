"""The engine is pure: standard library only, importable with Qt, numpy and platformdirs gone."""
from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import dicegames.engine

ENGINE = Path(dicegames.engine.__file__).parent

BLOCKER = r"""
import sys
class Block:
    def find_spec(self, name, path=None, target=None):
        if name.split('.')[0] in {'PySide6', 'shiboken6', 'numpy', 'platformdirs', 'pyqtgraph'} \
           or name.startswith(('dicegames.ui', 'dicegames.ai', 'dicegames.persistence')):
            raise ImportError('blocked: ' + name)
sys.meta_path.insert(0, Block())
import dicegames.engine as e
from dicegames.engine.registry import game_ids
for gid in game_ids():
    e.make_game(gid)
import dicegames.cli
print('ok', len(game_ids()))
"""


def test_engine_imports_with_qt_numpy_platformdirs_blocked():
    root = ENGINE.parents[1]
    out = subprocess.run([sys.executable, "-c", BLOCKER], capture_output=True, text=True,
                         cwd=root, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("ok")


def test_engine_modules_import_only_the_standard_library_and_themselves():
    allowed = set(sys.stdlib_module_names) | {"__future__"}
    for path in ENGINE.rglob("*.py"):
        tree = ast.parse(path.read_text(), str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                if node.level:                      # relative: inside the engine
                    continue
                names = [node.module or ""]
            else:
                continue
            for name in names:
                top = name.split(".")[0]
                assert top in allowed, f"{path.name} imports {name}"


def test_only_the_rng_module_imports_random():
    for path in ENGINE.rglob("*.py"):
        if path.name == "rng.py":
            continue
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                assert "random" not in [a.name for a in node.names], path.name
            if isinstance(node, ast.ImportFrom):
                assert node.module != "random", path.name
