"""How many, and from where, in both Japanese templating eras and in English: the 2018 count
after the noun (「クリーチャー１体を生け贄に捧げる」, 「カード１枚を捨てる」, 「基本土地・カード１枚を
探し」), 2018 "up to" (「クリーチャー最大２体を対象とする」) beside 2012's 「クリーチャーを最大２体まで」,
a zone named first (「あなたの墓地からクリーチャー・カード１枚」, 「墓地からカード１枚」), the
compound nouns 「攻撃クリーチャー」「ブロック・クリーチャー」 (506.4), and "another" /
"up to one other target". Each row is compiled in both languages to one IR (checked against
the IR it must give where that is short) and rendered back in each language."""

from __future__ import annotations

from typing import Any

import pytest
from ofuda.compiler import ir
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.source import SourceFile
from ofuda.runtime.definitions import (
    CardType,
    CombatState,
    Controller,
    Cost,
    DiscardCards,
    ManaCost,
    ObjectFilter,
    PlayerFilter,
    SacrificePermanents,
    Supertype,
    TapSelf,
    TargetSpec,
)
from support.texts import bilingual_card

_INSTANT = "インスタント / Instant"
_SORCERY = "ソーサリー / Sorcery"
_CREATURE = "クリーチャー — 人間 / Creature — Human\npt: 2/2"
_ENCHANTMENT = "エンチャント / Enchantment"
_CREATURES = ObjectFilter(card_types=(CardType.CREATURE,))
_YOU = ir.You()
_DRAW = ir.DrawCards(_YOU, 1)


def _target(spec: TargetSpec, *effects: Any) -> ir.SpellAbility:
    return ir.SpellAbility((spec,), effects)


ROWS: list[tuple[str, str, str, Any]] = [
    (  # 2018: a sacrifice cost, the count after the noun
        "{1}, 他のクリーチャー１体を生け贄に捧げる：カードを１枚引く。",
        "{1}, Sacrifice another creature: Draw a card.",
        _CREATURE,
        ir.ActivatedAbility(
            Cost(
                (
                    ManaCost("{1}"),
                    SacrificePermanents(ObjectFilter(card_types=(CardType.CREATURE,), other=True)),
                )
            ),
            (),
            (_DRAW,),
        ),
    ),
    (  # 2018: a discard cost
        "{R}, {T}, カード１枚を捨てる：カードを１枚引く。",
        "{R}, {T}, Discard a card: Draw a card.",
        _CREATURE,
        ir.ActivatedAbility(Cost((ManaCost("{R}"), TapSelf(), DiscardCards(1))), (), (_DRAW,)),
    ),
    (  # 2018: a discard instruction
        "プレイヤー１人を対象とする。そのプレイヤーはカード２枚を捨てる。",
        "Target player discards two cards.",
        _SORCERY,
        _target(TargetSpec(players=PlayerFilter()), ir.Discard(ir.Targeted(0), 2, False)),
    ),
    (  # 2012 and 2018 agree: 「カードを２枚捨てる」
        "プレイヤー１人を対象とする。そのプレイヤーはカードを２枚捨てる。",
        "Target player discards two cards.",
        _SORCERY,
        _target(TargetSpec(players=PlayerFilter()), ir.Discard(ir.Targeted(0), 2, False)),
    ),
    (  # 2018: a sacrifice instruction of a chosen creature
        "対戦相手１人を対象とする。そのプレイヤーは飛行を持つクリーチャー１体を生け贄に捧げる。",
        "Target opponent sacrifices a creature with flying.",
        _SORCERY,
        None,
    ),
    (  # 2018: the zone first, 「あなたの墓地から」
        "あなたの墓地からクリーチャー・カード１枚を対象とし、それをあなたの手札に戻す。",
        "Return target creature card from your graveyard to your hand.",
        _SORCERY,
        _target(
            TargetSpec(
                objects=ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU),
                zone="graveyard",
            ),
            ir.ReturnToHand(ir.Targeted(0)),
        ),
    ),
    (  # 2018: 「墓地から」, any graveyard
        "墓地からカード１枚を対象とし、それを追放する。",
        "Exile target card from a graveyard.",
        _INSTANT,
        _target(TargetSpec(objects=ObjectFilter(), zone="graveyard"), ir.Exile(ir.Targeted(0))),
    ),
    (  # 2018: up to N after the noun
        "クリーチャー最大２体を対象とする。このターン、それらはブロックされない。",
        "Up to two target creatures can't be blocked this turn.",
        _INSTANT,
        None,
    ),
    (  # 2012: 「クリーチャーを最大２体まで」, the same meaning
        "クリーチャーを最大２体まで対象とする。このターン、それらはブロックされない。",
        "Up to two target creatures can't be blocked this turn.",
        _INSTANT,
        None,
    ),
    (  # up to one: rendered "up to one target creature" (never "target creature")
        "クリーチャー最大１体を対象とし、それの上に＋１/＋１カウンターを１個置く。",
        "Put a +1/+1 counter on up to one target creature.",
        _SORCERY,
        _target(
            TargetSpec(objects=_CREATURES, up_to=True), ir.AddCounters(ir.Targeted(0), "+1/+1", 1)
        ),
    ),
    (  # 「攻撃クリーチャー」 / "attacking creature"
        "攻撃クリーチャー１体を対象とし、それを破壊する。",
        "Destroy target attacking creature.",
        _INSTANT,
        _target(
            TargetSpec(
                objects=ObjectFilter(
                    card_types=(CardType.CREATURE,), combat_states=(CombatState.ATTACKING,)
                )
            ),
            ir.Destroy(ir.Targeted(0)),
        ),
    ),
    (  # 「ブロック・クリーチャー」 / "blocking creature"
        "ブロック・クリーチャー１体を対象とし、それを破壊する。",
        "Destroy target blocking creature.",
        _INSTANT,
        _target(
            TargetSpec(
                objects=ObjectFilter(
                    card_types=(CardType.CREATURE,), combat_states=(CombatState.BLOCKING,)
                )
            ),
            ir.Destroy(ir.Targeted(0)),
        ),
    ),
    (  # capitalized at the start of an English sentence
        "あなたがコントロールしている攻撃クリーチャーは＋１/＋０の修整を受ける。",
        "Attacking creatures you control get +1/+0.",
        _ENCHANTMENT,
        None,
    ),
    (  # "Another target …" capitalized
        "{3}{U}：あなたがコントロールしている他のクリーチャー１体を対象とする。ターン終了時まで、それは飛行を得る。",
        "{3}{U}: Another target creature you control gains flying until end of turn.",
        _CREATURE,
        None,
    ),
]


