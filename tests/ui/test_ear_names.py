"""Players' names reach a screen reader as typed, whatever characters they hold."""
from __future__ import annotations

import pytest

from dicegames.ui.ear import for_ear
from dicegames.ui.words import fill, translate


@pytest.mark.parametrize("name", ["{}", "{0}", "<b>x</b>", "Jo «%3»", "\ue000\ue100x",
                                  "\ue000\ue001", "שרה", "a, b", "Ann-Marie"])
def test_a_name_is_said_as_typed_and_the_words_around_it_for_the_ear(qapp, name):
    text = fill(translate("Scoresheet", "%1, %2: %3"), name, "Total", "1,000")
    said = for_ear(text, (name,))
    assert said == name + ", Total, 1000"


def test_a_name_fill_isolated_is_kept_without_being_named(qapp):
    said = for_ear(fill(translate("Scoresheet", "%1, %2: %3"), "שרה «x»", "Total", "5"))
    assert said == "שרה «x», Total, 5"
