"""Saved games, history and statistics: one window (Game → Saved games and statistics, Ctrl+H)
with the games browser, the statistics and the household players, and a read-only replay
viewer for any game. Nothing here is loaded before it is first opened; the charts
(pyqtgraph) only when a chart is first drawn."""
