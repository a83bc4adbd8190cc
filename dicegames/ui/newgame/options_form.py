"""The rules of one game as widgets: bool → check box, int → spin box, choice → combo box,
grouped by OptionInfo.group, defaults marked, a note where a value differs from the source text,
and each option's help (what it changes in play) as the tool tip and accessible description of
its widget and label."""
from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QMouseEvent, QWheelEvent
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from dicegames.engine.options import OptionInfo
from dicegames.engine.registry import GameInfo
from dicegames.ui.games import option_words as words
from dicegames.ui.words import fill, translate


def rich_tip(*paragraphs: str) -> str:
    """Texts as one rich-text tool tip, a paragraph each: Qt wraps rich tool tips, not plain."""
    return "".join("<p>" + html.escape(p, quote=False) + "</p>" for p in paragraphs if p)



class _Calm:
    """A field the mouse wheel does not change while scrolling past it: the wheel turns it
    only when it has the keyboard focus (click it first); otherwise the panel scrolls."""

    def wheelEvent(self, event: QWheelEvent) -> None:
        if self.hasFocus():                                     # type: ignore[attr-defined]
            super().wheelEvent(event)                           # type: ignore[misc]
        else:
            event.ignore()


class CalmComboBox(_Calm, QComboBox):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)         # the wheel never focuses it


class CalmSpinBox(_Calm, QSpinBox):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

