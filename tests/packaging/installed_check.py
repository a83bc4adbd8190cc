"""Run by tests/packaging/test_wheel.py with a fresh virtualenv's interpreter, outside the
checkout: the installed copy finds its data, speaks Russian and shows a rules text."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import dicegames
from dicegames.resources import data_root, resource_path

venv = Path(sys.argv[1]).resolve()
package = Path(dicegames.__file__).resolve().parent
assert package.is_relative_to(venv), package
assert data_root() == package / "_data", data_root()

from dicegames.ui.shell.application import create_app, launch  # noqa: E402
from dicegames.ui.words import translate  # noqa: E402

app = create_app([])
shell = launch(app)
language = shell.translations.set_language("ru")
window = shell.window
window.show()
shell.after_first_paint()
app.processEvents()
window.show_rules()
viewer = window.rules_viewer
viewer.show_game("zonk")
app.processEvents()
heading = resource_path("rules", "zonk.ru.md").read_text(encoding="utf-8").splitlines()[0]
report = {
    "package": str(package),
    "language": language,
    "title": translate("Home", "Dice Games"),
    "rules_heading_shown": heading.lstrip("# ") in viewer.text.toPlainText(),
    "rules_title": viewer.windowTitle(),
    "window_icon_sizes": [s.width() for s in app.windowIcon().availableSizes()],
    "desktop_file_name": app.desktopFileName(),
}
viewer.close()
window.close()
shell.shutdown()
print(json.dumps(report, ensure_ascii=False))
