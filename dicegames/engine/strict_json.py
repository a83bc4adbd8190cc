"""Strict JSON both ways: the one reader of hostile input (UTF-8 only, no NaN/Infinity, no
duplicate keys, bounded) and the one writer of everything the program writes (`dumps_strict`:
never NaN or Infinity, which no strict reader would take back)."""
from __future__ import annotations

import json
from typing import Any


class JsonError(ValueError):
    """Not strict JSON; `code` is `too_large`, `not_text` or `bad_json`, the text says why."""

    def __init__(self, detail: str, code: str = "bad_json") -> None:
        self.code = code
        super().__init__(detail)


def loads_strict(data: str | bytes, max_bytes: int, max_depth: int) -> Any:
    """Parse JSON strictly within the size and nesting limits; JsonError says what is wrong."""
    if len(data) > max_bytes:
        raise JsonError(f"larger than {max_bytes // 1024 // 1024} MiB", "too_large")
    if isinstance(data, bytes):
        try:
            data = data.decode("utf-8")
        except UnicodeDecodeError as e:
            raise JsonError(f"not UTF-8 text (byte {e.start})", "not_text") from None
    try:
        doc = json.loads(data, object_pairs_hook=_no_duplicates, parse_constant=_no_constant)
    except JsonError:
        raise
    except RecursionError:
        raise JsonError("nested too deeply") from None
    except ValueError as e:
        raise JsonError(f"not valid JSON ({e})") from None
    if _depth(doc) > max_depth:
        raise JsonError("nested too deeply")
    return doc


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for k, v in pairs:
        if k in out:
            raise JsonError(f"duplicate key {k!r}")
        out[k] = v
    return out


def _no_constant(name: str) -> Any:
    raise JsonError(f"{name} is not allowed")


def _depth(x: Any) -> int:
    if isinstance(x, dict):
        return 1 + max((_depth(v) for v in x.values()), default=0)
    if isinstance(x, list):
        return 1 + max((_depth(v) for v in x), default=0)
    return 0


def dumps_strict(doc: Any, *, indent: int | None = None, compact: bool = False,
                 sort_keys: bool = False, ascii_only: bool = False) -> str:
    """`doc` as JSON text that `loads_strict` reads back: ValueError for NaN or Infinity.
    `compact` leaves out the spaces after separators; `ascii_only` escapes every non-ASCII
    character (text that UTF-8 cannot hold, a lone surrogate, survives so)."""
    return json.dumps(doc, ensure_ascii=ascii_only, allow_nan=False, indent=indent,
                      sort_keys=sort_keys, separators=(",", ":") if compact else None)


def dumps_lines(doc: Any, *, indent: int | None = None, compact: bool = False) -> str:
    """`dumps_strict` as text to be written in UTF-8: non-ASCII characters as they are, unless
    the text holds one UTF-8 cannot encode (a lone surrogate kept from a hostile file): then
    escaped, so it survives as it was."""
    text = dumps_strict(doc, indent=indent, compact=compact)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return dumps_strict(doc, indent=indent, compact=compact, ascii_only=True)
    return text
