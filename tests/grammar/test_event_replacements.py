"""An event replaced by instructions (614.1a, 614.6; 615.1a): 「<event>場合、代わりに
<instructions>。」 / "If <event would happen>, <instructions> instead." and 「…場合、そのダメージを
軽減し、…」 / "…, prevent that damage and …". The event is described as a trigger event is
(603.2), in 2011–12 (「場合」) and 2018– (「なら」) Japanese; each row is compiled in both
languages to one IR and rendered back in each."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime import statics as rt
from ofuda.runtime import statics_triggers as rte
from ofuda.runtime.definitions import CardType, Controller, Dies, EntersTheBattlefield, ObjectFilter
from support.texts import bilingual_card, codes

CREATURE = "クリーチャー — ゾンビ / Creature — Zombie"
EQUIPMENT = "アーティファクト — 装備品 / Artifact — Equipment"
ZOMBIES_YOU_CONTROL = ObjectFilter(subtypes=("Zombie",), controller=Controller.YOU)


@pytest.mark.parametrize(
    ("ja", "en", "type_line", "trigger", "prevention", "instead"),
    [
        (  # Undead Alchemist's event (isd, 2011 templating)
            "あなたがコントロールするゾンビがいずれかのプレイヤーに戦闘ダメージを与える場合、代わりにそのプレイヤーはカードを１枚捨てる。",
            "If a Zombie you control would deal combat damage to a player, instead that player discards a card.",
            CREATURE,
            rte.DealsDamageToPlayer(ZOMBIES_YOU_CONTROL, True, Controller.ANY),
            False,
            (ir.Discard,),
        ),
        (  # 2018– templating: 「対戦相手１人に」 「なら」, "instead" last
            "装備しているクリーチャーが対戦相手１人に戦闘ダメージを与えるなら、代わりにそのプレイヤーはその点数に等しい点数のライフを失う。\n装備 {2}",
            "If equipped creature would deal combat damage to an opponent, that player loses that much life instead.\nEquip {2}",
            EQUIPMENT,
            rte.DealsDamageToPlayer(rt.EquippedCreature(), True, Controller.OPPONENT),
            False,
            (ir.LoseLife,),
        ),
        (  # Nine Lives (m21): 「発生源１つが」 「なら」, a prevention and its instructions
            "発生源１つがあなたにダメージを与えるなら、そのダメージを軽減し、試作の上に＋１/＋１カウンターを１個置く。",
            "If a source would deal damage to you, prevent that damage and put a +1/+1 counter on Test.",
            CREATURE,
            rte.PlayerIsDealtDamage(Controller.YOU),
            True,
            (ir.AddCounters,),
        ),
        (  # the same in 2011–12 words
            "いずれかの発生源があなたにダメージを与える場合、そのダメージを軽減し、あなたは１点のライフを得る。",
            "If a source would deal damage to you, prevent that damage and you gain 1 life.",
            "エンチャント / Enchantment",
            rte.PlayerIsDealtDamage(Controller.YOU),
            True,
            (ir.GainLife,),
        ),
        (  # Unbreathing Horde's event (isd): the object of the ability dealt damage
            "試作にダメージが与えられる場合、そのダメージを軽減し、それの上に＋１/＋１カウンターを１個置く。",
            "If Test would be dealt damage, prevent that damage and put a +1/+1 counter on it.",
            CREATURE,
            rte.IsDealtDamage(None),
            True,
            (ir.AddCounters,),
        ),
        (  # a card drawn (121.2), 2011–12 「場合」
            "あなたがカードを引く場合、代わりにあなたは１点のライフを得る。",
            "If you would draw a card, you gain 1 life instead.",
            "エンチャント / Enchantment",
            rte.Draws(Controller.YOU),
            False,
            (ir.GainLife,),
        ),
        (  # Teferi's Ageless Insight's replacement (m21), 「１枚引くなら」
            "あなたがカードを１枚引くなら、代わりにカードを２枚引く。",
            "If you would draw a card, draw two cards instead.",
            "エンチャント / Enchantment",
            rte.Draws(Controller.YOU),
            False,
            (ir.DrawCards,),
        ),
        (  # dying (700.4), 2018– 「なら」
            "対戦相手がコントロールするクリーチャーが死亡するなら、代わりにそれを追放する。",
            "If a creature an opponent controls would die, exile it instead.",
            CREATURE,
            Dies(ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.OPPONENT)),
            False,
            (ir.Exile,),
        ),
        (  # the object of the ability, 2011–12 「場合」
            "試作が死亡する場合、代わりにそれを追放する。",
            "If Test would die, exile it instead.",
            CREATURE,
            Dies(None),
            False,
            (ir.Exile,),
        ),
        (  # Leyline of the Void's replacement (m20): a card put into a graveyard (603.6)
            "カードがいずれかの領域から対戦相手の墓地に置かれるなら、代わりにそれを追放する。",
            "If a card would be put into an opponent's graveyard from anywhere, exile it instead.",
            "エンチャント / Enchantment",
            rte.CardPutIntoGraveyard(Controller.OPPONENT),
            False,
            (ir.Exile,),
        ),
        (
            "カードがいずれかの領域からあなたの墓地に置かれる場合、代わりにそれを追放する。",
            "If a card would be put into your graveyard from anywhere, exile it instead.",
            "エンチャント / Enchantment",
            rte.CardPutIntoGraveyard(Controller.YOU),
            False,
            (ir.Exile,),
        ),
    ],
)
def test_event_replacement(
    ja: str, en: str, type_line: str, trigger: object, prevention: bool, instead: tuple[type, ...]
) -> None:
    """The line is one static ability whose replacement effect watches the event and does the
    instructions instead, the same in both languages."""
    pt = "1/1" if type_line.startswith("クリーチャー") else None
    card = bilingual_card(ja, en, type_line, pt)
    (static,) = [a for a in card.abilities if isinstance(a, ir.StaticAbility)]
    (effect,) = static.effects
    assert isinstance(effect, ir.ReplacedByInstructions)
    assert effect.ability.trigger == trigger
    assert effect.prevention is prevention
    assert tuple(type(e) for e in effect.ability.effects) == instead
    assert effect.ability.targets == ()


def test_event_replacement_names_the_event() -> None:
    """ "that player" and "that many" are the event's player and amount (614.6), as a
    trigger's instructions name them."""
    card = bilingual_card(
        "あなたがコントロールするゾンビがいずれかのプレイヤーに戦闘ダメージを与える場合、代わりにそのプレイヤーはその点数に等しい点数のライフを失う。",
        "If a Zombie you control would deal combat damage to a player, instead that player loses that much life.",
        CREATURE,
        "2/2",
    )
    (static,) = card.abilities
    (lose,) = static.effects[0].ability.effects
    assert lose == ir.LoseLife(ir.TriggeringPlayer(), ir.TriggeringAmount())


