"""109.5, 102.3, 303.4: the words that name players relative to an ability — "you" (its
controller), "an opponent", "enchanted player" (the player its Aura is attached to) — read by
one function, so every filter, trigger and condition means the same players by them."""

from __future__ import annotations

import pytest
from ofuda.runtime.definitions import Controller
from ofuda.runtime.engine.errors import RulesError
from ofuda.runtime.engine.objects.relative import enchanted_player, player_is


class _Seat:
    """A player for the relation test (only identity matters)."""


class _Aura:
    def __init__(self, host: object) -> None:
        self.attached_to = host
        self.lki = None


def test_you_is_the_abilitys_controller_and_an_opponent_is_anyone_else() -> None:
    you, other = _Seat(), _Seat()
    assert player_is(Controller.YOU, you, you) and not player_is(Controller.YOU, other, you)
    assert player_is(Controller.OPPONENT, other, you) and not player_is(
        Controller.OPPONENT, you, you
    )
    assert player_is(Controller.ANY, you, you) and player_is(Controller.ANY, other, you)


def test_enchanted_player_is_the_player_the_source_is_attached_to() -> None:
    from ofuda.runtime.engine.objects.players import Player

    you = Player.__new__(Player)
    other = Player.__new__(Player)
    curse = _Aura(other)
    assert enchanted_player(curse) is other
    assert player_is(Controller.ENCHANTED_PLAYER, other, you, curse)
    assert not player_is(Controller.ENCHANTED_PLAYER, you, you, curse)
    # an Aura attached to a permanent, or to nothing, enchants no player
    assert not player_is(Controller.ENCHANTED_PLAYER, other, you, _Aura(object()))
    assert not player_is(Controller.ENCHANTED_PLAYER, other, you, _Aura(None))


def test_every_word_has_a_meaning() -> None:
    """A Controller member without a case would be an error here, never "any player"."""
    you = _Seat()
    for whose in Controller:
        player_is(whose, you, you, None)
    with pytest.raises(RulesError):
        player_is("everyone", you, you)  # type: ignore[arg-type]
