"""`dicegames print`: a record's or a save's sheet, or a blank one, as a PDF — headless with no
display and no QT_QPA_PLATFORM; bad input is one clear line and exit code 2, before Qt loads;
the other commands never load Qt."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from dicegames.cli import main
from dicegames.engine import PlayerEntry, loads
from dicegames.engine.records import dumps
from dicegames.persistence.saves import Snapshot, save_document, write_save

from .ui.print_support import (
    A4,
    LETTER,
    corrected_record,
    needs_poppler,
    pdf_info,
    pdf_text,
    same_size,
)

GOLDEN = Path(__file__).resolve().parent / "golden"


def headless(*args: str) -> subprocess.CompletedProcess:
    """`python -m dicegames ARGS` with no display and no Qt platform named."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")}
    return subprocess.run([sys.executable, "-m", "dicegames", *args], capture_output=True,
                          text=True, timeout=120, env=env)


def record_file(tmp_path: Path, game: str = "school") -> Path:
    record = loads((GOLDEN / f"{game}_standard.json").read_text(encoding="utf-8"))
    names = (PlayerEntry("Аня"), PlayerEntry("Борис"), PlayerEntry("Вера"))
    path = tmp_path / f"{game}.json"
    path.write_text(dumps(record.__class__(record.game, names, record.options,
                                           record.first_player, record.seed, record.actions)),
                    encoding="utf-8")
    return path


@needs_poppler
def test_a_record_prints_headless_in_russian_with_its_log(tmp_path):
    out = headless("print", str(record_file(tmp_path)), "--pdf", str(tmp_path / "s.pdf"),
                   "--lang", "ru", "--log")
    assert out.returncode == 0, out.stderr
    assert out.stderr == ""
    pages, size = pdf_info(tmp_path / "s.pdf")
    assert pages >= 2 and same_size(size, A4, False)
    assert out.stdout.strip() == f"{tmp_path / 's.pdf'}: {pages} pages"
    text = pdf_text(tmp_path / "s.pdf")
    assert "Борис" in text and "\u2212429" in text             # the winner's total


@needs_poppler
def test_a_turn_taller_than_three_pages_prints_with_its_log(tmp_path):
    """One turn corrected 600 times: the command ends (it used to write empty pages until
    the disk was full) and its log continues across the pages."""
    path = tmp_path / "long.json"
    path.write_text(dumps(corrected_record(600)), encoding="utf-8")
    out = headless("print", str(path), "--log", "--pdf", str(tmp_path / "long.pdf"))
    assert out.returncode == 0, out.stderr
    pages, _ = pdf_info(tmp_path / "long.pdf")
    assert out.stdout.strip() == f"{tmp_path / 'long.pdf'}: {pages} pages" and 5 <= pages < 20
    assert " ".join(pdf_text(tmp_path / "long.pdf").split()).count("instead of") == 600


@needs_poppler
def test_a_save_and_a_blank_sheet_print_too(tmp_path):
    record = loads((GOLDEN / "zanzibar_standard.json").read_text(encoding="utf-8"))
    save = tmp_path / "game.dgsave"
    write_save(save, Snapshot(record, "real"), "421")
    out = headless("print", str(save), "--pdf", str(tmp_path / "save.pdf"), "--paper",
                   "letter", "--lang", "es")
    assert out.returncode == 0, out.stderr
    assert same_size(pdf_info(tmp_path / "save.pdf")[1], LETTER, False)
    out = headless("print", "--blank", "zdorovo", "--option", "match=series", "--names",
                   "Аня,Борис,Вера", "--pdf", str(tmp_path / "blank.pdf"), "--large")
    assert out.returncode == 0, out.stderr
    text = pdf_text(tmp_path / "blank.pdf")
    assert "Аня" in text and "Вера" in text


def _error(capsys, *args: str) -> str:
    with pytest.raises(SystemExit) as stop:
        main(list(args), print_runner=lambda request: pytest.fail("printed bad input"))
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("dicegames: error: ")
    return err


@pytest.mark.parametrize("args,needle", [
    ((), "record or save, or --blank"),
    (("--blank", "zonk", "{record}"), "either FILE or --blank"),
    (("--blank", "zonk", "--log"), "a blank sheet has no log"),
    (("{record}", "--players", "3"), "--players is for a blank sheet"),
    (("--blank", "chess"), "unknown game"),
    (("--blank", "zonk", "--players", "9"), "2 to 8 players"),
    (("--blank", "zonk", "--players", "two"), "whole number"),
    (("--blank", "zonk", "--option", "colour=red"), "unknown option"),
    (("--blank", "zonk", "--names", "A," + "x" * 41), "at most 40"),
    (("--blank", "zonk", "--paper", "a3"), "invalid choice"),
    (("{missing}",), "cannot read"),
    (("{junk}",), "not a game record or save"),
    (("{newer}",), "newer dicegames"),
    (("--blank", "zonk", "--pdf", "{dir}"), "is a folder"),
])
def test_bad_input_is_one_clear_line_and_exit_2(tmp_path, capsys, args, needle):
    junk = tmp_path / "junk.json"
    junk.write_text("not json")
    newer = tmp_path / "newer.dgsave"
    doc = save_document(Snapshot(loads(record_file(tmp_path).read_bytes())))
    doc["version"] = 99
    newer.write_text(json.dumps(doc))
    fill = {"{record}": str(record_file(tmp_path)), "{missing}": str(tmp_path / "none.json"),
            "{junk}": str(junk), "{newer}": str(newer), "{dir}": str(tmp_path)}
    argv = [fill.get(a, a) for a in args]
    if "--pdf" not in argv:
        argv += ["--pdf", str(tmp_path / "out.pdf")]
    assert needle in _error(capsys, "print", *argv)
    assert not (tmp_path / "out.pdf").exists()


def test_the_other_commands_never_load_qt():
    code = ("import sys; from dicegames.app import main; "
            "main(['score', 'zdorovo', '6', '6', '6', '5', '5']); "
            "print(any(m.startswith('PySide6') for m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=60)
    assert out.returncode == 0 and out.stdout.strip().endswith("False")
