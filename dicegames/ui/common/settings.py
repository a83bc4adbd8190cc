"""Preferences in an INI QSettings under the config dir; every read is typed and validated.

A damaged or hand-edited settings file never stops the app: unreadable values fall back to the
defaults one by one. A file that is not INI text at all (or too big, or not a regular file) is
moved aside as `settings.ini.corrupt-<UTC time>` before Qt may write there, and `moved_to` says
where it went.
"""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from PySide6.QtCore import QByteArray, QSettings

from dicegames.persistence import DICE_SOURCES, paths
from dicegames.ui.common.levels import LEVELS, OLD_LEVELS, seat_level

if TYPE_CHECKING:
    from dicegames.engine.records import PlayerEntry

LANGUAGES = ("system", "en", "ru", "es")
THEMES = ("system", "light", "dark")
ANIMATIONS = ("normal", "fast", "off")    # how the dice roll (dicegames.ui.play.prefs)
SPEECH = ("brief", "full")     # how much the table says to a screen reader (play/voice.py)
DICE_SIDES = {"small": 96, "medium": 128, "large": 168}   # the tray's largest die, in pixels
DICE_SIZES = tuple(DICE_SIDES)
PACE_RANGE = (0, 3000)
PRINT_KEYS = ("paper", "orientation", "large", "log")


class Preferences(NamedTuple):
    """What the player chose in Settings (ids, never translated words). A named tuple, not a
    dataclass: the home's first frame reads it and imports no `dataclasses`."""

    language: str = "system"
    theme: str = "system"
    animation: str = "normal"
    computer_pace_ms: int = 700
    dice_size: str = "medium"
    hand_over: bool = True               # the pass-and-play screen between human players
    tutor_level: str = "mistakes"        # the tutor speaks before: slips, mistakes, blunders
    speech: str = "brief"                # what a screen reader hears at the table: brief, full


TUTOR_LEVELS = ("slips", "mistakes", "blunders")    # dicegames.ai.games.TUTOR_LEVELS
_CHOICES = {"language": LANGUAGES, "theme": THEMES, "animation": ANIMATIONS,
            "dice_size": DICE_SIZES, "tutor_level": TUTOR_LEVELS, "speech": SPEECH}
_KEYS = {"language": "ui/language", "theme": "ui/theme", "animation": "play/animation",
         "computer_pace_ms": "play/computer_pace_ms", "dice_size": "play/dice_size",
         "hand_over": "play/hand_over", "tutor_level": "play/tutor_level",
         "speech": "access/speech"}


CAP = 256 * 1024


def _is_ini(path: Path) -> bool:
    """True when `path` is absent or a small INI text file (sections, keys, comments)."""
    if not path.exists() and not path.is_symlink():
        return True
    from dicegames.persistence.files import read_regular
    try:
        text = read_regular(path, CAP).decode("utf-8")
    except (OSError, ValueError):        # unreadable, too large (JsonError), not UTF-8
        return False
    for line in text.splitlines():
        line = line.strip()
        if line and not line.startswith((";", "#")) and not (
                line.startswith("[") and line.endswith("]")) and "=" not in line:
            return False
    return "\x00" not in text


