"""Every text a screen shows or tells a screen reader, and a detector of English among them.

`screen_texts(widget)` reads labels, buttons, titles, menus, combo items, spin-box affixes,
placeholders, tooltips, accessible names and descriptions, item views (headers, cells, their
tooltips and spoken texts) and rich text — of the widget and all its children, shown or not
(a hidden label shows later). `shown_texts(widget)` is what the eye reads of the same (a
button's `&&` as one `&`, rich text as its plain text) and what a screen reader is told.
`foreign_words(texts, lang)` names the English in them:
in Russian any Latin word that is not a key name; in Spanish any word of our English texts
that no Spanish translation uses. Both read a screen as it stands once the event loop's turn
is over: what waits for the repaint (the words for screen readers) has run first.
"""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterable
from functools import cache
from pathlib import Path

from PySide6 import QtGui
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListView,
    QMenu,
    QSpinBox,
    QTabWidget,
    QTextEdit,
    QWidget,
)

from dicegames.ui.common import later

I18N = Path(__file__).resolve().parents[2] / "i18n"
WORD = re.compile(r"[^\W\d_]+", re.UNICODE)
LATIN = re.compile(r"[A-Za-z]{2,}")
TAG = re.compile(r"<[^>]+>")
# the keys of the keyboard keep their names in every language; English names itself
KEYS = {"English", "Enter", "Esc", "Ctrl", "Shift", "Alt", "Space", "Backspace", "Tab", "Home",
        "End", "PgUp", "PgDown", "Del", "Delete", "Ins", "Up", "Down", "Left", "Right", "OK"}
ROLES = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole,
         Qt.ItemDataRole.AccessibleTextRole, Qt.ItemDataRole.AccessibleDescriptionRole)


def _model_texts(view: QAbstractItemView) -> Iterable[str]:
    model = view.model()
    if model is None:
        return
    root = QModelIndex()
    try:
        columns = model.columnCount(root)
    except TypeError:                     # a list's model hides it: one column
        columns = 1
    rows = model.rowCount(root)
    for orientation, count in ((Qt.Orientation.Horizontal, columns),
                               (Qt.Orientation.Vertical, rows)):
        for i in range(count):
            for role in ROLES[:2]:
                value = model.headerData(i, orientation, role)
                if isinstance(value, str):
                    yield value
    for r in range(rows):
        for c in range(columns):
            index = model.index(r, c, root)
            for role in ROLES:
                value = model.data(index, role)
                if isinstance(value, str):
                    yield value


def widget_texts(w: QWidget) -> Iterable[str]:
    yield w.windowTitle()
    yield w.toolTip()
    yield w.accessibleName()
    yield w.accessibleDescription()
    yield w.statusTip()
    if isinstance(w, QLabel):
        yield TAG.sub(" ", w.text())
    if isinstance(w, QAbstractButton):
        yield w.text()
    if isinstance(w, QGroupBox):
        yield w.title()
    if isinstance(w, QLineEdit):
        yield w.placeholderText()
    if isinstance(w, QSpinBox):
        yield w.prefix()
        yield w.suffix()
    if isinstance(w, QAbstractSpinBox):
        yield w.specialValueText()
    if isinstance(w, QComboBox):
        for i in range(w.count()):
            yield w.itemText(i)
            tip = w.itemData(i, Qt.ItemDataRole.ToolTipRole)
            if isinstance(tip, str):
                yield tip
    if isinstance(w, QTabWidget):
        for i in range(w.count()):
            yield w.tabText(i)
    if isinstance(w, QTextEdit):
        yield w.toPlainText()
    if isinstance(w, QAbstractItemView):
        yield from _model_texts(w)
    if isinstance(w, QMenu):
        yield w.title()
    for action in w.actions():
        yield action.text()
        yield action.toolTip() if action.toolTip() != action.text().replace("&", "") else ""


def screen_texts(root: QWidget, prose: bool = True) -> list[str]:
    """Every text of `root` and its descendants (see the module docstring); `prose=False`
    leaves out long texts (a rules text, whose quotations of a source may be foreign)."""
    later.flush()
    out: list[str] = []
    for w in [root, *root.findChildren(QWidget)]:
        if not prose and isinstance(w, QTextEdit):
            continue
        out.extend(t for t in widget_texts(w) if t and t.strip())
    return out


@cache
def _english_only() -> frozenset[str]:
    """Words of our English texts that no Spanish translation uses (so they are English)."""
    english: set[str] = set()
    spanish: set[str] = set()
    root = ET.parse(I18N / "dicegames_es.ts").getroot()
    for message in root.iter("message"):
        english.update(w.lower() for w in WORD.findall(message.findtext("source") or ""))
        tr = message.find("translation")
        if tr is not None:
            for text in [tr.text or ""] + [f.text or "" for f in tr.findall("numerusform")]:
                spanish.update(w.lower() for w in WORD.findall(text))
    for text in (I18N.parent / "resources" / "rules").glob("*.es.md"):   # Spanish prose
        spanish.update(w.lower() for w in WORD.findall(text.read_text(encoding="utf-8")))
    return frozenset(w for w in english - spanish if len(w) > 2 and w.isascii())


