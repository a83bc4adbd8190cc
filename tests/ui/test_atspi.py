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
    assert reading["dice"] == [f"Die {n}, not thrown" for n in range(1, 6)]
    assert reading["dice_roles"] == ["list item"] and reading["tray_role"] == "list"
    after = reading["dice_after"]
    faces = ("one", "two", "three", "four", "five", "six")
    assert len(after) == 5 and all(d.split(", ")[1] in faces for d in after), after
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
    assert spoken["D"] and spoken["D"][0].startswith("On the table, ")
    assert spoken["S"] and spoken["S"][0].startswith("Total, ")
    assert spoken["T"] and spoken["T"][0].startswith("Anna to play")
    assert spoken["pick"] and spoken["pick"][0].startswith("Die 1, ")     # said once: no
    assert spoken["pick"][0].endswith("to throw again.")                  # "checked" first
    for said in spoken.values():             # no notification is empty or says its role
        assert all(s and "notification" not in s for s in said), said


def test_tab_follows_the_table(reading):
    focused = [e["name"] for e in reading["events"] if e["type"] == "focus"]
    tabbed = []
    for i, e in enumerate(reading["events"]):
        if e == {"type": "key", "name": "tab"}:
            names = [x["name"] for x in _after(reading["events"][i:], "tab")
                     if x["type"] == "focus"]
            tabbed.append(names[-1] if names else None)
    assert None not in tabbed, focused
    order = ["Whose turn, T", "Dice, D", "Scores, S", "Undo", "Home", "Advisor, H", "Die 1, ",
             "Die 2, ", "Die 3, ", "Die 4, ", "Die 5, ", "Throw all again", "Score ",
             "Scoresheet", "Game log"]
    first = next(i for i, t in enumerate(tabbed) if t == "Whose turn, T")
    ring = tabbed[first:] + tabbed[:first]          # Tab goes round: start at the banner
    places = [next((i for i, t in enumerate(ring) if t.startswith(o)), -1) for o in order]
    assert -1 not in places and places == sorted(places), " | ".join(map(str, ring))


@pytest.fixture(scope="module")
def new_game() -> dict:
    """New game for Zdorovo! over the main window: Tab round it, then each combo box changed
    by Down (Up from the last choice)."""
    return _read("newgame")


def test_new_game_names_every_check_box_by_its_own_text(new_game):
    boxes = new_game["boxes"]
    assert len(boxes) >= 3, boxes
    for box in boxes:              # never by its group's name ("The turn check box checked")
        heard = box["label"] or box["name"]
        assert box["name"] and box["name"] in heard and heard != box["group"], box


def test_new_game_says_every_combo_box_changed_by_key(new_game):
    changed = new_game["changed"]
    assert len(changed) >= 5 and any(c["combo"].startswith("Game") for c in changed), changed
    silent = [c for c in changed if not c["said"]]
    assert not silent, silent
    game = next(c for c in changed if c["combo"].startswith("Game"))
    name, _, pitch = game["said"][0].partition(". ")
    assert name and pitch, game                                    # with its one line


def test_tab_leaves_every_table_of_the_table():
    tables = _read("zonk:advisor")["tables"]
    names = [t["table"] for t in tables]
    assert "Scoresheet" in names and "Choices, best first" in names, tables
    for t in tables:
        assert t["then"] and t["then"] != t["table"] and t["then_role"] != "table cell", t


def test_new_game_labels_every_combo_and_tabs_top_to_bottom(new_game):
    dialog = new_game
    combos = [c for c in dialog["controls"] if c["role"] == "combo box"]
    assert combos and all(c["label"] for c in combos), combos
    assert {"Player 1, who plays", "Player 2, computer level"} <= {c["label"] for c in combos}
    assert not [c for c in combos if c["label"].endswith(":") or c["name"].endswith(":")]
    focused = [e["name"] for e in dialog["events"] if e["type"] == "focus"]
    start = focused.index("Start game")
    ring = focused[start + 1:] + focused[:start + 1]     # from the top, round to Start game
    ring = ring[ring.index("Zdorovo!"):]
    options = ("Throws per turn", "Five alike also count as a full house")
    assert ring[:2] == ["Zdorovo!", "Standard"], ring
    ring = [next((o for o in options if n.startswith(o)), n) for n in ring]   # "…, default"
    assert all(ring.index(o) < ring.index("Start game") for o in options), ring
    assert ring.index("Name of player 1") < ring.index("Virtual dice, the computer throws") \
        < ring.index("Throws per turn"), ring
    assert ring.index("Player 1, household player") < ring.index("Name of player 1")
    assert ring.index("Player 2, household player") < ring.index("Name of player 2")
    assert ring.index("Casual game, not counted in the statistics") \
        < ring.index("Start game"), ring                     # not after Cancel


