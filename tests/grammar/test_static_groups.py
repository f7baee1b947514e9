"""Static abilities about a group, damage replacement and prevention, and restrictions on
players, in texts that appear on no AVR card (both languages): each is checked against the
exact IR it must give, and wrong texts against their diagnostic."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.source import SourceFile
from ofuda.runtime import statics_replacement as rr
from ofuda.runtime.definitions import CardType, Controller, Duration, Keyword, ObjectFilter
from ofuda.runtime.statics import (
    AddPowerToughness,
    CantBeBlockedByLesserPower,
    CantBlock,
    DamageCantBePrevented,
    DamageRecipients,
    GrantKeywords,
    MultiplyDamage,
    PermanentsMatching,
    PreventHalfDamage,
    ThisPermanent,
)
from ofuda.runtime.statics_replacement import CantPayCosts
from support.permanents import abilities, codes

S = ir.StaticAbility


def _yours(**kw: object) -> PermanentsMatching:
    kw.setdefault("card_types", (CardType.CREATURE,))
    return PermanentsMatching(ObjectFilter(controller=Controller.YOU, **kw))  # type: ignore[arg-type]


# (kind, Japanese, English, effects)
GROUPS: list[tuple[str, str, str, tuple[object, ...]]] = [
    (
        "enchantment",
        "あなたがコントロールするタップ状態のクリーチャーは＋１/＋０の修整を受ける。",
        "Tapped creatures you control get +1/+0.",
        (AddPowerToughness(_yours(tapped=True), 1, 0),),
    ),
    (
        "enchantment",
        "あなたがコントロールする警戒を持つクリーチャーは先制攻撃を持つ。",
        "Creatures you control with vigilance have first strike.",
        (GrantKeywords(_yours(keywords=(Keyword.VIGILANCE,)), (Keyword.FIRST_STRIKE,)),),
    ),
    (
        "creature",
        "あなたがコントロールする他の人間は＋１/＋１の修整を受ける。",
        "Other Humans you control get +1/+1.",
        (AddPowerToughness(_yours(card_types=(), subtypes=("Human",), other=True), 1, 1),),
    ),
    # 509.1b: blocking restrictions about a group of attackers
    (
        "creature",
        "試しの騎士のパワーよりも小さいパワーを持つクリーチャーでは、あなたがコントロールする人間をブロックできない。",
        "Creatures with power less than Test Knight's power can't block Humans you control.",
        (CantBeBlockedByLesserPower(_yours(card_types=(), subtypes=("Human",))),),
    ),
    (
        "enchantment",
        "到達を持つクリーチャーでは、あなたがコントロールする飛行を持つクリーチャーをブロックできない。",
        "Creatures with reach can't block creatures you control with flying.",
        (
            CantBlock(
                PermanentsMatching(
                    ObjectFilter(card_types=(CardType.CREATURE,), keywords=(Keyword.REACH,))
                ),
                ObjectFilter(
                    card_types=(CardType.CREATURE,),
                    controller=Controller.YOU,
                    keywords=(Keyword.FLYING,),
                ),
            ),
        ),
    ),
]


@pytest.mark.parametrize(("kind", "ja", "en", "effects"), GROUPS, ids=[g[2] for g in GROUPS])
def test_group_subject_is_every_matching_permanent(
    kind: str, ja: str, en: str, effects: tuple[object, ...]
) -> None:
    """611.3a: a group subject affects every permanent that matches it, continuously."""
    for lang, line in (("ja", ja), ("en", en)):
        assert abilities(lang, kind, line) == (S(effects),)


def test_group_subject_must_be_on_the_battlefield_with_a_fixed_controller() -> None:
    """A group controlled by a target is not something a static ability can name."""
    assert codes("en", "enchantment", "Creatures target player controls get +1/+1.") == ["E252"]


# 118.3: rules on players' costs; (kind, Japanese, English, effects)
PLAYER_RULES: list[tuple[str, str, str, tuple[object, ...]]] = [
    (
        "enchantment",
        "プレイヤーは呪文を唱えたり能力を起動したりするために、ライフを支払うこともできない。",
        "Players can't pay life to cast spells or activate abilities.",
        (CantPayCosts(Controller.ANY, life=True),),
    ),
    (
        "artifact",
        "プレイヤーは呪文を唱えたり能力を起動したりするために、アーティファクトを生け贄に捧げることもできない。",
        "Players can't sacrifice artifacts to cast spells or activate abilities.",
        (CantPayCosts(Controller.ANY, sacrifice=ObjectFilter(card_types=(CardType.ARTIFACT,))),),
    ),
]


@pytest.mark.parametrize(
    ("kind", "ja", "en", "effects"), PLAYER_RULES, ids=[g[2] for g in PLAYER_RULES]
)
def test_players_cant_pay_costs(kind: str, ja: str, en: str, effects: tuple[object, ...]) -> None:
    """118.3: a static rule on every player's costs, in both languages."""
    for lang, line in (("ja", ja), ("en", en)):
        assert abilities(lang, kind, line) == (S(effects),)