def foreign_words(texts: Iterable[str], lang: str, allowed: Iterable[str] = ()) -> dict[str, str]:
    """word → the first text showing it, for every word that is not `lang` (see above)."""
    allow = set(KEYS) | set(allowed)
    found: dict[str, str] = {}
    english = _english_only() if lang == "es" else frozenset()
    for text in texts:
        clean = text.replace("&", "")
        if lang == "ru":
            words = [w for w in WORD.findall(clean) if LATIN.fullmatch(w) and w not in allow]
        else:
            words = [w for w in WORD.findall(clean) if w.lower() in english and w not in allow]
        for w in words:
            found.setdefault(w, text)
    return found


# --------------------------------------------------------------------------- as shown
ISOLATES = str.maketrans("", "", "\u2066\u2067\u2068\u2069")
MNEMONIC = re.compile(r"&(.?)", re.DOTALL)


def unmnemonic(text: str) -> str:
    """What Qt paints of a text it reads mnemonics in: "&&" is "&", "&x" underlines "x"."""
    return MNEMONIC.sub(r"\1", text)


def as_read(text: str, rich: bool) -> str:
    """A text as the eye reads it: rich text as its plain text."""
    if not rich:
        return text
    doc = QTextDocument()
    doc.setHtml(text)
    return doc.toPlainText()


def maybe_rich(text: str) -> str:
    """A text Qt shows as rich text when it looks like it (a tooltip, an AutoText label)."""
    return as_read(text, QtGui.Qt.mightBeRichText(text))


def _shown_model(view: QAbstractItemView) -> Iterable[tuple[str, str]]:
    model = view.model()
    if model is None:
        return
    root = QModelIndex()
    columns = 1 if isinstance(view, QListView) else model.columnCount(root)
    rows = model.rowCount(root)
    for orientation, count in ((Qt.Orientation.Horizontal, columns),
                               (Qt.Orientation.Vertical, rows)):
        for i in range(count):
            for role, kind in ((Qt.ItemDataRole.DisplayRole, "seen"),
                               (Qt.ItemDataRole.ToolTipRole, "tip")):
                value = model.headerData(i, orientation, role)
                if isinstance(value, str):
                    yield kind, value
    for r in range(rows):
        for c in range(columns):
            index = model.index(r, c, root)
            shown = model.data(index, Qt.ItemDataRole.DisplayRole)
            for role, kind in ((Qt.ItemDataRole.DisplayRole, "seen"),
                               (Qt.ItemDataRole.ToolTipRole, "tip"),
                               (Qt.ItemDataRole.AccessibleTextRole, "told"),
                               (Qt.ItemDataRole.AccessibleDescriptionRole, "told")):
                value = model.data(index, role)
                if isinstance(value, str) and not (
                        kind == "told" and isinstance(shown, str)
                        and value == shown.translate(ISOLATES)):   # the shown text, unmarked
                    yield kind, value


def shown_pairs(w: QWidget) -> Iterable[tuple[str, str]]:
    """(how, text) for every text of `w`: "seen" as painted, "tip" a tooltip (rich when it
    looks rich), "told" only to a screen reader."""
    own = ""                                # what the widget itself shows
    if isinstance(w, QLabel):
        text, fmt = w.text(), w.textFormat()
        rich = fmt == Qt.TextFormat.RichText or (fmt == Qt.TextFormat.AutoText
                                                 and QtGui.Qt.mightBeRichText(text))
        own = unmnemonic(text) if w.buddy() is not None and not rich else as_read(text, rich)
    if isinstance(w, QAbstractButton):
        own = unmnemonic(w.text())
    yield "seen", own
    yield "seen", w.windowTitle()
    yield "tip", w.toolTip()
    if w.accessibleName() != own.translate(ISOLATES):   # not the shown text, isolates left out
        yield "told", w.accessibleName()
    yield "told", w.accessibleDescription()
    yield "seen", w.statusTip()
    if isinstance(w, QGroupBox):
        yield "seen", unmnemonic(w.title())
    if isinstance(w, QLineEdit):
        yield "seen", w.placeholderText()
    if isinstance(w, QSpinBox):
        yield "seen", w.prefix()
        yield "seen", w.suffix()
    if isinstance(w, QAbstractSpinBox):
        yield "seen", w.specialValueText()
    if isinstance(w, QComboBox):
        for i in range(w.count()):
            yield "seen", w.itemText(i)
            tip = w.itemData(i, Qt.ItemDataRole.ToolTipRole)
            if isinstance(tip, str):
                yield "tip", tip
    if isinstance(w, QTabWidget):
        for i in range(w.count()):
            yield "seen", unmnemonic(w.tabText(i))
    if isinstance(w, QTextEdit):
        yield "seen", w.toPlainText()
    if isinstance(w, QAbstractItemView):
        yield from _shown_model(w)
    if isinstance(w, QMenu):
        yield "seen", unmnemonic(w.title())
    for action in w.actions():
        yield "seen", unmnemonic(action.text())
        if action.toolTip() != unmnemonic(action.text().replace("...", "")).strip():
            yield "tip", action.toolTip()          # one of its own (Qt's is the text)


def shown_texts(root: QWidget, marks: bool = False) -> list[str]:
    """Every text of `root` and its descendants as the eye reads it or a screen reader is told
    it (see the module docstring); the invisible bidi isolates of what is seen are left out
    unless `marks`."""
    later.flush()
    out: list[str] = []
    for w in [root, *root.findChildren(QWidget)]:
        for how, text in shown_pairs(w):
            if not text or not text.strip():
                continue
            if how == "tip":
                text = maybe_rich(text)
            if how != "told" and not marks:
                text = text.translate(ISOLATES)
            out.append(text)
    return out
