"""Scenario tests of issue #3's phrase families on test cards (not AVR cards), each written
in both languages and compiled by ofuda: narrower forms of AVR phrasings, showing that the
narrower text is what the runtime does."""

from __future__ import annotations

from ofuda.runtime import Choose
from ofuda.runtime.definitions import Step
from ofuda.runtime.testkit.scenario import Scenario
from support.compiled import card, card_from_text

# Sigarda, Host of Herons' rule (701.17a), narrowed to Humans.
HUMAN_WARD = card_from_text(
    "name: 人間の守り / Human Ward\n"
    "cost: {1}{W}\n"
    "type: エンチャント / Enchantment\n"
    "ja:\n"
    "  あなたの対戦相手がコントロールする呪文や能力は、あなたに人間を生け贄に捧げさせることができない。\n"
    "en:\n"
    "  Spells and abilities your opponents control can't cause you to sacrifice Humans.\n"
)


def test_protection_from_sacrificing_humans_only_spares_humans() -> None:
    """Like 鷺群れのシガルダ / Sigarda, Host of Herons, narrowed: "can't cause you to
    sacrifice Humans" (701.17a, 101.3). Bob's Barter in Blood ("each player sacrifices two
    creatures") can't make Alice sacrifice her Human, so she sacrifices only her Boar."""
    s = Scenario(active="Bob")
    s.battlefield("Alice", HUMAN_WARD, card("Moorland Inquisitor"), card("Nettle Swine"))
    s.battlefield("Bob", card("Thraben Valiant"), *[card("Swamp")] * 4)
    s.hand("Bob", card("Barter in Blood"))
    s.cast("Bob", "Barter in Blood")
    s.resolve()
    assert s.on_battlefield("Alice") == ["Human Ward", "Moorland Inquisitor"]
    assert s.in_graveyard("Alice") == ["Nettle Swine"]


def test_protection_from_sacrificing_humans_not_against_your_own_spell() -> None:
    """The narrowed rule is about opponents' spells only: Alice's own Barter in Blood makes her
    sacrifice her Human too."""
    s = Scenario()
    s.battlefield("Alice", HUMAN_WARD, card("Moorland Inquisitor"), card("Nettle Swine"),
                  *[card("Swamp")] * 4)
    s.hand("Alice", card("Barter in Blood"))
    s.cast("Alice", "Barter in Blood")
    s.resolve()
    assert sorted(s.in_graveyard("Alice")) == ["Barter in Blood", "Moorland Inquisitor", "Nettle Swine"]


# Terrifying Presence's prevention (615.1a), narrowed to Humans.
HUMAN_PRESENCE = card_from_text(
    "name: 人間の威圧 / Human Presence\n"
    "cost: {1}{G}\n"
    "type: インスタント / Instant\n"
    "ja:\n"
    "  人間１体を対象とする。このターン、それ以外の人間が与えるすべての戦闘ダメージを軽減する。\n"
    "en:\n"
    "  Prevent all combat damage that would be dealt by Humans other than target Human this turn.\n"
)