def test_opponents_cant_pay_life_in_japanese() -> None:
    """「対戦相手は」: the rule on your opponents only."""
    line = "対戦相手は呪文を唱えたり能力を起動したりするために、ライフを支払うこともできない。"
    assert abilities("ja", "enchantment", line) == (S((CantPayCosts(Controller.OPPONENT, True),)),)


def _other(**kw: object) -> PermanentsMatching:
    return _yours(other=True, **kw)


# (Japanese, English, abilities): CARDNAME and a group, one statement about each
JOINT: list[tuple[str, str, tuple[ir.Ability, ...]]] = [
    (
        "試しの騎士とあなたがコントロールする他のクリーチャーは飛行を持つ。",
        "Test Knight and other creatures you control have flying.",
        # 702.1: the permanent's own keyword is a keyword ability, as Oracle writes it
        (ir.KeywordAbility(Keyword.FLYING), S((GrantKeywords(_other(), (Keyword.FLYING,)),))),
    ),
    (
        "試しの騎士とあなたがコントロールする他の人間は＋１/＋１の修整を受ける。",
        "Test Knight and other Humans you control get +1/+1.",
        (
            S(
                (
                    AddPowerToughness(ThisPermanent(), 1, 1),
                    AddPowerToughness(_other(card_types=(), subtypes=("Human",)), 1, 1),
                )
            ),
        ),
    ),
]


@pytest.mark.parametrize(("ja", "en", "expected"), JOINT, ids=[j[1] for j in JOINT])
def test_permanent_and_group_share_a_statement(
    ja: str, en: str, expected: tuple[ir.Ability, ...]
) -> None:
    """611.3a: 「CARDNAMEと…は」 / "CARDNAME and …": the statement applies to each subject."""
    for lang, line in (("ja", ja), ("en", en)):
        assert abilities(lang, "creature", line) == expected


def test_power_and_toughness_defined_by_a_value() -> None:
    """604.3: a characteristic-defining ability; 107.1a halves, rounded up."""
    cda = rr.PowerToughnessDefining(rr.HighestLife(), rr.HighestLife())
    ja = "試しの騎士のパワーとタフネスは、それぞれすべての対戦相手の中で最も高いライフの総量に等しい。"
    en = "Test Knight's power and toughness are each equal to the highest life total among your opponents."
    for lang, line in (("ja", ja), ("en", en)):
        assert abilities(lang, "creature", line) == (S((cda,)),)


def test_damage_that_cant_be_prevented() -> None:
    """615.12, in a line of its own."""
    ja = "試しの騎士が与えるダメージは軽減できない。"
    en = "Damage that would be dealt by Test Knight can't be prevented."
    for lang, line in (("ja", ja), ("en", en)):
        assert abilities(lang, "creature", line) == (S((DamageCantBePrevented(ThisPermanent()),)),)


def test_star_power_needs_an_ability_that_defines_it() -> None:
    """208.2a: `pt: */*` without a characteristic-defining ability is an error (E005)."""
    text = "name: Test Knight\ntype: Creature — Human\npt: */*\nen:\n  Flying\n"
    card = compile_source(SourceFile("test.card", text), ("en",))
    assert [d.code for d in card.diagnostics] == ["E005"]
    text = text.replace("  Flying\n", "  Test Knight's power and toughness are each equal to "
                        "half the highest life total among your opponents, rounded up.\n")
    assert compile_source(SourceFile("test.card", text), ("en",)).ok


