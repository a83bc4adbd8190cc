"""Names are data: players named like placeholders ("%3", "%1", "%n", "%Ln", "{0}", "{}",
"%%"), like mnemonics and markup ("A&B", "&&", "<b>x</b>") and in a right-to-left script
("שרה") play a whole game of every id, people passing the device and computers among them,
and every text shows each name exactly as typed — the table (log, banner, sheet headers,
status, hand-over, game over), the home's recent games, Saved games, statistics and the
household players, New game with them seated, the printed sheet. Each text, as the eye reads
it (a button's "&&" is one "&", rich text its plain text) and as a screen reader is told it,
is compared with the same game played by plainly named players: no placeholder is filled into
a name, none out of it, no "&" lost to a mnemonic, no tag read as markup. The right-to-left
name is set apart in every sentence by Unicode isolates (FSI…PDI), so it cannot reorder the
words around it, and never in what a screen reader is told."""
from __future__ import annotations

import dataclasses
from collections import Counter
from pathlib import Path

import pytest
from PySide6.QtWidgets import QWidget

from dicegames.engine import PlayerEntry, Record, game_ids, replay
from dicegames.ui.common import later
from dicegames.ui.play import PlayView
from dicegames.ui.printing.content import filled_sheet
from dicegames.ui.shell.main_window import MainWindow
from tests.ui.driver import FAST, MouseDriver, ScriptedDialogs
from tests.ui.fakes import FakeDialogs, FakePlayView
from tests.ui.screen_words import ISOLATES, maybe_rich, shown_pairs, shown_texts

RTL = "\u05e9\u05e8\u05d4"          # Sarah, in Hebrew
NAMES = ("%3", "%1", "%n", "%Ln", "{0}", "{}", "%%", "A&B", "<b>x</b>", "&&", RTL)
PLAIN = ("Jqc", "Jqb", "Jqe", "Jqd", "Jqi", "Jqj", "Jqa", "Jqh", "Jqg", "Jqf", "Jqk")
#                 words no text of ours has, in the same order as NAMES (statistics sort)
FSI, PDI = "\u2068", "\u2069"
KINDS = ("human", "computer", "human", "computer")            # people pass the device
SEATS = {g: tuple((i * len(KINDS) + j) % len(NAMES) for j in range(len(KINDS)))
         for i, g in enumerate(game_ids())}     # four names a game: each name in 3 or 4 ids,
#                                                 at a person's seat and at a computer's
SHORT = {"chicago": {"target": 2000}, "detroit": {"target": 2000}, "zonk": {"target": 200}}
#   the suite's time: shorter games (Zonk's in 1/3 of the time of one to 500) that show every
#   sentence with a name the whole game shows, and every kind of moment (MOMENTS, checked)
MOMENTS = {
    "zonk": {"dice_thrown", "set_aside", "hot_dice", "zonk", "banked", "turn_passed",
             "round_ended", "game_over"},
    "chicago": {"dice_thrown", "set_aside", "hot_dice", "zonk", "banked", "piggyback",
                "turn_passed", "game_over"},
    "detroit": {"dice_thrown", "set_aside", "hot_dice", "zonk", "banked", "piggyback",
                "turn_passed", "game_over"},
    "school": {"dice_thrown", "scored", "crossed_out", "bonus_earned", "turn_passed",
               "game_over"},
    "zdorovo": {"dice_thrown", "scored", "match_game_ended", "turn_passed", "game_over"},
    "zanzibar": {"dice_thrown", "hand_kept", "round_decided", "chips_moved", "phase_changed",
                 "player_left", "round_ended", "turn_passed", "game_over"},
}


def printed_texts(value: object) -> list[str]:
    """Every text of a printed sheet (its dataclasses, tuples and strings)."""
    if isinstance(value, str):
        return [value]
    if dataclasses.is_dataclass(value):
        return [t for f in dataclasses.fields(value)
                for t in printed_texts(getattr(value, f.name))]
    if isinstance(value, (tuple, list)):
        return [t for item in value for t in printed_texts(item)]
    return []


MARKED: list[tuple[str, str]] = []      # (how, text) of every screen read, bidi marks kept
MOMENTS_SEEN: set[str] = set()          # the kinds of event of the games played


def read(root: QWidget) -> list[str]:
    """What `root` shows and tells (see tests/ui/screen_words.py); its texts with their marks
    are kept in MARKED for the bidi checks."""
    later.flush()                   # the words for screen readers, once the move is painted
    MARKED.extend((how, maybe_rich(t) if how == "tip" else t)
                  for w in [root, *root.findChildren(QWidget)] for how, t in shown_pairs(w)
                  if t and t.strip())
    return shown_texts(root)


