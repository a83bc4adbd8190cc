"""The game log in words: one sentence per event, rebuilt from the session's history."""
from __future__ import annotations

from typing import Any, Sequence

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QAbstractItemView, QListWidget, QWidget

from dicegames.engine import Event
from dicegames.ui import words as texts
from dicegames.ui.play.sheet.model import format_points

QUIET_VERBS = ("stop", "bank", "continue", "piggyback", "fresh")


def _t(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("GameLog", text, None, n)


def dice_text(faces: Sequence[int]) -> str:
    return " ".join(str(f) for f in faces)


def names_text(names: Sequence[str]) -> str:
    """"Anna", "Anna and Boris", "Anna, Boris and Vera"."""
    if len(names) <= 1:
        return "".join(names)
    return _t("%1 and %2").replace("%1", ", ".join(names[:-1])).replace("%2", names[-1])


def next_sentence(name: str) -> str:
    """"Next: Boris." — the turn passes."""
    return _t("Next: %1.").replace("%1", name)


def event_sentence(game_id: str, names: Sequence[str], e: Event,
                   live: Sequence[int] | None = None) -> str:
    """One event as a sentence ("Anna threw 5 5 3 3 2 6.", "Zonk! Anna loses 37.").

    `live`: the tray positions in play before a throw; a throw of only some of them is told
    as a throw again, with the dice in play after it.
    """
    def who(seat: Any) -> str:
        return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else ""

    name = who(e.player)
    kind = e.kind
    if kind == "dice_thrown":
        dice = tuple(e.dice)  # type: ignore[attr-defined]
        thrown = [dice[p] for p in e.thrown if p < len(dice)]  # type: ignore[attr-defined]
        in_play = sorted(live) if live is not None else range(len(dice))
        if set(e.thrown) >= set(in_play):  # type: ignore[attr-defined]
            return _t("%1 threw %2.").replace("%1", name).replace("%2", dice_text(thrown))
        return (_t("%1 threw %2 again: %3.").replace("%1", name).replace("%2", dice_text(thrown))
                .replace("%3", dice_text([dice[p] for p in in_play if p < len(dice)])))
    if kind == "set_aside":
        return (_t("%1 set aside %2 (%3).").replace("%1", name)
                .replace("%2", dice_text(e.dice))  # type: ignore[attr-defined]
                .replace("%3", format_points(e.points)))  # type: ignore[attr-defined]
    if kind == "zonk":
        lost = getattr(e, "lost", 0)
        if not lost:
            return _t("Zonk! %1 scores nothing this turn.").replace("%1", name)
        return _t("Zonk! %1 loses %2.").replace("%1", name).replace("%2", format_points(lost))
    if kind == "hot_dice":
        return _t("Hot dice! %1 has %2 this turn.").replace("%1", name).replace(
            "%2", format_points(getattr(e, "turn_total", 0)))
    if kind == "banked":
        return (_t("%1 banked %2 (total %3).").replace("%1", name)
                .replace("%2", format_points(e.points))  # type: ignore[attr-defined]
                .replace("%3", format_points(e.total)))  # type: ignore[attr-defined]
    if kind == "scored":
        cell = texts.cell_name(game_id, e.cell)  # type: ignore[attr-defined]
        text = _t("%1 scored %2 in %3 (doubled).") if getattr(e, "doubled", False) \
            else _t("%1 scored %2 in %3.")
        return (text.replace("%1", name).replace("%2", format_points(e.points))  # type: ignore[attr-defined]
                .replace("%3", cell))
    if kind == "crossed_out":
        return _t("%1 crossed out %2.").replace("%1", name).replace(
            "%2", texts.cell_name(game_id, e.cell))  # type: ignore[attr-defined]
    if kind == "turn_passed":
        return next_sentence(who(getattr(e, "next_player", None)))
    if kind == "chips_moved":
        chips = int(getattr(e, "chips", 0))
        source, target = getattr(e, "source", None), getattr(e, "target", None)
        if source is None:
            return _t("%1 takes %n chip(s) from the pot.", chips).replace("%1", who(target))
        return _t("%1 gives %n chip(s) to %2.", chips).replace("%1", who(source)).replace(
            "%2", who(target))
    if kind == "player_left":
        reason = getattr(e, "reason", "")
        if reason in ("no_chips", "won", ""):
            return _t("%1 has no chips left and leaves the game.").replace("%1", name)
        return _t("%1 leaves the game: %2.").replace("%1", name).replace(
            "%2", texts.reason_text(reason))
    if kind == "round_ended":
        return _t("Round %1 is over.").replace("%1", str(getattr(e, "round", "")))
    if kind == "match_game_ended":
        winners = [who(p) for p in getattr(e, "winners", ())]
        return (_t("Game %1 is over: %2 won.").replace("%1", str(getattr(e, "game", "")))
                .replace("%2", names_text(winners)))
    if kind == "game_over":
        winners = [who(p) for p in getattr(e, "winners", ())]
        if len(winners) > 1:
            return _t("Game over: %1 share the win.").replace("%1", names_text(winners))
        return _t("Game over: %1 won.").replace("%1", names_text(winners))
    if kind == "piggyback":
        return (_t("%1 builds on %2's %3.").replace("%1", name)
                .replace("%2", who(getattr(e, "from_player", None)))
                .replace("%3", format_points(getattr(e, "turn_total", 0))))
    if kind == "final_round":
        return _t("%1 reached %2: everyone else has one more turn.").replace("%1", name) \
            .replace("%2", format_points(getattr(e, "total", 0)))
    if kind == "bonus_earned":
        return (_t("%1 earns %2 (%3).").replace("%1", name)
                .replace("%2", texts.cell_name(game_id, getattr(e, "bonus", "")))
                .replace("%3", "+" + format_points(getattr(e, "points", 0))))
    if kind == "hand_kept":
        return _t("%1 stands on %2.").replace("%1", name).replace(
            "%2", texts.cell_name(game_id, getattr(e, "hand", "")))
    if kind == "round_decided":
        return (_t("Best hand %1; %2 has the worst, %3, and is due %n chip(s).",
                   int(getattr(e, "value", 0)))
                .replace("%1", texts.cell_name(game_id, getattr(e, "best_hand", "")))
                .replace("%2", name)
                .replace("%3", texts.cell_name(game_id, getattr(e, "worst_hand", ""))))
    if kind == "phase_changed":
        phase = getattr(e, "phase", "")
        if phase == "unloading":
            return _t("Unloading begins: the best hand now gives chips to the worst.")
        if phase == "loading":
            return _t("Loading begins: the worst hand takes chips from the pot.")
        return _t("Next phase: %1.").replace("%1", texts.info_value(phase))
    if kind == "six_of_a_kind":
        if getattr(e, "effect", "") == "win_round":
            return _t("Six of a kind! %1 wins the round.").replace("%1", name)
        return _t("Six of a kind! %1 wins the game.").replace("%1", name)
    if kind == "free_reroll":
        return _t("%1 throws again, keeping nothing.").replace("%1", name)
    label = texts.event_name(kind)
    return (name + ": " + label + ".") if name else label + "."


def entry_sentences(game: Any, names: Sequence[str], entry: Any, before: Any) -> list[str]:
    """The sentences of one history entry (`before`: the state it was applied to, or None).

    Its events in words; a decision without events (stop, bank …) says what it was.
    """
    live = game.table(before).live if before is not None else None
    out = [event_sentence(game.id, names, e, live) for e in entry.step.events]
    if entry.action.verb == "final" and entry.seat is not None:      # score-keeper input
        args = entry.action.args
        out.insert(0, _t("%1 entered %2 after %n throw(s).", int(args[0])).replace(
            "%1", names[entry.seat]).replace("%2", dice_text(args[1:])))
    if not out and entry.action.verb in QUIET_VERBS and entry.seat is not None:
        out.append(_t("%1: %2.").replace("%1", names[entry.seat]).replace(
            "%2", texts.action_text(game.id, entry.action)))
    return out


def correction_sentence(game_id: str, names: Sequence[str], seat: int | None,
                        correction: Any) -> str:
    """"Corrected Anna's turn: Score Big hand instead of Score Full house."."""
    from dicegames.engine import Action
    now = texts.action_text(game_id, Action.from_str(correction.now))
    was = texts.action_text(game_id, Action.from_str(correction.was))
    text = _t("Corrected %1's turn: %2 instead of %3.") if seat is not None \
        else _t("Corrected: %2 instead of %3.")
    return text.replace("%1", names[seat] if seat is not None else "").replace(
        "%2", now).replace("%3", was)


def log_items(history: Sequence[Any], positions: Sequence[int],
              corrections: Sequence[Any]) -> list[Any]:
    """The history entries and the corrections in the order they were made."""
    items: list[Any] = []
    pending = sorted(corrections, key=lambda c: c.line)
    for entry, position in zip(history, positions):
        while pending and pending[0].line < position:
            items.append(pending.pop(0))
        items.append(entry)
    return items + pending


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
        self._key: tuple = ()
        self.retranslate_ui()

    def sync(self, game: Any, names: Sequence[str], history: Sequence[Any],
             seats: dict[int, int | None] | None = None) -> list[str]:
        """Show exactly the sentences of `history` (drops undone entries, adds new ones);
        returns the sentences added. `history` may hold corrections (see `log_items`);
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
                lines = entry_sentences(game, names, item, before)
                before = item.step.state
            else:
                lines = [correction_sentence(game.id, names, (seats or {}).get(item.target),
                                             item)]
            self.addItems(lines)
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
        self.setAccessibleName(_t("Game log"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
