"""Examples in both languages of the phrase families no other grammar test writes as a pair.

The phrasebook (`ofuda phrases`, docs/phrases.md) takes its examples from the grammar tests'
tables; these rows give the families that were tested only through real cards (most of them
AVR's, on a test card named 試作 / Test) an example of their own. Each row compiles in both
languages to one IR and renders back to it, like every grammar test row.
"""

from __future__ import annotations

import pytest
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.roundtrip import recompile
from ofuda.compiler.source import SourceFile

_KINDS = {
    "creature": "type: クリーチャー — 人間 / Creature — Human\npt: 1/1",
    "artifact": "type: アーティファクト / Artifact",
    "enchantment": "type: エンチャント / Enchantment",
    "instant": "type: インスタント / Instant",
    "land": "type: 土地 / Land",
}

# (kind of test card, Japanese, English)
ROWS = [
    (  # 103.6a (tests/runtime/test_103_6a_beginning_the_game_on_the_battlefield.py plays it)
        "enchantment",
        "試作があなたのゲーム開始時の手札にあるなら、あなたはこれが戦場に出ている状態でゲームを開始してもよい。",
        "If Test is in your opening hand, you may begin the game with it on the battlefield.",
    ),
    (
        "land",
        "{R}{W}, {T}：クリーチャー１体を対象とする。それはターン終了時まで＋２/＋０の修整を受けるとともに警戒と速攻を得る。",
        "{R}{W}, {T}: Target creature gets +2/+0 and gains vigilance and haste until end of turn.",
    ),
    (
        "creature",
        (
            "試作が戦場に出たとき、どの対戦相手でも「試作は自分に４点のダメージを与える。」を選んでもよい。"
            "いずれかのプレイヤーがそうした場合、試作を生け贄に捧げる。"
        ),
        (
            "When Test enters the battlefield, any opponent may have it deal 4 damage to him or her. "
            "If a player does, sacrifice Test."
        ),
    ),
    (
        "creature",
        "試作が戦場に出るに際し、クリーチャー・タイプを１つ選ぶ。",
        "As Test enters the battlefield, choose a creature type.",
    ),
    (
        "creature",
        (
            "試作が攻撃かブロックするたび、あなたは戦場に出ているオーラを望む数選び、それらをこれにつけてもよい。"
            "またあなたの墓地や手札からこれにエンチャントできるオーラ・カードを望む数選び、それらをこれにつけた状態で戦場に出してもよい。"
        ),
        (
            "Whenever Test attacks or blocks, you may attach to it any number of Auras on the battlefield and "
            "you may put onto the battlefield attached to it any number of Aura cards that could enchant it "
            "from your graveyard and/or hand."
        ),
    ),
    (
        "artifact",
        (
            "クリーチャーが１体あなたのコントロール下で戦場に出るたび、あなたは「試作は、ターン終了時まで飛行を持つ"
            "白の３/３の天使・アーティファクト・クリーチャーになる。」を選んでもよい。"
        ),
        (
            "Whenever a creature enters the battlefield under your control, you may have Test become a 3/3 "
            "white Angel artifact creature with flying until end of turn."
        ),
    ),
    (
        "creature",
        "試作は飛行を持つクリーチャーのみをブロックできる。",
        "Test can block only creatures with flying.",
    ),
    (
        "creature",
        "試作のパワーよりも小さいパワーを持つクリーチャーでは、あなたがコントロールするクリーチャーをブロックできない。",
        "Creatures with power less than Test's power can't block creatures you control.",
    ),
    ("creature", "試作では人間をブロックできない。", "Test can't block Humans."),
    (
        "creature",
        "あなたの対戦相手がコントロールする呪文や能力は、あなたにパーマネントを生け贄に捧げさせることができない。",
        "Spells and abilities your opponents control can't cause you to sacrifice permanents.",
    ),
    (
        "creature",
        "試作が与えるダメージは軽減できない。",
        "Damage that would be dealt by Test can't be prevented.",
    ),
    (
        "instant",
        (
            "プレイヤー１人を対象とする。そのプレイヤーはＸ点のライフを失い、あなたはＸ点のライフを得る。"
            "Ｘはあなたがコントロールするクリーチャーの中で最大のパワーの値に等しい。"
        ),
        "Target player loses X life and you gain X life, where X is the greatest power among creatures you control.",
    ),
    (
        "enchantment",
        (
            "あなたのアップキープの開始時に、対戦相手１人を対象とする。あなたがパワーの最も大きいクリーチャー、"
            "あるいは2体以上あるならそのうちの１体をコントロールしている場合、そのプレイヤーはカードを１枚捨てる。"
        ),
        (
            "At the beginning of your upkeep, target opponent discards a card if you control the creature with "
            "the greatest power or tied for the greatest power."
        ),
    ),
    (
        "creature",
        "試作が他のクリーチャーと組になっているかぎり、両方のクリーチャーは絆魂を持つ。",
        "As long as Test is paired with another creature, both creatures have lifelink.",
    ),
    (
        "creature",
        (
            "試作に戦闘ダメージが与えられる場合、そのダメージを軽減し、あなたのライブラリーの一番上から"
            "その点数に等しい枚数のカードを追放する。"
        ),
        (
            "If combat damage would be dealt to Test, prevent that damage and exile that many cards from the "
            "top of your library."
        ),
    ),
    (
        "instant",
        (
            "クリーチャー１体かプレイヤー１人を対象とする。このターン、次にあなたやあなたがコントロールする"
            "パーマネントに与えられるダメージをＸ点軽減する。これによりダメージが軽減される場合、試作はその点数に等しい"
            "点数のダメージを、そのクリーチャーやプレイヤーに与える。"
        ),
        (
            "Prevent the next X damage that would be dealt to you and/or permanents you control this turn. "
            "If damage is prevented this way, Test deals that much damage to target creature or player."
        ),
    ),
    (
        "instant",
        (
            "あなたがコントロールするクリーチャー１体を対象とする。それはターン終了時まで呪禁を得る。"
            "あなたはそのクリーチャーのタフネスに等しい点数のライフを得る。"
        ),
        (
            "Target creature you control gains hexproof until end of turn. You gain life equal to that "
            "creature's toughness."
        ),
    ),
    (
        "creature",
        "あなたのターンであるかぎり、試作は＋２/＋２の修整を受ける。",
        "Test gets +2/+2 as long as it's your turn.",
    ),
    (  # 611.3b: "Otherwise," is the negated condition (tests/grammar/test_object_state_conditions.py)
        "creature",
        "試作がアンタップ状態であるかぎり、これは呪禁を持つ。そうでないかぎり、これは＋１/＋１の修整を受ける。",
        "Test has hexproof as long as it's untapped. Otherwise, it gets +1/+1.",
    ),
]


