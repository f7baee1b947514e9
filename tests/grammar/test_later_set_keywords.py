"""Keyword abilities of later sets, each alone and with its official reminder text in both
languages (the reminder reads as the keyword's rule: no warning); each row compiles in both
languages to one IR and renders back in both. Keywords: skulk (702.118), shadow (702.28),
devoid (702.114), evolve (702.100), riot (702.136), extort (702.101), split second (702.61),
convoke (702.51), delve (702.66), unearth (702.84), escape (702.138), scavenge (702.97)."""

from __future__ import annotations

from typing import Any

import pytest
from ofuda.compiler.roundtrip import recompile
from ofuda.runtime.definitions import (
    Controller,
    Cost,
    ExileFromGraveyard,
    Keyword,
    ManaCost,
    ObjectFilter,
)
from ofuda.runtime.statics import Escape, Scavenge, Unearth
from support.texts import bilingual_compile

CREATURE = "クリーチャー — ホラー / Creature — Horror"
# 702.138a: "Escape—{3}{R}, Exile three other cards from your graveyard."
ESCAPE_3R = Escape(
    Cost(
        (
            ManaCost("{3}{R}"),
            ExileFromGraveyard(ObjectFilter(controller=Controller.YOU, other=True), 3),
        )
    )
)

ROWS = [
    ("潜伏", "Skulk", (Keyword.SKULK,)),
    (
        "潜伏（このクリーチャーは、これよりパワーが大きいクリーチャーによってはブロックされない。）",
        "Skulk (This creature can't be blocked by creatures with greater power.)",
        (Keyword.SKULK,),
    ),
    ("威迫、潜伏", "Menace, skulk", (Keyword.MENACE, Keyword.SKULK)),
    ("シャドー", "Shadow", (Keyword.SHADOW,)),
    (
        (
            "シャドー（このクリーチャーは、シャドーを持つクリーチャーのみブロックでき、シャドーを"
            "持つクリーチャーによってのみブロックされる。）"
        ),
        "Shadow (This creature can block or be blocked by only creatures with shadow.)",
        (Keyword.SHADOW,),
    ),
    ("飛行、シャドー", "Flying, shadow", (Keyword.FLYING, Keyword.SHADOW)),
    ("欠色", "Devoid", (Keyword.DEVOID,)),
    ("欠色（このカードは無色である。）", "Devoid (This card has no color.)", (Keyword.DEVOID,)),
    ("進化", "Evolve", (Keyword.EVOLVE,)),
    (
        (
            "進化（クリーチャーが１体あなたのコントロール下で戦場に出るたび、そのクリーチャーの"
            "パワーかタフネスがこのクリーチャーより大きい場合、このクリーチャーの上に＋１/＋１"
            "カウンターを１個置く。）"
        ),
        (
            "Evolve (Whenever a creature enters the battlefield under your control, if that "
            "creature has greater power or toughness than this creature, put a +1/+1 counter on "
            "this creature.)"
        ),
        (Keyword.EVOLVE,),
    ),
    (
        (
            "進化（あなたがコントロールしているクリーチャー１体が戦場に出るたび、そのクリーチャー"
            "のパワーかタフネスがこのクリーチャーよりも大きい場合、このクリーチャーの上に"
            "＋１/＋１カウンター１個を置く。）"
        ),
        (
            "Evolve (Whenever a creature you control enters, if that creature has greater power "
            "or toughness than this creature, put a +1/+1 counter on this creature.)"
        ),
        (Keyword.EVOLVE,),
    ),
    ("飛行、進化", "Flying, evolve", (Keyword.FLYING, Keyword.EVOLVE)),
    ("暴動", "Riot", (Keyword.RIOT,)),
    (
        (
            "暴動（このクリーチャーは＋１/＋１カウンター１個か速攻のうち、あなたが選んだ１つを"
            "持った状態で戦場に出る。）"
        ),
        (
            "Riot (This creature enters the battlefield with your choice of a +1/+1 counter or "
            "haste.)"
        ),
        (Keyword.RIOT,),
    ),
    (
        "暴動",
        "Riot (This creature enters with your choice of a +1/+1 counter or haste.)",
        (Keyword.RIOT,),
    ),
    ("トランプル、暴動", "Trample, riot", (Keyword.TRAMPLE, Keyword.RIOT)),
    ("強請", "Extort", (Keyword.EXTORT,)),
    (
        (
            "強請（あなたが呪文を１つ唱えるたび、あなたは{W/B}を支払ってもよい。そうした場合、"
            "各対戦相手はそれぞれ１点のライフを失い、あなたはその点数分のライフを得る。）"
        ),
        (
            "Extort (Whenever you cast a spell, you may pay {W/B}. If you do, each opponent "
            "loses 1 life and you gain that much life.)"
        ),
        (Keyword.EXTORT,),
    ),
    ("絆魂、強請", "Lifelink, extort", (Keyword.LIFELINK, Keyword.EXTORT)),
    ("刹那", "Split second", (Keyword.SPLIT_SECOND,)),
    (
        (
            "刹那（この呪文がスタックにあるかぎり、プレイヤーは呪文を唱えられず、マナ能力でない"
            "起動型能力を起動できない。）"
        ),
        (
            "Split second (As long as this spell is on the stack, players can't cast spells or "
            "activate abilities that aren't mana abilities.)"
        ),
        (Keyword.SPLIT_SECOND,),
    ),
    ("召集", "Convoke", (Keyword.CONVOKE,)),
    (
        (
            "召集（あなたのクリーチャーが、この呪文を唱える助けとなる。この呪文を唱える段階で"
            "あなたがタップした各クリーチャーは、{1}かそのクリーチャーの色のマナ１点を支払う。）"
        ),
        (
            "Convoke (Your creatures can help cast this spell. Each creature you tap while "
            "casting this spell pays for {1} or one mana of that creature's color.)"
        ),
        (Keyword.CONVOKE,),
    ),
    (
        (
            "召集（あなたのクリーチャーが、この呪文を唱える助けとなる。この呪文を唱えるに際し"
            "あなたがタップしたクリーチャー１体で、{1}かそのクリーチャーの色のマナ１点を支払う。）"
        ),
        (
            "Convoke (Each creature you tap while casting this spell reduces its cost by {1} or "
            "by one mana of that creature's color.)"
        ),
        (Keyword.CONVOKE,),
    ),
    ("警戒、召集", "Vigilance, convoke", (Keyword.VIGILANCE, Keyword.CONVOKE)),
    ("探査", "Delve", (Keyword.DELVE,)),
    (
        "探査（この呪文を唱える段階であなたがあなたの墓地から追放した各カードは、{1}を支払う。）",
        "Delve (Each card you exile from your graveyard while casting this spell pays for {1}.)",
        (Keyword.DELVE,),
    ),
    ("蘇生 {2}{B}", "Unearth {2}{B}", (Unearth(Cost((ManaCost("{2}{B}"),))),)),
    (
        (
            "蘇生 {B}（{B}：このカードを戦場に戻す。そのクリーチャーは速攻を得る。次の終了ステップ"
            "の開始時かそれが戦場を離れる場合に、それを追放する。蘇生はソーサリーとしてのみ行う。）"
        ),
        (
            "Unearth {B} ({B}: Return this card from your graveyard to the battlefield. It gains "
            "haste. Exile it at the beginning of the next end step or if it would leave the "
            "battlefield. Unearth only as a sorcery.)"
        ),
        (Unearth(Cost((ManaCost("{B}"),))),),
    ),
    (
        "脱出 ― {3}{R}, あなたの墓地から他のカード３枚を追放する。",
        "Escape—{3}{R}, Exile three other cards from your graveyard.",
        (ESCAPE_3R,),
    ),
    (
        (
            "脱出 ― {3}{R}, あなたの墓地から他のカード３枚を追放する。（あなたはあなたの墓地から、"
            "このカードをこれの脱出コストで唱えてもよい。）"
        ),
        (
            "Escape—{3}{R}, Exile three other cards from your graveyard. (You may cast this card "
            "from your graveyard for its escape cost.)"
        ),
        (ESCAPE_3R,),
    ),
    ("脱出 {4}{R}", "Escape {4}{R}", (Escape(Cost((ManaCost("{4}{R}"),))),)),
    ("活用 {3}{G}{G}", "Scavenge {3}{G}{G}", (Scavenge(Cost((ManaCost("{3}{G}{G}"),))),)),
    (
        (
            "活用 {4}{B}（{4}{B}, このカードをあなたの墓地から追放する：クリーチャー１体を対象とし、"
            "それの上にこのカードのパワーに等しい数の＋１/＋１カウンターを置く。活用はソーサリー"
            "としてのみ行う。）"
        ),
        (
            "Scavenge {4}{B} ({4}{B}, Exile this card from your graveyard: Put a number of +1/+1 "
            "counters equal to this card's power on target creature. Scavenge only as a sorcery.)"
        ),
        (Scavenge(Cost((ManaCost("{4}{B}"),))),),
    ),
]


