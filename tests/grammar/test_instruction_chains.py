"""Instructions chained in one sentence: a duration reaching every lasting change of a chain
(611.2a; 2018 「ターン終了時まで、それは＋２/＋２の修整を受け、飛行を得る。」 / "gets +2/+2 and gains
flying until end of turn"), and the reflexive 自身 / "itself" (the clause's own subject).

Each row is compiled in both languages to one IR, checked for what it means, and rendered
back in both languages to the same IR."""

from __future__ import annotations

from typing import Any

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import Duration, Keyword
from support.texts import bilingual_card, nodes_of_kind


@pytest.mark.parametrize(
    ("ja", "en", "keyword"),
    [
        (  # current templating: the duration first, then the topic, then the chain
            "クリーチャー１体を対象とする。ターン終了時まで、それは＋２/＋２の修整を受け、飛行を得る。",
            "Target creature gets +2/+2 and gains flying until end of turn.",
            Keyword.FLYING,
        ),
        (  # the duration after the topic
            "クリーチャー１体を対象とする。それはターン終了時まで＋３/＋０の修整を受け、先制攻撃を得る。",
            "Target creature gets +3/+0 and gains first strike until end of turn.",
            Keyword.FIRST_STRIKE,
        ),
        (  # 2012: 「…とともに…」
            "クリーチャー１体を対象とする。それはターン終了時まで＋２/＋２の修整を受けるとともに飛行を得る。",
            "Target creature gets +2/+2 and gains flying until end of turn.",
            Keyword.FLYING,
        ),
        (  # a group subject
            "ターン終了時まで、あなたがコントロールするクリーチャーは＋１/＋１の修整を受け、トランプルを得る。",
            "Creatures you control get +1/+1 and gain trample until end of turn.",
            Keyword.TRAMPLE,
        ),
    ],
)
def test_duration_reaches_every_lasting_change_of_the_chain(ja: str, en: str, keyword: Keyword) -> None:
    """One duration covers both verbs: the keyword lasts until end of turn too, never forever."""
    card = bilingual_card(ja, en, "インスタント / Instant")
    grants = nodes_of_kind(card.abilities, ir.GrantKeyword)
    pumps = nodes_of_kind(card.abilities, ir.ModifyPowerToughness)
    assert [g.keyword for g in grants] == [keyword]
    assert [g.duration for g in grants] == [Duration.END_OF_TURN]
    assert [p.duration for p in pumps] == [Duration.END_OF_TURN]


def test_duration_does_not_reach_a_one_shot_action() -> None:
    """A one-shot action chained after a lasting change takes no duration (611.2a)."""
    card = bilingual_card(
        "クリーチャー１体を対象とする。ターン終了時まで、それは＋２/＋２の修整を受け、それをアンタップする。",
        "Target creature gets +2/+2 until end of turn. Untap it.",
        "インスタント / Instant",
    )
    assert nodes_of_kind(card.abilities, ir.Untap)


def test_duration_does_not_reach_a_clause_with_its_own_subject() -> None:
    """A new topic (「あなたは」) starts a clause of its own, with no duration."""
    card = bilingual_card(
        "クリーチャー１体を対象とする。ターン終了時まで、それは＋２/＋２の修整を受け、あなたは２点のライフを得る。",
        "Target creature gets +2/+2 until end of turn. You gain 2 life.",
        "インスタント / Instant",
    )
    assert nodes_of_kind(card.abilities, ir.GainLife)


@pytest.mark.parametrize(
    ("ja", "en", "amount"),
    [
        (
            "クリーチャー１体を対象とする。それは自身に、自身のパワーに等しい点数のダメージを与える。",
            "Target creature deals damage to itself equal to its power.",
            ir.PowerOf(ir.Targeted(0)),
        ),
        (
            "クリーチャー１体を対象とする。それは自身に２点のダメージを与える。",
            "Target creature deals 2 damage to itself.",
            2,
        ),
    ],
)
def test_reflexive_names_the_clause_subject(ja: str, en: str, amount: Any) -> None:
    """自身 / "itself" is the creature that deals the damage, never the spell."""
    card = bilingual_card(ja, en, "ソーサリー / Sorcery")
    (damage,) = nodes_of_kind(card.abilities, ir.DealDamage)
    assert damage.source == ir.Targeted(0)
    assert damage.recipient == ir.Targeted(0)
    assert damage.amount == amount


def test_reflexive_in_a_spell_with_no_object_subject_is_unbound() -> None:
    """A spell is never on the battlefield: 自身 with no object subject refers to nothing (E201)."""
    from ofuda.compiler.pipeline import compile_source
    from ofuda.compiler.source import SourceFile

    source = "name: 試作\ntype: ソーサリー\nja:\n  あなたは自身の上に置かれている＋１/＋１カウンターの総数に等しい点数のライフを得る。\n"
    compiled = compile_source(SourceFile("t.card", source))
    assert not compiled.ok


@pytest.mark.parametrize(
    ("ja", "en"),
    [
        (  # current templating
            "プレイヤー１人を対象とする。そのプレイヤーはカードを３枚切削する。",
            "Target player mills three cards.",
        ),
        (  # 2012 / printed: the same keyword action (701.13)
            "プレイヤー１人を対象とする。そのプレイヤーは自分のライブラリーの一番上から３枚のカードを自分の墓地に置く。",
            "Target player puts the top three cards of his or her library into his or her graveyard.",
        ),
        (
            "プレイヤー１人を対象とする。そのプレイヤーはカードを３枚切削する。",
            "Target player puts the top three cards of their library into their graveyard.",
        ),
    ],
)
def test_mill_in_both_wordings_is_one_keyword_action(ja: str, en: str) -> None:
    """701.13: 「カードをＮ枚切削する」 / "mills N cards" and the older "puts the top N cards of
    their library into their graveyard" mean the same instruction."""
    card = bilingual_card(ja, en, "ソーサリー / Sorcery")
    (mill,) = nodes_of_kind(card.abilities, ir.Mill)
    assert mill.player == ir.Targeted(0)
    assert mill.amount == 3


def test_mill_of_your_own_chained_with_a_draw() -> None:
    """「カードを２枚切削し、その後カードを１枚引く」 / "Mill two cards, then draw a card": you mill."""
    card = bilingual_card("カードを２枚切削し、その後カードを１枚引く。", "Mill two cards, then draw a card.",
                 "インスタント / Instant")
    (mill,) = nodes_of_kind(card.abilities, ir.Mill)
    assert mill.player == ir.You() and mill.amount == 2
