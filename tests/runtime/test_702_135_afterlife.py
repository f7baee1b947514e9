"""702.135a afterlife N: "When this permanent is put into a graveyard from the battlefield,
create N 1/1 white and black Spirit creature tokens with flying." Its controller creates them."""

from __future__ import annotations

from ofuda.runtime import Color, Keyword, NumberedKeyword, Scenario
from support.kit import creature

MINISTRANT = creature(
    "Ministrant", "{2}{W}", 2, 1, "Human", "Cleric",
    keywords=(NumberedKeyword(Keyword.AFTERLIFE, 2),),
)


def test_702_135a_dying_creates_n_flying_spirits() -> None:
    s = Scenario()
    (ministrant,) = s.battlefield("Alice", MINISTRANT)
    s.game.destroy(ministrant)
    s.resolve()
    spirits = [p for p in s.game.battlefield.objects if p.is_token]
    assert len(spirits) == 2
    for spirit in spirits:
        assert spirit.controller is s.player("Alice")
        assert spirit.power_toughness == (1, 1)
        assert spirit.colors == frozenset({Color.WHITE, Color.BLACK})
        assert "Spirit" in spirit.subtypes and Keyword.FLYING in spirit.keywords
