"""Household players in New game: each seat's badge button chooses one of them, or remembers
the name typed as a new one; typing a household player's name chooses him too.

The household players are read from disk when the dialog opens (`ProfileBook`); remembering a
player writes the file at once. A file that cannot be read is said in words and never
overwritten without being kept (docs/saves.md).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QRectF, QSize, QStringListModel, Qt, Signal
from PySide6.QtGui import QGuiApplication, QIcon, QPainter, QPalette, QPen, QPixmap
from PySide6.QtWidgets import QCompleter, QLabel, QMenu, QToolButton, QWidget

from dicegames.ui.common.messages import load_error_text
from dicegames.ui.ear import for_ear
from dicegames.ui.paint.badge import badge_icon
from dicegames.ui.words import fill, isolate, mnemonic_safe, tooltip, translate

if TYPE_CHECKING:
    from dicegames.persistence.profiles import Profile, ProfileBook


def guest_icon(size: int = 22) -> QIcon:
    """A seat that is not a household player: an empty dashed ring."""
    pix = QPixmap(size, size)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    pen = QPen(QGuiApplication.palette().color(QPalette.ColorRole.PlaceholderText), 1.5,
               Qt.PenStyle.DashLine)
    p.setPen(pen)
    p.drawEllipse(QRectF(2, 2, size - 4, size - 4))
    p.end()
    return QIcon(pix)


def profile_icon(profile: Profile, size: int = 22) -> QIcon:
    return badge_icon(profile.colour, profile.avatar, profile.name, size)


class ProfileChooser(QToolButton):
    """A seat's household player: its badge; the menu lists the household players (those at
    another seat greyed out) and offers to remember the name typed."""

    chosen = Signal(object)              # a Profile
    remember_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("profile_chooser")
        self.book: ProfileBook | None = None
        self.used: Callable[[], set[str]] = set
        self.typed: Callable[[], str] = str
        self.profile: Profile | None = None
        self.seat: int | None = None        # its seat in New game (0-based): named by it
        self.setIconSize(QSize(22, 22))
        self.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.setMenu(QMenu(self))
        self.menu().aboutToShow.connect(self._fill)
        self.set_profile(None)

    def set_profile(self, profile: Profile | None) -> None:
        self.profile = profile
        self.setIcon(profile_icon(profile) if profile is not None else guest_icon())
        self.retranslate_ui()

    def _fill(self) -> None:
        menu = self.menu()
        menu.clear()
        book = self.book
        profiles = book.profiles if book is not None else []
        used = self.used()
        for p in profiles:
            a = menu.addAction(profile_icon(p), mnemonic_safe(isolate(p.name)))
            a.setCheckable(True)
            a.setChecked(self.profile is not None and self.profile.id == p.id)
            a.setEnabled(p.id not in used)
            a.triggered.connect(lambda _=False, p=p: self.chosen.emit(p))
        if not profiles:
            none = menu.addAction(translate("Players", "No household players yet"))
            none.setEnabled(False)
        menu.addSeparator()
        name = " ".join(self.typed().split())
        known = book is not None and book.named(name) is not None
        remember = menu.addAction(fill(translate("Players", "Remember “%1” as a household "
                                                 "player"), name, escape=mnemonic_safe)
                                  if name else translate("Players", "Remember this name as a "
                                                         "household player"))
        remember.setEnabled(bool(name) and not known and book is not None)
        remember.triggered.connect(lambda _=False: self.remember_requested.emit())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        if self.profile is not None:
            text = fill(translate("Players", "Household player: %1 (choose another)"),
                        self.profile.name)
        else:
            text = translate("Players", "Not a household player: choose one, or remember "
                             "this name")
        self.setToolTip(tooltip(text))          # read after the name, as its description
        if self.seat is not None:               # named by its seat: every badge of the table
            text = fill(translate("Players", "Player %1: household player"),   # had one name
                        self.seat + 1)
        self.setAccessibleName(for_ear(text))


class Household:
    """The household players of one players editor: which seat each sits at (`profile_id` of
    its row), chosen from the badge's menu or by typing his name; remembering a new one."""

    def __init__(self, editor: QWidget, book: ProfileBook | None = None) -> None:
        if book is None:
            from dicegames.persistence.profiles import ProfileBook
            book = ProfileBook()
        self.editor = editor
        self.book = book
        self.notice = QLabel(editor)
        self.notice.setObjectName("household_notice")
        self.notice.setWordWrap(True)
        self.notice.setTextFormat(Qt.TextFormat.PlainText)
        self.completer = QCompleter(editor)
        self.completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.completer.setModel(QStringListModel([p.name for p in book.profiles], editor))
        self.say(load_error_text(book.problem) if book.problem is not None else "")

    def say(self, text: str) -> None:
        self.notice.setText(text)
        self.notice.setVisible(bool(text))

    def _used(self, row: Any) -> set[str]:
        return {r.profile_id for r in getattr(self.editor, "rows", ())
                if r is not row and r.profile_id}

    def seat(self, row: Any) -> None:
        """A new row: its chooser wired, and the household player it names sat there."""
        chooser: ProfileChooser = row.chooser
        chooser.book = self.book
        chooser.used = lambda: self._used(row)
        chooser.typed = row.name.text
        chooser.chosen.connect(lambda p: self.bind(row, p))
        chooser.remember_requested.connect(lambda: self.remember(row))
        row.name.setCompleter(self.completer)
        found = self.book.get(row.profile_id) if row.profile_id else None
        found = found or self.book.named(row.name.text())
        if found is not None and found.id not in self._used(row):
            self.bind(row, found, keep_level=True)      # the level last chosen stays
        else:
            self.unbind(row)
        row.name.textChanged.connect(lambda _text: self._typed(row))

    def bind(self, row: Any, profile: Profile, keep_level: bool = False) -> None:
        """The household player sits at this row (a computer seat of his plays at his level
        unless `keep_level`)."""
        row.profile_id = profile.id
        row.chooser.set_profile(profile)
        if row.name.text().strip().casefold() != profile.name.casefold():
            row.name.setText(profile.name)
        if row.kind.currentData() == "computer" and not keep_level:
            row.level.setCurrentIndex(max(0, row.level.findData(profile.level)))
        row.edited.emit()

    def unbind(self, row: Any) -> None:
        if row.profile_id or row.chooser.profile is not None:
            row.profile_id = ""
            row.chooser.set_profile(None)
            row.edited.emit()

    def _typed(self, row: Any) -> None:
        found = self.book.named(row.name.text())
        if found is not None and found.id not in self._used(row):
            if found.id != row.profile_id:
                self.bind(row, found)
        else:
            self.unbind(row)

    def remember(self, row: Any) -> None:
        """The name typed at this seat becomes a household player (written at once)."""
        from dicegames.persistence.errors import PersistenceError
        from dicegames.persistence.profiles import ProfileError
        from dicegames.ui.common.messages import kept_text, profiles_error_text
        level = row.level.currentData() if row.kind.currentData() == "computer" else "normal"
        try:
            profile, moved = self.book.add(row.name.text(), level=level)
        except ProfileError as e:
            found = self.book.named(row.name.text())
            if e.code == "name_taken" and found is not None:
                self.bind(row, found)
            return
        except PersistenceError as e:
            self.say(profiles_error_text(e))
            return
        self.completer.setModel(QStringListModel([p.name for p in self.book.profiles],
                                                 self.editor))
        self.bind(row, profile)
        self.say(" ".join(kept_text(p) for p in moved))