@pytest.mark.parametrize(("ja", "en", "type_line", "expected"), ROWS)
def test_count_phrases(ja: str, en: str, type_line: str, expected: Any) -> None:
    """Each text gives one IR in both languages (the one expected, where given), and reads back."""
    abilities = tuple(bilingual_card(ja, en, type_line).abilities)
    if expected is not None:
        assert abilities == (expected,)


@pytest.mark.parametrize(
    ("ja", "count"),
    [
        ("あなたのライブラリーから基本土地・カード１枚を探し、それをあなたの手札に加える。", 1),
        (
            "あなたのライブラリーから基本土地・カード最大２枚を探し、その後あなたのライブラリーを切り直す。",
            2,
        ),
    ],
)
def test_search_with_the_count_after_the_noun(ja: str, count: int) -> None:
    """2018 「基本土地・カード１枚を探し」 / 「…最大２枚を探し」: a search for up to N cards (701.19b:
    a search for cards of a kind may find fewer, so "a card" is at most one too)."""
    compiled = compile_source(SourceFile("t.card", f"name: 試作\ntype: ソーサリー\nja:\n  {ja}\n"))
    assert compiled.ok, [d.message for d in compiled.diagnostics]
    basic_land = ObjectFilter(card_types=(CardType.LAND,), supertypes=(Supertype.BASIC,))
    effects = compiled.card.abilities[0].effects
    assert effects[0] == ir.SearchFor(_YOU, basic_land, count)


@pytest.mark.parametrize(
    ("ja", "type_line", "code"),
    [
        # a discard of cards of a kind no card in a hand can be: never widened to "a card"
        (
            "プレイヤー１人を対象とする。そのプレイヤーはタップ状態の土地・カード１枚を捨てる。",
            "ソーサリー",
            "E290",
        ),
        # each of several players choosing: never read as the controller's choice
        ("各対戦相手はそれぞれ自分の手札からカード１枚を追放する。", "ソーサリー", "E290"),
    ],
)
def test_what_is_rejected(ja: str, type_line: str, code: str) -> None:
    """Counted nouns ofuda cannot honour yet are rejected with a diagnostic."""
    compiled = compile_source(SourceFile("t.card", f"name: 試作\ntype: {type_line}\nja:\n  {ja}\n"))
    assert code in [d.code for d in compiled.diagnostics], [d.message for d in compiled.diagnostics]


@pytest.mark.parametrize(
    ("ja", "type_line", "kind"),
    [
        (
            "{1}{W}{U}, {T}, 伝説のカード１枚を捨てる：カードを２枚引く。",
            "クリーチャー — 人間\npt: 1/1",
            ObjectFilter(supertypes=(Supertype.LEGENDARY,)),
        ),
        (
            "プレイヤー１人を対象とする。そのプレイヤーは土地・カード１枚を捨てる。",
            "ソーサリー",
            ObjectFilter(card_types=(CardType.LAND,)),
        ),
    ],
)
def test_a_discard_of_cards_of_a_kind_keeps_the_kind(ja: str, type_line: str, kind: ObjectFilter) -> None:
    """701.8: 2018's counted noun of a discard names its kind, never widened to "a card"
    (tests/grammar/test_discard_kinds.py holds both languages)."""
    compiled = compile_source(SourceFile("t.card", f"name: 試作\ntype: {type_line}\nja:\n  {ja}\n"))
    assert compiled.ok and compiled.card is not None, [d.message for d in compiled.diagnostics]
    ability = compiled.card.abilities[0]
    found = [getattr(e, "filter", None) for e in getattr(ability, "effects", ())] + [
        getattr(item, "filter", None) for item in getattr(getattr(ability, "cost", None), "items", ())
    ]
    assert kind in found
