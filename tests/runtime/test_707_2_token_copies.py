"""707.2: a token created as a copy of an object — ``ctx.create_token_copies``.

The token gets the object's copiable values: its printed values as modified by copy effects
(707.2), not its counters, tapped status or other effects (707.2: those aren't copiable). Once the
object has left the battlefield, the values are those it last had there (608.2h); a card in a
graveyard has its printed values.
"""

from __future__ import annotations

from ofuda.runtime import Dies, Duration, Scenario
from ofuda.runtime.engine.layers.layer_effects import copiable_values, copy_effect
from support.kit import creature, instant, triggered


def _copier(name: str, pick: object) -> object:
    """An instant: create a token that's a copy of what ``pick(ctx)`` selects."""
    return instant(name, None, lambda ctx: ctx.create_token_copies(ctx.controller, pick(ctx), 1))  # type: ignore[operator]


def _tokens(s: Scenario, name: str) -> list[object]:
    return [p for p in s.game.battlefield.objects if p.name == name and p.is_token]


def test_707_2_counters_status_and_other_effects_are_not_copied() -> None:
    s = Scenario()
    s.battlefield("Alice", creature("Bear", "{1}{G}", 2, 2, "Bear"), tapped=True)
    s.counters("Bear", "+1/+1", 2)
    bear = s.permanent("Bear")
    s.hand("Alice", instant("Growth", None, lambda ctx: ctx.modify_power_toughness(bear, 3, 3, Duration.END_OF_TURN)))
    s.cast("Alice", "Growth")
    s.resolve()
    s.hand("Alice", _copier("Mirror", lambda ctx: bear))
    s.cast("Alice", "Mirror")
    s.resolve()
    (token,) = _tokens(s, "Bear")
    assert (bear.chars.power, bear.chars.toughness) == (7, 7)  # 2/2, two counters, +3/+3
    assert (token.chars.power, token.chars.toughness) == (2, 2)  # type: ignore[attr-defined]
    assert not token.counters and not token.tapped  # type: ignore[attr-defined]
    assert token.chars.subtypes == frozenset({"Bear"})  # type: ignore[attr-defined]


def test_707_2_copy_effects_are_copied() -> None:
    """A creature that is a copy of another (layer 1): the token copies what it copies."""
    s = Scenario()
    s.battlefield("Alice", creature("Bear", "{1}{G}", 2, 2, "Bear"), creature("Shapeshifter", "{U}", 0, 1))
    copy_effect(s.game, s.permanent("Shapeshifter"), copiable_values(s.permanent("Bear")), Duration.PERMANENT)
    s.game.touch()
    shifter = next(p for p in s.game.battlefield.objects if p.card.name == "Shapeshifter")
    s.hand("Alice", _copier("Mirror", lambda ctx: shifter))
    s.cast("Alice", "Mirror")
    s.resolve()
    (token,) = [p for p in s.game.battlefield.objects if p.is_token]
    assert token.name == "Bear" and (token.chars.power, token.chars.toughness) == (2, 2)


def test_608_2h_a_creature_that_left_is_copied_as_it_last_existed() -> None:
    """A Shapeshifter that is a copy of a Bear with "When this creature dies, create a token
    that's a copy of it" dies: the token copies the Bear it was (its copiable values as it last
    existed), though the copy effect ended as it left, not the Shapeshifter card."""
    echo = triggered(Dies(), lambda ctx: ctx.create_token_copies(ctx.controller, ctx.source, 1))
    s = Scenario()
    s.battlefield("Alice", creature("Bear", "{1}{G}", 2, 2, "Bear", abilities=(echo,)))
    s.battlefield("Alice", creature("Shapeshifter", "{U}", 0, 1))
    shifter = next(p for p in s.game.battlefield.objects if p.card.name == "Shapeshifter")
    copy_effect(s.game, shifter, copiable_values(s.permanent("Bear")), Duration.PERMANENT)
    s.game.touch()
    s.game.destroy(shifter)
    s.resolve()
    (token,) = [p for p in s.game.battlefield.objects if p.is_token]
    assert token.name == "Bear" and (token.chars.power, token.chars.toughness) == (2, 2)


def test_707_2_a_card_in_a_graveyard_is_copied_as_printed() -> None:
    s = Scenario()
    (card,) = s.graveyard("Alice", creature("Bear", "{1}{G}", 2, 2, "Bear"))
    s.hand("Alice", _copier("Reanimage", lambda ctx: card))
    s.cast("Alice", "Reanimage")
    s.resolve()
    (token,) = _tokens(s, "Bear")
    assert (token.chars.power, token.chars.toughness) == (2, 2)  # type: ignore[attr-defined]
    assert s.in_graveyard("Alice")[0] == "Bear"  # the card stays where it is
