"""Pass-and-play: a calm screen between two human players so the next one takes the seat."""
from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QEvent, Qt, Signal
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from dicegames.ui.access import name_as_shown
from dicegames.ui.ear import for_ear
from dicegames.ui.words import fill, isolate, mnemonic_safe, translate, unisolated

from .overlay import Overlay
from .traypaint import felt_pixmap


class HandOverScreen(Overlay):
    """The whole table covered by the felt, "Pass to" and the next player's name large, one
    button; Enter continues — but not a second Enter of the burst that brought the screen."""

    continued = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("hand_over")
        self.name = ""
        self.news = ""
        self._shown = QElapsedTimer()
        self.settle_ms = 350    # a key that comes with the one that ended the turn is not for it
        self.lead = QLabel(self)
        self.lead.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = self.lead.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        self.lead.setFont(font)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.8)        # the name: readable across a table
        self.title.setFont(font)
        self.title.setWordWrap(True)
        self.text = QLabel(self)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text.setWordWrap(True)
        self.button = QPushButton(self)
        self.button.setObjectName("hand_over_continue")
        self.button.setMinimumHeight(52)
        self.button.setMinimumWidth(300)
        self.button.clicked.connect(self.continued)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(40, 30, 40, 30)
        lay.addStretch(2)
        lay.addWidget(self.lead)
        lay.addWidget(self.title)
        lay.addSpacing(12)
        lay.addWidget(self.text)
        lay.addSpacing(28)
        lay.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        lay.addStretch(3)
        self.retranslate_ui()

    def show_for(self, name: str, news: str = "") -> None:
        """Ask to pass the table to `name`; `news` says how the last turn ended."""
        self.name, self.news = name, news
        self.retranslate_ui()
        self.cover()
        self._shown.start()
        self.button.setFocus()

    def settled(self) -> bool:
        """True once the screen has been in view long enough for a key to be meant for it."""
        return self._shown.isValid() and self._shown.elapsed() >= self.settle_ms

    def retranslate_ui(self) -> None:
        self.lead.setText(translate("HandOver", "Pass the table to"))
        self.title.setText(isolate(self.name))
        name_as_shown(self.title, self.title.text())
        text = fill(translate("HandOver", "%1, it is your turn. Take your seat at the table."),
                    self.name)
        self.text.setText(self.news + "\n\n" + text if self.news else text)
        name_as_shown(self.text, self.text.text())
        button = translate("HandOver", "I am %1 \u2014 continue  (Enter)")
        self.button.setText(fill(button, self.name, escape=mnemonic_safe))
        self.button.setAccessibleName(for_ear(fill(button, self.name), (self.name,)))
        self.setAccessibleName(unisolated(fill(translate("HandOver", "Pass to %1"), self.name)))

    def spoken(self, news: bool = True) -> str:
        """What a screen reader says as the screen opens (without the last turn's news when
        that was just said)."""
        return " ".join(t for t in (self.news if news else "",
                                    self.lead.text() + " " + self.name + ".",
                                    translate("HandOver", "Press Enter to continue.")) if t)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.drawPixmap(0, 0, felt_pixmap(self.width(), self.height(),
                                             self.devicePixelRatioF(), self.palette()))
        painter.end()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
