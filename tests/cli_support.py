"""Running the command line in tests: as a real process, or in-process for speed."""
from __future__ import annotations

import contextlib
import io
import json
import subprocess
import sys

from dicegames.cli import main


def run(*args: str) -> subprocess.CompletedProcess:
    """`python -m dicegames ARGS` as a separate process (exit code, stdout, stderr)."""
    return subprocess.run([sys.executable, "-m", "dicegames", *args], capture_output=True,
                          text=True, timeout=60)


def score_json(game: str, *args: str) -> dict:
    """`dicegames score GAME --json ARGS` run in-process; the parsed JSON object."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        code = main(["score", game, "--json", *args])
    assert code == 0
    return json.loads(out.getvalue())
