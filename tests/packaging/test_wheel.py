"""The wheel (and the sdist it is built from) holds everything: installed into a fresh
virtualenv outside the checkout, `dicegames` starts, speaks a translation and shows a rules
text from the installed copy, and installs its desktop entry.

The virtualenv gets no network: its only package is our wheel; the dependencies (PySide6,
numpy …) are the running interpreter's, seen through a .pth file (reused, not reinstalled).
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import sysconfig
import tarfile
import zipfile
from pathlib import Path

import pytest

from dicegames import __version__
from dicegames.resources import APP_ID

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.xdist_group("wheel")   # one worker builds it, once


def _run(*cmd, **kw) -> subprocess.CompletedProcess:
    out = subprocess.run([str(c) for c in cmd], capture_output=True, text=True, timeout=240,
                         **kw)
    assert out.returncode == 0, f"{cmd}\n{out.stdout}\n{out.stderr}"
    return out


def _build(out: Path) -> tuple[Path | None, Path]:
    """(sdist, wheel built from that sdist) with hatchling if it is installed; else a wheel
    from the tree by pip (which then fetches hatchling)."""
    try:
        import hatchling  # noqa: F401
    except ImportError:
        _run(sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", out, ROOT)
        return None, next(out.glob("dicegames-*.whl"))
    hook = ("import sys; from hatchling.build import build_sdist, build_wheel;"
            "print(build_{0}(sys.argv[1]))")
    sdist = out / _run(sys.executable, "-c", hook.format("sdist"), out, cwd=ROOT
                       ).stdout.split()[-1]
    with tarfile.open(sdist) as tar:
        tar.extractall(out / "src", filter="data")
    src = next((out / "src").iterdir())
    wheel = out / _run(sys.executable, "-c", hook.format("wheel"), out, cwd=src
                       ).stdout.split()[-1]
    return sdist, wheel


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    """A fresh virtualenv (outside the checkout) with the wheel installed: (venv, wheel)."""
    base = tmp_path_factory.mktemp("wheel")
    sdist, wheel = _build(base)
    venv = base / "venv"
    _run(sys.executable, "-m", "venv", "--without-pip", venv)
    py = venv / "bin" / "python"
    site = Path(_run(py, "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"
                     ).stdout.strip())
    ours = {sysconfig.get_path("purelib"), sysconfig.get_path("platlib")}
    (site / "zz_reused_dependencies.pth").write_text("\n".join(sorted(ours)) + "\n")
    _run(sys.executable, "-m", "pip", "--python", py, "install", "-q", "--no-deps",
         "--no-index", wheel)
    return venv, wheel, sdist


def _env(tmp: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "XDG_"))}
    env.update(QT_QPA_PLATFORM="offscreen", HOME=str(tmp))
    for name in ("DATA", "CONFIG", "STATE", "CACHE"):
        env[f"XDG_{name}_HOME"] = str(tmp / name.lower())
    return env


def test_wheel_and_sdist_hold_the_data(installed):
    _, wheel, sdist = installed
    names = set(zipfile.ZipFile(wheel).namelist())
    data = "dicegames/_data/"
    for rules in (ROOT / "resources" / "rules").glob("*.md"):
        assert data + "resources/rules/" + rules.name in names
    for qm in (ROOT / "i18n").glob("*.qm"):
        assert data + "i18n/" + qm.name in names
    assert not any(n.endswith(".ts") or "pending" in n for n in names)
    for sub in ("scalable/apps/" + APP_ID + ".svg", "16x16/apps/" + APP_ID + ".png",
                "512x512/apps/" + APP_ID + ".png"):
        assert data + "resources/icons/hicolor/" + sub in names
    assert data + f"packaging/linux/{APP_ID}.desktop" in names
    assert data + f"packaging/linux/{APP_ID}.metainfo.xml" in names
    assert any(n.endswith("entry_points.txt") for n in names)
    if sdist is not None:
        members = tarfile.open(sdist).getnames()
        assert not any("/.venv/" in m or "__pycache__" in m for m in members)


def test_the_installed_copy_runs(installed, tmp_path):
    venv, _, _ = installed
    env = _env(tmp_path)
    out = _run(venv / "bin" / "dicegames", "--version", cwd=tmp_path, env=env)
    assert out.stdout.strip() == f"dicegames {__version__}"
    check = Path(__file__).with_name("installed_check.py")
    out = _run(venv / "bin" / "python", check, venv, cwd=tmp_path, env=env)
    report = json.loads(out.stdout.splitlines()[-1])
    assert report["language"] == "ru" and report["title"] == "Игры в кости"
    assert report["rules_heading_shown"] and report["rules_title"].startswith("Правила")
    assert 16 in report["window_icon_sizes"] and 256 in report["window_icon_sizes"]
    assert report["desktop_file_name"] == APP_ID
    bad = [line for line in out.stderr.splitlines() if "propagateSizeHints" not in line]
    assert not bad, out.stderr


def test_the_installed_copy_adds_itself_to_the_menu(installed, tmp_path):
    venv, _, _ = installed
    env = _env(tmp_path)
    _run(venv / "bin" / "dicegames", "--install-desktop-entry", cwd=tmp_path, env=env)
    entry = tmp_path / "data" / "applications" / f"{APP_ID}.desktop"
    assert f"Exec={venv / 'bin' / 'dicegames'}" in entry.read_text().splitlines()
    assert (tmp_path / "data" / "icons" / "hicolor" / "48x48" / "apps" / f"{APP_ID}.png"
            ).is_file()
    _run(venv / "bin" / "dicegames", "--uninstall-desktop-entry", cwd=tmp_path, env=env)
    assert not entry.exists()