def play_and_read(qtbot, game_id: str, names: tuple[str, ...], home: Path,
                  monkeypatch) -> list[list[str]]:
    """The texts of every screen a whole game with these names shows, in the order shown:
    the table at each hand-over and at the end, then the home, Saved games, statistics and
    the household players (this game alone in a history under `home`, its players in the
    household), New game with them seated, then the printed sheet."""
    from dicegames.persistence.profiles import ProfileBook
    from dicegames.ui.newgame.dialog import NewGameDialog
    for name in ("DATA", "CONFIG", "STATE", "CACHE"):
        monkeypatch.setenv(f"XDG_{name}_HOME", str(home / name.lower()))
    # both games end "at" one moment: a clock crossing a minute between them is no difference
    monkeypatch.setattr("dicegames.persistence.history.now_iso", lambda: "2024-05-01T20:00:00Z")
    monkeypatch.setattr("dicegames.ui.newgame.dialog.new_seed", lambda: "roll-off")
    monkeypatch.setattr("secrets.randbelow", lambda n: 0)
    players = tuple(PlayerEntry(names[i], k) for i, k in zip(SEATS[game_id], KINDS))
    options = SHORT.get(game_id, {})
    view = PlayView(Record(game_id, players, options, 0, "names-are-data"), "virtual", FAST,
                    ScriptedDialogs())
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.show()
    seen: list[list[str]] = []

    class Reading(MouseDriver):
        def hand_over(self) -> None:
            seen.append(read(view))
            super().hand_over()

    Reading(qtbot, view).play()
    seen.append(read(view))
    record = view.session.record
    view.close()

    book = ProfileBook()
    for p in players:
        book.add(p.name)
    window = MainWindow(dialogs=FakeDialogs(), play_view_factory=FakePlayView)
    qtbot.addWidget(window)
    window.startup()
    game = replay(record)
    MOMENTS_SEEN.update(e.kind for step in game.steps for e in step.events)
    window.store.history.add(record, game.game.outcome(game.state))
    window.startup()
    window.open_history("stats")
    seen.append(sorted(read(window)))            # the home's recent games
    seen.append(sorted(read(window.history_window)))
    window.history_window.close()
    dialog = NewGameDialog(game_id, players)     # every seat a household player
    qtbot.addWidget(dialog)
    for row in dialog.players.rows:
        row.chooser.menu().aboutToShow.emit()    # the badge's menu of household players
    seen.append(sorted(read(dialog)))
    printed = printed_texts(filled_sheet(record, played="2024-05-01T20:00:00Z",
                                         with_log=True))
    MARKED.extend(("seen", t) for t in printed)
    seen.append([t.translate(ISOLATES) for t in printed])
    return seen


def named(texts: list[str]) -> list[str]:
    out = []
    for text in texts:
        for plain, name in zip(PLAIN, NAMES):
            text = text.replace(plain, name)
        out.append(text)
    return out


@pytest.mark.parametrize("game_id", game_ids())
def test_players_named_like_placeholders_are_shown_as_named(qtbot, tmp_path, monkeypatch,
                                                             game_id):
    plain = play_and_read(qtbot, game_id, PLAIN, tmp_path / "plain", monkeypatch)
    MARKED.clear()
    MOMENTS_SEEN.clear()
    odd = play_and_read(qtbot, game_id, NAMES, tmp_path / "odd", monkeypatch)
    assert MOMENTS[game_id] <= MOMENTS_SEEN, MOMENTS[game_id] - MOMENTS_SEEN
    assert len(odd) == len(plain)
    for moment, (want, got) in enumerate(zip(plain, odd)):
        want = named(want)
        missing, extra = Counter(want) - Counter(got), Counter(got) - Counter(want)
        assert not missing and not extra, (moment, sorted(missing)[:5], sorted(extra)[:5])
        if moment < len(plain) - 4:              # the table: in the same order too
            assert got == want, moment
    if RTL in {NAMES[i] for i in SEATS[game_id]}:
        assert_isolated(MARKED, RTL)


def assert_isolated(texts: list[tuple[str, str]], name: str) -> None:
    """Every text that shows `name` shows it set apart, FSI name PDI (alone too: then it reads
    in its own direction); none a screen reader is told has a mark."""
    shown = [t for how, t in texts if how != "told" and name in t]
    assert shown
    bare = [t for t in shown if t.count(name) != t.count(FSI + name + PDI)]
    assert not bare, bare[:5]
    told = [t for how, t in texts if how == "told" and (FSI in t or PDI in t)]
    assert not told, told[:5]


def test_fill_puts_every_value_in_once_and_never_reads_it_again():
    from dicegames.ui.words import fill
    assert fill("%1 gives %2 to %3.", "%3", "%1", "%2") == "%3 gives %1 to %2."
    assert fill("%2, then %1", "{0}", "%%") == "%%, then {0}"
    assert fill("%1 (computer)", "%n") == "%n (computer)"
    assert fill("%1%", "5") == "5%"


NEGATIVE = {"en": "%Ln finished with \u22125 points", "ru": "%Ln: итог — \u22125 очков",
            "es": "%Ln terminó con \u22125 puntos"}


def test_a_negative_result_is_counted_by_its_size_and_keeps_its_minus(lang):
    """A solo School game can end below zero: Qt counts only n >= 0 (it left "%Ln point")."""
    from dicegames.ui.words import Words, fill, phrases
    assert fill(phrases(Words).solo_result(-5), "%Ln") == NEGATIVE[lang]
    assert "%" not in fill(phrases(Words).solo_result(-1), "Anna")
