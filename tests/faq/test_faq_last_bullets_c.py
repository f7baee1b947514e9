"""AVR FAQ card notes whose last bullets had no test of their own yet (issue 7): P101(5)
Sigarda, Host of Herons and the special action of 116.2d.

Each test is named ``test_faq_<ID>_<bullet>_…`` and quotes its bullet (seed 003, digest §2.5).
The cards are the real AVR cards compiled by ofuda; the card the note needs that is not an AVR
card (Volrath's Curse, under a test name) is written as card text in both languages and
compiled by ofuda too (tests/support/special_action_cards.py).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))
from ofuda.runtime import Choose, IgnoreEffect, Scenario, Step
from ofuda.runtime.engine.casting.spells import legal_actions
from ofuda.runtime.engine.combat.declarations import attack_candidates
from ofuda.runtime.engine.layers.rules import CANT_BE_MADE_TO_SACRIFICE
from support.compiled import card
from support.special_action_cards import CURSE


def _cursed(sacrifice: bool) -> Scenario:
    """Alice's main phase: she controls Sigarda, Nettle Swine and a Plains; Bob's Test Curse
    (Volrath's Curse) enchants Nettle Swine. With ``sacrifice``, Alice
    takes the special action, sacrificing the Plains."""
    s = Scenario(active="Alice")
    s.battlefield("Alice", card("Sigarda, Host of Herons"), card("Nettle Swine"), card("Plains"))
    s.library("Alice", *[card("Plains")] * 3)
    s.library("Bob", *[card("Island")] * 3)
    curse = s.battlefield("Bob", CURSE)[0]
    s.attach(curse, s.permanent("Nettle Swine"))
    if sacrifice:
        s.script("Alice", Choose(("Plains",)))
        s.ignore_effect("Alice", curse)
    return s


def _can_attack(s: Scenario, name: str) -> bool:
    return any(p.name == name for p in attack_candidates(s.game, s.player("Alice")))


def test_faq_P101_5_sigarda_special_action_sacrifice_is_not_caused_by_an_opponent() -> None:
    """P101(5) 鷺群れのシガルダ / Sigarda, Host of Herons: "You may sacrifice as a special action
    allowed by an opponent's permanent (e.g. Damping Engine, Volrath's Curse). Special actions
    are controlled by no one." — Bob's Test Curse (Volrath's Curse under a test name: "Enchanted
    creature can't attack or block, and its activated abilities can't be activated. That
    creature's controller may sacrifice a permanent for that player to ignore this effect until
    end of turn.") enchants Alice's Nettle Swine; Alice
    controls Sigarda, so Bob's spells and abilities can't make her sacrifice, yet she takes the
    special action (116.2d) and sacrifices a Plains: no spell or ability causes it. Nettle
    Swine then attacks this turn; without the sacrifice it can't; and in Alice's next turn the
    effect applies again (it was ignored until end of turn, 514.2)."""
    s = _cursed(sacrifice=True)
    assert s.game.has_player_rule(s.player("Alice"), CANT_BE_MADE_TO_SACRIFICE)  # Sigarda
    assert s.in_graveyard("Alice") == ["Plains"]
    assert _can_attack(s, "Nettle Swine")
    s.attack("Nettle Swine")
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 20 - 4

    contrast = _cursed(sacrifice=False)
    assert not _can_attack(contrast, "Nettle Swine")
    assert _can_attack(contrast, "Sigarda, Host of Herons")
    assert "Plains" in contrast.on_battlefield("Alice")

    s.advance_to(Step.UPKEEP, new_turn=True)  # Bob's turn
    s.advance_to(Step.UPKEEP, new_turn=True)  # Alice's next turn
    s.advance_to(Step.PRECOMBAT_MAIN)
    assert s.game.active is s.player("Alice")
    assert not _can_attack(s, "Nettle Swine")
    # … and the special action is offered again (nothing left to sacrifice but Sigarda and
    # Nettle Swine, and the land drawn)
    offered = [a for a in legal_actions(s.game, s.player("Alice")) if isinstance(a, IgnoreEffect)]
    assert [a.source.name for a in offered] == ["Test Curse"]
