"""The game log at the table: every sentence of the game so far, following undo, redo and
corrections (the sentences: `dicegames.ui.played.sentences`)."""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QAbstractItemView, QListWidget, QWidget

from dicegames.ui.games import look
from dicegames.ui.played.sentences import Reason, correction_sentence, entry_sentences
from dicegames.ui.words import translate, unisolated


def _same(a: Any, b: Any) -> bool:
    """The same history entry (by identity), or an equal correction."""
    return a is b or (not hasattr(a, "step") and a == b)


class GameLog(QListWidget):
    """Every sentence of the game so far; follows undo, redo and corrections."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("game_log")
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setWordWrap(True)
        self.setUniformItemSizes(False)
        self._entries: list[Any] = []         # the history entries shown
        self._counts: list[int] = []          # sentences per entry
        self._key: tuple[object, ...] = ()
        # why a computer made a move: (entry, the state before it or None) -> a Reason or None
        self.reasons: Callable[[Any, Any], Reason | None] | None = None
        self.retranslate_ui()

    def sync(self, game: Any, names: Sequence[str], history: Sequence[Any],
             seats: dict[int, int | None] | None = None) -> list[str]:
        """Show exactly the sentences of `history` (drops undone entries, adds new ones);
        returns the sentences added. `history` may hold corrections (`PlayedGame.log_items`);
        `seats` gives the seat whose entry each one corrects."""
        key = (game.id, tuple(names))
        if key != self._key:
            self.clear()
            self._entries, self._counts, self._key = [], [], key
        keep = 0
        while keep < min(len(history), len(self._entries)) \
                and _same(history[keep], self._entries[keep]):
            keep += 1
        for _ in range(sum(self._counts[keep:])):
            self.takeItem(self.count() - 1)
        del self._counts[keep:], self._entries[keep:]
        added: list[str] = []
        before = next((e.step.state for e in reversed(history[:keep])
                       if hasattr(e, "step")), None)
        for i in range(keep, len(history)):
            item = history[i]
            if hasattr(item, "step"):
                why = self.reasons(item, before) if self.reasons is not None else None
                lines = entry_sentences(game, names, item, before, why)
                before = item.step.state
            else:
                lines = [correction_sentence(look(game.id), names,
                                             (seats or {}).get(item.target), item)]
            for line in lines:
                self.addItem(line)
                told = unisolated(line)         # no bidi isolates for a screen reader
                if told != line:
                    self.item(self.count() - 1).setData(Qt.ItemDataRole.AccessibleTextRole,
                                                        told)
            added.extend(lines)
            self._counts.append(len(lines))
            self._entries.append(item)
        if added:
            self.scrollToBottom()
        return added

    def resync(self, game: Any, names: Sequence[str], history: Sequence[Any],
               seats: dict[int, int | None] | None = None) -> None:
        """Rebuild every sentence (after a language change)."""
        self._key = ()
        self.sync(game, names, history, seats)

    def lines(self) -> list[str]:
        return [self.item(i).text() for i in range(self.count())]

    def retranslate_ui(self) -> None:
        self.setAccessibleName(translate("GameLog", "Game log"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
