"""Start-up benchmark: time to the first painted frame of an empty PySide6 QMainWindow versus
the dicegames home window, each in a fresh process, several times; medians and their ratio.

    python bench/startup.py [--runs 15] [--x11] [--smoke]

Each child reports when its window has painted (the first Paint event, plus one turn of the
event loop so every child widget of that frame is drawn), its resident memory then, and which
heavy modules are loaded at that point. Goal: dicegames ≤ 1.3 × the empty window, with neither
pyqtgraph nor numpy imported. The home paints before the engine is imported; for honesty the
script also reports when the home is complete ("ready": games known, autosave and history
read), which is not the goal.

Without `--x11` the children use the display there is, or Qt's offscreen platform when there is
none. With `--x11` the script starts its own X server (Xvfb, on a free display) with the
openbox window manager when it is installed, and the children use Qt's xcb plugin: "painted"
is then the first frame of the mapped, exposed window, as on a desktop.

Children run with fresh, empty XDG directories (no settings, autosave or history) and with
bytecode caching on (in a temporary PYTHONPYCACHEPREFIX), after one warm-up run of each. The
home child starts as the `dicegames` command does (dicegames.app.main). Runs alternate, and
the median of each pair's ratio is printed too: this machine's speed drifts between runs.
`--smoke` (the test suite's run): one run of each, no warm-up, no goal. How start-up is kept
fast: docs/performance.md.
"""
from __future__ import annotations

import argparse
import contextlib
import json
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HEAVY = ("pyqtgraph", "numpy")
ENGINE = "dicegames.engine.base"     # the games machinery (the package itself is light)
GOAL = 1.3
X11_NEEDS = "apt-get install xvfb libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 (openbox optional)"
XCB_LIBS = ("libxcb-cursor.so.0", "libxcb-icccm.so.4", "libxcb-keysyms.so.1")


# The child builds its window, reports on the first paint and quits. It is run with `-c`, so
# that it imports nothing of this script (argparse, subprocess…): the floor stays the floor.
CHILD = r"""
import json, sys, time
kind, root = sys.argv[1], sys.argv[2]
sys.path.insert(0, root)


def rss_kib():
    try:
        with open("/proc/self/status") as status:
            return next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))
    except (OSError, StopIteration):
        return 0


if kind == "empty":
    from PySide6.QtWidgets import QApplication, QMainWindow
    app = QApplication([sys.argv[0]])
    window = QMainWindow()
    window.resize(1280, 800)
    shell = None
else:                       # as the `dicegames` command starts: dicegames.app.main
    import gc
    gc.disable()
    import dicegames.app
    from dicegames.ui.shell.application import create_app, launch
    app = create_app([])
    shell = launch(app)
    window = shell.window
from PySide6.QtCore import QEvent, QObject, QTimer


def report(event):
    heavy = [m for m in HEAVY if m in sys.modules]
    handle = window.windowHandle()
    print(json.dumps({"event": event, "heavy": heavy, "engine": ENGINE in sys.modules,
                      "rss_kib": rss_kib(), "cpu_s": time.process_time(),
                      "platform": app.platformName(),
                      "exposed": bool(handle and handle.isExposed())}), flush=True)
    if shell is None or event == "ready":
        app.quit()


class FirstPaint(QObject):
    seen = False

    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and obj is window and not self.seen:
            self.seen = True
            QTimer.singleShot(0, lambda: report("painted"))
        return False


spy = FirstPaint()
window.installEventFilter(spy)
if shell is not None:        # exactly as dicegames.ui.shell.application.run does
    window.first_painted.connect(shell.after_first_paint)
    window.ready.connect(lambda: report("ready"))
window.show()
app.exec()
if shell is not None:
    shell.shutdown()
""".replace("HEAVY", repr(HEAVY)).replace("ENGINE", repr(ENGINE))


