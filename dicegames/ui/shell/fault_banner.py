"""The banner of a fault of ours: one calm line above the page saying that the game is safe and
what to do, until the player dismisses it (its button, or Escape). Never a modal in the way."""
from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeySequence, QPalette, QShortcut
from PySide6.QtWidgets import QApplication, QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from dicegames.ui.words import translate


class FaultBanner(QFrame):
    """`tell(text)` shows it; Dismiss (Esc) hides it and gives the focus back."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("fault_banner")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.setBackgroundRole(QPalette.ColorRole.ToolTipBase)
        self.setForegroundRole(QPalette.ColorRole.ToolTipText)
        self.sign = QLabel("\u26a0", self)               # a sign as well as a colour
        self.text = QLabel(self)
        self.text.setObjectName("fault_text")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.dismiss = QPushButton(self)
        self.dismiss.setObjectName("fault_dismiss")
        self.dismiss.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.dismiss.clicked.connect(self.close_banner)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(10, 6, 10, 6)
        lay.addWidget(self.sign, 0, Qt.AlignmentFlag.AlignTop)
        lay.addWidget(self.text, 1)
        lay.addWidget(self.dismiss, 0, Qt.AlignmentFlag.AlignVCenter)
        escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)   # only while it is shown
        escape.setContext(Qt.ShortcutContext.WindowShortcut)
        escape.activated.connect(self.close_banner)
        self.hide()
        self.retranslate_ui()

    def tell(self, text: str) -> None:
        self.text.setText(text)
        self.setAccessibleName(text)
        self.show()

    def close_banner(self) -> None:
        focus = QApplication.focusWidget()
        had_focus = focus is not None and self.isAncestorOf(focus)
        self.hide()
        parent = self.parentWidget()
        if had_focus and parent is not None:
            parent.setFocus(Qt.FocusReason.OtherFocusReason)

    def retranslate_ui(self) -> None:
        self.dismiss.setText(translate("Faults", "Dismiss (Esc)"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
