"""Light and dark palettes (palette roles only) applied app-wide with the Fusion style."""
from __future__ import annotations

from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

from dicegames.ui.first_frame import Qt

R = QPalette.ColorRole
G = QPalette.ColorGroup

LIGHT = {
    R.Window: "#efece5", R.WindowText: "#1f1e1c", R.Base: "#fbfaf7", R.AlternateBase: "#e6e1d6",
    R.ToolTipBase: "#fffbe8", R.ToolTipText: "#1f1e1c", R.PlaceholderText: "#7b776f",
    R.Text: "#1f1e1c", R.Button: "#e4e0d7", R.ButtonText: "#1f1e1c", R.BrightText: "#b3261e",
    R.Light: "#ffffff", R.Midlight: "#f2efe8", R.Mid: "#b9b3a6", R.Dark: "#8c867a",
    R.Shadow: "#4a463f", R.Highlight: "#2d6a4f", R.HighlightedText: "#ffffff",
    R.Link: "#1f5fa8", R.LinkVisited: "#6b3fa0",
}
DARK = {   # fields and cards a step lighter than the window, as on a lit table
    R.Window: "#1c1e20", R.WindowText: "#e9e6df", R.Base: "#2a2d31", R.AlternateBase: "#34383c",
    R.ToolTipBase: "#2f3236", R.ToolTipText: "#e9e6df", R.PlaceholderText: "#9a968f",
    R.Text: "#ece9e3", R.Button: "#34373c", R.ButtonText: "#e9e6df", R.BrightText: "#ff8a80",
    R.Light: "#4a4e54", R.Midlight: "#3c4045", R.Mid: "#5a5f65", R.Dark: "#121314",
    R.Shadow: "#000000", R.Highlight: "#58b184", R.HighlightedText: "#0d1a13",
    R.Link: "#8ab8f0", R.LinkVisited: "#c5a3ef",
}
DISABLED = (R.WindowText, R.Text, R.ButtonText, R.PlaceholderText)
INDICATOR_RING = "#c9c5bd"     # dark theme: Fusion draws the ring in this, darkened by 40 %
INDICATOR_FILL = "#3b3f45"


def _palette(colours: dict, disabled_text: str) -> QPalette:
    pal = QPalette()
    for role, colour in colours.items():
        pal.setColor(role, QColor(colour))
    accent = getattr(R, "Accent", None)                 # Qt 6.6+
    if accent is not None:
        pal.setColor(accent, QColor(colours[R.Highlight]))
    for role in DISABLED:
        pal.setColor(G.Disabled, role, QColor(disabled_text))
    pal.setColor(G.Disabled, R.Highlight, QColor(colours[R.Mid]))
    return pal


def light_palette() -> QPalette:
    return _palette(LIGHT, "#9a958b")


def dark_palette() -> QPalette:
    return _palette(DARK, "#6c6a66")


def system_is_dark() -> bool:
    """What the platform prefers (False where it cannot tell, e.g. offscreen)."""
    hints = QGuiApplication.styleHints()
    scheme = getattr(hints, "colorScheme", None)
    return scheme is not None and scheme() == Qt.ColorScheme.Dark


def platform_palette_is_dark() -> bool:
    """A first guess at the system scheme that builds no `Qt` enum (see `first_frame`): under a
    dark scheme the palette Qt starts with for the platform is dark."""
    return QGuiApplication.palette().color(R.Window).lightness() < 128


def resolve_theme(choice: str, *, guess: bool = False) -> str:
    if choice in ("light", "dark"):
        return choice
    dark = platform_palette_is_dark() if guess else system_is_dark()
    return "dark" if dark else "light"


class Theme:
    """Applies a theme choice and follows the system scheme while the choice is "system"."""

    def __init__(self) -> None:
        self.choice = "system"
        self.applied = ""
        hints = QGuiApplication.styleHints()
        signal = getattr(hints, "colorSchemeChanged", None)
        if signal is not None:
            signal.connect(self._system_changed)

    def apply(self, choice: str, *, guess: bool = False) -> str:
        """Fusion + the palette for `choice`; returns "light" or "dark". With `guess` (the
        first frame) "system" follows the platform palette; `settle()` checks it after."""
        app = QApplication.instance()
        self.choice = choice
        self.applied = resolve_theme(choice, guess=guess)
        if isinstance(app, QApplication):
            if app.property("dicegames_style") != "fusion":    # not created by create_app
                app.setStyle("Fusion")
                app.setProperty("dicegames_style", "fusion")
            make = dark_palette if self.applied == "dark" else light_palette
            app.setPalette(make())
            marks = make()                 # Fusion rings radio and check marks in a darker
            if self.applied == "dark":     # window colour: lift them off a dark window
                marks.setColor(R.Window, QColor(INDICATOR_RING))
                marks.setColor(R.Base, QColor(INDICATOR_FILL))
            for cls in ("QRadioButton", "QCheckBox"):      # a class name: PySide 6.11 takes a
                app.setPalette(marks, cls)  # type: ignore[arg-type]  # str (its stub: bytes)
        return self.applied

    def settle(self) -> None:
        """After the first frame: ask the system for its scheme (re-apply only if the first
        guess was wrong)."""
        if self.choice == "system" and resolve_theme("system") != self.applied:
            self.apply("system")

    def _system_changed(self, *_: object) -> None:
        if self.choice == "system":
            self.apply("system")
