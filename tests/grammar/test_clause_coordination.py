"""Clauses joined by "and" / ", and" where the second clause has a subject of its own (or none,
continuing the topic): "Target creature gets +2/+2 until end of turn and you draw a card",
"put a +1/+1 counter on …, and that creature gains flying until end of turn" — the Japanese
chains the clauses with a continuative (「…の修整を受け、あなたは…」). The instructions happen in
the order written (608.2c); the first clause's duration is its own, never the next clause's.

Each row is compiled in both languages to one IR, checked for what it means, and rendered
back in both languages to the same IR."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import Duration, Keyword
from support.texts import EOT, T0, YOU, bilingual_card, codes, nodes_of_kind


@pytest.mark.parametrize(
    ("ja", "en", "then"),
    [
        (
            "クリーチャー１体を対象とする。それはターン終了時まで＋２/＋２の修整を受け、あなたはカードを１枚引く。",
            "Target creature gets +2/+2 until end of turn and you draw a card.",
            ir.DrawCards,
        ),
        (
            "クリーチャー１体を対象とする。ターン終了時まで、それは＋２/＋２の修整を受け、あなたは２点のライフを得る。",
            "Target creature gets +2/+2 until end of turn, and you gain 2 life.",
            ir.GainLife,
        ),
    ],
)
def test_lasting_change_then_a_players_instruction(ja: str, en: str, then: type) -> None:
    """The change lasts until end of turn; the player's one-shot instruction follows it, done by
    you (the second clause's own subject), with no duration."""
    card = bilingual_card(ja, en, "インスタント / Instant")
    (pump,) = nodes_of_kind(card.abilities, ir.ModifyPowerToughness)
    assert pump.obj == T0 and pump.duration == EOT
    (after,) = nodes_of_kind(card.abilities, then)
    assert after.player == YOU
    effects = card.abilities[0].effects
    assert [type(e) for e in effects] == [ir.ModifyPowerToughness, then]


def test_that_creature_in_the_second_clause_is_the_first_clauses_object() -> None:
    """ "that creature" after ", and" names the target the first clause acted on."""
    card = bilingual_card(
        "あなたがコントロールする他のクリーチャー１体を対象とし、それの上に＋１/＋１カウンターを１個置き、"
        "ターン終了時まで、そのクリーチャーは飛行を得る。",
        "Put a +1/+1 counter on another target creature you control, and that creature gains flying "
        "until end of turn.",
        "ソーサリー / Sorcery",
    )
    (counters,) = nodes_of_kind(card.abilities, ir.AddCounters)
    (grant,) = nodes_of_kind(card.abilities, ir.GrantKeyword)
    assert counters.obj == T0 and grant.obj == T0
    assert grant.keyword == Keyword.FLYING and grant.duration == Duration.END_OF_TURN


def test_a_clause_without_a_subject_continues_the_topic() -> None:
    """ "gets +2/+2 until end of turn and deals 1 damage to you": the creature deals it."""
    card = bilingual_card(
        "クリーチャー１体を対象とする。ターン終了時まで、それは＋２/＋２の修整を受け、それはあなたに１点のダメージを与える。",
        "Target creature gets +2/+2 until end of turn and deals 1 damage to you.",
        "インスタント / Instant",
    )
    (damage,) = nodes_of_kind(card.abilities, ir.DealDamage)
    assert damage.source == T0 and damage.recipient == YOU


def test_a_lasting_change_after_another_duration_says_its_own() -> None:
    """ "gets +2/+2 until end of turn and gains flying": whether the flying lasts is unsaid, so
    the card is rejected rather than guessed; with its own duration it compiles."""
    assert "E290" in codes("Target creature gets +2/+2 until end of turn and gains flying.", "en")
    card = bilingual_card(
        "クリーチャー１体を対象とする。ターン終了時まで、それは＋２/＋２の修整を受け、飛行を得る。",
        "Target creature gets +2/+2 until end of turn and gains flying until end of turn.",
        "インスタント / Instant",
    )
    (grant,) = nodes_of_kind(card.abilities, ir.GrantKeyword)
    assert grant.duration == Duration.END_OF_TURN


def test_a_requirement_with_its_own_duration_after_a_lasting_change() -> None:
    """DKA Deadly Allure's words: "gains deathtouch until end of turn and must be blocked this turn
    if able" / 「…接死を得るとともに、このターン、可能ならブロックされなければならない」: the same
    creature, each predicate with its own duration (509.1c, 611.2a)."""
    card = bilingual_card(
        "クリーチャー１体を対象とする。それはターン終了時まで接死を得るとともに、このターン、"
        "可能ならブロックされなければならない。",
        "Target creature gains deathtouch until end of turn and must be blocked this turn if able.",
        "ソーサリー / Sorcery",
    )
    effects = card.abilities[0].effects
    assert effects == (
        ir.GrantKeyword(T0, Keyword.DEATHTOUCH, EOT),
        ir.MustBeBlockedIfAble(T0, EOT),
    )
