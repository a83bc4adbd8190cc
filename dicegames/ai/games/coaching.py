"""The coach's calibration of a game (docs/ai.md "The coach"): how a cost is shown, the mean
cost per decision of the computer's Easy and Normal levels (measured), the rating bands made
from them and the tutor's thresholds. Each family's module gives its games' calibration with
their computer side (`Computer.coaching`); plain data: importing it loads no solver.
"""
from __future__ import annotations

from dataclasses import dataclass

# the rating bands, best first (their words are the UI's: dicegames.ui.coach)
BANDS = ("master", "expert", "advanced", "casual", "beginner")
# how sensitive the tutor is: it speaks before a move that costs more than the game's threshold
TUTOR_LEVELS = ("slips", "mistakes", "blunders")
TUTOR_DEFAULT = "mistakes"


@dataclass(frozen=True)
class Coaching:
    """One game's calibration (costs in the advisor's measure of the game)."""

    game: str
    places: int                          # decimals a cost is shown with (0.05 shows as 0.1)
    easy: float                          # the Easy computer's mean cost per decision
    normal: float                        # the Normal computer's mean cost per decision
    strong: float                        # the Strong computer's (0 where it plays the advisor;
    #                                      the Zonk family's plays for the target at the end)
    tutor: tuple[float, float, float]    # the cost above which the tutor speaks, per level

    @property
    def best_below(self) -> float:
        """A cost under this reads 0 at `places` decimals: the choice counts as the best."""
        return 0.5 * 10.0 ** -self.places

    def limits(self) -> tuple[float, float, float, float]:
        """The upper limits of the bands but the last (the mean cost per decision): master
        up to halfway from the Strong computer's cost to the Normal one's, expert up to
        Normal's, advanced halfway to Easy's, casual up to Easy's, beginner above. Where the
        Strong computer costs more than the Normal one in this measure (zonk: it plays the
        duel for the win, which costs expected points of the turn) the advisor's own 0 is the
        reference instead, so the bands stay in order."""
        n, e = self.normal, self.easy
        s = self.strong if self.strong <= n else 0.0
        return ((s + n) / 2, n, (n + e) / 2, e)

    def band(self, cost_per_decision: float) -> str:
        for name, limit in zip(BANDS, self.limits()):
            if cost_per_decision <= limit:
                return name
        return BANDS[-1]

    def threshold(self, level: str) -> float:
        return self.tutor[TUTOR_LEVELS.index(level)] if level in TUTOR_LEVELS \
            else self.tutor[TUTOR_LEVELS.index(TUTOR_DEFAULT)]

    def scale(self) -> float:
        """The size of a typical mistake in this game (Normal's mean cost per decision), to
        put costs of different games side by side."""
        return self.normal if self.normal > 0 else 1.0
