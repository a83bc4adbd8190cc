"""Saves, autosave, crash marker and history on disk: platformdirs + atomic writes; never Qt.

Import the submodules (`saves`, `autosave`, `history`, `crash_marker`, `paths`, `errors`);
this package itself imports nothing, so `paths` and `crash_marker` stay cheap at start-up
(the engine is loaded only with `saves`, `autosave` and `history`).
"""

DICE_SOURCES = ("virtual", "real", "keeper")   # where a game's dice come from (saves, history)
