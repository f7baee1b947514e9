"""Render: instructions on "any number of" objects the player chooses (ir/any_number.py) —
"discard any number of cards" / 「望む枚数のカードを捨てる」, "sacrifice any number of lands" /
「望む数の土地を生け贄に捧げる」, "tap any number of untapped creatures you control" /
「望む数のあなたがコントロールしているアンタップ状態のクリーチャーをタップする」 — the words
grammar/*/59v-any-number-actions.lark reads back to the same IR. "that many" after one of them is
render/effect_results.py's ``chosen_count``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import ir
from .phrasings import ENGLISH, JAPANESE

if TYPE_CHECKING:  # pragma: no cover
    from .effects import SentenceState
    from .effects_en import EnglishInstructions
    from .effects_ja import JapaneseInstructions


@ENGLISH.phrases(ir.DiscardAnyNumber)
def _discard_any_number_en(en: EnglishInstructions, effect: Any, third: bool, state: SentenceState) -> str:
    assert effect.player is not None
    return f"discard{'s' if third else ''} any number of cards"


@ENGLISH.phrases(ir.SacrificeAnyNumber, ir.TapAnyNumber)
def _permanents_any_number_en(en: EnglishInstructions, effect: Any, third: bool, state: SentenceState) -> str:
    verb = "sacrifice" if isinstance(effect, ir.SacrificeAnyNumber) else "tap"
    assert effect.player is not None
    return f"{verb}{'s' if third else ''} any number of {en.noun(effect.filter, 'battlefield', plural=True)}"


@JAPANESE.phrases(ir.DiscardAnyNumber)
def _discard_any_number_ja(ja: JapaneseInstructions, effect: Any, state: SentenceState) -> tuple[str, str]:
    assert effect.player is not None
    return "望む枚数のカードを", "discard"


@JAPANESE.phrases(ir.SacrificeAnyNumber, ir.TapAnyNumber)
def _permanents_any_number_ja(ja: JapaneseInstructions, effect: Any, state: SentenceState) -> tuple[str, str]:
    assert effect.player is not None
    noun = ja.noun(effect.filter, "battlefield")
    if isinstance(effect, ir.SacrificeAnyNumber):
        return f"望む数の{noun}を生け贄に", "offer"
    return f"望む数の{noun}を", "tap"
