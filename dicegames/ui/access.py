"""Accessible interfaces where Qt's own are not enough: a role a plain widget cannot set.

A widget asks for a role with a class attribute `a11y_role`, the name of a `QAccessible.Role`
("Button", "CheckBox", "Notification"); `a11y_checked()` (when it has it) says whether it is
checked, `a11y_press()` what pressing it through a screen reader does. Declaring the role is a
plain string, so the home's first frame (dicegames/ui/first_frame.py) may carry one without
touching Qt; `install()` runs after that frame is painted (and again, harmlessly, when the
first game opens) and drops the interfaces Qt made before it, so they are made anew with
their roles.
"""
from __future__ import annotations

from typing import Any, TypeVar

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import (
    QAccessible,
    QAccessibleObject,
    QAccessibleStateChangeEvent,
    QGuiApplication,
)
from PySide6.QtWidgets import (
    QAccessibleWidget,
    QApplication,
    QCheckBox,
    QGroupBox,
    QLabel,
    QLayout,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from dicegames.ui.words import translate, unisolated

_installed = False
_alive: dict[int, Any] = {}     # Python keeps what Qt's cache points to


class RoleAccessible(QAccessibleWidget):
    """A widget's interface with the role it declares; checkable and pressable on request."""

    def __init__(self, widget: QWidget, role: QAccessible.Role) -> None:
        super().__init__(widget, role)
        self._widget = widget

    def state(self) -> QAccessible.State:
        state = super().state()
        checked = getattr(self._widget, "a11y_checked", None)
        if checked is not None:
            state.checkable = True
            state.checked = bool(checked())
        return state

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name and getattr(self._widget, "a11y_own_name", False):
            return self._widget.accessibleName()     # not its group's title (group_body)
        return super().text(kind)

    def actionNames(self) -> list[str]:
        names = list(super().actionNames())
        if hasattr(self._widget, "a11y_press") and QAccessibleWidget.pressAction() not in names:
            names.insert(0, QAccessibleWidget.pressAction())
        return names

    def doAction(self, name: str) -> None:
        press = getattr(self._widget, "a11y_press", None)
        if press is not None and name in (QAccessibleWidget.pressAction(),
                                          QAccessibleWidget.toggleAction()):
            press()
            return
        super().doAction(name)


def _factory(_key: str, obj: QObject) -> Any:
    if obj is QApplication.instance():
        app = AppAccessible(obj)
        _alive[0] = app
        return app
    role_name = getattr(type(obj), "a11y_role", None)
    if not role_name or not isinstance(obj, QWidget):
        return None
    iface = RoleAccessible(obj, getattr(QAccessible.Role, role_name))
    key = id(obj)
    _alive[key] = iface
    obj.destroyed.connect(lambda *_: _alive.pop(key, None))
    return iface


class _Windows(QObject):
    """Each window as a screen reader should find it: named by its title for the ear, and
    said again to be active a moment after it became so, and as the focus moves in it.

    A screen reader keeps each object's states in its AT-SPI cache. Orca 43 once kept a
    window "not active" in its cache after a table opened (its log: "lacks state active"), and
    then ignored every focus change in it — Tab said only "tab". (The cause was the window's
    accessible object made anew, main_window.py says why; a state change sent with the focus
    keeps the cache right whatever the cause: Orca reads the focus event after both have
    arrived.) Windows are met as the focus enters them, so only their own events are
    watched, not every event of the application."""

    DELAY_MS = 300

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self._seen: set[int] = set()
        app.focusChanged.connect(lambda _old, now: self._focus_moved(now))

    def _focus_moved(self, now: QWidget | None) -> None:
        if now is None or not QAccessible.isActive():
            return
        window = now.window()
        if id(window) not in self._seen:
            self._seen.add(id(window))
            window.installEventFilter(self)
            window.destroyed.connect(lambda *_, key=id(window): self._seen.discard(key))
            _name_window(window)
            for_the_ear(window.findChildren(QWidget))    # read as it opens: all of it
        else:
            for_the_ear([now], window)  # made since (New game's rules): the one read now
        _say_active(window)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.WindowTitleChange and isinstance(obj, QWidget):
            _name_window(obj)
        elif kind == QEvent.Type.LanguageChange and isinstance(obj, QWidget):
            QTimer.singleShot(0, obj, lambda: for_the_ear(obj.findChildren(QWidget)))
        elif kind == QEvent.Type.WindowActivate and isinstance(obj, QWidget):
            _name_window(obj)
            for_the_ear(obj.findChildren(QWidget))
            QTimer.singleShot(self.DELAY_MS, obj, lambda: _say_active(obj))
        return False


def _name_window(window: QWidget) -> None:
    """A window named by its title for the ear ("Zonk, Dice Games", "New game"): Orca reads
    the title it shows, the application's name after an em dash, and says "em dash"."""
    from dicegames.ui.ear import for_ear
    title = window.windowTitle()
    if title:
        window.setAccessibleName(for_ear(title))


def for_the_ear(widgets: list[QWidget], window: QWidget | None = None) -> None:
    """Name and describe `widgets` for the ear (`dicegames.ui.ear.for_ear`): Orca says the
    marks a screen shows by name — "Game colon combo box" (a form label's colon names its
    field), "Move down left paren Alt plus Down right paren" (a name or a tooltip). A name
    the code gives, a form label's, a check box's or radio button's text, a description or
    tooltip is said for the ear; each is made again as the focus comes (a text may have
    changed meanwhile) and after a new language. Any other button or label named by its own
    text is left to Qt, which follows it as it changes. What
    was given here is kept on the widget (properties), to tell it from what its code gave."""
    from dicegames.ui.ear import for_ear
    labels: dict[QWidget, QLabel] = {}    # a field → its form label (in `window`, else among
    for label in window.findChildren(QLabel) if window is not None else widgets:  # `widgets`)
        buddy = label.buddy() if isinstance(label, QLabel) else None
        if buddy is not None and isinstance(label, QLabel):
            labels[buddy] = label
    if window is not None:                       # a field's label with it
        widgets = widgets + [labels[w] for w in widgets if w in labels]
    for w in widgets:
        given, was = w.property(_NAME) or "", w.property(_SOURCE) or ""
        own = w.accessibleName()
        ours = bool(own) and own == given        # given here: from its code's name, if `was`
        coded = (was if ours else own) if own else ""      # the code's name
        if coded:
            source = qt = coded
        elif isinstance(w, (QCheckBox, QRadioButton)) \
                or isinstance(w, QLabel) and w.buddy() is not None:
            source = qt = _shown(w.text())       # "Casual game: not counted …", a form's label
        elif w in labels:                        # Qt names it by its label, colon and all
            qt = _shown(labels[w].text())
            source = qt.rstrip(" :\uff1a")
        else:
            source = qt = ""
        heard = for_ear(source)
        if heard != (own or qt):
            w.setAccessibleName(heard)
            w.setProperty(_NAME, heard)
            w.setProperty(_SOURCE, coded)
        given, was = w.property(_DESCRIPTION) or "", w.property(_SOURCE_D) or ""
        own = w.accessibleDescription()
        coded = (was if own == given else own) if own else ""   # the code's description
        qt = coded or w.toolTip()
        said = for_ear(_shown(qt))
        if said != (own or qt):
            w.setAccessibleDescription(said)
            w.setProperty(_DESCRIPTION, said)
            w.setProperty(_SOURCE_D, coded)


_NAME, _SOURCE = "ear_name", "ear_name_source"
_DESCRIPTION, _SOURCE_D = "ear_description", "ear_description_source"


def _shown(text: str) -> str:
    """A widget's text as a reader gets it: no mnemonic marks, rich text as plain."""
    from PySide6.QtGui import Qt as GuiQt
    if GuiQt.mightBeRichText(text):
        from PySide6.QtGui import QTextDocumentFragment
        return QTextDocumentFragment.fromHtml(text).toPlainText()
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _say_active(window: QWidget) -> None:
    if window.isActiveWindow() and QAccessible.isActive():
        changed = QAccessible.State()
        changed.active = True
        QAccessible.updateAccessibility(QAccessibleStateChangeEvent(window, changed))


def install() -> None:
    """Install the factory once (the application gets its description from it too)."""
    global _installed
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    if _installed:
        return
    _installed = True
    QAccessible.installFactory(_factory)
    _alive[-1] = _Windows(app)
    old = QAccessible.queryAccessibleInterface(app)
    if old is not None and not isinstance(old, AppAccessible):
        QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(old))
    if not QAccessible.isActive():
        return
    for widget in QApplication.allWidgets():     # made before the factory: made again
        if getattr(type(widget), "a11y_role", None):
            iface = QAccessible.queryAccessibleInterface(widget)
            if iface is not None and not isinstance(iface, RoleAccessible):
                QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(iface))


