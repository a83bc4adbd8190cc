"""The play view's record keeping: the facts the sheet shows beyond the engine's sheet,
corrections of written cells, the corrections in the log, and score-keeper mode (the table
enters each turn's result; no tray, the sheet is the hero)."""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from dicegames.engine import Action, Scoresheet
from dicegames.ui.play.figures import FigureCheck
from dicegames.ui.play.sheet.corrections import Options, correction_options
from dicegames.ui.played.facts import SheetFacts, sheet_facts
from dicegames.ui.words import fill, translate

if TYPE_CHECKING:
    from dicegames.ui.play.view import PlayView


class SheetKeeping:
    """Sheet facts, corrections and keeper entry for one play view."""

    def __init__(self, view: PlayView) -> None:
        self.view = view
        self.session = view.session
        self.facts = SheetFacts()
        self.figures = FigureCheck(view)          # unlikely figures are asked about once

    # ------------------------------------------------------------------ the sheet and the log
    def show_sheet(self, sheet: Scoresheet) -> None:
        v = self.view
        self.facts = sheet_facts(self.session.played, self._typed_dice())
        v.sheet_model.set_sheet(v.look, v.names, sheet, self.facts)

    def sync_log(self, rebuild: bool = False) -> list[str]:
        played, v = self.session.played, self.view
        items = played.log_items()
        seats = played.seats() if len(items) > len(played.entries) else None
        if rebuild:
            v.log.resync(played.game, v.names, items, seats)
            return []
        return v.log.sync(played.game, v.names, items, seats)

    def _typed_dice(self) -> bool:
        """The table types its dice (real dice, score keeping): every turn's inputs may be
        corrected."""
        return self.session.dice_source != "virtual"

    # ------------------------------------------------------------------ corrections
    def correction_options(self, row_id: str, player: int) -> Options | None:
        origin = self.facts.origins.get((row_id, player))
        if origin is None or (row_id, player) not in self.facts.editable:
            return None
        return correction_options(self.session.played, origin, self._typed_dice())

    def correct_cell(self, row_id: str, player: int,
                     changes: Sequence[tuple[int, Action | str]]) -> bool:
        """A correction from the sheet's editor, through the session (an unlikely figure is
        asked about first)."""
        if not self.figures.check_correction(self.view.names[player], changes) \
                or not self.session.correct(changes):
            return False
        v = self.view
        v.announce(fill(translate("PlayView", "%1's %2 corrected; everything after it was "
                                              "recomputed."), v.names[player],
                        v.look.cell_name(row_id)))
        return True

    # ------------------------------------------------------------------ score-keeper mode
    def update_keeper(self) -> None:
        """What the keeper entry waits for now: a turn's result, or a cell for its dice."""
        v = self.view
        offer = v.offer
        if not v.keeping_score:
            v.keeper.hide()
            return
        v.keeper.show()
        if not offer.human or offer.seat is None:
            v.keeper.expect((), "")
            return
        table = offer.table
        v.keeper.expect(offer.keeper, v.names[offer.seat], len(table.dice),
                        table.max_throws or 3, tuple(table.dice) if offer.writes_cells else (),
                        len(self.session.history))

    def keeper_input(self, action: Action) -> None:
        v = self.view
        if not v.commands.gate("keep") or v.offer.seat is None:
            return

        def write() -> None:
            if not self.session.request(action):
                v.keeper.show_error(self.session.refusal)
        self.figures.check(action, v.names[v.offer.seat], write, v.keeper.show_error)