class ToggleLabel(QLabel):
    """A check box's words, wrapped to the panel's width (a long option in Russian or Spanish
    never pushes the panel wider than the dialog); a click on them toggles the box."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        box = self.buddy()
        if isinstance(box, QCheckBox) and event.button() == Qt.MouseButton.LeftButton \
                and box.isEnabled():
            box.setFocus(Qt.FocusReason.MouseFocusReason)
            box.click()
            event.accept()
            return
        super().mousePressEvent(event)


class OptionRow:
    """One option: its label, input widget, default mark, source-text note and help."""

    def __init__(self, game: str, info: OptionInfo, parent: QWidget) -> None:
        self.game, self.info = game, info
        self.help = ""                  # what the option changes in play ("" for none)
        self.label = ToggleLabel(parent) if info.kind == "bool" else QLabel(parent)
        self.default_mark = QLabel(parent)
        self.note = QLabel(parent)
        self.form: QFormLayout | None = None          # the layout it sits in (set by the form)
        self.active = True                             # shown: the option changes something
        self.note_shown = False
        self.note.setWordWrap(True)
        font = self.note.font()
        font.setItalic(True)
        self.note.setFont(font)
        if info.kind == "bool":
            self.widget: QWidget = QCheckBox(parent)
        elif info.kind == "int" and not info.choices:
            spin = CalmSpinBox(parent)
            spin.setRange(info.lo if info.lo is not None else 0,
                          info.hi if info.hi is not None else 1_000_000)
            spin.setStepType(QAbstractSpinBox.StepType.AdaptiveDecimalStepType)
            spin.setGroupSeparatorShown(True)
            self.widget = spin
        else:                       # a closed set of words or of numbers
            combo = CalmComboBox(parent)
            combo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(16)     # long choices elide; the popup shows all
            for value in info.choices:
                combo.addItem("", value)
            self.widget = combo
        self.widget.setObjectName(f"option_{info.key}")
        self.label.setBuddy(self.widget)
        self.set_value(info.default)

    @property
    def changed(self):
        w = self.widget
        if isinstance(w, QCheckBox):
            return w.toggled
        if isinstance(w, QSpinBox):
            return w.valueChanged
        return w.currentIndexChanged

    def value(self) -> Any:
        w = self.widget
        if isinstance(w, QCheckBox):
            return w.isChecked()
        if isinstance(w, QSpinBox):
            return w.value()
        assert isinstance(w, QComboBox)
        return w.currentData()

    def set_value(self, value: Any) -> None:
        w = self.widget
        if isinstance(w, QCheckBox):
            w.setChecked(bool(value))
        elif isinstance(w, QSpinBox):
            w.setValue(int(value))
        elif isinstance(w, QComboBox):
            i = w.findData(value)
            w.setCurrentIndex(i if i >= 0 else 0)
        self.update_note()

    def update_note(self) -> None:
        if isinstance(self.widget, QComboBox):       # the whole choice, even when elided
            choice = self.widget.currentText()
            self.widget.setToolTip(rich_tip(choice, self.help) if self.help else choice)
        src = self.info.source
        show = src is not None and self.value() != src
        if show:
            self.note.setText(fill(translate("NewGame", "The source text reads: %1"),
                                   words.value_name(self.game, self.info.key, src)))
        self.note_shown = show
        if self.form is not None:                    # a hidden row takes no room
            self.form.setRowVisible(self.note, show and self.active)
        else:
            self.note.setVisible(show)

    def retranslate_ui(self) -> None:
        g, info = self.game, self.info
        name = words.option_name(g, info.key)
        default = words.value_name(g, info.key, info.default)
        if isinstance(self.widget, QCheckBox):      # its words are the label beside it
            self.label.setText(fill(translate("NewGame", "%1 (default: %2)"), name, default))
        else:
            self.label.setText(name)
        if isinstance(self.widget, QSpinBox):
            self.default_mark.setText(fill(translate("NewGame", "(default: %1)"), default))
        if isinstance(self.widget, QComboBox):
            for i, value in enumerate(info.choices):
                text = words.value_name(g, info.key, value)
                if value == info.default:
                    text = fill(translate("NewGame", "%1 (default)"), text)
                self.widget.setItemText(i, text)
                self.widget.setItemData(i, text, Qt.ItemDataRole.ToolTipRole)
        self.widget.setAccessibleName(name)
        self.help = words.option_help(g, info.key)
        tip = rich_tip(self.help)
        for w in (self.widget, self.label, self.default_mark):
            w.setToolTip(tip)
        self.widget.setAccessibleDescription(self.help)
        self.label.setAccessibleDescription(self.help)
        self.update_note()


class OptionsForm(QWidget):
    """Every option of one game that a player may change (the id's fixed options are hidden)."""

    changed = Signal()

    def __init__(self, info: GameInfo, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game_info = info
        self.rows: dict[str, OptionRow] = {}
        self.groups: dict[str, QGroupBox] = {}
        self._places: dict[str, tuple[QFormLayout, tuple[QWidget, ...], str]] = {}
        self.hidden: frozenset[str] = frozenset()
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        for opt in info.rules_cls.describe():
            if opt.key in info.fixed:
                continue
            box = self.groups.get(opt.group)
            if box is None:
                box = self.groups[opt.group] = QGroupBox(self)
                made = QFormLayout(box)
                made.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
                made.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
                outer.addWidget(box)
            form = box.layout()
            assert isinstance(form, QFormLayout)
            row = OptionRow(info.id, opt, box)
            if isinstance(row.widget, QCheckBox):       # the box, then its words, wrapped
                field: QWidget = QWidget(box)
                h = QHBoxLayout(field)
                h.setContentsMargins(0, 0, 0, 0)
                h.setSpacing(4)
                h.addWidget(row.widget, 0, Qt.AlignmentFlag.AlignTop)
                h.addWidget(row.label, 1)
                row.default_mark.hide()
                form.addRow(field)
            else:
                field = QWidget(box)
                h = QHBoxLayout(field)
                h.setContentsMargins(0, 0, 0, 0)
                h.addWidget(row.widget, 0 if isinstance(row.widget, QSpinBox) else 1)
                if isinstance(row.widget, QSpinBox):
                    h.addWidget(row.default_mark)
                    h.addStretch(1)
                else:                               # the combo names its default itself
                    row.default_mark.hide()
                form.addRow(row.label, field)
            form.addRow(row.note)
            self._places[opt.key] = (form, (field,), opt.group)
            row.form = form
            row.changed.connect(lambda *_, r=row: self._row_changed(r))
            self.rows[opt.key] = row
        outer.addStretch(1)
        self.retranslate_ui()

    def _row_changed(self, row: OptionRow) -> None:
        row.update_note()
        self.changed.emit()

    def show_only_active(self, inactive: frozenset[str]) -> None:
        """Hide the options that change nothing now (their values are kept), and a group
        left empty."""
        self.hidden = frozenset(inactive) & frozenset(self.rows)
        shown: dict[str, bool] = {}
        for key, (form, widgets, group) in self._places.items():
            on = key not in self.hidden
            for w in widgets:
                form.setRowVisible(w, on)
            row = self.rows[key]
            row.active = on
            form.setRowVisible(row.note, on and row.note_shown)
            shown[group] = shown.get(group, False) or on
        for group, box in self.groups.items():
            box.setVisible(shown.get(group, True))

    def values(self) -> dict[str, Any]:
        return {key: row.value() for key, row in self.rows.items()}

    def set_values(self, values: dict[str, Any]) -> None:
        """Every option to its default, then `values` on top (one `changed` at the end)."""
        self.blockSignals(True)
        for key, row in self.rows.items():
            row.widget.blockSignals(True)
            row.set_value(values.get(key, row.info.default))
            row.widget.blockSignals(False)
        self.blockSignals(False)
        self.changed.emit()

    def retranslate_ui(self) -> None:
        for group, box in self.groups.items():
            box.setTitle(words.group_name(self.game_info.id, group))
        for row in self.rows.values():
            row.retranslate_ui()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

