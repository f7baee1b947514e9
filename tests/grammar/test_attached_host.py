"""「エンチャントされているクリーチャー」 / "enchanted creature" and 「装備しているクリーチャー」 /
"equipped creature" in an instruction of an Aura's or Equipment's own triggered or activated
ability: the creature it is attached to (303.4b, 301.5a). Each row compiles in both languages
to one IR and renders back; elsewhere (an instant, a non-Aura) the words name nothing and stay
E251."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from support.texts import bilingual_card, codes, nodes_of_kind

AURA = "エンチャント — オーラ / Enchantment — Aura"
EQUIPMENT = "アーティファクト — 装備品 / Artifact — Equipment"


@pytest.mark.parametrize(
    ("ja", "en", "type_line", "kind"),
    [
        (
            "試作が戦場に出たとき、エンチャントされているクリーチャーをタップする。",
            "When Test enters the battlefield, tap enchanted creature.",
            AURA,
            ir.EnchantedObject,
        ),
        (  # the 2019 templating 「エンチャントしている」
            "{1}：エンチャントしているクリーチャーをタップする。",
            "{1}: Tap enchanted creature.",
            AURA,
            ir.EnchantedObject,
        ),
        (
            "{1}{G}：エンチャントされているクリーチャーの上に＋１/＋１カウンターを１個置く。",
            "{1}{G}: Put a +1/+1 counter on enchanted creature.",
            AURA,
            ir.EnchantedObject,
        ),
        (
            "{2}：装備しているクリーチャーをアンタップする。",
            "{2}: Untap equipped creature.",
            EQUIPMENT,
            ir.EquippedObject,
        ),
        (
            "{W}：ターン終了時まで、装備しているクリーチャーは＋１/＋１の修整を受ける。",
            "{W}: Equipped creature gets +1/+1 until end of turn.",
            EQUIPMENT,
            ir.EquippedObject,
        ),
    ],
)
def test_attached_host_in_instructions(ja: str, en: str, type_line: str, kind: type) -> None:
    """The instruction names the source's host, in both languages, and round-trips."""
    card = bilingual_card(ja, en, type_line)
    assert nodes_of_kind(card.abilities, kind)


@pytest.mark.parametrize(
    ("text", "lang", "permanent"),
    [
        ("エンチャントされているクリーチャーをタップする。", "ja", False),  # an instant has no host
        ("Tap enchanted creature.", "en", False),
        ("{1}: Tap enchanted creature.", "en", True),  # a permanent that is no Aura
        ("{1}：装備しているクリーチャーをアンタップする。", "ja", True),
    ],
)
def test_host_words_without_a_host_are_rejected(text: str, lang: str, permanent: bool) -> None:
    """Only an Aura says "enchanted", only an Equipment "equipped" (E251 elsewhere)."""
    assert codes(text, lang, permanent=permanent) == ["E251"]
