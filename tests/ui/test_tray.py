"""The kept shelf shows each set-aside Detroit die in its own colour."""
from __future__ import annotations

from dicegames.engine import Action, make_game
from dicegames.ui.play.traypaint import shelf_colours


def test_detroit_shelf_colours_come_from_the_tray_positions():
    g = make_game("detroit")
    s = g.new_initial_state(2)
    # W5 W3 R1 R4 G5 G2: setting aside 5 5 1 takes the white 5, the red 1 and the green 5
    for line in ("roll 5 3 1 4 5 2", "take 5 5 1"):
        s = g.apply(s, Action.from_str(line)).state
    table = g.table(s)
    colours = shelf_colours(table.colours, table.shelf)
    group = table.shelf[0]
    shown = sorted(zip(group.dice, (colours[(0, d)] for d in range(len(group.dice)))))
    assert shown == [(1, "red"), (5, "green"), (5, "white")]
