"""AVR FAQ bullets that were the last ones without a test of their own (issue 7): P40(2)
Descendants' Path (X is 0 when cast without paying the mana cost) and P75(8) Infinite
Reflection (a Clone entering under it).

Each test is named ``test_faq_<ID>_<bullet>_…`` and quotes its bullet (seed 003, digest §2.5).
The cards the notes need that are not AVR cards are written here as card-file text in both
languages and compiled by ofuda (``card_from_text``): a creature with {X} in its mana cost that
enters with X +1/+1 counters (107.3m), and Clone (M12, 《クローン》).
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))
from ofuda.runtime import May, Scenario, ScriptedAgent, Step
from support.compiled import card, card_from_text

# A Human (it shares a creature type with Thraben Valiant, so Descendants' Path may cast it),
# modelled on the X creatures of the time (Protean Hydra: 「変身するハイドラは、X個の+1/+1カウンタ
# ーが置かれた状態で戦場に出る。」); a 1/1 base so that it survives with X = 0 and the counters
# can be counted.
LEVY = card_from_text(
    "name: 試作の徴集兵 / Test Levy\ncost: {X}{G}\n"
    "type: クリーチャー — 人間・兵士 / Creature — Human Soldier\npt: 1/1\n"
    "ja:\n  試作の徴集兵は、X個の+1/+1カウンターが置かれた状態で戦場に出る。\n"
    "en:\n  Test Levy enters the battlefield with X +1/+1 counters on it.\n"
)

# Clone (M12): 「あなたは、クローンが戦場に出ているクリーチャー１体のコピーとして戦場に出ることを選ん
# でもよい。」 / "You may have Clone enter the battlefield as a copy of any creature on the
# battlefield."
CLONE = card_from_text(
    "name: クローン / Clone\ncost: {3}{U}\n"
    "type: クリーチャー — 多相の戦士 / Creature — Shapeshifter\npt: 0/0\n"
    "ja:\n  あなたは、クローンが戦場に出ているクリーチャー1体のコピーとして戦場に出ることを選んでもよい。\n"
    "en:\n  You may have Clone enter the battlefield as a copy of any creature on the battlefield.\n"
)


# --- P40(2) Descendants' Path ------------------------------------------------------------------


def test_faq_P40_2_descendants_path_casts_an_x_creature_with_x_0() -> None:
    """P40(2) 末裔の道 / Descendants' Path: "If the card has {X} in its mana cost, X is 0."
    (「そのカードのマナ・コストに{X}が含まれる場合、Xは0である。」 — 107.3b, 601.2b: cast without
    paying its mana cost, X is 0.) Test Levy ("enters the battlefield with X +1/+1 counters on
    it"; 107.3m: its X is the X of the spell that became it) enters with no counter, a 1/1."""
    s = Scenario(step=Step.UNTAP)
    s.battlefield("Alice", card("Descendants' Path"), card("Thraben Valiant"))
    s.library("Alice", LEVY)
    s.script("Alice", May(True))
    s.advance_to(Step.UPKEEP)
    s.resolve()
    levy = s.permanent("Test Levy")
    assert levy.counters.get("+1/+1", 0) == 0
    assert levy.power_toughness == (1, 1)


def test_faq_P40_2_contrast_cast_normally_x_2_gives_two_counters() -> None:
    """P40(2) contrast: cast from hand paying {X}{G} with X = 2, Test Levy enters with two +1/+1
    counters (107.3m), a 3/3 — so the counters of the free cast above are X's, and X was 0."""
    s = Scenario()
    s.battlefield("Alice", card("Forest"), card("Forest"), card("Forest"))
    s.hand("Alice", LEVY)
    s.cast("Alice", "Test Levy", x=2)
    s.resolve()
    levy = s.permanent("Test Levy")
    assert levy.counters.get("+1/+1", 0) == 2
    assert levy.power_toughness == (3, 3)


# --- P75(8) Infinite Reflection and Clone ------------------------------------------------------


class _CopyOrder(ScriptedAgent):
    """Alice's choices as Clone enters: which copy effect applies first (616.1: the affected
    object's controller chooses), and the creature Clone copies (``model``); it remembers what
    it was offered."""

    def __init__(self, name: str, first: str, model: str) -> None:
        super().__init__(name=name)
        self.first = first
        self.model = model
        self.orders: list[list[str]] = []
        self.copy_choices: list[list[str]] = []

    def choose_replacement(
        self, game: object, player: object, event: object, options: Sequence[Any]
    ) -> Any:
        self.orders.append(sorted(o.source.name for o in options))
        chosen = [o for o in options if o.source.name == self.first]
        return chosen[0] if chosen else options[0]

    def choose_cards(
        self, game: Any, player: Any, cards: Sequence[Any], minimum: int, maximum: int, reason: str
    ) -> Sequence[Any]:
        if "as a copy of" not in reason:
            return super().choose_cards(game, player, cards, minimum, maximum, reason)
        self.copy_choices.append([c.name for c in cards])
        return [c for c in cards if c.name == self.model][:1]


def _clone_scenario(reflection: bool, agent: ScriptedAgent) -> Scenario:
    """Bob controls Vorstclaw (7/7) and Nettle Swine (4/3); Alice's Infinite Reflection (if any)
    enchants Vorstclaw; Alice casts Clone."""
    s = Scenario()
    s.battlefield("Bob", card("Vorstclaw"), card("Nettle Swine"))
    if reflection:
        (aura,) = s.battlefield("Alice", card("Infinite Reflection"))
        s.attach(aura, s.permanent("Vorstclaw"))
    s.battlefield("Alice", *[card("Island")] * 4)
    s.hand("Alice", CLONE)
    s.cast("Alice", "Clone")
    s.use_agent("Alice", agent)
    s.resolve()
    return s


def _alices_creatures(s: Scenario) -> list[str]:
    return [n for n in s.on_battlefield("Alice") if n not in ("Island", "Infinite Reflection")]


def test_faq_P75_8_clone_copy_applied_first_still_ends_as_the_enchanted_creature() -> None:
    """P75(8) 無限反射 / Infinite Reflection: "If a creature like Clone enters under your
    control, both copy effects (Clone's and Infinite Reflection's) apply. In whichever order
    they are applied, the creature ends up a copy of the enchanted creature."
    (「《クローン》などのクリーチャーがあなたのコントロール下で戦場に出た場合、…これらの効果を
    適用する順序にかかわらず、そのクリーチャーは戦場に出たときにエンチャントされているクリーチャー
    のコピーになる。」) Order 1 (616.1c, Alice chooses): Clone's copy effect first — she chooses
    Nettle Swine — then Infinite Reflection's still applies (Clone as a Nettle Swine is a nontoken
    creature she controls) and the last applied decides: a Vorstclaw."""
    agent = _CopyOrder("Alice", first="Clone", model="Nettle Swine")
    s = _clone_scenario(True, agent)
    assert agent.orders[0] == ["Clone", "Infinite Reflection"]  # both applied: her choice
    assert agent.copy_choices and "Nettle Swine" in agent.copy_choices[0]
    assert _alices_creatures(s) == ["Vorstclaw"]
    assert s.pt("Vorstclaw", "Alice") == (7, 7)


def test_faq_P75_8_reflection_copy_applied_first_clone_copies_nothing_more() -> None:
    """P75(8) Infinite Reflection: "In whichever order they are applied, the creature ends up a
    copy of the enchanted creature." Order 2: Infinite Reflection's copy effect first — Clone
    would now enter as a Vorstclaw, which hasn't Clone's ability, so Clone's own copy effect no
    longer applies (614.12: the replacement effects of the object as it would exist) and no
    choice of a creature is offered: a Vorstclaw."""
    agent = _CopyOrder("Alice", first="Infinite Reflection", model="Nettle Swine")
    s = _clone_scenario(True, agent)
    assert agent.orders[0] == ["Clone", "Infinite Reflection"]
    assert agent.copy_choices == []
    assert _alices_creatures(s) == ["Vorstclaw"]


def test_faq_P75_8_contrast_clone_without_reflection_copies_the_chosen_creature() -> None:
    """P75(8) contrast: without Infinite Reflection, Clone enters as a copy of the creature
    Alice chooses (707.9) — Nettle Swine, 4/3 — so the two tests above show the Reflection's
    effect, not Clone's, deciding."""
    agent = _CopyOrder("Alice", first="Clone", model="Nettle Swine")
    s = _clone_scenario(False, agent)
    assert agent.orders == []  # one copy effect: no order to choose
    assert _alices_creatures(s) == ["Nettle Swine"]
    assert s.pt("Nettle Swine", "Alice") == (4, 3)
