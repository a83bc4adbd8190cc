"""Keep the translations in step with the code (run through `./dev i18n update|release|check`).

    update   extract every translatable text from dicegames/ into dicegames_{ru,es}.ts (and the
             plural forms into dicegames_en.ts); entries whose text left the code are dropped
    release  compile each .ts into its .qm, which the app loads
    check    fail, naming what to do, when a .ts is not up to date with the code, when an entry
             is unfinished or empty, or when a .qm is older than its .ts

The catalogues carry no source locations, so moving code changes nothing in them; the context of
each text is the concept it belongs to ("PlayView", "Zonk", "Options" …), never a file.
"""
from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
LANGUAGES = ("ru", "es", "en")        # en: only its plural forms (the source texts are English)


def tool(name: str) -> str:
    """A Qt tool from the virtualenv next to this interpreter, else from PATH."""
    for candidate in (Path(sys.executable).with_name(f"pyside6-{name}"),
                      Path(sys.executable).with_name(name)):
        if candidate.exists():
            return str(candidate)
    found = shutil.which(f"pyside6-{name}") or shutil.which(name)
    if not found:
        sys.exit(f"i18n: pyside6-{name} not found; run ./dev test once to set up .venv")
    return found


def catalogue(lang: str, folder: Path = HERE) -> Path:
    return folder / f"dicegames_{lang}.ts"


def lupdate(folder: Path = HERE, quiet: bool = False) -> None:
    """Extract the texts of dicegames/ into the catalogues in `folder`."""
    base = [tool("lupdate"), "-extensions", "py", "-locations", "none", "-no-obsolete",
            "-no-ui-lines", "-sort-messages", "-source-language", "en", str(ROOT / "dicegames")]
    out = subprocess.DEVNULL if quiet else None
    for lang in LANGUAGES:
        extra = ["-pluralonly"] if lang == "en" else []
        target = ["-target-language", lang, "-ts", str(catalogue(lang, folder))]
        subprocess.run(base + extra + target, check=True, stdout=out, cwd=ROOT)


def lrelease(folder: Path = HERE, out: Path = HERE) -> None:
    for lang in LANGUAGES:
        subprocess.run([tool("lrelease"), "-silent", str(catalogue(lang, folder)),
                        "-qm", str(out / f"dicegames_{lang}.qm")], check=True)


def entries(path: Path) -> dict[tuple[str, str, str], tuple[bool, tuple[str, ...]]]:
    """(context, source, comment) → (plural?, the translation's forms, () when unfinished):
    what a catalogue says, whatever the lupdate version that wrote it."""
    out = {}
    for ctx in ET.parse(path).getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            key = (name, msg.findtext("source") or "", msg.findtext("comment") or "")
            out[key] = (msg.get("numerus") == "yes",
                        tuple(messages_forms(msg)))
    return out


def messages_forms(msg: ET.Element) -> list[str]:
    tr = msg.find("translation")
    if tr is None or tr.get("type") in ("unfinished", "obsolete", "vanished"):
        return []
    numerus = tr.findall("numerusform")
    forms = [f.text or "" for f in numerus] if numerus else [tr.text or ""]
    return forms if all(forms) else []


def compiled_texts(qm: Path, keys: list[tuple[str, str, str]]) -> list[str]:
    """What a compiled catalogue answers for each key, counted or not (a stale .qm differs)."""
    from PySide6.QtCore import QTranslator
    translator = QTranslator()
    if not translator.load(str(qm)):
        return []
    return [translator.translate(ctx, source, comment or None, n)
            for ctx, source, comment in keys for n in (-1, 1, 2, 5, 21)]


def messages(path: Path) -> dict[tuple[str, str], list[str]]:
    """(context, source) → the translation's forms ([] when unfinished)."""
    out: dict[tuple[str, str], list[str]] = {}
    for ctx in ET.parse(path).getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            tr = msg.find("translation")
            forms: list[str] = []
            if tr is not None and tr.get("type") not in ("unfinished", "obsolete", "vanished"):
                numerus = tr.findall("numerusform")
                forms = [f.text or "" for f in numerus] if numerus else [tr.text or ""]
                if not all(forms):
                    forms = []
            out[(name, msg.findtext("source") or "")] = forms
    return out


def problems() -> list[str]:
    found: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        fresh = Path(tmp)
        for lang in LANGUAGES:
            if catalogue(lang).exists():
                shutil.copy(catalogue(lang), catalogue(lang, fresh))
        lupdate(fresh, quiet=True)
        for lang in LANGUAGES:
            mine = catalogue(lang)
            if not mine.exists() or entries(mine) != entries(catalogue(lang, fresh)):
                found.append(f"{mine.name} is not up to date with the code: "
                             "run ./dev i18n update, translate, then ./dev i18n release")
            for (ctx, source), forms in messages(catalogue(lang, fresh)).items():
                if not forms:
                    found.append(f"{mine.name}: [{ctx}] {source!r} has no translation")
        lrelease(HERE, fresh)
        for lang in LANGUAGES:
            qm = HERE / f"dicegames_{lang}.qm"
            keys = list(entries(catalogue(lang)))
            if not qm.exists() or compiled_texts(qm, keys) != compiled_texts(fresh / qm.name,
                                                                               keys):
                found.append(f"{qm.name} is older than {catalogue(lang).name}: "
                             "run ./dev i18n release")
    return found


def main(argv: list[str]) -> int:
    command = argv[0] if argv else "check"
    if command == "update":
        lupdate()
    elif command == "release":
        lrelease()
    elif command == "check":
        found = problems()
        for line in found:
            print(line, file=sys.stderr)
        if found:
            return 1
        print("i18n: every text is translated and compiled")
    else:
        print("usage: ./dev i18n update|release|check", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
