"""The main window: Home and Play pages, the menus, and the game's life cycle on disk
(autosave after every action, history of finished games, saves, resume after a crash).

One table, one history entry (docs/saves.md): a table gets its identity when New game or
Rematch starts it; finishing records it, undo past the end takes the record back and makes it
the autosave again, finishing again replaces it.

Start-up is progressive: the window paints first (no engine imported yet), then `startup()`
asks the engine which games it plays and reads the autosave and the history.
"""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent
from PySide6.QtWidgets import QMainWindow, QStackedWidget, QVBoxLayout, QWidget

from dicegames import __version__
from dicegames.persistence import paths
from dicegames.persistence.crash_marker import LastRun
from dicegames.persistence.errors import PersistenceError
from dicegames.persistence.paths import SAVE_SUFFIX as SUFFIX
from dicegames.ui.common.dialogs import DialogService
from dicegames.ui.common.messages import kept_text, load_error_text, save_error_text
from dicegames.ui.common.settings import Preferences, Settings
from dicegames.ui.first_frame import Qt
from dicegames.ui.games import look
from dicegames.ui.home.page import ContinueInfo, HomePage
from dicegames.ui.shell.play_screen import (
    PlayScreen,
    PlayViewFactory,
    default_play_view,
    page_widget,
    play_prefs,
)
from dicegames.ui.words import fill, translate

if TYPE_CHECKING:
    from dicegames.engine.records import Record
    from dicegames.persistence.history import FinishedGame
    from dicegames.persistence.saves import Snapshot
    from dicegames.ui.common.coaching import CoachService
    from dicegames.ui.common.store import GameStore

_T = TypeVar("_T")
NOTICE_MS = 15_000      # how long a notice stays in the status bar (or until the next move)


class _FirstPaint(QObject):
    """Calls back once, one event-loop turn after the window's first frame was painted."""

    def __init__(self, window: QWidget, callback: Callable[[], None]) -> None:
        super().__init__(window)
        self.window, self.callback = window, callback
        window.installEventFilter(self)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if obj is self.window and event.type() == QEvent.Type.Paint:
            self.window.removeEventFilter(self)
            QTimer.singleShot(0, self.callback)
        return False


def replace(obj: _T, **changes: Any) -> _T:
    """`dataclasses.replace`, imported when first needed: the first frame imports no
    `dataclasses` (docs/performance.md)."""
    import dataclasses
    return dataclasses.replace(obj, **changes)  # type: ignore[type-var]


def _stamp() -> str:
    """Now, for a file name: "2026-12-01 12-30"."""
    import datetime
    return datetime.datetime.now().strftime("%Y-%m-%d %H-%M")


class Pages(QStackedWidget):
    """The home and the table, one at a time: a plain pane for screen readers (Orca says a
    stacked widget's role, "layered pane", each time the focus enters a page)."""

    a11y_role = "Pane"


