"""The translations: every text is extractable and extracted, every catalogue complete, current
and compiled, plural forms right in each language, placeholders and mnemonics kept."""
from __future__ import annotations

import ast
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
I18N = ROOT / "i18n"
pytestmark = pytest.mark.xdist_group("i18n")   # one worker runs lupdate, once
sys.path.insert(0, str(I18N))
import manage  # noqa: E402  (i18n/manage.py: the ./dev i18n command)

FORMS = {"ru": 3, "es": 2, "en": 2}
PLACEHOLDER = re.compile(r"%L?n|%\d+")


def calls_in_code() -> tuple[set[tuple[str, str]], set[tuple[str, str]], list[str]]:
    """(context, text) of every translate call and of every plural `self.tr`, and the calls
    lupdate cannot read (not literal)."""
    found: set[tuple[str, str]] = set()
    plural: set[tuple[str, str]] = set()
    bad: list[str] = []
    for path in sorted((ROOT / "dicegames").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        classes = {id(n): n.name for n in ast.walk(tree) if isinstance(n, ast.ClassDef)}
        parents: dict[int, ast.AST] = {}
        for node in ast.walk(tree):
            for child in ast.iter_child_nodes(node):
                parents[id(child)] = node

        def enclosing_class(node: ast.AST, parents: dict[int, ast.AST] = parents,
                            classes: dict[int, str] = classes) -> str:
            while id(node) in parents:
                node = parents[id(node)]
                if id(node) in classes:
                    return classes[id(node)]
            return ""

        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            f = node.func
            where = f"{path.relative_to(ROOT)}:{node.lineno}"
            is_translate = (isinstance(f, ast.Name) and f.id == "translate") or (
                isinstance(f, ast.Attribute) and f.attr == "translate"
                and isinstance(f.value, ast.Name) and f.value.id == "QCoreApplication")
            is_tr = isinstance(f, ast.Attribute) and f.attr == "tr" \
                and isinstance(f.value, ast.Name) and f.value.id == "self"
            literal = [isinstance(a, ast.Constant) and isinstance(a.value, str)
                       for a in node.args]
            if is_translate:                 # (context, text) or (context, text, comment)
                if not 2 <= len(node.args) <= 3 or not all(literal):
                    bad.append(where)
                else:
                    found.add((node.args[0].value, node.args[1].value))
            elif is_tr:
                ctx = enclosing_class(node)
                if not node.args or not literal[0] or len(node.args) not in (1, 3) or (
                        len(node.args) == 3 and not literal[1]):
                    bad.append(where)
                elif len(node.args) == 3:
                    plural.add((ctx, node.args[0].value))
                else:
                    found.add((ctx, node.args[0].value))
    return found, plural, bad


@pytest.fixture(scope="module")
def extracted(tmp_path_factory) -> Path:
    ts = tmp_path_factory.mktemp("lupdate") / "all.ts"
    subprocess.run([manage.tool("lupdate"), "-extensions", "py", "-locations", "none",
                    str(ROOT / "dicegames"), "-ts", str(ts)], check=True,
                   stdout=subprocess.DEVNULL)
    return ts


def numerus(path: Path) -> set[tuple[str, str]]:
    import xml.etree.ElementTree as ET
    return {(ctx.findtext("name") or "", m.findtext("source") or "")
            for ctx in ET.parse(path).getroot().iter("context")
            for m in ctx.iter("message") if m.get("numerus") == "yes"}


def test_every_text_is_a_literal_call_that_lupdate_extracts(extracted):
    found, plural, bad = calls_in_code()
    assert not bad, "not extractable (context and text must be literals): " + ", ".join(bad)
    assert len(found) + len(plural) > 600
    messages = set(manage.messages(extracted))
    assert found | plural <= messages, sorted((found | plural) - messages)[:10]
    assert plural <= numerus(extracted), sorted(plural - numerus(extracted))


def test_catalogues_are_current_complete_and_compiled():
    assert manage.problems() == []


@pytest.mark.parametrize("lang", sorted(FORMS))
def test_plural_entries_have_every_form_of_the_language(lang):
    import xml.etree.ElementTree as ET
    root = ET.parse(manage.catalogue(lang)).getroot()
    plural = [m for m in root.iter("message") if m.get("numerus") == "yes"]
    assert len(plural) >= 20
    for m in plural:
        forms = [f.text or "" for f in m.find("translation").findall("numerusform")]
        assert len(forms) == FORMS[lang] and all(forms), (m.findtext("source"), forms)
    if lang == "en":             # English carries only its plural forms
        assert len(list(root.iter("message"))) == len(plural)


@pytest.mark.parametrize("lang", ["ru", "es"])
def test_translations_keep_placeholders_and_mnemonics(lang):
    for (ctx, source), forms in manage.messages(manage.catalogue(lang)).items():
        want = sorted(set(PLACEHOLDER.findall(source)) - {"%n", "%Ln"})
        for text in forms:
            assert sorted(set(PLACEHOLDER.findall(text)) - {"%n", "%Ln"}) == want, (ctx, source,
                                                                                    text)
            assert text.replace("&&", "").count("&") == source.replace("&&", "").count("&"), \
                (ctx, source, text)



# Spanish speaks to the player with tú, as games do: no usted, none of its imperatives or forms
# of address (third-person "su" of a player or a cell is fine, and stays).
USTED = re.compile(r"\b(usted|ustedes|Tire|Pulse|Elija|Escriba|Introduzca|Vuelva|Compruebe|"
                   r"Seleccione|Espere|Inténtelo|puede esperar|su turno|Su elección|"
                   r"sus decisiones|Le costó|eligió «)\b")


def test_spanish_says_tu_to_the_player_never_usted():
    found = [(ctx, text) for (ctx, _source), forms in
             manage.messages(manage.catalogue("es")).items() for text in forms
             if USTED.search(text)]
    assert not found, found

# A name does not tell its gender: a sentence about a player never guesses it. Russian and
# Spanish rephrase (present tense, "%1: …", "ход игрока %1", a noun that agrees) instead of a
# masculine or feminine past tense, short participle or adjective next to the name; English
# says "their", never "his" or "her", of a named player.
GENDERED = {
    "ru": (re.compile(r"%\d\s+(?:теперь\s+|уже\s+|снова\s+)?(\w+(?:л|ла|лся|лась)|"
                      r"готова?|должна?)\b"),             # "%1 принял", "%1 должен"
           re.compile(r"%\d\s+(?:\w+\s+){0,2}(сама?)\s*[:.,]"),   # "%1 теперь играет сам:"
           re.compile(r"(?:^|[.!?]\s)(\w+(?:ен|ён|ан|ят|ит|ыт|на|та))\s*:\s*%\d")),  # "Забыт: %1"
    "es": (re.compile(r"(?:^|[.!?¿¡]\s?)(\w+(?:ado|ido|ada|ida))\s*:\s*%\d"),  # "Añadido: %1"
           re.compile(r"%\d\s+(?:está|es|queda|sigue)\s+(\w+(?:ado|ido|ada|ida)|listo|lista|"
                      r"solo|sola)\b")),                   # "%1 está eliminado"
}
NAMED_PRONOUN = re.compile(r"%\d\b[^.]*[?.:]\s*(?:His|Her|He|She)\b|%\d\b[^.?]*\b(?:his|her)\b")


@pytest.mark.parametrize("lang", sorted(GENDERED))
def test_a_sentence_about_a_player_never_guesses_a_gender_from_the_name(lang):
    found = [(ctx, text) for (ctx, _source), forms in
             manage.messages(manage.catalogue(lang)).items() for text in forms
             if any(p.search(text) for p in GENDERED[lang])]
    assert not found, found
    english = [(ctx, source) for ctx, source in manage.messages(manage.catalogue(lang))
               if NAMED_PRONOUN.search(source)]
    assert not english, english


@pytest.fixture
def speaking(qapp):
    from PySide6.QtCore import QCoreApplication, QTranslator
    installed = []

    def speak(lang: str) -> None:
        t = QTranslator()
        assert t.load(str(I18N / f"dicegames_{lang}.qm"))
        QCoreApplication.installTranslator(t)
        installed.append(t)
    yield speak
    for t in installed:
        QCoreApplication.removeTranslator(t)


def test_compiled_russian_says_1_ochko_2_ochka_5_ochkov(speaking):
    from PySide6.QtCore import QCoreApplication
    speaking("ru")

    def points(n: int) -> str:
        return QCoreApplication.translate("Words", "Enter %Ln point(s)", None, n)
    assert "1 очко" in points(1) and "2 очка" in points(2) and "5 очков" in points(5)
    assert "21 очко" in points(21) and "11 очков" in points(11) and "22 очка" in points(22)


def test_compiled_spanish_and_english_have_two_forms(speaking):
    from PySide6.QtCore import QCoreApplication
    speaking("en")
    assert QCoreApplication.translate("Words", "%n dice", None, 1) == "1 die"
    assert QCoreApplication.translate("Words", "%n dice", None, 3) == "3 dice"
    speaking("es")
    assert QCoreApplication.translate("Words", "Enter %Ln point(s)", None, 1).endswith("1 punto")
    assert QCoreApplication.translate("Words", "Enter %Ln point(s)", None, 2).endswith("2 puntos")


def test_rules_texts_exist_for_every_family_and_language_with_the_same_sections():
    from dicegames.engine import game_ids
    from dicegames.ui.games import look
    from dicegames.ui.rules.document import SECTIONS, rules_source, sections
    families = {look(g).family for g in game_ids()}
    assert families == {"zonk", "farkle", "school", "zdorovo", "zanzibar"}
    for family in families:
        for lang in ("ru", "es", "en"):
            path = ROOT / "resources" / "rules" / f"{family}.{lang}.md"
            assert path.is_file(), path
            text = rules_source(family, lang)
            assert sections(text) == SECTIONS, (family, lang)
            assert text.count("{{scoring_table}}") == 1 and text.count("{{options}}") == 1
