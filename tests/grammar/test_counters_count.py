"""A count of counters on this object as a condition (122.1): an instruction's "if", a static
ability's "As long as", a state trigger (603.8); and 「その後、…場合、」 / "Then if …," before an
instruction. Each row compiles in both languages to one IR and renders back."""

from __future__ import annotations

from typing import Any

import pytest
from ofuda.compiler import ir
from ofuda.runtime import statics as rt
from ofuda.runtime import statics_triggers as rte
from ofuda.runtime.conditions import CountersOnThis
from support.texts import bilingual_card, codes, nodes_of_kind

CREATURE = "クリーチャー — 人間 / Creature — Human"
WALKER = "プレインズウォーカー — ガラク / Planeswalker — Garruk"


@pytest.mark.parametrize(
    ("ja", "en", "type_line", "condition"),
    [
        # ISD Garruk Relentless (2011 「彼」 / "him"), with another instruction
        (
            "試作の上の忠誠カウンターが２個以下であるとき、彼を変身させる。",
            "When Test has two or fewer loyalty counters on him, transform him.",
            WALKER,
            CountersOnThis("loyalty", at_most=2),
        ),
        # another kind and count, "or more"
        (
            "試作の上の＋１/＋１カウンターが３個以上であるとき、カードを１枚引く。",
            "When Test has three or more +1/+1 counters on it, draw a card.",
            CREATURE,
            CountersOnThis("+1/+1", at_least=3),
        ),
        # M21 Nine Lives: 2020's 「…の上に…が９個以上あるとき」, Oracle's "When there are …"
        (
            "試作の上に具現カウンターが９個以上あるとき、これを追放する。",
            "When there are nine or more incarnation counters on Test, exile it.",
            CREATURE,
            CountersOnThis("incarnation", at_least=9),
        ),
    ],
)
def test_a_state_trigger_on_the_counters_of_this_object(
    ja: str, en: str, type_line: str, condition: Any
) -> None:
    """603.8: 「…であるとき、」 / "When … has …," is a state-triggered ability."""
    card = bilingual_card(ja, en, type_line, pt="2/2" if "Creature" in type_line else None)
    (ability,) = card.abilities
    assert ability.trigger == rte.StateTrigger(condition)


def test_an_instructions_if_on_the_counters_of_this_object() -> None:
    """ISD Ludevic's Test Subject, with another instruction: 「その後、それの上に…５個以上置かれて
    いる場合、」 / "Then if there are five or more hatchling counters on it," — "it" is this
    object (no target named), checked as the instruction resolves."""
    card = bilingual_card(
        "{1}{U}：試作の上に孵化カウンターを１個置く。 その後、それの上に孵化カウンターが５個以上置かれて"
        "いる場合、カードを１枚引く。",
        "{1}{U}: Put a hatchling counter on Test. Then if there are five or more hatchling "
        "counters on it, draw a card.",
        CREATURE,
        pt="0/3",
    )
    (holds,) = nodes_of_kind(card.abilities, ir.ConditionHolds)
    assert holds.condition == CountersOnThis("hatchling", at_least=5)


def test_a_static_ability_on_the_counters_of_this_object() -> None:
    """611.3b: "As long as Test has three or more +1/+1 counters on it, …"."""
    card = bilingual_card(
        "試作の上に＋１/＋１カウンターが３個以上置かれているかぎり、試作は飛行を持つ。",
        "As long as Test has three or more +1/+1 counters on it, Test has flying.",
        CREATURE,
        pt="2/2",
    )
    (ability,) = card.abilities
    assert ability.condition == CountersOnThis("+1/+1", at_least=3)


def test_then_if_before_an_instruction() -> None:
    """「その後、…場合、」 / "Then if …," (M21 Fabled Passage's words) with a controls condition."""
    card = bilingual_card(
        "{T}：あなたは１点のライフを得る。その後、あなたが土地を４つ以上コントロールしている場合、"
        "カードを１枚引く。",
        "{T}: You gain 1 life. Then if you control four or more lands, draw a card.",
        CREATURE,
        pt="1/1",
    )
    (holds,) = nodes_of_kind(card.abilities, ir.ConditionHolds)
    assert isinstance(holds.condition, rt.ControlsCount) and holds.condition.count == 4


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", ("Put a +1/+1 counter on target creature. Then if there are three or more +1/+1 "
               "counters on it, draw a card.")),
        ("en", "As long as there are three or more +1/+1 counters on it, Test has flying."),
    ],
)
def test_a_count_on_another_object_is_refused(lang: str, text: str) -> None:
    """Only this object's counters are counted: a target's (or an unbound "it" in a static
    ability) is refused, never misread as this object's."""
    found = codes(text, lang, permanent="Test has" in text)
    assert "E290" in found or "E257" in found

LANGS = ("ja", "en")


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "ja",
            ("{T}, テストを生け贄に捧げる：あなたのライブラリーから基本土地・カード１枚を探し、タップ状態で"
            "戦場に出し、その後あなたのライブラリーを切り直す。その後、あなたが土地を４つ以上コントロール"
            "しているなら、その土地をアンタップする。"),
        ),
        (
            "en",
            ("{T}, Sacrifice Test: Search your library for a basic land card, put it onto the "
            "battlefield tapped, then shuffle your library. Then if you control four or more "
            "lands, untap that land."),
        ),
    ],
)
def test_fabled_passage_that_land_after_it_moved_is_refused(lang: str, text: str) -> None:
    """寓話の小道 / Fabled Passage (M21): "Then if you control four or more lands, untap that
    land." — "that land" is the card the search found, which became a new object as it entered
    the battlefield (400.7); ofuda's looked-at group no longer holds it, so the line is refused
    (E290) instead of untapping nothing."""
    assert "E290" in codes(text, lang, permanent=True)
