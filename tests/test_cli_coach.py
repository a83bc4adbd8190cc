"""`dicegames coach`: the ratings and costliest decisions of records, saves or the history."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from dicegames.ai import coach
from dicegames.engine import dumps, loads, replay

from .test_cli_ai import call

GOLDEN = Path(__file__).resolve().parent / "golden"


def golden(name: str):
    return loads((GOLDEN / f"{name}.json").read_text(encoding="utf-8"))


def test_a_record_is_rated_per_player_with_its_costliest_decisions():
    path = str(GOLDEN / "zdorovo_standard.json")
    code, out, err = call("coach", path, "--json")
    assert code == 0, err
    doc = json.loads(out)
    c = coach.proficiency(golden("zdorovo_standard"))
    assert doc["games"] == 1 and [r["player"] for r in doc["ratings"]] == ["Anna", "Boris",
                                                                         "Vera"]
    for r, seat in zip(doc["ratings"], c.seats):
        assert r["game"] == "zdorovo" and r["measure"] == "expected_final_total" and r["exact"]
        assert r["decisions"] == seat.decisions and r["games"] == 1
        assert r["cost"] == pytest.approx(seat.cost, abs=1e-6)
        assert r["cost_per_decision"] == pytest.approx(seat.cost / seat.decisions, abs=1e-6)
        assert r["best_share"] == pytest.approx(seat.best / seat.decisions, abs=1e-6)
        assert r["band"] == coach.band("zdorovo", seat.cost / seat.decisions)
        assert [(w["move"], w["index"], w["chosen"], w["best"]) for w in r["worst"]] == \
            [(d.move, d.index, d.chosen, d.best) for d in seat.worst]
        assert all(w["file"] == path for w in r["worst"])


def test_filters_text_and_approximate_rules():
    files = [str(GOLDEN / f) for f in ("zdorovo_standard.json", "school_literal.json")]
    code, out, _ = call("coach", *files, "--player", "boris", "--game", "school")
    assert code == 0
    assert out.startswith("school · Boris: 1 game(s)") and "approximate rules" in out
    assert "zdorovo" not in out and "Anna" not in out
    assert "move " in out and "chose " in out and "band " in out


def test_bad_input_is_one_line_and_exit_2(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{}", encoding="utf-8")
    path = str(GOLDEN / "zonk_duel.json")
    for args in (("coach", str(bad)), ("coach", path, "--game", "chess"),
                 ("coach", path, "--player", "Nobody"), ("coach", str(tmp_path / "none"))):
        code, out, err = call(*args)
        assert code == 2 and out == "" and err.startswith("dicegames: error: ")
        assert err.count("\n") == 1


def test_the_history_is_rated_from_the_figures_kept_with_each_game(monkeypatch):
    from dicegames.persistence.history import History
    record = golden("zanzibar_dry")
    other = golden("zdorovo_literal")
    history = History()
    for r in (record, other):
        history.add(r, replay(r).game.outcome(replay(r).state))
    kept = coach.proficiency(record)
    history.add_coach(record, kept)
    valued: list[str] = []
    real = coach.proficiency

    def counting(r, *args, **kw):
        valued.append(r.game)
        return real(r, *args, **kw)
    monkeypatch.setattr(coach, "proficiency", counting)
    monkeypatch.setattr("dicegames.cli.coach.proficiency", counting)
    code, out, err = call("coach", "--json")
    assert code == 0, err
    doc = json.loads(out)
    assert valued == ["zdorovo"]                     # the kept figures were not worked out again
    rated = {(r["game"], r["player"]): r for r in doc["ratings"]}
    assert rated["zanzibar", "Anna"]["cost"] == pytest.approx(kept.seats[0].cost, abs=1e-6)
    assert ("zdorovo", "Vera") in rated
    assert all(w["finished_at"] for r in doc["ratings"] for w in r["worst"])


def test_a_save_is_read_as_advise_reads_it(tmp_path):
    from dicegames.persistence.saves import Snapshot, save_bytes
    record = golden("school_standard")
    record = record.with_actions(record.actions[:60])      # an unfinished game is rated too
    path = tmp_path / "g.dicegames"
    path.write_bytes(save_bytes(Snapshot(record, "virtual")))
    code, out, err = call("coach", str(path), "--json")
    assert code == 0, err
    assert {r["player"] for r in json.loads(out)["ratings"]} == {"Anna", "Boris", "Vera"}


def test_a_record_file_round_trips(tmp_path):
    path = tmp_path / "r.json"
    path.write_text(dumps(golden("zonk_duel")), encoding="utf-8")
    code, out, _ = call("coach", str(path))
    assert code == 0 and out.startswith("zonk · Anna")
