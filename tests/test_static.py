"""Static checks as tests: the engine and the files type-check strictly, the play view type-checks,
ruff's configuration holds, and the import contracts (the shape of the house) are kept."""
from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def tool(name: str) -> str:
    path = Path(sys.executable).with_name(name)
    found = str(path) if path.exists() else shutil.which(name)
    if not found:
        pytest.skip(f"{name} is not installed")
    return found


def test_engine_persistence_and_stats_pass_mypy_strict():
    targets = [p for p in ("dicegames/engine", "dicegames/persistence", "dicegames/stats")
               if any((ROOT / p).glob("*.py"))]
    out = subprocess.run([tool("mypy"), "--strict", "--no-error-summary",
                          "--cache-dir", str(ROOT / ".mypy_cache"), *targets],
                         cwd=ROOT, capture_output=True, text=True, timeout=240)
    assert out.returncode == 0, out.stdout + out.stderr


def test_the_play_view_passes_mypy():
    out = subprocess.run([tool("mypy"), "--no-error-summary", "--cache-dir",
                          str(ROOT / ".mypy_cache"), "dicegames/ui/play"],
                         cwd=ROOT, capture_output=True, text=True, timeout=240)
    assert out.returncode == 0, out.stdout + out.stderr


def test_ruff_finds_no_errors():
    """The [tool.ruff] configuration of pyproject.toml, over the code, the tests and bench/."""
    out = subprocess.run([tool("ruff"), "check", "--quiet", "dicegames", "tests", "bench"],
                         cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stdout + out.stderr


def test_the_import_contracts_hold():
    """pyproject.toml's contracts: the engine imports nothing of ours, ai and persistence
    never Qt, only the UI imports Qt."""
    out = subprocess.run([tool("lint-imports"), "--no-cache"], cwd=ROOT, capture_output=True,
                         text=True, timeout=120)
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr


def test_ai_passes_mypy_strict():
    """dicegames/ai strictly (the modules it imports are checked by their own tests)."""
    out = subprocess.run([tool("mypy"), "--strict", "--follow-imports=silent",
                          "--no-error-summary", "--cache-dir", str(ROOT / ".mypy_cache"),
                          "dicegames/ai"], cwd=ROOT, capture_output=True, text=True,
                         timeout=240)
    assert out.returncode == 0, out.stdout + out.stderr
