"""A played game as the screens show it, read only: its scoresheet (the model over the
engine's sheet, the kinds of sheet, the view that paints it like paper, the facts of its cells)
and its log in sentences. The table, the replay and the printed sheet share them."""
