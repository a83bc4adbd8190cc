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
    if home:
        scratch = tempfile.mkdtemp(prefix="dicegames-atspi-")
        env.update(HOME=scratch, XDG_CONFIG_HOME=scratch, XDG_DATA_HOME=scratch,
                   XDG_STATE_HOME=scratch, XDG_CACHE_HOME=scratch, LANGUAGE="en", LANG="C.UTF-8")
    command = [python, "-m", "dicegames"] if home else [python, os.path.join(HERE,
                                                                             "table_app.py"), game]
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

    def press(key: str, wait: float = 0.3) -> None:
        app.stdin.write(key + "\n")
        app.stdin.flush()
        assert answer() == "ok"
        pump(wait)

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
            except Exception:
                return
            if e.type.startswith("object:state-changed:focused") and e.detail1:
                events.append({"type": "focus", "role": role, "name": name})
            elif e.type.startswith("object:state-changed:showing") and e.detail1 \
                    and role == "notification":
                events.append({"type": "notification", "name": name})
            elif e.type.startswith("object:announcement"):
                events.append({"type": "announcement", "name": str(e.any_data)})
            elif e.type.startswith("object:state-changed:checked"):
                events.append({"type": "checked", "name": name, "on": e.detail1})

        for kind in ("object:state-changed:focused", "object:state-changed:showing",
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
        if game == "newgame":
            for _ in range(45):
                events.append({"type": "key", "name": "tab"})
                press("Tab", 0.05)
            pump(0.3)
            return 0
        result["dice"] = [o.name for o in shown if o.getRole() == pyatspi.ROLE_CHECK_BOX
                          and o.name.startswith("Die ")]
        steps = [("R", "throw")] + [("Tab", "tab")] * 16 + [("D", "D"), ("S", "S"), ("T", "T"),
                                                             ("1", "pick")]
        for key, step in steps:
            events.append({"type": "key", "name": step})
            press(key)
        shown = []
        walk(target, shown)
        dice = [o for o in shown if o.getRole() == pyatspi.ROLE_CHECK_BOX
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


def _cards(app) -> list:
    shown: list = []
    walk(app, shown)
    return [{"role": o.getRoleName(), "name": o.name} for o in shown
            if o.getRole() == pyatspi.ROLE_PUSH_BUTTON and o.name]


if __name__ == "__main__":
    sys.exit(main())