class Settings:
    """The app's QSettings file (`settings.ini` in the config dir unless a path is given)."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = Path(path) if path is not None else paths.settings_path()
        self.moved_to: Path | None = None
        self.qs = self._open()

    def _open(self) -> QSettings:
        qs = QSettings(str(self.path), QSettings.Format.IniFormat) if _is_ini(self.path) \
            else None
        if qs is None or qs.status() == QSettings.Status.FormatError:
            from dicegames.persistence.files import move_aside
            del qs
            self.moved_to = move_aside(self.path, "corrupt")
            qs = QSettings(str(self.path), QSettings.Format.IniFormat)
        return qs

    @property
    def damaged(self) -> bool:
        """The file was not INI text: it was moved aside (`moved_to`) and defaults are used."""
        return self.moved_to is not None or self.qs.status() == QSettings.Status.FormatError

    # ---- typed reads: a bad value gives the default, never an exception
    def _text(self, key: str, default: str) -> str:
        try:
            value = self.qs.value(key, default, type=str)
        except Exception:
            return default
        return value if isinstance(value, str) else default

    def _int(self, key: str, default: int, lo: int, hi: int) -> int:
        from dicegames.engine.numbers import ascii_int
        value = ascii_int(self._text(key, str(default)).strip(), signed=True)
        return value if value is not None and lo <= value <= hi else default

    def _bool(self, key: str, default: bool) -> bool:
        text = self._text(key, "true" if default else "false").strip().lower()
        return {"true": True, "false": False}.get(text, default)

    def preferences(self) -> Preferences:
        d = Preferences()
        values: dict[str, Any] = {}
        for name, choices in _CHOICES.items():
            v = self._text(_KEYS[name], getattr(d, name))
            values[name] = v if v in choices else getattr(d, name)
        values["computer_pace_ms"] = self._int(_KEYS["computer_pace_ms"], d.computer_pace_ms,
                                               *PACE_RANGE)
        values["hand_over"] = self._bool(_KEYS["hand_over"], d.hand_over)
        return d._replace(**values)

    def set_preferences(self, prefs: Preferences) -> None:
        for name in prefs._fields:
            self.qs.setValue(_KEYS[name], getattr(prefs, name))
        self.qs.sync()

    # ---- window geometry
    def geometry(self) -> QByteArray:
        try:
            value = self.qs.value("window/geometry", QByteArray(), type=QByteArray)
        except Exception:
            return QByteArray()
        return value if isinstance(value, QByteArray) else QByteArray()

    def set_geometry(self, data: QByteArray) -> None:
        self.qs.setValue("window/geometry", data)
        self.qs.sync()

    # ---- the last new-game table (players and dice), so a family does not retype names
    def last_players(self) -> tuple[PlayerEntry, ...]:
        from dicegames.engine.names import clean_name, stored_name
        from dicegames.engine.records import PLAYER_KINDS, PROFILE_ID, PlayerEntry
        from dicegames.engine.strict_json import loads_strict
        try:
            raw = loads_strict(self._text("new_game/players", "[]"), 16 * 1024, 3)
            out = tuple(PlayerEntry(clean_name(p["name"]), p["kind"],
                                    seat_level(p["level"]) if p.get("level") else "",
                                    p.get("profile", ""))
                        for p in raw if stored_name(p.get("name")) is not None
                        and p.get("kind") in PLAYER_KINDS
                        and p.get("level", "") in ("", *LEVELS, *OLD_LEVELS)
                        and PROFILE_ID.fullmatch(p.get("profile", "") or "-"))
        except (ValueError, TypeError, KeyError, AttributeError):
            return ()
        return out[:8]

    def set_last_players(self, players: tuple[PlayerEntry, ...]) -> None:
        from dicegames.engine.strict_json import dumps_strict
        self.qs.setValue("new_game/players", dumps_strict(
            [{"name": p.name, "kind": p.kind, "level": p.level, "profile": p.profile}
             for p in players]))
        self.qs.sync()

    def last_game(self) -> str | None:
        """The game played last (None before the first, or when it is not a game we know)."""
        from dicegames.engine import game_ids
        value = self._text("new_game/game", "")
        return value if value in game_ids() else None

    def set_last_game(self, game_id: str) -> None:
        self.qs.setValue("new_game/game", game_id)

    # ---- the advisor beside the table, remembered per game and kind of table
    @staticmethod
    def _advisor_key(record: Any) -> str:
        people = sum(1 for p in record.players if p.kind != "computer")
        return f"advisor/{record.game}_{'solo' if people == 1 else 'table'}"

    def advisor(self, record: Any) -> str:
        """"on", "off" (the player's last choice for this game and kind of table: one person,
        or several) or "auto" (never chosen: on for one person)."""
        v = self._text(self._advisor_key(record), "auto")
        return v if v in ("on", "off") else "auto"

    def set_advisor(self, record: Any, shown: bool) -> None:
        self.qs.setValue(self._advisor_key(record), "on" if shown else "off")
        self.qs.sync()

    # ---- tutor mode: the players (statistics keys) who asked for it (New game, Settings)
    def tutored(self) -> frozenset[str]:
        from dicegames.engine.strict_json import loads_strict
        try:
            raw = loads_strict(self._text("tutor/players", "[]"), 32 * 1024, 2)
        except ValueError:
            return frozenset()
        if not isinstance(raw, list):
            return frozenset()
        return frozenset(k for k in raw[:200] if isinstance(k, str)
                         and k.startswith(("name:", "profile:")) and len(k) <= 200)

    def set_tutored(self, on: Any = (), off: Any = ()) -> None:
        """Tutor mode on for the keys `on`, off for the keys `off` (others kept)."""
        from dicegames.engine.strict_json import dumps_strict
        keys = (self.tutored() | frozenset(on)) - frozenset(off)
        self.qs.setValue("tutor/players", dumps_strict(sorted(keys)))
        self.qs.sync()

    def last_dice_source(self) -> str:
        v = self._text("new_game/dice_source", "virtual")
        return v if v in DICE_SOURCES else "virtual"

    def set_last_dice_source(self, source: str) -> None:
        self.qs.setValue("new_game/dice_source", source)
        self.qs.sync()

    # ---- the print set-up (paper, orientation, large print, log): dicegames.ui.printing.output
    def print_choices(self) -> dict[str, str]:
        """The print set-up as text; PrintSetup.of() validates it."""
        return {key: self._text(f"print/{key}", "") for key in PRINT_KEYS}

    def set_print_choices(self, choices: dict[str, str]) -> None:
        for key in PRINT_KEYS:
            self.qs.setValue(f"print/{key}", choices.get(key, ""))
        self.qs.sync()

    def sync(self) -> None:
        self.qs.sync()
