"""What an instruction just did, named by a later one of the same ability (608.2c, 608.2h;
grammar/*/45g-effect-results.lark, lower/effect_results.py): "that creature" / 「そのクリーチャー」,
"that card" / 「そのカード」, "it" / 「それ」, "the sacrificed creature" / 「その生け贄に捧げられた
クリーチャー」 after a sacrifice, mill or exile that targets nothing; "for each enchantment
destroyed this way" / 「これにより破壊されたエンチャント１つにつき」, "for each creature card put
into your graveyard this way" / 「これによりあなたの墓地に置かれたクリーチャー・カード１枚につき」,
"each card put into a graveyard this way" / 「これによりいずれかの墓地に置かれた各カード」, "If a
creature card is discarded this way" / 「これによりクリーチャー・カードを捨てた場合」. Each row is
compiled in both languages (the 2011–12 Japanese and the 2018–20 Japanese) to one IR and rendered
back in both; where more than one antecedent exists the line is refused in both languages."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import CardType, Controller, LastsWhile, ObjectFilter, ZoneKind
from support.texts import bilingual_card, codes, nodes_of_kind

_INSTANT = "インスタント / Instant"
_SORCERY = "ソーサリー / Sorcery"
_ARTIFACT = "アーティファクト / Artifact"
_CREATURE = "クリーチャー — 人間 / Creature — Human"
CREATURE = ObjectFilter(card_types=(CardType.CREATURE,))
ENCHANTMENT = ObjectFilter(card_types=(CardType.ENCHANTMENT,))

ROWS = [
    (  # ISD Tribute to Hunger (2011 Japanese)
        ("対戦相手１人を対象とする。そのプレイヤーはクリーチャーを１体生け贄に捧げる。 あなたはその"
        "クリーチャーのタフネスに等しい点数のライフを得る。"),
        "Target opponent sacrifices a creature. You gain life equal to that creature's toughness.",
        _INSTANT, None,
        ir.ToughnessOf(ir.EffectResult("sacrificed")),
    ),
    (  # the same in the 2018–20 Japanese and Oracle English
        ("対戦相手１人を対象とする。そのプレイヤーはクリーチャー１体を生け贄に捧げる。あなたは"
        "そのクリーチャーのタフネスに等しい点数のライフを得る。"),
        "Target opponent sacrifices a creature. You gain life equal to its toughness.",
        _INSTANT, None,
        ir.ToughnessOf(ir.EffectResult("sacrificed")),
    ),
    (  # DKA Feed the Pack: the 2012 comma after 「Ｘは」, the sacrificed creature of an effect
        ("あなたの終了ステップの開始時に、あなたはトークンでないクリーチャーを１体生け贄に捧げても"
        "よい。そうした場合、緑の２/２の狼・クリーチャー・トークンをＸ体戦場に出す。Ｘは、その生け贄"
        "に捧げられたクリーチャーのタフネスに等しい。"),
        ("At the beginning of your end step, you may sacrifice a nontoken creature. If you do, put X"
        " 2/2 green Wolf creature tokens onto the battlefield, where X is the sacrificed creature's"
        " toughness."),
        "エンチャント / Enchantment", None,
        ir.ToughnessOf(ir.EffectResult("sacrificed")),
    ),
    (  # "If it was a Human" after a sacrifice: as it last existed (608.2h)
        ("対戦相手１人を対象とする。そのプレイヤーはクリーチャー１体を生け贄に捧げる。それが人間"
        "だったなら、あなたは２点のライフを得る。"),
        "Target opponent sacrifices a creature. If it was a Human, you gain 2 life.",
        _INSTANT, None,
        ir.Matched(ir.EffectResult("sacrificed"), ObjectFilter(subtypes=("Human",))),
    ),
    (  # ISD Paraselene
        ("すべてのエンチャントを破壊する。 これにより破壊されたエンチャント１つにつき、あなたは１点"
        "のライフを得る。"),
        "Destroy all enchantments. You gain 1 life for each enchantment destroyed this way.",
        _SORCERY, None,
        ir.CountOf(ir.EffectResults("destroyed", ENCHANTMENT)),
    ),
    (  # M20 Gorging Vulture: the cards milled, found in your graveyard (701.13b)
        ("試作が戦場に出たとき、あなたのライブラリーの一番上からカードを４枚あなたの墓地に置く。"
        "あなたは、これによりあなたの墓地に置かれたクリーチャー・カード１枚につき１点のライフを得る。"),
        ("When Test enters the battlefield, put the top four cards of your library into your "
        "graveyard. You gain 1 life for each creature card put into your graveyard this way."),
        _CREATURE, "2/2",
        ir.CountOf(ir.EffectResults(
            "milled", ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU),
            ZoneKind.GRAVEYARD,
        )),
    ),
    (  # "each card put into a graveyard this way" (DKA Sorin, Lord of Innistrad's wording)
        ("すべてのクリーチャーを破壊する。これによりいずれかの墓地に置かれた各カードをオーナーの"
        "手札に戻す。"),
        "Destroy all creatures. Return each card put into a graveyard this way to its owner's hand.",
        _SORCERY, None,
        ir.EffectResults("destroyed", None, ZoneKind.GRAVEYARD),
    ),
    (  # ISD Graveyard Shovel: the card exiled, found in exile (400.7)
        ("{2}, {T}：プレイヤー１人を対象とする。そのプレイヤーは自分の墓地にあるカードを１枚追放"
        "する。 それがクリーチャー・カードである場合、あなたは２点のライフを得る。"),
        ("{2}, {T}: Target player exiles a card from his or her graveyard. If it's a creature "
        "card, you gain 2 life."),
        _ARTIFACT, None,
        ir.Matches(ir.EffectResult("exiled", True), CREATURE),
    ),
    (  # ISD Mindshrieker (2011) — and the current 「カードを１枚切削する」 below
        ("{2}：プレイヤー１人を対象とする。そのプレイヤーは、自分のライブラリーの一番上のカードを"
        "自分の墓地に置く。 試作はターン終了時まで＋Ｘ/＋Ｘの修整を受ける。Ｘはそのカードの点数で"
        "見たマナ・コストに等しい。"),
        ("{2}: Target player puts the top card of his or her library into his or her graveyard. "
        "Test gets +X/+X until end of turn, where X is that card's converted mana cost."),
        _CREATURE, "1/1",
        ir.ManaValueOf(ir.EffectResult("milled", True)),
    ),
    (
        ("{2}：プレイヤー１人を対象とする。そのプレイヤーはカードを１枚切削する。それがクリーチャー・"
        "カードであるなら、あなたは１点のライフを得る。"),
        "{2}: Target player mills a card. If it's a creature card, you gain 1 life.",
        _ARTIFACT, None,
        ir.Matches(ir.EffectResult("milled", True), CREATURE),
    ),
    (  # ISD Civilized Scholar
        ("{T}：カードを１枚引き、その後カードを１枚捨てる。これによりクリーチャー・カードを捨てた"
        "場合、試作をアンタップする。"),
        ("{T}: Draw a card, then discard a card. If a creature card is discarded this way, untap "
        "Test."),
        _CREATURE, "0/1",
        ir.AnyAffected("discarded", CREATURE),
    ),
    (  # the card exiled from a hand (DKA Fiend of the Shadows' first sentence)
        ("対戦相手１人を対象とする。そのプレイヤーは自分の手札からカードを１枚追放する。あなたは"
        "そのカードの点数で見たマナ・コストに等しい点数のライフを得る。"),
        ("Target opponent exiles a card from his or her hand. You gain life equal to that card's "
        "converted mana cost."),
        _INSTANT, None,
        ir.ManaValueOf(ir.EffectResult("exiled", True)),
    ),
    (  # a permanent's ability: "that creature" is the creature sacrificed, not the permanent
        ("{T}：対戦相手１人を対象とする。そのプレイヤーはクリーチャー１体を生け贄に捧げる。あなたは"
        "そのクリーチャーのタフネスに等しい点数のライフを得る。"),
        ("{T}: Target opponent sacrifices a creature. You gain life equal to that creature's "
        "toughness."),
        _ARTIFACT, None,
        ir.ToughnessOf(ir.EffectResult("sacrificed")),
    ),
    (  # "the number of … discarded this way" / 「これにより捨てられた…の総数」
        ("プレイヤー１人を対象とする。そのプレイヤーはカードを２枚捨てる。あなたはＸ点のライフを得る。"
        "Ｘはこれにより捨てられたクリーチャー・カードの総数に等しい。"),
        ("Target player discards two cards. You gain X life, where X is the number of creature "
        "cards discarded this way."),
        _INSTANT, None,
        ir.CountOf(ir.EffectResults("discarded", CREATURE)),
    ),
    (  # counted as X where 「…てもよい」 leaves no place for 「…につき」
        ("すべてのクリーチャーを破壊する。あなたはＸ点のライフを得てもよい。Ｘはこれにより破壊された"
        "クリーチャーの総数に等しい。"),
        ("Destroy all creatures. You may gain X life, where X is the number of creatures destroyed "
        "this way."),
        _SORCERY, None,
        ir.CountOf(ir.EffectResults("destroyed", CREATURE)),
    ),
    (  # acting on what was exiled: the new object it became (400.7)
        ("あなたがコントロールするクリーチャーを１体追放し、その後それをオーナーのコントロール下で"
        "戦場に戻す。"),
        ("Exile a creature you control, then return it to the battlefield under its owner's "
        "control."),
        _INSTANT, None,
        ir.EffectResult("exiled", True),
    ),
    (  # "for each creature sacrificed this way" / 「これにより生け贄に捧げられたクリーチャー１体につき」
        ("各プレイヤーはそれぞれクリーチャー１体を生け贄に捧げる。これにより生け贄に捧げられた"
        "クリーチャー１体につき、あなたは１点のライフを得る。"),
        "Each player sacrifices a creature. You gain 1 life for each creature sacrificed this way.",
        _SORCERY, None,
        ir.CountOf(ir.EffectResults("sacrificed", CREATURE)),
    ),
    (  # DKA Fiend of the Shadows: a permission to play the card exiled, while it stays exiled
        ("試作がいずれかのプレイヤーに戦闘ダメージを与えるたび、そのプレイヤーは自分の手札からカードを"
        "１枚追放する。そのカードが追放され続けているかぎり、あなたはそのカードをプレイしてもよい。"),
        ("Whenever Test deals combat damage to a player, that player exiles a card from his or her "
        "hand. You may play that card for as long as it remains exiled."),
        "クリーチャー — 吸血鬼 / Creature — Vampire", "3/3",
        ir.ForAsLongAs(LastsWhile.EXILED, ir.EffectResult("exiled", True)),
    ),
    (  # "that creature" after a look at the top card is the event's creature, not the card
        ("あなたがコントロールするクリーチャーが１体攻撃するたび、あなたのライブラリーの一番上のカードを"
        "見る。そのクリーチャーの上に＋１/＋１カウンターを１個置く。"),
        ("Whenever a creature you control attacks, look at the top card of your library. Put a "
        "+1/+1 counter on that creature."),
        "エンチャント / Enchantment", None,
        ir.AddCounters(ir.TriggeringObject(), "+1/+1", 1),
    ),
    (  # a delayed ability remembers the card exiled (603.7c)
        ("あなたがコントロールするクリーチャーを１体追放する。次の終了ステップの開始時に、そのカードを"
        "オーナーのコントロール下で戦場に戻す。"),
        ("Exile a creature you control. Return that card to the battlefield under its owner's "
        "control at the beginning of the next end step."),
        _INSTANT, None,
        ir.EffectResult("exiled", True),
    ),
]


@pytest.mark.parametrize(("ja", "en", "type_line", "pt", "node"), ROWS)
def test_a_reference_names_what_the_instruction_before_it_did(
    ja: str, en: str, type_line: str, pt: str | None, node: object
) -> None:
    card = bilingual_card(ja, en, type_line, pt)  # one IR in both languages, read back from both
    assert nodes_of_kind(card.abilities, type(node)).count(node) >= 1, card.abilities


REFUSED = [
    (  # two sacrifices: which one is "that creature"?
        ("プレイヤー１人を対象とする。そのプレイヤーはクリーチャーを１体生け贄に捧げる。あなたは"
        "クリーチャーを１体生け贄に捧げる。あなたはそのクリーチャーのタフネスに等しい点数のライフを"
        "得る。"),
        ("Target player sacrifices a creature. Sacrifice a creature. You gain life equal to that "
        "creature's toughness."),
        "E213",
    ),
    (  # a target creature and the creature sacrificed
        ("クリーチャー１体を対象とする。それを破壊する。あなたはクリーチャーを１体生け贄に捧げる。"
        "あなたはそのクリーチャーのタフネスに等しい点数のライフを得る。"),
        ("Destroy target creature. Sacrifice a creature. You gain life equal to that creature's "
        "toughness."),
        "E213",
    ),
    (  # each player sacrifices one: several creatures, not "that creature"
        ("各プレイヤーはそれぞれクリーチャー１体を生け贄に捧げる。あなたはそのクリーチャーのタフネス"
        "に等しい点数のライフを得る。"),
        "Each player sacrifices a creature. You gain life equal to that creature's toughness.",
        "E211",
    ),
    (  # the cards discarded, as they last existed in a hand: where they went is not said
        ("各プレイヤーはそれぞれカードを１枚捨てる。これにより捨てられた各カードをオーナーの手札に"
        "戻す。"),
        "Each player discards a card. Return each card discarded this way to its owner's hand.",
        "E290",
    ),
    (  # nothing was destroyed before it
        "これにより破壊されたエンチャント１つにつき、あなたは１点のライフを得る。",
        "You gain 1 life for each enchantment destroyed this way.",
        "E201",
    ),
]


@pytest.mark.parametrize(("ja", "en", "code"), REFUSED)
def test_a_reference_with_no_single_antecedent_is_refused(ja: str, en: str, code: str) -> None:
    assert code in codes(ja, "ja")
    assert code in codes(en, "en")


def test_a_permanents_it_after_a_sacrifice_could_mean_either_and_is_refused() -> None:
    """On a permanent, 「それ」 / "it" also names the permanent itself: after a sacrifice it
    could mean either (E213); "that creature" / 「そのクリーチャー」 names the one sacrificed."""
    ja = (
        "テストが戦場に出たとき、対戦相手１人を対象とする。そのプレイヤーはクリーチャー１体を生け贄に"
        "捧げる。それの上に＋１/＋１カウンターを１個置く。"
    )
    en = (
        "When Test enters the battlefield, target opponent sacrifices a creature. Put a +1/+1 "
        "counter on it."
    )
    assert "E213" in codes(ja, "ja", permanent=True)
    assert "E213" in codes(en, "en", permanent=True)


def test_it_after_a_search_is_the_card_found_not_what_an_earlier_instruction_chose() -> None:
    """608.2c, the nearest antecedent: after "Target opponent discards a card", a search and
    "reveal it, put it into your hand" name the card found (as ISD Garruk Relentless's −1 after
    its sacrifice), not the card the opponent discarded before the search (it was E213)."""
    card = bilingual_card(
        "対戦相手１人を対象とする。そのプレイヤーはカード１枚を捨てる。あなたのライブラリーから"
        "クリーチャー・カードを１枚探し、それを公開してあなたの手札に加え、その後あなたのライブラリーを"
        "切り直す。",
        "Target opponent discards a card. Search your library for a creature card, reveal it, put "
        "it into your hand, then shuffle your library.",
        "ソーサリー / Sorcery",
    )
    (spell,) = card.abilities
    found = ir.CardsThisWay(None)
    assert ir.RevealCards(found) in spell.effects
    assert ir.ReturnToHand(found) in spell.effects
    assert not nodes_of_kind(spell.effects, ir.EffectResult)


def test_if_you_do_after_a_sacrifice_that_is_not_optional_renders_back() -> None:
    """608.2c: "Sacrifice a creature. If you do, …" / 「…生け贄に捧げる。そうした場合、…」 (ISD
    Garruk Relentless): whether the sacrifice was done (AnyAffected), rendered back in both
    languages to the same IR (it had no phrasing: verify stopped on it)."""
    card = bilingual_card(
        "クリーチャーを１体生け贄に捧げる。そうした場合、カードを１枚引く。",
        "Sacrifice a creature. If you do, draw a card.",
        "ソーサリー / Sorcery",
    )
    (conditional,) = nodes_of_kind(card.abilities, ir.Conditional)
    assert conditional.condition == ir.AnyAffected("sacrificed")
