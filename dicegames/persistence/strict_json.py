"""Strict JSON files from disk: bounded reads, the engine's strict parser, stable writes."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from dicegames.engine.strict_json import JsonError as JsonError  # re-exported
from dicegames.engine.strict_json import loads_strict as engine_loads_strict

MAX_BYTES = 6 * 1024 * 1024   # a record may be 4 MiB; the envelope adds little


def read_limited(path: Path, limit: int = MAX_BYTES) -> bytes:
    """The file's bytes; JsonError if it is larger than `limit`. Raises OSError."""
    with open(path, "rb") as f:
        data = f.read(limit + 1)
    if len(data) > limit:
        raise JsonError(f"the file is larger than {limit // 1024 // 1024} MiB", "too_large")
    return data


def loads_strict(data: bytes, max_depth: int = 12) -> Any:
    """Parse UTF-8 JSON strictly; JsonError says what is wrong."""
    return engine_loads_strict(data, MAX_BYTES, max_depth)


def dumps_bytes(doc: Any) -> bytes:
    """Pretty, stable UTF-8 JSON (refuses NaN)."""
    return (json.dumps(doc, ensure_ascii=False, allow_nan=False, indent=1) + "\n").encode("utf-8")
