"""The effect language in Japanese: new texts (on no AVR card) in AVR phrasing, and the exact IR each gives.

Each text recombines the phrase families (selectors, verbs, amounts, durations,
conditions) in a way no printed card does; invalid texts must be rejected with
the right diagnostic code.
"""

from __future__ import annotations

import pytest

from ofuda.compiler import ir
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.source import SourceFile
from ofuda.runtime.definitions import (
    CardType,
    Color,
    Controller,
    Cost,
    DiscardCards,
    Duration,
    EntersTheBattlefield,
    Keyword,
    ManaCost,
    ObjectFilter,
    PayLife,
    PlayerFilter,
    SacrificeSelf,
    TapPermanents,
    TargetSpec,
    TokenSpec,
)

SPELL = {"ja": "インスタント", "en": "Instant"}
CREATURE = {"ja": "クリーチャー — 人間", "en": "Creature — Human"}


def compile_text(text: str, lang: str, permanent: bool = False):  # type: ignore[no-untyped-def]
    """Compile one line of rules text on a test card (an instant, or a 1/1 Human creature)."""
    name = "テスト" if lang == "ja" else "Test"
    kind = (CREATURE if permanent else SPELL)[lang]
    pt = "pt: 1/1\n" if permanent else ""
    source = f"name: {name}\ntype: {kind}\n{pt}{lang}:\n  {text}\n"
    return compile_source(SourceFile("test.card", source), (lang,))


def ability(text: str, lang: str = "ja", permanent: bool = False) -> ir.Ability:
    """The one ability a text compiles to (the test fails with the diagnostics otherwise)."""
    card = compile_text(text, lang, permanent)
    assert card.ok and card.card is not None, [d.message for d in card.diagnostics]
    (only,) = card.card.abilities
    return only


def codes(text: str, lang: str = "ja", permanent: bool = False) -> list[str]:
    """The diagnostic codes of a text."""
    return [d.code for d in compile_text(text, lang, permanent).diagnostics]


# --- the IR the texts must give (shared with test_effects_en.py) ----------------------

CREATURE_F = ObjectFilter(card_types=(CardType.CREATURE,))
T0, T1 = ir.Targeted(0), ir.Targeted(1)
YOU = ir.You()
EOT = Duration.END_OF_TURN


def target(f: ObjectFilter = CREATURE_F, **kwargs: object) -> TargetSpec:
    """A one-object target spec."""
    return TargetSpec(objects=f, **kwargs)  # type: ignore[arg-type]


PLAYER = TargetSpec(players=PlayerFilter())
OPPONENT = TargetSpec(players=PlayerFilter(controller=Controller.OPPONENT))

