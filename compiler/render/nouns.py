"""Object nouns, worded the same wherever they appear: the nouns of instructions and of the
language of permanents (「あなたがコントロールする他のクリーチャー」, "another nontoken creature").

:class:`JapaneseNouns` and :class:`EnglishNouns` are the references and nouns of one
ability's text (its targets, what was already named); the instruction renderers extend them
with sentences. :func:`noun_phrase` is the noun of a filter outside any ability's targets,
which the renderers of statics and triggers ask for.
"""

from __future__ import annotations

from typing import Any

from ofuda.runtime.definitions import ObjectFilter, TargetSpec

from .choices_en import EnglishChoicePhrases
from .common import ClauseContext, RenderError
from .library import EnglishLibraryPhrases, JapaneseLibraryPhrases
from .references_en import EnglishReferences
from .references_ja import JapaneseReferences


class JapaneseNouns(JapaneseReferences, JapaneseLibraryPhrases, ClauseContext):
    """The Japanese references and nouns of one ability, its targets in declaration order."""

    def __init__(self, targets: tuple[TargetSpec, ...], name: str) -> None:
        self.specs = list(targets)
        self.slots = [spec for spec in targets for _ in range(spec.count)]
        self.name = name


class EnglishNouns(EnglishReferences, EnglishLibraryPhrases, EnglishChoicePhrases, ClauseContext):
    """The English references and nouns of one ability (its targets named inline, in order)."""

    def __init__(self, targets: tuple[TargetSpec, ...], name: str) -> None:
        self.specs = list(targets)
        self.slots: list[tuple[int, TargetSpec]] = [
            (i, spec) for i, spec in enumerate(targets) for _ in range(spec.count)
        ]
        self.named: set[int] = set()
        # groups (EachObject) an earlier clause of the ability acted on: "those creatures"
        self.groups_named: list[Any] = []
        self.name = name
        # the card's own name even where ``name`` is "it" (en.py): "a card named Test" (201.2)
        self.card_name = name


def noun_phrase(
    objects: ObjectFilter, lang: str, zone: str = "battlefield", plural: bool = False,
    name: str = "",
) -> str:
    """The noun phrase of a filter, without an article or a count (``name``: the card's own, for
    "a spell that targets CARDNAME"; without it such a noun raises)."""
    if objects.same_name_as_source and not name:  # 201.2: no card name known; never "named ,"
        raise RenderError("no phrasing for the card's own name in this place")
    if lang == "ja":
        return JapaneseNouns((), name).noun(objects, zone)
    return EnglishNouns((), name).noun(objects, zone, plural=plural)
