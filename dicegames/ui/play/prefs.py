"""How the play view behaves: built by the app shell from its settings."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class PlayPrefs:
    """Presentation preferences of the play view (never part of a game record)."""

    animation: str = "normal"          # "normal" | "fast" | "off" (settings.ANIMATIONS)
    computer_pace_ms: int = 700        # pause before each step of a computer seat
    dice_size: int = 128               # the largest side of a die in the tray, logical pixels
    hand_over: bool = True             # "Pass to Anna" between different human players
    deciding_ms: int | None = None     # how long a turn's last throw stays (None: by animation)
    settle_ms: int = 350               # the hand-over ignores Enter this soon after it shows
    advisor: str = "auto"              # the advisor beside the table: "on" | "off" | "auto"
    #                                    (auto: on when one person plays, off otherwise)
    tutor: frozenset[str] = frozenset()   # the players (statistics keys) the tutor speaks to
    tutor_level: str = "mistakes"      # before which moves: "slips" | "mistakes" | "blunders"
    speech: str = "brief"              # what a screen reader hears: "brief" | "full"

    def roll_timing(self) -> tuple[int, int]:
        """(per-die duration, stagger) of the roll animation in ms; (0, 0) when off."""
        return {"normal": (520, 50), "fast": (260, 25)}.get(self.animation, (0, 0))

    def deciding_pause(self) -> int:
        """How long the throw that ended a turn stays on the table before the turn passes
        (any key passes it at once)."""
        if self.deciding_ms is not None:
            return max(0, self.deciding_ms)
        return {"normal": 1600, "fast": 1000}.get(self.animation, 1200)
