import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QTranslator
from PySide6.QtWidgets import QApplication

from dicegames.resources import i18n_path

from .language import app_language


@pytest.fixture(scope="session")
def _english(qapp):
    """English as the app speaks it: its plural forms come from dicegames_en.qm."""
    QLocale.setDefault(QLocale("en"))             # English digits: 10,000
    translator = QTranslator()
    assert translator.load(str(i18n_path() / "dicegames_en.qm"))
    QCoreApplication.installTranslator(translator)
    yield translator
    QCoreApplication.removeTranslator(translator)


@pytest.fixture(autouse=True)
def _fusion(qapp, _english):
    """A predictable style and English for every UI test; and no widget of it left for the
    next one. pytest-qt closes a test's widgets with deleteLater, which waits for an event loop:
    until the next test ran one, a language switch in its set-up reached them (a rules viewer
    of a game no longer registered failed in another test's fixture)."""
    QApplication.setStyle("Fusion")
    yield
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    _give_back_the_thinking_thread()


def _give_back_the_thinking_thread() -> None:
    """The GUI monkey runs the app's thinking thread inline (tests/ui/monkey/core.py); the
    tests after it get the thread back, else their computers and odds wait for ever."""
    import sys
    module = sys.modules.get("dicegames.ui.common.thinking")
    if module is None:
        return
    thinker = module.thinker()
    real = getattr(thinker.worker, "real", None)
    if real is not None:
        thinker.worker = real


@pytest.fixture(params=["en", "ru", "es"])
def lang(request, qapp):
    """Each of the app's languages in turn."""
    with app_language(request.param):
        yield request.param


from .fake_games import tinyzonk  # noqa: E402,F401  (a fixture)
from .tiny_game import tiny_game  # noqa: E402,F401  (a fixture)