# name → (targets, effects): what each Japanese text below (and its English twin) means.
EXPECTED: dict[str, tuple[tuple[TargetSpec, ...], tuple[object, ...]]] = {
    "exile creature": ((target(),), (ir.Exile(T0),)),
    "exile zombie": ((target(ObjectFilter(subtypes=("Zombie",))),), (ir.Exile(T0),)),
    "bounce theirs": (
        (target(ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.OPPONENT)),),
        (ir.ReturnToHand(T0),),
    ),
    "destroy nonblack": (
        (target(ObjectFilter(card_types=(CardType.CREATURE,), excluded_colors=(Color.BLACK,))),),
        (ir.Destroy(T0),),
    ),
    "nonland to top": (
        (target(ObjectFilter(excluded_card_types=(CardType.LAND,))),),
        (ir.PutOnLibrary(T0, True),),
    ),
    "destroy tapped": (
        (target(ObjectFilter(card_types=(CardType.CREATURE,), tapped=True)),),
        (ir.Destroy(T0),),
    ),
    "tap flier": (
        (target(ObjectFilter(card_types=(CardType.CREATURE,), keywords=(Keyword.FLYING,))),),
        (ir.Tap(T0),),
    ),
    "untap non-angel": (
        (target(ObjectFilter(card_types=(CardType.CREATURE,), excluded_subtypes=("Angel",))),),
        (ir.Untap(T0),),
    ),
    "each player draws": ((), (ir.DrawCards(ir.EachPlayer(PlayerFilter()), 2),)),
    "each opponent loses": (
        (), (ir.LoseLife(ir.EachPlayer(PlayerFilter(controller=Controller.OPPONENT)), 3),)),
    "wrath": ((), (ir.Destroy(ir.EachObject(CREATURE_F)),)),
    "nonland to bottom": (
        (), (ir.PutOnLibrary(ir.EachObject(ObjectFilter(excluded_card_types=(CardType.LAND,))), False),)),
    "team flying": (
        (),
        (ir.GrantKeyword(ir.EachObject(ObjectFilter(card_types=(CardType.CREATURE,),
                                                    controller=Controller.YOU)), Keyword.FLYING, EOT),),
    ),
    "team pump": (
        (),
        (ir.ModifyPowerToughness(ir.EachObject(ObjectFilter(card_types=(CardType.CREATURE,),
                                                            controller=Controller.YOU)), 2, 0, EOT),),
    ),
    "discard one": ((PLAYER,), (ir.Discard(T0, 1, False),)),
    "discard hand": ((OPPONENT,), (ir.DiscardHand(T0),)),
    "mill three": ((PLAYER,), (ir.Mill(T0, 3),)),
    "edict": ((OPPONENT,), (ir.Sacrifice(T0, None, CREATURE_F, 1),)),
    "regrowth": (
        (TargetSpec(objects=ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU),
                    zone="graveyard"),),
        (ir.ReturnToHand(T0),),
    ),
    "grave exile": ((TargetSpec(objects=ObjectFilter(), zone="graveyard"),), (ir.Exile(T0),)),
    "counter creature spell": ((TargetSpec(objects=CREATURE_F, zone="stack"),), (ir.CounterSpell(T0),)),
    "angel tokens": (
        (),
        (ir.CreateTokens(YOU, TokenSpec(2, 2, (Color.WHITE,), ("Angel",), keywords=(Keyword.FLYING,)), 2),),
    ),
    "x devils": ((), (ir.CreateTokens(YOU, TokenSpec(1, 1, (Color.RED,), ("Devil",)), ir.XValue()),)),
    "three counters": ((target(),), (ir.AddCounters(T0, "+1/+1", 3),)),
    "regenerate": ((target(),), (ir.Regenerate(T0),)),
    "threaten": ((target(),), (ir.GainControl(YOU, T0, EOT),)),
    "extra turn": ((), (ir.ExtraTurn(YOU),)),
    # damage to a creature or player may hit a planeswalker: "any target" (115.4, the
    # 2018 errata of the printed wording)
    "any target bolt": (
        (
            TargetSpec(
                objects=ObjectFilter(card_types=(CardType.CREATURE, CardType.PLANESWALKER)),
                players=PlayerFilter(),
            ),
        ),
        (ir.DealDamage(ir.ThisObject(), T0, 3),),
    ),
    "sweep their creatures": (
        (PLAYER,), (ir.DealDamage(ir.ThisObject(), ir.EachObject(CREATURE_F, controller=T0), 2),)),
    "life per land": (
        (),
        (ir.GainLife(YOU, ir.CountOf(ir.EachObject(ObjectFilter(card_types=(CardType.LAND,),
                                                                 controller=Controller.YOU)))),),
    ),
    "two life per angel": (
        (),
        (ir.GainLife(YOU, ir.Product(2, ir.CountOf(ir.EachObject(
            ObjectFilter(subtypes=("Angel",), controller=Controller.YOU))))),),
    ),
    "loot": ((), (ir.DrawCards(YOU, 2), ir.Discard(YOU, 1, False))),
    "frost": ((target(),), (ir.Tap(T0), ir.SkipNextUntap(T0))),
    "fight": (
        (target(ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU)),
         # "another target creature": another than the first target (P115), not than the source
         target(ObjectFilter(card_types=(CardType.CREATURE,)), distinct_from=(0,))),
        (ir.Fight(T0, T1),),
    ),
    "may destroy": ((target(),), (ir.Optional(YOU, (ir.Destroy(T0),)),)),
    "zombie bonus": (
        (),
        (ir.DrawCards(YOU, 1),
         ir.Conditional(ir.Controls(YOU, ObjectFilter(subtypes=("Zombie",))), (ir.GainLife(YOU, 3),))),
    ),
    "bounce human draws": (
        (target(),),
        (ir.ReturnToHand(T0),
         ir.Conditional(ir.Matches(ir.NewObject(T0), ObjectFilter(subtypes=("Human",))),
                        (ir.DrawCards(YOU, 1),))),
    ),
    "drain by creatures": (
        (PLAYER,),
        (ir.LoseLife(T0, ir.CountOf(ir.EachObject(ObjectFilter(card_types=(CardType.CREATURE,),
                                                               controller=Controller.YOU)))),),
    ),
    "tap up to three": ((target(count=3, up_to=True),), (ir.Tap(ir.AllTargets(0, 3)),)),
    "ritual": ((), (ir.AddMana(YOU, "{G}{G}", 1),)),
    "fog me": ((), (ir.PreventAllDamage(YOU),)),
}

