"""`./dev test` on a machine where apt-get is busy or failing: optional tools are said to be
missing and the tests still run; Qt's own libraries missing still stops it, saying what to do.

The script runs as a copy in a scratch directory with a PATH of fakes: `id` says root, `apt-get`
answers as the test wants, `sleep` returns at once, `nproc` counts 4 cores, the optional tools
(pdftotext, Xvfb, appstreamcli…) are absent, and the virtualenv's Python only says how pytest
was started."""
from __future__ import annotations

import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LOCKED = ("E: Could not get lock /var/lib/dpkg/lock-frontend. It is held by process 4242 "
          "(apt-get)\nE: Unable to acquire the dpkg frontend lock (/var/lib/dpkg/lock-frontend),"
          " is another process using it?")
RAN = "ran: -m pytest -q tests/test_cli.py on offscreen"
TOOLS = ("sh", "dirname", "grep", "cat", "touch", "rm", "mkdir", "expr", "ldconfig")


def script(path: Path, text: str) -> None:
    path.write_text("#!/bin/sh\n" + text)
    path.chmod(path.stat().st_mode | stat.S_IXUSR)


@pytest.fixture
def machine(tmp_path: Path):
    """A copy of ./dev with a fake root PATH; returns run(apt_script, ldconfig=None)."""
    if os.name != "posix" or shutil.which("sh") is None:
        pytest.skip("./dev is a POSIX shell script")
    project = tmp_path / "project"
    (project / ".venv" / "bin").mkdir(parents=True)
    shutil.copy2(ROOT / "dev", project / "dev")
    (project / "pyproject.toml").write_text("")
    (project / "tests").mkdir()
    (project / "tests" / "test_cli.py").write_text("")
    script(project / ".venv" / "bin" / "python", 'echo "ran: $* on $QT_QPA_PLATFORM"\n')
    (project / ".venv" / ".stamp").touch()         # the venv is up to date: no pip here
    bin_ = tmp_path / "bin"
    bin_.mkdir()
    for tool in TOOLS:
        found = shutil.which(tool) or shutil.which(tool, path="/sbin:/usr/sbin")
        if found:
            (bin_ / tool).symlink_to(found)
    script(bin_ / "id", 'echo 0\n')
    script(bin_ / "nproc", 'echo 4\n')
    script(bin_ / "sleep", f'echo "$@" >> "{tmp_path}/slept"\n')
    log = tmp_path / "apt.log"

    def run(apt: str, ldconfig: str | None = None, args=("tests/test_cli.py",),
            **extra: str) -> subprocess.CompletedProcess:
        script(bin_ / "apt-get", f'echo "$@" >> "{log}"\n' + apt)
        if ldconfig is not None:
            (bin_ / "ldconfig").unlink(missing_ok=True)
            script(bin_ / "ldconfig", ldconfig)
        env = {"PATH": str(bin_), "HOME": str(tmp_path), "LANG": "C.UTF-8", **extra}
        return subprocess.run([str(project / "dev"), "test", *args], cwd=project,
                              env=env, capture_output=True, text=True, timeout=60)
    run.log = log
    run.slept = tmp_path / "slept"
    return run


def test_a_held_package_lock_is_waited_for_then_the_tests_run_without_the_optional_tools(
        machine):
    run = machine(f"echo '{LOCKED}' >&2\nexit 100\n")
    assert RAN in run.stdout, run.stderr
    assert run.returncode == 0
    assert "another apt-get holds the package lock" in run.stderr
    assert "could not install" in run.stderr and "poppler-utils" in run.stderr
    assert "skipped" in run.stderr
    assert machine.slept.exists()                   # it waited (the fake sleep returns at once)
    waits = machine.slept.read_text().split()
    assert 60 <= sum(map(int, waits)) <= 600        # a while, not for ever
    # after waiting once in vain it does not wait again for the next optional tools
    assert run.stderr.count("another apt-get holds the package lock") == 1
    assert "the package lock is still held" in run.stderr


