"""122.1 on real cards, each language alone: objects "with a +1/+1 counter on it" /
「＋１/＋１カウンターが置かれている」, as a selector of a static ability (Pridemalkin), as a
target (Tempered Veteran), and as a condition on the permanent itself (611.3b: Sigiled
Contender); and 611.3a "each Werewolf you control" as a static ability's group (Terror of
Kruin Pass)."""

from __future__ import annotations

import pytest
from ofuda.runtime import IllegalActionError, Keyword, RulesError, Scenario, ScriptError, Step
from ofuda.runtime.engine import faces
from support.compiled import card, set_card
from support.kit import creature

LANGS = ("ja", "en")
BEAR = creature("Bear", "{1}{G}", 2, 2, "Bear")
WOLF = creature("Wolf", "{1}{G}", 2, 2, "Wolf")
HOWLER = creature("Howler", "{1}{R}", 2, 2, "Werewolf")


@pytest.mark.parametrize("lang", LANGS)
def test_sigiled_contender_has_lifelink_only_with_a_counter(lang: str) -> None:
    """印章持ちの挑戦者 / Sigiled Contender: "has lifelink as long as it has a +1/+1 counter on
    it" — not without one, at once with one, and no more once it is removed (611.3b)."""
    s = Scenario()
    contender = s.battlefield("Alice", set_card("m21", "Sigiled Contender", lang))[0]
    assert not s.has_keyword("Sigiled Contender", Keyword.LIFELINK)
    s.counters("Sigiled Contender", "+1/+1", 1)
    assert s.has_keyword("Sigiled Contender", Keyword.LIFELINK)
    assert s.pt("Sigiled Contender") == (4, 4)
    contender.counters["+1/+1"] = 0
    s.game.touch()
    assert not s.has_keyword("Sigiled Contender", Keyword.LIFELINK)


@pytest.mark.parametrize("lang", LANGS)
def test_sigiled_contender_is_not_helped_by_a_minus_counter(lang: str) -> None:
    """A -1/-1 counter is not a +1/+1 counter (122.1)."""
    s = Scenario()
    s.battlefield("Alice", set_card("m21", "Sigiled Contender", lang))
    s.counters("Sigiled Contender", "-1/-1", 1)
    assert not s.has_keyword("Sigiled Contender", Keyword.LIFELINK)


@pytest.mark.parametrize("lang", LANGS)
def test_pridemalkin_gives_trample_to_its_controllers_creatures_with_counters(lang: str) -> None:
    """Pridemalkin: "Each creature you control with a +1/+1 counter on it has trample" — the
    Bear with a counter has it, the Wolf without one doesn't, nor the opponent's creature with
    a counter; and (Gatherer ruling) Pridemalkin itself has it once it has a counter."""
    s = Scenario()
    s.battlefield("Alice", set_card("m21", "Pridemalkin", lang), BEAR, WOLF)
    opposing = s.battlefield("Bob", creature("Boar", "{G}", 3, 3, "Boar"))[0]
    s.counters("Bear", "+1/+1", 1)
    s.counters(opposing, "+1/+1", 1)
    assert s.has_keyword("Bear", Keyword.TRAMPLE)
    assert not s.has_keyword("Wolf", Keyword.TRAMPLE)
    assert not s.has_keyword("Boar", Keyword.TRAMPLE)
    assert not s.has_keyword("Pridemalkin", Keyword.TRAMPLE)
    s.counters("Pridemalkin", "+1/+1", 1)
    assert s.has_keyword("Pridemalkin", Keyword.TRAMPLE)


@pytest.mark.parametrize("lang", LANGS)
def test_tempered_veteran_targets_only_a_creature_with_a_counter(lang: str) -> None:
    """歴戦の古参兵 / Tempered Veteran: "{W}, {T}: Put a +1/+1 counter on target creature with a
    +1/+1 counter on it." — a creature without one is not a legal target; one with a counter
    gets another."""
    s = Scenario()
    s.battlefield("Alice", set_card("m21", "Tempered Veteran", lang), card("Plains"), BEAR)
    with pytest.raises((IllegalActionError, RulesError, ScriptError)):
        s.activate("Alice", "Tempered Veteran", "Bear")
    s = Scenario()
    s.battlefield("Alice", set_card("m21", "Tempered Veteran", lang), card("Plains"), BEAR)
    s.counters("Bear", "+1/+1", 1)
    s.activate("Alice", "Tempered Veteran", "Bear")
    s.resolve()
    assert s.permanent("Bear").counters.get("+1/+1") == 2
    assert s.pt("Bear") == (4, 4)


def _terror_attacks(lang: str, attacker: str) -> Scenario:
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    outlaw = s.battlefield("Alice", set_card("isd", "Kruin Outlaw", lang), HOWLER, WOLF)[0]
    assert faces.transform(s.game, outlaw)
    s.battlefield("Bob", BEAR, creature("Boar", "{G}", 3, 3, "Boar"))
    s.attack(attacker)
    return s


@pytest.mark.parametrize("lang", LANGS)
def test_terror_of_kruin_pass_each_werewolf_needs_two_blockers(lang: str) -> None:
    """クルーイン峡の恐怖 / Terror of Kruin Pass: "Each Werewolf you control can't be blocked
    except by two or more creatures" — another Werewolf of its controller can't be blocked by
    one creature, by two it can (509.1b); the Wolf (not a Werewolf) can be blocked by one."""
    s = _terror_attacks(lang, "Howler")
    with pytest.raises(IllegalActionError, match="2 or more"):
        s.block(("Bear", "Howler"))
    s = _terror_attacks(lang, "Howler")
    s.block(("Bear", "Howler"), ("Boar", "Howler"))
    assert len(s.permanent("Howler").blockers) == 2
    s = _terror_attacks(lang, "Wolf")
    s.block(("Bear", "Wolf"))
    assert s.permanent("Wolf").blocked
