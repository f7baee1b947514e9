"""118.1, 122.1: "Put N <kind> counters on CARDNAME" as a cost — the runtime's ``PutCounters``
cost item: paid as the ability is activated (602.2b), before it resolves; the counters are put
on (122.6: "Whenever one or more counters are put on …" triggers)."""

from __future__ import annotations

from typing import Any

import pytest
from ofuda.runtime import RulesError, Scenario
from ofuda.runtime.definitions import CardType, PutCounters, TapSelf
from ofuda.runtime.statics_triggers import CountersPutOn
from support.kit import activated, card, triggered


def _tome(seen: list[int]) -> Any:
    return card(
        "Tome",
        "{2}",
        CardType.ARTIFACT,
        abilities=(
            activated(lambda ctx: seen.append(ctx.source.counters.get("page", 0)), TapSelf(),
                      PutCounters("page", 2)),
            triggered(CountersPutOn(None, "page"), lambda ctx: seen.append(-1)),
        ),
    )


def test_122_1_the_counters_are_put_as_the_cost_is_paid() -> None:
    """Activated: two page counters are on it before the ability resolves; the counters-put
    trigger (122.6) sees them put."""
    seen: list[int] = []
    s = Scenario()
    s.battlefield("Alice", _tome(seen))
    s.activate("Alice", "Tome", index=0)
    assert s.permanent("Tome").counters["page"] == 2
    s.resolve()
    assert sorted(seen) == [-1, 2]


def test_122_1_the_cost_is_paid_once_per_activation() -> None:
    """Tapped by the first activation, it can't be activated again (the {T} of the same cost);
    the counters are not put again."""
    s = Scenario()
    s.battlefield("Alice", _tome([]))
    s.activate("Alice", "Tome", index=0)
    with pytest.raises(RulesError):
        s.activate("Alice", "Tome", index=0)
    s.resolve()
    assert s.permanent("Tome").counters["page"] == 2
