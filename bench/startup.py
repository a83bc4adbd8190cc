"""Start-up benchmark: time to the first painted frame of an empty PySide6 QMainWindow versus
the dicegames home window, each in a fresh process, several times; medians and their ratio.

    python bench/startup.py [--runs 15]

Each child reports when its window has painted (the first Paint event, plus one turn of the
event loop so every child widget of that frame is drawn) and which heavy modules are loaded at
that point. Goal: dicegames ≤ 1.3 × the empty window, with neither pyqtgraph nor numpy imported.
The home paints before the engine is imported; for honesty the script also reports when the
home is complete ("ready": games known, autosave and history read), which is not the goal.
Children run with fresh, empty XDG directories (no settings, autosave or history) and with
bytecode caching on (in a temporary PYTHONPYCACHEPREFIX), after one warm-up run of each. The
home child starts as the `dicegames` command does (dicegames.app.main). Runs alternate, and
the median of each pair's ratio is printed too: this machine's speed drifts between runs.
How start-up is kept fast: docs/performance.md.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HEAVY = ("pyqtgraph", "numpy")
ENGINE = "dicegames.engine.base"     # the games machinery (the package itself is light)
GOAL = 1.3


def child(kind: str) -> int:
    """Build the window, report on the first paint, quit."""
    sys.path.insert(0, str(ROOT))
    if kind == "empty":
        from PySide6.QtWidgets import QApplication, QMainWindow
        app = QApplication([sys.argv[0]])
        window = QMainWindow()
        window.resize(1280, 800)
        shell = None
    else:                       # as the `dicegames` command starts: dicegames.app.main
        import gc
        gc.disable()
        import dicegames.app  # noqa: F401
        from dicegames.ui.app.application import create_app, launch
        app = create_app([])
        shell = launch(app)
        window = shell.window
    from PySide6.QtCore import QEvent, QObject, QTimer

    class FirstPaint(QObject):
        seen = False

        def eventFilter(self, obj, event):
            if event.type() == QEvent.Type.Paint and obj is window and not self.seen:
                self.seen = True
                QTimer.singleShot(0, report)
            return False

    def report() -> None:
        heavy = [m for m in HEAVY if m in sys.modules]
        print(json.dumps({"event": "painted", "heavy": heavy, "engine": ENGINE in sys.modules,
                          "modules": len(sys.modules)}), flush=True)
        if shell is None:
            app.quit()

    def ready() -> None:
        heavy = [m for m in HEAVY if m in sys.modules]
        print(json.dumps({"event": "ready", "heavy": heavy}), flush=True)
        app.quit()

    spy = FirstPaint()
    window.installEventFilter(spy)
    if shell is not None:        # exactly as dicegames.ui.app.application.run does
        window.first_painted.connect(shell.after_first_paint)
        window.ready.connect(ready)
    window.show()
    app.exec()
    if shell is not None:
        shell.shutdown()
    return 0


def measure(kind: str, env: dict[str, str]) -> list[tuple[float, dict]]:
    """[(seconds, report)] for each line the child printed (painted, then ready for home)."""
    t0 = time.perf_counter()
    proc = subprocess.Popen([sys.executable, __file__, "--child", kind], stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True, env=env, cwd=ROOT)
    out = []
    for line in proc.stdout:
        out.append((time.perf_counter() - t0, json.loads(line)))
    proc.wait(timeout=60)
    if not out:
        raise SystemExit(f"the {kind} child painted nothing (exit code {proc.returncode})")
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=15)
    ap.add_argument("--child", choices=("empty", "home"))
    args = ap.parse_args()
    if args.child:
        return child(args.child)
    times: dict[str, list[float]] = {"empty": [], "home": [], "ready": []}
    pairs: list[float] = []
    heavy: set[str] = set()
    engine_before_paint = False
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ)
        if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
            env.setdefault("QT_QPA_PLATFORM", "offscreen")
        for name in ("DATA", "CONFIG", "STATE", "CACHE"):
            env[f"XDG_{name}_HOME"] = str(Path(tmp) / name.lower())
        # compiled bytecode as an installed app has it, kept out of the source tree
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = str(Path(tmp) / "pycache")
        measure("empty", env)                     # warm-up: OS file cache and bytecode
        measure("home", env)
        for _ in range(args.runs):
            for kind in ("empty", "home"):        # interleaved: drift hits both alike
                for elapsed, info in measure(kind, env):
                    times["ready" if info["event"] == "ready" else kind].append(elapsed)
                    if info["event"] == "painted":
                        heavy.update(info["heavy"])
                        engine_before_paint |= kind == "home" and info["engine"]
            pairs.append(times["home"][-1] / times["empty"][-1])
    empty, home = statistics.median(times["empty"]), statistics.median(times["home"])
    ratio = home / empty
    print(f"platform: {env.get('QT_QPA_PLATFORM', 'default')}, runs: {args.runs} each")
    print(f"empty QMainWindow painted : median {empty * 1000:7.1f} ms  "
          f"(min {min(times['empty']) * 1000:.1f}, max {max(times['empty']) * 1000:.1f})")
    print(f"dicegames home painted    : median {home * 1000:7.1f} ms  "
          f"(min {min(times['home']) * 1000:.1f}, max {max(times['home']) * 1000:.1f})")
    print(f"ratio of medians          : {ratio:.2f}x  (goal <= {GOAL}x: "
          f"{'met' if ratio <= GOAL else 'NOT met'}); ratio of minima "
          f"{min(times['home']) / min(times['empty']):.2f}x, median of paired ratios "
          f"{statistics.median(pairs):.2f}x")
    ready = statistics.median(times["ready"])
    print(f"dicegames home complete   : median {ready * 1000:7.1f} ms  ({ready / empty:.2f}x; "
          f"games, autosave and history loaded after the first paint)")
    print(f"engine imported before the first paint: {'yes' if engine_before_paint else 'no'}")
    print(f"heavy modules at first paint: {', '.join(sorted(heavy)) or 'none'} "
          f"(checked: {', '.join(HEAVY)})")
    assert not heavy, f"heavy modules imported before the first paint: {sorted(heavy)}"
    return 0 if ratio <= GOAL else 1


if __name__ == "__main__":
    raise SystemExit(main())
