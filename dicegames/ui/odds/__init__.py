"""The odds window: exact chances for the rules in force, as tables and a chart (pyqtgraph is
imported only when a chart is first shown)."""
