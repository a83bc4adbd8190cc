"""Domain errors of the engine: every one is a ValueError carrying a stable code and context."""
from __future__ import annotations


class DiceGamesError(ValueError):
    """Base of all engine errors; `code` is a stable machine id, `detail` a short English reason."""

    code = "error"

    def __init__(self, code: str, detail: str = "", **context: object) -> None:
        self.code = code
        self.detail = detail or code.replace("_", " ")
        self.context = context
        super().__init__(self.detail)


class IllegalActionError(DiceGamesError):
    """An action that the rules do not allow in this state (the state is left unchanged)."""


class OptionError(DiceGamesError):
    """An unknown option, a bad option value, or options that contradict each other."""


class UnknownGameError(DiceGamesError):
    """A game id that is not registered."""


class RecordError(DiceGamesError):
    """A game record that cannot be loaded or replayed; `index` names the event (or None)."""

    def __init__(self, detail: str, index: int | None = None, code: str = "bad_record") -> None:
        self.index = index
        where = f"event {index}: " if index is not None else ""
        super().__init__(code, where + detail, index=index)
