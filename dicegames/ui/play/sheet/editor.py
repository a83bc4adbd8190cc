"""The editor of a written sheet cell: a correction offers only what the rules allow there.

For the turn that wrote the cell it shows the cells that were open then (move the score, or
cross out instead) and, with real dice or keeping score, the turn's throws or its entered
result, to type again. `submitted(changes)` carries [(log position, Action)] of what changed;
a refusal comes back through `show_error` and the editor stays open. Enter corrects, Escape
cancels, Tab moves between the fields.
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from dicegames.engine import Action
from dicegames.ui.common.speaker import say_near
from dicegames.ui.games import look
from dicegames.ui.play.entry.realdice import parse_faces
from dicegames.ui.play.sheet.corrections import Options, Reentry
from dicegames.ui.words import fill, format_points, refusal_text, translate


class _InputField(QWidget):
    """One chance input of the turn, typed again: a throw's faces, the final dice and the
    number of throws, or a turn's points."""

    def __init__(self, entry: Reentry, parent: QWidget) -> None:
        super().__init__(parent)
        self.entry = entry
        a = entry.action
        self.edit = QLineEdit(self)
        self.edit.setObjectName(f"correct_input_{entry.throw}")
        self.edit.setMaxLength(40)
        self.throws: QSpinBox | None = None
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.edit, 1)
        if a.verb == "final":
            self.edit.setText(" ".join(map(str, a.args[1:])))
            self.throws = QSpinBox(self)
            self.throws.setObjectName(f"correct_throws_{entry.throw}")
            self.throws.setRange(1, 3)
            self.throws.setValue(int(a.args[0]))
            self.after = QLabel(self)
            lay.addWidget(self.after)
            lay.addWidget(self.throws)
        else:
            self.edit.setText(" ".join(map(str, a.args)))
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        a = self.entry.action
        if self.throws is not None:
            self.after.setText(translate("Correction", "after"))
            self.throws.setSuffix(translate("Correction", " throw(s)"))
            self.throws.setAccessibleName(translate("Correction", "Number of throws"))
        if a.verb == "points":
            self.edit.setAccessibleName(translate("Correction", "Points of the turn (0 = zonk)"))
        elif a.verb == "six_of_a_kind":
            self.edit.setAccessibleName(translate("Correction", "The face of the six of a kind"))
        else:
            self.edit.setAccessibleName(fill(translate("Correction", "The dice of throw %1"),
                                             str(self.entry.throw)))

    def label(self) -> str:
        verb = self.entry.action.verb
        if verb == "final":
            return translate("Correction", "Final dice")
        if verb == "points":
            return translate("Correction", "Points (0 = zonk)")
        if verb == "six_of_a_kind":
            return translate("Correction", "Six of a kind, face")
        return fill(translate("Correction", "Throw %1"), str(self.entry.throw))

    def action(self) -> tuple[Action | None, str]:
        """The input as typed, or None and what to fix."""
        a = self.entry.action
        if a.verb == "points":
            text = self.edit.text().replace(" ", "").replace("\u00a0", "")
            if not text.isdigit() or not text.isascii():
                return None, translate("Correction",
                                       "Type the turn's points as a whole number (0 for a zonk).")
            return Action("points", (int(text),)), ""
        count = len(a.args) - (1 if a.verb == "final" else 0)
        faces, message = parse_faces(self.edit.text(), count)
        if faces is None:
            return None, message
        if a.verb == "final":
            assert self.throws is not None
            return Action("final", (self.throws.value(), *faces)), ""
        return Action(a.verb, faces), ""