@pytest.mark.parametrize(
    ("text", "lang", "permanent", "code"),
    [
        # an instant's replacement needs a duration (614.12: a static ability's)
        ("If you would draw a card, you gain 1 life instead.", "en", False, "E250"),
        ("あなたがカードを引く場合、代わりにあなたは１点のライフを得る。", "ja", False, "E250"),
        # a replacement effect isn't put on the stack: nothing to target (614.1, 115.1)
        ("If you would draw a card, target player loses 1 life instead.", "en", True, "E290"),
        # the runtime's "is dealt damage" is all damage: combat damage only is not read
        (
            "If Test would be dealt combat damage, prevent that damage and put a +1/+1 counter on it.",
            "en",
            True,
            "E290",
        ),
        (
            "テストに戦闘ダメージが与えられる場合、そのダメージを軽減し、それの上に＋１/＋１カウンターを１個置く。",
            "ja",
            True,
            "E290",
        ),
        # "a player or planeswalker": a planeswalker dealt damage is no player's event
        (
            "If a creature you control would deal combat damage to a player or planeswalker, instead you gain 1 life.",
            "en",
            True,
            "E290",
        ),
        # damage to permanents of a kind replaced by instructions is not read yet
        (
            "If a source would deal damage to a permanent you control, prevent that damage and you gain 1 life.",
            "en",
            True,
            "E290",
        ),
    ],
)
def test_event_replacement_rejected(text: str, lang: str, permanent: bool, code: str) -> None:
    """What the runtime could not do as written is a diagnostic, never a guess."""
    assert code in codes(text, lang, permanent=permanent)



def test_entering_and_not_cast() -> None:
    """Containment Priest's event (m21): 「トークンでないクリーチャーが、それが唱えられることなく
    戦場に出るなら」 / "a nontoken creature would enter the battlefield and it wasn't cast"
    (603.6a, 601.2i); without "it wasn't cast" any entering counts."""
    nontoken = ObjectFilter(card_types=(CardType.CREATURE,), token=False)
    for ja, en, uncast in (
        (
            "トークンでないクリーチャーが、それが唱えられることなく戦場に出るなら、代わりにそれを追放する。",
            "If a nontoken creature would enter the battlefield and it wasn't cast, exile it instead.",
            True,
        ),
        (
            "トークンでないクリーチャーが戦場に出る場合、代わりにそれを追放する。",
            "If a nontoken creature would enter the battlefield, exile it instead.",
            False,
        ),
    ):
        (static,) = bilingual_card(ja, en, CREATURE, "2/2").abilities
        (effect,) = static.effects
        assert effect.ability.trigger == EntersTheBattlefield(nontoken, uncast)
        assert [type(e) for e in effect.ability.effects] == [ir.Exile]


def test_damage_to_enchanted_player_doubled() -> None:
    """Curse of Bloodletting's replacement (dka, 614.1a): the damage replacement of a permanent,
    of the player its Aura enchants (303.4)."""
    card = bilingual_card(
        "エンチャント（プレイヤー）\nいずれかの発生源がエンチャントされているプレイヤーにダメージを与える場合、代わりにそれはそのプレイヤーにその点数の２倍のダメージを与える。",
        "Enchant player\nIf a source would deal damage to enchanted player, it deals double that damage to that player instead.",
        "エンチャント — オーラ・呪い / Enchantment — Aura Curse",
    )
    statics = [a for a in card.abilities if isinstance(a, ir.StaticAbility)]
    assert [s.effects for s in statics] == [
        (rt.MultiplyDamage(rt.DamageRecipients(Controller.ENCHANTED_PLAYER, None), 2),)
    ]