def test_the_hand_over_alone_is_in_the_tree_and_in_tab_and_is_spoken():
    covered = _read("handover")
    controls = [c["name"] for c in covered["controls"]]
    assert controls == ["I am Boris, continue, Enter"], controls
    spoken = [e["name"] for e in covered["events"] if e["type"] == "notification"]
    assert any("Pass the table to Boris" in s for s in spoken), spoken
    events = covered["events"]
    after_tab = [x["name"] for i, e in enumerate(events) if e == {"type": "key", "name": "tab"}
                 for x in _after(events[i:], "tab") if x["type"] == "focus"]
    assert all(n == controls[0] for n in after_tab), after_tab     # Tab never leaves it


def test_pressing_a_die_through_the_screen_reader_picks_it(reading):
    assert "Press" in reading["die_actions"]
    said = [e["name"] for e in _after(reading["events"], "press")
            if e["type"] == "notification"]
    assert said and said[0].startswith("Die 2, ") and said[0].endswith("to throw again.")


def test_settings_names_its_fields_for_the_ear_and_says_each_choice():
    """A dialog read over AT-SPI: Tab goes round it and comes back; every combo box is
    labelled by its own label and every check box by its own text, without the colon Orca
    reads out; a combo box changed by key says its new value (the speech setting too)."""
    dialog = _read("settings")
    focused = [e["name"] for e in dialog["events"] if e["type"] == "focus"]
    assert "OK" in focused and "Cancel" in focused, focused          # Tab is not trapped
    combos = [c for c in dialog["controls"] if c["role"] == "combo box"]
    boxes = [c for c in dialog["controls"] if c["role"] == "check box"]
    assert len(combos) >= 5 and boxes, dialog["controls"]
    for control in combos + boxes:
        heard = control["label"] or control["name"]
        assert heard and not heard.rstrip().endswith(":"), control
        assert ":" not in control["name"], control           # a value is read out too
    assert "Screen reader hears" in {c["label"] for c in combos}, combos
    changed = dialog["changed"]
    assert len(changed) == len(combos), (changed, combos)
    silent = [c for c in changed if not c["said"]]
    assert not silent, silent


WINDOWS = ("print", "preview", "review", "odds", "games", "statistics", "ratings", "players",
           "practice")
COMBOS = {"print": {"Game", "Rules", "Paper", "Orientation"}, "preview": {"Zoom"},
          "odds": {"Game"}, "games": {"Game"}, "statistics": {"Game", "Player", "Period",
                                                              "Chart"},
          "players": {"Colour", "Shape", "Computer level"}, "practice": {"Player", "Game"}}
OWN_TEXT = ("check box", "radio button", "push button", "toggle button", "page tab")


@pytest.fixture(scope="module")
def windows() -> dict:
    """The app's other windows, one after another in one app (tests/ui/atspi/windows_app.py):
    Print (the blank sheet chosen) and its preview, Review, the odds, Saved games and
    statistics (Games, Statistics, its Ratings, Household players) and Practice; each read,
    Tab round it with each combo box changed by key, Tab from each table."""
    return _read("windows")["windows"]


@pytest.mark.parametrize("name", WINDOWS)
def test_tab_goes_round_each_window_and_leaves_each_table(windows, name):
    window = windows[name]
    assert window["title"], window
    ring = window["ring"]
    assert ring and ring[-1] == "round", ring                  # Tab came back: no trap
    unnamed = [f for f in ring[:-1] if not f[1].strip()]
    assert not unnamed, ring                    # every stop of Tab says what it is
    tables = [c for c in window["controls"] if c["role"] == "table"]
    assert len(window["tables"]) == len(tables) or name == "odds", window["tables"]
    for t in window["tables"]:
        assert t["then"] and t["then"] != t["table"] and t["then_role"] != "table cell", t


@pytest.mark.parametrize("name", WINDOWS)
def test_every_control_of_each_window_is_named_by_its_own_text(windows, name):
    heard = []
    for c in windows[name]["controls"]:
        said = c["label"] or c["name"]
        assert said.strip() and not said.rstrip().endswith(":"), c
        if c["role"] in OWN_TEXT:               # never by its group ("Page check box")
            assert said == c["name"] and said != c["group"], c
        if c["role"] != "page tab" and c["role"] in OWN_TEXT + ("combo box", "spin button"):
            heard.append(said)
    twice = sorted({h for h in heard if heard.count(h) > 1})
    assert not twice, twice


@pytest.mark.parametrize("name", [n for n in WINDOWS if n in COMBOS])
def test_each_combo_box_of_each_window_says_its_choice_changed_by_key(windows, name):
    changed = windows[name]["changed"]
    assert {c["combo"] for c in changed} >= COMBOS[name], changed
    silent = [c for c in changed if not c["said"]]
    assert not silent, silent

