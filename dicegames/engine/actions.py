"""Actions: small immutable value types that round-trip through text (`"reroll 0 3 4"`)."""
from __future__ import annotations

from dataclasses import dataclass

from .errors import IllegalActionError

Arg = int | str


@dataclass(frozen=True, slots=True)
class Action:
    """A verb with integer or word arguments: `roll 6 6 2 3 3`, `score full_house`, `bank`."""

    verb: str
    args: tuple[Arg, ...] = ()

    def to_str(self) -> str:
        """The action as one line of text, as written in records."""
        return " ".join([self.verb, *map(str, self.args)])

    @classmethod
    def from_str(cls, text: str) -> Action:
        """Parse `to_str()` output; numbers become ints. Raises IllegalActionError on junk."""
        if not isinstance(text, str) or len(text) > 200:
            raise IllegalActionError("malformed_action", "an action must be a short line of text")
        words = text.split()
        if not words or not all(w.isascii() and (w.isalnum() or "_" in w) for w in words):
            raise IllegalActionError("malformed_action", f"cannot read action {text[:60]!r}")
        verb = words[0]
        if not verb.isalpha() and "_" not in verb:
            raise IllegalActionError("malformed_action",
                                     f"an action starts with a word: {text[:60]!r}")
        return cls(verb, tuple(int(w) if w.isdigit() else w for w in words[1:]))

    @property
    def numbers(self) -> tuple[int, ...]:
        """The whole-number arguments (tray positions or faces), in order."""
        return tuple(x for x in self.args if isinstance(x, int))

    def __str__(self) -> str:
        return self.to_str()

    def __repr__(self) -> str:
        """`Action.from_str('roll 6 6 2 3 3')`: evaluates back to an equal action."""
        return f"Action.from_str({self.to_str()!r})"


def roll(*faces: int) -> Action:
    """The chance action that puts these faces on the dice being thrown."""
    return Action("roll", tuple(faces))


def act(text: str) -> Action:
    """Shorthand for Action.from_str."""
    return Action.from_str(text)
