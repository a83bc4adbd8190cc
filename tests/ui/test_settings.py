"""Settings persist and read back typed; a damaged file gives defaults; theme and language apply."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QByteArray, QCoreApplication, QLocale
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication

from dicegames.persistence import paths
from dicegames.ui.common.i18n import Translations, resolve_language
from dicegames.ui.common.settings import Preferences, Settings
from dicegames.ui.common.theme import Theme, dark_palette, light_palette
from dicegames.ui.play.prefs import PlayPrefs
from dicegames.ui.shell.play_screen import play_prefs
from dicegames.ui.shell.settings_dialog import SettingsDialog

CHOSEN = Preferences(language="ru", theme="dark", animation="off", computer_pace_ms=1200,
                     dice_size="large", hand_over=False)


def test_preferences_round_trip_through_the_ini_file(qapp):
    s = Settings()
    assert s.path == paths.settings_path()
    assert s.preferences() == Preferences()
    s.set_preferences(CHOSEN)
    s.set_geometry(QByteArray(b"\x01\x02geometry"))
    assert s.path.is_file()
    text = s.path.read_text()
    assert "language=ru" in text and "computer_pace_ms=1200" in text
    again = Settings()
    assert again.preferences() == CHOSEN
    assert again.geometry() == QByteArray(b"\x01\x02geometry")


def test_values_written_as_text_read_back_typed(qapp):
    """A new process sees INI strings ('false', '1200'); reads must still be typed."""
    path = paths.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text("[play]\nhand_over=false\ncomputer_pace_ms=1200\nanimation=fast\n"
                    "[ui]\ntheme=dark\n")
    p = Settings(path).preferences()
    assert p.hand_over is False and p.computer_pace_ms == 1200
    assert p.animation == "fast" and p.theme == "dark" and p.language == "system"


def test_damaged_or_wrong_values_fall_back_to_defaults(qapp):
    path = paths.settings_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b"[play]\ncomputer_pace_ms=abc\nconfirmations=maybe\nanimation=wild\n"
                     b"[ui]\nlanguage=@Variant(garbage\ntheme=neon\n[broken\n\xff\xfe==\n")
    s = Settings(path)
    assert s.preferences() == Preferences()
    assert s.last_players() == () and s.last_dice_source() == "virtual"


def test_out_of_range_pace_is_refused(qapp):
    path = paths.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text("[play]\ncomputer_pace_ms=999999\n")
    assert Settings(path).preferences().computer_pace_ms == Preferences().computer_pace_ms


def test_last_players_are_remembered(qapp):
    from dicegames.engine.records import PlayerEntry
    s = Settings()
    players = (PlayerEntry("Анна"), PlayerEntry("Boris", "computer", "strong"))
    s.set_last_players(players)
    s.set_last_dice_source("real")
    again = Settings()
    assert again.last_players() == players and again.last_dice_source() == "real"


def test_the_play_view_gets_the_players_settings():
    assert play_prefs(CHOSEN) == PlayPrefs(animation="off", computer_pace_ms=1200,
                                           dice_size=168, hand_over=False)
    sides = [play_prefs(Preferences(dice_size=size)).dice_size
             for size in ("small", "medium", "large")]
    assert sides[0] < sides[1] < sides[2] and sides[2] >= 1.3 * sides[1]


@pytest.fixture
def restore_palette(qapp):
    yield
    qapp.setPalette(qapp.style().standardPalette())
    for cls in ("QRadioButton", "QCheckBox"):
        qapp.setPalette(qapp.style().standardPalette(), cls)


def test_light_and_dark_palettes_are_applied_app_wide(qapp, qtbot, restore_palette):
    theme = Theme()
    assert theme.apply("dark") == "dark"
    assert qapp.style().name().lower() == "fusion"
    win = QApplication.palette().color(QPalette.ColorRole.Window)
    assert win == dark_palette().color(QPalette.ColorRole.Window) and win.lightness() < 80
    assert theme.apply("light") == "light"
    win = QApplication.palette().color(QPalette.ColorRole.Window)
    assert win == light_palette().color(QPalette.ColorRole.Window) and win.lightness() > 180
    assert theme.apply("system") in ("light", "dark")      # offscreen: no scheme → light


def test_the_first_frame_guesses_the_system_theme_and_settles_after(qapp, restore_palette,
                                                                    monkeypatch):
    from dicegames.ui.common import theme as theme_module
    qapp.setPalette(light_palette())                    # what the platform starts with
    monkeypatch.setattr(theme_module, "system_is_dark", lambda: True)
    theme = Theme()
    assert theme.apply("system", guess=True) == "light"     # no Qt enum asked yet
    theme.settle()                                          # after the first paint
    assert theme.applied == "dark"
    assert QApplication.palette().color(QPalette.ColorRole.Window) == \
        dark_palette().color(QPalette.ColorRole.Window)
    qapp.setPalette(dark_palette())
    assert Theme().apply("system", guess=True) == "dark"
    chosen = Theme()
    chosen.apply("light", guess=True)
    chosen.settle()                                         # a chosen theme stays
    assert chosen.applied == "light"


@pytest.mark.parametrize("make", [light_palette, dark_palette])
def test_palettes_keep_text_readable(make):
    pal = make()
    R = QPalette.ColorRole
    for bg, fg in ((R.Window, R.WindowText), (R.Base, R.Text), (R.Button, R.ButtonText),
                   (R.Highlight, R.HighlightedText)):
        assert abs(pal.color(bg).lightness() - pal.color(fg).lightness()) > 100, (bg, fg)


@pytest.fixture
def restore_language(qapp):
    yield
    QLocale.setDefault(QLocale("en"))


def test_language_switch_installs_qt_translations_and_missing_qm_is_harmless(
        qapp, tmp_path, restore_language):
    tr = Translations(tmp_path)                 # no dicegames_*.qm in there
    try:
        assert tr.set_language("ru") == "ru"
        assert not tr.qt.isEmpty()               # qtbase_ru.qm from Qt's translations
        assert tr.ours.isEmpty()
        assert QLocale().language() == QLocale.Language.Russian
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Отмена"
        assert tr.set_language("es") == "es"
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancelar"
    finally:
        tr.set_language("en")
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"


def test_the_system_language_is_the_first_shipped_one_the_system_prefers():
    assert resolve_language("system", ["ru-RU", "en-US"]) == "ru"
    assert resolve_language("system", ["de-DE", "es_ES", "ru"]) == "es"
    assert resolve_language("system", ["de-DE", "fr"]) == "en"       # none shipped: English
    assert resolve_language("es", ["ru-RU"]) == "es"                  # a choice wins


def test_settings_dialog_round_trip_and_keyboard_labels(qtbot):
    dlg = SettingsDialog(CHOSEN)
    qtbot.addWidget(dlg)
    assert dlg.preferences() == CHOSEN
    dlg.theme.setCurrentIndex(dlg.theme.findData("light"))
    dlg.pace.setValue(300)
    assert dlg.preferences().theme == "light" and dlg.preferences().computer_pace_ms == 300
    for widget, label in dlg.labels.items():
        assert label.buddy() is widget and "&" in label.text()
    assert dlg.language.itemText(dlg.language.findData("ru")) == "Русский"


TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context><name>Home</name>
<message><source>Dice Games</source><translation>Игры в кости</translation></message>
</context>
<context><name>MainWindow</name>
<message><source>&amp;Game</source><translation>&amp;Игра</translation></message>
</context>
</TS>
"""


