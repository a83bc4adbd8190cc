"""Household players in profiles.json: made, renamed (the id stays), kept atomically with a
.bak; a damaged or newer file is moved aside with its problem said, never overwritten."""
from __future__ import annotations

import json
from dataclasses import replace

import pytest

from dicegames.persistence import paths
from dicegames.persistence.errors import NewerVersionError, SaveFormatError
from dicegames.persistence.profiles import (
    AVATARS,
    COLOURS,
    ProfileBook,
    ProfileError,
)


def test_players_are_made_renamed_and_removed():
    book = ProfileBook()
    assert book.profiles == [] and book.problem is None
    anna, moved = book.add("  Anna  ")
    boris, _ = book.add("Boris", level="strong")
    assert moved == [] and anna.name == "Anna" and boris.level == "strong"
    assert anna.colour != boris.colour and anna.avatar != boris.avatar     # told apart
    assert anna.colour in COLOURS and anna.avatar in AVATARS
    assert book.path == paths.profiles_path()
    again = ProfileBook()
    assert [p.name for p in again.profiles] == ["Anna", "Boris"]
    again.update(replace(anna, name="Anya", colour="red"))
    third = ProfileBook()
    assert third.get(anna.id).name == "Anya" and third.get(anna.id).colour == "red"
    assert third.named("anya").id == anna.id and third.named("Anna") is None
    assert third.names() == {f"profile:{anna.id}": "Anya", f"profile:{boris.id}": "Boris"}
    third.remove(boris.id)
    assert [p.name for p in ProfileBook().profiles] == ["Anya"]
    assert paths.profiles_path().with_name("profiles.json.bak").exists()


@pytest.mark.parametrize("name,code", [("", "empty_name"), ("   ", "empty_name"),
                                       ("ANNA", "name_taken")])
def test_a_name_is_needed_and_unique(name, code):
    book = ProfileBook()
    book.add("Anna")
    with pytest.raises(ProfileError) as e:
        book.add(name)
    assert e.value.code == code


def test_a_damaged_file_is_moved_aside_and_the_backup_used():
    book = ProfileBook()
    book.add("Anna")
    book.add("Boris")                                   # the .bak holds Anna alone
    paths.profiles_path().write_text('{"format": "dicegames-profiles", "version": 1, "pro')
    again = ProfileBook()
    assert isinstance(again.problem, SaveFormatError)
    moved = again.problem.moved_to
    assert moved.name.startswith("profiles.json.corrupt-") and "pro" in moved.read_text()
    assert [p.name for p in again.profiles] == ["Anna"]


def test_a_damaged_file_without_a_backup_is_kept_when_a_player_is_added():
    paths.profiles_path().parent.mkdir(parents=True)
    paths.profiles_path().write_text("not json at all")
    book = ProfileBook()
    assert book.profiles == [] and isinstance(book.problem, SaveFormatError)
    _, moved = book.add("Vera")
    assert moved and moved[0].read_text() == "not json at all"
    assert [p.name for p in ProfileBook().profiles] == ["Vera"]


def test_a_newer_file_is_left_alone_then_moved_aside_never_overwritten():
    newer = {"format": "dicegames-profiles", "version": 5, "profiles": [{"id": "x"}]}
    paths.profiles_path().parent.mkdir(parents=True)
    paths.profiles_path().write_text(json.dumps(newer))
    book = ProfileBook()
    assert book.profiles == [] and isinstance(book.problem, NewerVersionError)
    assert json.loads(paths.profiles_path().read_text()) == newer         # untouched
    _, moved = book.add("Gleb")
    assert len(moved) == 1 and moved[0].name.startswith("profiles.json.newer-")
    assert json.loads(moved[0].read_text()) == newer
    assert [p.name for p in ProfileBook().profiles] == ["Gleb"]


@pytest.mark.parametrize("bad", [
    {"id": "has space", "name": "A", "colour": "green", "avatar": "circle"},
    {"id": "p1", "name": "", "colour": "green", "avatar": "circle"},
    {"id": "p1", "name": "A", "colour": "plaid", "avatar": "circle"},
    {"id": "p1", "name": "A", "colour": "green", "avatar": "circle", "level": "godlike"},
])
def test_a_malformed_player_makes_the_file_damaged(bad):
    paths.profiles_path().parent.mkdir(parents=True)
    paths.profiles_path().write_text(json.dumps(
        {"format": "dicegames-profiles", "version": 1, "profiles": [bad]}))
    book = ProfileBook()
    assert isinstance(book.problem, SaveFormatError) and book.problem.moved_to is not None
