"""702.136a riot: "You may have this permanent enter the battlefield with an additional +1/+1
counter on it. If you don't, it gains haste." — a replacement effect of its own entering
(614.1c), chosen by the player it enters under; the haste lasts for as long as it is on the
battlefield. The creature is compiled by ofuda from its text in both languages."""

from __future__ import annotations

import pytest
from ofuda.runtime import Keyword, Scenario, ScriptError, Step
from ofuda.runtime.agents.scripted import Option
from ofuda.runtime.engine.keywords.riot import RIOT_COUNTER, RIOT_HASTE
from ofuda.runtime.engine.objects.game_objects import PLUS_ONE
from support.compiled import card, card_from_text
from support.kit import creature
from support.texts import bilingual_card

JA = (
    "暴動（このクリーチャーは＋１/＋１カウンター１個か速攻のうち、あなたが選んだ１つを持った状態で"
    "戦場に出る。）"
)
EN = "Riot (This creature enters the battlefield with your choice of a +1/+1 counter or haste.)"
GOBLIN = card_from_text(
    "name: 暴れるゴブリン / Rioting Goblin\ncost: {R}\n"
    "type: クリーチャー — ゴブリン / Creature — Goblin\n"
    f"pt: 2/2\nja:\n  {JA}\nen:\n  {EN}\n"
)


def _cast_goblin(choice: object) -> Scenario:
    s = Scenario()
    s.battlefield("Alice", card("Mountain"))
    s.hand("Alice", GOBLIN)
    s.script("Alice", Option(choice))
    s.cast("Alice", "Rioting Goblin")
    s.resolve()
    return s


def test_702_136_riot_compiles_alike_in_both_languages() -> None:
    for ja, en in (("暴動", "Riot"), (JA, EN)):
        goblin = bilingual_card(ja, en, "クリーチャー — ゴブリン / Creature — Goblin", "2/2")
        assert [a.keyword for a in goblin.abilities] == [Keyword.RIOT]


def test_702_136a_it_enters_with_a_counter_if_you_choose_so() -> None:
    s = _cast_goblin(RIOT_COUNTER)
    goblin = s.permanent("Rioting Goblin")
    assert goblin.counter_count(PLUS_ONE) == 1
    assert s.pt("Rioting Goblin") == (3, 3)
    assert not s.has_keyword("Rioting Goblin", Keyword.HASTE)


def test_702_136a_else_it_gains_haste_and_attacks_at_once() -> None:
    s = _cast_goblin(RIOT_HASTE)
    assert s.permanent("Rioting Goblin").counter_count(PLUS_ONE) == 0
    assert s.pt("Rioting Goblin") == (2, 2)
    assert s.has_keyword("Rioting Goblin", Keyword.HASTE)
    s.attack("Rioting Goblin")  # 302.6: haste lets it attack the turn it came under control
    assert s.permanent("Rioting Goblin").attacking is not None


def test_702_136a_the_haste_outlasts_the_turn() -> None:
    """The haste has no duration but the permanent's stay (it isn't "until end of turn")."""
    s = _cast_goblin(RIOT_HASTE)
    s.advance_to(Step.UPKEEP, new_turn=True)
    assert s.has_keyword("Rioting Goblin", Keyword.HASTE)


def test_702_136a_a_creature_without_riot_enters_as_it_is() -> None:
    s = Scenario()
    s.battlefield("Alice", card("Mountain"))
    s.hand("Alice", creature("Plain Goblin", "{R}", 2, 2, "Goblin"))
    s.cast("Alice", "Plain Goblin")
    s.resolve()
    assert s.pt("Plain Goblin") == (2, 2)
    assert not s.has_keyword("Plain Goblin", Keyword.HASTE)
    with pytest.raises(ScriptError):  # 302.6: no haste, no attack the turn it came
        s.attack("Plain Goblin")
