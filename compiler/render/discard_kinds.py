"""Render: the cards a discard names by their kind (701.8) — "a creature card", "two nonland
cards", "a land or Shrine card" / 「クリーチャー・カード１枚」, 「土地・カード１枚か祭殿・カード１枚」
(2018–20 templating) — which grammar/en/41p-discard-kinds.lark and the Japanese accusative of a
discard read back to the same filter. Used by the instruction phrasings and the cost renderers.
"""

from __future__ import annotations

from dataclasses import replace

from ofuda.runtime.definitions import ObjectFilter

from .common import RenderError
from .nouns import EnglishNouns, JapaneseNouns
from .words_en import a_noun, count_word
from .words_ja import number

_EN_WHERE = " from a hand"
_JA_WHERE = "いずれかの手札にある"


def card_kind_en(kind: ObjectFilter, count: int) -> str:
    """ "a creature card", "two creature cards"; a union of kinds as Oracle writes it, each
    with its own "card": "a land card or Shrine card"."""
    if kind.any_of and replace(kind, any_of=()) == ObjectFilter() and count == 1:
        first, *rest = (_card_noun_en(alternative, False) for alternative in kind.any_of)
        return " or ".join([a_noun(first), *rest])
    noun = _card_noun_en(kind, count != 1)
    return a_noun(noun) if count == 1 else f"{count_word(count)} {noun}"


def _card_noun_en(kind: ObjectFilter, plural: bool) -> str:
    noun = EnglishNouns((), "").noun(kind, "hand", plural=plural)
    if not noun.endswith(_EN_WHERE):
        raise RenderError("no English phrasing for these cards in a hand")
    return noun.removesuffix(_EN_WHERE)


def card_kind_ja(kind: ObjectFilter, count: int) -> str:
    """「クリーチャー・カード１枚」; a union of kinds as the printed 「土地・カード１枚か祭殿・カード
    １枚」 (one card of either kind)."""
    alternatives = kind.any_of if kind.any_of else (kind,)
    shared = replace(kind, any_of=())
    if kind.any_of and (shared != ObjectFilter() or count != 1):
        raise RenderError("no Japanese phrasing for a quality shared by several kinds of card")
    nouns = JapaneseNouns((), "")
    words = []
    for alternative in alternatives:
        noun = nouns.noun(alternative, "hand")
        if not noun.startswith(_JA_WHERE):
            raise RenderError("no Japanese phrasing for these cards in a hand")
        words.append(f"{noun.removeprefix(_JA_WHERE)}{number(count)}枚")
    return "か".join(words)
