"""Real cards with 「各戦闘で、」 (2019–20): "attacks each combat if able" (508.1d) and "can block
an additional creature each combat" (509.1b), each language alone played as the card says."""

from __future__ import annotations

import pytest
from ofuda.runtime import Damage, Scenario, ScriptError, Step
from support.compiled import set_card


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_rubblebelt_recluse_attacks_though_no_attacker_is_declared(lang: str) -> None:
    """瓦礫帯の世捨て人 / Rubblebelt Recluse (M20): 「各戦闘で、瓦礫帯の世捨て人は可能なら攻撃
    する。」 — declaring no attackers still sends it in."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield(
        "Alice", set_card("m20", "Rubblebelt Recluse", lang), set_card("m19", "Walking Corpse")
    )
    s.attack()
    assert s.permanent("Rubblebelt Recluse").attacking is not None
    assert s.permanent("Walking Corpse").attacking is None


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_furor_of_the_bitten_pumps_and_makes_the_creature_attack(lang: str) -> None:
    """噛み傷への興奮 / Furor of the Bitten (M21): 「エンチャントしているクリーチャーは＋２/＋２の
    修整を受け、各戦闘で、可能なら攻撃する。」"""
    s = Scenario()
    s.battlefield("Alice", set_card("m19", "Walking Corpse"), set_card("m19", "Mountain"))
    s.hand("Alice", set_card("m21", "Furor of the Bitten", lang))
    s.cast("Alice", "Furor of the Bitten", "Walking Corpse")
    s.resolve()
    assert s.pt("Walking Corpse") == (4, 4)
    s.advance_to(Step.BEGINNING_OF_COMBAT)
    s.attack()
    assert s.permanent("Walking Corpse").attacking is not None


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_ghastbark_twins_blocks_two_attackers(lang: str) -> None:
    """恐吠の双子 / Ghastbark Twins (M19): 「各戦闘で、恐吠の双子は追加で１体のクリーチャーを
    ブロックできる。」 — it blocks two attackers and divides its damage (510.1d)."""
    corpse = set_card("m19", "Walking Corpse")
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", corpse, corpse)
    s.battlefield("Bob", set_card("m19", "Ghastbark Twins", lang))
    alice_corpses = [p for p in s.game.battlefield.objects if p.name == "Walking Corpse"]
    s.attack(*alice_corpses)
    s.block(*(("Ghastbark Twins", c) for c in alice_corpses))
    s.script("Bob", Damage(((alice_corpses[0], 3), (alice_corpses[1], 4))))
    s.advance_to(Step.END_OF_COMBAT)
    assert s.in_graveyard("Alice") == ["Walking Corpse", "Walking Corpse"]


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_pacifism_enchanted_creature_can_neither_attack_nor_block(lang: str) -> None:
    """平和な心 / Pacifism (M20): 「エンチャントしているクリーチャーでは攻撃もブロックもできない。」
    — on Alice's own creature, it is no longer a choice of attacker."""
    s = Scenario()
    s.battlefield("Alice", set_card("m19", "Walking Corpse"), *[set_card("m19", "Plains")] * 2)
    s.hand("Alice", set_card("m20", "Pacifism", lang))
    s.cast("Alice", "Pacifism", "Walking Corpse")
    s.resolve()
    s.advance_to(Step.BEGINNING_OF_COMBAT)
    with pytest.raises(ScriptError):
        s.attack("Walking Corpse")


def test_without_pacifism_the_same_creature_attacks() -> None:
    """The control of the test above: the same set-up without the Aura attacks."""
    s = Scenario()
    s.battlefield("Alice", set_card("m19", "Walking Corpse"), *[set_card("m19", "Plains")] * 2)
    s.advance_to(Step.BEGINNING_OF_COMBAT)
    s.attack("Walking Corpse")
    assert s.permanent("Walking Corpse").attacking is not None