Layout = TypeVar("Layout", bound=QLayout)


class _GroupBody(QWidget):
    """A group box's body: a plain pane named by nothing. Qt names (and labels) a titled
    group box's own child by its title, and Orca 43 takes a panel whose one child has its
    own name for layout and says neither."""

    a11y_role = "Client"
    a11y_own_name = True


def group_body(box: QGroupBox, kind: type[Layout]) -> tuple[QWidget, Layout]:
    """The plain widget a titled group box's controls and their labels sit in, with its
    layout of `kind`: Qt labels a group box's own children by its title, so Orca read the
    group twice, as the panel a control is in and as the control's label ("Кости panel.
    Кости." before each of New game's dice; the print dialog's check boxes as "Page check
    box"). Inside this widget a control is read by its own text (or its own label) after
    its group's name, said once; it looks the same: the box keeps its margins, the body has
    none."""
    install()                                  # the body's role and name are the factory's
    body = _GroupBody(box)
    layout = kind(body)
    layout.setContentsMargins(0, 0, 0, 0)
    QVBoxLayout(box).addWidget(body)
    return body, layout


def name_as_shown(widget: QWidget, text: str) -> None:
    """Name `widget` for screen readers by the text it shows without its bidi isolates (Qt
    hands a label's text on as it is, and a braille display shows each isolate as a code);
    a text without them leaves the name to Qt."""
    plain = unisolated(text)
    widget.setAccessibleName(plain if plain != text else "")


class AppAccessible(QAccessibleObject):
    """The application on the accessibility desktop: its name, what it is, its windows."""

    def __init__(self, app: QObject) -> None:
        super().__init__(app)

    def _windows(self) -> list[QWidget]:
        return [w for w in QApplication.topLevelWidgets() if w.isWindow() and w.isVisible()
                and not w.testAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen)]

    def childCount(self) -> int:
        return len(self._windows())

    def child(self, index: int) -> Any:
        windows = self._windows()
        return QAccessible.queryAccessibleInterface(windows[index]) \
            if 0 <= index < len(windows) else None

    def indexOfChild(self, child: Any) -> int:
        obj = child.object() if child is not None else None
        windows = self._windows()
        return windows.index(obj) if obj in windows else -1

    def parent(self) -> Any:
        return None

    def focusChild(self) -> Any:
        window = QApplication.activeWindow()
        return QAccessible.queryAccessibleInterface(window) if window is not None else None

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.Application

    def state(self) -> QAccessible.State:
        return QAccessible.State()

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name:
            return QGuiApplication.applicationDisplayName()
        if kind == QAccessible.Text.Description:
            return translate("Application", "Traditional dice games: play at the table, or "
                             "keep the score of real dice")
        return ""
