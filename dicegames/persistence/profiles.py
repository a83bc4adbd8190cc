"""The household players: lasting profiles (a name, a colour and an avatar shape, the level a
computer seat of theirs plays at), kept in `profiles.json` beside the saves.

A profile's `id` never changes: a game's record names it for each seat it sat at
(`PlayerEntry.profile`), so renaming a player keeps every game of his. The file is a slot
(`slot.py`): written atomically with a `.bak`; a damaged one is moved aside (the `.bak` is
restored), one written by a newer dicegames is left as it is and, before anything is written
there, moved aside — never overwritten.
"""
from __future__ import annotations

import secrets
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from dicegames.engine.names import MAX_NAME, blank, clean_name, stored_name
from dicegames.engine.records import PROFILE_ID, writable

from . import paths
from .errors import NewerVersionError, PersistenceError, SaveFormatError
from .files import JsonError, dumps_bytes, loads_strict
from .saves import now_iso
from .slot import Kept, Slot

FORMAT = "dicegames-profiles"
VERSION = 1
CAP = 1024 * 1024
MAX_PROFILES = 200
COLOURS = ("green", "blue", "red", "orange", "purple", "teal", "brown", "pink")
AVATARS = ("circle", "square", "triangle", "diamond", "star", "hexagon", "cross", "plus")
LEVELS = ("easy", "normal", "strong")


@dataclass(frozen=True)
class Profile:
    id: str
    name: str
    colour: str = COLOURS[0]
    avatar: str = AVATARS[0]
    level: str = "normal"          # a computer seat of this player plays at this level
    created: str = ""

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "name": self.name, "colour": self.colour,
                "avatar": self.avatar, "level": self.level, "created": self.created}


class ProfileError(ValueError):
    """A profile that cannot be kept: `code` is `empty_name`, `name_taken`, `too_many` or
    `unknown`."""

    def __init__(self, code: str, detail: str) -> None:
        super().__init__(detail)
        self.code = code


def name_key(name: str) -> str:
    """What two names of one household player share: case and spacing do not matter."""
    return " ".join(clean_name(name).split()).casefold()


def _profile(p: Any, path: Path) -> Profile:
    name = stored_name(p.get("name"), MAX_NAME) if isinstance(p, dict) else None
    ok = name is not None and not blank(name) and isinstance(p.get("id"), str) \
        and PROFILE_ID.fullmatch(p["id"]) is not None \
        and p.get("colour") in COLOURS and p.get("avatar") in AVATARS \
        and p.get("level", "normal") in LEVELS and isinstance(p.get("created", ""), str) \
        and len(p.get("created", "")) <= 40 and writable(p.get("created", ""))
    if not ok or name is None:
        raise SaveFormatError("a household player is malformed", path)
    return Profile(p["id"], name, p["colour"], p["avatar"], p.get("level", "normal"),
                   p.get("created", ""))


def parse(data: bytes, path: Path) -> list[Profile]:
    """The profiles of a file's bytes. Raises SaveFormatError (damaged) or NewerVersionError."""
    try:
        doc = loads_strict(data, CAP, 6)
    except JsonError as e:
        raise SaveFormatError(str(e), path, code=e.code) from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT \
            or type(doc.get("version")) is not int or doc["version"] < 1:
        raise SaveFormatError("not a file of household players", path)
    if doc["version"] > VERSION:
        raise NewerVersionError(f"household players version {doc['version']} is newer than "
                                f"{VERSION}", path)
    raw = doc.get("profiles")
    if not isinstance(raw, list) or len(raw) > MAX_PROFILES:
        raise SaveFormatError("the household players are malformed", path)
    out = [_profile(p, path) for p in raw]
    if len({p.id for p in out}) != len(out):
        raise SaveFormatError("two household players have one id", path)
    return out


def document(profiles: list[Profile]) -> bytes:
    return dumps_bytes({"format": FORMAT, "version": VERSION,
                        "profiles": [p.to_json() for p in profiles]})


class ProfileBook:
    """The household players (read by `reload`, changed by `add`, `update` and `remove`, each
    written at once). `problem` is what reading met (a damaged file moved aside, a newer one
    left alone); the paths a write moved aside come back from every change."""

    def __init__(self, path: Path | None = None) -> None:
        self.slot: Slot[list[Profile]] = Slot(
            Path(path) if path is not None else paths.profiles_path(), parse, CAP)
        self.profiles: list[Profile] = []
        self.problem: PersistenceError | None = None
        self.reload()

    @property
    def path(self) -> Path:
        return self.slot.path

    def reload(self) -> PersistenceError | None:
        """Read the file again (never raises)."""
        loaded = self.slot.load()
        self.profiles = list(loaded.value or [])
        self.problem = loaded.problem
        return self.problem

    # ------------------------------------------------------------------ reading
    def get(self, profile_id: str) -> Profile | None:
        return next((p for p in self.profiles if p.id == profile_id), None)

    def named(self, name: str) -> Profile | None:
        """The profile of this name (case and spacing do not matter)."""
        key = name_key(name)
        return next((p for p in self.profiles if name_key(p.name) == key), None) \
            if key else None

    def names(self) -> dict[str, str]:
        """Player key (`profile:<id>`) → the profile's name, for the statistics."""
        return {f"profile:{p.id}": p.name for p in self.profiles}

    # ------------------------------------------------------------------ changing
    def _check(self, name: str, own_id: str = "") -> str:
        name = clean_name(name)
        if blank(name):
            raise ProfileError("empty_name", "a household player needs a name")
        other = self.named(name)
        if other is not None and other.id != own_id:
            raise ProfileError("name_taken", f"{name!r} is already a household player")
        return name

    def _write(self, profiles: list[Profile]) -> list[Path]:
        kept: Kept = self.slot.write(document(profiles))
        self.profiles = profiles
        moved = [p for p, _ in kept.moved]
        if self.problem is not None and self.problem.moved_to is not None:
            moved.insert(0, self.problem.moved_to)
        self.problem = None
        return moved

    def add(self, name: str, colour: str | None = None, avatar: str | None = None,
            level: str = "normal") -> tuple[Profile, list[Path]]:
        """A new household player (written at once). Raises ProfileError or StorageError."""
        name = self._check(name)
        if len(self.profiles) >= MAX_PROFILES:
            raise ProfileError("too_many", f"at most {MAX_PROFILES} household players")
        used_colours = [p.colour for p in self.profiles]
        used_avatars = [p.avatar for p in self.profiles]
        profile = Profile(
            "p" + secrets.token_hex(6), name,
            colour if colour in COLOURS else min(COLOURS, key=used_colours.count),
            avatar if avatar in AVATARS else min(AVATARS, key=used_avatars.count),
            level if level in LEVELS else "normal", now_iso())
        return profile, self._write(self.profiles + [profile])

    def update(self, profile: Profile) -> list[Path]:
        """Change a player's name, colour, avatar or level; his id — and so his games — stay.
        Raises ProfileError or StorageError."""
        if self.get(profile.id) is None:
            raise ProfileError("unknown", "no such household player")
        fixed = replace(profile, name=self._check(profile.name, profile.id),
                        colour=profile.colour if profile.colour in COLOURS else COLOURS[0],
                        avatar=profile.avatar if profile.avatar in AVATARS else AVATARS[0],
                        level=profile.level if profile.level in LEVELS else "normal")
        return self._write([fixed if p.id == profile.id else p for p in self.profiles])

    def remove(self, profile_id: str) -> list[Path]:
        """Forget a household player (his games keep the name they were played under).
        Raises StorageError."""
        return self._write([p for p in self.profiles if p.id != profile_id])