def test_our_qm_is_loaded_and_every_window_retranslates(qtbot, tmp_path, restore_language):
    import subprocess
    import sys
    from pathlib import Path

    from dicegames.ui.shell.main_window import MainWindow
    from tests.ui.fakes import FakeDialogs, FakePlayView
    lrelease = Path(sys.executable).with_name("pyside6-lrelease")
    if not lrelease.exists():
        pytest.skip("pyside6-lrelease is not installed")
    (tmp_path / "dicegames_ru.ts").write_text(TS, encoding="utf-8")
    subprocess.run([str(lrelease), str(tmp_path / "dicegames_ru.ts"), "-qm",
                    str(tmp_path / "dicegames_ru.qm")], check=True, capture_output=True)
    w = MainWindow(dialogs=FakeDialogs(), play_view_factory=FakePlayView)
    qtbot.addWidget(w)
    w.show()
    tr = Translations(tmp_path)
    try:
        tr.set_language("ru")
        assert not tr.ours.isEmpty()
        qtbot.waitUntil(lambda: w.home.title.text() == "Игры в кости")
        assert w.menu_game.title() == "&Игра"
        tr.set_language("en")
        qtbot.waitUntil(lambda: w.home.title.text() == "Dice Games")
        assert w.menu_game.title() == "&Game"
    finally:
        tr.set_language("en")


@pytest.mark.parametrize("garbage", [b"\x00\x01\xff garbage [[[ = =\n", b"hello world\n",
                                     b"\xff\xfe\xfd", b"[ui\nlanguage=ru\n"])
def test_a_garbage_settings_file_is_kept_aside_not_rewritten(qapp, garbage):
    path = paths.settings_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(garbage)
    s = Settings(path)
    assert s.damaged and s.moved_to is not None and s.moved_to.read_bytes() == garbage
    assert s.preferences() == Preferences()
    s.set_preferences(CHOSEN)                       # writing afresh loses nothing
    assert Settings(path).preferences() == CHOSEN and not Settings(path).damaged


def test_a_deeply_nested_player_list_gives_no_players_not_a_crash(qapp):
    s = Settings()
    s.qs.setValue("new_game/players", "[" * 100_000 + "]" * 100_000)
    s.qs.sync()
    assert Settings().last_players() == ()
    s.qs.setValue("new_game/players", '[{"name": "\\ud800", "kind": "human"}]')
    assert Settings().last_players() == ()


@pytest.mark.parametrize("kind", ["QRadioButton", "QCheckBox"])
def test_radio_buttons_and_check_boxes_stand_out_in_the_dark(qapp, qtbot, restore_palette, kind):
    from PySide6 import QtWidgets
    Theme().apply("dark")
    box = getattr(QtWidgets, kind)("Virtual dice")
    qtbot.addWidget(box)
    box.show()
    image = box.grab().toImage()
    window = QApplication.palette().color(QPalette.ColorRole.Window).lightness()
    indicator = [image.pixelColor(x, y).lightness() for x in range(0, 18)
                 for y in range(image.height())]
    assert max(indicator) - window >= 60          # the ring is seen, not guessed
