"""How much mana, of which colours (106.1, 106.4), in both languages to one IR and rendered
back: "in any combination of colors" / 「望む色の組み合わせのマナ」 (each mana its own colour),
"Add six {R}" / 「{R}を６点加える」, "Add {G} for each …" / 「…１体につき{G}を加える」 in a mana
ability (counted as it resolves), "X mana of any one color, where X is …" / 「…マナＸ点…。Ｘは
…に等しい。」; and mana of chosen colours added by a spell, a triggered or a loyalty ability
(not a mana ability, 605.5a), restricted by "Spend this mana only …" (106.6)."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime import statics as rt
from ofuda.runtime import statics_mana as rm
from ofuda.runtime.definitions import CardType, ObjectFilter, ZoneKind
from ofuda.runtime.statics_values import ObjectCount
from support.texts import bilingual_card, codes, nodes_of_kind

LAND = "土地 / Land"
SORCERY = "ソーサリー / Sorcery"
ENCHANTMENT = "エンチャント / Enchantment"
PLANESWALKER = "伝説のプレインズウォーカー — サルカン / Legendary Planeswalker — Sarkhan"


def _only(card: object, kind: type) -> object:
    (node,) = nodes_of_kind(card, kind)
    return node


@pytest.mark.parametrize(
    ("ja", "en", "mana"),
    [
        (  # Altar of the Lost (DKA), 2012: the mana pool named
            "{T}：あなたのマナ・プールに、望む色の組み合わせのマナ２点を加える。",
            "{T}: Add two mana in any combination of colors to your mana pool.",
            (rm.ProduceCombination(2),),
        ),
        (
            "{T}：望む色の組み合わせのマナ３点を加える。",
            "{T}: Add three mana in any combination of colors.",
            (rm.ProduceCombination(3),),
        ),
        (  # "Add six {R}" is six {R}
            "{T}：{R}を６点加える。",
            "{T}: Add six {R}.",
            (rt.ProduceMana("{R}{R}{R}{R}{R}{R}"),),
        ),
        (  # Leafkin Avenger (M21): counted as the ability resolves, power and all
            "{T}：あなたがコントロールしていてパワーが４以上のクリーチャー１体につき{G}を加える。",
            "{T}: Add {G} for each creature with power 4 or greater you control.",
            (
                rm.ProduceTimes(
                    rt.ProduceMana("{G}"),
                    ObjectCount(
                        ObjectFilter(
                            card_types=(CardType.CREATURE,), controller="you", power_min=4
                        ),
                        ZoneKind.BATTLEFIELD,
                    ),
                ),
            ),
        ),
    ],
)
def test_mana_ability_amounts(ja: str, en: str, mana: tuple[object, ...]) -> None:
    """605.1a: each is a mana ability adding this mana."""
    card = bilingual_card(ja, en, LAND)
    ability = _only(card.abilities, ir.ManaAbility)
    assert ability.mana == mana  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("ja", "en", "type_line", "number", "one_color", "restricted"),
    [
        (  # Traitorous Greed (M21), its mana part
            "好きな色１色のマナ２点を加える。",
            "Add two mana of any one color.",
            SORCERY,
            2,
            True,
            False,
        ),
        (  # Apex of Power (M19), its mana part: a conditional instruction
            "この呪文があなたの手札から唱えられたなら、好きな色１色のマナ10点を加える。",
            "If this spell was cast from your hand, add ten mana of any one color.",
            SORCERY,
            10,
            True,
            False,
        ),
        (
            "望む色の組み合わせのマナ３点を加える。",
            "Add three mana in any combination of colors.",
            SORCERY,
            3,
            False,
            False,
        ),
        (  # Sarkhan Fireblood (M19): a loyalty ability isn't a mana ability (605.1a)
            "+1：望む色の組み合わせのマナ２点を加える。このマナは、ドラゴン・呪文を唱えるためにのみ使用できる。",
            "+1: Add two mana in any combination of colors. Spend this mana only to cast Dragon spells.",
            PLANESWALKER,
            2,
            False,
            True,
        ),
    ],
)
def test_mana_of_chosen_colors_as_an_instruction(
    ja: str, en: str, type_line: str, number: int, one_color: bool, restricted: bool
) -> None:
    """106.1a, 106.4: AddManaOfColors, its colours chosen as it resolves; 106.6 its restriction."""
    card = bilingual_card(ja, en, type_line)
    effect = _only(card.abilities, ir.AddManaOfColors)
    assert effect.number == number  # type: ignore[attr-defined]
    assert effect.one_color is one_color  # type: ignore[attr-defined]
    assert (effect.restriction is not None) is restricted  # type: ignore[attr-defined]
    if restricted:
        assert effect.restriction.spells.subtypes == ("Dragon",)  # type: ignore[attr-defined]
    assert not nodes_of_kind(card.abilities, ir.ManaAbility)


def test_x_mana_of_any_one_color_where_x_is_a_count() -> None:
    """Sanctum of Fruitful Harvest (M21): a triggered ability (not a mana ability, 605.1b needs
    a mana ability's trigger) adds X mana of one colour, X counted as it resolves."""
    card = bilingual_card(
        "あなたの戦闘前メイン・フェイズの開始時に、好きな色１色のマナＸ点を加える。Ｘはあなたがコントロールしている祭殿の総数に等しい。",
        "At the beginning of your precombat main phase, add X mana of any one color, where X is "
        "the number of Shrines you control.",
        "伝説のエンチャント — 祭殿 / Legendary Enchantment — Shrine",
    )
    effect = _only(card.abilities, ir.AddManaOfColors)
    assert isinstance(effect.number, ir.CountOf)  # type: ignore[attr-defined]
    assert effect.one_color  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("text", "lang", "code"),
    [
        # one colour for all, or one each? rejected rather than guessed
        ("Add one mana of any color for each creature you control.", "en", "E207"),
        ("{T}: Add one mana of any color for each creature you control.", "en", "E290"),
        # a restriction with no mana of chosen colours before it
        ("Draw a card. Spend this mana only to cast creature spells.", "en", "E271"),
        ("カードを１枚引く。このマナは、クリーチャー呪文を唱えるためにのみ使用できる。", "ja", "E271"),
        # X in a mana ability without its definition: no cost pays for it (107.3)
        ("{T}: Add X mana of any one color.", "en", "E207"),
    ],
)
def test_readings_that_are_rejected(text: str, lang: str, code: str) -> None:
    """A wrong meaning is worse than a rejection."""
    assert code in codes(text, lang, permanent=True) or code in codes(text, lang)


