"""The screen reader's side of the AT-SPI check (Debian's pyatspi, the system Python).

    client.py PYTHON GAME   starts table_app.py with PYTHON, reads it over AT-SPI, presses
                            keys through it and prints one JSON object: the showing controls
                            and their names, the dice objects, the Tab order, what was spoken.

Run inside a D-Bus session with DISPLAY set (tests/ui/test_atspi.py does both).
"""
from __future__ import annotations

import json
import os
import queue
import subprocess
import sys
import tempfile
import threading
import time

import pyatspi
from gi.repository import GLib

CONTROLS = {pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_CHECK_BOX, pyatspi.ROLE_COMBO_BOX,
            pyatspi.ROLE_LIST_ITEM,
            pyatspi.ROLE_TOGGLE_BUTTON, pyatspi.ROLE_RADIO_BUTTON, pyatspi.ROLE_TEXT,
            pyatspi.ROLE_TABLE, pyatspi.ROLE_SPIN_BUTTON, pyatspi.ROLE_LIST}
HERE = os.path.dirname(os.path.abspath(__file__))


def pump(seconds: float, until=lambda: False) -> None:
    """Run the GLib loop (AT-SPI events arrive through it) for up to `seconds`."""
    end = time.monotonic() + seconds
    context = GLib.MainContext.default()
    while time.monotonic() < end and not until():
        while context.pending():
            context.iteration(False)
        time.sleep(0.01)


def find_app(name: str):
    desktop = pyatspi.Registry.getDesktop(0)
    for app in desktop:
        try:
            if app is not None and app.name == name and app.childCount:
                return app
        except Exception:
            continue
    return None


def walk(obj, out: list) -> None:
    try:
        states = obj.getState()
        if not states.contains(pyatspi.STATE_SHOWING):
            return
        out.append(obj)
        for child in obj:
            if child is not None:
                walk(child, out)
    except Exception:
        return


def labelled(obj) -> str:
    for relation in obj.getRelationSet():
        if relation.getRelationType() == pyatspi.RELATION_LABELLED_BY:
            return " ".join(relation.getTarget(i).name for i in range(relation.getNTargets()))
    return ""


