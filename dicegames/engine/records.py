"""Game records: a JSON envelope plus the action log; strict, total loading and exact replay."""
from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import Any

from .actions import Action
from .errors import DiceGamesError, RecordError
from .events import Step
from .names import stored_name
from .registry import game_info
from .strict_json import JsonError, dumps_strict, loads_strict

FORMAT = "dicegames-record"
VERSION = 1
MAX_BYTES = 4 * 1024 * 1024
MAX_ACTIONS = 100_000
MAX_DEPTH = 8
PLAYER_KINDS = ("human", "computer")
PROFILE_ID = re.compile(r"[A-Za-z0-9_-]{1,40}")     # a household player's stable id


@dataclass(frozen=True)
class PlayerEntry:
    """A seat: the name shown, human or computer (with a level), and — for a household
    player — the stable id of the profile, so a renamed player keeps his games."""

    name: str
    kind: str = "human"
    level: str = ""
    profile: str = ""

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, **({"level": self.level} if self.level
                                                         else {}),
                **({"profile": self.profile} if self.profile else {})}


@dataclass(frozen=True)
class Record:
    """Everything needed to rebuild a game: id, rules, players, seed and every action."""

    game: str
    players: tuple[PlayerEntry, ...]
    options: dict[str, Any] = field(default_factory=dict)
    first_player: int = 0
    seed: str = ""
    actions: tuple[str, ...] = ()
    rules_version: int = 1
    casual: bool = False          # a casual game: kept, but not counted in the statistics

    def with_actions(self, actions: tuple[str, ...]) -> Record:
        return replace(self, actions=tuple(actions))

    def to_json(self) -> dict[str, Any]:
        doc: dict[str, Any] = {
            "format": FORMAT, "version": VERSION, "game": self.game,
            "rules_version": self.rules_version, "options": dict(self.options),
            "players": [p.to_json() for p in self.players],
            "first_player": self.first_player, "seed": self.seed, "actions": list(self.actions),
        }
        if self.casual:
            doc["casual"] = True
        return doc


def dumps(record: Record) -> str:
    """The record as pretty, stable JSON text."""
    return dumps_strict(record.to_json(), indent=1) + "\n"


def loads(data: str | bytes) -> Record:
    """Parse and validate a record (not yet replayed). RecordError says what is wrong."""
    try:
        doc = loads_strict(data, MAX_BYTES, MAX_DEPTH)
    except JsonError as e:
        raise RecordError(f"the record is {e}" if e.code == "too_large" else str(e),
                          code=e.code) from None
    return _validate(doc)


def from_json(doc: Any) -> Record:
    """Validate a record already parsed from strict JSON (e.g. inside a save)."""
    return _validate(doc)


def short(text: str, limit: int = 60) -> str:
    """`text` quoted for an error message, cut to `limit` characters (records are hostile)."""
    text = text.encode("utf-8", "backslashreplace").decode("utf-8")
    return repr(text if len(text) <= limit else text[:limit - 1] + "…")


def writable(text: str) -> bool:
    """True for text that can be written back as UTF-8 and shown: no lone surrogates and no
    control characters (a level, a seed, an option name; names follow `names.stored_name`)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return text.isprintable()


def _need(doc: dict[str, Any], key: str, kind: type | tuple[type, ...]) -> Any:
    if key not in doc:
        raise RecordError(f"missing field {key!r}", code="missing_field")
    v = doc[key]
    if not isinstance(v, kind) or (kind is int and isinstance(v, bool)):
        raise RecordError(f"field {key!r} has the wrong type", code="bad_field")
    return v


def _validate(doc: Any) -> Record:
    if not isinstance(doc, dict):
        raise RecordError("a record is a JSON object", code="bad_field")
    if doc.get("format") != FORMAT:
        raise RecordError(f"not a dicegames record (format must be {FORMAT!r})", code="bad_format")
    version = _need(doc, "version", int)
    if version > VERSION:
        raise RecordError(f"written by a newer dicegames (record version {version}, this "
                          f"version reads up to {VERSION})", code="newer_version")
    if version < 1:
        raise RecordError(f"unknown record version {version}", code="bad_format")
    game = _need(doc, "game", str)
    try:
        info = game_info(game)
    except DiceGamesError as e:
        raise RecordError(e.detail, code="unknown_game") from None
    rules_version = _need(doc, "rules_version", int)
    if rules_version > info.game_cls.version:
        raise RecordError(f"{game} rules version {rules_version} is newer than this "
                          f"dicegames knows ({info.game_cls.version})", code="newer_version")
    options = _need(doc, "options", dict)
    players_raw = _need(doc, "players", list)
    players = []
    for i, p in enumerate(players_raw):
        name = stored_name(p.get("name")) if isinstance(p, dict) else None
        if name is None or p.get("kind", "human") not in PLAYER_KINDS \
                or not isinstance(p.get("level", ""), str) \
                or len(p.get("level", "")) > 40 \
                or not writable(p.get("level", "")) or not _profile_ok(p):
            raise RecordError(f"player {i} is malformed", code="bad_field")
        players.append(PlayerEntry(name, p.get("kind", "human"), p.get("level", ""),
                                   p.get("profile", "")))
    first = _need(doc, "first_player", int)
    seed = _need(doc, "seed", str)
    if len(seed) > 200 or not (seed.isascii() and writable(seed)):
        raise RecordError("the seed is not a short line of ASCII text", code="bad_field")
    actions = _need(doc, "actions", list)
    if len(actions) > MAX_ACTIONS:
        raise RecordError(f"more than {MAX_ACTIONS} actions", code="too_large")
    for i, a in enumerate(actions):
        if not isinstance(a, str) or not (a.isascii() and writable(a)) or len(a) > 200:
            raise RecordError("an action is a short line of ASCII text", index=i,
                              code="bad_action")
    for key in options:
        if not writable(key) or len(key) > 60:
            raise RecordError("an option name is malformed", code="bad_field")
    try:
        info.rules(options)
        info.make(options).check_players(len(players), first)
    except DiceGamesError as e:
        raise RecordError(e.detail, code=e.code) from None
    casual = doc.get("casual", False)
    if type(casual) is not bool:
        raise RecordError("field 'casual' has the wrong type", code="bad_field")
    return Record(game, tuple(players), dict(options), first, seed, tuple(actions), rules_version,
                  casual)


def _profile_ok(player: dict[str, Any]) -> bool:
    """A player's optional profile id: absent, or a short ASCII id (PROFILE_ID)."""
    value = player.get("profile")
    return "profile" not in player or (isinstance(value, str)
                                       and PROFILE_ID.fullmatch(value) is not None)


