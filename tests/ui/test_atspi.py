"""A real screen reader's view of the table: the app under Xvfb on a D-Bus session with the
AT-SPI bus, read by Debian's pyatspi (tests/ui/atspi/client.py, the system Python).

Skipped, with the reason, where the system packages are missing; `./dev` installs them when
run as root, so CI runs it for real."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

# one worker reads the app's one Zdorovo! game for all the tests that take `reading`
pytestmark = pytest.mark.xdist_group("atspi")
HERE = Path(__file__).parent / "atspi"
SYSTEM_PYTHON = "/usr/bin/python3"
PACKAGES = ("xvfb dbus at-spi2-core python3-pyatspi gir1.2-atspi-2.0 "
            "libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1")
XCB_LIBS = ("libxcb-cursor.so.0", "libxcb-icccm.so.4", "libxcb-keysyms.so.1")


def _missing() -> str:
    for tool in ("Xvfb", "dbus-run-session"):
        if shutil.which(tool) is None:
            return tool
    if not Path("/usr/libexec/at-spi-bus-launcher").exists() \
            and shutil.which("at-spi-bus-launcher") is None:
        return "at-spi-bus-launcher"
    if not Path(SYSTEM_PYTHON).exists() or subprocess.run(
            [SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True).returncode:
        return "pyatspi for " + SYSTEM_PYTHON
    libs = subprocess.run(["ldconfig", "-p"], capture_output=True, text=True).stdout
    for lib in XCB_LIBS:
        if lib not in libs:
            return f"{lib} (Qt's xcb platform plugin)"
    return ""


def _read(what: str) -> dict:
    missing = _missing()
    if missing:
        pytest.skip(f"the AT-SPI check needs {missing} (apt-get install {PACKAGES})")
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", "1", "-screen", "0", "1280x800x24",
                             "-nolisten", "tcp"], stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True)
    try:
        display = ":" + xvfb.stdout.readline().strip()      # a free display, told by Xvfb
        env = {k: v for k, v in os.environ.items()
               if not k.startswith(("QT_", "DBUS_", "AT_SPI"))}
        env["DISPLAY"] = display
        run = subprocess.run(
            ["dbus-run-session", "--", SYSTEM_PYTHON, str(HERE / "client.py"), sys.executable,
             what], env=env, capture_output=True, text=True, timeout=90)
    finally:
        xvfb.terminate()
        xvfb.wait(5)
    assert run.returncode == 0 and run.stdout.strip(), run.stderr[-2000:]
    return json.loads(run.stdout.strip().splitlines()[-1])


@pytest.fixture(scope="module")
def reading() -> dict:
    """A game of Zdorovo! between Anna and Boris: R, Tab round the table, D, S, T, 1."""
    return _read("zdorovo")


def test_the_home_cards_are_buttons_and_the_app_says_what_it_is():
    home = _read("home")
    assert home["app"]["name"] == "Dice Games"
    assert "python" not in home["app"]["description"].lower() and home["app"]["description"]
    names = [c["name"] for c in home["cards"]]
    for game in ("Zonk", "Zonk Chicago", "Zonk Detroit", "Zdorovo!"):
        assert game in names


def test_the_app_is_named_and_described_on_the_desktop(reading):
    assert reading["app"]["name"] == "Dice Games"
    assert "dice" in reading["app"]["description"] and "python" not in reading["app"]["description"]


def test_every_showing_control_has_a_name(reading):
    unnamed = [c for c in reading["controls"] if not (c["name"] or c["label"]).strip()]
    assert not unnamed


def test_one_object_per_die_with_its_face(reading):
    assert reading["dice"] == [f"Die {n}: not thrown" for n in range(1, 6)]
    after = reading["dice_after"]
    assert len(after) == 5 and all(" " in d.split(": ")[1] or d.split(": ")[1] in
                                   ("one", "two", "three", "four", "five", "six")
                                   for d in after)
    assert after[0].endswith("to throw again") and all(d.endswith("held") for d in after[1:])


def _after(events: list, step: str) -> list:
    start = next(i for i, e in enumerate(events) if e == {"type": "key", "name": step})
    out = []
    for e in events[start + 1:]:
        if e["type"] == "key":
            break
        out.append(e)
    return out


def test_a_throw_and_the_saying_keys_are_spoken(reading):
    events = reading["events"]
    spoken = {step: [e["name"] for e in _after(events, step) if e["type"] == "notification"]
              for step in ("throw", "D", "S", "T", "pick")}
    assert spoken["throw"] and spoken["throw"][0].startswith("Anna threw ")
    assert spoken["D"] and spoken["D"][0].startswith("On the table: ")
    assert spoken["S"] and spoken["S"][0].startswith("Total: ")
    assert spoken["T"] and spoken["T"][0].startswith("Anna to play")
    checked = [e for e in _after(events, "pick") if e["type"] == "checked"]
    assert checked and checked[0]["on"] == 1 and checked[0]["name"].startswith("Die 1: ")


def test_tab_follows_the_table(reading):
    focused = [e["name"] for e in reading["events"] if e["type"] == "focus"]
    tabbed = []
    for i, e in enumerate(reading["events"]):
        if e == {"type": "key", "name": "tab"}:
            names = [x["name"] for x in _after(reading["events"][i:], "tab")
                     if x["type"] == "focus"]
            tabbed.append(names[-1] if names else None)
    assert None not in tabbed, focused
    order = ["Whose turn (T)", "Dice (D)", "Scores (S)", "Undo", "Home", "Advisor (H)", "Die 1: ",
             "Die 2: ",
             "Die 3: ", "Die 4: ", "Die 5: ", "Throw all again", "Score ", "Scoresheet",
             "Game log"]
    first = next(i for i, t in enumerate(tabbed) if t == "Whose turn (T)")
    ring = tabbed[first:] + tabbed[:first]          # Tab goes round: start at the banner
    places = [next((i for i, t in enumerate(ring) if t.startswith(o)), -1) for o in order]
    assert -1 not in places and places == sorted(places), " | ".join(map(str, ring))


def test_new_game_labels_every_combo_and_tabs_top_to_bottom():
    dialog = _read("newgame")
    combos = [c for c in dialog["controls"] if c["role"] == "combo box"]
    assert combos and all(c["label"] for c in combos), combos
    assert {"Player 1: who plays", "Player 2: computer level"} <= {c["label"] for c in combos}
    focused = [e["name"] for e in dialog["events"] if e["type"] == "focus"]
    start = focused.index("Start game")
    ring = focused[start + 1:] + focused[:start + 1]     # from the top, round to Start game
    ring = ring[ring.index("Zdorovo!"):]
    options = ("Throws per turn", "Five alike also count as a full house")
    assert ring[:2] == ["Zdorovo!", "Standard"], ring
    assert all(ring.index(o) < ring.index("Start game") for o in options), ring
    assert ring.index("Name of player 1") < ring.index("Virtual dice: the computer throws") \
        < ring.index("Throws per turn"), ring


def test_the_hand_over_alone_is_in_the_tree_and_in_tab_and_is_spoken():
    covered = _read("handover")
    controls = [c["name"] for c in covered["controls"]]
    assert controls == ["I am Boris \u2014 continue  (Enter)"], controls
    spoken = [e["name"] for e in covered["events"] if e["type"] == "notification"]
    assert any("Pass the table to Boris" in s for s in spoken), spoken
    events = covered["events"]
    after_tab = [x["name"] for i, e in enumerate(events) if e == {"type": "key", "name": "tab"}
                 for x in _after(events[i:], "tab") if x["type"] == "focus"]
    assert all(n == controls[0] for n in after_tab), after_tab     # Tab never leaves it


def test_pressing_a_die_through_the_screen_reader_picks_it(reading):
    assert "Press" in reading["die_actions"]
    checked = [e for e in _after(reading["events"], "press") if e["type"] == "checked"]
    assert checked and checked[0]["on"] == 1 and checked[0]["name"].startswith("Die 2: ")