def _compiled(ja: str, en: str) -> Any:
    return bilingual_compile(ja, en, CREATURE, "2/2")


@pytest.mark.parametrize(("ja", "en", "keywords"), ROWS)
def test_keywords_and_their_reminders(ja: str, en: str, keywords: tuple[object, ...]) -> None:
    """JA ≡ EN, the keywords as listed, no warning, parse(render(ir)) == ir in both languages."""
    compiled = _compiled(ja, en)
    assert compiled.ok and compiled.diagnostics == [], [d.message for d in compiled.diagnostics]
    assert compiled.by_language["ja"].abilities == compiled.by_language["en"].abilities
    assert tuple(a.keyword for a in compiled.card.abilities) == keywords
    for lang in ("ja", "en"):
        again = recompile(compiled.card, lang)
        assert again.ok, (lang, [d.message for d in again.diagnostics])
        assert again.card.abilities == compiled.card.abilities, lang


@pytest.mark.parametrize(
    ("ja", "en"),
    [
        # 207.2: the rule of another keyword is no reminder of this one (W240)
        (
            "潜伏",
            "Skulk (This creature can block or be blocked by only creatures with shadow.)",
        ),
        (
            (
                "シャドー（このクリーチャーは、これよりパワーが大きいクリーチャーによってはブロック"
                "されない。）"
            ),
            "Shadow",
        ),
        # 702.84a: the reminder's cost is the keyword's
        (
            "蘇生 {B}",
            (
                "Unearth {B} ({1}{B}: Return this card from your graveyard to the battlefield. "
                "It gains haste. Exile it at the beginning of the next end step or if it would "
                "leave the battlefield. Unearth only as a sorcery.)"
            ),
        ),
    ],
)
def test_a_reminder_of_another_keyword_is_a_warning(ja: str, en: str) -> None:
    """The reminder is compared with the keyword it follows."""
    compiled = _compiled(ja, en)
    assert compiled.ok and [d.code for d in compiled.diagnostics] == ["W240"]


