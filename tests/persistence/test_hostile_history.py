"""A history.json written by hand or by another program: an entry with numbers in other digits
hides that entry only (issue 24.8)."""
from __future__ import annotations

import json

import pytest

from dicegames.engine import replay
from dicegames.persistence import paths
from dicegames.persistence.history import History
from dicegames.stats.summary import parse_points

from .helpers import finished_zdorovo_record

OTHER_DIGITS = ["\u00b2", "\u2460", "\u0663", "\uff13"]


def _history_of_two():
    for seed in ("first", "second"):
        r = finished_zdorovo_record(seed=seed)
        rep = replay(r)
        History().add(r, rep.game.outcome(rep.state))
    return json.loads(paths.history_path().read_text())


def _write(doc):
    paths.history_path().write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")


@pytest.mark.parametrize("digit", OTHER_DIGITS)
def test_an_option_in_other_digits_hides_that_entry_only(digit):
    doc = _history_of_two()
    doc["games"][0]["record"]["options"]["throws"] = digit
    _write(doc)
    games, problem = History().load_all()
    assert problem is None and [g.record.seed for g in games] == ["first"]


@pytest.mark.parametrize("digit", OTHER_DIGITS)
def test_points_in_other_digits_are_not_trusted(digit):
    doc = _history_of_two()
    seat = doc["games"][0]["summary"]["seats"][0]
    real = seat["points"]
    seat["points"] = digit
    _write(doc)
    games, _ = History().load_all()
    assert len(games) == 2 and str(games[0].summary.seats[0].points) == real   # replayed


@pytest.mark.parametrize("text", [*OTHER_DIGITS, "1/\u0663", "3.5", "1e3", " 3", "1_0", "1/0",
                                  "--1", ""])
def test_points_are_ascii_integers_or_fractions(text):
    with pytest.raises(ValueError):
        parse_points(text)


def test_points_read_back():
    assert parse_points("12") == 12 and parse_points("-7/3").denominator == 3
