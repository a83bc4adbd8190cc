"""One module per rules family; each exports GAMES (a tuple of registry.GameInfo).

`MODULES` lists every game id of the collection, in the order of the source texts, with the
module here that implements it. A module is imported only when one of its games is first asked
for (`registry.game_info`), so listing the games costs nothing.
"""

MODULES = {"zonk": "zonk", "chicago": "farkle", "detroit": "farkle", "school": "school",
           "zdorovo": "zdorovo", "zanzibar": "zanzibar"}
