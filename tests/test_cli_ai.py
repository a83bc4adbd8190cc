"""`dicegames advise | odds | simulate`: JSON shape, exit codes and one-line errors."""
from __future__ import annotations

import contextlib
import io
import json

import pytest

from dicegames import app
from dicegames.cli import main
from dicegames.engine import PlayerEntry, Record, dumps

from .cli_support import run


def call(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main(list(args))
        except SystemExit as e:
            code = int(e.code or 0)
    return code, out.getvalue(), err.getvalue()


def record_file(tmp_path, game, actions, players=2, name="r.json"):
    rec = Record(game, tuple(PlayerEntry(f"P{i}") for i in range(players)), seed="s",
                 actions=tuple(actions))
    path = tmp_path / name
    path.write_text(dumps(rec), encoding="utf-8")
    return path


def test_the_commands_are_registered():
    assert {"advise", "odds", "simulate"} <= set(app.COMMANDS)


def test_advise_zonk_json(tmp_path):
    path = record_file(tmp_path, "zonk", ["roll 5 5 2 3 4 6"])
    code, out, err = call("advise", str(path), "--json")
    assert code == 0, err
    doc = json.loads(out)
    assert doc["game"] == "zonk" and doc["player"] == 0 and doc["exact"] is True
    assert doc["measure"] == "expected_turn_points"
    acts = [a["action"] for a in doc["actions"]]
    assert set(acts) == {"take 5", "take 5 5"}
    values = [a["value"] for a in doc["actions"]]
    assert values == sorted(values, reverse=True) and doc["value"] == values[0]


def test_advise_zdorovo_text_and_save_envelope(tmp_path):
    rec = Record("zdorovo", (PlayerEntry("A"),), seed="s", actions=("roll 6 6 6 2 3",))
    save = {"format": "dicegames-save", "version": 1, "record": json.loads(dumps(rec))}
    path = tmp_path / "game.dicegames"
    path.write_text(json.dumps(save), encoding="utf-8")
    code, out, _ = call("advise", str(path))
    assert code == 0 and "expected_final_total" in out and "score sixes" in out
    code, out, _ = call("advise", str(path), "--json")
    doc = json.loads(out)
    assert len(doc["actions"]) == 31 + 11


def test_advise_zanzibar_lower_is_better(tmp_path):
    path = record_file(tmp_path, "zanzibar", ["roll 6 5 3"])
    doc = json.loads(call("advise", str(path), "--json")[1])
    assert doc["measure"] == "chips_expected" and doc["higher_is_better"] is False
    values = [a["value"] for a in doc["actions"]]
    assert values == sorted(values) and all(0 <= a["worst"] <= 1 for a in doc["actions"])


@pytest.mark.parametrize("actions,needle", [([], "dice must be thrown"),
                                            (["roll 1 2 3 4 5 6", "take 1"], None)])
def test_advise_refuses_a_record_that_does_not_end_at_a_decision(tmp_path, actions, needle):
    path = record_file(tmp_path, "zonk", actions)
    code, out, err = call("advise", str(path))
    if needle is None:
        assert code == 0
        return
    assert code == 2 and needle in err and len(err.strip().splitlines()) == 1


def test_advise_refuses_a_finished_game(tmp_path):
    path = record_file(tmp_path, "zdorovo", [], players=1)
    from dicegames.ai import bot
    from dicegames.engine import make_game, roll_action
    game = make_game("zdorovo", {})
    s = game.new_initial_state(1, 0)
    actions = []
    b = bot("easy", game)
    while game.outcome(s) is None:
        a = roll_action(game, s, "x") if game.current_player(s) < 0 else b.choose(s)
        actions.append(a.to_str())
        s = game.apply(s, a).state
    path = record_file(tmp_path, "zdorovo", actions, players=1)
    code, _, err = call("advise", str(path))
    assert code == 2 and "over" in err


@pytest.mark.parametrize("content,needle", [(b"{", "not valid JSON"), (b"[]", ""),
                                            (b'{"format": "dicegames-save"}', "version")])
def test_advise_bad_files(tmp_path, content, needle):
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    code, _, err = call("advise", str(path))
    assert code == 2 and needle in err and err.startswith("dicegames: error:")


def _save_text(rec) -> str:
    return json.dumps({"format": "dicegames-save", "version": 2, "record": json.loads(dumps(rec)),
                       "meta": {"dice_source": "virtual"}})


@pytest.mark.parametrize("spoil,needle", [
    (lambda t: t.replace('"version": 2', '"version": 99'), "newer"),
    (lambda t: t.replace('"version": 2', '"version": 2, "version": 2'), "duplicate key"),
    (lambda t: t.replace('"meta": {', '"meta": {"x": NaN, '), "NaN"),
    (lambda t: t.replace('"dice_source": "virtual"', '"dice_source": "loaded"'), "metadata"),
])
def test_advise_reads_a_save_as_strictly_as_the_app(tmp_path, spoil, needle):
    """The envelope was read with plain json.loads: duplicate keys, NaN and version 99 went."""
    rec = Record("zdorovo", (PlayerEntry("A"),), actions=("roll 6 6 6 2 3",))
    path = tmp_path / "game.dicegames"
    path.write_text(_save_text(rec), encoding="utf-8")
    assert call("advise", str(path))[0] == 0
    path.write_text(spoil(_save_text(rec)), encoding="utf-8")
    code, out, err = call("advise", str(path))
    assert code == 2 and out == "" and needle in err and err.count("\n") == 1, err


def test_advise_refuses_a_directory_and_a_missing_file_and_a_huge_file(tmp_path):
    assert call("advise", str(tmp_path))[0] == 2
    assert call("advise", str(tmp_path / "none.json"))[0] == 2
    big = tmp_path / "big.json"
    big.write_bytes(b" " * (4 * 1024 * 1024 + 1))
    code, _, err = call("advise", str(big))
    assert code == 2 and "too large" in err


def test_odds_json_shapes():
    doc = json.loads(call("odds", "zonk", "--json")[1])
    tables = {t["id"]: t for t in doc["tables"]}
    assert {"zonk", "hot_dice"} <= set(tables)
    six = next(r for r in tables["zonk"]["rows"] if r["dice"] == 6)
    assert six["probability"] == "5/216" and abs(six["float"] - 5 / 216) < 1e-12
    assert six["text"] == "10%" and six["verdict"] == "wrong"
    doc = json.loads(call("odds", "detroit", "--json", "--option",
                          "colour_pairs_distinct=true")[1])
    hot = {r["dice"]: r["probability"] for t in doc["tables"] if t["id"] == "hot_dice"
           for r in t["rows"]}
    assert hot[6] == "139/3888"
    for game in ("zdorovo", "school"):
        doc = json.loads(call("odds", game, "--json")[1])
        assert [t["id"] for t in doc["tables"]] == ["combinations"]
    doc = json.loads(call("odds", "zanzibar", "--json")[1])
    rows = doc["tables"][0]["rows"]
    assert doc["tables"][0]["id"] == "hands" and len(rows) == 56 and rows[0]["key"] == "421"


def test_odds_text_and_errors():
    code, out, _ = call("odds", "chicago")
    assert code == 0 and "25/324" in out
    code, _, err = call("odds", "chess")
    assert code == 2 and "unknown game" in err
    code, _, err = call("odds", "zonk", "--option", "free_reroll")
    assert code == 2 and "KEY=VALUE" in err


def test_simulate_json():
    code, out, err = call("simulate", "zdorovo", "--bots", "strong,easy", "--games", "4",
                          "--seed", "t", "--json")
    assert code == 0, err
    doc = json.loads(out)
    assert doc["game"] == "zdorovo" and doc["games"] == 4
    for seat in doc["seats"]:
        assert set(seat) == {"seat", "bot", "mean_points", "ci95", "wins", "win_rate",
                             "win_rate_ci95"}
        assert seat["ci95"][0] <= seat["mean_points"] <= seat["ci95"][1]
        assert 0 <= seat["win_rate_ci95"][0] <= seat["win_rate"] <= seat["win_rate_ci95"][1] <= 1
    assert sum(s["wins"] for s in doc["seats"]) == pytest.approx(4)


def test_simulate_solitaire_and_deterministic():
    a = call("simulate", "chicago", "--bots", "medium", "--games", "20", "--json")[1]
    b = call("simulate", "chicago", "--bots", "medium", "--games", "20", "--json")[1]
    assert a == b and json.loads(a)["measure"] == "one_fresh_turn"
    doc = json.loads(call("simulate", "school", "--bots", "easy", "--games", "2", "--json")[1])
    assert doc["seats"][0]["win_rate"] == 1


@pytest.mark.parametrize("args,needle", [
    (("simulate", "zanzibar", "--bots", "strong", "--games", "3"), "at least 2"),
    (("simulate", "zonk", "--bots", "hard", "--games", "3"), "levels"),
    (("simulate", "zonk", "--bots", "easy,easy", "--games", "0"), "whole number"),
    (("simulate", "zonk", "--bots", "easy,easy"), "--games"),
    (("simulate", "zonk", "--bots", ",".join(["easy"] * 9), "--games", "1"), "at most 8"),
])
def test_simulate_bad_input(args, needle):
    code, _, err = call(*args)
    assert code == 2 and needle in err and len(err.strip().splitlines()) == 1


def test_as_a_process():
    out = run("odds", "zanzibar", "--json")
    assert out.returncode == 0 and json.loads(out.stdout)["game"] == "zanzibar"