def measure(kind: str, env: dict[str, str]) -> list[tuple[float, dict]]:
    """[(seconds, report)] for each line the child printed (painted, then ready for home)."""
    with tempfile.TemporaryFile("w+") as errors:    # a file: a chatty child never blocks
        t0 = time.perf_counter()
        proc = subprocess.Popen([sys.executable, "-c", CHILD, kind, str(ROOT)],
                                stdout=subprocess.PIPE, stderr=errors, text=True, env=env,
                                cwd=ROOT)
        out = []
        assert proc.stdout is not None
        for line in proc.stdout:
            out.append((time.perf_counter() - t0, json.loads(line)))
        proc.wait(timeout=60)
        if not out or proc.returncode:
            errors.seek(0)
            raise SystemExit(f"the {kind} child failed (exit code {proc.returncode}):\n"
                             f"{errors.read()[-2000:]}")
    return out


def x11_missing() -> str:
    """What a run on a real X server lacks here, or ''."""
    if shutil.which("Xvfb") is None:
        return "Xvfb"
    libs = subprocess.run(["ldconfig", "-p"], capture_output=True, text=True).stdout
    for lib in XCB_LIBS:
        if lib not in libs:
            return f"{lib} (Qt's xcb platform plugin)"
    return ""


@contextlib.contextmanager
def x_server() -> Iterator[tuple[str, str]]:
    """A private Xvfb (a free display, told by Xvfb itself) with openbox when installed:
    (DISPLAY, the window manager's name or 'none')."""
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", "1", "-screen", "0", "1920x1080x24",
                             "-nolisten", "tcp"], stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True)
    wm = None
    try:
        assert xvfb.stdout is not None
        display = ":" + xvfb.stdout.readline().strip()
        if display == ":":
            raise SystemExit("Xvfb did not start")
        name = "none"
        if shutil.which("openbox"):
            # openbox runs its --startup command once it manages the screen: no polling
            wm = subprocess.Popen(["openbox", "--sm-disable", "--startup", "echo wm-ready"],
                                  stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                                  env=dict(os.environ, DISPLAY=display))
            assert wm.stdout is not None
            for line in wm.stdout:
                if line.strip() == "wm-ready":
                    name = "openbox"
                    break
        yield display, name
    finally:
        for proc in (wm, xvfb):
            if proc is not None:
                proc.terminate()
                proc.wait(5)


def median(xs: list[float]) -> float:
    return statistics.median(xs) if xs else float("nan")


