"""Practice (Game → Practice…, or Practice… in the statistics): positions from a player's own
finished games where his choices cost most — the costliest first, against each game's typical
mistake — or, without any, fresh positions of any game. The player chooses (arrow keys and
Enter, or the choice's number); then every choice is shown with its value and its cost, his
own marked, and a running score is kept. Each position of a finished game opens that game's
replay at the move. The values are the advisor's, worked out in the thinking worker while the
player looks at the position; nothing is written.
"""
from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from dicegames.engine import Action, PlayerEntry, Record
from dicegames.ui.common.speaker import Speaker
from dicegames.ui.common.thinking import Ticket, thinker
from dicegames.ui.games import look
from dicegames.ui.games.advice_words import choice_text, cost_text, measure_title, value_text
from dicegames.ui.paint.strip import DiceStrip
from dicegames.ui.played.kinds import sheet_model_for
from dicegames.ui.played.table_words import turn_facts
from dicegames.ui.played.view import SheetView
from dicegames.ui.words import fill, format_points, translate

POSITIONS = 20            # the costliest decisions offered from a player's games


@dataclass(frozen=True)
class Position:
    """One decision to practise: the game up to it, whose it is, where it came from."""

    record: Record
    move: int                     # its number in the game (the replay's), from 1
    state: Any                    # the game just before it
    player: int
    names: tuple[str, ...]
    finished: Any = None          # the history's FinishedGame (None: a fresh position)
    chosen: str = ""              # what was played then

    @property
    def game(self) -> str:
        return self.record.game


def position_of(finished: Any, decision: Any, player: int, names: tuple[str, ...]
                ) -> Position:
    """The position of a kept decision, rebuilt from its game's record (engine replay)."""
    from dicegames.engine import replay
    rep = replay(finished.record)
    game = rep.game
    state = rep.steps[decision.move - 2].state if decision.move >= 2 else \
        game.new_initial_state(len(finished.record.players), finished.record.first_player)
    return Position(finished.record, decision.move, state, player, names, finished,
                    decision.chosen)


def fresh_position(game_id: str, seed: str, names: tuple[str, str]) -> Position:
    """A position of a game played by two Normal computers from `seed`, at a decision with a
    real choice (engine only: made in the worker); `names` are the one deciding and the
    other."""
    from dicegames.ai.bots import play, seats
    from dicegames.engine import game_info
    game = game_info(game_id).make()
    pick = random.Random(seed)
    for attempt in range(20):               # a game may end before a real choice (a duel)
        dice = f"{seed}:{attempt}"
        log: list[str] = []
        candidates = []
        for state, action, _ in play(game, seats(game, ["medium", "medium"]), dice, 2):
            who = game.current_player(state)
            if who >= 0 and len({a.to_str() for a in game.legal_actions(state)}) > 2:
                candidates.append((len(log), state, who))
            log.append(action.to_str())
        if candidates:
            at, state, who = pick.choice(candidates)
            seated = (names[0], names[1]) if who == 0 else (names[1], names[0])
            record = Record(game_id, tuple(PlayerEntry(n) for n in seated), first_player=0,
                            seed=dice, actions=tuple(log[:at]))
            return Position(record, at + 1, state, who, seated)
    raise ValueError(f"no position with a choice in {game_id}")


