"""Keywords with a parameter in the lowering: their names in messages, and hexproof from a
quality (702.11d), its quality in runtime terms as protection's (702.16a)."""

from __future__ import annotations

from typing import Protocol

from ofuda.runtime.definitions import Cost, Keyword, ManaCost, ObjectFilter, PayLife
from ofuda.runtime.statics import (
    Cycling,
    Enchant,
    Equip,
    Escape,
    Flashback,
    HexproofFrom,
    Kicker,
    Miracle,
    NumberedKeyword,
    Protection,
    Scavenge,
    Unearth,
    Ward,
)

from .. import ast
from ..source.text import Span


class _Failing(Protocol):
    def fail(self, code: str, message: str, span: Span, *hints: str) -> Exception: ...

    def spell_cost(self, items: tuple[ast.CostItem, ...]) -> Cost: ...  # lower/costs.py


class _Refusing(Protocol):
    def fail(self, code: str, message: str, span: Span, *hints: str) -> Exception: ...


def hexproof_from(lowerer: _Failing, keyword: ast.HexproofFromKeyword) -> HexproofFrom:
    """702.11d: "hexproof from <quality>" / 「<quality>からの呪禁」: a colour, or the objects a
    quality describes. A quality chosen as the ability resolves or as its source entered has no
    binding here yet, so it is rejected rather than read as no quality."""
    quality = keyword.quality
    if isinstance(quality, ast.ChosenColorQuality) or quality.filter.chosen_subtype or quality.filter.chosen_name:
        raise lowerer.fail("E290", "ofuda compiles hexproof from a stated quality only", keyword.span)
    filter_ = quality.filter
    if filter_.colors and filter_ == ObjectFilter(colors=filter_.colors):
        return HexproofFrom(colors=filter_.colors)
    return HexproofFrom(quality=filter_)


def ward(lowerer: _Failing, keyword: ast.WardKeyword) -> Ward:
    """702.21: "Ward {2}" / 「護法 {2}」, "Ward—Pay 3 life." (702.21b): the cost the player whose
    spell or ability targeted it may pay. ofuda's runtime pays one mana cost or one life payment;
    any other cost is refused rather than left unpaid."""
    cost = lowerer.spell_cost(keyword.cost)
    if len(cost.items) != 1 or not isinstance(cost.items[0], (ManaCost, PayLife)):
        raise lowerer.fail("E290", "ofuda compiles a ward cost of mana or of life only", keyword.span)
    return Ward(cost)


# Keywords whose rule the runtime applies only as the object's own printed ability: devoid is a
# characteristic-defining ability only when the object itself has it (604.3a(4): a granted
# devoid would be a colour-changing effect of layer 5, which the runtime does not make of it);
# riot replaces how the object itself enters (702.136a): the runtime reads it from the entering
# card, not from a static ability granting it to what enters (614.12, "Creatures you control
# have riot"). A grant of one is refused rather than left without effect.
OWN_ONLY: frozenset[Keyword] = frozenset({Keyword.DEVOID, Keyword.RIOT})


def refuse_granted(lowerer: _Refusing, keyword: object, span: Span) -> None:
    """E290 for an effect or static ability granting a keyword of :data:`OWN_ONLY`."""
    if keyword in OWN_ONLY:
        raise lowerer.fail(
            "E290",
            f"ofuda applies {keyword_name(keyword)} only as an object's own ability, not granted "
            "by an effect",
            span,
        )


def keyword_name(keyword: object) -> str:
    """A keyword's name for messages: ``flying``, ``equip {2}``, ``protection``."""
    if isinstance(keyword, Keyword):
        return keyword.value
    if isinstance(keyword, Equip):
        return "equip " + "".join(getattr(item, "symbols", "") for item in keyword.cost.items)
    if isinstance(keyword, str):
        return keyword  # a keyword action: "regenerate", "fight", "scry 2"
    if isinstance(keyword, NumberedKeyword):
        return f"{keyword.keyword.value} {keyword.amount}"  # "bushido 2"
    return _PARAMETER_KEYWORDS[type(keyword)]  # every KeywordParameter; another type is a bug


_PARAMETER_KEYWORDS: dict[type, str] = {
    Protection: "protection",
    HexproofFrom: "hexproof from",  # its reminder names the quality: not hexproof's (702.11d)
    Ward: "ward",
    Enchant: "enchant",
    Miracle: "miracle",
    Flashback: "flashback",
    Cycling: "cycling",
    Kicker: "kicker",
    Unearth: "unearth",
    Escape: "escape",
    Scavenge: "scavenge",
}
