"""The play view's record keeping (a mixin of PlayView): the facts the sheet shows beyond the
engine's sheet, corrections of written cells, the corrections in the log, and score-keeper mode
(the table enters each turn's result; no tray, the sheet is the hero)."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from dicegames.engine import Action
from dicegames.ui import words as texts
from dicegames.ui.play.sheet.corrections import Options, correction_options, sheet_facts

from .log import log_items


def _t(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("PlayView", text, None, n)


class RecordKeeping:
    """Sheet facts, corrections and keeper entry for the play view."""

    session: Any
    names: tuple[str, ...]

    # ------------------------------------------------------------------ the sheet and the log
    def _show_sheet(self, sheet: Any) -> None:
        self.facts = sheet_facts(self.session)
        self.sheet_model.set_sheet(self.session.game.id, self.names, sheet, self.facts)

    def _sync_log(self, rebuild: bool = False) -> list[str]:
        s = self.session
        corrections = s.corrections()
        items = log_items(s.history, s.log_indices(), corrections) if corrections \
            else s.history
        seats = {i: e.seat for i, e in zip(s.log_indices(), s.history)} if corrections else None
        if rebuild:
            self.log.resync(s.game, self.names, items, seats)
            return []
        return self.log.sync(s.game, self.names, items, seats)

    # ------------------------------------------------------------------ corrections
    def _correction_options(self, row_id: str, player: int) -> Options | None:
        origin = self.facts.origins.get((row_id, player))
        if origin is None or (row_id, player) not in self.facts.editable:
            return None
        return correction_options(self.session, origin)

    def _correct_cell(self, row_id: str, player: int, changes: list) -> bool:
        """A correction from the sheet's editor, through the session."""
        if not self.session.correct(changes):
            return False
        self.announce(_t("%1's %2 corrected; everything after it was recomputed.").replace(
            "%1", self.names[player]).replace("%2", texts.cell_name(self.session.game.id,
                                                                    row_id)))
        return True

    # ------------------------------------------------------------------ score-keeper mode
    @property
    def keeping_score(self) -> bool:
        return bool(self.session.dice_source == "keeper")

    def _update_keeper(self) -> None:
        """What the keeper entry waits for now: a turn's result, or a cell for its dice."""
        s = self.session
        if not self.keeping_score:
            self.keeper.hide()
            return
        self.keeper.show()
        seat = s.acting_seat()
        if seat is None or s.is_computer(seat):
            self.keeper.expect((), "")
            return
        table = s.game.table(s.state)
        verbs = s.keeper_inputs()
        writing = any(a.verb in ("score", "cross") for a in s.legal_actions())
        self.keeper.expect(verbs, self.names[seat], len(table.dice), table.max_throws or 3,
                           tuple(table.dice) if writing else (), len(s.history))

    def _on_keeper_input(self, action: Action) -> None:
        if not self._gate("keep"):
            return
        if not self.session.request(action):
            self.keeper.show_error(self.session.refusal)
