"""A GUI monkey: random but valid events over the whole app from a fixed seed, with the
invariants that must always hold checked after every event (see `core.py`, `checks.py`).

Used by `tests/ui/test_monkey.py` (1,500 events per game id) and `bench/monkey.py` (10,000).
"""
from .core import Monkey, MonkeyFoundError, close_monkey, deterministic, make_monkey

__all__ = ["Monkey", "MonkeyFoundError", "close_monkey", "deterministic", "make_monkey"]
