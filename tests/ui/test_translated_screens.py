"""In Russian and in Spanish no screen of any game shows English: home, menus, settings, New
game with every preset, the table through a whole game (hand-over, sheet, log, game over),
real dice and score keeping, refusals, the rules viewer; and a live switch rewords them."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale

from dicegames.engine import PlayerEntry, Record, game_ids, game_info
from dicegames.ui.common.i18n import Translations
from dicegames.ui.games import look
from dicegames.ui.rules.document import options_markdown, scoring_markdown
from tests.ui.driver import FAST, MouseDriver, ScriptedDialogs
from tests.ui.language import app_language
from tests.ui.screen_words import foreign_words, screen_texts

NAMES = {"ru": ("Анна", "Борис", "Вера"), "es": ("Ana", "Bruno", "Carmen")}
REFUSALS = ("wrong_dice_count", "bad_face", "game_over", "dice_expected", "no_throw_pending",
            "illegal_action", "virtual_dice", "faces_expected", "malformed_action", "no_change",
            "keeper_not_now", "bad_throw_count", "bad_points", "points_unreachable",
            "correction_refused", "something_new")


@pytest.fixture(params=["ru", "es"])
def lang(request, qapp):
    with app_language(request.param):
        yield request.param


def assert_native(texts, lang, where):
    found = foreign_words(texts, lang)
    assert not found, f"{where}: English on screen: " + "; ".join(
        f"{w!r} in {t!r}" for w, t in list(found.items())[:12])


def test_home_menus_settings_and_rules_speak_the_language(qtbot, lang):
    from dicegames.ui.common.settings import Preferences
    from dicegames.ui.shell.main_window import MainWindow
    from dicegames.ui.shell.settings_dialog import SettingsDialog
    from tests.ui.fakes import FakeDialogs, FakePlayView
    w = MainWindow(dialogs=FakeDialogs(), play_view_factory=FakePlayView)
    qtbot.addWidget(w)
    w.startup()
    texts = screen_texts(w)
    for menu in (w.menu_game, w.menu_view, w.menu_help):
        texts += [menu.title()] + [a.text() for a in menu.actions()]
    texts += [c.accessibleName() + " " + c.accessibleDescription() for c in w.home.cards]
    dlg = SettingsDialog(Preferences())
    qtbot.addWidget(dlg)
    texts += screen_texts(dlg)
    assert_native(texts, lang, "home, menus and settings")
    w.show_rules()
    viewer = w.rules_viewer
    for game_id in game_ids():           # the rules texts quote their sources: their frame and
        viewer.show_game(game_id)        # what the program writes into them must be native
        game = game_info(game_id).make()
        texts = screen_texts(viewer, prose=False) + [
            scoring_markdown(game, look(game_id)), options_markdown(game_id, game.rules)]
        assert_native(texts, lang, f"rules of {game_id}")
    viewer.close()


@pytest.mark.parametrize("game_id", game_ids())
def test_new_game_and_a_whole_game_at_the_table_speak_the_language(qtbot, lang, game_id):
    from dicegames.ui.games import look
    from dicegames.ui.newgame.dialog import NewGameDialog
    from dicegames.ui.play import PlayView
    names = NAMES[lang]
    info = game_info(game_id)
    dlg = NewGameDialog(game_id, (PlayerEntry(names[0]), PlayerEntry(names[1], "computer")),
                        "virtual")
    qtbot.addWidget(dlg)
    texts = screen_texts(dlg)
    for i in range(dlg.preset.count()):
        dlg.preset.setCurrentIndex(i)
        dlg.preset.activated.emit(i)
        texts += screen_texts(dlg)
    assert_native(texts, lang, f"New game of {game_id}")

    players = tuple(PlayerEntry(n) for n in names[:max(2, info.min_players)])
    record = Record(game_id, players, {}, 0, f"words-{lang}")
    view = PlayView(record, "virtual", FAST, ScriptedDialogs())
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.show()
    seen: list[str] = []

    class Watching(MouseDriver):
        def roll(self) -> None:
            seen.extend(screen_texts(view))
            super().roll()

        def hand_over(self) -> None:
            seen.extend(screen_texts(view))
            super().hand_over()

    Watching(qtbot, view).play()
    seen.extend(screen_texts(view))                       # the game is over
    seen.extend(look(game_id).refusal_text(code, {"expected": 3}) for code in REFUSALS)
    assert_native(dict.fromkeys(seen), lang, f"{game_id} at the table")

    for source in ("real", "keeper"):
        other = PlayView(Record(game_id, players, {}, 0, "words"), source, FAST,
                         ScriptedDialogs())
        qtbot.addWidget(other)
        other.show()
        assert_native(screen_texts(other), lang, f"{game_id} with {source} dice")


def test_a_live_switch_rewords_an_open_game(qtbot, qapp):
    from dicegames.ui.play import PlayView
    record = Record("school", (PlayerEntry("Anna"), PlayerEntry("Boris")), {}, 0, "switch")
    view = PlayView(record, "virtual", FAST, ScriptedDialogs())
    qtbot.addWidget(view)
    view.show()
    MouseDriver(qtbot, view).roll()
    english = screen_texts(view)
    tr = Translations()
    try:
        tr.set_language("ru")
        qtbot.waitUntil(lambda: not foreign_words(screen_texts(view), "ru", {"Anna", "Boris"}),
                        timeout=3000)
        russian = screen_texts(view)
        assert set(russian) != set(english)
    finally:
        tr.set_language("en")
        QLocale.setDefault(QLocale("en"))
    qtbot.waitUntil(lambda: set(screen_texts(view)) == set(english), timeout=3000)


ENGLISH_BUTTONS = {"OK", "Cancel", "Close", "Yes", "No"}


@pytest.mark.parametrize("qt_folder", ["qt", "elsewhere"])
@pytest.mark.parametrize("code", ["ru", "es"])
def test_every_dialogs_standard_buttons_speak_the_language(qtbot, monkeypatch, tmp_path, code,
                                                          qt_folder):
    """OK, Cancel, Close, Yes and No in New game, Settings, Review and every message box are in
    the app's language — also when Qt's translations folder has no catalogue of its own (a
    frozen or repackaged Qt): the one PySide6 ships beside its libraries is read."""
    from PySide6.QtCore import QLibraryInfo
    from PySide6.QtWidgets import QDialogButtonBox

    from dicegames.ui.common.dialogs import message_box
    from dicegames.ui.common.settings import Preferences
    from dicegames.ui.newgame.dialog import NewGameDialog
    from dicegames.ui.play.review import ReviewDialog
    from dicegames.ui.shell.settings_dialog import SettingsDialog
    from tests.persistence.helpers import finished_zdorovo_record

    class Elsewhere:                           # Qt names a folder without its catalogues
        LibraryPath = QLibraryInfo.LibraryPath

        @staticmethod
        def path(_which):
            return str(tmp_path)

    if qt_folder == "elsewhere":
        monkeypatch.setattr("dicegames.ui.common.i18n.QLibraryInfo", Elsewhere)
    monkeypatch.setattr(ReviewDialog, "_start", lambda self: None)     # no review worked out
    with app_language(code):
        dialogs = [NewGameDialog("zonk"), SettingsDialog(Preferences()),
                   ReviewDialog(finished_zdorovo_record()),
                   *(message_box(None, "?", "?", kind) for kind in ("question", "information",
                                                                     "warning"))]
        for dialog in dialogs:
            qtbot.addWidget(dialog)
        texts = {type(d).__name__: [b.text().replace("&", "") for box in
                                    d.findChildren(QDialogButtonBox) for b in box.buttons()]
                 for d in dialogs}
    assert all(texts.values()), texts
    english = {name: [t for t in shown if t in ENGLISH_BUTTONS and t != "OK"]
               for name, shown in texts.items()}
    assert not any(english.values()), english
    assert_native([t for shown in texts.values() for t in shown], code, "standard buttons")
