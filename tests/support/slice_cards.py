"""The first slice of real cards, written by hand in the shape the compiler generates."""

from __future__ import annotations

from ofuda.runtime import (
    ActivatedAbility,
    CardDefinition,
    CardType,
    CombatState,
    Cost,
    Duration,
    Effects,
    EntersTheBattlefield,
    Keyword,
    ManaCost,
    ObjectFilter,
    PlayerFilter,
    SacrificeSelf,
    SpellAbility,
    Supertype,
    TargetSpec,
    TriggeredAbility,
)

CREATURE = (CardType.CREATURE,)


def creature(
    name: str, cost: str, p: int, t: int, subtypes=(), keywords=(), abilities=()
) -> CardDefinition:
    return CardDefinition(
        name=name,
        name_ja=None,
        mana_cost=cost,
        supertypes=(),
        card_types=CREATURE,
        subtypes=tuple(subtypes),
        power=p,
        toughness=t,
        keywords=tuple(keywords),
        abilities=tuple(abilities),
    )


def instant(name: str, cost: str, *abilities) -> CardDefinition:
    return CardDefinition(
        name=name,
        name_ja=None,
        mana_cost=cost,
        supertypes=(),
        card_types=(CardType.INSTANT,),
        subtypes=(),
        abilities=tuple(abilities),
    )


def basic(name: str, name_ja: str) -> CardDefinition:
    return CardDefinition(
        name=name,
        name_ja=name_ja,
        mana_cost=None,
        supertypes=(Supertype.BASIC,),
        card_types=(CardType.LAND,),
        subtypes=(name,),
    )


PLAINS = basic("Plains", "平地")
ISLAND = basic("Island", "島")
SWAMP = basic("Swamp", "沼")
MOUNTAIN = basic("Mountain", "山")
FOREST = basic("Forest", "森")

THRABEN_VALIANT = creature(
    "Thraben Valiant", "{1}{W}", 2, 1, ("Human", "Soldier"), (Keyword.VIGILANCE,)
)
ANGELIC_WALL = creature(
    "Angelic Wall", "{1}{W}", 0, 4, ("Wall",), (Keyword.DEFENDER, Keyword.FLYING)
)
NETTLE_SWINE = creature("Nettle Swine", "{3}{G}", 4, 3, ("Boar",))


class AngelsMercySpell(SpellAbility):
    """You gain 7 life."""

    text = "You gain 7 life."

    def resolve(self, ctx: Effects) -> None:
        ctx.gain_life(ctx.controller, 7)


ANGELS_MERCY = instant("Angel's Mercy", "{2}{W}{W}", AngelsMercySpell)


class CathedralSanctifierTrigger(TriggeredAbility):
    """When Cathedral Sanctifier enters the battlefield, you gain 3 life."""

    trigger = EntersTheBattlefield()

    def resolve(self, ctx: Effects) -> None:
        ctx.gain_life(ctx.controller, 3)


CATHEDRAL_SANCTIFIER = creature(
    "Cathedral Sanctifier",
    "{W}",
    1,
    1,
    ("Human", "Cleric"),
    abilities=(CathedralSanctifierTrigger,),
)


class GryffVanguardTrigger(TriggeredAbility):
    """When Gryff Vanguard enters the battlefield, draw a card."""

    trigger = EntersTheBattlefield()

    def resolve(self, ctx: Effects) -> None:
        ctx.draw_cards(ctx.controller, 1)


GRYFF_VANGUARD = creature(
    "Gryff Vanguard",
    "{4}{U}",
    3,
    2,
    ("Human", "Knight"),
    (Keyword.FLYING,),
    (GryffVanguardTrigger,),
)


class MoorlandInquisitorAbility(ActivatedAbility):
    """{2}{W}: Moorland Inquisitor gains first strike until end of turn."""

    cost = Cost(items=(ManaCost("{2}{W}"),))

    def resolve(self, ctx: Effects) -> None:
        ctx.grant_keyword(ctx.source, Keyword.FIRST_STRIKE, Duration.END_OF_TURN)


MOORLAND_INQUISITOR = creature(
    "Moorland Inquisitor",
    "{1}{W}",
    2,
    2,
    ("Human", "Soldier"),
    abilities=(MoorlandInquisitorAbility,),
)


class ZealousStrikeSpell(SpellAbility):
    """Target creature gets +2/+2 and gains first strike until end of turn."""

    text = "Target creature gets +2/+2 and gains first strike until end of turn."
    targets = (TargetSpec(objects=ObjectFilter(card_types=(CardType.CREATURE,))),)

    def resolve(self, ctx: Effects) -> None:
        ctx.modify_power_toughness(ctx.target(0), 2, 2, Duration.END_OF_TURN)
        ctx.grant_keyword(ctx.target(0), Keyword.FIRST_STRIKE, Duration.END_OF_TURN)