CORRECT = "correct"


@dataclass(frozen=True)
class Replay:
    """A replayed record: the game, its final state, and one step per effective action.

    `indices[k]` is the position in `record.actions` of the action that made `steps[k]`
    (after corrections); `corrected` holds the positions whose action a correction replaced.
    """

    game: Any
    state: Any
    steps: tuple[Step, ...]
    indices: tuple[int, ...] = ()
    corrected: frozenset[int] = frozenset()


def effective_actions(actions: tuple[str, ...], throw_verbs: Iterable[str] = ("roll",)
                      ) -> tuple[list[tuple[int, str]], frozenset[int]]:
    """The log with every `correct I ACTION` applied to entry I: [(index, text)], corrected set.

    A correction replaces an earlier entry by an action of the same kind (a throw by a throw, a
    decision by a decision); everything after it is replayed on top of the corrected game.
    A throw is any input a chance node accepts: the game's `chance_verbs` (`roll` and its
    score-keeping verbs), given as `throw_verbs`.
    """
    throws = frozenset(throw_verbs)

    def is_throw(text: str) -> bool:
        words = text.split()
        return bool(words) and words[0] in throws

    log: dict[int, str] = {}
    corrected: set[int] = set()
    for i, text in enumerate(actions):
        if not is_correction(text):
            log[i] = text
            continue
        parsed = parse_correction(text)
        if parsed is None or parsed[0] not in log:
            raise RecordError(f"{short(text)}: a correction names an earlier action and its "
                              "replacement", index=i, code="bad_correction")
        target, now = parsed
        if is_throw(log[target]) != is_throw(now):
            raise RecordError(f"{short(text)}: a throw is corrected by a throw, a decision by "
                              "a decision", index=i, code="bad_correction")
        if log[target] == now:
            raise RecordError(f"{short(text)}: the correction changes nothing", index=i,
                              code="bad_correction")
        log[target] = now
        corrected.add(target)
    return sorted(log.items()), frozenset(corrected)


def is_correction(text: str) -> bool:
    """Is this log line a `correct I ACTION` entry?"""
    return text.split(" ", 1)[0] == CORRECT


def parse_correction(text: str) -> tuple[int, str] | None:
    """`correct I ACTION` → (I, ACTION); None when the line is not a well-formed correction
    (I written in ASCII digits, an action after it)."""
    words = text.split(" ", 2)
    if len(words) < 3 or words[0] != CORRECT or not (words[1].isascii() and words[1].isdigit()) \
            or len(words[1]) > 9 or not words[2].strip():
        return None
    return int(words[1]), words[2]


def correction(index: int, action: Action | str) -> str:
    """The log line that corrects entry `index` to `action`."""
    text = action.to_str() if isinstance(action, Action) else action
    return f"{CORRECT} {index} {text}"


def replay(record: Record) -> Replay:
    """Rebuild the game exactly by applying every action; RecordError names the bad event."""
    game = game_info(record.game).make(record.options)
    state = game.new_initial_state(len(record.players), record.first_player)
    entries, corrected = effective_actions(record.actions, game.chance_verbs)
    steps = []
    for i, text in entries:
        try:
            step = game.apply(state, Action.from_str(text))
        except DiceGamesError as e:
            what = "after the correction, " if corrected and i >= min(corrected) else ""
            raise RecordError(f"{what}{short(text, 40)}: {e.detail}", index=i,
                              code="illegal_event") from None
        steps.append(step)
        state = step.state
    return Replay(game, state, tuple(steps), tuple(i for i, _ in entries), corrected)


def load_and_replay(data: str | bytes) -> tuple[Record, Replay]:
    """`loads` then `replay`: the whole strict path for a file's contents."""
    record = loads(data)
    return record, replay(record)