def run(args: argparse.Namespace, env: dict[str, str], where: str) -> int:
    times: dict[str, list[float]] = {"empty": [], "home": [], "ready": []}
    rss: dict[str, list[int]] = {"empty": [], "home": [], "ready": []}
    pairs: list[float] = []
    rss_pairs: list[float] = []
    cpu: dict[str, list[float]] = {"empty": [], "home": []}
    cpu_pairs: list[float] = []
    heavy: set[str] = set()
    exposed = True
    platforms: set[str] = set()
    engine_before_paint = False
    with tempfile.TemporaryDirectory() as tmp:
        for name in ("DATA", "CONFIG", "STATE", "CACHE"):
            env[f"XDG_{name}_HOME"] = str(Path(tmp) / name.lower())
        # compiled bytecode as an installed app has it, kept out of the source tree
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = str(Path(tmp) / "pycache")
        if not args.smoke:
            measure("empty", env)                 # warm-up: OS file cache and bytecode
            measure("home", env)
        for _ in range(args.runs):
            for kind in ("empty", "home"):        # interleaved: drift hits both alike
                for elapsed, info in measure(kind, env):
                    what = "ready" if info["event"] == "ready" else kind
                    times[what].append(elapsed)
                    rss[what].append(info["rss_kib"])
                    if info["event"] == "painted":
                        cpu[kind].append(info["cpu_s"])
                        heavy.update(info["heavy"])
                        exposed &= info["exposed"]
                        platforms.add(info["platform"])
                        engine_before_paint |= kind == "home" and info["engine"]
            pairs.append(times["home"][-1] / times["empty"][-1])
            rss_pairs.append(rss["home"][-1] / max(1, rss["empty"][-1]))
            cpu_pairs.append(cpu["home"][-1] / cpu["empty"][-1])
    empty, home = median(times["empty"]), median(times["home"])
    ratio = home / empty
    load = " ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"platform: {', '.join(sorted(platforms))} ({where}), runs: {args.runs} each, "
          f"load average before: {args.load}, after: {load}")
    print(f"empty QMainWindow painted : median {empty * 1000:7.1f} ms  "
          f"(min {min(times['empty']) * 1000:.1f}, max {max(times['empty']) * 1000:.1f})")
    print(f"dicegames home painted    : median {home * 1000:7.1f} ms  "
          f"(min {min(times['home']) * 1000:.1f}, max {max(times['home']) * 1000:.1f})")
    print(f"ratio of medians          : {ratio:.2f}x  (goal <= {GOAL}x: "
          f"{'met' if ratio <= GOAL else 'NOT met'}); ratio of minima "
          f"{min(times['home']) / min(times['empty']):.2f}x, median of paired ratios "
          f"{median(pairs):.2f}x")
    print(f"process CPU to the paint  : empty {median(cpu['empty']) * 1000:.1f} ms, home "
          f"{median(cpu['home']) * 1000:.1f} ms (medians; {median(cpu_pairs):.2f}x paired; "
          f"less moved by other processes than the wall time)")
    print(f"resident memory at paint  : empty {median(rss['empty']) / 1024:.1f} MiB, home "
          f"{median(rss['home']) / 1024:.1f} MiB (medians; {median(rss_pairs):.2f}x paired)")
    ready = median(times["ready"])
    print(f"dicegames home complete   : median {ready * 1000:7.1f} ms  ({ready / empty:.2f}x; "
          f"games, autosave and history loaded after the first paint), "
          f"{median(rss['ready']) / 1024:.1f} MiB "
          f"({median(rss['ready']) / median(rss['empty']):.2f}x)")
    print(f"engine imported before the first paint: {'yes' if engine_before_paint else 'no'}")
    print(f"heavy modules at first paint: {', '.join(sorted(heavy)) or 'none'} "
          f"(checked: {', '.join(HEAVY)})")
    assert not heavy, f"heavy modules imported before the first paint: {sorted(heavy)}"
    assert exposed, "a window reported its first paint before it was exposed"
    if args.smoke:
        return 0
    return 0 if ratio <= GOAL else 1


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=15)
    ap.add_argument("--x11", action="store_true",
                    help="on a private Xvfb (with openbox when installed), Qt's xcb plugin")
    ap.add_argument("--smoke", action="store_true", help="one run each, no warm-up, no goal")
    args = ap.parse_args()
    if args.smoke:
        args.runs = 1
    args.load = " ".join(f"{x:.2f}" for x in os.getloadavg())
    if not args.x11:
        env = dict(os.environ)
        if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
            env.setdefault("QT_QPA_PLATFORM", "offscreen")
        return run(args, env, "QT_QPA_PLATFORM=" + env.get("QT_QPA_PLATFORM", "(the default)"))
    missing = x11_missing()
    if missing:
        print(f"skipped: the X11 start-up bench needs {missing} ({X11_NEEDS})")
        return 0
    # a terminated run still stops its X server and window manager (the `finally` below)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    with x_server() as (display, wm):
        env = {k: v for k, v in os.environ.items()
               if not k.startswith("QT_QPA") and k != "WAYLAND_DISPLAY"}
        env.update(DISPLAY=display, QT_QPA_PLATFORM="xcb")
        return run(args, env, f"Xvfb {display}, window manager: {wm}")


if __name__ == "__main__":
    raise SystemExit(main())
