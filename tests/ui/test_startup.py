"""Start-up stays light: the home paints before the engine (or numpy/pyqtgraph, or the
dataclasses and platformdirs that the engine and the files need, or the words for screen
readers) is imported and before PySide builds the `Qt` namespace's enums (see
dicegames/ui/first_frame.py), then `startup()` loads the games, the autosave and the history."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

CHILD = r"""
import gc, json, sys
gc.disable()                      # as dicegames.app.main does
import dicegames.app
from dicegames.ui.shell.application import create_app, launch
import PySide6.QtCore as QtCore
from PySide6.QtCore import QTimer
app = create_app([])
shell = launch(app)
w = shell.window
seen = {}
def painted():
    seen["painted"] = sorted(m for m in ("dicegames.engine.base", "numpy", "pyqtgraph",
                                         "dataclasses", "platformdirs", "dicegames.ui.ear")
                             if m in sys.modules)
    seen["qt_namespace_built"] = "Qt" in vars(QtCore)
    shell.after_first_paint()
def ready():
    seen["ready_engine"] = "dicegames.engine.base" in sys.modules
    QTimer.singleShot(0, settled)
def settled():
    seen["gc"] = [gc.isenabled(), gc.get_freeze_count() > 1000]
    app.quit()
    seen["cards"] = [c.info is not None for c in w.home.cards]
    seen["continue"] = w.home.continue_card.info is not None
w.first_painted.connect(painted)
w.ready.connect(ready)
w.show()
QTimer.singleShot(20000, app.quit)
app.exec()
shell.shutdown()
print(json.dumps(seen))
"""


def _returning_player(qapp) -> None:
    """Russian, dark, a remembered window, a game to continue and a finished one."""
    from PySide6.QtWidgets import QMainWindow

    from dicegames.engine import replay
    from dicegames.persistence.autosave import Autosave
    from dicegames.persistence.history import History
    from dicegames.persistence.saves import Snapshot
    from dicegames.ui.common.settings import Preferences, Settings
    from tests.persistence.helpers import finished_zdorovo_record, zdorovo_record
    settings = Settings()
    settings.set_preferences(Preferences(language="ru", theme="dark"))
    w = QMainWindow()
    w.setGeometry(40, 40, 1100, 700)
    settings.set_geometry(w.saveGeometry())
    Autosave().write(Snapshot(zdorovo_record(2)))
    done = finished_zdorovo_record()
    rp = replay(done)
    History().add(done, rp.game.outcome(rp.state))


@pytest.mark.parametrize("player", ["first start", "returning"])
def test_home_paints_before_the_engine_is_imported(player, request, isolated_dirs):
    import os
    if player == "returning":
        _returning_player(request.getfixturevalue("qapp"))
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = subprocess.run([sys.executable, "-c", CHILD], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    seen = json.loads(out.stdout.strip().splitlines()[-1])
    assert seen["painted"] == []
    assert seen["qt_namespace_built"] is False, "the first frame touched a Qt enum (first_frame.py)"
    assert seen["ready_engine"] is True
    assert seen["cards"] and all(seen["cards"])          # every card has the engine's facts
    assert seen["continue"] is (player == "returning")
    assert seen["gc"] == [True, True], "after start-up the collector runs, start-up frozen"
