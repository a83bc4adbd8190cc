"""The per-game seam: what a game is lives in its modules — the engine's (`engine/games`), its
look (`ui/games`), its computer side (`ai/games`) and its figures (`stats/games`) — and
nowhere else asks which game it is. A sixth game is one engine module + one look + one
computer-side module (+ figures of its own, if any) + tests: tests/ui/test_tiny_game.py plays
one through every screen."""
from __future__ import annotations

import ast
from pathlib import Path

from dicegames.engine import game_ids, game_info

ROOT = Path(__file__).resolve().parents[1]
SEAM = ("dicegames/engine/games/", "dicegames/engine/registry.py", "dicegames/ui/games/",
        "dicegames/ai/games/", "dicegames/stats/games/")
IDS = frozenset(game_ids())


def _ids(node: ast.AST) -> list[str]:
    """The game ids a literal holds ("zonk", or ("zonk", "chicago") …)."""
    if isinstance(node, ast.Constant) and node.value in IDS:
        return [node.value]
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return [i for e in node.elts for i in _ids(e)]
    return []


def _is_note(node: ast.AST) -> bool:
    """A sheet cell's note (`cell.note == "zonk"`): the engine's ledger notes a zonk so."""
    return isinstance(node, ast.Attribute) and node.attr == "note"


def switches(tree: ast.AST) -> list[tuple[int, list[str]]]:
    """Every comparison with a game id, dict keyed by one, or `case` on one in `tree`."""
    found = []
    for n in ast.walk(tree):
        ids: list[str] = []
        if isinstance(n, ast.Compare):
            sides = [n.left, *n.comparators]
            if not any(_is_note(s) for s in sides):
                ids = [i for s in sides for i in _ids(s)]
        elif isinstance(n, ast.Dict):
            ids = [i for k in n.keys if k is not None for i in _ids(k)]
        elif isinstance(n, ast.MatchValue):
            ids = _ids(n.value)
        if ids:
            found.append((n.lineno, ids))
    return found


def test_no_module_outside_the_seam_asks_which_game_it_is():
    found = []
    for path in sorted((ROOT / "dicegames").rglob("*.py")):
        name = path.relative_to(ROOT).as_posix()
        if name.startswith(SEAM):
            continue
        found += [f"{name}:{line}: {ids}" for line, ids in switches(ast.parse(path.read_text()))]
    assert not found, "per-game switches outside the games' modules:\n" + "\n".join(found)


def test_the_fence_sees_each_kind_of_switch():
    code = ('if game.id == "zonk": pass\n'
            'x = game_id in ("chicago", "detroit")\n'
            'T = {"school": 1}\n'
            'match g:\n    case "zanzibar": pass\n'
            'ok = cell.note == "zonk" or key == "zonk_rate"\n')
    assert [line for line, _ in switches(ast.parse(code))] == [1, 2, 3, 5]


def test_every_game_of_the_engine_has_its_look_computer_side_and_figures():
    from dicegames.ai import games as ai_games
    from dicegames.engine.registry import GAME_MODULES as MODULES
    from dicegames.stats import games as stats_games
    from dicegames.ui import games as looks
    assert tuple(looks.MODULES) == tuple(MODULES) == game_ids()   # the home lists them all
    for gid in game_ids():
        assert type(looks.look(gid)).__name__ != "GameLook", gid  # a look of its own
        family = game_info(gid).family
        assert family in ai_games.FAMILIES and family in stats_games.FAMILIES, gid
        side = ai_games.computer(gid)
        assert side.id == gid and side.advises and side.coaching is not None, gid
        assert stats_games.figures(gid).family == family, gid


def test_a_game_of_the_zonk_family_is_found_by_its_family():
    assert {game_info(g).family for g in ("zonk", "chicago", "detroit")} == {"zonk"}
    assert not game_info("zanzibar").higher_is_better
    assert all(game_info(g).higher_is_better for g in game_ids() if g != "zanzibar")