ARTIFACTS = ObjectFilter(card_types=(CardType.ARTIFACT,))


@pytest.mark.parametrize(
    ("ja", "en", "spells", "abilities_of"),
    [
        (  # Renowned Weaponsmith (M20)
            "{T}：{C}{C}を加える。このマナは、アーティファクト・呪文を唱えるためか、アーティファクトの能力を起動するためにのみ使用できる。",
            "{T}: Add {C}{C}. Spend this mana only to cast artifact spells or activate abilities of artifacts.",
            ARTIFACTS,
            ARTIFACTS,
        ),
        (  # the 2012 wording (Altar of the Lost): 「これらのマナは、…支払うことができる。」
            "{T}：{R}を加える。これらのマナは、クリーチャー呪文を唱えるためにのみ支払うことができる。",
            "{T}: Add {R}. Spend this mana only to cast creature spells.",
            ObjectFilter(card_types=(CardType.CREATURE,)),
            None,
        ),
    ],
)
def test_what_the_mana_may_be_spent_on(
    ja: str, en: str, spells: ObjectFilter, abilities_of: ObjectFilter | None
) -> None:
    """106.6: the spells the mana may pay for, and the sources whose abilities it may."""
    card = bilingual_card(ja, en, LAND)
    ability = _only(card.abilities, ir.ManaAbility)
    assert ability.restriction == rt.SpendOnly(spells, False, abilities_of)  # type: ignore[attr-defined]


def test_spend_mana_as_though_it_were_mana_of_any_color() -> None:
    """609.4b (Chromatic Orrery, M21): a static ability of the permanent, both languages."""
    card = bilingual_card(
        "あなたはマナを望む色のマナであるかのように支払ってもよい。\n  {T}：{C}{C}{C}{C}{C}を加える。",
        "You may spend mana as though it were mana of any color.\n  {T}: Add {C}{C}{C}{C}{C}.",
        "伝説のアーティファクト / Legendary Artifact",
    )
    static = _only(card.abilities, ir.StaticAbility)
    assert static.effects == (rm.SpendAsAnyColor(),)  # type: ignore[attr-defined]
    assert "E251" in codes("You may spend mana as though it were mana of any color.", "en")


def test_more_mana_instead_if_a_condition_holds() -> None:
    """Leafkin Druid (M20): 608.2c in a mana ability, the condition checked as it resolves."""
    card = bilingual_card(
        "{T}：{G}を加える。あなたがクリーチャーを４体以上コントロールしているなら、代わりに{G}{G}を加える。",
        "{T}: Add {G}. If you control four or more creatures, add {G}{G} instead.",
        "クリーチャー — エレメンタル・ドルイド / Creature — Elemental Druid",
        "0/3",
    )
    ability = _only(card.abilities, ir.ManaAbility)
    (instead,) = ability.mana  # type: ignore[attr-defined]
    assert isinstance(instead, rm.ProduceInstead)
    assert instead.mana == (rt.ProduceMana("{G}{G}"),)
    assert instead.otherwise == (rt.ProduceMana("{G}"),)


def test_any_of_several_spells_in_japanese() -> None:
    """Chandra's Embercat (M20): 「…呪文か…呪文」 is one noun, any of the spells, and so is the
    English "an Elemental spell or a Chandra planeswalker spell" (106.6): one IR, rendered back."""
    ja = "{T}：{R}を加える。このマナは、エレメンタル・呪文かチャンドラ・プレインズウォーカー・呪文を唱えるためにのみ使用できる。"
    assert codes(ja, "ja", permanent=True) == []
    en = "{T}: Add {R}. Spend this mana only to cast an Elemental spell or a Chandra planeswalker spell."
    bilingual_card(ja, en, "クリーチャー — エレメンタル・猫 / Creature — Elemental Cat", "2/2")
