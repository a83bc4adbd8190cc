"""The Zonk family's figures (zonk, chicago, detroit): its turns, the zonks among them and the
hot dice, and over many games the zonk rate (zonks per turn)."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from dicegames.engine.events import Banked, HotDice, Zonk
from dicegames.engine.games.zonk import SixOfAKind

from .base import Figure, Figures, Tally, rate


class ZonkFigures(Figures):
    counted = ("turns", "zonks", "hot_dice")
    # a turn ends with a zonk, a bank or zonk's six of a kind
    tallies = (Tally("zonks", Zonk), Tally("turns", Zonk), Tally("turns", Banked),
               Tally("turns", SixOfAKind), Tally("hot_dice", HotDice))
    made = rates = ("zonk_rate",)

    def over_games(self, seats: Sequence[Any]) -> dict[str, Figure]:
        out = super().over_games(seats)
        out["zonk_rate"] = rate(out["zonks"], out["turns"])
        return out


FIGURES = ZonkFigures("zonk")
