"""The Settings dialog: language, theme, animation, computer pace, dice size, hand-over, and
tutor mode (for which people, before which moves), how much a screen reader hears at the
table."""
from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from dicegames.ui.access import group_body
from dicegames.ui.common.settings import (
    ANIMATIONS,
    DICE_SIZES,
    LANGUAGES,
    PACE_RANGE,
    SPEECH,
    THEMES,
    TUTOR_LEVELS,
    Preferences,
)
from dicegames.ui.words import translate

# each language's name in itself, never translated
NATIVE = {"en": "English", "ru": "Русский", "es": "Español"}


class SettingsDialog(QDialog):
    """Keyboard-navigable form over Preferences; `preferences()` after it was accepted."""

    def __init__(self, prefs: Preferences, parent: QWidget | None = None,
                 people: Sequence[tuple[str, str, bool]] = ()) -> None:
        """`people`: (statistics key, name, tutored?) of the people tutor mode is offered to."""
        super().__init__(parent)
        self.setObjectName("settings")
        self.setMinimumWidth(460)
        self.language, self.theme = QComboBox(self), QComboBox(self)
        self.animation, self.dice_size = QComboBox(self), QComboBox(self)
        self.speech = QComboBox(self)
        self.speech.setObjectName("speech")
        for combo, ids in ((self.language, LANGUAGES), (self.theme, THEMES),
                           (self.animation, ANIMATIONS), (self.dice_size, DICE_SIZES),
                           (self.speech, SPEECH)):
            for i in ids:
                combo.addItem("", i)
        self.pace = QSpinBox(self)
        self.pace.setRange(*PACE_RANGE)
        self.pace.setSingleStep(100)
        self.hand_over = QCheckBox(self)
        self.labels = {w: QLabel(self) for w in (self.language, self.theme, self.animation,
                                                 self.pace, self.dice_size, self.speech)}
        form = QFormLayout()
        for w, label in self.labels.items():
            label.setBuddy(w)
            form.addRow(label, w)
        form.addRow(self.hand_over)
        rows = [*self.labels, self.hand_over]      # Tab goes down the form as it shows (the
        for before, after in zip(rows, rows[1:]):   # pace came after the dice size)
            QWidget.setTabOrder(before, after)
        self.tutor_box = QGroupBox(self)
        self.tutor_box.setObjectName("settings_tutor")
        tutor, tutor_form = group_body(self.tutor_box, QFormLayout)
        self.tutor_level = QComboBox(tutor)
        self.tutor_level.setObjectName("settings_tutor_level")
        for level in TUTOR_LEVELS:
            self.tutor_level.addItem("", level)
        self.tutor_level_label = QLabel(tutor)
        self.tutor_level_label.setBuddy(self.tutor_level)
        self.tutor_people_label = QLabel(tutor)
        self.tutor_people_label.setWordWrap(True)
        self.tutor_people = QListWidget(tutor)
        self.tutor_people.setObjectName("settings_tutor_people")
        self.tutor_people_label.setBuddy(self.tutor_people)
        for key, name, on in people:
            item = QListWidgetItem(name, self.tutor_people)
            item.setData(Qt.ItemDataRole.UserRole, key)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)
        self.tutor_people.setMaximumHeight(
            self.tutor_people.sizeHintForRow(0) * min(5, max(1, len(people))) + 8)
        self.tutor_people.setVisible(bool(people))
        tutor_form.addRow(self.tutor_level_label, self.tutor_level)
        tutor_form.addRow(self.tutor_people_label)
        tutor_form.addRow(self.tutor_people)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(self.tutor_box)
        lay.addWidget(self.buttons)
        self.set_preferences(prefs)
        self.retranslate_ui()

    def set_preferences(self, p: Preferences) -> None:
        for combo, value in ((self.language, p.language), (self.theme, p.theme),
                             (self.animation, p.animation), (self.dice_size, p.dice_size),
                             (self.speech, p.speech)):
            combo.setCurrentIndex(max(0, combo.findData(value)))
        self.pace.setValue(p.computer_pace_ms)
        self.hand_over.setChecked(p.hand_over)
        self.tutor_level.setCurrentIndex(max(0, self.tutor_level.findData(p.tutor_level)))

    def preferences(self) -> Preferences:
        return Preferences(self.language.currentData(), self.theme.currentData(),
                           self.animation.currentData(), self.pace.value(),
                           self.dice_size.currentData(), self.hand_over.isChecked(),
                           self.tutor_level.currentData(), self.speech.currentData())

    def tutored(self) -> dict[str, bool]:
        """Tutor mode per person offered: key → on."""
        out = {}
        for i in range(self.tutor_people.count()):
            item = self.tutor_people.item(i)
            out[str(item.data(Qt.ItemDataRole.UserRole))] = \
                item.checkState() == Qt.CheckState.Checked
        return out

    def retranslate_ui(self) -> None:
        self.setWindowTitle(translate("Settings", "Settings"))
        names = {
            self.language: {"system": translate("Settings", "Same as the system"), **NATIVE},
            self.theme: {"system": translate("Settings", "Same as the system"),
                         "light": translate("Settings", "Light"),
                         "dark": translate("Settings", "Dark")},
            self.animation: {"normal": translate("Settings", "Normal"),
                             "fast": translate("Settings", "Fast"),
                             "off": translate("Settings", "Off")},
            self.dice_size: {"small": translate("Settings", "Small"),
                             "medium": translate("Settings", "Medium"),
                             "large": translate("Settings", "Large")},
            self.speech: {"brief": translate("Settings", "Brief, the result of each turn"),
                          "full": translate("Settings", "Full, every step and its reason")},
        }
        for combo, words in names.items():
            for i in range(combo.count()):
                combo.setItemText(i, words[combo.itemData(i)])
        for w, text in ((self.language, translate("Settings", "&Language:")),
                        (self.theme, translate("Settings", "&Theme:")),
                        (self.animation, translate("Settings", "Dice &animation:")),
                        (self.pace, translate("Settings", "&Computer thinks for:")),
                        (self.dice_size, translate("Settings", "Dice si&ze:")),
                        (self.speech, translate("Settings", "Screen &reader hears:"))):
            self.labels[w].setText(text)
        self.pace.setSuffix(translate("Settings", " ms"))
        self.pace.setSpecialValueText(translate("Settings", "No pause"))
        self.hand_over.setText(translate("Settings", "&Pass-and-play screen between human "
                                         "players"))
        self.hand_over.setToolTip(translate("Settings", "With virtual dice, the table is "
                                            "covered until the next player takes the seat, so "
                                            "nobody sees another's dice by accident."))
        from dicegames.ui.games.advice_words import tutor_level_name
        self.tutor_box.setTitle(translate("Settings", "Tutor mode"))
        self.tutor_level_label.setText(translate("Settings", "T&utor speaks before:"))
        for i in range(self.tutor_level.count()):
            self.tutor_level.setItemText(i, tutor_level_name(self.tutor_level.itemData(i)))
        self.tutor_level.setToolTip(translate("Settings", "Before a move that costs more than "
                                              "this, a note on the table says what it costs "
                                              "and what the advisor would do: Enter keeps the "
                                              "move, Esc reconsiders."))
        self.tutor_people_label.setText(translate("Settings", "Tutor mode &for (never for the "
                                                  "computer, never with the score keeper):")
                                        if self.tutor_people.count() else
                                        translate("Settings", "Tutor mode is chosen per person "
                                                  "in New game."))
        self.tutor_people.setAccessibleName(translate("Settings", "Tutor mode for"))
        self.speech.setToolTip(translate("Settings", "What a screen reader is told at the "
                                         "table: brief says each turn in one sentence and what "
                                         "you can do after your throw; full says every step, "
                                         "the computer's reasons and all you can do. W says "
                                         "what you can do at any time."))
        self.speech.setAccessibleDescription(self.speech.toolTip())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
