"""AVR FAQ card notes arrived with the cards compiled last (merged from main) whose bullets had
no test of their own yet (issue 7): P44 Divine Deflection, P63 Gisela, Blade of Goldnight.

Each test is named ``test_faq_<ID>_<bullet>_…`` and quotes its bullet (seed 003, digest §2.5).
The cards are the real AVR cards compiled by ofuda.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))
from ofuda.runtime import ChooseX, Scenario, ScriptedAgent, Step
from support.compiled import card


def _deflection(target: str, x: int) -> Scenario:
    """Bob's turn, beginning of combat: Alice has cast Divine Deflection (X) on ``target``."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT, active="Bob")
    s.battlefield("Alice", *[card("Plains")] * (x + 1), card("Elgaud Shieldmate"))
    s.battlefield("Bob", card("Nettle Swine"), card("Thraben Valiant"))
    s.hand("Alice", card("Divine Deflection"))
    s.script("Alice", ChooseX(x))
    s.cast("Alice", "Divine Deflection", target)
    s.resolve()
    return s


def test_faq_P44_1_divine_deflection_its_target_is_chosen_as_it_is_cast() -> None:
    """P44(1) 神聖なる反撃 / Divine Deflection: its only target is the creature or player it
    will deal damage to, chosen as you cast it, not when damage is prevented — the 2 damage
    prevented from Nettle Swine later goes to Thraben Valiant, chosen at casting, with no
    further choice."""
    s = _deflection("Thraben Valiant", 2)
    s.attack("Nettle Swine")
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Alice") == 20 - 2
    assert "Thraben Valiant" in s.in_graveyard("Bob")


def test_faq_P44_3_divine_deflection_prevents_damage_to_your_creatures() -> None:
    """P44(3) 神聖なる反撃 / Divine Deflection: it can prevent damage dealt to you, to creatures
    you control (and planeswalkers you control) — Elgaud Shieldmate blocks Nettle Swine: 2 of
    the 4 damage to it is prevented, it survives, and Bob is dealt 2."""
    s = _deflection("Bob", 2)
    s.attack("Nettle Swine")
    s.block(("Elgaud Shieldmate", "Nettle Swine"))
    s.advance_to(Step.END_OF_COMBAT)
    assert s.permanent("Elgaud Shieldmate").damage == 2
    assert s.life("Bob") == 18
    assert s.life("Alice") == 20


def test_faq_P44_8_divine_deflection_target_legality_is_not_rechecked_later() -> None:
    """P44(8) 神聖なる反撃 / Divine Deflection: target legality is **not** rechecked after it
    resolves — its target, Nettle Swine, gains hexproof afterwards (paired with Bob's Elgaud
    Shieldmate) and is still dealt the damage."""
    s = _deflection("Nettle Swine", 2)
    s.battlefield("Bob", card("Elgaud Shieldmate"))
    s.pair(s.permanent("Elgaud Shieldmate", "Bob"), "Nettle Swine")
    assert s.has_keyword("Nettle Swine", "hexproof")
    s.attack("Thraben Valiant")
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Alice") == 20
    assert s.permanent("Nettle Swine").damage == 2


