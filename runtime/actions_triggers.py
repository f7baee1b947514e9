"""Resolution-context methods for the trigger area: payments a player may make while an
ability resolves ("you may pay {1}. If you do, …", "… unless you pay {1} for each …").

Lunar Mystic (FAQ P81(2)): the player decides whether to pay as the ability resolves; it is
not an additional cost of the spell that made it trigger. Fettergeist (FAQ P55): the amount
is worked out as the ability resolves. 118.12: "[Do something] unless [a player pays]" —
the player chooses whether to pay; if they don't (or can't, 118.3), the instruction happens.
Mixed into :class:`ofuda.runtime.effects.ResolutionContext` (every ``…Actions`` class of an
``actions_*`` module is), ahead of the core methods.
"""

from __future__ import annotations

from typing import Any


class PaymentActions:
    """Optional payments on resolution and the "if you do" / "unless" they decide."""

    def pay_mana(self, player: Any, symbols: str, times: int = 1) -> bool:
        """The core ``pay_mana`` (the player decides and pays), remembered for "If you do"
        (608.2c: a later instruction refers back to the choice made by an earlier one)."""
        paid = bool(super().pay_mana(player, symbols, times))  # type: ignore[misc]
        self._did = paid
        return paid

    def declines_to_pay(self, player: Any, symbols: str, times: int) -> bool:
        """118.12: whether ``player``, asked to pay ``symbols`` ``times`` times now, doesn't."""
        return not self.pay_mana(player, symbols, times)
