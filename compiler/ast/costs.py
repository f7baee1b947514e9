"""AST nodes of costs: the items of an activation or additional cost (118, 602.1)."""

from __future__ import annotations

from dataclasses import dataclass

from .nouns import Node, ObjectNoun, Reference

# --- costs and triggers -----------------------------------------------------


@dataclass(frozen=True, slots=True)
class ManaCostItem(Node):
    """Mana symbols, e.g. "{2}{W}"."""

    symbols: str


@dataclass(frozen=True, slots=True)
class TapCostItem(Node):
    """The {T} symbol."""


@dataclass(frozen=True, slots=True)
class SacrificeCostItem(Node):
    """"Sacrifice CARDNAME" / "Sacrifice a creature"."""

    obj: Reference


@dataclass(frozen=True, slots=True)
class PayLifeCostItem(Node):
    """"Pay N life"."""

    amount: int


@dataclass(frozen=True, slots=True)
class DiscardCostItem(Node):
    """"Discard a card"; ``kind`` is the noun of the discarded cards where the text names it
    (2018 「カード１枚を捨てる」), None for "card"."""

    count: int
    kind: ObjectNoun | None = None
    named: Reference | None = None  # 「これを捨てる」: a card named, not chosen


@dataclass(frozen=True, slots=True)
class TapPermanentsCostItem(Node):
    """"Tap two untapped Humans you control"; ``any_number``: "tap any number of …"."""

    obj: Reference
    any_number: bool = False


@dataclass(frozen=True, slots=True)
class RemoveCountersCostItem(Node):
    """"Remove a charge counter from CARDNAME" / 「CARDNAMEの上から蓄積カウンターを１個取り除く」
    (122.1): ``obj`` is what the cost names (only the object with the ability is read)."""

    kind: str
    count: int
    obj: Reference


@dataclass(frozen=True, slots=True)
class PutCountersCostItem(Node):
    """"Put a page counter on CARDNAME" / 「CARDNAMEの上にページ・カウンターを１個置く」 (122.1):
    ``obj`` is what the cost names (only the object with the ability is read)."""

    kind: str
    count: int
    obj: Reference


@dataclass(frozen=True, slots=True)
class ExileCostItem(Node):
    """"Exile a creature card from your graveyard" / 「あなたの墓地からクリーチャー・カード１枚を
    追放する」: cards chosen as the cost is paid."""

    obj: Reference


CostItem = (
    ManaCostItem
    | TapCostItem
    | SacrificeCostItem
    | PayLifeCostItem
    | DiscardCostItem
    | TapPermanentsCostItem
    | RemoveCountersCostItem
    | PutCountersCostItem
    | ExileCostItem
)