def _compile(kind: str, ja: str, en: str):  # type: ignore[no-untyped-def]
    source = f"name: 試作 / Test\n{_KINDS[kind]}\nja:\n  {ja}\nen:\n  {en}\n"
    return compile_source(SourceFile("t.card", source))


@pytest.mark.parametrize(("kind", "ja", "en"), ROWS)
def test_each_row_means_the_same_in_both_languages_and_renders_back(
    kind: str, ja: str, en: str
) -> None:
    """Both texts compile to one IR, and each language's canonical text compiles back to it."""
    compiled = _compile(kind, ja, en)
    assert compiled.ok, [d.message for d in compiled.diagnostics]
    assert compiled.by_language["ja"].abilities == compiled.by_language["en"].abilities
    for lang in ("ja", "en"):
        again = recompile(compiled.card, lang)
        assert again.ok and again.card.abilities == compiled.card.abilities, lang


def test_a_basic_lands_reminder_of_its_mana_ability() -> None:
    """305.6: the reminder a basic land is printed with is its mana ability, in both languages."""
    source = "name: 試作 / Test\ntype: 基本土地 — 平地 / Basic Land — Plains\nja:\n  （{T}：{W}を加える。）\nen:\n  ({T}: Add {W}.)\n"
    compiled = compile_source(SourceFile("t.card", source))
    assert compiled.ok, [d.message for d in compiled.diagnostics]
    assert compiled.by_language["ja"].abilities == compiled.by_language["en"].abilities
