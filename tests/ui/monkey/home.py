"""The monkey at the home (game cards, Continue and Discard, recent games: open, print, their
menu) and at the menus (New game, Continue, Open, Save, Print, Saved games and statistics,
Practice, Back to the games, Settings, Full screen, Rules F1, Odds, About)."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

K = Qt.Key
HOME_KEYS = [K.Key_Left, K.Key_Right, K.Key_Up, K.Key_Down, K.Key_Tab, K.Key_Return,
             K.Key_Space, K.Key_Delete, K.Key_Escape, K.Key_F1]
MENU = ("new_game", "continue_game", "open_game", "save_game", "print_sheet", "history",
        "practice", "go_home", "settings", "fullscreen", "rules", "odds", "about")
# how often each menu item is chosen (the slow ones less: they read files, build windows)
WEIGHTS = (6, 4, 3, 3, 2, 3, 2, 4, 3, 1, 3, 2, 1)


class Home:
    """Actions over the main window's home page and menus."""

    def __init__(self, monkey: Any) -> None:
        self.m = monkey

    def choose(self) -> Any:
        r = self.m.rng.random()
        if r < 0.35:
            return self.key
        if r < 0.65:
            return self.card
        if r < 0.8:
            return self.continue_card
        if r < 0.9:
            return self.recent
        return self.menu

    def key(self) -> str:
        return self.m.table.press(self.m.rng.choice(HOME_KEYS))

    def card(self) -> str:
        card = self.m.rng.choice(self.m.window.home.cards)
        if not card.isEnabled():
            return "a card not ready yet"
        self.m.qtbot.mouseClick(card, Qt.MouseButton.LeftButton)
        return f"click card {card.game_id}"

    def continue_card(self) -> str:
        card = self.m.window.home.continue_card
        if not card.isVisible():
            return self.card()
        button = card.go if self.m.rng.random() < 0.8 else card.discard
        label = button.text()
        self.m.visited["home: " + ("continue" if button is card.go else "discard")] += 1
        self.m.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        return f"continue card: click {label!r}"

    def recent(self) -> str:
        recent, rng = self.m.window.home.recent, self.m.rng
        if recent is None or not recent.isVisible() or not recent.count():
            return self.card()
        row = rng.randrange(recent.count())
        self.m.visited["home: recent game"] += 1
        if rng.random() < 0.7:
            recent.setCurrentRow(row)
            recent.itemActivated.emit(recent.item(row))
            return f"open recent game {row}"
        menu = recent.context_menu(row)
        action = rng.choice([a for a in menu.actions() if a.isEnabled()])
        text = action.text()
        action.trigger()
        menu.deleteLater()
        return f"recent game {row}: {text!r}"

    def menu(self, name: str | None = None) -> str:
        w = self.m.window
        name = name or self.m.rng.choices(MENU, WEIGHTS)[0]
        action = next((a for a in w.actions() if a.objectName() == name), None)
        if action is None or not action.isEnabled():
            return f"menu {name}: disabled"
        self.m.visited[f"menu: {name}"] += 1
        action.trigger()
        return f"menu {name}"
