"""Strict JSON for files from disk: no NaN/Infinity, no duplicate keys, bounded size and depth."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

MAX_BYTES = 6 * 1024 * 1024   # a record may be 4 MiB; the envelope adds little


class JsonError(ValueError):
    """Not strict JSON (the text says why, in English)."""


def read_limited(path: Path, limit: int = MAX_BYTES) -> bytes:
    """The file's bytes; JsonError if it is larger than `limit`. Raises OSError."""
    with open(path, "rb") as f:
        data = f.read(limit + 1)
    if len(data) > limit:
        raise JsonError(f"the file is larger than {limit // 1024 // 1024} MiB")
    return data


def loads_strict(data: bytes, max_depth: int = 12) -> Any:
    """Parse UTF-8 JSON strictly; JsonError says what is wrong."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise JsonError(f"not UTF-8 text (byte {e.start})") from None
    try:
        doc = json.loads(text, object_pairs_hook=_no_duplicates, parse_constant=_no_constant)
    except JsonError:
        raise
    except RecursionError:
        raise JsonError("nested too deeply") from None
    except ValueError as e:
        raise JsonError(f"not valid JSON ({e})") from None
    if _depth(doc) > max_depth:
        raise JsonError("nested too deeply")
    return doc


def dumps_bytes(doc: Any) -> bytes:
    """Pretty, stable UTF-8 JSON (refuses NaN)."""
    return (json.dumps(doc, ensure_ascii=False, allow_nan=False, indent=1) + "\n").encode("utf-8")


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