class PracticeWindow(QDialog):
    """The practice screen (see the module docstring)."""

    replay_requested = Signal(object, int)      # a FinishedGame, the position to show (moves)

    def __init__(self, finished: Sequence[Any], names: Mapping[str, str],
                 player: str | None = None, game: str | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("practice_window")
        self.setWindowFlag(Qt.WindowType.WindowMaximizeButtonHint, True)
        self.finished_games = [g for g in finished if getattr(g, "coach", None) is not None]
        self.names = dict(names)
        self.queue: list[tuple[Any, Any]] = []      # (Played, Decision), costliest first
        self.index = -1
        self.position: Position | None = None
        self.advice: Any = None
        self.answer: Action | None = None
        self.choices: list[tuple[str, Action]] = []
        self.score = [0, 0]                          # best choices, positions answered
        self.fresh = 0                               # fresh positions made
        self._ticket: Ticket | None = None

        self.player_label, self.player = QLabel(self), QComboBox(self)
        self.game_label, self.game = QLabel(self), QComboBox(self)
        self.player.setObjectName("practice_player")
        self.game.setObjectName("practice_game")
        self.player_label.setBuddy(self.player)
        self.game_label.setBuddy(self.game)
        self.score_label = QLabel(self)
        self.score_label.setObjectName("practice_score")
        top = QHBoxLayout()
        for w in (self.player_label, self.player, self.game_label, self.game):
            top.addWidget(w)
        top.addStretch(1)
        top.addWidget(self.score_label)

        self.title = QLabel(self)
        self.title.setObjectName("practice_title")
        self.title.setWordWrap(True)
        bold = self.title.font()
        bold.setBold(True)
        bold.setPointSizeF(bold.pointSizeF() * 1.1)
        self.title.setFont(bold)
        self.facts = QLabel(self)
        self.facts.setObjectName("practice_facts")
        self.facts.setWordWrap(True)
        self.dice_row = QHBoxLayout()
        self.dice_row.addStretch(1)
        self.live: tuple[int, ...] = ()
        self.dice_faces: tuple[int, ...] = ()
        self.dice: DiceStrip | None = None
        self.question = QLabel(self)
        self.question.setObjectName("practice_question")
        self.question.setWordWrap(True)
        self.list = QListWidget(self)
        self.list.setObjectName("practice_choices")
        self.list.setWordWrap(True)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.itemActivated.connect(lambda item: self.choose_row(self.list.row(item)))
        self.list.installEventFilter(self)       # its digits are the choices, not a search
        self.result_label = QLabel(self)
        self.result_label.setObjectName("practice_result")
        self.result_label.setWordWrap(True)
        left = QWidget(self)
        ll = QVBoxLayout(left)
        ll.setContentsMargins(0, 0, 0, 0)
        ll.addWidget(self.title)
        ll.addWidget(self.facts)
        ll.addLayout(self.dice_row)
        ll.addWidget(self.question)
        ll.addWidget(self.list, 1)
        ll.addWidget(self.result_label)
        self.sheet_host = QWidget(self)
        QVBoxLayout(self.sheet_host).setContentsMargins(0, 0, 0, 0)
        self.sheet: SheetView | None = None
        split = QSplitter(Qt.Orientation.Horizontal, self)
        split.addWidget(left)
        split.addWidget(self.sheet_host)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setChildrenCollapsible(False)

        self.next_button = QPushButton(self)
        self.next_button.setObjectName("practice_next")
        self.next_button.clicked.connect(lambda *_: self.next_position())
        self.replay_button = QPushButton(self)
        self.replay_button.setObjectName("practice_replay")
        self.replay_button.clicked.connect(lambda *_: self.open_replay())
        self.close_button = QPushButton(self)
        self.close_button.setObjectName("practice_close")
        self.close_button.clicked.connect(self.close)
        for b in (self.next_button, self.replay_button, self.close_button):
            b.setAutoDefault(False)
        buttons = QHBoxLayout()
        buttons.addWidget(self.replay_button)
        buttons.addStretch(1)
        buttons.addWidget(self.next_button)
        buttons.addWidget(self.close_button)
        lay = QVBoxLayout(self)
        lay.addLayout(top)
        lay.addWidget(split, 1)
        lay.addLayout(buttons)
        self.speaker = Speaker(self)
        self.resize(1000, 680)
        self._fill_filters(player, game)
        self.player.currentIndexChanged.connect(lambda *_: self.restart())
        self.game.currentIndexChanged.connect(lambda *_: self.restart())
        self.retranslate_ui()
        self.restart()

    # ------------------------------------------------------------------ the positions
    def _played(self) -> list[Any]:
        from dicegames.stats.coach import Played
        out = []
        for g in self.finished_games:
            for seat in g.coach.seats:
                s = g.summary.seats[seat.player] if g.summary is not None and \
                    seat.player < len(g.summary.seats) else None
                if s is not None:
                    out.append(Played(s.key, g.coach.game, g.finished_at, g.coach.exact,
                                      seat, g))
        return out

    def _fill_filters(self, player: str | None, game: str | None) -> None:
        from dicegames.ai.games import coached
        keys = sorted({p.key for p in self._played()},
                      key=lambda k: str(self.names.get(k, k)).casefold())
        self.player.clear()
        for k in keys:
            self.player.addItem(self.names.get(k, k), k)
        self.player.setVisible(bool(keys))        # no rated games: fresh positions only
        self.player_label.setVisible(bool(keys))
        self.player.setCurrentIndex(max(0, self.player.findData(player)))
        self.game.clear()
        self.game.addItem("", None)
        for g in coached():
            self.game.addItem(look(g).name(), g)
        self.game.setCurrentIndex(max(0, self.game.findData(game)))

    def restart(self) -> None:
        """The positions of the chosen player and game, costliest first."""
        from dicegames.ai.coach import worst
        key, game = self.player.currentData(), self.game.currentData()
        mine = [p for p in self._played() if p.key == key and (game is None or p.game == game)]
        self.queue = worst(mine, POSITIONS)
        self.index = -1
        self.score = [0, 0]
        self.next_position()

    def next_position(self) -> None:
        self._cancel()
        self.index += 1
        self.advice, self.answer = None, None
        if self.index < len(self.queue):
            played, decision = self.queue[self.index]
            record = played.source.record
            names = tuple(self.names.get(_key(p), p.name) for p in record.players)
            self.show_position(position_of(played.source, decision, played.seat.player,
                                           names))
            return
        self._make_fresh()

    def _make_fresh(self) -> None:
        """A fresh position (of the chosen game, else of each game in turn), made in the
        worker."""
        from dicegames.ai.games import coached
        games = [self.game.currentData()] if self.game.currentData() else list(coached())
        game = games[self.fresh % len(games)]
        seed = f"practice:{random.SystemRandom().getrandbits(48):x}"
        self.fresh += 1
        names = (translate("Practice", "You"), translate("Practice", "Opponent"))
        self.position = None
        self._show_waiting(translate("Practice", "Dealing a fresh position\u2026"))
        self._ticket = thinker().submit("practice", lambda: fresh_position(game, seed, names),
                                        self, self.show_position,
                                        lambda _e: self._show_waiting(translate(
                                            "Practice", "No position could be made.")))

    def _show_waiting(self, text: str) -> None:
        self.title.setText(text)
        self.facts.setText("")
        self.question.setText("")
        self.result_label.setText("")
        self.list.clear()
        self.replay_button.setEnabled(False)

    def show_position(self, position: Position) -> None:
        """Show a position to decide, and ask the worker for its advice meanwhile."""
        self._ticket = None
        self.advice, self.answer = None, None
        game = self._render(position)
        self.speaker.say(" ".join((self.title.text(), self.facts.text(),
                                   fill(translate("Practice", "Dice: %1."),
                                        " ".join(map(str, self.live))),
                                   self.question.text())))
        state = position.state

        def work() -> Any:
            from dicegames.ai import advise
            return advise(game, state)
        self._ticket = thinker().submit("practice", work, self, self._arrived,
                                        lambda _e: self._arrived(None))

    def _render(self, position: Position) -> Any:
        from dicegames.engine import game_info
        self.position = position
        game = game_info(position.game).make(position.record.options)
        gl = look(position.game)
        table = game.table(position.state)
        sheet = game.scoresheet(position.state)
        self.dice_faces = tuple(table.dice)
        self.title.setText(self._title(position))
        self.facts.setText(" \u00b7 ".join(turn_facts(gl, table, sheet, position.names)))
        if self.dice is not None:
            self.dice.deleteLater()
        live = [table.dice[p] for p in sorted(table.live)] if table.live else list(table.dice)
        self.live = tuple(live)
        self.dice = DiceStrip(self.live, self, side=46)
        self.dice_row.insertWidget(0, self.dice)
        self._show_sheet(gl, game, sheet, position)
        seen: set[str] = set()
        self.choices = []
        for a in game.legal_actions(position.state):
            text = choice_text(gl, self.dice_faces, a)
            if text not in seen:
                seen.add(text)
                self.choices.append((text, a))
        self.list.clear()
        for i, (text, _) in enumerate(self.choices):
            item = QListWidgetItem(fill(translate("Practice", "%1. %2"), format_points(i + 1),
                                        text) if i < 9 else text)
            self.list.addItem(item)
        self.list.setCurrentRow(0)
        if self.focusWidget() not in (self.player, self.game):   # a filter changed by key
            self.list.setFocus()                                 # keeps it: the next change
        self.question.setText(translate("Practice", "What would you do? Choose with the arrow "
                                        "keys and Enter, or press a choice's number."))
        self.result_label.setText("")
        self.replay_button.setEnabled(position.finished is not None)
        self._update_score()
        return game

    def _show_sheet(self, gl: Any, game: Any, sheet: Any, position: Position) -> None:
        if self.sheet is not None:
            self.sheet.deleteLater()
        model = sheet_model_for(sheet.kind, self)
        self.sheet = SheetView(model, self.sheet_host)
        self.sheet.setObjectName("practice_sheet")
        self.sheet.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        model.set_sheet(gl, position.names, sheet)
        self.sheet.resizeColumnsToContents()
        host = self.sheet_host.layout()
        if host is not None:
            host.addWidget(self.sheet)

    def _title(self, p: Position) -> str:
        name = p.names[p.player] if p.player < len(p.names) else ""
        game = look(p.game).name()
        if p.finished is None:
            return fill(translate("Practice", "A fresh position of %1: your decision."), game)
        return fill(translate("Practice", "Position %1 of %2: %3's game of %4, move %5."),
                    format_points(self.index + 1), format_points(len(self.queue)), name, game,
                    format_points(p.move))

    # ------------------------------------------------------------------ answering
    def choose_row(self, row: int) -> None:
        if self.position is None or self.answer is not None:
            if self.answer is not None:
                self.next_position()
            return
        if not 0 <= row < len(self.choices):
            return
        self.answer = self.choices[row][1]
        if self.advice is None:
            self.result_label.setText(translate("Practice", "Working it out\u2026"))
            return
        self._reveal()

    def _arrived(self, advice: Any) -> None:
        self._ticket = None
        self.advice = advice
        if advice is None:
            self.result_label.setText(translate("Practice", "No advice could be worked out here."))
            return
        if self.answer is not None:
            self._reveal()

    def _reveal(self) -> None:
        """The answer counts once; then every choice is shown with its value and cost."""
        cost = self._cost()
        from dicegames.ai.games import coaching
        calibration = coaching(self.position.game if self.position else "")
        self.score[1] += 1
        self.score[0] += calibration is None or cost < calibration.best_below
        self._show_answer()
        self.speaker.say(self.result_label.text() + " " + self.score_label.text())

    def _cost(self) -> float:
        advice, answer = self.advice, self.answer
        assert advice is not None and answer is not None
        value = advice.value_of(answer)
        return max(0.0, advice.value - value if advice.higher_is_better
                   else value - advice.value)

    def _show_answer(self) -> None:
        advice, answer, p = self.advice, self.answer, self.position
        assert advice is not None and answer is not None and p is not None
        from dicegames.ai.games import coaching
        gl = look(p.game)
        calibration = coaching(p.game)
        cost = self._cost()
        best = calibration is None or cost < calibration.best_below
        mine = choice_text(gl, self.dice_faces, answer)
        self.list.clear()
        seen: set[str] = set()
        for av in advice.actions:
            text = choice_text(gl, self.dice_faces, av.action)
            if text in seen:
                continue
            first = not seen
            seen.add(text)
            c = max(0.0, advice.value - av.value if advice.higher_is_better
                    else av.value - advice.value)
            line = "\u2605 " + fill(translate("Practice", "%1 — %2, the best"), text,
                                    value_text(advice.measure, av.value)) if first else \
                fill(translate("Practice", "%1 — %2, costs %3"), text,
                     value_text(advice.measure, av.value), cost_text(p.game, c))
            if text == mine:
                line = fill(translate("Practice", "%1 (your choice)"), line)
            item = QListWidgetItem(line)
            if first or text == mine:
                font = item.font()
                font.setBold(True)
                item.setFont(font)
            self.list.addItem(item)
        self.list.setCurrentRow(0)
        said = translate("Practice", "The best choice.") if best else fill(
            translate("Practice", "It costs %1 (%2): the best was %3."),
            cost_text(p.game, cost), measure_title(advice.measure),
            choice_text(gl, self.dice_faces, advice.best))
        if p.chosen and p.finished is not None:
            said += " " + fill(translate("Practice", "In the game, %1 was chosen."),
                               choice_text(gl, self.dice_faces, Action.from_str(p.chosen)))
        if not advice.exact:
            said += " " + translate("Practice", "Approximate: these rules have no exact "
                                    "table.")
        self.result_label.setText(said)
        self.question.setText(translate("Practice", "Every choice with its value, best "
                                        "first. Enter or N: the next position."))
        self._update_score()

    def _update_score(self) -> None:
        best, done = self.score
        self.score_label.setText(fill(translate("Practice", "Best choices: %1 of %2"),
                                      format_points(best), format_points(done)))

    def open_replay(self) -> None:
        p = self.position
        if p is not None and p.finished is not None:
            self.replay_requested.emit(p.finished, p.move - 1)

    def _cancel(self) -> None:
        if self._ticket is not None:
            self._ticket.cancel()
            self._ticket = None

    # ------------------------------------------------------------------ keys and words
    def eventFilter(self, obj: Any, event: QEvent) -> bool:
        if obj is self.list and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            return self._key(event)
        return False

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self._key(event):
            super().keyPressEvent(event)

    def _key(self, event: QKeyEvent) -> bool:
        """A choice's number, Enter (choose / the next position) and N; True when used."""
        key = event.key()
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_9 and self.answer is None \
                and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            self.choose_row(int(key) - int(Qt.Key.Key_1))
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self.answer is not None:
                self.next_position()
            else:
                self.choose_row(self.list.currentRow())
            return True
        if key == Qt.Key.Key_N and self.answer is not None:
            self.next_position()
            return True
        return False

    def retranslate_ui(self) -> None:
        self.setWindowTitle(translate("Practice", "Practice — Dice Games"))
        self.player_label.setText(translate("Practice", "&Player:"))
        self.game_label.setText(translate("Practice", "&Game:"))
        if self.game.count():
            self.game.setItemText(0, translate("Practice", "Any game"))
        self.next_button.setText(translate("Practice", "&Next position"))
        self.replay_button.setText(translate("Practice", "Open the game's &replay"))
        self.close_button.setText(translate("Practice", "Close"))
        self.list.setAccessibleName(translate("Practice", "Choices"))
        self._update_score()
        if not self._played():
            self.player.setToolTip(translate("Practice", "No finished games rated yet: "
                                             "fresh positions of any game."))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
            self._reword()
        super().changeEvent(event)

    def _reword(self) -> None:
        """The position (and the answer, once given) in the new language."""
        p, advice, answer = self.position, self.advice, self.answer
        if p is None:
            return
        ticket = self._ticket
        self._ticket = None
        self._render(p)
        if ticket is not None:
            self._ticket = ticket
        if answer is not None and advice is not None:
            self.answer = answer
            self._show_answer()


def _key(p: Any) -> str:
    from dicegames.stats.summary import player_key
    return player_key(p.profile, p.name, p.kind, p.level)



def open_for(host: Any, player: str | None = None, game: str | None = None) -> PracticeWindow:
    """Open (or bring forward) the practice screen of the main window `host`: the positions of
    `player` (a statistics key) in `game`, from the history's finished games."""
    from dicegames.stats.summary import latest_names
    from dicegames.ui.common.players import computer_names, profile_names
    host.store.flush()
    finished, _ = host.store.history.load_all()
    names = {**latest_names([g.summary for g in finished if g.summary is not None]),
             **computer_names(), **profile_names()}
    old = getattr(host, "practice_window", None)
    if old is not None:
        old.close()
        old.deleteLater()
    window = PracticeWindow(finished, names, player, game, host)
    window.replay_requested.connect(lambda g, at: _replay(host, g, at))
    host.practice_window = window
    window.show()
    window.activateWindow()
    return window


def _replay(host: Any, finished: Any, position: int) -> None:
    """The replay of a practised position's game, at the move before the decision."""
    window = getattr(host, "history_window", None)
    if window is None or not window.isVisible():
        host.open_history("games")
    host.history_window.replay_finished(finished, position)
