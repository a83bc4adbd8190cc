"""Nothing escapes a slot: an exception that reaches the event loop, a worker thread or Qt's
own warnings is written to the log in the user's log dir and the player sees one short line —
the game itself is safe (it is autosaved after every move) and the app goes on.
"""
from __future__ import annotations

import datetime as _dt
import sys
import threading
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QtMsgType, qInstallMessageHandler

from dicegames import __version__
from dicegames.persistence import paths
from dicegames.ui.words import fill, translate

LOG_CAP = 1024 * 1024                        # past this the log starts again (one old kept)
IGNORED = ("This plugin does not support propagateSizeHints()",)


def write_log(text: str, path: Path | None = None) -> Path | None:
    """Append an entry to the log (never raises); its path, or None if it could not be written."""
    path = path or paths.log_path()
    stamp = _dt.datetime.now(_dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.exists() and path.stat().st_size > LOG_CAP:
            path.replace(path.with_name(path.name + ".1"))
        with open(path, "a", encoding="utf-8", errors="backslashreplace") as f:
            f.write(f"--- {stamp} dicegames {__version__}\n{text.rstrip()}\n")
    except OSError:
        return None
    return path


class FaultReporter:
    """Installs the hooks; `tell(text)` shows the player what happened and what to do (the
    main window's fault banner). Each fault is told once per kind, so a fault in a paint does
    not flood the screen."""

    def __init__(self, tell: Callable[[str], None]) -> None:
        self.tell = tell
        self._told: set[str] = set()
        self._previous: tuple[Any, Any, Any] | None = None

    def install(self) -> None:
        self._previous = (sys.excepthook, threading.excepthook, None)
        sys.excepthook = self.excepthook
        threading.excepthook = lambda args: self.excepthook(args.exc_type, args.exc_value,
                                                             args.exc_traceback)
        qInstallMessageHandler(self.qt_message)

    def uninstall(self) -> None:
        if self._previous is not None:
            sys.excepthook, threading.excepthook, _ = self._previous
            qInstallMessageHandler(None)
            self._previous = None

    def excepthook(self, kind: type[BaseException], value: BaseException | None,
                   tb: Any) -> None:
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, value if value is not None else kind(), tb)
            return
        text = "".join(traceback.format_exception(kind, value, tb))
        where = write_log(text)
        print(text, file=sys.stderr)
        self._say(kind.__name__, where)

    def qt_message(self, mode: QtMsgType, context: Any, message: str) -> None:
        if any(message.startswith(x) for x in IGNORED):
            return
        if mode in (QtMsgType.QtDebugMsg, QtMsgType.QtInfoMsg):
            return
        where = write_log(f"Qt {mode.name}: {message}")
        print(f"Qt: {message}", file=sys.stderr)
        if mode in (QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg):
            self._say("qt", where)

    def _say(self, kind: str, where: Path | None) -> None:
        if kind in self._told:
            return
        self._told.add(kind)
        text = translate("Faults",
                         "Something went wrong inside Dice Games; your game is safe (it is saved "
                         "after every move). You can play on; if anything on screen looks "
                         "wrong, go back to the games (Alt+Home) and choose Continue.")
        if where is not None:
            text += " " + fill(translate("Faults", "The details are in %1."), str(where))
        try:
            self.tell(text)
        except Exception:
            pass
