"""601.3: "<players> can't cast more than N <spells> each turn." / 「<players>は、毎ターンＮつしか
<spells>を唱えられない。」 — any player noun of "each" ("each player", "each opponent"), "enchanted
player" on an Aura that enchants a player, any number and spell noun: JA ≡ EN, the exact IR,
round trip through render; not a spell noun, or an instant's instruction, is refused."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime import statics as rt
from ofuda.runtime.definitions import CardType, Controller, ObjectFilter
from support.texts import bilingual_card, codes

ENCHANTMENT = "エンチャント / Enchantment"
CURSE = "エンチャント — オーラ・呪い / Enchantment — Aura Curse"
SPELLS = ObjectFilter()


@pytest.mark.parametrize(
    ("ja", "en", "type_line", "expected"),
    [
        (  # M20 Rule of Law (printed)
            "各プレイヤーは、毎ターン１つしか呪文を唱えられない。",
            "Each player can't cast more than one spell each turn.",
            ENCHANTMENT,
            rt.CastLimit(Controller.ANY, 1, SPELLS),
        ),
        (
            "各対戦相手は、毎ターン１つしか呪文を唱えられない。",
            "Each opponent can't cast more than one spell each turn.",
            ENCHANTMENT,
            rt.CastLimit(Controller.OPPONENT, 1, SPELLS),
        ),
        (  # the noun before the count
            "各プレイヤーは、毎ターン、クリーチャーでない呪文を２つしか唱えられない。",
            "Each player can't cast more than two noncreature spells each turn.",
            ENCHANTMENT,
            rt.CastLimit(Controller.ANY, 2, ObjectFilter(excluded_card_types=(CardType.CREATURE,))),
        ),
        (  # DKA Curse of Exhaustion (printed)
            "エンチャント（プレイヤー）\nエンチャントされているプレイヤーは、毎ターン１つしか呪文を唱えられない。",
            "Enchant player\nEnchanted player can't cast more than one spell each turn.",
            CURSE,
            rt.CastLimit(Controller.ENCHANTED_PLAYER, 1, SPELLS),
        ),
    ],
)
def test_cast_limit(ja: str, en: str, type_line: str, expected: object) -> None:
    """One static ability in both languages, rendered back to itself."""
    card = bilingual_card(ja, en, type_line)
    assert card.abilities[-1] == ir.StaticAbility((expected,))


@pytest.mark.parametrize(
    ("text", "lang", "permanent", "code"),
    [
        ("Each player can't cast more than one spell each turn.", "en", False, "E251"),
        ("各プレイヤーは、毎ターン１つしか呪文を唱えられない。", "ja", False, "E251"),
        # "enchanted player" on a card that enchants no player (303.4)
        ("Enchanted player can't cast more than one spell each turn.", "en", True, "E258"),
        ("Each player can't cast more than one creature card each turn.", "en", True, "E202"),
    ],
)
def test_refused(text: str, lang: str, permanent: bool, code: str) -> None:
    """Refused with its code, never approximated."""
    assert code in codes(text, lang, permanent=permanent)
