"""How each kind of sheet reads: Zdorovo's boxes, School's school and big game, the turn
ledger of Zonk and Chicago/Detroit, 421's rounds. One small model class per kind over the
common ScoresheetModel; every value comes from the engine's sheet, the words from here."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Qt

from dicegames.engine import Cell, CellState, SheetRow, Zonk
from dicegames.ui.ear import for_ear
from dicegames.ui.played.model import NOTE_ROLE, ScoresheetModel
from dicegames.ui.words import dice_text, fill, format_points, phrases, translate


class ScoresheetWords(QObject):
    """The counted words of the sheets (context "ScoresheetWords")."""

    def points_lost(self, n: int) -> str:
        return self.tr("Zonk: the turn's %Ln point(s) were lost", "", n)

    def hand_chips(self, n: int) -> str:
        return self.tr("%1, %2 chip(s)", "", n)

    def took(self, n: int) -> str:
        return self.tr("%1: %2 (%3) took %n chip(s)", "", n)

    def gave(self, n: int) -> str:
        return self.tr("%1: %2 (%3) gave %n chip(s)", "", n)

    def holds(self, n: int) -> str:
        return self.tr("holds %n", "", n)

    def pot_has(self, n: int) -> str:
        return self.tr("Chips held now; the pot has %n", "", n)

    def pot_after(self, n: int) -> str:
        return self.tr("%1 (%2): %n chip(s) left in the pot afterwards", "", n)


# the rows the kinds below speak of (the engine's row ids)
TOTAL, SCHOOL_RESULT, CHIPS = "total", "school_result", "chips"
SETTLEMENT, SETTLEMENT_ROUNDED = "settlement", "settlement_rounded"


class ZdorovoSheet(ScoresheetModel):
    """Eleven boxes and the total (a match adds games won or the match total)."""

    def explain(self, r: int, c: int, row: SheetRow, cell: Cell) -> str:
        name = self.row_title(row)
        if cell.state == CellState.SCORED:
            dice = self.facts.dice.get((row.id, c), ())
            if not dice:
                return ""
            text = translate("Scoresheet",
                             "%1: the dice %2 do not make it \u2192 0") if cell.value == 0 \
                else translate("Scoresheet", "%1: the dice %2 \u2192 %3")
            return fill(text, name, dice_text(dice), format_points(cell.value))
        if cell.state == CellState.OPEN:
            return _open_tip(name, cell)
        return {
            "total": translate("Scoresheet", "Total: the sum of the eleven boxes"),
            "games_won": translate("Scoresheet", "Games won in this series"),
            "match_total": translate("Scoresheet", "Match total: the points of every game played"),
        }.get(row.id, "")


class SchoolSheet(ScoresheetModel):
    """School cells with their ± values, the school result, nine figures (×2, crossed),
    the bonuses and the total."""

    BONUS_RULES = {
        "jewish_style": lambda: translate("Scoresheet",
                                          "Jewish style: Pigos written on the 15th (last) turn"),
        "milonic_style": lambda: translate("Scoresheet",
                                           "Milonic style: every school cell exactly the base"),
        "roman_style": lambda: translate("Scoresheet",
                                         "Roman style: all nine figures written, none crossed out"),
        "jewish_pigos": lambda: translate("Scoresheet", "Jewish pigos: a Pigos of exactly 21"),
    }

    def note(self, row: SheetRow, cell: Cell) -> str:
        if row.id == SCHOOL_RESULT and isinstance(cell.value, int) and cell.value < 0:
            return "\u00d710"
        return super().note(row, cell)

    def explain(self, r: int, c: int, row: SheetRow, cell: Cell) -> str:
        name = self.row_title(row)
        if cell.state == CellState.OPEN:
            return _open_tip(name, cell)
        if cell.state == CellState.CROSSED:
            return fill(translate("Scoresheet", "%1 is crossed out: it counts 0"), name)
        dice = self.facts.dice.get((row.id, c), ())
        if row.id.startswith("school_") and row.id[-1].isdigit() and cell.value is not None:
            face = int(row.id[-1])
            n = dice.count(face) if dice else None
            if n is None:
                return ""
            text = translate("Scoresheet", "%1: %2 \u2192 %3") if n != 3 else \
                translate("Scoresheet", "%1: %2 \u2014 the base \u2192 0")
            shown = dice_text((face,) * n) if n else fill(translate("Scoresheet", "no %1s"),
                                                          str(face))
            return fill(text, name, shown, format_points(cell.value))
        if row.id == SCHOOL_RESULT:
            if isinstance(cell.value, int) and cell.value < 0:
                return fill(translate("Scoresheet", "School result: the school sum %1 is "
                                                    "negative, so it counts ten times: %2"),
                            format_points(cell.value // 10), format_points(cell.value))
            return translate("Scoresheet", "School result: the sum of the school cells")
        if row.id in self.BONUS_RULES:
            rule = self.BONUS_RULES[row.id]()
            if cell.value is None:
                return rule + " \u2014 " + translate("Scoresheet", "not decided yet")
            if not cell.value:
                return rule + " \u2014 " + translate("Scoresheet", "missed")
            return rule + ": " + format_points(cell.value, signed=True)
        if row.id == TOTAL:
            return translate("Scoresheet", "Total: school result + big game + bonuses")
        if cell.state == CellState.SCORED and dice:
            text = translate("Scoresheet",
                             "%1: the dice %2 thrown at once (first throw), doubled \u2192 %3") \
                if cell.doubled else translate("Scoresheet", "%1: the dice %2 \u2192 %3")
            return fill(text, name, dice_text(dice), format_points(cell.value))
        return ""

    def spoken_value(self, cell: Cell, row: SheetRow) -> str:
        if cell.doubled and cell.state == CellState.SCORED:
            return fill(translate("Scoresheet", "%1, doubled"), self.cell_text(cell))
        return super().spoken_value(cell, row)


class LedgerSheet(ScoresheetModel):
    """Zonk's rounds or Chicago/Detroit's turns: each turn's points or zonk beside the running
    total, the target, the totals and Zonk's settlement."""

    follows_end = True

    def cell_text(self, cell: Cell, row: SheetRow | None = None) -> str:
        if cell.state == CellState.SCORED and cell.running is not None:
            return format_points(cell.running)
        if row is not None and row.id in (SETTLEMENT, SETTLEMENT_ROUNDED) \
                and cell.value is not None:
            return format_points(cell.value, signed=True)   # what is received, or paid
        if cell.state == CellState.OPEN and not cell.preview:
            return ""                                  # nothing set aside yet this turn
        return super().cell_text(cell, row)

    def note(self, row: SheetRow, cell: Cell) -> str:
        if cell.state != CellState.SCORED:
            return ""
        if cell.note == "zonk":
            return self.look.note_text("zonk")
        if cell.note in ("six_of_a_kind", "no_turn"):
            return self.look.note_text(cell.note)
        if cell.running is not None:
            return format_points(cell.value, signed=True)
        return ""

    def looks(self, row: SheetRow, cell: Cell) -> frozenset[str]:
        looks = super().looks(row, cell)
        target = self.target()
        if target and cell.running is not None and cell.running >= target \
                and cell.value is not None and cell.running - cell.value < target:
            looks |= {"target"}
        return looks

    def target(self) -> int:
        info = dict(self.sheet.info) if self.sheet is not None else {}
        value = info.get("target")
        return value if isinstance(value, int) else 0

    def explain(self, r: int, c: int, row: SheetRow, cell: Cell) -> str:
        name, who = self.row_title(row), self.names[c]
        if row.id == TOTAL:
            target = self.target()
            if not target:
                return translate("Scoresheet", "Total banked")
            return fill(translate("Scoresheet", "Total banked; the target is %1"),
                        format_points(target))
        if row.id == SETTLEMENT:
            return fill(translate("Scoresheet", "Settlement: what %1 receives (+) or pays "
                                                "(\u2212)"), who)
        if row.id == SETTLEMENT_ROUNDED:
            return translate("Scoresheet",
                             "Settlement in whole units (the remainders go to the largest parts)")
        if cell.state == CellState.OPEN:
            return fill(translate("Scoresheet", "%1: %2 has %3 this turn, not banked yet"), name,
                        who, format_points(cell.preview)) \
                if cell.preview is not None else ""
        if cell.state != CellState.SCORED:
            return ""
        if cell.note == "zonk":
            origin = self.facts.origins.get((row.id, c))
            lost = next((e.lost for e in origin.events if isinstance(e, Zonk)), 0) \
                if origin is not None else 0
            text = phrases(ScoresheetWords).points_lost(lost) if lost \
                else translate("Scoresheet", "Zonk: the turn scored nothing")
            return name + " \u00b7 " + text
        if cell.note == "six_of_a_kind":
            return name + " \u00b7 " + fill(translate("Scoresheet", "Six of a kind: %1 wins"), who)
        if cell.note == "no_turn":
            return name + " \u00b7 " + translate("Scoresheet",
                                                 "No turn: six of a kind ended the round first")
        text = translate("Scoresheet", "%1: %2 banked %3") if cell.note != "piggyback" \
            else translate("Scoresheet", "%1: %2 built on the previous score and banked %3")
        text = fill(text, name, who, format_points(cell.value))
        if cell.running is not None:
            text += " \u2192 " + fill(translate("Scoresheet", "total %1"),
                                      format_points(cell.running))
        if "target" in self.looks(row, cell):
            text += " \u00b7 " + translate("Scoresheet", "target reached")
        return text

    def spoken_value(self, cell: Cell, row: SheetRow) -> str:
        if cell.state == CellState.SCORED and cell.running is not None:
            points = self.look.note_text("zonk") if cell.note == "zonk" \
                else format_points(cell.value)
            return fill(translate("Scoresheet", "%1, total %2"), points,
                        format_points(cell.running))
        return super().spoken_value(cell, row)

    def row_tip(self, row: SheetRow) -> str:
        return self.explain(0, 0, row, Cell()) if row.id == TOTAL else self.row_title(row)


