"""A card's change of its own cost (601.2f, 113.6c): 「この呪文を唱えるためのコストは{1}少なく
なる。」 / "This spell costs {1} less to cast." — with 「…１体につき」 / "for each …", a leading
「…なら、」 / trailing "if …" condition, or 「…であるかぎり、」 / "As long as …,", and the 2011
form naming the card. Each row is compiled in both languages to one IR and rendered back."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime import statics as rt
from ofuda.runtime.conditions import GainedLifeThisTurn
from ofuda.runtime.definitions import CardType, Controller, ObjectFilter, ZoneKind
from ofuda.runtime.statics_costs import OwnCostChange
from ofuda.runtime.statics_values import ObjectCount, TotalPowerOf
from support.texts import bilingual_card, codes

FLYER = ObjectFilter(card_types=(CardType.CREATURE,), keywords=(rt.Keyword.FLYING,))


@pytest.mark.parametrize(
    ("ja", "en", "effect", "condition"),
    [
        (
            "この呪文を唱えるためのコストは{2}少なくなる。",
            "This spell costs {2} less to cast.",
            OwnCostChange("{2}"),
            None,
        ),
        (
            "試作を唱えるためのコストは、戦場にいるクリーチャー１体につき{1}少なくなる。",
            "Test costs {1} less to cast for each creature on the battlefield.",
            OwnCostChange(
                "{1}",
                each=ObjectCount(
                    ObjectFilter(card_types=(CardType.CREATURE,)), ZoneKind.BATTLEFIELD
                ),
            ),
            None,
        ),
        (
            "試作を唱えるためのコストは、あなたの墓地にあるクリーチャー・カード１枚につき{1}少なくなる。",
            "Test costs {1} less to cast for each creature card in your graveyard.",
            OwnCostChange(
                "{1}",
                each=ObjectCount(
                    ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU),
                    ZoneKind.GRAVEYARD,
                ),
            ),
            None,
        ),
        (
            "あなたが飛行を持つクリーチャーをコントロールしているなら、この呪文を唱えるためのコストは{1}少なくなる。",
            "This spell costs {1} less to cast if you control a creature with flying.",
            OwnCostChange("{1}"),
            rt.ControlsCount(FLYER, 1, at_least=True, whose=Controller.YOU),
        ),
        (
            "このターンにあなたがライフを３点以上得ていたなら、この呪文を唱えるためのコストは{3}少なくなる。",
            "This spell costs {3} less to cast if you've gained 3 or more life this turn.",
            OwnCostChange("{3}"),
            GainedLifeThisTurn(Controller.YOU, 3),
        ),
        (
            "あなたのターンであるかぎり、この呪文を唱えるためのコストは{2}{U}{U}少なくなる。",
            "As long as it's your turn, this spell costs {2}{U}{U} less to cast.",
            OwnCostChange("{2}{U}{U}"),
            rt.IsYourTurn(),
        ),
        (
            "この呪文を唱えるためのコストは{1}多くなる。",
            "This spell costs {1} more to cast.",
            OwnCostChange("{1}", more=True),
            None,
        ),
    ],
)
def test_own_cost_change(ja: str, en: str, effect: OwnCostChange, condition: object) -> None:
    """JA ≡ EN, one static ability with the change and its condition, round trip."""
    card = bilingual_card(ja, en, "インスタント / Instant")
    (ability,) = card.abilities
    assert isinstance(ability, ir.StaticAbility)
    assert ability.effects == (effect,)
    assert ability.condition == condition


def test_own_cost_change_on_a_creature_card() -> None:
    """The same line on a creature card: the ability functions as it is cast (113.6c)."""
    card = bilingual_card(
        "この呪文を唱えるためのコストは{1}少なくなる。",
        "This spell costs {1} less to cast.",
        "クリーチャー — 熊 / Creature — Bear",
        "2/2",
    )
    assert card.abilities[0].effects == (OwnCostChange("{1}"),)


def test_a_reduction_by_x_is_not_compiled_yet() -> None:
    """ "This spell costs {X} less to cast, where X is …" stays a diagnostic: the value of X
    is not carried by this change yet."""
    assert codes("This spell costs {X} less to cast.", "en")


def test_spells_you_cast_with_a_quality_after_you_cast() -> None:
    """"Creature spells you cast with power 4 or greater cost {2} less to cast." (Goreclaw's
    order) ≡ 「あなたがパワーが４以上のクリーチャー・呪文を唱えるためのコストは{2}少なくなる。」: one
    noun, its bound on power, cast by you."""
    card = bilingual_card(
        "あなたがパワーが４以上のクリーチャー・呪文を唱えるためのコストは{2}少なくなる。",
        "Creature spells you cast with power 4 or greater cost {2} less to cast.",
        "エンチャント / Enchantment",
    )
    (effect,) = card.abilities[0].effects
    assert isinstance(effect, rt.CostReduction)
    assert effect.caster is Controller.YOU and effect.amount == 2
    assert effect.spells == (ObjectFilter(card_types=(CardType.CREATURE,), power_min=4),)


def test_a_quality_after_two_kinds_of_spells_is_refused() -> None:
    """"Angel spells and Human spells you cast with flying": which kinds "with flying"
    describes is not said."""
    assert codes(
        "Angel spells and Human spells you cast with flying cost {1} less to cast.", "en"
    )


@pytest.mark.parametrize(
    ("ja", "en", "each"),
    [
        (
            "この呪文を唱えるためのコストは{X}少なくなる。Ｘはあなたがコントロールしているクリーチャーのパワーの合計に等しい。",
            "This spell costs {X} less to cast, where X is the total power of creatures you control.",
            TotalPowerOf(ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU)),
        ),
    ],
)
def test_a_reduction_by_x_where_x_is_a_value(ja: str, en: str, each: object) -> None:
    """601.2f: "{X} less, where X is …" / 「…{X}少なくなる。Ｘは…に等しい。」 (Volcanic Salvo): the
    change is X generic mana, X worked out as the total cost is determined."""
    card = bilingual_card(ja, en, "ソーサリー / Sorcery")
    (ability,) = card.abilities
    assert ability.effects == (OwnCostChange("{X}", each=each),)


def test_a_reduction_by_x_of_a_value_ofuda_cannot_compute_is_a_diagnostic() -> None:
    """"the total amount of noncombat damage dealt to your opponents this turn" (Chandra's
    Incinerator) is not a value ofuda keeps: rejected, never a reduction of 0."""
    assert codes(
        "This spell costs {X} less to cast, where X is the total amount of noncombat damage "
        "dealt to your opponents this turn.",
        "en",
    )
