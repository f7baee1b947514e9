"""601.2i, 115.10: a cast trigger's spell conditions are the spell's, as for a target spell.

"Whenever you cast a spell that targets a player" triggers only for a spell cast with a
player among its targets, and "… the second spell cast this turn" only for that spell: the
filter's spell conditions hold wherever a filter is matched, not only when a spell is
targeted (they once held only there, and the trigger fired for every spell).
"""

from __future__ import annotations

import pytest
from ofuda.runtime import PlayerFilter, Scenario, TargetSpec
from support.kit import instant
from support.slice_cards import ISLAND
from support.compiled import card_from_text

AT_A_PLAYER = instant("Jab", "{U}", lambda ctx: None, TargetSpec(players=PlayerFilter()))
UNTARGETED = instant("Opt", "{U}", lambda ctx: None)

WATCHERS = {
    "a spell that targets a player": (
        "あなたがいずれかのプレイヤーを対象とする呪文を唱えるたび、あなたは１点のライフを得る。",
        "Whenever you cast a spell that targets a player, you gain 1 life.",
    ),
    "the second spell cast this turn": (
        "あなたがこのターンで２つ目に唱えられた呪文を唱えるたび、あなたは１点のライフを得る。",
        "Whenever you cast a spell that's the second spell cast this turn, you gain 1 life.",
    ),
}


def _watching(kind: str) -> Scenario:
    ja, en = WATCHERS[kind]
    watcher = card_from_text(
        f"name: 見張り / Watcher\ncost: {{1}}{{W}}\ntype: エンチャント / Enchantment\n"
        f"ja:\n  {ja}\nen:\n  {en}\n"
    )
    s = Scenario()
    s.battlefield("Alice", watcher, ISLAND, ISLAND)
    return s


def test_115_10_an_untargeted_spell_does_not_trigger_it() -> None:
    s = _watching("a spell that targets a player")
    s.hand("Alice", UNTARGETED)
    s.cast("Alice", "Opt")
    s.resolve()
    assert s.life("Alice") == 20


def test_115_10_a_spell_targeting_a_player_triggers_it() -> None:
    s = _watching("a spell that targets a player")
    s.hand("Alice", AT_A_PLAYER)
    s.cast("Alice", "Jab", "Bob")
    s.resolve()
    assert s.life("Alice") == 21


@pytest.mark.parametrize("spells, gained", [(1, 0), (2, 1)])
def test_601_2i_only_the_second_spell_cast_this_turn_triggers_it(spells: int, gained: int) -> None:
    s = _watching("the second spell cast this turn")
    s.hand("Alice", *([UNTARGETED] * spells))
    for _ in range(spells):
        s.cast("Alice", "Opt")
        s.resolve()
    assert s.life("Alice") == 20 + gained
