"""What GNOME Orca says while the app is played: the screen reader's side of tests/ui/test_orca.py.

    hear.py PYTHON SCRIPT.json   (inside a D-Bus session, with DISPLAY set)

Starts the AT-SPI bus, openbox when it is there, Orca with a settings folder of its own and
its debug log written line by line, then the app (tests/ui/atspi/table_app.py with PYTHON,
Qt's accessibility on). SCRIPT.json: {"app": [arguments of table_app.py], "steps": [keys …]}.
Each step is a key sequence the app presses on its focused widget ("R", "Tab", "Down"), or
"wait:SECONDS"; after each, once Orca's log has been quiet for a moment, what Orca sent to
speech since the step began is its transcript. Prints one JSON object: {"ready": [...],
"steps": [{"key": …, "said": [...]}, …]}.

Orca runs with the system Python (its own #! line) and its speech server off: every word it
would say is in its log as "SPEECH OUTPUT: '…'", so no voice or audio device is needed.
"""
from __future__ import annotations

import json
import os
import queue
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
APP = os.path.join(os.path.dirname(HERE), "atspi", "table_app.py")
BUS = "/usr/libexec/at-spi-bus-launcher"
QUIET_S = 0.8            # Orca has finished with a step once its log is still this long
STEP_MAX_S = 8.0
SAID = re.compile(r"SPEECH OUTPUT: '(.*)'(?: voice=\S+)?(\{.*\}|None)?$")

# Orca as a subprocess: its log line-buffered (it opens the file block-buffered), speech off
ORCA = """
import runpy, sys
from orca import debug
debug.debugLevel = debug.LEVEL_INFO
debug.debugFile = open(sys.argv[1], "w", buffering=1, encoding="utf-8")
sys.argv = ["orca", "-u", sys.argv[2]]
runpy.run_path(sys.argv[3] if len(sys.argv) > 3 else "/usr/bin/orca", run_name="__main__")
"""
OWN = {"enableSpeech": True, "speechServerFactory": "", "enableBraille": False,
       "enableSound": False, "profile": ["Default", "default"]}
SETTINGS = {"general": {"startingProfile": ["Default", "default"],
                        "activeProfile": ["Default", "default"], **OWN},
            "profiles": {"default": OWN}, "keybindings": {}, "pronunciations": {}}


def orca_python() -> str:
    """The interpreter of /usr/bin/orca (its #! line)."""
    orca = shutil.which("orca") or "/usr/bin/orca"
    with open(orca, encoding="utf-8") as f:
        first = f.readline()
    path = first[2:].strip().split()[0] if first.startswith("#!") else "/usr/bin/python3"
    return path if os.path.exists(path) else "/usr/bin/python3"


class Log:
    """Orca's debug log, read as it grows."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.offset = 0

    def size(self) -> int:
        try:
            return os.path.getsize(self.path)
        except OSError:
            return 0

    def new_lines(self) -> list[str]:
        try:
            with open(self.path, "rb") as f:
                f.seek(self.offset)
                data = f.read()
        except OSError:
            return []
        end = data.rfind(b"\n") + 1
        self.offset += end
        return data[:end].decode("utf-8", "replace").splitlines()

    def quiet(self, most: float = STEP_MAX_S) -> None:
        """Wait until the log has not grown for QUIET_S (at most `most` seconds)."""
        last, still, start = self.size(), time.monotonic(), time.monotonic()
        while time.monotonic() - start < most:
            time.sleep(0.1)
            now = self.size()
            if now != last:
                last, still = now, time.monotonic()
            elif time.monotonic() - still >= QUIET_S:
                return

    def said(self) -> list[str]:
        return [m.group(1) for m in map(SAID.search, self.new_lines()) if m]


def main() -> int:
    python, script = sys.argv[1], json.load(open(sys.argv[2], encoding="utf-8"))
    work = tempfile.mkdtemp(prefix="dicegames-orca-")
    for sub in ("prefs", "home", "config", "data", "runtime", "app"):
        os.makedirs(os.path.join(work, sub), mode=0o700)
    with open(os.path.join(work, "prefs", "user-settings.conf"), "w", encoding="utf-8") as f:
        json.dump(SETTINGS, f)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("QT_", "AT_SPI"))}
    env["XDG_RUNTIME_DIR"] = os.path.join(work, "runtime")
    started: list[subprocess.Popen] = []
    result: dict = {"steps": []}
    try:
        started.append(subprocess.Popen([BUS, "--launch-immediately"], env=env,
                                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        for _ in range(100):
            if subprocess.run(["gdbus", "call", "--session", "--dest", "org.a11y.Bus",
                               "--object-path", "/org/a11y/bus", "--method",
                               "org.a11y.Bus.GetAddress"], env=env,
                              capture_output=True).returncode == 0:
                break
            time.sleep(0.1)
        if shutil.which("openbox"):           # a window manager: the window gets activated
            started.append(subprocess.Popen(["openbox"], env=env, stdout=subprocess.DEVNULL,
                                            stderr=subprocess.DEVNULL))
        log = Log(os.path.join(work, "orca.log"))
        orca_env = dict(env, HOME=os.path.join(work, "home"),
                        XDG_CONFIG_HOME=os.path.join(work, "config"),
                        XDG_DATA_HOME=os.path.join(work, "data"), NO_AT_BRIDGE="1")
        with open(os.path.join(work, "orca.out"), "w") as out:
            started.append(subprocess.Popen([orca_python(), "-c", ORCA, log.path,
                                             os.path.join(work, "prefs")], env=orca_env,
                                            stdout=out, stderr=subprocess.STDOUT))
        end = time.monotonic() + 30
        while time.monotonic() < end and log.size() == 0:
            time.sleep(0.1)
        log.quiet(3)
        log.new_lines()                       # Orca's own "Screen reader on."
        app_env = dict(env, QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_QPA_PLATFORM="xcb",
                       PYTHONPATH=ROOT, HOME=os.path.join(work, "app"),
                       XDG_CONFIG_HOME=os.path.join(work, "app"),
                       XDG_DATA_HOME=os.path.join(work, "app"),
                       XDG_STATE_HOME=os.path.join(work, "app"))
        app = subprocess.Popen([python, APP, *script["app"]], env=app_env, cwd=ROOT,
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        started.append(app)
        lines: queue.Queue = queue.Queue()
        threading.Thread(target=lambda: [lines.put(x.strip()) for x in app.stdout],
                         daemon=True).start()

        def answer(timeout: float = 20) -> str:
            try:
                return lines.get(timeout=timeout)
            except queue.Empty:
                raise SystemExit("the app did not answer") from None

        assert answer(30) == "ready"
        log.quiet()
        result["ready"] = log.said()
        for key in script["steps"]:
            if key.startswith("wait:"):           # "wait:2": what comes within 2 s
                time.sleep(float(key[5:]))
            else:
                app.stdin.write(key + "\n")
                app.stdin.flush()
                assert answer() == "ok"
            log.quiet()
            result["steps"].append({"key": key, "said": log.said()})
        app.stdin.write("quit\n")
        app.stdin.flush()
    finally:
        for p in reversed(started):
            if p.poll() is None:
                p.terminate()
        for p in reversed(started):
            try:
                p.wait(5)
            except subprocess.TimeoutExpired:
                p.kill()
        if os.environ.get("DICEGAMES_ORCA_KEEP"):    # for a look at Orca's log
            result["work"] = work
        else:
            shutil.rmtree(work, ignore_errors=True)
        print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
