"""The effect language on permanents (costs, triggers, restrictions) in Japanese and in
English, each row's exact IR; and texts that must be rejected, each with its diagnostic code in
its language. (Instructions of spells: tests/grammar/test_effect_language.py.)"""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import (
    Controller,
    Cost,
    DiscardCards,
    EntersTheBattlefield,
    ManaCost,
    ObjectFilter,
    PayLife,
    SacrificeSelf,
    TapPermanents,
)
from support.texts import EOT, PLAYER, T0, YOU, ability, codes

# --- abilities of permanents: costs, triggers, restrictions ---------------------------

PERMANENT_ROWS = [
    (
        "テストが戦場に出たとき、プレイヤー１人を対象とする。そのプレイヤーはカードを２枚捨てる。",
        "When Test enters the battlefield, target player discards two cards.",
        ir.TriggeredAbility(EntersTheBattlefield(), (PLAYER,), (ir.Discard(T0, 2, False),)),
    ),
    (
        "{1}, カードを１枚捨てる：カードを１枚引く。この能力は、あなたがソーサリーを唱えられるときにのみ起動できる。",
        "{1}, Discard a card: Draw a card. Activate only as a sorcery.",
        ir.ActivatedAbility(
            Cost((ManaCost("{1}"), DiscardCards(1))),
            (),
            (ir.DrawCards(YOU, 1),),
            sorcery_speed=True,
        ),
    ),
    (
        "{B}, テストを生け贄に捧げる：プレイヤー１人を対象とする。そのプレイヤーは２点のライフを失う。",
        "{B}, Sacrifice Test: Target player loses 2 life.",
        ir.ActivatedAbility(
            Cost((ManaCost("{B}"), SacrificeSelf())), (PLAYER,), (ir.LoseLife(T0, 2),)
        ),
    ),
    (
        "ライフを２点支払う：テストはターン終了時まで＋１/＋１の修整を受ける。",
        "Pay 2 life: Test gets +1/+1 until end of turn.",
        ir.ActivatedAbility(
            Cost((PayLife(2),)), (), (ir.ModifyPowerToughness(ir.ThisObject(), 1, 1, EOT),)
        ),
    ),
    (
        "あなたがコントロールするアンタップ状態の天使を２体タップする：カードを１枚引く。",
        "Tap two untapped Angels you control: Draw a card.",
        ir.ActivatedAbility(
            Cost(
                (
                    TapPermanents(
                        ObjectFilter(subtypes=("Angel",), controller=Controller.YOU, tapped=False),
                        2,
                    ),
                )
            ),
            (),
            (ir.DrawCards(YOU, 1),),
        ),
    ),
]


@pytest.mark.parametrize(
    ("ja", "en", "expected"), PERMANENT_ROWS, ids=[r[1][:40] for r in PERMANENT_ROWS]
)
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_permanents_ability_gives_its_ir(
    ja: str, en: str, expected: ir.Ability, lang: str
) -> None:
    assert ability(ja if lang == "ja" else en, lang, permanent=True) == expected


def test_the_old_sorcery_speed_restriction_reads_as_the_new() -> None:
    old = "{1}, Discard a card: Draw a card. Activate this ability only any time you could cast a sorcery."
    assert ability(old, "en", permanent=True) == PERMANENT_ROWS[1][2]


# --- texts that must be rejected, with the right code ------------------------------------


@pytest.mark.parametrize(
    ("lang", "text", "code", "permanent"),
    [
        ("ja", "それを破壊する。", "E201", False),  # それ refers to nothing
        ("en", "Destroy it.", "E201", False),
        (
            "ja",
            "テストはターン終了時まで＋２/＋２の修整を受ける。",
            "E209",
            False,
        ),  # an instant changing itself
        ("en", "Test gets +2/+2 until end of turn.", "E209", False),
        # a creature's line without cost or trigger: an action, not a statement
        ("ja", "あなたは３点のライフを得る。", "E250", True),
        ("en", "You gain 3 life.", "E250", True),
        (
            "ja",
            "クリーチャー１体を対象とする。それはカードを１枚引く。",
            "E202",
            False,
        ),  # a creature draws
        ("en", "Target creature draws a card.", "E202", False),
        (
            "ja",
            "クリーチャー１体を対象とする。あなたはターン終了時まで３点のライフを得る。",
            "E203",
            False,
        ),
        ("en", "Draw a card until end of turn.", "E203", False),
        ("en", "Destroy target creature for each Human you control.", "E207", False),
        ("ja", "カードを１枚引き。", "E101", False),  # a continuative form can't end the sentence
        (
            "ja",
            "カードを１枚引く、その後カードを１枚捨てる。",
            "E101",
            False,
        ),  # nor can a plain form go on
        ("ja", "クリーチャー１体を対象とし、それを破壊しする。", "E101", False),
        ("en", "Destory target creature.", "E101", False),
        ("en", "Draw a card, then.", "E101", False),
        (
            "ja",
            "プレイヤー１人と、そのプレイヤーがコントロールするクリーチャー１体を対象とする。それを破壊する。",
            "E206",
            False,
        ),
        # modes only as a spell's whole text (700.2): not on an activated ability
        (
            "ja",
            "{T}：以下の２つから１つを選ぶ。「カードを１枚引く。」「あなたは２点のライフを得る。」",
            "E290",
            True,
        ),
        ("en", "{T}: Choose one — Draw a card; or you gain 2 life.", "E290", True),
        ("ja", "それを生け贄に捧げる：カードを１枚引く。", "E204", True),
        (
            "ja",
            "カードを１枚引く。この能力は、あなたがソーサリーを唱えられるときにのみ起動できる。",
            "E205",
            False,
        ),
        ("en", "Draw a card. Activate only as a sorcery.", "E205", False),
    ],
)
def test_an_invalid_text_is_rejected_with_its_code(
    lang: str, text: str, code: str, permanent: bool
) -> None:
    assert code in codes(text, lang, permanent)
