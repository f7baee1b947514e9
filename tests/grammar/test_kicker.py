"""Kicker (702.33) in both languages: 「キッカー {1}{G}」 / "Kicker {1}{G}", a cost with other
parts after a dash, its reminder (in its printed wordings; read as its rule, its cost
checked), and "kicked" (702.33d): 「この呪文がキッカーされていたなら」 / "If this spell was
kicked", 「CARDNAMEがキッカーされていた場合」 / "If CARDNAME was kicked", the intervening "if" of
a permanent's entering trigger 「これがキッカーされていたなら」 / "if it was kicked", and an
entering replacement under it. Each row compiles in both languages to one IR and renders back
to the same IR."""

from __future__ import annotations

from typing import Any

import pytest
from ofuda.compiler import ir
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.roundtrip import recompile
from ofuda.compiler.source import SourceFile
from ofuda.runtime.conditions import Kicked
from ofuda.runtime.definitions import (
    CardType,
    Cost,
    EntersTheBattlefield,
    ManaCost,
    ObjectFilter,
    PayLife,
    SacrificePermanents,
)
from ofuda.runtime.statics import Kicker
from support.texts import codes

_CREATURE = "クリーチャー — 人間 / Creature — Human\npt: 2/2"


def _compiled(ja: str, en: str, kind: str = "インスタント / Instant") -> Any:
    source = f"name: 試作 / Test\ncost: {{1}}{{G}}\ntype: {kind}\nja:\n  {ja}\nen:\n  {en}\n"
    compiled = compile_source(SourceFile("t.card", source))
    assert compiled.ok and compiled.card is not None, [d.message for d in compiled.diagnostics]
    assert compiled.by_language["ja"].abilities == compiled.by_language["en"].abilities
    for lang in ("ja", "en"):
        again = recompile(compiled.card, lang)
        assert again.ok and again.card is not None, (lang, [d.message for d in again.diagnostics])
        assert again.card.abilities == compiled.card.abilities, lang
    return compiled


@pytest.mark.parametrize(
    ("ja", "en", "cost"),
    [
        ("キッカー {1}{G}", "Kicker {1}{G}", (ManaCost("{1}{G}"),)),
        ("キッカー {4}", "Kicker {4}", (ManaCost("{4}"),)),
        (
            "キッカー ― クリーチャーを１体生け贄に捧げる。",
            "Kicker—Sacrifice a creature.",
            (SacrificePermanents(ObjectFilter(card_types=(CardType.CREATURE,))),),
        ),
        ("キッカー ― ３点のライフを支払う。", "Kicker—Pay 3 life.", (PayLife(3),)),
    ],
)
def test_kicker_and_its_cost(ja: str, en: str, cost: tuple[object, ...]) -> None:
    """702.33a: the keyword holds its cost, mana or with other parts; JA ≡ EN; round trip."""
    compiled = _compiled(f"{ja}\n  カードを１枚引く。", f"{en}\n  Draw a card.")
    assert compiled.card.abilities[0].keyword == Kicker(Cost(cost))


@pytest.mark.parametrize(
    "wording",
    [
        "あなたはこの呪文を唱えるに際し、追加で",  # 2018–21
        "この呪文を唱えるに際し、追加で",  # 2024
        "あなたがこの呪文を唱えるに際し、あなたは追加の",  # the older wording
    ],
)
def test_the_reminder_is_read_as_the_rule_of_kicker(wording: str) -> None:
    """207.2: the reminder restates 702.33a; read as its rule, the card has no warning."""
    source = (
        "name: 試作 / Test\ncost: {G}\ntype: インスタント / Instant\n"
        f"ja:\n  キッカー {{1}}{{G}}（{wording}{{1}}{{G}}を支払ってもよい。）\n"
        "  カードを１枚引く。\n"
        "en:\n  Kicker {1}{G} (You may pay an additional {1}{G} as you cast this spell.)\n"
        "  Draw a card.\n"
    )
    compiled = compile_source(SourceFile("t.card", source))
    assert compiled.ok and compiled.diagnostics == [], [d.message for d in compiled.diagnostics]