def main() -> int:
    python, game = sys.argv[1], sys.argv[2]
    root = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
    env = dict(os.environ, QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_QPA_PLATFORM="xcb",
               PYTHONPATH=root)
    home = game == "home"           # the real app on its home window, with settings of its own
    if home or game == "windows":
        scratch = tempfile.mkdtemp(prefix="dicegames-atspi-")
        env.update(HOME=scratch, XDG_CONFIG_HOME=scratch, XDG_DATA_HOME=scratch,
                   XDG_STATE_HOME=scratch, XDG_CACHE_HOME=scratch, LANGUAGE="en", LANG="C.UTF-8")
    command = [python, "-m", "dicegames"] if home else \
        [python, os.path.join(HERE, "windows_app.py")] if game == "windows" else \
        [python, os.path.join(HERE, "table_app.py"), game]
    app = subprocess.Popen(command, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                           text=True, cwd=root)
    lines: queue.Queue = queue.Queue()
    threading.Thread(target=lambda: [lines.put(x.strip()) for x in app.stdout],
                     daemon=True).start()
    result: dict = {"events": []}

    def answer(timeout: float = 10) -> str:
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            try:
                return lines.get(timeout=0.02)
            except queue.Empty:
                pump(0.02)
        raise SystemExit("the app did not answer")

    def press(key: str, wait: float = 0.3, until=lambda: False, timeout: float = 10) -> None:
        app.stdin.write(key + "\n")
        app.stdin.flush()
        assert answer(timeout) == "ok"
        pump(wait, until)

    try:
        if not home:
            assert answer(20) == "ready"
        end = time.monotonic() + 20
        target = None
        while target is None and time.monotonic() < end:
            target = find_app("Dice Games") or find_app("dicegames")
            pump(0.1)
        if target is None:
            raise SystemExit("dicegames is not on the accessibility desktop")
        if home:
            pump(1.5, until=lambda: bool(_cards(target)))
            result["app"] = {"name": target.name, "description": target.description}
            result["cards"] = _cards(target)
            return 0
        result["app"] = {"name": target.name, "description": target.description}
        events = result["events"]

        def on_event(e) -> None:
            try:
                role = e.source.getRoleName()
                name = e.source.name
                label = labelled(e.source) if role == "combo box" else ""
            except Exception:                    # gone meanwhile (New game's rules rebuilt)
                return
            if e.type.startswith("object:state-changed:focused") and e.detail1:
                events.append({"type": "focus", "role": role, "name": name, "label": label})
            elif e.type.startswith("object:state-changed:showing") and e.detail1 \
                    and role == "notification":
                events.append({"type": "notification", "name": name})
            elif e.type.startswith("object:property-change:accessible-description") \
                    and e.any_data and e.source.getState().contains(pyatspi.STATE_FOCUSED):
                events.append({"type": "notification", "name": str(e.any_data),
                               "by": "description"})     # Orca speaks it for the focus
            elif e.type.startswith("object:announcement"):
                events.append({"type": "announcement", "name": str(e.any_data)})
            elif e.type.startswith("object:state-changed:checked"):
                events.append({"type": "checked", "name": name, "on": e.detail1})

        for kind in ("object:state-changed:focused", "object:state-changed:showing",
                     "object:property-change:accessible-description",
                     "object:announcement", "object:state-changed:checked"):
            pyatspi.Registry.registerEventListener(on_event, kind)
        pump(0.5)
        shown: list = []
        walk(target, shown)
        result["controls"] = [{"role": o.getRoleName(), "name": o.name, "label": labelled(o)}
                              for o in shown if o.getRole() in CONTROLS]
        if game == "handover":
            press("R")
            shown = []
            walk(target, shown)
            result["controls"] = [{"role": o.getRoleName(), "name": o.name,
                                   "label": labelled(o)} for o in shown
                                  if o.getRole() in CONTROLS]
            for _ in range(3):
                events.append({"type": "key", "name": "tab"})
                press("Tab", 0.1)
            return 0
        if game.startswith("newgame"):
            for _ in range(45):
                events.append({"type": "key", "name": "tab"})
                press("Tab", 0.05)
            pump(0.3)
            shown = []                           # as read once the focus has been round
            walk(target, shown)
            result["controls"] = [{"role": o.getRoleName(), "name": o.name,
                                   "label": labelled(o)} for o in shown
                                  if o.getRole() in CONTROLS]
            result["boxes"] = [{"name": o.name, "label": labelled(o),
                                "group": group_of(o)} for o in shown
                               if o.getRole() == pyatspi.ROLE_CHECK_BOX]
            result["changed"] = change_each_combo(target, press, events)
            return 0
        if game == "settings":                   # a dialog: round it once, each combo changed
            result["changed"] = change_combos_in_turn(press, events)
            shown = []
            walk(target, shown)
            result["controls"] = [{"role": o.getRoleName(), "name": o.name,
                                   "label": labelled(o)} for o in shown
                                  if o.getRole() in CONTROLS]
            return 0
        if game == "windows":                    # each window in turn, read the same way
            result["windows"] = {}
            for name in WINDOWS:
                begun = time.monotonic()
                press("open " + name, 0.3, timeout=30)
                result["windows"][name] = read_window(target, press, events)
                result["windows"][name]["seconds"] = round(time.monotonic() - begun, 2)
            return 0
        if game == "zonk:advisor":               # every table: Tab leaves it
            press("R", 0.5)
            pump(5, until=lambda: _showing(target, pyatspi.ROLE_TABLE_COLUMN_HEADER, "Points"))
            result["tables"] = tab_out_of_each_table(target, press, events)
            return 0
        result["dice"] = [o.name for o in shown if o.getRole() == pyatspi.ROLE_LIST_ITEM
                          and o.name.startswith("Die ")]
        result["dice_roles"] = sorted({o.getRoleName() for o in shown
                                       if o.name.startswith("Die ")})
        result["tray_role"] = next((o.getRoleName() for o in shown if o.name == "Dice tray"),
                                   "")
        steps = [("R", "throw")] + [("Tab", "tab")] * 16 + [("D", "D"), ("S", "S"), ("T", "T"),
                                                             ("1", "pick")]
        for key, step in steps:
            events.append({"type": "key", "name": step})
            press(key)
        shown = []
        walk(target, shown)
        dice = [o for o in shown if o.getRole() == pyatspi.ROLE_LIST_ITEM
                and o.name.startswith("Die ")]
        result["dice_after"] = [o.name for o in dice]
        action = dice[1].queryAction()               # what a screen reader's "press" does
        names = [action.getName(i) for i in range(action.nActions)]
        result["die_actions"] = names
        events.append({"type": "key", "name": "press"})
        action.doAction(names.index("Press"))
        pump(0.5)
    finally:
        try:
            app.stdin.write("quit\n")
            app.stdin.flush()
            app.wait(2 if home else 5)
        except Exception:
            app.kill()
        print(json.dumps(result))
    return 0


