"""Lists of keywords granted by one verb (613.1f): "has vigilance and trample" / 「警戒とトランプルを
持つ」, "has vigilance, trample, and haste" / 「警戒とトランプルと速攻を持つ」 in a static ability,
and "gains flying, vigilance, and trample" / 「飛行と警戒とトランプルを得る」 in an instruction.
Each row compiles in both languages to one IR (asserted here) and renders back to it in both."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import Duration, Keyword
from ofuda.runtime.statics import (
    AddPowerToughness,
    EquippedCreature,
    GrantKeywords,
    PermanentsMatching,
)
from support.texts import bilingual_card, codes, nodes_of_kind

V, T, H, F, I = Keyword.VIGILANCE, Keyword.TRAMPLE, Keyword.HASTE, Keyword.FLYING, Keyword.INDESTRUCTIBLE

STATIC_ROWS = [
    ("あなたがコントロールするクリーチャーは警戒とトランプルを持つ。",
     "Creatures you control have vigilance and trample.", (V, T)),
    ("装備しているクリーチャーは＋２/＋２の修整を受けるとともに警戒とトランプルを持つ。",
     "Equipped creature gets +2/+2 and has vigilance and trample.", (V, T)),
    ("装備しているクリーチャーは＋１/＋１の修整を受けるとともに警戒とトランプルと速攻を持つ。",
     "Equipped creature gets +1/+1 and has vigilance, trample, and haste.", (V, T, H)),
    ("あなたがコントロールするクリーチャーは飛行と警戒とトランプルと破壊不能を持つ。",
     "Creatures you control have flying, vigilance, trample, and indestructible.", (F, V, T, I)),
]


@pytest.mark.parametrize(("ja", "en", "keywords"), STATIC_ROWS)
def test_a_static_grants_every_listed_keyword_at_once(ja: str, en: str, keywords: tuple[Keyword, ...]) -> None:
    """One grant of all the keywords (613.1f), never the first alone nor a one-shot effect."""
    card = bilingual_card(ja, en, "アーティファクト — 装備品 / Artifact — Equipment")
    (grant,) = nodes_of_kind(card.abilities, GrantKeywords)
    assert grant.keywords == keywords
    if "装備" in ja:
        assert isinstance(grant.affected, EquippedCreature)
        assert nodes_of_kind(card.abilities, AddPowerToughness)
    else:
        assert isinstance(grant.affected, PermanentsMatching)


INSTRUCTION_ROWS = [
    ("クリーチャー１体を対象とする。ターン終了時まで、それは飛行と警戒とトランプルを得る。",
     "Target creature gains flying, vigilance, and trample until end of turn.", (F, V, T)),
    ("ターン終了時まで、あなたがコントロールするクリーチャーは警戒と速攻を得る。",
     "Creatures you control gain vigilance and haste until end of turn.", (V, H)),
    ("クリーチャー１体を対象とする。ターン終了時まで、それは＋２/＋２の修整を受けるとともに飛行と警戒と速攻を得る。",
     "Target creature gets +2/+2 and gains flying, vigilance, and haste until end of turn.", (F, V, H)),
]


@pytest.mark.parametrize(("ja", "en", "keywords"), INSTRUCTION_ROWS)
def test_an_instruction_grants_every_listed_keyword_until_end_of_turn(
    ja: str, en: str, keywords: tuple[Keyword, ...]
) -> None:
    card = bilingual_card(ja, en, "インスタント / Instant")
    grants = nodes_of_kind(card.abilities, ir.GrantKeyword)
    assert tuple(g.keyword for g in grants) == keywords
    assert all(g.duration == Duration.END_OF_TURN for g in grants)
    assert len({g.obj for g in grants}) == 1  # all to the same object(s)


def test_a_list_without_its_last_and_is_not_english() -> None:
    """A serial list ends with ", and": "has flying, vigilance" is refused, never half read."""
    assert codes("Creatures you control have flying, vigilance.", "en", permanent=True)
    assert codes("Target creature gains flying, vigilance until end of turn.", "en")