def test_faq_P63_3_gisela_trample_damage_is_assigned_first_then_doubled() -> None:
    """P63(3) 黄金夜の刃、ギセラ / Gisela, Blade of Goldnight: damage split among several
    opponent-side recipients is assigned first and then each amount doubled — Soul of the
    Harvest (6/6 trample) blocked by Elgaud Shieldmate (toughness 3) assigns 3 and 3, dealt as
    6 and 6; not doubled to 12 first and then assigned 3 and 9."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Gisela, Blade of Goldnight"), card("Soul of the Harvest"))
    s.battlefield("Bob", card("Elgaud Shieldmate"))
    s.attack("Soul of the Harvest")
    s.block(("Elgaud Shieldmate", "Soul of the Harvest"))
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 20 - 6
    assert "Elgaud Shieldmate" in s.in_graveyard("Bob")


class _PreventFrom(ScriptedAgent):
    """Divides a prevention shield: all of it to the damage from the source named ``source``."""

    def __init__(self, name: str, source: str) -> None:
        super().__init__(name=name)
        self.source = source

    def divide(self, game: object, player: object, request: object) -> dict[object, int]:
        events = request.recipients  # type: ignore[attr-defined]
        return {e: (request.amount if e.source.name == self.source else 0) for e in events}  # type: ignore[attr-defined]


def test_faq_P44_4_divine_deflection_you_choose_which_sources_damage_to_prevent() -> None:
    """P44(4) 神聖なる反撃 / Divine Deflection: it can prevent damage from several sources
    dealt at the same time (combat); if X isn't enough for all of it, you choose which
    sources' damage to prevent (615.7) — Seraph of Dawn (lifelink) and Nettle Swine attack
    Alice, X = 2: preventing the Seraph's 2 leaves Bob without its life gain; preventing 2 of
    the Swine's lets the Seraph's lifelink gain him 2."""
    for source, bob_life in (("Seraph of Dawn", 20 - 2), ("Nettle Swine", 20 - 2 + 2)):
        s = Scenario(step=Step.BEGINNING_OF_COMBAT, active="Bob")
        s.battlefield("Alice", *[card("Plains")] * 3)
        s.battlefield("Bob", card("Seraph of Dawn"), card("Nettle Swine"))
        s.hand("Alice", card("Divine Deflection"))
        s.script("Alice", ChooseX(2))
        s.cast("Alice", "Divine Deflection", "Bob")
        s.resolve()
        s.use_agent("Alice", _PreventFrom("Alice", source))
        s.attack("Seraph of Dawn", "Nettle Swine")
        s.advance_to(Step.END_OF_COMBAT)
        assert s.life("Alice") == 20 - 4
        assert s.life("Bob") == bob_life


class _PreventTo(ScriptedAgent):
    """Divides a prevention shield by recipient: ``shares`` maps a recipient's name to an amount."""

    def __init__(self, name: str, shares: dict[str, int]) -> None:
        super().__init__(name=name)
        self.shares = shares

    def divide(self, game: object, player: object, request: object) -> dict[object, int]:
        events = request.recipients  # type: ignore[attr-defined]
        return {e: self.shares.get(e.recipient.name, 0) for e in events}


def test_faq_P44_5_divine_deflection_you_split_the_prevention_among_you_and_yours() -> None:
    """P44(5) 神聖なる反撃 / Divine Deflection: if damage is dealt at the same time to you and at
    least one of your permanents and X isn't enough, you choose which damage to prevent, as it
    would be dealt. Example: 3 damage each to you and a creature, 3 to prevent: prevent 2 to
    you and 1 to the creature (Bob's Bonfire of the Damned, X = 3): Elgaud Shieldmate survives
    with 2 damage; preventing all 3 to Alice instead lets it die."""
    for shares, alice_life, survives in (
        ({"Alice": 2, "Elgaud Shieldmate": 1}, 19, True),
        ({"Alice": 3}, 20, False),
    ):
        s = Scenario(active="Bob")
        s.battlefield("Alice", *[card("Plains")] * 4, card("Elgaud Shieldmate"))
        s.battlefield("Bob", *[card("Mountain")] * 7)
        s.hand("Alice", card("Divine Deflection"))
        s.hand("Bob", card("Bonfire of the Damned"))
        s.script("Alice", ChooseX(3))
        s.cast("Alice", "Divine Deflection", "Bob")
        s.resolve()
        s.use_agent("Alice", _PreventTo("Alice", shares))
        s.cast("Bob", "Bonfire of the Damned", "Alice", x=3)
        s.resolve()
        assert s.life("Alice") == alice_life
        assert s.life("Bob") == 20 - 3
        assert ("Elgaud Shieldmate" in s.on_battlefield("Alice")) is survives