def group_of(obj) -> str:
    """The name of the nearest named panel around `obj` (its group box)."""
    parent = obj.parent
    while parent is not None and parent.getRole() != pyatspi.ROLE_APPLICATION:
        if parent.getRole() == pyatspi.ROLE_PANEL and parent.name:
            return parent.name
        parent = parent.parent
    return ""


def set_focus(obj) -> bool:
    """Give `obj` the focus as a screen reader does: its SetFocus action, else its
    component's GrabFocus."""
    try:
        action = obj.queryAction()
        names = [action.getName(i).lower() for i in range(action.nActions)]
        if "setfocus" in names:
            action.doAction(names.index("setfocus"))
        else:
            obj.queryComponent().grabFocus()
    except Exception:
        return False
    pump(0.3, until=lambda: obj.getState().contains(pyatspi.STATE_FOCUSED))
    return obj.getState().contains(pyatspi.STATE_FOCUSED)


def change_each_combo(app, press, events) -> list:
    """Tab round the window from the game's combo box; each other combo box met is changed
    by Down, then the game's own (it rebuilds the rules); what was said each time."""
    out: list = []
    done: set = set()

    def change(label: str) -> None:
        mark = len(events)
        for key in ("Down", "Up"):               # Up from the last choice
            events.append({"type": "key", "name": key.lower()})
            press(key, 0.4)
            said = [e["name"] for e in events[mark:] if e["type"] == "notification"]
            if said:
                break
        out.append({"combo": label, "said": said})
    game = ""
    for _ in range(120):
        mark = len(events)
        events.append({"type": "key", "name": "tab"})
        press("Tab", 0.05)
        focus = [e for e in events[mark:] if e["type"] == "focus"]
        if not focus or focus[-1]["role"] != "combo box":
            continue
        label = focus[-1].get("label") or focus[-1]["name"]
        if label.startswith("Game"):
            if game:
                break                            # round the window once, from the game
            game = label
            continue
        if game and label not in done:
            done.add(label)
            change(label)
    if game:
        change(game)
    return out


def arrived(events: list, mark: int, kind: str):
    """A test that an event of `kind` came after `events[mark]`."""
    return lambda: any(e["type"] == kind for e in events[mark:])