def test_a_reminder_of_another_cost_warns() -> None:
    assert "W240" in codes("キッカー {2}（あなたはこの呪文を唱えるに際し、追加で{1}{G}を支払ってもよい。）", "ja")
    assert "W240" in codes("Kicker {2} (You may pay an additional {1}{G} as you cast this spell.)", "en")


def test_a_spell_cannot_tap_itself_for_its_kicker_cost() -> None:
    """601.2h: a spell being cast is on the stack; {T} in its kicker cost is an error (E204)."""
    assert "E204" in codes("キッカー ― {1}, {T}。", "ja")


@pytest.mark.parametrize(
    ("ja", "en"),
    [
        ("この呪文がキッカーされていたなら、カードを１枚引く。", "If this spell was kicked, draw a card."),
        ("CARDNAMEがキッカーされていた場合、カードを１枚引く。", "If CARDNAME was kicked, draw a card."),
        (
            "キッカー・コストが支払われていた場合、カードを１枚引く。",
            "If the kicker cost was paid, draw a card.",
        ),
    ],
)
def test_if_this_spell_was_kicked(ja: str, en: str) -> None:
    """702.33d: an instruction under "if this spell was kicked" (608.2c)."""
    compiled = _compiled(f"キッカー {{2}}\n  {ja}", f"Kicker {{2}}\n  {en}")
    (conditional,) = compiled.card.abilities[1].effects
    assert conditional.condition == ir.ConditionHolds(Kicked())


@pytest.mark.parametrize(
    ("ja", "en"),
    [
        (
            "CARDNAMEが戦場に出たとき、これがキッカーされていたなら、カードを１枚引く。",
            "When CARDNAME enters the battlefield, if it was kicked, draw a card.",
        ),
        (
            "CARDNAMEが戦場に出たとき、それがキッカーされていた場合、カードを１枚引く。",
            "When CARDNAME enters the battlefield, if CARDNAME was kicked, draw a card.",
        ),
    ],
)
def test_when_it_enters_if_it_was_kicked(ja: str, en: str) -> None:
    """702.33d, 603.4: the intervening "if" of the permanent's entering trigger."""
    compiled = _compiled(f"キッカー {{2}}\n  {ja}", f"Kicker {{2}}\n  {en}", _CREATURE)
    trigger = compiled.card.abilities[1]
    assert trigger.trigger == EntersTheBattlefield() and trigger.condition == Kicked()


def test_if_it_was_kicked_it_enters_with_counters() -> None:
    """702.33d, 614.12: "If CARDNAME was kicked, it enters the battlefield with three +1/+1
    counters on it." — the entering replacement under the condition."""
    compiled = _compiled(
        "キッカー {4}\n  CARDNAMEがキッカーされていたなら、これは+1/+1カウンターが３個置かれた状態で戦場に出る。",
        "Kicker {4}\n  If CARDNAME was kicked, it enters the battlefield with three +1/+1 counters on it.",
        _CREATURE,
    )
    static = compiled.card.abilities[1]
    assert static.condition == Kicked()


@pytest.mark.parametrize(
    ("text", "lang", "permanent"),
    [
        ("If it was kicked, draw a card.", "en", False),  # "it": no object to be kicked
        ("When a creature enters the battlefield, if it was kicked, draw a card.", "en", True),
        ("Whenever you cast a spell, if it was kicked, draw a card.", "en", True),
    ],
)
def test_only_this_object_is_asked_whether_it_was_kicked(
    text: str, lang: str, permanent: bool
) -> None:
    """702.33d: ofuda tells only whether this spell, or the permanent it became, was kicked; another
    object's "if it was kicked" is refused (E257), never read as this object's."""
    assert codes(text, lang, permanent) != []
