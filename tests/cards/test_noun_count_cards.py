"""How many and from where, through real cards of the later sets, in each language alone: the
2018 Japanese count after the noun (「クリーチャー１体を生け贄に捧げる」, 「カード２枚を捨てる」), 2018
"up to" (「クリーチャー最大２体」), the zone named first (「あなたの墓地から」), and 「攻撃クリーチャー」 /
"attacking creatures"."""

from __future__ import annotations

import pytest
from ofuda.runtime import Choose
from ofuda.runtime.engine.errors import RulesError
from ofuda.runtime.testkit.scenario import Scenario
from support.compiled import card, set_card

LANGS = ("ja", "en")


@pytest.mark.parametrize("lang", LANGS)
def test_mind_rot_makes_the_target_player_discard_two(lang: str) -> None:
    """精神腐敗 / Mind Rot (M19) — 「そのプレイヤーはカード２枚を捨てる」 / "Target player discards
    two cards" (701.8)."""
    s = Scenario()
    s.battlefield("Alice", *[card("Swamp")] * 3)
    s.hand("Bob", card("Island"), card("Plains"), card("Swamp"))
    s.hand("Alice", set_card("m19", "Mind Rot", lang))
    s.script("Bob", Choose(("Island", "Plains")))
    s.cast("Alice", "Mind Rot", "Bob")
    s.resolve()
    assert s.in_hand("Bob") == ["Swamp"]
    assert sorted(s.in_graveyard("Bob")) == ["Island", "Plains"]


@pytest.mark.parametrize("lang", LANGS)
def test_village_rites_sacrifices_a_creature_as_it_is_cast(lang: str) -> None:
    """村の儀式 / Village Rites (M21) — 「追加コストとして、クリーチャー１体を生け贄に捧げる」 /
    "As an additional cost …, sacrifice a creature" (601.2f), then draw two."""
    s = Scenario()
    s.battlefield("Alice", card("Thraben Valiant"), card("Swamp"))
    s.library("Alice", card("Island"), card("Plains"))
    s.hand("Alice", set_card("m21", "Village Rites", lang))
    s.script("Alice", Choose(("Thraben Valiant",)))
    s.cast("Alice", "Village Rites")
    assert s.in_graveyard("Alice") == ["Thraben Valiant"]  # paid on casting, before it resolves
    s.resolve()
    assert sorted(s.in_hand("Alice")) == ["Island", "Plains"]


@pytest.mark.parametrize("lang", LANGS)
def test_ravenous_harpy_sacrifices_another_creature(lang: str) -> None:
    """貪欲なハーピー / Ravenous Harpy (M19) — 「{1}, 他のクリーチャー１体を生け贄に捧げる」 /
    "{1}, Sacrifice another creature": the Harpy itself is no choice for the cost."""
    s = Scenario()
    s.battlefield(
        "Alice", set_card("m19", "Ravenous Harpy", lang), card("Thraben Valiant"), card("Swamp")
    )
    s.activate("Alice", "Ravenous Harpy")
    s.resolve()
    assert s.in_graveyard("Alice") == ["Thraben Valiant"]
    assert s.pt("Ravenous Harpy") == (2, 3)


@pytest.mark.parametrize("lang", LANGS)
def test_disentomb_returns_a_creature_card_from_your_graveyard(lang: str) -> None:
    """墓暴き / Disentomb (M20) — 「あなたの墓地からクリーチャー・カード１枚を対象とし」 / "target
    creature card from your graveyard"."""
    s = Scenario()
    s.battlefield("Alice", card("Swamp"))
    s.graveyard("Alice", card("Nettle Swine"))
    s.hand("Alice", set_card("m20", "Disentomb", lang))
    s.cast("Alice", "Disentomb", "Nettle Swine")
    s.resolve()
    assert s.in_hand("Alice") == ["Nettle Swine"]


@pytest.mark.parametrize("lang", LANGS)
def test_disentomb_cannot_take_an_opponents_card(lang: str) -> None:
    """墓暴き / Disentomb — your graveyard only: Bob's creature card is no legal target."""
    s = Scenario()
    s.battlefield("Alice", card("Swamp"))
    s.graveyard("Bob", card("Nettle Swine"))
    s.hand("Alice", set_card("m20", "Disentomb", lang))
    with pytest.raises(RulesError):  # no legal target: the spell can't be cast
        s.cast("Alice", "Disentomb", "Nettle Swine")
    assert s.in_graveyard("Bob") == ["Nettle Swine"]


def _ghostform_on_the_valiant(lang: str) -> Scenario:
    s = Scenario()
    s.battlefield("Alice", card("Thraben Valiant"), card("Nettle Swine"), *[card("Island")] * 2)
    s.battlefield("Bob", card("Moorland Inquisitor"))
    s.hand("Alice", set_card("m19", "Ghostform", lang))
    s.cast("Alice", "Ghostform", "Thraben Valiant")
    s.resolve()
    s.attack("Thraben Valiant", "Nettle Swine")
    return s


@pytest.mark.parametrize("lang", LANGS)
def test_ghostform_makes_up_to_two_creatures_unblockable(lang: str) -> None:
    """幽体化 / Ghostform (M19) — 「クリーチャー最大２体を対象とする」 / "Up to two target creatures
    can't be blocked this turn": with one target chosen, that one can't be blocked."""
    s = _ghostform_on_the_valiant(lang)
    with pytest.raises(RulesError):
        s.block(("Moorland Inquisitor", "Thraben Valiant"))


@pytest.mark.parametrize("lang", LANGS)
def test_ghostform_leaves_the_untargeted_creature_blockable(lang: str) -> None:
    """幽体化 / Ghostform — the creature not chosen can be blocked as usual."""
    s = _ghostform_on_the_valiant(lang)
    s.block(("Moorland Inquisitor", "Nettle Swine"))


@pytest.mark.parametrize("lang", LANGS)
def test_rebuke_destroys_an_attacking_creature(lang: str) -> None:
    """叱責 / Rebuke (ISD) — 「攻撃クリーチャー１体を対象とし」 / "Destroy target attacking
    creature": Bob's attacker, not his creature that stayed home."""
    s = Scenario(active="Bob")
    s.battlefield("Bob", card("Nettle Swine"), card("Thraben Valiant"))
    s.battlefield("Alice", *[card("Plains")] * 3)
    s.hand("Alice", set_card("isd", "Rebuke", lang))
    s.attack("Nettle Swine")
    with pytest.raises(RulesError):  # not attacking: no legal target
        s.cast("Alice", "Rebuke", "Thraben Valiant")
    s.cast("Alice", "Rebuke", "Nettle Swine")
    s.resolve()
    assert s.on_battlefield("Bob") == ["Thraben Valiant"]


@pytest.mark.parametrize("lang", LANGS)
def test_trumpet_blast_pumps_attacking_creatures_only(lang: str) -> None:
    """ラッパの一吹き / Trumpet Blast (M19) — 「攻撃クリーチャーは＋２/＋０の修整を受ける」 /
    "Attacking creatures get +2/+0 until end of turn"."""
    s = Scenario()
    s.battlefield("Alice", card("Nettle Swine"), card("Thraben Valiant"), *[card("Mountain")] * 3)
    s.hand("Alice", set_card("m19", "Trumpet Blast", lang))
    s.attack("Nettle Swine")
    s.cast("Alice", "Trumpet Blast")
    s.resolve()
    assert s.pt("Nettle Swine") == (6, 3)
    assert s.pt("Thraben Valiant") == (2, 1)