def test_prevention_for_humans_other_than_the_target_spares_other_creatures() -> None:
    """Like 恐るべき存在 / Terrifying Presence, narrowed: "Humans other than target Human" —
    Alice's Boar (no Human) and her targeted Human deal their combat damage to Bob (4 + 2);
    only her other Human's damage is prevented."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Nettle Swine"), card("Moorland Inquisitor"), card("Thraben Valiant"))
    s.battlefield("Bob", card("Forest"), card("Forest"))
    s.hand("Bob", HUMAN_PRESENCE)
    s.attack("Nettle Swine", "Moorland Inquisitor", "Thraben Valiant")
    s.cast("Bob", "Human Presence", "Thraben Valiant")
    s.resolve()
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 20 - 4 - 2


# Descent into Madness's exile (FAQ P41), with two other nouns.
CRYPT_TOLL = card_from_text(
    "name: 墓所の代償 / Crypt Toll\n"
    "cost: {2}{B}\n"
    "type: ソーサリー / Sorcery\n"
    "ja:\n"
    "  各プレイヤーは自分がコントロールするクリーチャーか自分の墓地にあるクリーチャー・カード"
    "（あるいはその組み合わせ）を２個追放する。\n"
    "en:\n"
    "  Each player exiles two creatures they control and/or creature cards from their graveyard.\n"
)


def test_exile_union_of_creatures_and_graveyard_creature_cards() -> None:
    """Like 狂気堕ち / Descent into Madness, with other nouns: "each player exiles two creatures
    they control and/or creature cards from their graveyard". Bob's land and hand card aren't
    in the union (his only two choices are exiled); Alice chooses two of her three."""
    s = Scenario()
    s.battlefield("Alice", *[card("Swamp")] * 3, card("Nettle Swine"), card("Thraben Valiant"))
    s.graveyard("Alice", card("Moorland Inquisitor"))
    s.battlefield("Bob", card("Island"), card("Nettle Swine"))
    s.graveyard("Bob", card("Thraben Valiant"), card("Plains"))
    s.hand("Bob", card("Swamp"))
    s.hand("Alice", CRYPT_TOLL)
    s.script("Alice", Choose(("Moorland Inquisitor", "Thraben Valiant")))
    s.cast("Alice", "Crypt Toll")
    s.resolve()
    assert sorted(s.in_exile()) == [
        "Moorland Inquisitor", "Nettle Swine", "Thraben Valiant", "Thraben Valiant"
    ]
    assert s.on_battlefield("Bob") == ["Island"] and s.in_hand("Bob") == ["Swamp"]
    assert s.in_graveyard("Bob") == ["Plains"]
    assert "Nettle Swine" in s.on_battlefield("Alice")


# "sacrifices N <noun> and/or <noun>" (701.17)
METAL_TOLL = card_from_text(
    "name: 金属の代償 / Metal Toll\n"
    "cost: {2}{B}\n"
    "type: ソーサリー / Sorcery\n"
    "ja:\n"
    "  各プレイヤーはアーティファクトかエンチャント（あるいはその組み合わせ）を２個生け贄に捧げる。\n"
    "en:\n"
    "  Each player sacrifices two artifacts and/or enchantments.\n"
)


def test_sacrifice_union_of_artifacts_and_enchantments() -> None:
    """"Each player sacrifices two artifacts and/or enchantments": Bob's artifact creature and
    enchantment go, his other creature stays; Alice's Human Ward (an enchantment) doesn't
    protect her enchantments, only Humans, so her own spell takes it too."""
    s = Scenario()
    s.battlefield("Alice", *[card("Swamp")] * 3, HUMAN_WARD)
    s.battlefield("Bob", card("Haunted Guardian"), card("Nettle Swine"), card("Builder's Blessing"))
    s.hand("Alice", METAL_TOLL)
    s.cast("Alice", "Metal Toll")
    s.resolve()
    assert s.on_battlefield("Bob") == ["Nettle Swine"]
    assert sorted(s.in_graveyard("Bob")) == ["Builder's Blessing", "Haunted Guardian"]
    assert "Human Ward" in s.in_graveyard("Alice")


def test_701_17a_a_narrow_protection_protects_only_its_permanents() -> None:
    """runtime/engine/replacement/sacrifice_protection.py: Human Ward protects Alice's Humans from Bob's
    instructions only — not her Boar, not from her own instructions — and, unlike
    鷺群れのシガルダ / Sigarda, Host of Herons, not from every sacrifice."""
    from ofuda.runtime.engine.replacement.sacrifice_protection import (
        may_be_made_to_sacrifice,
        protected_from_every_sacrifice,
    )

    s = Scenario()
    s.battlefield("Alice", HUMAN_WARD, card("Moorland Inquisitor"), card("Nettle Swine"))
    alice, bob = s.player("Alice"), s.player("Bob")
    human, boar = s.permanent("Moorland Inquisitor"), s.permanent("Nettle Swine")
    assert not may_be_made_to_sacrifice(s.game, human, bob)
    assert may_be_made_to_sacrifice(s.game, boar, bob)
    assert may_be_made_to_sacrifice(s.game, human, alice)
    assert not protected_from_every_sacrifice(s.game, alice, bob)
    s.battlefield("Alice", card("Sigarda, Host of Herons"))
    assert protected_from_every_sacrifice(s.game, alice, bob)
    assert not may_be_made_to_sacrifice(s.game, boar, bob)
