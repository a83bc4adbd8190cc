"""dicegames.ai's lazy API gives its functions whatever was imported before."""
from __future__ import annotations

import subprocess
import sys

import dicegames.ai as ai


def test_every_export_is_the_named_object_not_a_module_of_that_name():
    """A module named like its export (review.py for review) made `from dicegames.ai import
    review` the module once the module had been imported first: no name of the API is a
    module of the package."""
    import pkgutil
    modules = {m.name for m in pkgutil.iter_modules(ai.__path__)}
    assert not modules & set(ai.__all__)


def test_review_is_the_function_after_its_module_was_imported():
    code = ("import dicegames.ai.reviews, inspect\n"
            "from dicegames.ai import review\n"
            "assert inspect.isfunction(review), review\n")
    subprocess.run([sys.executable, "-c", code], check=True)
