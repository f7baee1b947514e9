"""614.1c, 614.12: a static ability's "Each Human creature you control enters the battlefield with
an additional +1/+1 counter on it" is a replacement effect on each permanent of the group as it
would enter (checked as it would exist on the battlefield); the card is written here and
compiled by ofuda."""

from __future__ import annotations

from ofuda.runtime import Scenario
from ofuda.runtime.engine.objects.zones import ZoneKind
from support.compiled import card, card_from_text

_BANNER = card_from_text(
    "name: 試作 / Test\ncost: {2}\ntype: アーティファクト / Artifact\n"
    "ja:\n  あなたがコントロールする各人間・クリーチャーは、＋１/＋１カウンターが追加で１個置かれた"
    "状態で戦場に出る。\n"
    "en:\n  Each Human creature you control enters the battlefield with an additional +1/+1 "
    "counter on it.\n"
)


def test_614_1c_a_human_you_control_enters_with_an_additional_counter() -> None:
    """Thraben Valiant (a Human) enters under Alice's control with one +1/+1 counter; Nettle
    Swine (a Boar) with none; Bob's Human with none ("you control")."""
    s = Scenario()
    s.battlefield("Alice", _BANNER)
    entering = [
        *s.hand("Alice", card("Thraben Valiant"), card("Nettle Swine")),
        *s.hand("Bob", card("Thraben Valiant")),
    ]
    valiant, swine, bobs = (s.game.move(c, ZoneKind.BATTLEFIELD) for c in entering)
    assert valiant.counters.get("+1/+1", 0) == 1
    assert swine.counters.get("+1/+1", 0) == 0
    assert bobs.counters.get("+1/+1", 0) == 0