class RoundsSheet(ScoresheetModel):
    """421: a row per round (each player's hand and the chips taken or given), the pot after
    each round in its own column, the phase, and the chips held now."""

    extra_columns = 1
    follows_end = True

    def cell_text(self, cell: Cell, row: SheetRow | None = None) -> str:
        if cell.state == CellState.SCORED and cell.value is not None:
            return format_points(cell.value, signed=True) if cell.value else ""
        if cell.note == "left":
            return "\u2014"
        return super().cell_text(cell, row)

    def note(self, row: SheetRow, cell: Cell) -> str:
        return cell.note if cell.note.isdigit() else ""

    def explain(self, r: int, c: int, row: SheetRow, cell: Cell) -> str:
        who = self.names[c]
        if row.id == CHIPS:
            return fill(translate("Scoresheet", "Chips %1 holds now"), who)
        title = self.row_title(row)
        if cell.note == "left":
            return fill(translate("Scoresheet", "%1: %2 has left the game (no chips)"), title, who)
        if cell.state == CellState.OPEN:
            return fill(translate("Scoresheet", "%1: %2 is still to throw"), title, who)
        hand = self.look.cell_name(cell.note) if cell.note else ""
        if cell.value is None:
            return fill(translate("Scoresheet", "%1: %2 stands on %3"), title, who, hand)
        if cell.value > 0:
            text = phrases(ScoresheetWords).took(int(cell.value))
        elif cell.value < 0:
            text = phrases(ScoresheetWords).gave(-int(cell.value))
        else:
            text = translate("Scoresheet", "%1: %2 stood on %3")
        text = fill(text, title, who, hand)
        if cell.running is not None:
            text += " \u00b7 " + phrases(ScoresheetWords).holds(int(cell.running))
        return text

    def spoken_value(self, cell: Cell, row: SheetRow) -> str:
        if cell.note.isdigit():
            hand = self.look.cell_name(cell.note)
            if cell.value:
                return fill(phrases(ScoresheetWords).hand_chips(abs(int(cell.value))), hand,
                            format_points(cell.value, signed=True))
            return hand
        if cell.note == "left":
            return translate("Scoresheet", "left the game")
        return super().spoken_value(cell, row)

    def row_info(self, row: SheetRow) -> dict[str, Any]:
        info = dict(row.info)
        if row.id == CHIPS and self.sheet is not None:
            info["pot"] = dict(self.sheet.info).get("pot", 0)
        return info

    def row_tip(self, row: SheetRow) -> str:
        info = self.row_info(row)
        if row.id == CHIPS:
            return phrases(ScoresheetWords).pot_has(int(info.get("pot", 0)))
        phase = self.phase_text(str(info.get("phase", "")))
        return fill(phrases(ScoresheetWords).pot_after(int(info.get("pot", 0))),
                    self.row_title(row), phase)

    def phase_text(self, phase: str) -> str:
        """421's phases (loading, unloading) in the game's words."""
        words = getattr(self.look, "phase_text", None)
        return words(phase) if callable(words) else phase

    def extra_cells(self, r: int, row: SheetRow) -> list[dict[int, Any]]:
        info = self.row_info(row)
        pot = info.get("pot")
        unloading = info.get("phase") == "unloading"
        text = "" if pot is None or (unloading and row.id != CHIPS) else format_points(pot)
        spoken = fill(translate("Scoresheet", "%1, pot: %2"), self.row_title(row),
                      text or translate("Scoresheet", "empty"))
        before = self.row_info(self.sheet.rows[r - 1]) if r and self.sheet is not None else {}
        phase = info.get("phase", "")
        note = self.phase_text(phase) if phase and phase != before.get("phase") else ""
        return [{
            NOTE_ROLE: note,
            Qt.ItemDataRole.DisplayRole: text,
            Qt.ItemDataRole.TextAlignmentRole:
                int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
            Qt.ItemDataRole.FontRole: self._font(row.total, False),
            Qt.ItemDataRole.ForegroundRole: self._brushes["lighter"],
            Qt.ItemDataRole.ToolTipRole: self.row_tip(row),
            Qt.ItemDataRole.AccessibleTextRole: for_ear(spoken),
        }]

    def extra_header(self, column: int, role: int) -> Any:
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return translate("Scoresheet", "Pot")
        if role == Qt.ItemDataRole.ToolTipRole:
            return translate("Scoresheet", "Chips left in the pot after each round")
        return None


def _open_tip(name: str, cell: Cell) -> str:
    if cell.preview is None:
        return fill(translate("Scoresheet", "%1: open"), name)
    return fill(translate("Scoresheet", "%1: these dice would score %2 here (click or Enter)"),
                name, format_points(cell.preview))


# the engine's Scoresheet.kind → the model that reads that layout like paper
KINDS: dict[str, type[ScoresheetModel]] = {
    "zdorovo_boxes": ZdorovoSheet, "school_sheet": SchoolSheet, "zonk_ledger": LedgerSheet,
    "zanzibar_rounds": RoundsSheet,
}


def sheet_model_for(kind: str, parent: Any = None) -> ScoresheetModel:
    """The model that reads a sheet of this kind (the plain one for a kind it does not know)."""
    return KINDS.get(kind, ScoresheetModel)(parent)
