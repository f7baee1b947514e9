"""Targets (115, 601.2c, 608.2b): chosen on casting, checked again on resolution; hexproof
(702.11), protection (702.16b), zone changes (400.7) and Auras (303.4d, 608.3b)."""

from __future__ import annotations

from ofuda.runtime import (
    CardType,
    Color,
    Controller,
    Duration,
    Enchant,
    EnchantedPermanent,
    EntersTheBattlefield,
    GrantKeywords,
    Keyword,
    ObjectFilter,
    PlayerFilter,
    Scenario,
    Targets,
    TargetSpec,
)
from ofuda.runtime.engine.casting.spells import legal_actions
from ofuda.runtime.engine.stack.resolution import resolve_top
from support.kit import card, creature, instant, static, triggered
from support.slice_cards import FOREST, ISLAND, MOUNTAIN, PLAINS

CREATURE = ObjectFilter(card_types=(CardType.CREATURE,))
TARGET = TargetSpec(objects=CREATURE)
ANY = TargetSpec(objects=CREATURE, players=PlayerFilter())
BEAR = creature("Bear", "{1}{G}", 2, 2, "Bear")
BOLT = instant("Bolt", "{R}", lambda ctx: ctx.deal_damage(ctx.source, ctx.target(0), 3), ANY)
EOT = Duration.END_OF_TURN
VEIL = instant(
    "Veil",
    "{G}",
    lambda ctx: ctx.grant_keyword(ctx.target(0), Keyword.HEXPROOF, EOT),
    TargetSpec(objects=ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU)),
)


def _cast_names(s: Scenario, who: str) -> list[str]:
    return [a.describe() for a in legal_actions(s.game, s.player(who))]


def test_608_2b_a_target_that_gained_hexproof_is_illegal_on_resolution() -> None:
    s = Scenario()
    s.battlefield("Alice", MOUNTAIN)
    s.battlefield("Bob", BEAR, FOREST)
    s.hand("Alice", BOLT)
    s.hand("Bob", VEIL)
    s.cast("Alice", "Bolt", "Bear")
    s.cast("Bob", "Veil", "Bear")
    s.resolve()
    assert s.permanent("Bear").damage == 0
    assert "Bolt doesn't resolve" in s.log_text()
    assert s.in_graveyard("Alice") == ["Bolt"]  # 608.2b: removed from the stack, to the graveyard


def test_702_11b_hexproof_lets_its_controller_target_it() -> None:
    elf = creature("Elf", "{G}", 1, 1, "Elf", keywords=(Keyword.HEXPROOF,))
    s = Scenario()
    s.battlefield("Alice", elf, MOUNTAIN)
    s.battlefield("Bob", elf)
    s.hand("Alice", BOLT)
    s.cast("Alice", "Bolt", s.permanent("Elf", "Alice"))
    s.resolve()
    assert sorted(s.in_graveyard("Alice")) == ["Bolt", "Elf"]
    assert s.on_battlefield("Bob") == ["Elf"]


def test_601_2c_a_spell_without_any_legal_target_cannot_be_cast() -> None:
    elf = creature("Elf", "{G}", 1, 1, "Elf", keywords=(Keyword.HEXPROOF,))
    murder = instant("Murder", "{R}", lambda ctx: ctx.destroy(ctx.target(0)), TARGET)
    s = Scenario()
    s.battlefield("Alice", MOUNTAIN)
    s.battlefield("Bob", elf)
    s.hand("Alice", murder)
    assert not any("Murder" in d for d in _cast_names(s, "Alice"))
    s.battlefield("Bob", BEAR)
    assert any("Murder" in d for d in _cast_names(s, "Alice"))


def test_702_16b_protection_from_a_colour_on_resolution_counters_the_spell() -> None:
    ward = instant(
        "Ward",
        "{W}",
        lambda ctx: ctx.grant_protection(ctx.target(0), EOT, colors=(Color.RED,)),
        TARGET,
    )
    s = Scenario()
    s.battlefield("Alice", MOUNTAIN)
    s.battlefield("Bob", BEAR, PLAINS)
    s.hand("Alice", BOLT)
    s.hand("Bob", ward)
    s.cast("Alice", "Bolt", "Bear")
    s.cast("Bob", "Ward", "Bear")
    s.resolve()
    assert s.permanent("Bear").damage == 0
    assert "Bolt doesn't resolve" in s.log_text()


