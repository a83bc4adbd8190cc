"""The Settings dialog: language, theme, animation, computer pace, dice size, hand-over."""
from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from dicegames.ui.app.settings import (
    ANIMATIONS,
    DICE_SIZES,
    LANGUAGES,
    PACE_RANGE,
    THEMES,
    Preferences,
)
from dicegames.ui.words import translate

# each language's name in itself, never translated
NATIVE = {"en": "English", "ru": "Русский", "es": "Español"}


class SettingsDialog(QDialog):
    """Keyboard-navigable form over Preferences; `preferences()` after it was accepted."""

    def __init__(self, prefs: Preferences, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settings")
        self.setMinimumWidth(460)
        self.language, self.theme = QComboBox(self), QComboBox(self)
        self.animation, self.dice_size = QComboBox(self), QComboBox(self)
        for combo, ids in ((self.language, LANGUAGES), (self.theme, THEMES),
                           (self.animation, ANIMATIONS), (self.dice_size, DICE_SIZES)):
            for i in ids:
                combo.addItem("", i)
        self.pace = QSpinBox(self)
        self.pace.setRange(*PACE_RANGE)
        self.pace.setSingleStep(100)
        self.hand_over = QCheckBox(self)
        self.labels = {w: QLabel(self) for w in (self.language, self.theme, self.animation,
                                                 self.pace, self.dice_size)}
        form = QFormLayout()
        for w, label in self.labels.items():
            label.setBuddy(w)
            form.addRow(label, w)
        form.addRow(self.hand_over)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(self.buttons)
        self.set_preferences(prefs)
        self.retranslate_ui()

    def set_preferences(self, p: Preferences) -> None:
        for combo, value in ((self.language, p.language), (self.theme, p.theme),
                             (self.animation, p.animation), (self.dice_size, p.dice_size)):
            combo.setCurrentIndex(max(0, combo.findData(value)))
        self.pace.setValue(p.computer_pace_ms)
        self.hand_over.setChecked(p.hand_over)

    def preferences(self) -> Preferences:
        return Preferences(self.language.currentData(), self.theme.currentData(),
                           self.animation.currentData(), self.pace.value(),
                           self.dice_size.currentData(), self.hand_over.isChecked())

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
        }
        for combo, words in names.items():
            for i in range(combo.count()):
                combo.setItemText(i, words[combo.itemData(i)])
        for w, text in ((self.language, translate("Settings", "&Language:")),
                        (self.theme, translate("Settings", "&Theme:")),
                        (self.animation, translate("Settings", "Dice &animation:")),
                        (self.pace, translate("Settings", "&Computer thinks for:")),
                        (self.dice_size, translate("Settings", "Dice si&ze:"))):
            self.labels[w].setText(text)
        self.pace.setSuffix(translate("Settings", " ms"))
        self.pace.setSpecialValueText(translate("Settings", "No pause"))
        self.hand_over.setText(translate("Settings", "&Pass-and-play screen between human "
                                         "players"))
        self.hand_over.setToolTip(translate("Settings", "With virtual dice, the table is "
                                            "covered until the next player takes the seat, so "
                                            "nobody sees another's dice by accident."))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