ZEALOUS_STRIKE = instant("Zealous Strike", "{1}{W}", ZealousStrikeSpell)


class RighteousBlowSpell(SpellAbility):
    """Righteous Blow deals 2 damage to target attacking or blocking creature."""

    targets = (
        TargetSpec(
            objects=ObjectFilter(
                card_types=(CardType.CREATURE,),
                combat_states=(CombatState.ATTACKING, CombatState.BLOCKING),
            )
        ),
    )

    def resolve(self, ctx: Effects) -> None:
        ctx.deal_damage(ctx.source, ctx.target(0), 2)


RIGHTEOUS_BLOW = instant("Righteous Blow", "{W}", RighteousBlowSpell)


class FleetingDistractionSpell1(SpellAbility):
    """Target creature gets -1/-0 until end of turn."""

    targets = (TargetSpec(objects=ObjectFilter(card_types=(CardType.CREATURE,))),)

    def resolve(self, ctx: Effects) -> None:
        ctx.modify_power_toughness(ctx.target(0), -1, 0, Duration.END_OF_TURN)


class FleetingDistractionSpell2(SpellAbility):
    """Draw a card."""

    def resolve(self, ctx: Effects) -> None:
        ctx.draw_cards(ctx.controller, 1)


FLEETING_DISTRACTION = instant(
    "Fleeting Distraction", "{U}", FleetingDistractionSpell1, FleetingDistractionSpell2
)


class AlchemistsApprenticeAbility(ActivatedAbility):
    """Sacrifice Alchemist's Apprentice: Draw a card."""

    cost = Cost(items=(SacrificeSelf(),))

    def resolve(self, ctx: Effects) -> None:
        ctx.draw_cards(ctx.controller, 1)


ALCHEMISTS_APPRENTICE = creature(
    "Alchemist's Apprentice",
    "{1}{U}",
    1,
    1,
    ("Human", "Wizard"),
    abilities=(AlchemistsApprenticeAbility,),
)


class ScaldingDevilAbility(ActivatedAbility):
    """{2}{R}: Scalding Devil deals 1 damage to target player."""

    cost = Cost(items=(ManaCost("{2}{R}"),))
    targets = (TargetSpec(players=PlayerFilter()),)

    def resolve(self, ctx: Effects) -> None:
        ctx.deal_damage(ctx.source, ctx.target(0), 1)


SCALDING_DEVIL = creature(
    "Scalding Devil", "{1}{R}", 1, 1, ("Devil",), abilities=(ScaldingDevilAbility,)
)

ALL_SPELLS = [
    THRABEN_VALIANT,
    ANGELIC_WALL,
    NETTLE_SWINE,
    ANGELS_MERCY,
    CATHEDRAL_SANCTIFIER,
    GRYFF_VANGUARD,
    MOORLAND_INQUISITOR,
    ZEALOUS_STRIKE,
    RIGHTEOUS_BLOW,
    FLEETING_DISTRACTION,
    ALCHEMISTS_APPRENTICE,
    SCALDING_DEVIL,
]


def white_blue_deck() -> list[CardDefinition]:
    """40 cards: 9 Plains, 8 Islands, 23 white and blue spells."""
    return (
        [PLAINS] * 9
        + [ISLAND] * 8
        + [THRABEN_VALIANT] * 3
        + [ANGELIC_WALL] * 2
        + [ANGELS_MERCY] * 2
        + [CATHEDRAL_SANCTIFIER] * 3
        + [GRYFF_VANGUARD] * 2
        + [MOORLAND_INQUISITOR] * 3
        + [ZEALOUS_STRIKE] * 2
        + [RIGHTEOUS_BLOW] * 2
        + [FLEETING_DISTRACTION] * 2
        + [ALCHEMISTS_APPRENTICE] * 2
    )


def red_green_deck() -> list[CardDefinition]:
    """40 cards: 5 Mountains, 5 Forests, 7 Plains, 23 red, green and white spells."""
    return (
        [MOUNTAIN] * 5
        + [FOREST] * 5
        + [PLAINS] * 7
        + [NETTLE_SWINE] * 4
        + [SCALDING_DEVIL] * 4
        + [THRABEN_VALIANT] * 3
        + [MOORLAND_INQUISITOR] * 3
        + [RIGHTEOUS_BLOW] * 3
        + [ZEALOUS_STRIKE] * 2
        + [CATHEDRAL_SANCTIFIER] * 2
        + [ANGELS_MERCY] * 2
    )