# 614.1a, 615.1a: a permanent's replacement of damage; (kind, Japanese, English, effect)
DAMAGE: list[tuple[str, str, str, object]] = [
    (
        "enchantment",
        "いずれかの発生源があなたにダメージを与える場合、そのダメージの、端数を切り上げた半分を軽減する。",
        "If a source would deal damage to you, prevent half that damage, rounded up.",
        PreventHalfDamage(DamageRecipients(players=Controller.YOU)),
    ),
    (
        "enchantment",
        "いずれかの発生源が対戦相手がコントロールするパーマネントにダメージを与える場合、代わりにその"
        "発生源はそのプレイヤーまたはパーマネントにその点数の３倍のダメージを与える。",
        "If a source would deal damage to a permanent an opponent controls, that source deals "
        "triple that damage to that player or permanent instead.",
        MultiplyDamage(DamageRecipients(permanents=Controller.OPPONENT), 3),
    ),
    (
        "creature",
        "試しの騎士にダメージが与えられる場合、そのダメージを軽減し、あなたのライブラリーの一番上から"
        "その点数に等しい枚数のカードを追放する。",
        "If damage would be dealt to Test Knight, prevent that damage and exile that many cards "
        "from the top of your library.",
        rr.PreventDamageAndExileFromLibrary(ThisPermanent(), combat_only=False),
    ),
]


@pytest.mark.parametrize(("kind", "ja", "en", "effect"), DAMAGE, ids=[d[2][:40] for d in DAMAGE])
def test_damage_replacement_on_a_permanent(kind: str, ja: str, en: str, effect: object) -> None:
    """614.12: a replacement of damage printed on a permanent is a static ability."""
    for lang, line in (("ja", ja), ("en", en)):
        assert abilities(lang, kind, line) == (S((effect,)),)


def test_damage_replacement_needs_a_duration_on_a_spell() -> None:
    """On an instant, a replacement with no duration is an error (E250)."""
    line = "If a source would deal damage to you, prevent half that damage, rounded up."
    assert codes("en", "instant", line) == ["E250"]


# 615.1a: prevention instructions; (Japanese, English, effect)
PREVENTION: list[tuple[str, str, object]] = [
    (
        "クリーチャー１体を対象とする。このターン、それが与えるすべての戦闘ダメージを軽減する。",
        "Prevent all combat damage that would be dealt by target creature this turn.",
        ir.PreventDamageBy(ir.Targeted(0), Duration.END_OF_TURN, True, False),
    ),
    (
        "クリーチャー１体を対象とする。このターン、それに与えられるすべての戦闘ダメージとそれが与える"
        "すべての戦闘ダメージを軽減する。",
        "Prevent all combat damage that would be dealt to and dealt by target creature this turn.",
        ir.PreventDamageBy(ir.Targeted(0), Duration.END_OF_TURN, True, True),
    ),
]


@pytest.mark.parametrize(("ja", "en", "effect"), PREVENTION, ids=[p[1][:50] for p in PREVENTION])
def test_prevention_of_combat_damage_this_turn(ja: str, en: str, effect: object) -> None:
    """An instant's shield for this turn, about its target."""
    for lang, line in (("ja", ja), ("en", en)):
        (spell,) = abilities(lang, "instant", line)
        assert isinstance(spell, ir.SpellAbility) and spell.effects == (effect,)


# 615.7: a shield for you and your permanents, with its follow-up; (Japanese, English, effect)
NEXT_DAMAGE: list[tuple[str, str, object]] = [
    (
        "このターン、次にあなたやあなたがコントロールするパーマネントに与えられるダメージを２点軽減する。",
        "Prevent the next 2 damage that would be dealt to you and/or permanents you control this turn.",
        ir.PreventDamageToYouAndYours(2, None),
    ),
    (
        "プレイヤー１人を対象とする。このターン、次にあなたやあなたがコントロールするパーマネントに"
        "与えられるダメージを２点軽減する。これによりダメージが軽減される場合、試しの騎士はその点数に"
        "等しい点数のダメージを、そのプレイヤーに与える。",
        "Prevent the next 2 damage that would be dealt to you and/or permanents you control this "
        "turn. If damage is prevented this way, Test Knight deals that much damage to target player.",
        ir.PreventDamageToYouAndYours(2, ir.Targeted(0)),
    ),
]


@pytest.mark.parametrize(("ja", "en", "effect"), NEXT_DAMAGE, ids=["shield", "with follow-up"])
def test_prevent_the_next_damage_to_you_and_yours(ja: str, en: str, effect: object) -> None:
    """615.7: the follow-up sentence is part of the shield, not an instruction of its own."""
    for lang, line in (("ja", ja), ("en", en)):
        (spell,) = abilities(lang, "instant", line)
        assert isinstance(spell, ir.SpellAbility) and spell.effects == (effect,)


def test_damage_prevented_this_way_must_follow_its_prevention() -> None:
    """A lone 「これによりダメージが軽減される場合、…」 / "If damage is prevented this way" has no
    prevention effect to belong to (E290)."""
    line = "If damage is prevented this way, Test Knight deals that much damage to target player."
    assert codes("en", "instant", line) == ["E290"]