def test_400_7_a_target_that_changed_zones_is_a_new_object_and_illegal() -> None:
    flicker = instant("Flicker", "{U}", lambda ctx: ctx.blink(ctx.target(0)), TARGET)
    grow = instant(
        "Grow",
        "{G}",
        lambda ctx: ctx.modify_power_toughness(ctx.target(0), 2, 2, EOT),
        TARGET,
    )
    s = Scenario()
    s.battlefield("Alice", BEAR, FOREST, ISLAND)
    s.hand("Alice", grow, flicker)
    s.cast("Alice", "Grow", "Bear")
    s.cast("Alice", "Flicker", "Bear")
    s.resolve()
    assert s.on_battlefield("Alice").count("Bear") == 1
    assert s.pt("Bear") == (2, 2)  # the new Bear is not Grow's target
    assert "Grow doesn't resolve" in s.log_text()


def test_608_2b_some_targets_illegal_only_those_parts_fail() -> None:
    def both(ctx):  # type: ignore[no-untyped-def]
        for t in ctx.targets():
            ctx.deal_damage(ctx.source, t, 2)

    forked = instant("Forked", "{R}", both, TargetSpec(objects=CREATURE, count=2))
    s = Scenario()
    s.battlefield("Alice", MOUNTAIN)
    s.battlefield("Bob", BEAR, FOREST)
    s.battlefield("Bob", creature("Wolf", "{1}{G}", 2, 3, "Wolf"))
    s.hand("Alice", forked)
    s.hand("Bob", VEIL)
    s.cast("Alice", "Forked", "Bear", "Wolf")
    s.cast("Bob", "Veil", "Bear")
    s.resolve()
    assert s.permanent("Bear").damage == 0
    assert s.permanent("Wolf").damage == 2


def test_608_3b_an_aura_spell_whose_target_is_illegal_goes_to_the_graveyard() -> None:
    might = card(
        "Might",
        "{G}",
        CardType.ENCHANTMENT,
        subtypes=("Aura",),
        keywords=(Enchant(CREATURE),),
        abilities=(static(GrantKeywords(EnchantedPermanent(), (Keyword.TRAMPLE,))),),
    )
    flicker = instant("Flicker", "{U}", lambda ctx: ctx.blink(ctx.target(0)), TARGET)
    s = Scenario()
    s.battlefield("Alice", BEAR, FOREST)
    s.battlefield("Bob", ISLAND)
    s.hand("Alice", might)
    s.hand("Bob", flicker)
    s.cast("Alice", "Might", "Bear")
    s.cast("Bob", "Flicker", s.permanent("Bear"))
    s.resolve()
    assert "Might" in s.in_graveyard("Alice")
    assert not s.has_keyword("Bear", Keyword.TRAMPLE)


def test_603_3d_a_triggered_abilitys_target_is_checked_on_resolution() -> None:
    pinger = creature(
        "Pinger",
        "{R}",
        1,
        1,
        "Elemental",
        abilities=(
            triggered(
                EntersTheBattlefield(),
                lambda ctx: ctx.deal_damage(ctx.source, ctx.target(0), 1),
                TARGET,
            ),
        ),
    )
    s = Scenario()
    s.battlefield("Alice", MOUNTAIN)
    s.battlefield("Bob", BEAR, FOREST)
    s.hand("Alice", pinger)
    s.hand("Bob", VEIL)
    s.script("Alice", Targets(("Bear",)))
    s.cast("Alice", "Pinger")
    resolve_top(s.game)  # the Pinger enters ...
    s.check_state()  # ... and its trigger goes on the stack, targeting the Bear
    assert len(s.on_stack()) == 1
    s.cast("Bob", "Veil", "Bear")
    s.resolve()
    assert s.permanent("Bear").damage == 0
    assert "doesn't resolve" in s.log_text()
