"""The play view: the table (banner, tray, controls, sheet, log) around one GameSession.

Widgets only present. After every change the view reads what the table offers once (a
`TableOffer`) and shows it everywhere; what each key and button does is `TableCommands`
(commands.py), the sheet's facts, corrections and score-keeper entry are `SheetKeeping`
(keeping.py). Keys: R throw, 1-6 pick a die (again, or Shift+1-6: put it back), Enter set aside
/ score the sheet's cell / confirm, B bank or stop, C carry on after hot dice, P build on the
previous score, F fresh start, N throw again keeping nothing, X cross out, K/D/S/T say the
picked dice, the dice, the scores, whose turn, W what to do now (Space on a die picks it);
Ctrl+Z / Ctrl+Shift+Z undo and redo. What the table says aloud is `TableVoice` (voice.py).
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QFocusEvent,
    QGuiApplication,
    QKeyEvent,
    QKeySequence,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import QLabel, QSplitter, QVBoxLayout, QWidget

from dicegames.engine import (
    Action,
    DiceThrown,
    Event,
    Record,
    new_seed,
    roll_off,
)
from dicegames.engine.events import TURN_ENDS
from dicegames.persistence.saves import Snapshot
from dicegames.ui.access import name_as_shown
from dicegames.ui.common.dialogs import DialogService
from dicegames.ui.common.speaker import Speaker
from dicegames.ui.ear import for_ear
from dicegames.ui.games import look
from dicegames.ui.games.scoring import row_examples
from dicegames.ui.play.advisor import AdvisorPanel
from dicegames.ui.play.banner import TurnBanner, moment_for
from dicegames.ui.play.commands import TableCommands
from dicegames.ui.play.computer import ComputerSeats
from dicegames.ui.play.controls import ControlBar, commands_for, hint_for
from dicegames.ui.play.entry.keeper import KeeperEntry
from dicegames.ui.play.entry.realdice import RealDiceEntry
from dicegames.ui.play.gameover import GameOverPanel
from dicegames.ui.play.handover import HandOverScreen
from dicegames.ui.play.keeping import SheetKeeping
from dicegames.ui.play.log import GameLog
from dicegames.ui.play.offer import TableOffer
from dicegames.ui.play.prefs import PlayPrefs
from dicegames.ui.play.review import attach_review
from dicegames.ui.play.session import Drawn, GameSession, Thrower
from dicegames.ui.play.sheet.scoresheet import ScoresheetView
from dicegames.ui.play.tray import DiceTray
from dicegames.ui.play.tutor import Tutor
from dicegames.ui.play.voice import TableVoice
from dicegames.ui.played.kinds import sheet_model_for
from dicegames.ui.played.sentences import next_sentence
from dicegames.ui.played.table_words import turn_facts
from dicegames.ui.words import fill, names_text, translate

STATUS_MS = 12_000              # how long the status line keeps what it said
TRAY_ROOM = 620                 # the tray's width before the sheet takes room to grow its type
ACT_KEYS = {"throw": ("R",), "confirm": ("Return", "Enter"), "bank": ("B",), "continue": ("C",),
            "piggyback": ("P",), "fresh": ("F",), "reroll_all": ("N",), "cross": ("X",),
            "say_selection": ("K",), "say_throw": ("D",), "say_scores": ("S",),
            "say_turn": ("T",), "what_now": ("W",), "correct": ("F2",)}
DIGIT_KEYS = 9                  # 1-9 pick: a die beyond the tray's is refused aloud


def reduced_motion() -> bool:
    """True when the platform asks for reduced motion (Qt 6.12+; False where unknown)."""
    hints = QGuiApplication.styleHints()
    accessibility = getattr(hints, "accessibility", None)
    if accessibility is None:
        return False
    preference = getattr(accessibility(), "motionPreference", None)
    motion = getattr(Qt, "MotionPreference", None)
    return bool(preference and motion and preference() == motion.ReducedMotion)


class PlayView(QWidget):
    """One game at the table. Signals tell the app shell what happened and what is wanted."""

    record_changed = Signal(object)         # a Snapshot of the game (for the autosave)
    game_finished = Signal(object, object)  # the finished game's Snapshot, and its Outcome
    game_reopened = Signal(object)          # the finished game taken back: its Snapshot
    leave_requested = Signal()
    rematch_requested = Signal(object)
    new_game_requested = Signal()
    print_requested = Signal()              # the game-over panel's Print…
    advisor_toggled = Signal(bool)          # the advisor shown or hidden (the shell keeps it)

    def __init__(self, record: Record, dice_source: str = "virtual",
                 prefs: PlayPrefs | None = None, dialogs: DialogService | None = None,
                 parent: QWidget | None = None, *, thrower: Thrower | None = None,
                 drawn: Drawn | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("play_view")
        self.setMinimumSize(900, 480)           # room for a fault banner at 960×640
        self.prefs = prefs or PlayPrefs()
        self.dialogs = dialogs or DialogService()
        self.session = GameSession(record, dice_source, thrower, self, drawn=drawn)
        self._say_again: Callable[[], str] | None = None   # the status line, reworded
        self.look = look(record.game)
        self.names = tuple(p.name for p in self.session.players)
        self.offer = TableOffer.of(self.session)
        self.selection: frozenset[int] = frozenset()
        self._pending_roll: tuple[int, ...] = ()
        self._pending_moment: tuple[str, str] | None = None
        self._deciding: tuple[tuple[int, ...], tuple[int, ...]] | None = None
        #      a turn's last throw on show: its faces and the dice in play when it fell
        self._held: TableOffer | None = None      # … and its turn, that throw counted
        self._news_due = False          # sheet, log and buttons wait for the dice to land
        self._placing = False           # the news place the sheet's cursor
        self._shown_shelf: tuple[Any, ...] = ()
        self.status_timer = QTimer(self)         # the status line says a thing of the moment
        self.status_timer.setSingleShot(True)
        self.status_timer.setInterval(STATUS_MS)
        self.status_timer.timeout.connect(self._clear_status)
        self._hold = QTimer(self)
        self._hold.setSingleShot(True)
        self._hold.timeout.connect(self.end_hold)
        self._news: list[str] = []
        self._fresh = False
        self.keeping = SheetKeeping(self)
        self.commands = TableCommands(self)
        self._build()
        self.actions_by_id: dict[str, QAction] = {}
        self._build_actions()
        self.computer = ComputerSeats(self.session, self._table_free, self)
        self.log.reasons = self.computer.reason_for          # why each computer move
        self.computer.explained.connect(lambda: self.keeping.sync_log(rebuild=True))
        self.advisor = AdvisorPanel(self)                    # beside the table; H
        self.tutor = Tutor(self)                             # tutor mode: a note on the table
        self.advisor.toggled.connect(self.advisor_toggled)
        self.voice = TableVoice(self)                        # what a screen reader hears
        self._entered = False
        attach_review(self)                                  # the game-over panel's Review
        s = self.session
        s.state_changed.connect(self.refresh)
        s.events_emitted.connect(self._on_events)
        s.action_refused.connect(lambda _code, text: self.announce(text, assertive=True))
        s.record_changed.connect(lambda _record: self.record_changed.emit(self.snapshot()))
        s.game_finished.connect(lambda outcome: self.game_finished.emit(
            self.snapshot(finished=True), outcome))
        s.game_finished.connect(lambda _outcome: setattr(self, "at_table", True))
        s.game_reopened.connect(lambda: self.game_reopened.emit(self.snapshot()))
        self.at_table = s.outcome() is None      # False: opened finished, not taken up again
        self._table_for = self.offer.seat if self.offer.human else None
        self.set_prefs(self.prefs)
        self.retranslate_ui()
        self.refresh()

    @property
    def keeping_score(self) -> bool:
        """Score-keeper mode: the table enters each turn's result (no tray on screen)."""
        return self.session.dice_source == "keeper"

    # ------------------------------------------------------------------ building
    def _build(self) -> None:
        self.banner = TurnBanner(self)
        self.tray = DiceTray(self)
        self.tray.die_clicked.connect(self.commands.die_clicked)
        self.tray.roll_finished.connect(self._on_roll_finished)
        self.hint = QLabel(self)
        self.hint.setObjectName("hint")
        self.hint.setWordWrap(True)
        self.hint.setTextFormat(Qt.TextFormat.PlainText)
        self.controls = ControlBar(self)
        self.controls.command_triggered.connect(self.trigger)
        self.entry = RealDiceEntry(self)
        self.entry.faces_entered.connect(self._on_faces_entered)
        self.entry.faces_typed.connect(lambda faces: self.tray.set_typed(faces))
        self.entry.hide()
        self.keeper = KeeperEntry(self, points_example=self.look.keeper_example())
        self.keeper.input_entered.connect(self.keeping.keeper_input)
        self.keeper.hide()
        self.sheet_model = sheet_model_for(self.offer.sheet.kind, self)
        self.sheet_model.corrector = self.keeping.correct_cell
        self.sheet_model.examples = row_examples(self.session.game, self.look)
        self.sheet = ScoresheetView(self.sheet_model, self)
        self.sheet.options_source = self.keeping.correction_options
        self.sheet.editor_host = self
        self.sheet.refusal = lambda: self.session.refusal
        self.sheet.why_not = self.commands.why_not
        self.sheet.may_correct = self.may_change
        self.sheet.cell_chosen.connect(self._on_cell_chosen)
        self.sheet.cross_requested.connect(self.commands.cross)
        self.sheet.selectionModel().currentChanged.connect(self._cursor_moved)
        self.log = GameLog(self)
        self.log.setMaximumHeight(96)
        self.status = QLabel(self)
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)    # the log's words, names as typed
        table = QWidget(self)
        felt = QWidget(table)                   # what the game-over panel covers: hidden
        policy = felt.sizePolicy()              # under it, it keeps its room (a game opened
        policy.setRetainSizeWhenHidden(True)    # finished showed the sheet alone, the panel
        felt.setSizePolicy(policy)              # squeezed to nothing beside it)
        outer = QVBoxLayout(table)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(felt)
        left = QVBoxLayout(felt)
        left.setContentsMargins(0, 0, 0, 0)
        left.addWidget(self.keeper, 1)
        left.addWidget(self.tray, 1)
        left.addWidget(self.hint)
        left.addWidget(self.controls)
        left.addWidget(self.entry)
        left.addWidget(self.log)            # under the table: the sheet keeps the full height
        split = self.split = QSplitter(Qt.Orientation.Horizontal, self)
        split.addWidget(table)
        split.addWidget(self.sheet)
        keeping = self.keeping_score                    # the sheet is the hero
        self.tray.setVisible(not keeping)
        split.setStretchFactor(0, 2 if keeping else 3)
        split.setStretchFactor(1, 3 if keeping else 2)
        if keeping:
            self.sheet.type_scale = 1.2
        split.setChildrenCollapsible(False)
        self.sheet_model.modelReset.connect(self._fit_sheet)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(10, 8, 10, 8)
        lay.addWidget(self.banner)
        lay.addWidget(split, 1)
        lay.addWidget(self.status)
        self.handover = HandOverScreen(self)
        self.handover.continued.connect(self._on_handed_over)
        self.game_over = GameOverPanel(table)
        self.game_over.rematch_clicked.connect(self._rematch)
        self.game_over.new_game_clicked.connect(self.new_game_requested)
        self.game_over.home_clicked.connect(self.leave_requested)
        self.game_over.print_clicked.connect(self.print_requested)
        self.handover.covered = [self.banner, split, self.status]   # hidden from Tab and the
        self.game_over.covered = [felt]                             # screen reader under them
        self.speaker = Speaker(self)
        self._order_tabs()

    def _order_tabs(self) -> None:
        """Tab follows the table: the banner's buttons, the dice, the commands, the entry,
        the sheet, the log."""
        chain = [*self.banner.tool_buttons(), *self.tray.spots_for_tabs(),
                 *self.controls.buttons.values(), self.entry, self.keeper, self.sheet,
                 self.log]
        for before, after in zip(chain, chain[1:]):
            self.setTabOrder(before, after)

    def _build_actions(self) -> None:
        def add(cid: str, keys: tuple[str, ...], slot: Callable[[], Any]) -> QAction:
            action = QAction(self)
            action.setObjectName("action_" + cid)
            action.setShortcuts([QKeySequence(k) for k in keys])
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            action.triggered.connect(slot)
            self.addAction(action)
            self.actions_by_id[cid] = action
            return action

        def command(name: str, arg: int = -1) -> Callable[[], Any]:
            return lambda: self.trigger(name, arg)

        for cid, keys in ACT_KEYS.items():
            add(cid, keys, command(cid))
        for n in range(1, DIGIT_KEYS + 1):
            add(f"select_{n}", (str(n),), command("select", n - 1))
            add(f"release_{n}", (f"Shift+{n}",), command("release", n - 1))
        undo = add("undo", (QKeySequence(QKeySequence.StandardKey.Undo).toString(),),
                   lambda: self.trigger("undo"))
        redo = add("redo", ("Ctrl+Shift+Z", "Ctrl+Y"), lambda: self.trigger("redo"))
        leave = QAction(self)
        leave.setObjectName("action_leave")
        leave.triggered.connect(self.leave_requested)
        self.actions_by_id["leave"] = leave
        for action in (self.actions_by_id["say_turn"], self.actions_by_id["say_throw"],
                       self.actions_by_id["say_scores"], undo, redo, leave):
            self.banner.add_action(action)

    def trigger(self, command: str, arg: int = -1) -> bool:
        """Run a command of a key or button (see TableCommands.trigger)."""
        return self.commands.trigger(command, arg)

    def may_change(self) -> bool:
        """Undo or a correction may change the game: a game opened finished (from the games
        browser, a file) asks first — it leaves the history until it ends again."""
        if self.at_table or self.session.outcome() is None:
            return True
        self.at_table = self.dialogs.confirm(self, translate("PlayView", "Change a finished "
                                                             "game?"), translate(
            "PlayView", "This game is finished. Changing it takes its result out of the "
            "history and the statistics until it ends again; then it is recorded once more."))
        return self.at_table

    def snapshot(self, finished: bool = False) -> Snapshot:
        """The game as a save holds it (a finished game's record with its dice's seed)."""
        s = self.session
        record = s.finished_record() if finished else s.record
        return Snapshot(record, s.dice_source, s.drawn_ahead())

    def set_prefs(self, prefs: PlayPrefs) -> None:
        """Apply new presentation preferences (animation, computer pace, dice size …)."""
        self.prefs = prefs
        timing = (0, 0) if reduced_motion() or self.keeping_score else prefs.roll_timing()
        self.tray.set_timing(*timing)
        self.tray.set_max_side(prefs.dice_size)
        self.computer.pace_ms = prefs.computer_pace_ms
        self.handover.settle_ms = prefs.settle_ms

    # ------------------------------------------------------------------ presenting
    def refresh(self) -> None:
        """Show the session's state everywhere (after every change, undo and redo)."""
        shelf_before = self._shown_shelf
        offer = self.offer = TableOffer.of(self.session)
        table = offer.table
        self.selection = frozenset()
        if self._deciding is not None:          # the throw that ended the turn stays in view,
            faces, live = self._deciding        # as it fell: the dice set aside stay aside
            self.tray.set_table(faces, table.colours, live, shelf_before, frozenset())
        else:
            self._show_table()
        if len(self.tray.spots) != getattr(self, "_tab_dice", -1):
            self._tab_dice = len(self.tray.spots)
            self._order_tabs()
        self.tray.set_selection(self.selection, offer.mode)
        self._news_due = True
        if self._pending_roll:
            positions, self._pending_roll = self._pending_roll, ()
            self.tray.roll(positions)           # without animation: lands (and shows) at once
        if self._news_due and not self.tray.animating:
            self._show_news()

    def _show_news(self) -> None:
        """What the move changed beyond the dice — the sheet and its arrow, the banner, the
        log and the buttons — once the dice have landed (a zonk is seen before it is written)."""
        self._news_due = False
        offer = self.offer
        self.keeping.show_sheet(offer.sheet)
        self._placing = True                    # the buttons follow below, once
        try:
            self._place_sheet_cursor(offer)
        finally:
            self._placing = False
        self._update_banner()                   # (the turn on show while it is held)
        added = self.keeping.sync_log()
        told = False
        if self._fresh:
            self._fresh = False
            if added:
                self.show_status(" ".join(added))
                n = len(added)          # said again in a new language from the rebuilt log
                self._say_again = lambda: " ".join(self.log.lines()[-n:])
            else:                       # what it said was about the table before this move
                self._clear_status()
            passing = {next_sentence(n) for n in self.names}
            if any(x in passing for x in added):   # the turn passed: for the hand-over
                self._news = [x for x in added if x not in passing]
            told = True
        self._update_commands()
        self._update_undo()
        self.voice.news(told)           # the ear's words: once, the result first
        if offer.outcome is None and self.game_over.isVisible():
            self.game_over.hide()               # undo past the end: the focus goes where the
            self._focus_next_step()             # table now waits, not to the banner
        self._advance()

    def _show_table(self) -> None:
        table = self.offer.table
        resting = self._resting_faces(len(table.dice)) if not any(table.dice) else ()
        self.tray.set_table(table.dice, table.colours, table.live, table.shelf,
                            self._awaiting(self.offer), resting)
        self._shown_shelf = table.shelf

    def _resting_faces(self, n: int) -> tuple[int, ...]:
        """The faces shown dimmed while nothing is thrown: the last throw of the game as it
        stands (after an undo too), else — before the first throw — the dice of its card."""
        for entry in reversed(self.session.history):
            thrown = [e for e in entry.step.events if isinstance(e, DiceThrown)]
            if thrown and len(thrown[-1].dice) == n:
                return tuple(thrown[-1].dice)
        motif = tuple(self.look.motif)
        return motif if len(motif) == n else ()

    @property
    def holding(self) -> bool:
        """The throw that ended a turn is on show (the turn passes after a pause or a key)."""
        return self._deciding is not None

    def end_hold(self, clear_moment: bool = True) -> None:
        """Pass the turn now: the table shows what it holds, the last throw dimmed."""
        if self._deciding is None:
            return
        self._deciding = self._held = None
        self._hold.stop()
        if clear_moment:
            self.tray.clear_moment()            # no banner outlives its turn
        self._show_table()
        self.tray.set_selection(self.selection, self.offer.mode)
        self._update_banner()
        self._update_commands()
        self._advance()

    def _advance(self) -> None:
        """After a change or an animation: game over, hand-over, a computer move or the player."""
        offer = self.offer
        if self.tray.animating:
            return
        if self._deciding is not None:
            pause = self.prefs.deciding_pause()
            if pause <= 0:                      # no pause asked for: the banner keeps its time
                self.end_hold(clear_moment=False)
            elif not self._hold.isActive():
                self._hold.start(pause)
            return
        if offer.outcome is not None:
            self.handover.hide()
            if not self.game_over.isVisible():
                self.game_over.show_outcome(offer.outcome, self.names)
                self.show_status(self.game_over.summary())
                # the result first; its title ("Anna wins!") is read as the focus comes in
                self.speaker.say(self.game_over.spoken(title=False), first=True)
                self._say_again = self.game_over.summary
            return
        seat = offer.seat
        if offer.human and seat is not None:
            humans = sum(1 for p in self.session.players if p.kind != "computer")
            hidden = self.session.dice_source == "virtual"     # real dice hide nothing
            if self._table_for is not None and seat != self._table_for and humans > 1 \
                    and self.prefs.hand_over and hidden:
                if not self.handover.isVisible() or self.handover.name != self.names[seat]:
                    self.handover.show_for(self.names[seat], " ".join(self._news))
                    self.speaker.say(self.handover.spoken(news=False))   # news: said
                return
            self._table_for = seat
        self.handover.hide()
        self._focus_table()
        self.computer.poke()

    def _table_free(self) -> bool:
        return not (self.tray.animating or self.holding or self.handover.isVisible()
                    or self.offer.outcome is not None)

    def _awaiting(self, offer: TableOffer) -> frozenset[int]:
        """Tray positions waiting for a real throw (shown with a question mark)."""
        n = offer.throw_due
        s = self.session
        if not n or s.dice_source != "real":
            return frozenset()
        last = s.history[-1].action if s.history else None
        if last is not None and last.verb == "reroll" and len(last.args) == n:
            return frozenset(last.numbers)
        live = sorted(offer.table.live)
        return frozenset(live[:n] if len(live) >= n else range(n))

    def _fit_sheet(self, room: bool = False) -> None:
        """Give the sheet the width its columns need; with `room` (the window was resized)
        also the width its type can grow into, where the tray keeps TRAY_ROOM and more than
        three fifths of the table. Between moves nothing else moves the splitter: the tray
        keeps its width."""
        sizes = self.split.sizes()
        if self.split.isHidden() or len(sizes) < 2 or sizes[0] + sizes[1] <= 0:
            return
        need = self.sheet.needed_width()
        both = sizes[0] + sizes[1]
        spare = both - max(TRAY_ROOM, int(both * 0.62))    # the dice are the hero: the sheet
        want = max(need, min(self.sheet.wanted_width(), spare)) if room else need  # grows
        if sizes[1] < need or (room and sizes[1] != want):
            sizes[0], sizes[1] = max(0, both - want), want
            self.split.setSizes(sizes)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width() \
                or event.size().height() != event.oldSize().height():
            self._fit_sheet(room=True)

    def _update_banner(self) -> None:
        offer = self._held if self.holding and self._held is not None else self.offer
        facts = turn_facts(self.look, offer.table, offer.sheet, self.names, self.keeping_score,
                           due=bool(offer.throw_due)) if offer.seat is not None else []
        self.banner.set_turn(self.names[offer.seat] if offer.seat is not None else "",
                             offer.computer, facts)
        self.tray.set_meaning(self.look.throw_tip(offer.table, offer.sheet,
                                                  self.session.game.rules))

    def _cursor_moved(self) -> None:
        """The sheet's cursor moved: Score and Cross out name its cell."""
        if not self._placing:
            self._update_commands()

    def _update_commands(self) -> None:
        """The buttons and the hint for what the player may do now; focus on a button that
        goes away moves to the step that replaces it."""
        focus = QGuiApplication.focusObject()
        was = focus if isinstance(focus, QWidget) and focus in self.controls.buttons.values() \
            else None
        self._show_commands()
        if was is not None and not was.isVisible():     # R: the Roll button is gone
            self._focus_next_step()

    def _focus_next_step(self) -> None:
        """The focus on what the table waits for now: its first command, else the entry or
        the sheet (Enter then does the state's default, never a banner button)."""
        primary = self.controls.primary_button()
        if primary is not None and not self.entry.isVisible():
            primary.setFocus()
        else:
            self._focus_table(anew=True)

    def _show_commands(self) -> None:
        offer = self.offer
        if self.holding:                        # a turn's last throw is on show: any key goes on
            self.controls.set_commands([])
            self.hint.setText(translate("PlayView", "Press any key to go on."))
            self.entry.hide()
            return
        if not offer.human:
            self.controls.set_commands([])
            waiting = offer.seat is not None and offer.throw_due \
                and self.session.dice_source != "virtual"
            self.hint.setText(fill(translate("PlayView", "%1 is playing..."),
                                   self.names[offer.seat])
                              if offer.seat is not None and not waiting else "")
        else:
            self.controls.set_commands(commands_for(
                offer, self.look, self.selection, self.sheet.current_cell(),
                self.commands.take_points()))
            self.hint.setText(hint_for(offer))
        self._update_entry()

    def _place_sheet_cursor(self, offer: TableOffer) -> None:
        """The sheet's cursor follows the player to move: on a cell of theirs that the dice
        can be written into when there is one — the best that scores, a free cell (Pigos, Big
        hand …) that one stray Enter would spend only when no other takes the dice, a cell to
        cross out only when nothing can be written; in a ledger on the round being played;
        before the dice, on a cell of theirs still open (the same row when it is)."""
        sheet = offer.sheet
        column = sheet.current if sheet.current is not None else offer.seat
        if column is None or column >= len(self.names):
            return
        choices = [str(a.args[0]) for a in offer.of_verb("score", "cross")]
        if not choices:
            here = self.sheet.current_cell()
            played = self.sheet_model.row_in_play(column)     # a ledger: the round played
            self.sheet.go_to(played or self.sheet_model.open_row(
                column, here[0] if here else "", self.look.free_cells), column)
            return
        previews = {r.id: r.cells[column].preview for r in sheet.rows if column < len(r.cells)}
        writable = [str(a.args[0]) for a in offer.of_verb("score")]   # where Enter writes
        scoring = [c for c in writable if c not in self.look.free_cells]
        best = max(scoring, default=None, key=lambda c: previews.get(c) or 0)
        self.sheet.go_to(best or next(iter(writable), choices[0]), column)

    def _update_entry(self) -> None:
        offer = self.offer
        self.keeping.update_keeper()
        s = self.session
        typed = s.dice_source == "real" or (self.keeping_score and not offer.keeper)
        if typed and offer.throw_due and offer.seat is not None:
            which = ""
            awaiting = sorted(self.tray.awaiting)
            if s.throw_is_continuation() and len(awaiting) < len(self.tray.dice):
                which = names_text([str(p + 1) for p in awaiting])
            self.entry.expect(offer.throw_due, self.names[offer.seat], which,
                              len(s.record.actions))
            self.entry.show()
        else:
            self.entry.hide()

    def _update_undo(self) -> None:
        s = self.session
        undo, redo = self.actions_by_id["undo"], self.actions_by_id["redo"]
        undo.setEnabled(s.can_undo())
        redo.setEnabled(s.can_redo())
        undo.setText(translate("PlayView", "Undo"))     # a label that never grows: the move
        redo.setText(translate("PlayView", "Redo"))     # it takes back is in the tooltip
        undo.setToolTip(fill(translate("PlayView", "Undo %1"), s.undo_text())
                        if s.can_undo() else translate("PlayView", "Nothing to undo."))
        redo.setToolTip(fill(translate("PlayView", "Redo %1"), s.redo_text())
                        if s.can_redo() else translate("PlayView", "Nothing to redo."))

    def focus_table(self) -> None:
        self._focus_table()

    def _focus_table(self, anew: bool = False) -> None:
        """The focus to the entry, the keeper's input or the sheet — unless it is on another
        visible part of the table already (`anew`: even then)."""
        if self.entry.isVisible():
            self.entry.edit.setFocus()
            return
        if self.keeper.isVisible() and self.keeper.accepting:
            focus = QGuiApplication.focusObject()
            if not (isinstance(focus, QWidget) and self.keeper.isAncestorOf(focus)):
                self.keeper.focus_input()
            return
        focus = QGuiApplication.focusObject()
        if anew or not isinstance(focus, QWidget) or not self.isAncestorOf(focus) \
                or not focus.isVisible() or focus in (self.handover.button, self.game_over):
            self.sheet.setFocus()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.tray.animating:                 # any key lands the dice …
            self.tray.skip()
            event.accept()
            return
        if self.holding:                        # … and then passes the turn on show
            self.end_hold()
            event.accept()
            return
        super().keyPressEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._entered:                   # the game, who starts, how to begin
            self._entered = True
            self.speaker.say(self.voice.entrance(self.starter_text()))
        self._fit_sheet(room=True)
        if not self.handover.isVisible() and not self.game_over.isVisible():
            self._focus_table()

    def focusInEvent(self, event: QFocusEvent) -> None:
        """The view itself takes no keys: the focus given to it (the window opening a game)
        goes on to the standings of a finished game, the hand-over's button, or the table."""
        super().focusInEvent(event)
        if self.game_over.isVisible():
            self.game_over.table.setFocus()
        elif self.handover.isVisible():
            self.handover.button.setFocus()
        else:
            self._focus_table()

    # ------------------------------------------------------------------ events and words
    def _on_events(self, events: list[Event]) -> None:
        """Fresh events (before the state is shown): remember the roll and the big moment."""
        thrown: tuple[int, ...] = ()
        faces: tuple[int, ...] = ()
        after_throw: list[Event] = []
        for e in events:
            if isinstance(e, DiceThrown):
                thrown, faces, after_throw = e.thrown, tuple(e.dice), []
            else:
                after_throw.append(e)
        if thrown and any(isinstance(e, TURN_ENDS) for e in after_throw):
            before = self.offer.table            # not refreshed yet: the table it fell on
            live = tuple(sorted(set(before.live if len(before.dice) == len(faces) else ())
                                | set(thrown)))
            self._deciding = (faces, live)      # shown until a pause or a key, the banner
            self._held = replace(self.offer, throw_due=0, table=replace(   # counting the
                before, throw=before.throw + 1))                           # throw that fell
        self._pending_roll = thrown
        self._fresh = True
        self._pending_moment = moment_for(self.look, self.names, events)
        if not thrown and self._pending_moment:
            self.tray.show_moment(*self._pending_moment)
            self._pending_moment = None

    def _on_roll_finished(self) -> None:
        if self._pending_moment:
            self.tray.show_moment(*self._pending_moment)
            self._pending_moment = None
        if self._news_due:
            self._show_news()                   # … which goes on to what comes next
        else:
            self._advance()

    def announce(self, text: str, assertive: bool = False, spoken: str = "") -> None:
        """Say it in the status line, and to screen readers (the speaker: a notification
        on Linux, Qt's announcement elsewhere; docs/accessibility.md) — `spoken` when the ear
        is told it in other words than the eye."""
        self.show_status(text, assertive)
        self.speaker.say(spoken or text, assertive)

    def show_status(self, text: str, assertive: bool = False) -> None:
        """Show it in the status line (what the ear is told is the voice's)."""
        self._say_again = None                 # a message of the moment: cleared on a new
        self.status.setText(("\u26a0 " if assertive else "") + text)   # language, on the
        self.status_timer.start()              # next move, or when its time is up
        name_as_shown(self.status, self.status.text())

    def _clear_status(self) -> None:
        self.status_timer.stop()
        self.status.clear()
        name_as_shown(self.status, "")
        self._say_again = None

    # ------------------------------------------------------------------ other inputs
    def _on_cell_chosen(self, row_id: str, player: int) -> None:
        if player != self.offer.seat or not self.offer.allows(Action("score", (row_id,))):
            return                                   # a look at the sheet, not a move
        if self.commands.gate("score"):
            self.commands.score(row_id, player)

    def _on_faces_entered(self, faces: tuple[int, ...]) -> None:
        if self.tray.animating or self.handover.isVisible():
            return
        if not self.session.throw(faces):
            self.entry.show_error(self.status.text().lstrip("\u26a0 "))

    def _on_handed_over(self) -> None:
        self._table_for = self.offer.seat
        self.sheet.setFocus()
        self.handover.hide()
        self._news = []
        self._advance()

    def starter_text(self) -> str:
        """Who starts a game not begun yet: the roll-off as it fell ("Anna threw 6, Boris 4.
        Anna starts."), else the name; "" for a game under way or a player alone."""
        s = self.session
        if s.history or len(self.names) < 2:
            return ""
        first = s.record.first_player
        mode = getattr(s.game.rules, "first_starter", "die_roll")
        seed = s.dealer.seed if s.dealer is not None else ""   # the game's dice: its
        if mode == "die_roll" and seed:                         # roll-off came from them
            from dicegames.ui.played.table_words import roll_off_text
            seat, rounds = roll_off(seed, len(self.names))
            if seat == first:
                return roll_off_text(list(self.names), rounds, first)
        return fill(translate("RollOff", "%1 starts."), self.names[first])

    def _rematch(self) -> None:
        if self.session.outcome() is None:    # Alt+R's click lands 100 ms later: an undo in
            return                            # between reopened the game, it stays on
        old = self.session.record
        seed = new_seed()
        first, _ = roll_off(seed, len(old.players))
        self.rematch_requested.emit(replace(old, options=dict(old.options), first_player=first,
                                            seed=seed, actions=()))   # same players, casual

    # ------------------------------------------------------------------ language
    def retranslate_ui(self) -> None:
        a = self.actions_by_id
        a["say_turn"].setText(translate("PlayView", "Whose turn (T)"))
        a["say_throw"].setText(translate("PlayView", "Dice (D)"))
        a["say_scores"].setText(translate("PlayView", "Scores (S)"))
        a["leave"].setText(translate("PlayView", "Home"))
        self.setAccessibleName(for_ear(fill(translate("PlayView", "Table: %1"),
                                            self.look.name())))
        self._update_undo()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
            self.keeping.sync_log(rebuild=True)
            self.status.setText(self._say_again() if self._say_again is not None else "")
            name_as_shown(self.status, self.status.text())
            self._update_banner()
            self._update_commands()
        super().changeEvent(event)
