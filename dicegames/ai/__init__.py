"""Computer players and advice: engine only, never Qt."""
