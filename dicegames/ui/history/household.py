"""The household players page: add, rename, recolour or forget a household player. A profile's
id never changes, so a renamed player keeps every game of his (docs/saves.md); forgetting one
leaves his games under the name they were played with. Written to disk at once."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from dicegames.ui.common.levels import level_name
from dicegames.ui.common.name_field import cleaned_text, name_field
from dicegames.ui.paint.badge import badge_icon
from dicegames.ui.words import fill, isolate, translate


def colour_name(colour: str) -> str:
    return {"green": translate("Household", "Green"), "blue": translate("Household", "Blue"),
            "red": translate("Household", "Red"), "orange": translate("Household", "Orange"),
            "purple": translate("Household", "Purple"), "teal": translate("Household", "Teal"),
            "brown": translate("Household", "Brown"),
            "pink": translate("Household", "Pink")}.get(colour, colour)


def shape_name(shape: str) -> str:
    return {"circle": translate("Household", "Circle"),
            "square": translate("Household", "Square"),
            "triangle": translate("Household", "Triangle"),
            "diamond": translate("Household", "Diamond"),
            "star": translate("Household", "Star"),
            "hexagon": translate("Household", "Hexagon"),
            "cross": translate("Household", "Cross"),
            "plus": translate("Household", "Plus")}.get(shape, shape)


class HouseholdPage(QWidget):
    """Every household player; the form edits the one chosen."""

    changed = Signal()               # a player was added, renamed or forgotten

    def __init__(self, host: Any = None, book: Any = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("household_page")
        self.host = host
        if book is None:
            from dicegames.persistence.profiles import ProfileBook
            book = ProfileBook()
        self.book = book
        self.results: dict[str, tuple[int, int]] = {}     # profile key → (games, wins)

        self.list = QListWidget(self)
        self.list.setObjectName("household_list")
        self.list.setIconSize(QSize(28, 28))
        self.list.currentRowChanged.connect(lambda *_: self._show_chosen())
        self.name = QLineEdit(self)
        self.name.setObjectName("household_name")
        name_field(self.name, lambda: self.say(cleaned_text()))
        self.name.returnPressed.connect(self.apply)
        self.colour, self.shape, self.level = QComboBox(self), QComboBox(self), QComboBox(self)
        for name, w in (("household_colour", self.colour), ("household_shape", self.shape),
                        ("household_level", self.level)):
            w.setObjectName(name)
        self.record = QLabel(self)
        self.record.setObjectName("household_record")
        self.record.setWordWrap(True)
        form = QFormLayout()
        self.labels = [QLabel(self) for _ in range(4)]
        for label, field in zip(self.labels, (self.name, self.colour, self.shape, self.level)):
            label.setBuddy(field)
            form.addRow(label, field)
        form.addRow(self.record)
        self.apply_button, self.add_button, self.remove_button = (QPushButton(self)
                                                                  for _ in range(3))
        for b, name, slot in ((self.apply_button, "apply", self.apply),
                              (self.add_button, "add", self.add),
                              (self.remove_button, "remove", self.remove)):
            b.setObjectName(f"household_{name}")
            b.clicked.connect(lambda _=False, slot=slot: slot())
        buttons = QHBoxLayout()
        buttons.addWidget(self.apply_button)
        buttons.addWidget(self.add_button)
        buttons.addStretch(1)
        buttons.addWidget(self.remove_button)
        self.message = QLabel(self)
        self.message.setObjectName("household_message")
        self.message.setWordWrap(True)
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.empty = QLabel(self)
        self.empty.setWordWrap(True)
        right = QVBoxLayout()
        right.addLayout(form)
        right.addLayout(buttons)
        right.addWidget(self.message)
        right.addStretch(1)
        lay = QHBoxLayout(self)
        left = QVBoxLayout()
        left.addWidget(self.list, 1)
        left.addWidget(self.empty)
        lay.addLayout(left, 2)
        lay.addLayout(right, 3)
        self.retranslate_ui()
        if self.book.problem is not None:
            from dicegames.ui.common.messages import load_error_text
            self.say(load_error_text(self.book.problem))

    def set_results(self, results: dict[str, tuple[int, int]]) -> None:
        self.results = dict(results)
        self._show_chosen()

    def say(self, text: str) -> None:
        self.message.setText(text)

    def _fill(self, choose: str | None = None) -> None:
        keep = choose or self.chosen_id()
        self.list.blockSignals(True)
        self.list.clear()
        for p in sorted(self.book.profiles, key=lambda p: p.name.casefold()):
            item = QListWidgetItem(badge_icon(p.colour, p.avatar, p.name, 28), isolate(p.name))
            item.setData(Qt.ItemDataRole.UserRole, p.id)
            self.list.addItem(item)
            if p.id == keep:
                self.list.setCurrentItem(item)
        if self.list.currentRow() < 0 and self.list.count():
            self.list.setCurrentRow(0)
        self.list.blockSignals(False)
        self.empty.setVisible(not self.list.count())
        self._show_chosen()

    def chosen_id(self) -> str:
        item = self.list.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item is not None else ""

    def _show_chosen(self) -> None:
        p = self.book.get(self.chosen_id()) if self.chosen_id() else None
        for w in (self.colour, self.shape, self.level, self.apply_button, self.remove_button):
            w.setEnabled(p is not None)
        if p is None:
            self.record.setText("")
            return
        self.name.setText(p.name)
        for combo, value in ((self.colour, p.colour), (self.shape, p.avatar),
                             (self.level, p.level)):
            combo.setCurrentIndex(max(0, combo.findData(value)))
        games, wins = self.results.get(f"profile:{p.id}", (0, 0))
        self.record.setText(fill(translate("Household", "Finished games: %1, won: %2."),
                                 str(games), str(wins)))

    # ------------------------------------------------------------------ changes
    def _written(self, moved: list[Any], text: str) -> None:
        from dicegames.ui.common.messages import kept_text
        self.say(" ".join([text, *(kept_text(p) for p in moved)]))
        self.changed.emit()

    def _refused(self, e: Exception) -> None:
        from dicegames.persistence.profiles import ProfileError
        from dicegames.ui.common.messages import profiles_error_text
        if isinstance(e, ProfileError):
            self.say({"empty_name": translate("Household", "A household player needs a name."),
                      "name_taken": translate("Household", "There is a household player of "
                                              "that name already."),
                      "too_many": translate("Household", "There are too many household "
                                            "players: forget one first.")}
                     .get(e.code, translate("Household", "That cannot be done.")))
        else:
            self.say(profiles_error_text(e))             # type: ignore[arg-type]

    def apply(self) -> None:
        """Save the chosen player's name, colour, shape and level (his games stay his)."""
        from dataclasses import replace

        from dicegames.persistence.errors import PersistenceError
        from dicegames.persistence.profiles import ProfileError
        p = self.book.get(self.chosen_id()) if self.chosen_id() else None
        if p is None:
            self.add()
            return
        changed = replace(p, name=self.name.text(), colour=self.colour.currentData(),
                          avatar=self.shape.currentData(), level=self.level.currentData())
        try:
            moved = self.book.update(changed)
        except (ProfileError, PersistenceError) as e:
            self._refused(e)
            return
        self._fill(p.id)
        self._written(moved, fill(translate("Household", "Saved: %1."),
                                  self.book.get(p.id).name))

    def add(self) -> None:
        from dicegames.persistence.errors import PersistenceError
        from dicegames.persistence.profiles import ProfileError
        name = self.name.text()
        if self.book.named(name) is not None and self.book.named(name).id == self.chosen_id():
            name = ""
        try:
            profile, moved = self.book.add(name or translate("Household", "New player"))
        except (ProfileError, PersistenceError) as e:
            self._refused(e)
            return
        self._fill(profile.id)
        self.name.setFocus()
        self.name.selectAll()
        self._written(moved, fill(translate("Household", "Added: %1."), profile.name))

    def remove(self) -> None:
        from dicegames.persistence.errors import PersistenceError
        p = self.book.get(self.chosen_id()) if self.chosen_id() else None
        if p is None:
            return
        if self.host is not None and not self.host.dialogs.confirm(
                self, translate("Household", "Forget the household player?"),
                fill(translate("Household", "Forget %1? Finished games stay, each under "
                               "the name played in it."), p.name)):
            return
        try:
            moved = self.book.remove(p.id)
        except PersistenceError as e:
            self._refused(e)
            return
        self._fill()
        self._written(moved, fill(translate("Household", "Forgotten: %1."), p.name))

    # ------------------------------------------------------------------ words
    def retranslate_ui(self) -> None:
        from dicegames.persistence.profiles import AVATARS, COLOURS, LEVELS
        for label, text in zip(self.labels, (translate("Household", "&Name:"),
                                             translate("Household", "&Colour:"),
                                             translate("Household", "&Shape:"),
                                             translate("Household", "Computer &level:"))):
            label.setText(text)
        for combo, values, words, icon in (
                (self.colour, COLOURS, colour_name, lambda v: badge_icon(v, "circle", "", 18)),
                (self.shape, AVATARS, shape_name, lambda v: badge_icon("", v, "", 18)),
                (self.level, LEVELS, level_name, None)):
            keep = combo.currentData()
            combo.blockSignals(True)
            combo.clear()
            for v in values:
                if icon is not None:
                    combo.addItem(icon(v), words(v), v)
                else:
                    combo.addItem(words(v), v)
            combo.setCurrentIndex(max(0, combo.findData(keep)))
            combo.blockSignals(False)
        self.apply_button.setText(translate("Household", "&Save changes"))
        self.add_button.setText(translate("Household", "&Add a player"))
        self.remove_button.setText(translate("Household", "&Forget…"))
        self.list.setAccessibleName(translate("Household", "Household players"))
        self.empty.setText(translate("Household", "No household players yet: add one here, or "
                                     "remember a name at a seat in New game."))
        self._fill()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