class MainWindow(QMainWindow):
    """Home ⇄ Play; every modal through `dialogs`, the play view from `play_view_factory`."""

    first_painted = Signal()
    ready = Signal()                  # startup() has loaded the games, autosave and history

    def __init__(self, settings: Settings | None = None, *, dialogs: Any = None,
                 play_view_factory: PlayViewFactory | None = None,
                 on_preferences: Callable[[Preferences], None] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("main_window")
        self.setMinimumSize(960, 640)
        self.settings = settings or Settings()
        self.dialogs = dialogs or DialogService()
        self.play_view_factory = play_view_factory or default_play_view
        self.on_preferences = on_preferences
        self._store: GameStore | None = None
        self._coach: CoachService | None = None
        self.rules_viewer: Any = None
        self.history_window: Any = None
        self.practice_window: Any = None
        self.view: PlayScreen | None = None
        self.snapshot: Snapshot | None = None      # the table's game, with its identity
        self.autosave_live = True       # the table's moves go to the autosave (not while it is
        self._owns_autosave = True      # finished); the autosave is this table's, not another's
        self._autosave_failed = False

        self.stack = Pages(self)
        self.home = HomePage(self.stack)
        self.play_page = QWidget(self.stack)
        self.play_page.setObjectName("play_page")
        self.play_layout = QVBoxLayout(self.play_page)
        self.play_layout.setContentsMargins(0, 0, 0, 0)
        self.stack.addWidget(self.home)
        self.stack.addWidget(self.play_page)
        central = QWidget(self)                 # a fault's banner goes above the page
        self.central_layout = QVBoxLayout(central)
        self.central_layout.setContentsMargins(0, 0, 0, 0)
        self.central_layout.setSpacing(0)
        self.central_layout.addWidget(self.stack)
        self.setCentralWidget(central)
        self.fault_banner: Any = None           # made at the first fault
        self.notice_timer = QTimer(self)        # a notice leaves when its time is up …
        self.notice_timer.setSingleShot(True)
        self.notice_timer.setInterval(NOTICE_MS)
        self.notice_timer.timeout.connect(self._end_notice)
        self._notice_text = ""
        self.statusBar()

        self.home.play_requested.connect(self.new_game)
        self.home.continue_requested.connect(self.continue_game)
        self.home.discard_requested.connect(self.discard_autosave)
        self.home.recent_opened.connect(self.open_finished)
        self.home.recent_print_requested.connect(self.print_finished)

        self._make_actions()
        self.retranslate_ui()
        geometry = self.settings.geometry()
        if geometry.isEmpty() or not self.restoreGeometry(geometry):
            self._fit_screen()
        self._update_actions()
        _FirstPaint(self, self.first_painted.emit)

    def _fit_screen(self) -> None:
        """1280×800 where there is room; on a smaller screen all of it (never off its edge)."""
        screen = self.screen()
        room = screen.availableGeometry() if screen is not None else None
        if room is None or room.isEmpty():
            self.resize(1280, 800)
            return
        frame = 40                                  # the window manager's title and borders
        width, height = min(1280, room.width()), min(800, room.height() - frame)
        self.setMinimumSize(min(960, width), min(640, height))
        self.resize(width, height)
        self.move(room.x() + (room.width() - width) // 2,
                  room.y() + max(0, (room.height() - frame - height) // 2))

    @property
    def store(self) -> GameStore:
        """The games on disk (made after the first frame: the disk is not needed to paint)."""
        if self._store is None:
            from dicegames.ui.common.store import GameStore
            self._store = store = GameStore(self)
            # lambdas, not this window's methods: see start_game
            store.notice.connect(lambda text: self._notice(text))
            store.autosave_ok.connect(lambda: self._autosave_ok())
            store.autosave_failed.connect(lambda text: self._autosave_failed_once(text))
            store.finished_saved.connect(lambda *_: self.refresh_home())
        return self._store

    @property
    def coach(self) -> CoachService:
        """The coach's figures of finished games (made on first use)."""
        if self._coach is None:
            from dicegames.ui.common.coaching import CoachService
            self._coach = CoachService(self.store, self)
        return self._coach

    @property
    def record(self) -> Record | None:
        """The record of the game on the table (None on the home)."""
        return self.snapshot.record if self.snapshot is not None else None

    # ------------------------------------------------------------------ actions and menus
    def _make_actions(self) -> None:
        def action(name: str, slot: Callable, keys: str = "") -> QAction:
            a = QAction(self)
            a.setObjectName(name)
            if keys:    # as a property: setShortcut() would build the Qt enums (see first_frame);
                a.setProperty("shortcut", keys)     # from text: no QKeySequence class yet
            a.triggered.connect(lambda *_: slot())
            self.addAction(a)
            return a

        self.act_new = action("new_game", self.new_game, "Ctrl+N")
        self.act_continue = action("continue_game", self.continue_game, "Ctrl+Shift+C")
        self.act_open = action("open_game", self.open_game, "Ctrl+O")
        self.act_save = action("save_game", self.save_game, "Ctrl+S")
        self.act_print = action("print_sheet", self.print_sheet, "Ctrl+P")
        self.act_history = action("history", self.open_history, "Ctrl+H")
        self.act_practice = action("practice", self.open_practice)
        self.act_home = action("go_home", self.go_home, "Alt+Home")
        self.act_settings = action("settings", self.open_settings, "Ctrl+,")
        self.act_quit = action("quit", self.close, "Ctrl+Q")
        self.act_fullscreen = action("fullscreen", self.toggle_fullscreen, "F11")
        self.act_fullscreen.setCheckable(True)
        self.act_rules = action("rules", self.show_rules, "F1")
        self.act_odds = action("odds", self.show_odds)
        self.act_about = action("about", self.about)
        bar = self.menuBar()
        self.menu_game = bar.addMenu("")
        for a in (self.act_new, self.act_continue, self.act_open, self.act_save, self.act_print,
                  None, self.act_history, self.act_practice, None, self.act_home, None,
                  self.act_quit):
            self.menu_game.addSeparator() if a is None else self.menu_game.addAction(a)
        self.menu_view = bar.addMenu("")
        self.menu_view.addAction(self.act_fullscreen)
        self.menu_view.addSeparator()
        self.menu_view.addAction(self.act_settings)
        self.menu_help = bar.addMenu("")
        self.menu_help.addAction(self.act_rules)
        self.menu_help.addAction(self.act_odds)
        self.menu_help.addSeparator()
        self.menu_help.addAction(self.act_about)

    def _update_actions(self) -> None:
        playing = self.stack.currentWidget() is self.play_page
        self.act_save.setEnabled(playing and self.record is not None)
        self.act_home.setEnabled(playing)
        self.act_continue.setEnabled(self.home.continue_card.info is not None)

    def retranslate_ui(self) -> None:
        self.menu_game.setTitle(translate("MainWindow", "&Game"))
        self.menu_view.setTitle(translate("MainWindow", "&View"))
        self.menu_help.setTitle(translate("MainWindow", "&Help"))
        for a, text in ((self.act_new, translate("MainWindow", "&New game…")),
                        (self.act_continue, translate("MainWindow", "&Continue")),
                        (self.act_open, translate("MainWindow", "&Open saved game…")),
                        (self.act_save, translate("MainWindow", "&Save game…")),
                        (self.act_print, translate("MainWindow", "&Print…")),
                        (self.act_history, translate("MainWindow",
                                                     "Saved games and &statistics…")),
                        (self.act_practice, translate("MainWindow", "Pr&actice…")),
                        (self.act_home, translate("MainWindow", "Back to the &games")),
                        (self.act_settings, translate("MainWindow", "Se&ttings…")),
                        (self.act_quit, translate("MainWindow", "&Quit")),
                        (self.act_fullscreen, translate("MainWindow", "&Full screen")),
                        (self.act_rules, translate("MainWindow", "&Rules of the games")),
                        (self.act_odds, translate("MainWindow", "&Odds…")),
                        (self.act_about, translate("MainWindow", "&About Dice Games"))):
            a.setText(text)
        self._update_title()

    def _update_title(self) -> None:
        if self.stack.currentWidget() is self.play_page and self.record is not None:
            self.setWindowTitle(fill(translate("MainWindow", "%1 — Dice Games"),
                                     look(self.record.game).name()))
        else:
            self.setWindowTitle(translate("MainWindow", "Dice Games"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # ------------------------------------------------------------------ start-up
    def startup(self, last_run: LastRun = LastRun.CLEAN, notes: tuple[str, ...] = ()) -> None:
        """After the first paint: load the games, autosave and history; report problems met at
        start; after a crash offer to resume the unfinished game."""
        from dicegames.persistence.files import remove_stale_temps
        if last_run is not LastRun.RUNNING:      # another dicegames may be writing right now
            remove_stale_temps((paths.state_dir(), paths.data_dir(), paths.saves_dir()))
        self.home.show_facts()
        loaded = self.refresh_home()
        if last_run is not LastRun.RUNNING and self.store.settle(loaded.value):
            loaded = self.refresh_home()         # a game finished just before a kill
        for note in notes:
            self._notice(note)
        if last_run is LastRun.RUNNING:
            self._notice(translate(
                "MainWindow", "Dice Games is already running in another window; both save to the "
                "same autosave."))
        if last_run is LastRun.CRASHED and self.home.continue_card.info is not None \
                and self.dialogs.confirm(self, translate("MainWindow", "Resume your game?"), fill(
                    translate("MainWindow", "Dice Games did not close properly last time. Resume "
                              "the unfinished game of %1 where it stopped?"),
                    look(self.home.continue_card.info.game).name()), default=True):
            self.continue_game(loaded)
        else:
            self.home.focus_start()
        self.ready.emit()

    def refresh_home(self) -> Any:
        """Read the autosave and history again (never raises); returns the autosave load."""
        loaded = self.store.load_autosave()
        if loaded.problem is not None:
            text = load_error_text(loaded.problem)
            if loaded.from_backup:
                text += " " + translate("MainWindow",
                                        "The game was restored from the previous autosave.")
            self._notice(text)
        saved = self.store.continue_from
        if saved is not None:
            self.home.set_continue(ContinueInfo(saved.record.game, saved.record.players,
                                                saved.saved_at, saved.dice_source))
        else:
            self.home.set_continue(None)
        games, problem = self.store.finished_games()
        if problem is not None:
            self._notice(load_error_text(problem))
        self.home.set_recent(games)
        self._update_actions()
        return loaded

    # ------------------------------------------------------------------ the game's life cycle
    def new_game(self, game_id: str | None = None) -> None:
        from dicegames.ui.newgame.dialog import NewGameDialog
        dlg = NewGameDialog(game_id if isinstance(game_id, str) else self.settings.last_game(),
                            self.settings.last_players(), self.settings.last_dice_source(), self,
                            tutored=self.settings.tutored())
        try:
            if not self.dialogs.run(dlg):
                return
            choice = dlg.choice()
        finally:
            dlg.deleteLater()
        if choice is None or not self._keep_unfinished():
            return
        self.settings.set_last_players(choice.record.players)
        self.settings.set_last_dice_source(choice.dice_source)
        if choice.dice_source != "keeper":          # the score keeper changes nobody's choice
            self.settings.set_tutored(choice.tutor, choice.untutored)
        self.start_game(self._snapshot(choice.record, choice.dice_source, new=True))

    def _keep_unfinished(self) -> bool:
        """Another game replaces the autosave: an unfinished one is first kept among the saved
        games (nothing to ask). Only when that fails is the player asked whether to go on."""
        from dicegames.persistence.saves import write_save
        snapshot = self.snapshot if self.view is not None and self.autosave_live else None
        if snapshot is None and self.home.continue_card.info is not None:
            saved = self.store.continue_from or self.store.load_autosave().value
            snapshot = saved.snapshot if saved is not None else None
        if snapshot is None:
            return True
        name = look(snapshot.record.game).name()
        word = translate("MainWindow", "unfinished")        # in the file's name
        target = paths.saves_dir() / f"{snapshot.record.game} {_stamp()} {word}{SUFFIX}"
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            write_save(target, snapshot, name)
        except (PersistenceError, OSError) as e:
            reason = save_error_text(e) if isinstance(e, PersistenceError) else str(e.strerror)
            return self.dialogs.confirm(
                self, translate("MainWindow", "Start another game?"),
                fill(translate("MainWindow", "The unfinished game of %1 could not be kept: %2 "
                               "Start the new game anyway and lose it?"), name, reason))
        self._notice(fill(translate("MainWindow", "The unfinished game of %1 was kept among the "
                                    "saved games (Game > Open saved game)."), name))
        return True

    @staticmethod
    def _snapshot(record: Record, dice_source: str, *, new: bool = False,
                  table: str = "") -> Snapshot:
        """A game to put on the table; `new`: a table of its own starts (New game, Rematch)."""
        from dicegames.persistence.saves import Snapshot, new_table
        return Snapshot(record, dice_source, table=new_table() if new else table)

    def start_game(self, snapshot: Snapshot, *, autosave: bool = True) -> None:
        """Open the play view on `snapshot` (a new game or one to resume); a game without an
        identity (saved before tables had one) gets one now."""
        from dicegames.persistence.saves import new_table
        self._close_view()
        if not snapshot.table:
            snapshot = replace(snapshot, table=new_table())
        prefs = replace(play_prefs(self.settings.preferences()),
                        advisor=self.settings.advisor(snapshot.record),
                        tutor=self.settings.tutored())
        view = self.play_view_factory(snapshot, prefs, self.dialogs, self.play_page)
        self.view, self.snapshot = view, snapshot
        self.autosave_live = self._owns_autosave = autosave
        self.settings.set_last_game(snapshot.record.game)     # where Ctrl+N opens next
        # Lambdas, not this window's own methods: PySide makes a method connected for the
        # first time a slot of the window, which changes its meta-object, and Qt then gives
        # the window a new accessible object, leaving the old one in every screen reader's
        # cache. Orca 43 kept reading the old one as "not active" after a table opened, and
        # ignored every focus change from then on (tests/ui/test_access.py).
        view.record_changed.connect(lambda snapshot: self._record_changed(snapshot))
        view.game_finished.connect(lambda snapshot, outcome:
                                   self._game_finished(snapshot, outcome))
        view.game_reopened.connect(                         # undo past the end, a correction
            lambda snapshot: self._game_reopened(snapshot))
        view.leave_requested.connect(lambda: self.go_home())
        view.rematch_requested.connect(lambda record: self._rematch(record))
        view.new_game_requested.connect(lambda: self.new_game())
        view.print_requested.connect(lambda: self.print_sheet())   # the game-over panel's Print…
        view.advisor_toggled.connect(lambda shown, record=snapshot.record:   # remembered per
                                     self.settings.set_advisor(record, shown))  # game and table
        self.play_layout.addWidget(page_widget(view))
        self.stack.setCurrentWidget(self.play_page)
        if autosave:
            self._write_autosave(snapshot)
        self._update_actions()
        self._update_title()
        view.setFocus(Qt.FocusReason.OtherFocusReason)

    def _close_view(self) -> None:
        """Take the table away; what it still says (a click landing late: Alt+R presses
        Rematch 100 ms after the key) is no longer heard."""
        if self.view is not None:
            self.view.blockSignals(True)
            self.play_layout.removeWidget(page_widget(self.view))
            self.view.hide()
            self.view.deleteLater()
        self.view = None

    def _table(self, snapshot: Snapshot) -> Snapshot:
        """The view's snapshot with the identity of the table it is played at."""
        table = self.snapshot.table if self.snapshot is not None else ""
        return replace(snapshot, table=table)

    def _record_changed(self, snapshot: Snapshot) -> None:
        self.snapshot = self._table(snapshot)
        self._end_notice()              # a notice leaves at the next move
        if self.autosave_live:      # a finished game being looked at is no autosave
            self._write_autosave(self.snapshot)

    def _write_autosave(self, snapshot: Snapshot) -> None:
        """In the disk worker: the move on screen never waits for the disk."""
        self.store.write_autosave(snapshot, look(snapshot.record.game).name())

    def _autosave_ok(self) -> None:
        if self._autosave_failed:
            self.statusBar().clearMessage()
        self._autosave_failed = False

    def show_fault(self, text: str) -> None:
        """A fault of ours, told in a banner above the page until it is dismissed."""
        if self.fault_banner is None:
            from dicegames.ui.shell.fault_banner import FaultBanner
            self.fault_banner = FaultBanner(self.centralWidget())
            self.central_layout.insertWidget(0, self.fault_banner)
        self.fault_banner.tell(text)

    def _notice(self, text: str) -> None:
        """A notice in the status bar: it leaves when its time is up or at the next move."""
        self._notice_text = text
        self.statusBar().showMessage(text)
        self.notice_timer.start()

    def _end_notice(self) -> None:
        self.notice_timer.stop()
        if self._notice_text and self.statusBar().currentMessage() == self._notice_text:
            self.statusBar().clearMessage()
        self._notice_text = ""

    def _autosave_failed_once(self, text: str) -> None:
        if not self._autosave_failed:     # said once, until an autosave works again
            self.statusBar().showMessage(text)
        self._autosave_failed = True

    def _game_finished(self, snapshot: Snapshot, outcome: Any) -> None:
        """The game ended (again): its table's one entry in the history; the autosave, when it
        is this table's, is cleared."""
        if self.snapshot is None:
            return
        self.store.record_finished(self._table(snapshot), outcome,
                                   clear_autosave=self._owns_autosave)
        from dicegames.ui.common.later import after_repaint
        record = snapshot.record        # its figures follow it into the history, once painted
        after_repaint((self, "coach"), lambda: self.coach.game_ended(record), self)
        self.autosave_live = False      # the final sheet stays on screen; nothing to replace

    def _game_reopened(self, snapshot: Snapshot) -> None:
        """The finished game was taken back (undo past the end, a correction; the view asked
        first when it was opened finished): it is unfinished again — the autosave, its entry
        out of the history. Another table's unfinished game in the autosave is first kept
        among the saved games; when that fails and the player says no, this game stays out of
        the autosave and its entry in the history until it ends again."""
        if self.snapshot is None:
            return
        if not self._owns_autosave:
            if not self._keep_unfinished():
                return
            self._owns_autosave = True
        self.snapshot = self._table(snapshot)
        self.autosave_live = True
        self.store.reopen(self.snapshot, look(snapshot.record.game).name())

    def _rematch(self, record: Record) -> None:
        assert self.snapshot is not None
        self.start_game(self._snapshot(record, self.snapshot.dice_source, new=True))

    def go_home(self) -> None:
        self._close_view()
        self.snapshot = None
        self.stack.setCurrentWidget(self.home)
        self.refresh_home()
        self._update_title()
        self.home.focus_start()

    def continue_game(self, loaded: Any = None) -> None:
        """Open the game the home offers (the one read for it: the same game opens)."""
        saved = self.store.continue_from
        if saved is None:
            fresh = self.store.load_autosave()
            saved = self.store.continue_from
            if saved is None:
                if fresh.problem is not None:
                    self.dialogs.warn(self, translate("MainWindow", "Cannot continue"),
                                      load_error_text(fresh.problem))
                self.refresh_home()
                return
        self.start_game(saved.snapshot)

    def discard_autosave(self) -> None:
        info = self.home.continue_card.info
        if info is None:
            return
        try:                            # the card asked, in place (ContinueCard)
            self.store.discard_autosave()
        except PersistenceError as e:
            self.dialogs.warn(self, translate("MainWindow", "Cannot discard"), load_error_text(e))
        self.refresh_home()
        self.home.focus_start()

    def open_finished(self, game: FinishedGame) -> None:
        """Show a finished game from the history (its final sheet); the autosave is kept."""
        self.start_game(self._snapshot(game.record, game.dice_source, table=game.key),
                        autosave=False)

    def open_history(self, tab: str = "games") -> None:
        """The saved games, statistics and household players (made when first opened)."""
        if self.history_window is None:
            from dicegames.ui.history import browser
            from dicegames.ui.history.window import HistoryWindow
            browser.set_printer(self._print_record)         # its Print… is ours
            self.history_window = HistoryWindow(self, self)
        self.history_window.reload()
        self.history_window.show_tab(tab if isinstance(tab, str) else "games")
        if self.history_window.isVisible():
            self.history_window.raise_()
            self.history_window.activateWindow()
        else:
            self.history_window.show()

    def open_practice(self, player: str | None = None, game: str | None = None) -> None:
        """The coach's practice screen (docs/stats.md): positions from the player's games."""
        from dicegames.ui.coach.practice import open_for
        open_for(self, player, game)

    def open_saved(self, saved: Any) -> bool:
        """Open a saved game the games browser chose (the unfinished game it replaces is kept
        among the saved games first, as Open does); False when it was not opened."""
        if not saved.finished and not self._keep_unfinished():
            return False
        self.start_game(self._opened(saved), autosave=not saved.finished)
        return True

    def _opened(self, saved: Any) -> Snapshot:
        """A saved game to put on the table. An unfinished save of a table whose game is in
        the history (a save made before it ended) is a table of its own: playing it on never
        replaces the game recorded."""
        snapshot: Snapshot = saved.snapshot
        if not saved.finished and snapshot.table and self.store.is_recorded(snapshot.table):
            return replace(snapshot, table="")          # start_game gives it a new one
        return snapshot

    # ------------------------------------------------------------------ files
    def open_game(self) -> None:
        from dicegames.persistence.saves import read_save
        directory = paths.saves_dir()
        path = self.dialogs.open_file(self, translate("MainWindow", "Open a saved game"),
                                      str(directory if directory.is_dir() else Path.home()),
                                      self._filters())
        if not path:
            return
        try:
            saved = read_save(Path(path))
        except PersistenceError as e:
            self.dialogs.warn(self, translate("MainWindow", "Cannot open the game"),
                              load_error_text(e))
            return
        if not saved.finished and not self._keep_unfinished():
            return
        self.start_game(self._opened(saved), autosave=not saved.finished)

    def save_game(self) -> None:
        from dicegames.persistence.saves import write_save
        if self.snapshot is None or self.stack.currentWidget() is not self.play_page:
            return
        suggested = paths.saves_dir() / f"{self.snapshot.record.game} {_stamp()}{SUFFIX}"
        try:                                   # the dialog opens in the saves folder
            suggested.parent.mkdir(parents=True, exist_ok=True)
        except OSError:
            pass
        path = self.dialogs.save_file(self, translate("MainWindow", "Save the game"),
                                      str(suggested), self._filters())
        if not path:
            return
        target = Path(path)
        if not target.name.endswith(SUFFIX):
            target = target.with_name(target.name + SUFFIX)
        try:
            kept = write_save(target, self.snapshot, look(self.snapshot.record.game).name())
        except PersistenceError as e:
            self.dialogs.warn(self, translate("MainWindow", "Cannot save the game"),
                              save_error_text(e))
            return
        message = fill(translate("MainWindow", "Saved as %1"), str(target))
        for path in kept:
            message += " " + kept_text(path)
        self._notice(message)

    def _filters(self) -> str:
        return fill(translate("MainWindow", "Dice Games saves (*%1);;All files (*)"), SUFFIX)

    # ------------------------------------------------------------------ printing
    def print_sheet(self) -> None:
        """Game → Print…: the sheet of the game on the table; from the home, the recent game
        that has the focus, else a blank sheet (of the game whose card has the focus)."""
        from dicegames.ui.printing.dialog import GameToPrint
        playing = self.stack.currentWidget() is self.play_page and self.snapshot is not None
        if playing:
            assert self.snapshot is not None
            self._print(GameToPrint(self.snapshot.record, self.snapshot.dice_source))
            return
        recent = self.home.recent
        if recent is not None and recent.hasFocus() and recent.currentRow() >= 0:
            self.print_finished(recent.games[recent.currentRow()])
            return
        card = next((c for c in self.home.cards if c.hasFocus()), None)
        self._print(None, card.game_id if card is not None else "")

    def print_finished(self, game: FinishedGame) -> None:
        """A recent game's Print…: its final sheet."""
        from dicegames.ui.printing.dialog import GameToPrint
        self._print(GameToPrint(game.record, game.dice_source, game.finished_at))

    def _print_record(self, parent: QWidget, record: Any, dice_source: str) -> None:
        """Print… of the games browser: the chosen game's sheet."""
        from dicegames.ui.printing.dialog import GameToPrint
        self._print(GameToPrint(record, dice_source), parent=parent)

    def _print(self, game: Any, blank_game: str = "", parent: QWidget | None = None) -> None:
        from dicegames.engine import game_ids
        from dicegames.ui.printing.dialog import PrintDialog
        dlg = PrintDialog(game_ids(), game, blank_game=blank_game, settings=self.settings,
                          dialogs=self.dialogs, parent=parent or self)
        try:
            self.dialogs.run(dlg)
        finally:
            dlg.deleteLater()

    # ------------------------------------------------------------------ settings and the rest
    def open_settings(self) -> None:
        from dicegames.ui.shell.settings_dialog import SettingsDialog
        dlg = SettingsDialog(self.settings.preferences(), self, people=self._tutor_people())
        try:
            if not self.dialogs.run(dlg):
                return
            prefs = dlg.preferences()
            tutored = dlg.tutored()
        finally:
            dlg.deleteLater()
        self.settings.set_preferences(prefs)
        self.settings.set_tutored({k for k, on in tutored.items() if on},
                                  {k for k, on in tutored.items() if not on})
        if self.on_preferences is not None:
            self.on_preferences(prefs)
        if self.view is not None:          # the table takes them while playing
            self.view.set_prefs(replace(play_prefs(prefs), tutor=self.settings.tutored(),
                                        advisor=self.view.prefs.advisor))

    def _tutor_people(self) -> list[tuple[str, str, bool]]:
        """Whom Settings offers tutor mode: the people at the table (else at the last new
        game's table) and the household players, each once."""
        from dicegames.stats.summary import player_key
        from dicegames.ui.common.players import profile_names
        seats = self.record.players if self.record is not None else self.settings.last_players()
        if self.record is not None and self.snapshot is not None \
                and self.snapshot.dice_source == "keeper":
            seats = ()                          # the score keeper: no tutor
        tutored = self.settings.tutored()
        people: dict[str, str] = {}
        for p in seats:
            if p.kind != "computer":
                people.setdefault(player_key(p.profile, p.name, p.kind, p.level), p.name)
        for key, name in profile_names().items():
            people.setdefault(key, name)
        return [(k, name, k in tutored) for k, name in people.items()]

    def toggle_fullscreen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self.act_fullscreen.setChecked(self.isFullScreen())

    def _game_in_view(self) -> tuple[str, Any, bool] | None:
        """(game id, its rules or None, at the table?) of what the player looks at: the game
        at the table, else the recent game or the card that has the focus (None: neither)."""
        from dicegames.engine import game_info
        record = self.record
        if record is not None and self.stack.currentWidget() is self.play_page:
            return record.game, game_info(record.game).rules(record.options), True
        recent = self.home.recent
        if recent is not None and recent.hasFocus() and recent.currentRow() >= 0:
            played = recent.games[recent.currentRow()].record
            return played.game, game_info(played.game).rules(played.options), False
        card = next((c for c in self.home.cards if c.hasFocus()), None)
        return (card.game_id, None, False) if card is not None else None

    def show_rules(self) -> None:
        """The rules viewer: the game at the table with its options, else the chosen game's."""
        from dicegames.engine import game_ids
        from dicegames.ui.rules.viewer import RulesViewer
        if self.rules_viewer is None:
            self.rules_viewer = RulesViewer(game_ids(), self)
            self.rules_viewer.odds_requested.connect(      # a lambda: see start_game
                lambda game_id, rules, playing: self._open_odds(game_id, rules, playing))
        chosen = self._game_in_view()
        if chosen is None or not chosen[2]:
            self.rules_viewer.playing = None
        if chosen is None:
            self.rules_viewer.show_game(self.rules_viewer.game_id)
        else:
            self.rules_viewer.show_game(*chosen)

    def show_odds(self) -> None:
        """The odds window: the game at the table with its options, else the chosen game's."""
        from dicegames.engine import game_ids
        chosen = self._game_in_view()
        if chosen is None:
            self._open_odds(game_ids()[0])
        else:
            self._open_odds(*chosen)

    def _open_odds(self, game_id: str, rules: Any = None, playing: bool = False) -> None:
        from dicegames.ui.odds.window import open_odds
        open_odds(self, game_id, rules, playing)

    def about(self) -> None:
        self.dialogs.about(self, translate("MainWindow", "About Dice Games"), fill(
            translate("MainWindow", "Dice Games %1\nFive traditional dice games: Zonk, Zonk "
                      "Chicago and Detroit, School, Zdorovo! and Zanzibar (421)."), __version__))

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.isFullScreen():
            self.settings.set_geometry(self.saveGeometry())
        if self._store is not None:
            self._store.flush()         # the last autosave is on disk before the app quits
        super().closeEvent(event)
