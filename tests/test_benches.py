"""Every benchmark in bench/ still runs: each one's `--smoke` mode (tiny sizes, a few seconds,
no goal judged), headless, in a fresh process. A bench that a change broke fails here instead of
rotting unseen until someone quotes its figure."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
pytestmark = pytest.mark.xdist_group("benches")  # one worker starts them, once
SMOKES = {      # name: the script and its arguments (besides --smoke), what its output says
    "latency": (("bench/latency.py",),
                ("throw ", "set aside ", "score a cell ", "p95", "(n=5)", "GUI thread CPU")),
    "startup": (("bench/startup.py",),
                ("platform: offscreen", "dicegames home painted", "process CPU to the paint",
                 "resident memory at paint", "heavy modules at first paint: none")),
    "startup_x11": (("bench/startup.py", "--x11"),
                    ("platform: xcb (Xvfb", "dicegames home painted", "resident memory at paint")),
    "paint": (("bench/paint.py",), ("paint ms: p50", "frames per second")),
    "corrections": (("bench/corrections.py",), ("200 corrections", "Continue total")),
    "thinking": (("bench/thinking.py",), ("key -> repaint, all", "zdorovo (2 seats) strong")),
    "coach": (("bench/coach.py",),
              ("zdorovo: 1 games of 2 seats per level", "cost/decision", "strong",
               "while the coach works in the worker")),
    "ai": (("bench/ai.py",),
           ("zdorovo/standard/2p", "first strong decision", "school_standard.npy",
            "zdorovo strong", "easy,strong", "decisions, all legal",
            "first decision played for the win", "zdorovo/standard/2p at action",
            "zdorovo/standard/2p strong vs expected: share")),
    "monkey": (("bench/monkey.py",),
               ("zonk      seed 450: 40 events", "zanzibar  seed 865: 40 events", " s, CPU ",
                "visited: ", "nothing found", "0 game id(s) with a finding")),
}


@pytest.fixture(scope="module")
def benches(tmp_path_factory) -> dict[str, subprocess.Popen]:
    """Every smoke run started at once (separate processes: while this module's worker waits
    for them, the other worker goes on with the suite), each with its own empty XDG dirs."""
    runs = {}
    for name, ((script, *args), _) in SMOKES.items():
        home = tmp_path_factory.mktemp(name)
        env = {k: v for k, v in os.environ.items() if not k.startswith("QT_QPA")}
        env["QT_QPA_PLATFORM"] = "offscreen"
        for xdg in ("DATA", "CONFIG", "STATE", "CACHE"):
            env[f"XDG_{xdg}_HOME"] = str(home / xdg.lower())
        runs[name] = subprocess.Popen([sys.executable, str(ROOT / script), *args,
                                       "--smoke"], cwd=ROOT, env=env, text=True,
                                      stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                      start_new_session=True)
    yield runs
    for proc in runs.values():         # those not waited for (a test deselected, a failure):
        if proc.poll() is None:         # their whole group, with any Xvfb they started
            os.killpg(proc.pid, signal.SIGKILL)
            proc.communicate()


def smoke(benches: dict[str, subprocess.Popen], name: str) -> str:
    """The standard output of the smoke run `name`, which must have succeeded."""
    try:
        out, err = benches[name].communicate(timeout=240)
    except ValueError:                  # already read by an earlier test
        raise AssertionError(f"{name} read twice") from None
    script = " ".join(SMOKES[name][0])
    assert benches[name].returncode == 0, f"{script} --smoke failed:\n{out[-1500:]}\n" \
                                          f"{err[-3000:]}"
    return out


def test_every_bench_script_has_a_smoke_run_here():
    scripts = {script for (script, *_), _ in SMOKES.values()}
    for script in sorted((ROOT / "bench").glob("*.py")):
        assert f"bench/{script.name}" in scripts, f"bench/{script.name} has no smoke run"


@pytest.mark.parametrize("name", SMOKES)
def test_each_bench_still_runs_and_reports_its_figures(benches, name):
    """A bench that cannot run here says why on its first line ("skipped: … needs Xvfb")."""
    out = smoke(benches, name)
    if out.startswith("skipped:"):
        pytest.skip(out.strip())
    for part in SMOKES[name][1]:
        assert part in out, f"{part!r} not in the output of {name}:\n{out}"
