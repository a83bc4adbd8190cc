"""The Flatpak manifest and the PyInstaller configuration cannot be built in the test suite (no
flatpak-builder or Flathub here; a frozen build takes minutes): their structure is checked."""
from __future__ import annotations

import json
import re
from pathlib import Path

from dicegames.resources import APP_ID

ROOT = Path(__file__).resolve().parents[2]
MANIFEST = ROOT / "packaging" / "flatpak" / f"{APP_ID}.json"
SPEC = ROOT / "packaging" / "pyinstaller" / "dicegames.spec"


def manifest() -> dict:
    return json.loads(MANIFEST.read_text(encoding="utf-8"))


def test_flatpak_manifest_builds_the_app_on_the_pyside_baseapp():
    m = manifest()
    assert m["id"] == APP_ID and m["command"] == "dicegames"
    assert m["base"] == "io.qt.PySide.BaseApp" and m["runtime"] == "org.kde.Platform"
    assert m["base-version"] == m["runtime-version"]
    assert m["sdk"] == "org.kde.Sdk"
    assert "/app/cleanup-BaseApp.sh" in m["cleanup-commands"]
    assert not any("network" in arg or "filesystem=home" in arg for arg in m["finish-args"])
    assert "--socket=wayland" in m["finish-args"]
    names = [mod["name"] for mod in m["modules"]]
    assert names[-1] == "dicegames" and len(set(names)) == len(names)


def test_flatpak_sources_are_pinned_and_the_app_files_exist():
    for module in manifest()["modules"]:
        assert module["buildsystem"] == "simple" and module["build-commands"]
        for source in module["sources"]:
            if source["type"] == "file":
                assert source["url"].startswith("https://files.pythonhosted.org/")
                assert re.fullmatch(r"[0-9a-f]{64}", source["sha256"])
                assert source["url"].endswith(".whl")
            else:
                assert source["type"] == "dir"
                assert (MANIFEST.parent / source["path"]).resolve() == ROOT
    app = manifest()["modules"][-1]
    for command in app["build-commands"]:
        for path in re.findall(r"(?:packaging|resources)/[\w./-]+", command):
            assert (ROOT / path).exists(), path
    wheels = [s["url"].rsplit("/", 1)[1] for m in manifest()["modules"] for s in m["sources"]
              if s["type"] == "file"]
    for needed in ("numpy-", "pyqtgraph-", "platformdirs-", "hatchling-"):
        assert any(w.startswith(needed) for w in wheels), needed


def test_pyinstaller_configuration_ships_what_the_wheel_ships():
    text = SPEC.read_text(encoding="utf-8")
    compile(text, str(SPEC), "exec")
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    block = pyproject.split("[tool.hatch.build.targets.wheel.force-include]")[1].split("\n\n")[0]
    targets = {t.rsplit("/", 1)[0] if t.endswith(".qm") else t
               for t in re.findall(r'= "dicegames/_data/([^"]+)"', block)}
    assert targets == {"resources", "i18n", "packaging/linux"}
    for target in targets:
        assert f'f"{{DATA}}/{target}"' in text, target
    assert "onefile" not in text and "COLLECT(" in text      # one folder: Qt stays shared
