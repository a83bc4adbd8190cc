"""Pass-and-play: a screen between two human players so the next one takes the seat."""
from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from dicegames.ui.words import translate

from .overlay import Overlay


class HandOverScreen(Overlay):
    """"Pass to Anna" with one button; Enter continues. Covers the table while shown."""

    continued = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("hand_over")
        self.name = ""
        self.news = ""
        self.text = QLabel(self)
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text.setWordWrap(True)
        self.button = QPushButton(self)
        self.button.setObjectName("hand_over_continue")
        self.button.setMinimumHeight(48)
        self.button.setMinimumWidth(260)
        self.button.clicked.connect(self.continued)
        lay = QVBoxLayout(self)
        lay.addStretch(2)
        lay.addWidget(self.title)
        lay.addWidget(self.text)
        lay.addSpacing(20)
        lay.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        lay.addStretch(3)
        self.retranslate_ui()

    def show_for(self, name: str, news: str = "") -> None:
        """Ask to pass the table to `name`; `news` says how the last turn ended."""
        self.name, self.news = name, news
        self.retranslate_ui()
        self.cover()
        self.button.setFocus()

    def retranslate_ui(self) -> None:
        self.title.setText(translate("HandOver", "Pass to %1").replace("%1", self.name))
        text = translate("HandOver",
                         "%1, it is your turn. Take your seat at the table.").replace("%1",
                                                                                      self.name)
        self.text.setText(self.news + "\n\n" + text if self.news else text)
        self.button.setText(translate("HandOver", "I am %1 - continue  (Enter)").replace("%1",
                                                                                         self.name))
        self.setAccessibleName(self.title.text())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
