"""The effect language: new texts (on no AVR card) in AVR's phrasing, in Japanese and in English
(Oracle wording, and the 2012 printed wording where it differs), and the exact IR each gives.

Each row recombines the phrase families (selectors, verbs, amounts, durations, conditions) in
a way no printed card does: its Japanese, its English and its 2012 English must each lower to
the row's IR, so the two languages agree by construction. Invalid texts are rejected with the
right diagnostic code, in each language.
"""

from __future__ import annotations

from typing import NamedTuple

import pytest
from ofuda.compiler import ir
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.source import SourceFile
from ofuda.runtime.definitions import (
    CardType,
    Color,
    Controller,
    Keyword,
    ObjectFilter,
    PlayerFilter,
    TargetSpec,
    TokenSpec,
)
from support.texts import CREATURE_F, EOT, OPPONENT, PLAYER, T0, T1, YOU, ability, target


class Row(NamedTuple):
    """One instruction in both languages and what it means: (targets, effects) of the spell."""

    name: str
    ja: str
    en: str
    meaning: tuple[tuple[TargetSpec, ...], tuple[object, ...]]
    # the 2012 wording, read as a card printed then (its Oracle errata applied)
    printed_2012: str | None = None
    printed_2012_ja: str | None = None


ROWS: list[Row] = [
    Row(
        "exile creature",
        "クリーチャー１体を対象とし、それを追放する。",
        "Exile target creature.",
        ((target(),), (ir.Exile(T0),)),
    ),
    Row(
        "exile zombie",
        "ゾンビ１体を対象とし、それを追放する。",
        "Exile target Zombie.",
        ((target(ObjectFilter(subtypes=("Zombie",))),), (ir.Exile(T0),)),
    ),
    Row(
        "bounce theirs",
        "あなたがコントロールしていないクリーチャー１体を対象とし、それをオーナーの手札に戻す。",
        "Return target creature you don't control to its owner's hand.",
        (
            (
                target(
                    ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.OPPONENT)
                ),
            ),
            (ir.ReturnToHand(T0),),
        ),
    ),
    Row(
        "destroy nonblack",
        "黒でないクリーチャー１体を対象とし、それを破壊する。",
        "Destroy target nonblack creature.",
        (
            (
                target(
                    ObjectFilter(card_types=(CardType.CREATURE,), excluded_colors=(Color.BLACK,))
                ),
            ),
            (ir.Destroy(T0),),
        ),
    ),
    Row(
        "nonland to top",
        "土地でないパーマネント１つを対象とし、それをオーナーのライブラリーの一番上に置く。",
        "Put target nonland permanent on top of its owner's library.",
        (
            (target(ObjectFilter(excluded_card_types=(CardType.LAND,))),),
            (ir.PutOnLibrary(T0, True),),
        ),
    ),
    Row(
        "destroy tapped",
        "タップ状態のクリーチャー１体を対象とし、それを破壊する。",
        "Destroy target tapped creature.",
        (
            (target(ObjectFilter(card_types=(CardType.CREATURE,), tapped=True)),),
            (ir.Destroy(T0),),
        ),
    ),
    Row(
        "tap flier",
        "飛行を持つクリーチャー１体を対象とし、それをタップする。",
        "Tap target creature with flying.",
        (
            (target(ObjectFilter(card_types=(CardType.CREATURE,), keywords=(Keyword.FLYING,))),),
            (ir.Tap(T0),),
        ),
    ),
    Row(
        "untap non-angel",
        "天使でないクリーチャー１体を対象とし、それをアンタップする。",
        "Untap target non-Angel creature.",
        (
            (target(ObjectFilter(card_types=(CardType.CREATURE,), excluded_subtypes=("Angel",))),),
            (ir.Untap(T0),),
        ),
    ),
    Row(
        "each player draws",
        "各プレイヤーはカードを２枚引く。",
        "Each player draws two cards.",
        ((), (ir.DrawCards(ir.EachPlayer(PlayerFilter()), 2),)),
    ),
    Row(
        "each opponent loses",
        "各対戦相手は３点のライフを失う。",
        "Each opponent loses 3 life.",
        ((), (ir.LoseLife(ir.EachPlayer(PlayerFilter(controller=Controller.OPPONENT)), 3),)),
    ),
    Row(
        "wrath",
        "すべてのクリーチャーを破壊する。",
        "Destroy all creatures.",
        ((), (ir.Destroy(ir.EachObject(CREATURE_F)),)),
    ),
    Row(
        "nonland to bottom",
        "すべての土地でないパーマネントをオーナーのライブラリーの一番下に置く。",
        "Put all nonland permanents on the bottom of their owners' libraries.",
        (
            (),
            (
                ir.PutOnLibrary(
                    ir.EachObject(ObjectFilter(excluded_card_types=(CardType.LAND,))), False
                ),
            ),
        ),
    ),
    Row(
        "team flying",
        "あなたがコントロールするクリーチャーは、ターン終了時まで飛行を得る。",
        "Creatures you control gain flying until end of turn.",
        (
            (),
            (
                ir.GrantKeyword(
                    ir.EachObject(
                        ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU)
                    ),
                    Keyword.FLYING,
                    EOT,
                ),
            ),
        ),
    ),
    Row(
        "team pump",
        "ターン終了時まで、あなたがコントロールするクリーチャーは＋２/＋０の修整を受ける。",
        "Creatures you control get +2/+0 until end of turn.",
        (
            (),
            (
                ir.ModifyPowerToughness(
                    ir.EachObject(
                        ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU)
                    ),
                    2,
                    0,
                    EOT,
                ),
            ),
        ),
    ),
    Row(
        "discard one",
        "プレイヤー１人を対象とする。そのプレイヤーはカードを１枚捨てる。",
        "Target player discards a card.",
        ((PLAYER,), (ir.Discard(T0, 1, False),)),
    ),
    Row(
        "discard hand",
        "対戦相手１人を対象とする。そのプレイヤーは自分の手札をすべて捨てる。",
        "Target opponent discards their hand.",
        ((OPPONENT,), (ir.DiscardHand(T0),)),
        printed_2012="Target opponent discards his or her hand.",
    ),
    Row(
        "mill three",
        "プレイヤー１人を対象とする。そのプレイヤーは自分のライブラリーの一番上から３枚のカードを自分の墓地に置く。",
        "Target player mills three cards.",
        ((PLAYER,), (ir.Mill(T0, 3),)),
        printed_2012="Target player puts the top three cards of his or her library into his or her graveyard.",
    ),
    Row(
        "edict",
        "対戦相手１人を対象とする。そのプレイヤーはクリーチャーを１体生け贄に捧げる。",
        "Target opponent sacrifices a creature.",
        ((OPPONENT,), (ir.Sacrifice(T0, None, CREATURE_F, 1),)),
    ),
    Row(
        "regrowth",
        "あなたの墓地にあるクリーチャー・カード１枚を対象とし、それをオーナーの手札に戻す。",
        "Return target creature card from your graveyard to your hand.",
        (
            (
                TargetSpec(
                    objects=ObjectFilter(
                        card_types=(CardType.CREATURE,), controller=Controller.YOU
                    ),
                    zone="graveyard",
                ),
            ),
            (ir.ReturnToHand(T0),),
        ),
    ),
    Row(
        "grave exile",
        "いずれかの墓地にあるカード１枚を対象とし、それを追放する。",
        "Exile target card from a graveyard.",
        ((TargetSpec(objects=ObjectFilter(), zone="graveyard"),), (ir.Exile(T0),)),
    ),
    Row(
        "counter creature spell",
        "クリーチャー呪文１つを対象とし、それを打ち消す。",
        "Counter target creature spell.",
        ((TargetSpec(objects=CREATURE_F, zone="stack"),), (ir.CounterSpell(T0),)),
    ),
    Row(
        "angel tokens",
        "飛行を持つ白の２/２の天使・クリーチャー・トークンを２体戦場に出す。",
        "Create two 2/2 white Angel creature tokens with flying.",
        (
            (),
            (
                ir.CreateTokens(
                    YOU, TokenSpec(2, 2, (Color.WHITE,), ("Angel",), keywords=(Keyword.FLYING,)), 2
                ),
            ),
        ),
        printed_2012="Put two 2/2 white Angel creature tokens with flying onto the battlefield.",
    ),
    Row(
        "x devils",
        "赤の１/１のデビル・クリーチャー・トークンをＸ体戦場に出す。",
        "Create X 1/1 red Devil creature tokens.",
        ((), (ir.CreateTokens(YOU, TokenSpec(1, 1, (Color.RED,), ("Devil",)), ir.XValue()),)),
        printed_2012="Put X 1/1 red Devil creature tokens onto the battlefield.",
    ),
    Row(
        "three counters",
        "クリーチャー１体を対象とする。それの上に＋１/＋１カウンターを３個置く。",
        "Put three +1/+1 counters on target creature.",
        ((target(),), (ir.AddCounters(T0, "+1/+1", 3),)),
    ),
    Row(
        "regenerate",
        "クリーチャー１体を対象とし、それを再生する。",
        "Regenerate target creature.",
        ((target(),), (ir.Regenerate(T0),)),
    ),
    Row(
        "threaten",
        "クリーチャー１体を対象とする。ターン終了時まで、あなたはそれのコントロールを得る。",
        "Gain control of target creature until end of turn.",
        ((target(),), (ir.GainControl(YOU, T0, EOT),)),
    ),
    Row(
        "extra turn",
        "このターンの後に追加の１ターンを行う。",
        "Take an extra turn after this one.",
        ((), (ir.ExtraTurn(YOU),)),
    ),
    # "any target" (115.4): what the 2012 wording "target creature or player" reads as on a
    # card printed before 2018 (the Oracle errata of the 2018 rules change)
    Row(
        "any target bolt",
        "クリーチャー１体かプレイヤー１人かプレインズウォーカー１体を対象とする。テストはそれに３点のダメージを与える。",
        "Test deals 3 damage to any target.",
        (
            (
                TargetSpec(
                    objects=ObjectFilter(card_types=(CardType.CREATURE, CardType.PLANESWALKER)),
                    players=PlayerFilter(),
                ),
            ),
            (ir.DealDamage(ir.ThisObject(), T0, 3),),
        ),
        printed_2012="Test deals 3 damage to target creature or player.",
        printed_2012_ja="クリーチャー１体かプレイヤー１人を対象とする。テストはそれに３点のダメージを与える。",
    ),
    Row(
        "sweep their creatures",
        "プレイヤー１人を対象とする。テストはそのプレイヤーがコントロールする各クリーチャーに、それぞれ２点のダメージを与える。",
        "Test deals 2 damage to each creature target player controls.",
        ((PLAYER,), (ir.DealDamage(ir.ThisObject(), ir.EachObject(CREATURE_F, controller=T0), 2),)),
    ),
    Row(
        "life per land",
        "あなたがコントロールする土地１つにつき、あなたは１点のライフを得る。",
        "You gain 1 life for each land you control.",
        (
            (),
            (
                ir.GainLife(
                    YOU,
                    ir.CountOf(
                        ir.EachObject(
                            ObjectFilter(card_types=(CardType.LAND,), controller=Controller.YOU)
                        )
                    ),
                ),
            ),
        ),
    ),
    Row(
        "two life per angel",
        "あなたは、あなたがコントロールする天使１体につき２点のライフを得る。",
        "You gain 2 life for each Angel you control.",
        (
            (),
            (
                ir.GainLife(
                    YOU,
                    ir.Product(
                        2,
                        ir.CountOf(
                            ir.EachObject(
                                ObjectFilter(subtypes=("Angel",), controller=Controller.YOU)
                            )
                        ),
                    ),
                ),
            ),
        ),
    ),
    Row(
        "loot",
        "カードを２枚引き、その後カードを１枚捨てる。",
        "Draw two cards, then discard a card.",
        ((), (ir.DrawCards(YOU, 2), ir.Discard(YOU, 1, False))),
    ),
    Row(
        "frost",
        "クリーチャー１体を対象とし、それをタップする。それは、それのコントローラーの次のアンタップ・ステップにアンタップしない。",
        "Tap target creature. It doesn't untap during its controller's next untap step.",
        ((target(),), (ir.Tap(T0), ir.SkipNextUntap(T0))),
    ),
    Row(
        "fight",
        "あなたがコントロールするクリーチャー１体を対象とし、他のクリーチャー１体を対象とする。その前者はその後者と格闘を行う。",
        "Target creature you control fights another target creature.",
        (
            (
                target(ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU)),
                # "another target creature": another than the first target (P115), not than the source
                target(ObjectFilter(card_types=(CardType.CREATURE,)), distinct_from=(0,)),
            ),
            (ir.Fight(T0, T1),),
        ),
    ),
    Row(
        "may destroy",
        "クリーチャー１体を対象とする。あなたはそれを破壊してもよい。",
        "You may destroy target creature.",
        ((target(),), (ir.Optional(YOU, (ir.Destroy(T0),)),)),
    ),
    Row(
        "zombie bonus",
        "カードを１枚引く。あなたがゾンビをコントロールしている場合、あなたは３点のライフを得る。",
        "Draw a card. If you control a Zombie, you gain 3 life.",
        (
            (),
            (
                ir.DrawCards(YOU, 1),
                ir.Conditional(
                    ir.Controls(YOU, ObjectFilter(subtypes=("Zombie",))), (ir.GainLife(YOU, 3),)
                ),
            ),
        ),
    ),
    Row(
        "bounce human draws",
        "クリーチャー１体を対象とし、それをオーナーの手札に戻す。それが人間である場合、カードを１枚引く。",
        "Return target creature to its owner's hand. If it's a Human, draw a card.",
        (
            (target(),),
            (
                ir.ReturnToHand(T0),
                ir.Conditional(
                    ir.Matches(ir.NewObject(T0), ObjectFilter(subtypes=("Human",))),
                    (ir.DrawCards(YOU, 1),),
                ),
            ),
        ),
    ),
    Row(
        "drain by creatures",
        "プレイヤー１人を対象とする。そのプレイヤーはＸ点のライフを失う。Ｘはあなたがコントロールするクリーチャーの総数に等しい。",
        "Target player loses X life, where X is the number of creatures you control.",
        (
            (PLAYER,),
            (
                ir.LoseLife(
                    T0,
                    ir.CountOf(
                        ir.EachObject(
                            ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU)
                        )
                    ),
                ),
            ),
        ),
    ),
    Row(
        "tap up to three",
        "クリーチャーを最大３体まで対象とし、それらをタップする。",
        "Tap up to three target creatures.",
        ((target(count=3, up_to=True),), (ir.Tap(ir.AllTargets(0, 3)),)),
    ),
    Row(
        "ritual",
        "あなたのマナ・プールに{G}{G}を加える。",
        "Add {G}{G}.",
        ((), (ir.AddMana(YOU, "{G}{G}", 1),)),
        printed_2012="Add {G}{G} to your mana pool.",
    ),
    Row(
        "fog me",
        "このターン、あなたに与えられるすべてのダメージを軽減する。",
        "Prevent all damage that would be dealt to you this turn.",
        ((), (ir.PreventAllDamage(YOU),)),
    ),
]

