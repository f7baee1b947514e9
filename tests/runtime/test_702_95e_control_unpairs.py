"""702.95e: "A paired creature becomes unpaired if … another player gains control of it or
the creature it's paired with". Found by a peer's suite (XMage's SoulbondKeywordTest): when
one effect gave another player both creatures at once, they stayed paired, because the
engine only checked that the two had the same controller."""

from __future__ import annotations

from ofuda.runtime import (
    AddPowerToughness,
    CardType,
    Duration,
    IsPaired,
    Keyword,
    ObjectFilter,
    PairedCreatures,
    Scenario,
    TargetSpec,
)
from support.kit import creature, instant, static
from support.slice_cards import MOUNTAIN

TARGET = TargetSpec(objects=ObjectFilter(card_types=(CardType.CREATURE,)))
BEAR = creature("Bear", "{1}{G}", 2, 2, "Bear")
FAMILIAR = creature(
    "Familiar",
    "{3}{G}",
    2,
    2,
    "Bear",
    keywords=(Keyword.SOULBOND,),
    abilities=(static(AddPowerToughness(PairedCreatures(), 2, 2), condition=IsPaired()),),
)


def _paired() -> Scenario:
    s = Scenario()
    s.battlefield("Alice", FAMILIAR, BEAR)
    s.battlefield("Bob", MOUNTAIN, MOUNTAIN)
    s.pair("Familiar", "Bear")
    assert s.pt("Bear") == (4, 4)
    return s


def test_702_95e_another_player_gaining_both_at_once_unpairs_them() -> None:
    s = _paired()
    both = instant(
        "Steal Both",
        "{R}",
        lambda ctx: ctx.gain_control(
            ctx.controller, [ctx.target(0), ctx.target(1)], Duration.END_OF_TURN
        ),
        TARGET,
        TARGET,
    )
    s.hand("Bob", both)
    s.cast("Bob", "Steal Both", "Familiar", "Bear")
    s.resolve()
    familiar, bear = s.permanent("Familiar"), s.permanent("Bear")
    assert familiar.controller.name == "Bob" and bear.controller.name == "Bob"
    assert familiar.paired_with is None and bear.paired_with is None
    assert s.pt("Bear") == (2, 2) and s.pt("Familiar") == (2, 2)
    assert "are no longer paired" in s.log_text()


def test_702_95e_gaining_the_partner_alone_unpairs_both() -> None:
    s = _paired()
    one = instant(
        "Steal",
        "{R}",
        lambda ctx: ctx.gain_control(ctx.controller, ctx.target(0), Duration.END_OF_TURN),
        TARGET,
    )
    s.hand("Bob", one)
    s.cast("Bob", "Steal", "Familiar")
    s.resolve()
    assert s.permanent("Familiar").paired_with is None and s.permanent("Bear").paired_with is None
    assert s.pt("Bear") == (2, 2)


def test_702_95e_the_pair_stays_broken_when_control_returns() -> None:
    s = _paired()
    both = instant(
        "Borrow",
        "{R}",
        lambda ctx: ctx.gain_control(
            ctx.controller, [ctx.target(0), ctx.target(1)], Duration.END_OF_TURN
        ),
        TARGET,
        TARGET,
    )
    s.hand("Bob", both)
    s.cast("Bob", "Borrow", "Familiar", "Bear")
    s.resolve()
    from ofuda.runtime import Step

    s.advance_to(Step.CLEANUP)  # "until end of turn" ends (514.2): Alice controls both again
    assert s.permanent("Bear").controller.name == "Alice"
    assert s.permanent("Familiar").paired_with is None  # 702.95e: unpaired for good
