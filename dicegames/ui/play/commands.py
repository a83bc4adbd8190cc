"""What the player's keys and buttons do at the table: the play view's TableCommands.

Keys and buttons meet in `trigger(command)`, which first passes the gate: a roll animation in
progress is skipped by any key or click — selection, announcing and undo/redo are then
handled, while commands that act on the dice (throw, set aside, score, bank …) are not: the
player has not seen the dice yet, so the view says so and waits for the key again. Every move
goes through the session; what is legal is read from the view's `TableOffer`.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QAbstractButton

from dicegames.engine import Action, CellState, IllegalActionError, SetAside
from dicegames.ui.words import dice_text, fill, names_text, translate

if TYPE_CHECKING:
    from dicegames.ui.play.view import PlayView

SAFE = frozenset({"select", "release", "say_selection", "say_throw", "say_scores", "say_turn",
                  "what_now", "undo", "redo", "correct"})


class TableCommands:
    """The command handlers of one play view; every move goes through its GameSession."""

    def __init__(self, view: PlayView) -> None:
        self.view = view
        self.session = view.session

    def announce(self, text: str, assertive: bool = False, spoken: str = "") -> None:
        self.view.announce(text, assertive, spoken)

    # ------------------------------------------------------------------ the entry point
    def trigger(self, command: str, arg: int = -1) -> bool:
        """Run a command from a key or a button; False when it was not done (and why is said)."""
        editor = self.view.sheet.open_editor()
        if editor is not None and command == "confirm":     # Enter in the correction editor
            editor.submit()
            return True
        if not self.gate(command):
            return False
        if command == "select":
            return self.set_selected(arg, arg not in self.view.selection)
        if command == "release":
            return self.set_selected(arg, False)
        handler = getattr(self, "_do_" + command)
        return bool(handler())

    def gate(self, command: str) -> bool:
        v = self.view
        if v.game_over.isVisible():
            if command == "confirm":                        # Enter: a chosen button
                focus = v.focusWidget()                     # only (Rematch is never a
                if isinstance(focus, QAbstractButton) and v.game_over.isAncestorOf(focus):
                    focus.click()                           # stray Enter's default)
                elif command == "confirm":
                    self.announce(translate("PlayView", "The game is over: Tab to what "
                                            "next, then press Enter."))
                return False
            return command.startswith("say_") or command in ("undo", "redo", "correct")
        if v.handover.isVisible():
            if command == "confirm":
                if v.handover.settled():        # not the second Enter of a double Enter
                    v._on_handed_over()
                return False
            if command.startswith("say_") or command in ("undo", "redo"):
                return True
            self.announce(fill(translate("PlayView", "First pass the table to %1 and press Enter."),
                               v.handover.name))
            return False
        if v.tray.animating:            # first the dice land (a deciding throw stays on show)
            v.tray.skip()
            if command not in SAFE:
                self.announce(translate("PlayView", "The dice have landed \u2014 look, then "
                                        "press again."))
                return False
        if v.holding:                   # the last throw of a turn is on show: a key passes it
            v.end_hold()
            if command not in SAFE:
                return False
        offer = v.offer
        if offer.computer and command not in SAFE and not (
                command == "confirm" and v.entry.isVisible()):
            self.announce(fill(translate("PlayView", "%1 (computer) is playing."),
                               v.names[offer.seat] if offer.seat is not None else ""))
            return False
        return True

    # ------------------------------------------------------------------ moves
    def _do_confirm(self) -> bool:
        v = self.view
        focus = v.focusWidget()
        if isinstance(focus, QAbstractButton) and focus.isVisible() \
                and v.isAncestorOf(focus) and focus is not v.entry.apply_button:
            focus.click()
            return True
        if v.entry.isVisible():
            v.entry.apply()
            return True
        if v.keeper.isVisible() and v.keeper.accepting:
            v.keeper.apply()
            return True
        if "take" in v.offer.verbs:
            return self._do_set_aside()
        if v.offer.writes_cells:               # only crossing out left: the cell says why
            return self._do_score()
        self.announce(translate("PlayView", "Nothing to confirm now."))
        return False

    def _do_throw(self) -> bool:
        v, s = self.view, self.session
        offer = v.offer
        if offer.throw_due:
            if v.keeper.isVisible() and v.keeper.accepting:
                v.keeper.focus_input()
                self.announce(translate("PlayView", "Enter the turn's result."))
                return False
            if s.dice_source != "virtual":
                v.entry.edit.setFocus()
                self.announce(translate("PlayView", "Throw the dice and type what they show."))
                return False
            return s.throw()
        table = offer.table
        if any(a.verb == "reroll" and a.args for a in offer.legal):
            positions = tuple(sorted(v.selection or table.live))
            action = Action("reroll", positions)
            if not offer.allows(action):
                self.announce(fill(translate("PlayView", "Dice %1 cannot be thrown again now."),
                                   names_text([str(p + 1) for p in positions])),
                              assertive=True)
                return False
            return s.request(action)
        throws = [a for a in offer.legal if a.verb == "throw" and a.args]
        if throws:                                   # throw some of the dice left, by faces
            faces = sorted(table.dice[p] for p in (v.selection or table.live))
            match = next((a for a in throws if sorted(a.args) == faces), None)
            if match is None:
                self.announce(fill(translate("PlayView", "Dice %1 cannot be thrown again now."),
                                   dice_text(sorted(faces, reverse=True))),
                              assertive=True)
                return False
            return s.request(match)
        if offer.allows(Action("throw")):
            return s.request(Action("throw"))
        self.announce(translate("PlayView", "There is no throw to make now."))
        return False

    def picked_take(self) -> Action | None:
        """The `take` that the picked dice make, if any."""
        v = self.view
        if not v.selection:
            return None
        faces = sorted(v.offer.table.dice[p] for p in v.selection)
        return next((a for a in v.offer.of_verb("take") if sorted(a.numbers) == faces), None)

    def take_points(self) -> int | None:
        """What setting the picked dice aside scores (for its button), or None."""
        take = self.picked_take()
        if take is None:
            return None
        step = self.session.game.apply(self.session.state, take)
        return sum(e.points for e in step.events if isinstance(e, SetAside))

    def _do_set_aside(self) -> bool:
        v = self.view
        takes = v.offer.of_verb("take")
        if not takes:
            self.announce(translate("PlayView", "There is nothing to set aside now."))
            return False
        if not v.selection:
            self.announce(translate("PlayView", "Pick the dice to set aside with their keys "
                                    "first."), assertive=True)
            return False
        take = self.picked_take()
        if take is None:
            from dicegames.ui.play.voice import or_text
            faces = sorted((v.offer.table.dice[p] for p in v.selection), reverse=True)
            choices = sorted({dice_text(sorted(a.numbers, reverse=True)) for a in takes},
                             key=lambda t: (len(t), t))
            text = translate("PlayView", "%1 is not a combination you can set aside. You can "
                                         "set aside: %2.")
            self.announce(fill(text, dice_text(faces), " \u00b7 ".join(choices)),
                          assertive=True, spoken=fill(text, dice_text(faces), or_text(choices)))
            return False
        return self.session.request(take)

    def _chosen_cell(self) -> tuple[str, int] | None:
        """The sheet cell under the cursor; says how to choose one when there is none."""
        cell = self.view.sheet.current_cell()
        if cell is None:
            self.announce(translate("PlayView", "Choose a cell on the sheet with the arrow keys "
                                    "first."))
        return cell

    def _do_score(self) -> bool:
        cell = self._chosen_cell()
        return cell is not None and self.score(*cell)

    def why_not(self, verb: str, row_id: str, player: int) -> str:
        """Why `score` or `cross` of that cell is not possible now ("" when it is)."""
        v = self.view
        offer = v.offer
        if offer.outcome is not None:
            return translate("PlayView", "The game is over.")
        if offer.seat is None or player != offer.seat:
            return fill(translate("PlayView", "It is %1's turn, not this column's."),
                        v.names[offer.seat]) if offer.seat is not None else \
                translate("PlayView", "Not now.")
        action = Action(verb, (row_id,))
        if offer.allows(action):
            return ""
        if offer.throw_due:
            return self._throw_first()
        name = v.look.cell_name(row_id)
        row = v.sheet_model.row_of(row_id)
        state = offer.sheet.rows[row].cells[player].state if row >= 0 else CellState.OPEN
        if state in (CellState.SCORED, CellState.CROSSED):
            return fill(translate("PlayView", "%1 is already written: choose an open cell (F2 "
                                  "corrects a written one)."), name)
        if state is not CellState.OPEN:
            return fill(translate("PlayView", "%1 is counted by the sheet, never written: "
                                  "choose an open cell."), name)
        reason = self._rules_reason(action)           # the game's own reason, in its words
        if reason:
            return reason
        if verb == "cross" and not offer.of_verb("cross"):
            return translate("PlayView", "Nothing can be crossed out now.")
        return translate("PlayView", "This cell cannot take these dice.") if verb == "score" \
            else translate("PlayView", "This cell cannot be crossed out.")

    def _throw_first(self) -> str:
        """What is due before a cell can be written: the dice of this turn."""
        source = self.session.dice_source
        if source == "keeper":
            return translate("PlayView", "Enter the turn's dice first.")
        if source == "real":
            return translate("PlayView", "Throw the dice and type what they show first.")
        return translate("PlayView", "Throw the dice first.")

    def _rules_reason(self, action: Action) -> str:
        """Why the rules refuse `action` now, in the game's words ("" when they do not say)."""
        s = self.session
        try:
            s.game.apply(s.state, action)
        except IllegalActionError as e:
            if e.code != "illegal_action":
                return self.view.look.refusal_text(e.code, e.context)
        return ""

    def score(self, row_id: str, player: int) -> bool:
        v = self.view
        action = Action("score", (row_id,))
        name = v.look.cell_name(row_id)
        why = self.why_not("score", row_id, player)
        if why:
            self.announce(why, assertive=True)
            return False
        row = v.sheet_model.row_of(row_id)
        nothing = (v.offer.sheet.rows[row].cells[player].preview or 0) == 0
        if not self.session.request(action):
            return False
        if nothing:                 # no box in the way: it is said, and undoable
            self.announce(fill(translate("PlayView", "0 written in %1. Ctrl+Z takes it back."),
                               name))
        return True

    def _do_cross(self) -> bool:
        cell = self._chosen_cell()
        return cell is not None and self.cross(*cell)

    def cross(self, row_id: str, player: int) -> bool:
        v = self.view
        if not self.gate("cross"):
            return False
        action = Action("cross", (row_id,))
        name = v.look.cell_name(row_id)
        why = self.why_not("cross", row_id, player)
        if why:
            self.announce(why, assertive=True)
            return False
        if not self.session.request(action):
            return False
        self.announce(fill(translate("PlayView", "%1 crossed out: it counts 0 for the rest of "
                                     "the game. Ctrl+Z takes it back."), name))
        return True

    def _do_bank(self) -> bool:
        v = self.view
        action = next(iter(v.offer.of_verb("bank", "stop")), None)
        if action is None:
            self.announce(translate("PlayView", "You cannot stop here."))
            return False
        return self.session.request(action)      # undoable: no question asked

    def _do_continue(self) -> bool:
        return self._simple("continue")

    def _do_piggyback(self) -> bool:
        return self._simple("piggyback")

    def _do_fresh(self) -> bool:
        return self._simple("fresh")

    def _do_reroll_all(self) -> bool:
        return self._simple("reroll")

    def _simple(self, verb: str) -> bool:
        if not self.view.offer.allows(Action(verb)):
            self.announce(fill(translate("PlayView", "%1 is not possible now."),
                               self.view.look.action_text(Action(verb))))
            return False
        return self.session.request(Action(verb))

    # ------------------------------------------------------------------ picking dice
    def set_selected(self, p: int, on: bool) -> bool:
        """A digit picks a die; the same digit again puts it back (Shift+digit also does,
        where the keyboard layout lets Qt see Shift+digit)."""
        v = self.view
        mode = v.offer.mode
        if mode == "none":
            self.announce(translate("PlayView", "There are no dice to pick now."))
            return False
        table = v.offer.table
        if p >= len(table.dice) or p not in table.live:
            self.announce(fill(translate("PlayView", "There is no die %1 to pick."), str(p + 1)))
            return False
        v.selection = v.selection | {p} if on else v.selection - {p}
        v.tray.set_selection(v.selection, mode)
        v._update_commands()
        text = translate("PlayView", "Die %1 (%2) picked.") if on \
            else translate("PlayView", "Die %1 (%2) put back.")
        name = v.tray.die_name(p)           # what the die says of itself now, said once (its
        if not on and not v.tray.mark(p):   # own name change is not spoken: access.DieSpot)
            name = fill(translate("PlayView", "%1, put back"), name)
        self.announce(fill(text, str(p + 1), str(table.dice[p])), spoken=name)
        return True

    def die_clicked(self, p: int) -> None:
        self.trigger("release" if p in self.view.selection else "select", p)

    # ------------------------------------------------------------------ announcing
    def _do_say_selection(self) -> bool:
        v = self.view
        table = v.offer.table
        if not v.selection:
            self.announce(translate("PlayView", "No dice picked."))
            return True
        die = translate("PlayView", "die %1 (%2)")
        shown = [fill(die, str(p + 1), str(table.dice[p])) for p in sorted(v.selection)]
        heard = [fill(die, str(p + 1), v.tray.face_word(p)) for p in sorted(v.selection)]
        text = translate("PlayView", "Picked to set aside: %1.") if v.offer.mode == "take" \
            else translate("PlayView", "Picked to throw again: %1.")
        self.announce(fill(text, ", ".join(shown)), spoken=fill(text, ", ".join(heard)))
        return True

    def _do_what_now(self) -> bool:
        """W: what the player can do now, in full (docs/accessibility.md)."""
        self.view.voice.say_now()
        return True

    def _do_say_throw(self) -> bool:
        table = self.view.offer.table
        dice = [table.dice[p] for p in sorted(table.live) if table.dice[p]]
        self.announce(fill(translate("PlayView", "On the table: %1."), dice_text(dice))
                      if dice else translate("PlayView", "No dice thrown yet this turn."))
        return True

    def _do_say_scores(self) -> bool:
        v = self.view
        model = v.sheet_model
        parts = []
        for row in v.offer.sheet.rows:
            if row.total:
                values = ", ".join(v.names[p] + " " + model.cell_text(c)
                                   for p, c in enumerate(row.cells) if c.value is not None)
                parts.append(v.look.cell_name(row.id) + ": " + values)
        self.announce(". ".join(parts) + "." if parts
                      else translate("PlayView", "No scores yet."))
        return True

    def _do_say_turn(self) -> bool:
        v = self.view
        seat = v.offer.seat
        if seat is None:
            self.announce(translate("PlayView", "The game is over."))
            return True
        facts = v.banner.facts.text()
        text = fill(translate("PlayView", "%1 to play."), v.names[seat])
        self.announce(text + (" " + facts + "." if facts else ""))
        return True

    def _do_undo(self) -> bool:
        text = self.session.undo_text()
        if self.session.can_undo() and not self.view.may_change():
            return False
        if not self.session.undo():
            self.announce(translate("PlayView", "Nothing to undo."))
            return False
        self.announce(fill(translate("PlayView", "Undone: %1."), text))
        return True

    def _do_correct(self) -> bool:
        """F2 from anywhere (the real dice entry, a button): correct the cell under the
        sheet's cursor, or say how to reach one."""
        sheet = self.view.sheet
        cell = sheet.current_cell()
        sheet.setFocus()
        if cell is not None and sheet.correct(*cell):
            return True
        self.announce(translate("PlayView", "Only a written cell can be corrected: move to one "
                                "with the arrow keys, then press F2."))
        return False

    def _do_redo(self) -> bool:
        text = self.session.redo_text()
        if not self.session.redo():
            self.announce(translate("PlayView", "Nothing to redo."))
            return False
        self.announce(fill(translate("PlayView", "Redone: %1."), text))
        return True
