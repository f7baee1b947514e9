"""Who controls the objects of a noun (109.4, 102.2), in both Japanese templating eras and in
English: 2012 「あなたがコントロールする」, 2018 「あなたがコントロールしている」 and its continuative
「あなたがコントロールしていて飛行を持つ」, 2011 「あなたのコントロールする」, 「対戦相手がコントロール
している」, 「いずれかの対戦相手がコントロールする」 / "an opponent controls", 「あなたの対戦相手が
コントロールする」 / "your opponents control", 「他の、…」. Each row is compiled in both languages
to one IR, checked for the filter it means, and rendered back in each language."""

from __future__ import annotations

from typing import Any

import pytest
from ofuda.runtime.definitions import CardType, Controller, Keyword, ObjectFilter
from support.texts import bilingual_card, bilingual_compile, nodes_of_kind

_INSTANT = "インスタント / Instant"
_ENCHANTMENT = "エンチャント / Enchantment"
_CREATURE = "クリーチャー — 人間 / Creature — Human\npt: 2/2"


def _filters(node: Any) -> list[ObjectFilter]:
    """Every outermost object filter inside an IR node."""
    return nodes_of_kind(node, ObjectFilter, nested=False)


_CREATURES = (CardType.CREATURE,)

ROWS = [
    (  # 2018: 「あなたがコントロールしている」
        "ターン終了時まで、あなたがコントロールしているクリーチャーは＋２/＋１の修整を受ける。",
        "Creatures you control get +2/+1 until end of turn.",
        _INSTANT,
        ObjectFilter(card_types=_CREATURES, controller=Controller.YOU),
    ),
    (  # 2012: 「あなたがコントロールする」, the same meaning
        "あなたがコントロールするクリーチャーは、ターン終了時まで＋２/＋１の修整を受ける。",
        "Creatures you control get +2/+1 until end of turn.",
        _INSTANT,
        ObjectFilter(card_types=_CREATURES, controller=Controller.YOU),
    ),
    (  # 2018 target: 「対戦相手がコントロールしている」 / "an opponent controls"
        "対戦相手がコントロールしているクリーチャー１体を対象とし、それをタップする。",
        "Tap target creature an opponent controls.",
        _INSTANT,
        ObjectFilter(card_types=_CREATURES, controller=Controller.OPPONENT),
    ),
    (  # 2011: 「いずれかの対戦相手がコントロールする」
        "いずれかの対戦相手がコントロールするクリーチャー１体を対象とし、それをタップする。",
        "Tap target creature an opponent controls.",
        _INSTANT,
        ObjectFilter(card_types=_CREATURES, controller=Controller.OPPONENT),
    ),
    (  # 2011: 「あなたの対戦相手がコントロールする」 / "your opponents control"
        "あなたの対戦相手がコントロールする飛行を持つクリーチャーは－１/－０の修整を受ける。",
        "Creatures with flying your opponents control get -1/-0.",
        _ENCHANTMENT,
        ObjectFilter(
            card_types=_CREATURES, controller=Controller.OPPONENT, keywords=(Keyword.FLYING,)
        ),
    ),
    (  # 2018 continuative: 「あなたがコントロールしていて飛行を持つ」, and 「他の、」
        "他の、あなたがコントロールしていて飛行を持つクリーチャーは＋１/＋１の修整を受ける。",
        "Other creatures you control with flying get +1/+1.",
        _CREATURE,
        ObjectFilter(
            card_types=_CREATURES, controller=Controller.YOU, other=True, keywords=(Keyword.FLYING,)
        ),
    ),
    (  # 2011: the subject with の, 「あなたのコントロールする」
        "あなたのコントロールする他のゾンビは＋１/＋１の修整を受ける。",
        "Other Zombies you control get +1/+1.",
        _CREATURE,
        ObjectFilter(subtypes=("Zombie",), controller=Controller.YOU, other=True),
    ),
    (  # 2018: 「そのプレイヤーがコントロールしている」 / "that player controls"
        "プレイヤー１人を対象とする。そのプレイヤーがコントロールしている各クリーチャーをタップする。",
        "Tap each creature target player controls.",
        _INSTANT,
        ObjectFilter(card_types=_CREATURES),
    ),
]


@pytest.mark.parametrize(("ja", "en", "type_line", "expected"), ROWS)
def test_controller_phrases(ja: str, en: str, type_line: str, expected: ObjectFilter) -> None:
    """The noun's filter says whose objects, in both languages, and the render reads back."""
    card = bilingual_card(ja, en, type_line)
    assert expected in _filters(card.abilities), _filters(card.abilities)


def test_another_players_opponents_are_rejected() -> None:
    """「そのプレイヤーの対戦相手がコントロールする」: the opponents of a player other than you is
    no filter ofuda has; it is rejected (E290), never read as "your opponents"."""
    compiled = bilingual_compile(
        "プレイヤー１人を対象とする。そのプレイヤーの対戦相手がコントロールする各クリーチャーをタップする。",
        "Tap each creature target player controls.",
        _INSTANT,
    )
    assert "E290" in [d.code for d in compiled.diagnostics]


def test_controls_exactly_counts_a_plain_noun_only() -> None:
    """「あなたがコントロールしているクリーチャーがちょうど１体だけである場合」 counts the creatures you
    control (611.3b); with another criterion in the noun (飛行を持つ) it is rejected, never
    counted without it."""
    plain = bilingual_compile(
        "あなたがコントロールしているクリーチャーがちょうど１体だけである場合、そのクリーチャーは＋２/＋２の修整を受ける。",
        "As long as you control exactly one creature, that creature gets +2/+2.",
        _ENCHANTMENT,
    )
    assert plain.ok, [d.message for d in plain.diagnostics]
    narrowed = bilingual_compile(
        "あなたがコントロールしていて飛行を持つクリーチャーがちょうど１体だけである場合、そのクリーチャーは＋２/＋２の修整を受ける。",
        "As long as you control exactly one creature, that creature gets +2/+2.",
        _ENCHANTMENT,
    )
    assert not narrowed.ok
    assert {d.code for d in narrowed.diagnostics} <= {"E252", "E257"}
