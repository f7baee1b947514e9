"""Tokens that are copies (707.2) on the corpus's cards, each language alone: Cackling Counterpart
(ISD, 2011 wording 「…のコピーであるトークンを１体戦場に出す」 / "Put a token onto the battlefield that's a
copy of target creature you control")."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario
from support.compiled import set_card


def _counterpart_on_bell_ringer(lang: str) -> Scenario:
    island = set_card("isd", "Island")
    s = Scenario()
    s.battlefield("Alice", island, island, island)
    s.battlefield("Alice", set_card("isd", "Village Bell-Ringer"), tapped=True)
    s.counters("Village Bell-Ringer", "+1/+1", 1)
    s.hand("Alice", set_card("isd", "Cackling Counterpart", lang))
    s.cast("Alice", "Cackling Counterpart", "Village Bell-Ringer")
    s.resolve()
    return s


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_cackling_counterpart_copies_the_printed_creature_not_its_counters(lang: str) -> None:
    """大笑いの写し身 / Cackling Counterpart (ISD): 「あなたがコントロールするクリーチャー１体を対象
    とし、それのコピーであるトークンを１体戦場に出す。」 — the token has the creature's copiable
    values (707.2): its name, its 1/4, its abilities; not its +1/+1 counter or its tapped status."""
    s = _counterpart_on_bell_ringer(lang)
    ringers = [p for p in s.game.battlefield.objects if p.name == "Village Bell-Ringer"]
    assert len(ringers) == 2
    (token,) = [p for p in ringers if p.is_token]
    (original,) = [p for p in ringers if not p.is_token]
    assert (token.chars.power, token.chars.toughness) == (1, 4) and not token.counters
    assert original.counters.get("+1/+1") == 1


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_cackling_counterpart_token_has_the_entering_ability(lang: str) -> None:
    """The copy's "When Village Bell-Ringer enters the battlefield, untap all creatures you
    control" is the token's own ability as it enters (707.2, 603.6a): the tapped original is
    untapped by the token's trigger."""
    s = _counterpart_on_bell_ringer(lang)
    assert all(not p.tapped for p in s.game.battlefield.objects if p.name == "Village Bell-Ringer")
    assert "Village Bell-Ringer's triggered ability" in s.log_text()


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_cackling_counterpart_does_nothing_if_the_creature_left(lang: str) -> None:
    """Its only target gone, the spell doesn't resolve (608.2b): no token."""
    island = set_card("isd", "Island")
    s = Scenario()
    s.battlefield("Alice", island, island, island, set_card("isd", "Village Bell-Ringer"))
    s.hand("Alice", set_card("isd", "Cackling Counterpart", lang))
    s.cast("Alice", "Cackling Counterpart", "Village Bell-Ringer")
    s.game.destroy(s.permanent("Village Bell-Ringer"))
    s.resolve()
    assert "Village Bell-Ringer" not in s.on_battlefield("Alice")
