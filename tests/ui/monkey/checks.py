"""What must always hold, checked after every event of the monkey:

- the history lists exactly the finished tables (`ledger.py`): one table, one game — none
  twice, none missing;
- no fault: nothing in the app's fault log (an exception that reached the event loop or a
  worker, any Qt warning but exactly the offscreen platform's propagateSizeHints one — the
  app's own `FaultReporter`, as a user's app has it) and no fault banner — but for the
  faults the monkey itself raises in a slot now and then (`inject`): each is logged once and
  told in the banner, which stays until it is dismissed (its button or Esc) and then goes;
- no raw placeholder (`%1`, `%n`, `%Ln`, `{0}`, `{}`) in any visible text or message box,
  once the players' own names are taken out, and no name shown other than typed (a `%3` in
  it filled in);
- no file of ours refused at load (moved aside as `.corrupt-…` or `.newer-…`);
- after a real throw is recorded, the entry waits empty.

A finding is a `Finding`: any one fails the run.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from dicegames.persistence import paths

from . import texts
from .ledger import Ledger, describe, key

INJECTED = "MonkeyFault"           # the name of the faults the monkey raises itself


@dataclass(frozen=True)
class Finding:
    what: str


class Checks:
    """The invariants of one monkey's app window (see the module docstring)."""

    def __init__(self, window: Any, dialogs: Any) -> None:
        self.window, self.dialogs = window, dialogs
        self.history_names: set[str] = set()       # the players of the games the history lists
        self._household: tuple[Any, set[str]] = (None, set())
        self.ledger = Ledger()
        self.told: list[str] = []
        from dicegames.ui.common.faults import FaultReporter
        self.reporter = FaultReporter(self._tell)    # the app's own: every Qt warning
        self.injected = 0                          # faults raised, not yet seen in the log
        self.banner_may_show = False               # a fault raised, its banner not dismissed
        self._log_seen = 0
        self._history_stamp: Any = None
        self._aside: set[Path] = set()
        self._browser: tuple[Any, Any] = (None, None)
        self._trash: dict[Any, Any] = {}          # a Deleted -> the record it took away
        self._rolls: tuple[Any, int] = (None, 0)
        self._typed: tuple[Any, str, int] = (None, "", 0)   # view, entry text, throws then
        self._clean: set[str] = set()              # texts already found free of placeholders
        self._seen_names: set[str] = set()
        self._reader = texts.Reader()

    def install(self) -> None:
        self.reporter.install()

    def uninstall(self) -> None:
        self.reporter.uninstall()

    def _tell(self, text: str) -> None:            # the app's fault banner, as the app shows it
        self.told.append(text)
        self.window.show_fault(text)

    def inject(self) -> str:
        """A fault of ours in a slot, as a defect would raise it (a kind of its own each time:
        the app tells each kind once)."""
        from PySide6.QtCore import QTimer
        self.injected += 1
        self.banner_may_show = True
        kind = type(f"{INJECTED}{self.injected}", (RuntimeError,), {})

        def fail() -> None:
            raise kind("raised by the GUI monkey")
        QTimer.singleShot(0, fail)
        return f"a fault of ours: {kind.__name__}"

    def banner(self) -> Any:
        banner = getattr(self.window, "fault_banner", None)
        return banner if banner is not None and banner.isVisible() else None

    # ------------------------------------------------------------------ around an event
    def before(self) -> None:
        browser = self._games_browser()
        self._browser = (browser.deleted, browser.chosen()) if browser is not None \
            else (None, None)
        view = self.window.view
        self._rolls = (view, self._roll_count(view))

    def after(self) -> list[Finding]:
        self._deletions()
        snapshot = self.window.snapshot
        self.ledger.observe(self.window.view, snapshot.table if snapshot is not None else "")
        found: list[Finding] = []
        found += self._history()
        found += self._faults()
        found += self._placeholders()
        found += self._moved_aside()
        found += self._real_dice()
        return found

    # ------------------------------------------------------------------ the history
    def _games_browser(self) -> Any:
        h = getattr(self.window, "history_window", None)
        return h.browser if h is not None else None

    def _deletions(self) -> None:
        browser = self._games_browser()
        if browser is None:
            return
        was, chosen = self._browser
        now = browser.deleted
        if now is was:
            return
        if now is not None and now.kind == "finished" and chosen is not None:
            game = chosen.finished_game
            self._trash[now] = (game.key, game.record)
            self.ledger.deleted(game.key)
        if was is not None and was.kind == "finished" and now is None \
                and was in self._trash:
            self.ledger.restored(*self._trash.pop(was))

    def _history(self) -> list[Finding]:
        store = self.window.store
        path = paths.history_path()
        if self.ledger.changed:
            store.flush()
        try:
            st = path.stat()
            stamp: Any = (st.st_mtime_ns, st.st_size, st.st_ino)
        except OSError:
            stamp = None
        if not self.ledger.changed and stamp == self._history_stamp:
            return []
        self.ledger.changed = False
        self._history_stamp = stamp
        listed, problem = store.history.load_all()
        self.history_names = {p.name for g in listed for p in g.record.players}
        found = []
        if problem is not None:
            found.append(Finding(f"the history cannot be read: {problem}"))
        extra, missing = self.ledger.compare(listed)
        for (table, k), n in extra.items():
            found.append(Finding(f"the history lists {describe(k)} (table {table}) {n} "
                                 "time(s) too many"))
        for table, k in missing:
            found.append(Finding(f"the history lacks the finished {describe(k)} (table "
                                 f"{table})"))
        return found

    # ------------------------------------------------------------------ faults
    def _faults(self) -> list[Finding]:
        found = []
        log = paths.log_path()
        try:
            size = log.stat().st_size
        except OSError:
            size = 0
        if size < self._log_seen:              # the log started again past its cap
            self._log_seen = 0
        if size > self._log_seen:
            with open(log, encoding="utf-8", errors="replace") as f:
                f.seek(self._log_seen)
                new = f.read()
            self._log_seen = size
            for entry in new.split("\n--- "):
                entry = entry.strip()
                if entry and INJECTED in entry and self.injected:
                    self.injected -= 1
                elif entry:
                    found.append(Finding("in the fault log: " + entry))
        banner = self.banner()
        if self.injected:
            found.append(Finding("a fault raised in a slot is not in the fault log"))
        elif self.told and banner is None:
            found.append(Finding("a fault was told but no banner shows it: " + self.told[-1]))
        elif banner is not None and not self.banner_may_show:
            found.append(Finding("a fault banner with no fault: " + banner.text.text()))
        self.banner_may_show = banner is not None
        self.told.clear()
        return found

    # ------------------------------------------------------------------ words on screen
    def _placeholders(self) -> list[Finding]:
        found = []
        shown = [(None, t) for t in self.dialogs.texts] + list(self._reader.texts(self.window))
        self.dialogs.texts.clear()
        clean, names = self._clean, self._names_in_use()
        from dicegames.ui.ear import for_ear  # and each name as a screen reader is given
        heard = tuple(sorted(set(names) | ({for_ear(n) for n in names} - {""}),  # it (no
                             key=lambda n: (-len(n), n)))          # quotes, no marks)
        for widget, text in shown:
            if text in clean:
                continue
            raw = texts.raw_placeholders(text, heard)
            altered = texts.altered_names(text, names)
            if not raw and not altered:
                clean.add(text)
                continue
            where = texts.where(widget) if widget is not None else "a dialog"
            what = f"raw placeholder {raw}" if raw else f"the name {altered[0]!r} altered"
            found.append(Finding(f"{what} in {where}: {text!r}"))
        if len(clean) > 200_000:
            clean.clear()
        return found

    def _names_in_use(self) -> tuple[str, ...]:
        """The players' names that look like placeholders and may be on screen: every name
        seen at a table, in the history or the household, or typed in a dialog (the home's
        Continue card, a saved game and a chart show them long after)."""
        names = self.history_names | self._household_names() | set(self.dialogs.names)
        self.dialogs.names.clear()
        view = self.window.view
        if view is not None:
            names.update(p.name for p in view.session.players)
        self._seen_names.update(n for n in names if texts.PLACEHOLDER.search(n))
        return tuple(sorted(self._seen_names))

    def _household_names(self) -> set[str]:
        try:
            st = paths.profiles_path().stat()
            stamp: Any = (st.st_mtime_ns, st.st_size, st.st_ino)
        except OSError:
            return set()
        if stamp != self._household[0]:
            from dicegames.persistence.profiles import ProfileBook
            self._household = (stamp, set(ProfileBook().names().values()))
        return self._household[1]

    # ------------------------------------------------------------------ files
    def _moved_aside(self) -> list[Finding]:
        found = []
        for folder in (paths.state_dir(), paths.data_dir(), paths.saves_dir()):
            try:
                entries = list(folder.iterdir())
            except OSError:
                continue
            for p in entries:
                if (".corrupt-" in p.name or ".newer-" in p.name) and p not in self._aside:
                    self._aside.add(p)
                    found.append(Finding(f"a file of ours was refused at load: {p.name}"))
        return found

    # ------------------------------------------------------------------ real dice
    @staticmethod
    def _roll_count(view: Any) -> int:
        if view is None:
            return 0
        return sum(1 for e in view.session.history if e.action.verb == "roll")

    def _real_dice(self) -> list[Finding]:
        """The real dice entry shows no faces typed before the last recorded throw: once a
        throw is recorded the field waits empty (when it shows again, after the throw on
        show and a hand-over)."""
        view, before = self._rolls
        if view is None or view is not self.window.view or view.session.dice_source != "real":
            return []
        text = view.entry.edit.text().strip()
        seen = self._typed if self._typed[0] is view else (view, "", 0)
        if text != seen[1]:                       # typed in this event, for the throw awaited
            seen = (view, text, before)           # before it
        self._typed = seen
        if text and seen[2] < self._roll_count(view) and view.entry.isVisible():
            return [Finding(f"a real throw was recorded and the entry still reads {text!r}")]
        return []


__all__ = ["Checks", "Finding", "key"]
