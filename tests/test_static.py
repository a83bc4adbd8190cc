"""Static checks as tests: the code type-checks under the one mypy configuration (strict where
it says so), ruff's configuration holds, the import contracts (the shape of the house) are kept
and no package imports one that imports it back."""
from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def tool(name: str) -> str:
    path = Path(sys.executable).with_name(name)
    found = str(path) if path.exists() else shutil.which(name)
    if not found:
        pytest.skip(f"{name} is not installed")
    return found


def test_mypy_passes_under_the_one_configuration():
    """pyproject.toml's [tool.mypy]: strict for the engine, the files, the statistics, the
    computer players and the play view; the rest of the UI with mypy's defaults."""
    out = subprocess.run([tool("mypy"), "--no-error-summary", "--cache-dir",
                          str(ROOT / ".mypy_cache")], cwd=ROOT, capture_output=True, text=True,
                         timeout=300)
    assert out.returncode == 0, out.stdout + out.stderr


def test_ruff_finds_no_errors():
    """The [tool.ruff] configuration of pyproject.toml, over the code, the tests and bench/."""
    out = subprocess.run([tool("ruff"), "check", "--quiet", "dicegames", "tests", "bench"],
                         cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stdout + out.stderr


def test_the_import_contracts_hold():
    """pyproject.toml's contracts: the engine imports nothing of ours, ai and persistence
    never Qt, only the UI imports Qt."""
    out = subprocess.run([tool("lint-imports"), "--no-cache"], cwd=ROOT, capture_output=True,
                         text=True, timeout=120)
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr


def package_cycles(package: str) -> list[tuple[str, ...]]:
    """Packages that import each other, directly or through others. At every level of the tree
    the siblings — each subpackage standing for everything in it, and each module — must import
    one another in no loop that holds a package; the modules of one package may import each
    other (a view and its helpers, under TYPE_CHECKING). Each loop as its siblings, sorted."""
    import grimp
    graph = grimp.build_graph(package, cache_dir=None)
    found: list[tuple[str, ...]] = []
    for parent in sorted(m for m in graph.modules if graph.find_children(m)):
        kids = sorted(graph.find_children(parent))
        owner = {m: kid for kid in kids for m in {kid} | graph.find_descendants(kid)}
        edges: dict[str, set[str]] = {kid: set() for kid in kids}
        for module, kid in owner.items():
            for imported in graph.find_modules_directly_imported_by(module):
                if owner.get(imported, kid) != kid:
                    edges[kid].add(owner[imported])
        for loop in _strongly_connected(kids, edges):
            if len(loop) > 1 and any(graph.find_children(kid) for kid in loop):
                found.append(tuple(sorted(loop)))
    return found


def _strongly_connected(nodes: list[str], edges: dict[str, set[str]]) -> list[list[str]]:
    """Tarjan's strongly connected components of a small graph."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in sorted(edges[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while not component or component[-1] != v:
                component.append(stack.pop())
            out.append(component)

    for node in nodes:
        if node not in index:
            visit(node)
    return out


def test_no_package_imports_one_that_imports_it_back():
    assert package_cycles("dicegames") == []    # the commands live beside cli.py (dicegames/cli/)


def test_the_cycle_check_finds_packages_in_a_loop_and_lets_modules_be(tmp_path, monkeypatch):
    files = {"shop/__init__.py": "", "shop/till.py": "import shop.stock.shelf\n",
             "shop/stock/__init__.py": "", "shop/stock/shelf.py": "from shop import ledger\n",
             "shop/ledger.py": "import shop.till\n",
             "shop/back/__init__.py": "", "shop/back/a.py": "from shop.back import b\n",
             "shop/back/b.py": "from shop.back import a\n"}
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    monkeypatch.syspath_prepend(str(tmp_path))
    assert package_cycles("shop") == [("shop.ledger", "shop.stock", "shop.till")]


def placeholder_fills(root: Path) -> list[str]:
    """Where code under `root` fills placeholders another way than `dicegames.ui.words.fill`:
    `.replace("%1", …)` / `.replace("%n", …)` / `.replace("{…", …)` (chained, it reads a name
    such as "%2" as the next placeholder), and, in the UI, `str.format` / `format_map` and
    `%` on a string (a name "{0}" or "%s" is read as a field)."""
    import ast
    import re
    placeholder = re.compile(r"^(%(\d|L?n)|\{)")

    def is_text(node: ast.AST) -> bool:        # a string, or a translated one
        if isinstance(node, ast.Call):
            f = node.func
            return (isinstance(f, ast.Name) and f.id == "translate") or (
                isinstance(f, ast.Attribute) and f.attr in ("tr", "translate"))
        return isinstance(node, ast.JoinedStr) or (isinstance(node, ast.Constant)
                                                   and isinstance(node.value, str))
    found = []
    for path in sorted(root.rglob("*.py")):
        ui = "ui" in path.relative_to(root).parts
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            where = f"{path.relative_to(root)}:{getattr(node, 'lineno', 0)}"
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
                first = node.args[0] if node.args else None
                if node.func.attr == "replace" and isinstance(first, ast.Constant) \
                        and isinstance(first.value, str) and placeholder.match(first.value):
                    found.append(f"{where} .replace({first.value!r}, …)")
                elif ui and node.func.attr in ("format", "format_map"):
                    found.append(f"{where} .{node.func.attr}(…)")
            elif ui and isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod) \
                    and is_text(node.left):
                found.append(f"{where} … % …")
    return found


def test_every_placeholder_is_filled_by_fill():
    """One fill path for every translated sentence: names are data, never format strings."""
    assert placeholder_fills(ROOT / "dicegames") == []


def test_the_placeholder_check_finds_each_other_way(tmp_path):
    ui = tmp_path / "ui"
    ui.mkdir()
    (ui / "bad.py").write_text(
        'a = t.replace("%1", name).replace("%2", x)\n'
        'b = t.replace("%n", str(n))\n'
        'c = t.replace("{name}", name)\n'
        'd = translate("C", "{0} won").format(name)\n'
        'e = translate("C", "%s won") % name\n'
        'f = "%s won" % name\n'
        'g = self.tr("%1 won") % name\n'
        'h = t.format_map(values)\n'
        'ok = arg.replace("%", "%%") + path.replace("/", "-") + str(len(x) % 2)\n')
    found = sorted(f.split(" ", 1)[1] for f in placeholder_fills(tmp_path))
    assert found == sorted([".replace('%2', …)", ".replace('%1', …)", ".replace('%n', …)",
                            ".replace('{name}', …)", ".format(…)", "… % …", "… % …", "… % …",
                            ".format_map(…)"]), found
