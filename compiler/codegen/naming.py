"""Names for the values an ability class uses more than once.

A filter written out four times ("creatures you control", Craterhoof Behemoth) reads better
named once as a class attribute, ``creatures_you_control = ObjectFilter(...)``, and used by
name. This module finds such values in an ability's IR and names them after what they admit.
"""

from __future__ import annotations

import dataclasses
from collections import Counter

from ofuda.runtime.definitions import Controller, ObjectFilter, PlayerFilter

# Fields that are text for the reader, not meaning (the ability's source sentence).
_SKIPPED_FIELDS = frozenset({"origin"})
# Names an ability class already has (runtime.definitions.Ability and its kinds): never reused.
_TAKEN = frozenset(
    {
        "any_player",
        "condition",
        "cost",
        "effects",
        "functions_in",
        "loyalty_cost",
        "mana",
        "once_each_turn",
        "resolve",
        "restriction",
        "sorcery_speed",
        "targets",
        "text",
        "trigger",
        "zone",
    }
)


def repeated_filters(node: object) -> dict[object, str]:
    """The object and player filters used twice or more inside ``node`` (an ability's IR), each
    with a distinct attribute name; a filter that admits everything is left as it is."""
    counts: Counter[object] = Counter()
    _count(node, counts)
    names: dict[object, str] = {}
    taken: set[str] = set(_TAKEN)
    for value, count in counts.items():
        if count < 2:
            continue
        base = filter_name(value)
        name, number = base, 1
        while name in taken:
            number += 1
            name = f"{base}_{number}"
        taken.add(name)
        names[value] = name
    return names


def _count(value: object, counts: Counter[object]) -> None:
    if isinstance(value, (ObjectFilter, PlayerFilter)):
        if value != type(value)():
            counts[value] += 1
        return
    if isinstance(value, (tuple, list)):
        for item in value:
            _count(item, counts)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            if f.name not in _SKIPPED_FIELDS:
                _count(getattr(value, f.name), counts)


def filter_name(value: object) -> str:
    """A snake_case name for a filter from what it admits: ``creatures_you_control``,
    ``other_humans``, ``opponents``; ``matching_objects`` where nothing simple says it."""
    if isinstance(value, PlayerFilter):
        return {Controller.YOU: "you", Controller.OPPONENT: "opponents"}.get(
            value.controller, "players"
        )
    if not isinstance(value, ObjectFilter):
        return "value"
    words: list[str] = []
    if value.other:
        words.append("other")
    if value.token is False:
        words.append("nontoken")
    words += [str(s).lower() for s in value.supertypes]
    words += [str(c).lower() for c in value.colors]
    nouns = [_snake(s) for s in value.subtypes] + [str(t).lower() for t in value.also_card_types]
    nouns += [str(t).lower() for t in value.card_types]
    if value.token:
        nouns.append("token")
    if not nouns:
        nouns = ["permanent"] if value.controller is not Controller.ANY else ["object"]
    words += nouns[:-1] + [_plural(nouns[-1])]
    if value.controller is Controller.YOU:
        words += ["you", "control"]
    elif value.controller is Controller.OPPONENT:
        words += ["opponents", "control"]
    name = "_".join(words)
    return name if name.isidentifier() else "matching_objects"


def _snake(text: str) -> str:
    return "".join(c if c.isalnum() else "_" for c in text.lower()).strip("_")


def _plural(noun: str) -> str:
    if noun.endswith(("s", "x", "ch", "sh")):
        return noun + "es"
    if noun.endswith("y") and noun[-2:-1] not in "aeiou":
        return noun[:-1] + "ies"
    return noun + "s"
