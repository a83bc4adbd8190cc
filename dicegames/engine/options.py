"""Rules as data: frozen dataclasses whose fields are the options of RULES.md."""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import MISSING, dataclass, field, fields, replace
from typing import Any, TypeVar

from .errors import OptionError
from .numbers import ascii_int

R = TypeVar("R", bound="Rules")


def option(default: Any, *, choices: tuple[Any, ...] = (), lo: int | None = None,
           hi: int | None = None, group: str = "", source: Any = MISSING) -> Any:
    """A rules field: `choices` for a closed set of words (or of whole numbers), `lo`/`hi` for a
    whole number in a range.

    `source` is the source text's own reading where our default differs from it (shown to players).
    """
    meta = {"choices": choices, "lo": lo, "hi": hi, "group": group, "source": source}
    return field(default=default, metadata=meta)


@dataclass(frozen=True)
class OptionInfo:
    key: str
    kind: str                 # "bool", "int" or "choice"
    default: Any
    choices: tuple[Any, ...]            # words; for "int", the only allowed numbers (if any)
    lo: int | None
    hi: int | None
    group: str
    source: Any               # the source text's value where it differs from the default


@dataclass(frozen=True)
class Rules:
    """Base of every game's rules; subclasses add option fields and may override `validate`."""

    def validate(self) -> None:
        """Refuse contradictory options (OptionError)."""

    def inactive(self, players: int) -> frozenset[str]:
        """The options that change nothing with these other options and this many players
        (the UI hides them; their values are kept)."""
        return frozenset()

    @classmethod
    def describe(cls) -> tuple[OptionInfo, ...]:
        """Every option with its type, default and allowed values (for the UI and the CLI)."""
        out = []
        for f in fields(cls):
            m = f.metadata
            kind = "bool" if isinstance(f.default, bool) else "int" if isinstance(f.default, int) \
                else "choice"
            out.append(OptionInfo(f.name, kind, f.default, tuple(m.get("choices", ())),
                                  m.get("lo"), m.get("hi"), m.get("group", ""),
                                  None if m.get("source", MISSING) is MISSING else m["source"]))
        return tuple(out)

    @classmethod
    def from_options(cls: type[R], options: Mapping[str, Any] | None = None,
                     base: R | None = None) -> R:
        """Rules from `{key: value}` (values as text or JSON scalars); OptionError if wrong."""
        start = base if base is not None else cls()
        if not options:
            start.validate()
            return start
        info = {o.key: o for o in cls.describe()}
        changes = {}
        for key, raw in options.items():
            if key not in info:
                known = ", ".join(sorted(info))
                raise OptionError("unknown_option", f"unknown option {key!r} (known: {known})",
                                  key=key)
            changes[key] = parse_value(info[key], raw)
        rules = replace(start, **changes)
        rules.validate()
        return rules

    def to_options(self) -> dict[str, Any]:
        """Every option as a JSON scalar (records store the full set)."""
        return {f.name: getattr(self, f.name) for f in fields(self)}


def parse_value(info: OptionInfo, raw: Any) -> Any:
    """Convert an option value given as text or JSON scalar; OptionError when it does not fit."""
    def bad(why: str) -> OptionError:
        return OptionError("bad_value", f"option {info.key}: {why}", key=info.key, value=raw)

    if info.kind == "bool":
        if isinstance(raw, bool):
            return raw
        if isinstance(raw, str) and raw.lower() in ("true", "false", "yes", "no", "on", "off",
                                                    "1", "0"):
            return raw.lower() in ("true", "yes", "on", "1")
        raise bad(f"expected true or false, not {raw!r}")
    if info.kind == "int":
        if isinstance(raw, bool):
            raise bad(f"expected a whole number, not {raw!r}")
        if isinstance(raw, str):
            number = ascii_int(raw.strip().replace("_", ""), signed=True)
            if number is None:
                raise bad(f"expected a whole number, not {raw!r}")
            raw = number
        if not isinstance(raw, int):
            raise bad(f"expected a whole number, not {raw!r}")
        if info.choices and raw not in info.choices:
            raise bad(f"expected one of {', '.join(map(str, info.choices))}, not {raw}")
        if info.lo is not None and raw < info.lo or info.hi is not None and raw > info.hi:
            raise bad(f"must be between {info.lo} and {info.hi}, not {raw}")
        return raw
    if not isinstance(raw, str) or raw not in info.choices:
        raise bad(f"expected one of {', '.join(info.choices)}, not {raw!r}")
    return raw


def parse_options(pairs: Iterable[str]) -> dict[str, str]:
    """Options written as `KEY=VALUE` (the command line's `--option`), as text for
    `Rules.from_options`; OptionError for a pair without `=` or without a key."""
    out = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise OptionError("bad_option_pair", f"--option takes KEY=VALUE, not {pair!r}")
        out[key.strip()] = value.strip()
    return out
