"""Static checks as tests: the engine type-checks strictly; nothing imported is left unused."""
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


def test_engine_and_persistence_pass_mypy_strict():
    targets = [p for p in ("dicegames/engine", "dicegames/persistence")
               if any((ROOT / p).glob("*.py"))]
    out = subprocess.run([tool("mypy"), "--strict", "--no-error-summary",
                          "--cache-dir", str(ROOT / ".mypy_cache"), *targets],
                         cwd=ROOT, capture_output=True, text=True, timeout=240)
    assert out.returncode == 0, out.stdout + out.stderr


def test_ruff_finds_no_errors():
    out = subprocess.run([tool("ruff"), "check", "--select", "F,E9", "--quiet",
                          "dicegames", "tests", "bench"], cwd=ROOT, capture_output=True,
                         text=True, timeout=120)
    assert out.returncode == 0, out.stdout + out.stderr


def test_ai_passes_mypy_strict():
    """dicegames/ai strictly (the modules it imports are checked by their own tests)."""
    out = subprocess.run([tool("mypy"), "--strict", "--follow-imports=silent",
                          "--no-error-summary", "--cache-dir", str(ROOT / ".mypy_cache"),
                          "dicegames/ai"], cwd=ROOT, capture_output=True, text=True,
                         timeout=240)
    assert out.returncode == 0, out.stdout + out.stderr