@pytest.mark.parametrize(
    ("ja", "en", "keyword"),
    [
        (
            "クリーチャー１体を対象とする。それはターン終了時まで潜伏を得る。",
            "Target creature gains skulk until end of turn.",
            Keyword.SKULK,
        ),
        (
            "クリーチャー１体を対象とする。それはターン終了時までシャドーを得る。",
            "Target creature gains shadow until end of turn.",
            Keyword.SHADOW,
        ),
    ],
)
def test_granted_until_end_of_turn(ja: str, en: str, keyword: Keyword) -> None:
    """A spell grants the keyword like any other: 「…潜伏を得る。」 / "… gains skulk …"."""
    compiled = bilingual_compile(ja, en, "インスタント / Instant")
    assert compiled.ok and compiled.diagnostics == [], [d.message for d in compiled.diagnostics]
    assert compiled.by_language["ja"].abilities == compiled.by_language["en"].abilities
    assert repr(keyword) in repr(compiled.card.abilities)
    for lang in ("ja", "en"):
        assert recompile(compiled.card, lang).card.abilities == compiled.card.abilities


@pytest.mark.parametrize(
    ("ja", "en", "type_line"),
    [
        (
            "クリーチャー１体を対象とする。それはターン終了時まで欠色を得る。",
            "Target creature gains devoid until end of turn.",
            "インスタント / Instant",
        ),
        (
            "あなたがコントロールするクリーチャーは欠色を持つ。",
            "Creatures you control have devoid.",
            "エンチャント / Enchantment",
        ),
        (
            "あなたがコントロールするクリーチャーは暴動を持つ。",
            "Creatures you control have riot.",
            "エンチャント / Enchantment",
        ),
    ],
)
def test_a_granted_devoid_or_riot_is_refused(ja: str, en: str, type_line: str) -> None:
    """604.3a: devoid granted by an effect is no characteristic-defining ability (it would be a
    colour-changing effect the runtime does not make of it); riot granted to what enters
    (614.12) is not applied by the runtime: refused (E290), never ignored."""
    compiled = bilingual_compile(ja, en, type_line)
    assert not compiled.ok
    assert {d.code for d in compiled.diagnostics} == {"E290"}
