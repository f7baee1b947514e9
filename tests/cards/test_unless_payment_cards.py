"""Designer cards of the "unless" family (118.12a) run in the runtime: the payment is offered
to the player the text names, who may make it; the instructions happen if they don't or can't."""

from __future__ import annotations

from ofuda.runtime import May, Scenario
from support.compiled import card, card_from_text

TAX = """\
name: 試しの徴税 / Test Levy
cost: {1}{B}
type: ソーサリー / Sorcery
ja:
  プレイヤー１人を対象とする。そのプレイヤーが{2}を支払わないかぎり、そのプレイヤーは３点のライフを失う。
en:
  Target player loses 3 life unless that player pays {2}.
"""


def _levy(bob_pays: bool, plains: int) -> Scenario:
    """Alice casts Test Levy on Bob, who has ``plains`` Plains and answers ``bob_pays``."""
    s = Scenario()
    s.battlefield("Alice", *[card("Swamp")] * 2)
    s.battlefield("Bob", *[card("Plains")] * plains)
    s.hand("Alice", card_from_text(TAX))
    s.script("Bob", May(bob_pays))
    s.cast("Alice", "Test Levy", "Bob")
    s.resolve()
    return s


def test_levy_that_player_pays_and_loses_no_life() -> None:
    """Test Levy (試しの徴税) — "unless that player pays {2}": Bob pays with his own lands."""
    s = _levy(True, 2)
    assert s.life("Bob") == 20
    assert all(p.tapped for p in s.game.battlefield.objects if p.name == "Plains")


def test_levy_that_player_declines_and_loses_three_life() -> None:
    """Test Levy: Bob may pay but declines; he loses 3 life and his lands stay untapped."""
    s = _levy(False, 2)
    assert s.life("Bob") == 17
    assert not any(p.tapped for p in s.game.battlefield.objects if p.name == "Plains")


def test_levy_that_player_cant_pay_and_loses_three_life() -> None:
    """Test Levy: one Plains can't pay {2} (118.3); Bob loses 3 life though he would pay."""
    s = _levy(True, 1)
    assert s.life("Bob") == 17
