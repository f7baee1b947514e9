"""A permanent's own combat rules as statements of static abilities, in both languages, each row
checked against its exact IR, JA ≡ EN, and rendered back (parse(render(ir)) == ir): "can't attack
or block alone" / "can't attack alone" / "can't block alone" (506.5), "can attack as though it
didn't have defender" (702.3b) and "assigns combat damage equal to its toughness rather than its
power" (510.1c) — with any subject (this object, an enchanted creature, a group), joined to other
predicates, and under "As long as"."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime import statics as rt
from ofuda.runtime.definitions import CardType, Controller, Keyword, ObjectFilter
from support.permanents import abilities, codes, rendered_abilities

THIS = rt.ThisPermanent()
YOUR_DEFENDERS = rt.PermanentsMatching(
    ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU, keywords=(Keyword.DEFENDER,))
)
YOUR_CREATURES = rt.PermanentsMatching(ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU))


def _static(*effects: object, condition: object = None) -> ir.StaticAbility:
    return ir.StaticAbility(effects, condition)  # type: ignore[arg-type]


POWER_4 = rt.ControlsCount(
    ObjectFilter(card_types=(CardType.CREATURE,), power_min=4), 1, at_least=True, whose=Controller.YOU
)

# (language, kind of card, text, expected ability)
VALID = [
    ("en", "creature", "Test Knight can't attack or block alone.",
     _static(rt.CantAttackOrBlockAlone(THIS, True, True))),
    ("ja", "creature", "試しの騎士は単独では攻撃もブロックもできない。",
     _static(rt.CantAttackOrBlockAlone(THIS, True, True))),
    ("en", "creature", "Test Knight can't attack alone.", _static(rt.CantAttackOrBlockAlone(THIS, True, False))),
    ("ja", "creature", "試しの騎士は単独では攻撃できない。", _static(rt.CantAttackOrBlockAlone(THIS, True, False))),
    ("en", "creature", "Test Knight can't block alone.", _static(rt.CantAttackOrBlockAlone(THIS, False, True))),
    ("ja", "creature", "試しの騎士は単独ではブロックできない。", _static(rt.CantAttackOrBlockAlone(THIS, False, True))),
    ("en", "creature", "Test Knight can attack as though it didn't have defender.",
     _static(rt.AttacksDespiteDefender(THIS))),
    ("ja", "creature", "試しの騎士は防衛を持たないかのように攻撃できる。", _static(rt.AttacksDespiteDefender(THIS))),
    ("ja", "creature", "試しの騎士は、これが防衛を持たないかのように攻撃できる。",
     _static(rt.AttacksDespiteDefender(THIS))),
    ("en", "creature",
     ("As long as you control a creature with power 4 or greater, Test Knight can attack as though "
     "it didn't have defender."), _static(rt.AttacksDespiteDefender(THIS), condition=POWER_4)),
    ("ja", "creature",
     ("あなたがパワーが４以上のクリーチャーをコントロールしているかぎり、試しの騎士は、これが防衛を"
     "持たないかのように攻撃できる。"), _static(rt.AttacksDespiteDefender(THIS), condition=POWER_4)),
    ("en", "enchantment", "Creatures you control with defender can attack as though they didn't have defender.",
     _static(rt.AttacksDespiteDefender(YOUR_DEFENDERS))),
    ("ja", "enchantment", "あなたがコントロールしていて防衛を持つクリーチャーは、防衛を持たないかのように攻撃できる。",
     _static(rt.AttacksDespiteDefender(YOUR_DEFENDERS))),
    ("en", "aura",
     "Enchanted creature gets +0/+2 and assigns combat damage equal to its toughness rather than its power.",
     _static(rt.AddPowerToughness(rt.EnchantedPermanent(), 0, 2),
             rt.AssignsDamageByToughness(rt.EnchantedPermanent()))),
    ("ja", "aura",
     ("エンチャントしているクリーチャーは、＋０/＋２の修整を受け、パワーではなくタフネスに等しい点数の戦闘"
     "ダメージを割り振る。"),
     _static(rt.AddPowerToughness(rt.EnchantedPermanent(), 0, 2),
             rt.AssignsDamageByToughness(rt.EnchantedPermanent()))),
    ("en", "enchantment",
     "Creatures you control assign combat damage equal to their toughness rather than their power.",
     _static(rt.AssignsDamageByToughness(YOUR_CREATURES))),
    ("en", "creature",
     ("Each creature you control with defender assigns combat damage equal to its toughness rather "
     "than its power and can attack as though it didn't have defender."),
     _static(rt.AssignsDamageByToughness(YOUR_DEFENDERS), rt.AttacksDespiteDefender(YOUR_DEFENDERS))),
    ("ja", "creature",
     ("あなたがコントロールしていて防衛を持つ各クリーチャーはそれぞれ、パワーではなくタフネスに等しい点数の"
     "戦闘ダメージを割り振り、防衛を持たないかのように攻撃できる。"),
     _static(rt.AssignsDamageByToughness(YOUR_DEFENDERS), rt.AttacksDespiteDefender(YOUR_DEFENDERS))),
]


@pytest.mark.parametrize(("lang", "kind", "text", "expected"), VALID)
def test_combat_rule_gives_its_ir(lang: str, kind: str, text: str, expected: ir.Ability) -> None:
    """Each text compiles to exactly the expected static ability."""
    assert abilities(lang, kind, text) == (expected,)


@pytest.mark.parametrize(("lang", "kind", "text", "expected"), VALID)
def test_combat_rule_renders_back_to_its_ir(lang: str, kind: str, text: str, expected: ir.Ability) -> None:
    """parse(render(ir)) == ir in the text's own language (current templating)."""
    assert rendered_abilities(lang, kind, text) == (expected,)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "Target creature can attack as though it didn't have defender."),
        ("en", "Target creature can't block alone."),
        ("ja", "クリーチャー１体を対象とする。それは単独ではブロックできない。"),
    ],
)
def test_a_combat_rule_as_an_instruction_is_refused(lang: str, text: str) -> None:
    """As a spell's instruction these rules are not compiled yet (no duration is stated): E290,
    never a permanent change."""
    assert "E290" in codes(lang, "instant", text)
