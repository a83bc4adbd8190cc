"""Statistics of finished games: per game and per player, from the records' events.

`summary` replays a record through the engine once and keeps what the statistics need (places,
points, turns and each game's own figures: `figures`, per family in `games/`); `aggregate`
filters summaries and adds them up per player and per game (wins, win rate, mean and best
result, the games' figures, head-to-head, streaks, distributions, trends, win shares) and
writes CSV and JSON. Standard
library and the engine only: no Qt, no numpy, no files (the history and the command line give
the summaries). docs/stats.md defines every figure.
"""
