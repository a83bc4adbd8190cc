"""What the player's keys and buttons do at the table (a mixin of PlayView).

Keys and buttons meet in `trigger(command)`, which first passes the gate: a roll animation in
progress is skipped by any key or click — selection, announcing and undo/redo are then
handled, while commands that act on the dice (throw, set aside, score, bank …) are not: the
player has not seen the dice yet, so the view says so and waits for the key again.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QAbstractButton

from dicegames.engine import Action
from dicegames.ui import words as texts
from dicegames.ui.play.sheet.model import format_points

from .log import dice_text, names_text

SAFE = frozenset({"select", "release", "say_selection", "say_throw", "say_scores", "say_turn",
                  "undo", "redo"})


def _t(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("PlayView", text, None, n)


class PlayCommands:
    """The command handlers of the play view; every move goes through its GameSession."""

    session: Any
    selection: frozenset[int]

    def trigger(self, command: str, arg: int = -1) -> bool:
        """Run a command from a key or a button; False when it was not done (and why is said)."""
        editor = self.sheet.open_editor()
        if editor is not None and command == "confirm":     # Enter in the correction editor
            editor.submit()
            return True
        if not self._gate(command):
            return False
        handler = getattr(self, "_do_" + command)
        return bool(handler(arg) if command in ("select", "release") else handler())

    def _gate(self, command: str) -> bool:
        if self.game_over.isVisible():
            if command == "confirm":
                focus = self.focusWidget()
                button = focus if isinstance(focus, QAbstractButton) \
                    and self.game_over.isAncestorOf(focus) else self.game_over.rematch
                button.click()
            return False
        if self.handover.isVisible():
            if command == "confirm":
                self._on_handed_over()
                return False
            if command.startswith("say_") or command in ("undo", "redo"):
                return True
            self.announce(_t("First pass the table to %1 and press Enter.")
                          .replace("%1", self.handover.name))
            return False
        if self.tray.animating:
            self.tray.skip()
            if command not in SAFE:
                self.announce(_t("The dice have landed - look, then press again."))
                return False
        seat = self.session.acting_seat()
        if self.session.is_computer(seat) and command not in SAFE and not (
                command == "confirm" and self.entry.isVisible()):
            self.announce(_t("%1 (computer) is playing.").replace("%1", self.names[seat]))
            return False
        return True

    def _do_confirm(self) -> bool:
        focus = self.focusWidget()
        if isinstance(focus, QAbstractButton) and focus.isVisible() \
                and self.isAncestorOf(focus) and focus is not self.entry.apply_button:
            focus.click()
            return True
        if self.entry.isVisible():
            self.entry.apply()
            return True
        if self.keeper.isVisible() and self.keeper.accepting:
            self.keeper.apply()
            return True
        verbs = {a.verb for a in self.session.legal_actions()}
        if "take" in verbs:
            return self._do_set_aside()
        if "score" in verbs:
            return self._do_score()
        self.announce(_t("Nothing to confirm now."))
        return False

    def _do_throw(self) -> bool:
        s = self.session
        if s.dice_to_throw():
            if self.keeper.isVisible() and self.keeper.accepting:
                self.keeper.focus_input()
                self.announce(_t("Enter the turn's result."))
                return False
            if s.dice_source != "virtual":
                self.entry.edit.setFocus()
                self.announce(_t("Throw the dice and type what they show."))
                return False
            return s.throw()
        legal = s.legal_actions()
        if any(a.verb == "reroll" and a.args for a in legal):
            table = s.game.table(s.state)
            positions = tuple(sorted(self.selection or table.live))
            action = Action("reroll", positions)
            if action not in legal:
                self.announce(_t("Dice %1 cannot be thrown again now.").replace(
                    "%1", names_text([str(p + 1) for p in positions])), assertive=True)
                return False
            return s.request(action)
        throws = [a for a in legal if a.verb == "throw" and a.args]
        if throws:                                   # throw some of the dice left, by faces
            table = s.game.table(s.state)
            faces = sorted(table.dice[p] for p in (self.selection or table.live))
            match = next((a for a in throws if sorted(a.args) == faces), None)
            if match is None:
                self.announce(_t("Dice %1 cannot be thrown again now.").replace(
                    "%1", dice_text(sorted(faces, reverse=True))), assertive=True)
                return False
            return s.request(match)
        if Action("throw") in legal:
            return s.request(Action("throw"))
        self.announce(_t("There is no throw to make now."))
        return False

    def _do_set_aside(self) -> bool:
        s = self.session
        legal = s.legal_actions()
        takes = [a for a in legal if a.verb == "take"]
        if not takes:
            self.announce(_t("There is nothing to set aside now."))
            return False
        table = s.game.table(s.state)
        if not self.selection:
            self.announce(_t("Pick the dice to set aside with the keys 1-6 first."),
                          assertive=True)
            return False
        faces = sorted(table.dice[p] for p in self.selection)
        take = next((a for a in takes if sorted(a.args) == faces), None)
        if take is None:
            options = " \u00b7 ".join(sorted({dice_text(sorted(a.args, reverse=True))
                                              for a in takes}, key=lambda t: (len(t), t)))
            self.announce(_t("%1 is not a combination you can set aside. You can set aside: "
                             "%2.").replace("%1", dice_text(sorted(faces, reverse=True)))
                          .replace("%2", options), assertive=True)
            return False
        return s.request(take)

    def _chosen_cell(self) -> tuple[str, int] | None:
        """The sheet cell under the cursor; says how to choose one when there is none."""
        cell = self.sheet.current_cell()
        if cell is None:
            self.announce(_t("Choose a cell on the sheet with the arrow keys first."))
        return cell

    def _do_score(self) -> bool:
        cell = self._chosen_cell()
        return cell is not None and self._score(*cell)

    def _score(self, row_id: str, player: int) -> bool:
        s = self.session
        action = Action("score", (row_id,))
        name = texts.cell_name(s.game.id, row_id)
        if player != s.acting_seat() or action not in s.legal_actions():
            self.announce(_t("%1 cannot be scored now: choose an open cell in your column.")
                          .replace("%1", name), assertive=True)
            return False
        row = self.sheet_model.row_of(row_id)
        cell = self.sheet_model.sheet.rows[row].cells[player]  # type: ignore[union-attr]
        if (cell.preview or 0) == 0 and not self._confirm(
                _t("Score 0?"), _t("These dice score nothing in %1. Write 0 there?")
                .replace("%1", name)):
            return False
        return s.request(action)

    def _do_cross(self) -> bool:
        cell = self._chosen_cell()
        return cell is not None and self._cross(*cell)

    def _cross(self, row_id: str, player: int) -> bool:
        s = self.session
        if not self._gate("cross"):
            return False
        action = Action("cross", (row_id,))
        name = texts.cell_name(s.game.id, row_id)
        if player != s.acting_seat() or action not in s.legal_actions():
            self.announce(_t("%1 cannot be crossed out now.").replace("%1", name),
                          assertive=True)
            return False
        if not self._confirm(_t("Cross out?"), _t("Cross out %1? It counts 0 for the rest of "
                                                  "the game.").replace("%1", name)):
            return False
        return s.request(action)

    def _do_bank(self) -> bool:
        s = self.session
        legal = s.legal_actions()
        action = next((a for a in legal if a.verb in ("bank", "stop")), None)
        if action is None:
            self.announce(_t("You cannot stop here."))
            return False
        table = s.game.table(s.state)
        if s.game.id == "zanzibar":
            ok = self._confirm(_t("Stop?"), _t("Stop with %1?").replace(
                "%1", dice_text(sorted(table.dice, reverse=True))))
        else:
            ok = self._confirm(_t("Bank?"), _t("Bank %1 and end your turn?").replace(
                "%1", format_points(table.turn_total or 0)))
        return ok and s.request(action)

    def _do_continue(self) -> bool:
        return self._simple("continue")

    def _do_piggyback(self) -> bool:
        return self._simple("piggyback")

    def _do_fresh(self) -> bool:
        return self._simple("fresh")

    def _do_reroll_all(self) -> bool:
        return self._simple("reroll")

    def _simple(self, verb: str) -> bool:
        if Action(verb) not in self.session.legal_actions():
            self.announce(_t("%1 is not possible now.").replace(
                "%1", texts.action_text(self.session.game.id, Action(verb))))
            return False
        return self.session.request(Action(verb))

    def _confirm(self, title: str, text: str) -> bool:
        if not self.prefs.confirm_irreversible:
            return True
        return self.dialogs.confirm(self, title, text)

    # ---- selection
    def _do_select(self, p: int) -> bool:
        """A digit picks a die; the same digit again puts it back (Shift+digit also does,
        where the keyboard layout lets Qt see Shift+digit)."""
        return self._set_selected(p, p not in self.selection)

    def _do_release(self, p: int) -> bool:
        return self._set_selected(p, False)

    def _set_selected(self, p: int, on: bool) -> bool:
        mode = self.tray.mode
        if mode == "none":
            self.announce(_t("There are no dice to pick now."))
            return False
        table = self.session.game.table(self.session.state)
        if p >= len(table.dice) or p not in table.live:
            self.announce(_t("There is no die %1 to pick.").replace("%1", str(p + 1)))
            return False
        self.selection = self.selection | {p} if on else self.selection - {p}
        self.tray.set_selection(self.selection, mode)
        self._update_commands()
        if on:
            text = _t("Die %1 (%2) picked.")
        else:
            text = _t("Die %1 (%2) put back.")
        self.announce(text.replace("%1", str(p + 1)).replace("%2", str(table.dice[p])))
        return True

    def _on_die_clicked(self, p: int) -> None:
        self.trigger("release" if p in self.selection else "select", p)

    # ---- announcing
    def _do_say_selection(self) -> bool:
        table = self.session.game.table(self.session.state)
        if not self.selection:
            self.announce(_t("No dice picked."))
            return True
        parts = [_t("die %1 (%2)").replace("%1", str(p + 1)).replace("%2", str(table.dice[p]))
                 for p in sorted(self.selection)]
        text = _t("Picked to set aside: %1.") if self.tray.mode == "take" \
            else _t("Picked to throw again: %1.")
        self.announce(text.replace("%1", ", ".join(parts)))
        return True

    def _do_say_throw(self) -> bool:
        table = self.session.game.table(self.session.state)
        dice = [table.dice[p] for p in sorted(table.live) if table.dice[p]]
        self.announce(_t("On the table: %1.").replace("%1", dice_text(dice)) if dice
                      else _t("No dice thrown yet this turn."))
        return True

    def _do_say_scores(self) -> bool:
        sheet = self.sheet_model.sheet
        parts = []
        for row in sheet.rows if sheet is not None else ():
            if row.total:
                values = ", ".join(self.names[p] + " " + self.sheet_model.cell_text(c)
                                   for p, c in enumerate(row.cells) if c.value is not None)
                parts.append(texts.cell_name(self.session.game.id, row.id) + ": " + values)
        self.announce(". ".join(parts) + "." if parts else _t("No scores yet."))
        return True

    def _do_say_turn(self) -> bool:
        seat = self.session.acting_seat()
        if seat is None:
            self.announce(_t("The game is over."))
            return True
        facts = self.banner.facts.text()
        text = _t("%1 to play.").replace("%1", self.names[seat])
        self.announce(text + (" " + facts + "." if facts else ""))
        return True

    def _do_undo(self) -> bool:
        text = self.session.undo_text()
        if not self.session.undo():
            self.announce(_t("Nothing to undo."))
            return False
        self.announce(_t("Undone: %1.").replace("%1", text))
        return True

    def _do_redo(self) -> bool:
        text = self.session.redo_text()
        if not self.session.redo():
            self.announce(_t("Nothing to redo."))
            return False
        self.announce(_t("Redone: %1.").replace("%1", text))
        return True