class CorrectionEditor(QFrame):
    """The correction form for one cell (see the module's words)."""

    submitted = Signal(list)
    cancelled = Signal()

    def __init__(self, game_id: str, title: str, options: Options,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("correction_editor")
        self.setFrameShape(QFrame.Shape.Box)
        self.setAutoFillBackground(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.look, self.options, self._title = look(game_id), options, title
        self.heading = QLabel(self)
        font = self.heading.font()
        font.setBold(True)
        self.heading.setFont(font)
        self.heading.setWordWrap(True)
        self.heading.setTextFormat(Qt.TextFormat.PlainText)
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.cell_label = QLabel(self)
        self.cell = QComboBox(self)
        self.cell.setObjectName("correct_cell")
        if options.alternatives and options.current is not None:
            self.cell_label.setBuddy(self.cell)
            form.addRow(self.cell_label, self.cell)
        else:
            self.cell.hide()
            self.cell_label.hide()
        self.fields = [_InputField(entry, self) for entry in options.inputs]
        self.field_labels = []
        for f in self.fields:
            label = QLabel(self)
            label.setBuddy(f.edit)
            form.addRow(label, f)
            self.field_labels.append(label)
        self.none = QLabel(self)
        self.none.setWordWrap(True)
        self.none.setVisible(not options.any)
        self.error = QLabel(self)
        self.error.setObjectName("correction_error")
        self.error.setWordWrap(True)
        self.error.hide()
        self.ok = QPushButton(self)
        self.ok.setObjectName("correct_ok")
        self.ok.setEnabled(options.any)
        self.cancel = QPushButton(self)
        self.cancel.setObjectName("correct_cancel")
        for b in (self.ok, self.cancel):
            b.setAutoDefault(False)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)      # Enter corrects, Escape cancels
        self.ok.clicked.connect(self.submit)
        self.cancel.clicked.connect(self.cancelled)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.cancel)
        buttons.addWidget(self.ok)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(10, 8, 10, 8)
        lay.addWidget(self.heading)
        lay.addLayout(form)
        lay.addWidget(self.none)
        lay.addWidget(self.error)
        lay.addLayout(buttons)
        for w in [self.cell] + [f.edit for f in self.fields]:
            if w.isVisibleTo(self):
                self.setFocusProxy(w)
                break
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.heading.setText(fill(translate("Correction", "Correct %1"), self._title))
        self.setAccessibleName(self.heading.text())
        self.cell_label.setText(translate("Correction", "Write this turn in"))
        o = self.options
        current = self.cell.currentIndex()
        self.cell.clear()
        if o.current is not None:
            self.cell.addItem(fill(translate("Correction", "%1 (as now)"),
                                   self.look.cell_name(str(o.current.args[0]))), None)
            for alt in o.alternatives:
                self.cell.addItem(self._alternative_text(alt.action, alt.points, alt.doubled),
                                  alt.action.to_str())
            self.cell.setCurrentIndex(max(0, current))
        for f, label in zip(self.fields, self.field_labels):
            label.setText(f.label())
            f.retranslate_ui()
        self.none.setText(translate("Correction",
                                    "Nothing here can be corrected: virtual dice are the table's. "
                                    "Use Undo for a move just made."))
        self.ok.setText(translate("Correction", "Correct  (Enter)"))
        self.cancel.setText(translate("Correction", "Cancel  (Esc)"))

    def _alternative_text(self, action: Action, points: int | None, doubled: bool) -> str:
        name = self.look.cell_name(str(action.args[0]))
        if action.verb == "cross":
            return fill(translate("Correction", "Cross out %1"), name)
        if points is None:
            return name
        text = translate("Correction",
                         "%1 \u2014 %2 \u00d72") if doubled else translate("Correction",
                                                                           "%1 \u2014 %2")
        return fill(text, name, format_points(points))

    def changes(self) -> tuple[list[tuple[int, Action]], str]:
        """What the form changes, or [] and what to fix."""
        out: list[tuple[int, Action]] = []
        for f in self.fields:
            action, message = f.action()
            if action is None:
                f.edit.setFocus()
                return [], message
            if action != f.entry.action:
                out.append((f.entry.position, action))
        chosen = self.cell.currentData()
        if self.options.position is not None and chosen:
            out.append((self.options.position, Action.from_str(chosen)))
        if not out:
            return [], refusal_text("no_change", {})
        return out, ""

    def submit(self) -> None:
        changes, message = self.changes()
        if not changes:
            self.show_error(message)
            return
        self.submitted.emit(changes)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        say_near(self, " ".join((self.heading.text() + ".", self.none.text()
                                 if self.none.isVisibleTo(self) else translate(
                                     "Correction", "Enter corrects, Escape cancels."))))

    def show_error(self, message: str) -> None:
        say_near(self, message, assertive=True)
        self.error.setText("\u26a0 " + message)
        self.error.setAccessibleName(message)
        self.error.show()
        self.adjustSize()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