# name → the Japanese text: AVR phrasing, on no AVR card.
JA_TEXTS = {
    "exile creature": "クリーチャー１体を対象とし、それを追放する。",
    "exile zombie": "ゾンビ１体を対象とし、それを追放する。",
    "bounce theirs": "あなたがコントロールしていないクリーチャー１体を対象とし、それをオーナーの手札に戻す。",
    "destroy nonblack": "黒でないクリーチャー１体を対象とし、それを破壊する。",
    "nonland to top": "土地でないパーマネント１つを対象とし、それをオーナーのライブラリーの一番上に置く。",
    "destroy tapped": "タップ状態のクリーチャー１体を対象とし、それを破壊する。",
    "tap flier": "飛行を持つクリーチャー１体を対象とし、それをタップする。",
    "untap non-angel": "天使でないクリーチャー１体を対象とし、それをアンタップする。",
    "each player draws": "各プレイヤーはカードを２枚引く。",
    "each opponent loses": "各対戦相手は３点のライフを失う。",
    "wrath": "すべてのクリーチャーを破壊する。",
    "nonland to bottom": "すべての土地でないパーマネントをオーナーのライブラリーの一番下に置く。",
    "team flying": "あなたがコントロールするクリーチャーは、ターン終了時まで飛行を得る。",
    "team pump": "ターン終了時まで、あなたがコントロールするクリーチャーは＋２/＋０の修整を受ける。",
    "discard one": "プレイヤー１人を対象とする。そのプレイヤーはカードを１枚捨てる。",
    "discard hand": "対戦相手１人を対象とする。そのプレイヤーは自分の手札をすべて捨てる。",
    "mill three": "プレイヤー１人を対象とする。そのプレイヤーは自分のライブラリーの一番上から３枚のカードを自分の墓地に置く。",
    "edict": "対戦相手１人を対象とする。そのプレイヤーはクリーチャーを１体生け贄に捧げる。",
    "regrowth": "あなたの墓地にあるクリーチャー・カード１枚を対象とし、それをオーナーの手札に戻す。",
    "grave exile": "いずれかの墓地にあるカード１枚を対象とし、それを追放する。",
    "counter creature spell": "クリーチャー呪文１つを対象とし、それを打ち消す。",
    "angel tokens": "飛行を持つ白の２/２の天使・クリーチャー・トークンを２体戦場に出す。",
    "x devils": "赤の１/１のデビル・クリーチャー・トークンをＸ体戦場に出す。",
    "three counters": "クリーチャー１体を対象とする。それの上に＋１/＋１カウンターを３個置く。",
    "regenerate": "クリーチャー１体を対象とし、それを再生する。",
    "threaten": "クリーチャー１体を対象とする。ターン終了時まで、あなたはそれのコントロールを得る。",
    "extra turn": "このターンの後に追加の１ターンを行う。",
    "any target bolt": "クリーチャー１体かプレイヤー１人を対象とする。テストはそれに３点のダメージを与える。",
    "sweep their creatures": "プレイヤー１人を対象とする。テストはそのプレイヤーがコントロールする各クリーチャーに、それぞれ２点のダメージを与える。",
    "life per land": "あなたがコントロールする土地１つにつき、あなたは１点のライフを得る。",
    "two life per angel": "あなたは、あなたがコントロールする天使１体につき２点のライフを得る。",
    "loot": "カードを２枚引き、その後カードを１枚捨てる。",
    "frost": "クリーチャー１体を対象とし、それをタップする。それは、それのコントローラーの次のアンタップ・ステップにアンタップしない。",
    "fight": "あなたがコントロールするクリーチャー１体を対象とし、他のクリーチャー１体を対象とする。その前者はその後者と格闘を行う。",
    "may destroy": "クリーチャー１体を対象とする。あなたはそれを破壊してもよい。",
    "zombie bonus": "カードを１枚引く。あなたがゾンビをコントロールしている場合、あなたは３点のライフを得る。",
    "bounce human draws": "クリーチャー１体を対象とし、それをオーナーの手札に戻す。それが人間である場合、カードを１枚引く。",
    "drain by creatures": "プレイヤー１人を対象とする。そのプレイヤーはＸ点のライフを失う。Ｘはあなたがコントロールするクリーチャーの総数に等しい。",
    "tap up to three": "クリーチャーを最大３体まで対象とし、それらをタップする。",
    "ritual": "あなたのマナ・プールに{G}{G}を加える。",
    "fog me": "このターン、あなたに与えられるすべてのダメージを軽減する。",
}


