"""702.84a unearth: "[Cost]: Return this card from your graveyard to the battlefield. It gains
haste. Exile it at the beginning of the next end step. If it would leave the battlefield, exile
it instead of putting it anywhere else. Activate only as a sorcery." The card is compiled by
ofuda from its text in both languages."""

from __future__ import annotations

from ofuda.runtime import Scenario, Step
from ofuda.runtime.engine.casting.actions import ActivateAbility
from ofuda.runtime.engine.casting.spells import legal_actions
from ofuda.runtime.statics import Unearth
from support.compiled import card, card_from_text
from support.texts import bilingual_card

JA = (
    "蘇生 {B}（{B}：このカードを戦場に戻す。そのクリーチャーは速攻を得る。次の終了ステップの"
    "開始時かそれが戦場を離れる場合に、それを追放する。蘇生はソーサリーとしてのみ行う。）"
)
EN = (
    "Unearth {B} ({B}: Return this card from your graveyard to the battlefield. It gains haste. "
    "Exile it at the beginning of the next end step or if it would leave the battlefield. "
    "Unearth only as a sorcery.)"
)
ZOMBIE = card_from_text(
    "name: 屑肉のゾンビ / Dreg Zombie\ncost: {1}{B}\ntype: クリーチャー — ゾンビ / Creature — Zombie\n"
    f"pt: 2/1\nja:\n  {JA}\nen:\n  {EN}\n"
)
SLAY = card_from_text(
    "name: 殺害 / Slay\ncost: {B}\ntype: インスタント / Instant\n"
    "ja:\n  クリーチャー１体を対象とする。それを破壊する。\n"
    "en:\n  Destroy target creature.\n"
)
BOUNCE = card_from_text(
    "name: 送還 / Send Back\ncost: {U}\ntype: インスタント / Instant\n"
    "ja:\n  クリーチャー１体を対象とし、それをオーナーの手札に戻す。\n"
    "en:\n  Return target creature to its owner's hand.\n"
)


def test_702_84_unearth_compiles_alike_in_both_languages() -> None:
    for ja, en in (("蘇生 {2}{B}", "Unearth {2}{B}"), (JA, EN)):
        creature = bilingual_card(ja, en, "クリーチャー — ゾンビ / Creature — Zombie", pt="2/1")
        unearth = creature.abilities[0].keyword
        assert isinstance(unearth, Unearth)


def _unearth_offered(s: Scenario) -> bool:
    return any(
        isinstance(a, ActivateAbility) and a.source.name == "Dreg Zombie"
        for a in legal_actions(s.game, s.player("Alice"))
    )


def _unearthed() -> Scenario:
    s = Scenario()
    s.battlefield("Alice", card("Swamp"))
    (zombie,) = s.graveyard("Alice", ZOMBIE)
    assert _unearth_offered(s)
    s.activate("Alice", zombie)
    s.resolve()
    assert "Dreg Zombie" in s.on_battlefield("Alice")
    return s


def test_702_84a_it_returns_with_haste_and_is_exiled_at_the_next_end_step() -> None:
    s = _unearthed()
    assert s.has_keyword("Dreg Zombie", "haste")
    s.attack("Dreg Zombie")  # haste: it attacks the turn it returned (302.6)
    s.advance_to(Step.END)
    s.resolve()
    assert "Dreg Zombie" not in s.on_battlefield("Alice")
    assert s.in_exile() == ["Dreg Zombie"]
    assert s.in_graveyard("Alice") == []


def test_702_84a_if_it_would_leave_the_battlefield_it_is_exiled_instead() -> None:
    s = _unearthed()
    s.battlefield("Bob", card("Swamp"), card("Island"))
    s.hand("Bob", SLAY)
    s.cast("Bob", "Slay", "Dreg Zombie")
    s.resolve()
    assert s.in_graveyard("Alice") == []
    assert s.in_exile() == ["Dreg Zombie"]


def test_702_84a_a_bounce_exiles_it_too() -> None:
    s = _unearthed()
    s.battlefield("Bob", card("Island"))
    s.hand("Bob", BOUNCE)
    s.cast("Bob", "Send Back", "Dreg Zombie")
    s.resolve()
    assert "Dreg Zombie" not in s.in_hand("Alice")
    assert s.in_exile() == ["Dreg Zombie"]


def test_702_84a_only_as_a_sorcery_and_only_from_a_graveyard() -> None:
    s = Scenario(step=Step.UPKEEP)
    s.battlefield("Alice", card("Swamp"))
    s.graveyard("Alice", ZOMBIE)
    assert not _unearth_offered(s)  # not a main phase
    s = Scenario()
    s.battlefield("Alice", card("Swamp"))
    s.hand("Alice", ZOMBIE)
    assert not _unearth_offered(s)  # 113.6k: only in a graveyard
