"""The desktop entry and the AppStream metainfo parse, agree with each other and with the app
(id, icon, names, version), pass the freedesktop validators, and the per-user desktop entry
installs and uninstalls in a temporary XDG_DATA_HOME."""
from __future__ import annotations

import configparser
import os
import re
import shutil
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from dicegames import __version__, desktop_entry
from dicegames.resources import APP_ID, icons_path, linux_path

ROOT = Path(__file__).resolve().parents[2]
DESKTOP = linux_path(f"{APP_ID}.desktop")
METAINFO = linux_path(f"{APP_ID}.metainfo.xml")
LANG = "{http://www.w3.org/XML/1998/namespace}lang"
LANGUAGES = ("ru", "es")


def entry(path: Path = DESKTOP) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str        # keys are case-sensitive
    parser.read(path, encoding="utf-8")
    return parser["Desktop Entry"]


def metainfo() -> ET.Element:
    return ET.parse(METAINFO).getroot()


def by_language(root: ET.Element, tag: str) -> dict[str, str]:
    return {el.get(LANG, "en"): (el.text or "").strip() for el in root.findall(tag)}


def test_one_id_everywhere(qapp):
    from dicegames.ui.shell.application import create_app
    assert create_app().desktopFileName() == APP_ID
    root = metainfo()
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable[@type='desktop-id']") == DESKTOP.name
    assert entry()["Icon"] == root.findtext("icon[@type='stock']") == APP_ID
    assert DESKTOP.stem == METAINFO.name.removesuffix(".metainfo.xml") == APP_ID


def test_the_newest_release_is_the_project_version():
    project = re.search(r'^version = "([^"]+)"', (ROOT / "pyproject.toml").read_text(), re.M)
    releases = [r.get("version") for r in metainfo().iter("release")]
    assert project and releases and releases[0] == __version__ == project[1]


def test_names_and_summaries_in_every_language():
    e, root = entry(), metainfo()
    names, summaries = by_language(root, "name"), by_language(root, "summary")
    assert names["en"] == e["Name"]
    for lang in LANGUAGES:
        assert names[lang] == e[f"Name[{lang}]"]
        assert summaries[lang] and e[f"Comment[{lang}]"] and e[f"Keywords[{lang}]"]
        assert by_language(root, "description/p").get(lang)
    assert root.find("content_rating[@type='oars-1.1']") is not None
    assert "Game" in e["Categories"].split(";")
    assert [c.text for c in root.iter("category")][:1] == ["Game"]


def test_screenshots_are_of_the_app_and_in_the_checkout():
    for image in metainfo().iter("image"):
        name = image.text.rsplit("/docs/", 1)[1]
        assert (ROOT / "docs" / name).is_file(), name


def _png_size(path: Path) -> tuple[int, int]:
    head = path.read_bytes()[:24]
    assert head[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", head[16:24])


def test_the_icon_in_every_size():
    root = icons_path()
    assert (root / "scalable" / "apps" / f"{APP_ID}.svg").is_file()
    for n in (16, 24, 32, 48, 64, 128, 256, 512):
        assert _png_size(root / f"{n}x{n}" / "apps" / f"{APP_ID}.png") == (n, n)


def _tool(name: str) -> str:
    path = shutil.which(name)
    if path is None:
        pytest.skip(f"{name} is not installed (./dev installs it when run as root)")
    return path


def test_desktop_file_validate():
    out = subprocess.run([_tool("desktop-file-validate"), str(DESKTOP)], capture_output=True,
                         text=True, timeout=60)
    assert out.returncode == 0 and not out.stdout.strip(), out.stdout + out.stderr


def test_appstreamcli_validate():
    out = subprocess.run([_tool("appstreamcli"), "validate", "--no-net", "--explain",
                          str(METAINFO)], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stdout + out.stderr
    # appstreamcli 0.16 does not know AppStream 1.0's <developer> yet: that is its only note
    notes = [line for line in out.stdout.splitlines() if line[:2] in ("E:", "W:", "I:")]
    assert all("unknown-tag developer" in n for n in notes), out.stdout


def test_exec_lines_quote_what_the_specification_reserves():
    assert desktop_entry.exec_line(["/opt/dice/bin/dicegames"]) == "/opt/dice/bin/dicegames"
    assert desktop_entry.exec_line(["/home/a b/bin/python", "-m", "dicegames"]) == (
        '"/home/a b/bin/python" -m dicegames')
    assert desktop_entry.exec_line(["/x/$y\\z", "100%"]) == '"/x/\\\\$y\\\\\\\\z" 100%%'


def test_data_home_follows_xdg(tmp_path):
    assert desktop_entry.data_home({"XDG_DATA_HOME": str(tmp_path)}) == tmp_path
    assert desktop_entry.data_home({"XDG_DATA_HOME": "relative"}) == (
        Path.home() / ".local" / "share")


def _cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "dicegames", *args], capture_output=True,
                          text=True, timeout=60)


def test_install_and_uninstall_for_this_user(isolated_dirs):
    home = isolated_dirs["data"]
    out = _cli("--install-desktop-entry")
    assert out.returncode == 0, out.stderr
    installed = home / "applications" / f"{APP_ID}.desktop"
    e = entry(installed)
    assert e["Exec"].split()[0] == e["TryExec"] and Path(e["TryExec"]).is_file()
    assert e["Name[ru]"] == entry()["Name[ru]"]
    icons = sorted(p.relative_to(home) for p in (home / "icons").rglob("*") if p.is_file())
    assert len(icons) == 9 and all(p.stem == APP_ID for p in icons)
    if shutil.which("desktop-file-validate"):
        check = subprocess.run(["desktop-file-validate", str(installed)], capture_output=True,
                               text=True, timeout=60)
        assert check.returncode == 0, check.stdout
    assert _cli("--install-desktop-entry").returncode == 0          # again: same files
    other = home / "applications" / "someone.else.desktop"
    other.write_text("[Desktop Entry]\n")
    out = _cli("--uninstall-desktop-entry")
    assert out.returncode == 0 and "removed 10 files" in out.stdout
    assert not installed.exists() and other.exists()
    assert not [p for p in (home / "icons").rglob("*") if p.is_file()]
    out = _cli("--uninstall-desktop-entry")
    assert out.returncode == 0 and "no desktop entry" in out.stdout


def test_install_into_a_folder_it_cannot_write(isolated_dirs, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("")
    out = subprocess.run([sys.executable, "-m", "dicegames", "--install-desktop-entry"],
                         capture_output=True, text=True, timeout=60,
                         env={**os.environ, "XDG_DATA_HOME": str(blocker)})
    assert out.returncode == 1 and out.stderr.startswith("dicegames: error: cannot install")
    assert len(out.stderr.splitlines()) == 1