@pytest.mark.parametrize("name", sorted(JA_TEXTS))
def test_japanese_text_gives_its_ir(name: str) -> None:
    spell = ability(JA_TEXTS[name], "ja")
    assert isinstance(spell, ir.SpellAbility)
    targets, effects = EXPECTED[name]
    assert spell.targets == targets
    assert spell.effects == effects


# --- abilities of permanents: costs, triggers, restrictions ---------------------------


def test_etb_makes_target_player_discard() -> None:
    a = ability("テストが戦場に出たとき、プレイヤー１人を対象とする。そのプレイヤーはカードを２枚捨てる。",
                permanent=True)
    assert a == ir.TriggeredAbility(EntersTheBattlefield(), (PLAYER,), (ir.Discard(T0, 2, False),))


def test_discard_cost_and_sorcery_speed() -> None:
    a = ability("{1}, カードを１枚捨てる：カードを１枚引く。この能力は、あなたがソーサリーを唱えられるときにのみ起動できる。",
                permanent=True)
    assert a == ir.ActivatedAbility(
        Cost((ManaCost("{1}"), DiscardCards(1))), (), (ir.DrawCards(YOU, 1),), sorcery_speed=True
    )


def test_sacrifice_self_cost_with_a_target() -> None:
    a = ability("{B}, テストを生け贄に捧げる：プレイヤー１人を対象とする。そのプレイヤーは２点のライフを失う。",
                permanent=True)
    assert a == ir.ActivatedAbility(Cost((ManaCost("{B}"), SacrificeSelf())), (PLAYER,),
                                    (ir.LoseLife(T0, 2),))


def test_pay_life_cost() -> None:
    a = ability("ライフを２点支払う：テストはターン終了時まで＋１/＋１の修整を受ける。", permanent=True)
    assert a == ir.ActivatedAbility(Cost((PayLife(2),)), (),
                                    (ir.ModifyPowerToughness(ir.ThisObject(), 1, 1, EOT),))


def test_tap_untapped_angels_cost() -> None:
    a = ability("あなたがコントロールするアンタップ状態の天使を２体タップする：カードを１枚引く。", permanent=True)
    angels = ObjectFilter(subtypes=("Angel",), controller=Controller.YOU, tapped=False)
    assert a == ir.ActivatedAbility(Cost((TapPermanents(angels, 2),)), (), (ir.DrawCards(YOU, 1),))


# --- texts that must be rejected, with the right code ------------------------------------


@pytest.mark.parametrize(
    ("text", "code", "permanent"),
    [
        ("それを破壊する。", "E201", False),  # それ refers to nothing
        ("テストはターン終了時まで＋２/＋２の修整を受ける。", "E209", False),  # an instant changing itself
        ("あなたは３点のライフを得る。", "E250", True),  # a creature's line without cost or trigger: an action, not a statement
        ("クリーチャー１体を対象とする。それはカードを１枚引く。", "E202", False),  # a creature draws
        ("クリーチャー１体を対象とする。あなたはターン終了時まで３点のライフを得る。", "E203", False),
        ("カードを１枚引き。", "E101", False),  # a continuative form can't end the sentence
        ("カードを１枚引く、その後カードを１枚捨てる。", "E101", False),  # nor can a plain form go on
        ("クリーチャー１体を対象とし、それを破壊しする。", "E101", False),
        ("呪文１つかクリーチャー１体を対象とし、それをオーナーの手札に戻す。", "E206", False),
        # modes only as a spell's whole text (700.2): not on an activated ability
        ("{T}：以下の２つから１つを選ぶ。「カードを１枚引く。」「あなたは２点のライフを得る。」", "E290", True),
        ("それを生け贄に捧げる：カードを１枚引く。", "E204", True),
        ("カードを１枚引く。この能力は、あなたがソーサリーを唱えられるときにのみ起動できる。", "E205", False),
    ],
)
def test_invalid_japanese_text_is_rejected_with_its_code(text: str, code: str, permanent: bool) -> None:
    assert code in codes(text, "ja", permanent)
