"""One module per rules family; each exports GAMES (see engine.registry.GAME_MODULES)."""