def change_combos_in_turn(press, events, ring: list | None = None) -> list:
    """Tab round the window from where the focus is, until it comes back: each combo box met
    is changed by Down (Up from its last choice); what was said each time. `ring` gets each
    focus met, (role, name), and "round" when Tab came back to the first."""
    out: list = []
    seen: list = ring if ring is not None else []
    for _ in range(60):
        mark = len(events)
        events.append({"type": "key", "name": "tab"})
        press("Tab", 0.3, until=arrived(events, mark, "focus"))
        pump(0.03)                               # a focus handed on at once (a proxy)
        focus = [e for e in events[mark:] if e["type"] == "focus"]
        if not focus:
            continue
        now = (focus[-1]["role"], focus[-1].get("label") or focus[-1]["name"])
        if now in seen:
            if now == seen[0]:
                seen.append("round")             # round once
                break
            continue
        seen.append(now)
        if now[0] != "combo box":
            continue
        said: list = []
        for key in ("Down", "Up"):
            start = len(events)
            events.append({"type": "key", "name": key.lower()})
            press(key, 0.4, until=arrived(events, start, "notification"))
            said = [e["name"] for e in events[start:] if e["type"] == "notification"]
            if said:
                break
        out.append({"combo": now[1], "said": said})
    return out


WINDOWS = ("print", "preview", "review", "odds", "games", "statistics", "ratings", "players",
           "practice")
NAMED = {pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_CHECK_BOX, pyatspi.ROLE_COMBO_BOX,
         pyatspi.ROLE_RADIO_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON, pyatspi.ROLE_SPIN_BUTTON,
         pyatspi.ROLE_TABLE, pyatspi.ROLE_LIST, pyatspi.ROLE_PAGE_TAB, pyatspi.ROLE_TEXT}


def read_window(app, press, events) -> dict:
    """The active window as a screen reader finds it: its controls with their names and
    labels, Tab round it (each combo box changed by key on the way, what was said), and
    where Tab goes from each of its tables."""
    window = next((w for w in app if w is not None
                   and w.getState().contains(pyatspi.STATE_ACTIVE)), None)
    if window is None:
        return {"title": None, "controls": [], "ring": [], "changed": [], "tables": []}
    shown: list = []
    walk(window, shown)
    controls = []
    for o in shown:
        try:
            if o.getRole() in NAMED:
                controls.append({"role": o.getRoleName(), "name": o.name,
                                 "label": labelled(o), "group": group_of(o)})
        except Exception:
            continue
    ring: list = []
    changed = change_combos_in_turn(press, events, ring)
    return {"title": window.name, "controls": controls, "changed": changed,
            "ring": [r if r == "round" else list(r) for r in ring],
            "tables": tab_out_of_each_table(window, press, events)}


def tab_out_of_each_table(app, press, events) -> list:
    """Each table shown: focused, then Tab; where the focus went."""
    shown: list = []
    walk(app, shown)
    out = []
    tables = []
    for o in shown:
        try:
            if o.getRole() == pyatspi.ROLE_TABLE:
                tables.append((o, o.name))
        except Exception:
            continue
    for table, _name in tables:
        if not set_focus(table):
            continue
        mark = len(events)
        press("Tab", 0.3, until=arrived(events, mark, "focus"))
        pump(0.03)
        moved = [e for e in events[mark:] if e["type"] == "focus"]
        out.append({"table": _name, "then": moved[-1]["name"] if moved else None,
                    "then_role": moved[-1]["role"] if moved else None})
    return out


def _showing(app, role, name: str) -> bool:
    """An object of `role` named `name` is showing (objects may go while they are read: the
    advisor's table is made anew with each advice)."""
    shown: list = []
    walk(app, shown)
    for o in shown:
        try:
            if o.getRole() == role and o.name == name:
                return True
        except Exception:
            continue
    return False


def _cards(app) -> list:
    shown: list = []
    walk(app, shown)
    return [{"role": o.getRoleName(), "name": o.name} for o in shown
            if o.getRole() == pyatspi.ROLE_PUSH_BUTTON and o.name]


if __name__ == "__main__":
    sys.exit(main())