def test_the_lock_freed_while_waiting_installs_the_tools(machine, tmp_path):
    tries = tmp_path / "tries"
    run = machine(f'echo x >> "{tries}"\n'
                  f'if [ "$(grep -c x "{tries}")" -le 2 ]; then echo \'{LOCKED}\' >&2; '
                  f'exit 100; fi\nexit 0\n')
    assert RAN in run.stdout, run.stderr
    assert "could not install" not in run.stderr
    assert "install" in machine.log.read_text()


def test_another_apt_failure_is_told_and_the_tests_still_run(machine):
    run = machine("echo 'E: Unable to locate package appstream' >&2\nexit 100\n")
    assert RAN in run.stdout, run.stderr
    assert "Unable to locate package appstream" in run.stderr
    assert "could not install" in run.stderr
    assert not machine.slept.exists()               # nothing to wait for


def test_missing_qt_libraries_that_cannot_be_installed_stop_it_clearly(machine):
    run = machine(f"echo '{LOCKED}' >&2\nexit 100\n", ldconfig="exit 0\n")
    assert run.returncode != 0 and "ran:" not in run.stdout
    assert "Qt needs system libraries" in run.stderr and "libEGL.so.1" in run.stderr
    assert "sudo apt-get install" in run.stderr


def test_the_whole_suite_runs_on_two_workers_and_named_tests_in_one_process(machine):
    """4 cores: the whole suite on 2 pytest-xdist workers (CI's cores), each costly module
    fixture's tests on one (loadgroup); a path or node id, -p no:xdist or one core: no workers;
    -n N as asked, in groups too; DEV_TEST_WORKERS chooses."""
    ok = "exit 0\n"
    assert "ran: -m pytest -q -n 2 --dist loadgroup on offscreen" in machine(ok, args=()).stdout
    assert "ran: -m pytest -q -n 2 --dist loadgroup -x --durations=30 on" in machine(
        ok, args=("-x", "--durations=30")).stdout
    assert "ran: -m pytest -q tests/test_cli.py::test_x -x on" in machine(
        ok, args=("tests/test_cli.py::test_x", "-x")).stdout
    assert "ran: -m pytest -q -p no:xdist on" in machine(ok, args=("-p", "no:xdist")).stdout
    assert "ran: -m pytest -q --dist loadgroup -n 3 tests/test_cli.py on" in machine(
        ok, args=("-n", "3", "tests/test_cli.py")).stdout
    assert "ran: -m pytest -q -n 3 --dist loadgroup on" in machine(
        ok, args=(), DEV_TEST_WORKERS="3").stdout
    assert "ran: -m pytest -q on" in machine(ok, args=(), DEV_TEST_WORKERS="1").stdout


GROUPED = """import os
import pytest
pytestmark = pytest.mark.xdist_group("costly")
def test_a(): open("worker_" + os.environ["PYTEST_XDIST_WORKER"], "a").close()
test_b = test_c = test_a
"""


def test_a_modules_grouped_tests_stay_on_one_worker(tmp_path):
    """The xdist_group marks `./dev test` relies on are kept: a pytest that drops them (9.2's
    node ids with pytest-xdist 3.8) would build each costly module fixture once per worker."""
    pytest.importorskip("xdist")
    (tmp_path / "pytest.ini").write_text("[pytest]\n")
    (tmp_path / "test_grouped.py").write_text(GROUPED)
    (tmp_path / "test_free.py").write_text("".join(f"def test_{i}(): pass\n" for i in range(6)))
    out = subprocess.run([sys.executable, "-m", "pytest", "-q", "-n", "2", "--dist", "loadgroup",
                          "-p", "no:cacheprovider"], cwd=tmp_path, capture_output=True,
                         text=True, timeout=120)
    assert out.returncode == 0, out.stdout + out.stderr
    assert len(list(tmp_path.glob("worker_*"))) == 1, out.stdout