_IDS = [row.name for row in ROWS]


@pytest.mark.parametrize("row", ROWS, ids=_IDS)
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_each_language_gives_the_rows_ir(row: Row, lang: str) -> None:
    spell = ability(row.ja if lang == "ja" else row.en, lang)
    assert isinstance(spell, ir.SpellAbility)
    assert (spell.targets, spell.effects) == row.meaning


@pytest.mark.parametrize("row", [r for r in ROWS if r.printed_2012], ids=lambda r: r.name)
def test_the_2012_wording_gives_the_oracle_ir(row: Row) -> None:
    assert row.printed_2012 is not None
    assert ability(row.printed_2012, "en", printed=2012) == ability(row.en, "en")
    if row.printed_2012_ja is not None:
        assert ability(row.printed_2012_ja, "ja", printed=2012) == ability(row.ja, "ja")


def test_a_whole_card_in_both_languages_compiles_to_one_ir() -> None:
    frost = next(row for row in ROWS if row.name == "frost")
    text = (
        "name: 試しの吹雪 / Test Blizzard\ntype: インスタント / Instant\n"
        f"ja:\n  {frost.ja}\n  カードを１枚引く。\n"
        f"en:\n  {frost.en}\n  Draw a card.\n"
    )
    card = compile_source(SourceFile("t.card", text))
    assert card.ok, [d.message for d in card.diagnostics]
