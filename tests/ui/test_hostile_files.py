"""The window and files it did not write: an unreadable history.json is moved aside and the
player told where, the finished game recorded (24.3); a history entry with numbers in other
digits hides that entry only (24.8)."""
from __future__ import annotations

import json

from dicegames.engine import replay
from dicegames.persistence import paths
from dicegames.persistence.autosave import Autosave
from dicegames.persistence.history import History
from dicegames.persistence.saves import Snapshot
from dicegames.ui.shell.main_window import MainWindow
from tests.persistence.helpers import finished_zdorovo_record

from .driver import active
from .fakes import FakeDialogs, FakePlayView


def _window(qtbot, dialogs=None):
    dialogs = dialogs or FakeDialogs()
    w = MainWindow(dialogs=dialogs, play_view_factory=FakePlayView)
    qtbot.addWidget(w)
    active(qtbot, w)
    w.startup()
    return w, dialogs


def _finished(seed="s"):
    r = finished_zdorovo_record(seed=seed)
    rep = replay(r)
    return r, rep.game.outcome(rep.state)


def test_an_unreadable_history_at_start_is_kept_aside_and_said(qtbot):
    path = paths.history_path()
    path.parent.mkdir(parents=True)
    path.symlink_to(path.with_name("moved-by-another-program.json"))
    w, _ = _window(qtbot)
    kept = list(path.parent.glob("history.json.unreadable-*"))
    assert len(kept) == 1 and kept[0].is_symlink()
    text = w.statusBar().currentMessage()
    assert str(kept[0]) in text and "link to a file that is not there" in text


def test_a_game_finished_over_an_unreadable_history_is_recorded(qtbot):
    w, dialogs = _window(qtbot)
    dialogs.on_run = lambda dlg: True
    w.new_game("zdorovo")
    view = FakePlayView.made[-1]
    path = paths.history_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    other = path.with_name("loop.json")
    path.symlink_to(other)
    other.symlink_to(path)
    record, outcome = _finished()
    told = []
    w.store.notice.connect(told.append)
    with qtbot.waitSignal(w.store.finished_saved):
        view.game_finished.emit(Snapshot(record), outcome)
    assert [g.record for g in History().load()[0]] == [record]
    assert not Autosave().path.exists()
    kept = list(path.parent.glob("history.json.unreadable-*"))
    assert len(kept) == 1 and any(str(kept[0]) in t for t in told)


def test_an_entry_in_other_digits_hides_only_itself(qtbot):
    for seed in ("first", "second"):
        History().add(*_finished(seed))
    doc = json.loads(paths.history_path().read_text())
    doc["games"][0]["record"]["options"]["throws"] = "\u00b2"
    paths.history_path().write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    w, _ = _window(qtbot)
    assert w.home.recent.count() == 1


def test_the_suggested_export_and_pdf_names_stay_in_their_folder(tmp_path):
    from dataclasses import replace as with_

    from dicegames.persistence.files import inside, safe_name
    from dicegames.ui.history import rows
    History().add(*_finished())
    game = History().load_all()[0][0]
    row = rows.finished_row(game)
    assert rows.suggested_name(row).startswith("zdorovo 20") and \
        rows.suggested_name(row).endswith(".json")
    for when in ("../../../../tmp/escape", "/tmp/escape", "2026-01-10T18:00:00Z/../x", ".."):
        name = rows.suggested_name(with_(row, when=when))
        assert name == "zdorovo.json" and inside(tmp_path, name).parent == tmp_path
    for doc_name in ("Zdorovo! — ../../x", "/etc/passwd", "..", "a\\b"):
        assert inside(tmp_path, safe_name(doc_name, "sheet") + ".pdf").parent == tmp_path


def test_an_exported_record_and_pdf_follow_the_umask(qtbot, tmp_path):
    import os
    import stat

    from dicegames.ui.printing.content import blank_sheet
    from dicegames.ui.printing.output import PrintSetup, write_pdf
    old = os.umask(0o022)
    try:
        pdf = tmp_path / "blank.pdf"
        write_pdf(blank_sheet("zonk", {}, ["Anna", "Boris"], 2), pdf, PrintSetup())
    finally:
        os.umask(old)
    assert stat.S_IMODE(pdf.stat().st_mode) == 0o644
