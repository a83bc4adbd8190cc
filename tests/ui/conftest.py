import pytest
from PySide6.QtWidgets import QApplication


@pytest.fixture(autouse=True)
def _fusion(qapp):
    """A predictable style for every UI test."""
    QApplication.setStyle("Fusion")
    yield


from .fake_games import tinyzonk  # noqa: E402,F401  (a fixture)
