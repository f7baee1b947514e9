"""Canonical English text of cost items (118, 602.1): "{2}{W}", "{T}", "Sacrifice a creature",
"Pay 7 life", "Tap an untapped Human you control", "Exile a creature card from your graveyard".

Used by render/en.py for activated abilities' costs, and by the keywords, alternative costs and
special actions that print a cost.
"""

from __future__ import annotations

from ofuda.runtime.definitions import (
    CostItem,
    DiscardCards,
    ExileFromGraveyard,
    ManaCost,
    PayLife,
    PutCounters,
    RemoveCounters,
    SacrificePermanents,
    SacrificeSelf,
    TapPermanents,
    TapSelf,
)

from .common import RenderError
from .discard_kinds import card_kind_en
from .nouns import EnglishNouns
from .words_en import COUNTERS, count_word


def render_cost_item(item: CostItem, name: str) -> str:
    """One cost item: "{2}{W}", "{T}", "Sacrifice a creature", "Pay 7 life"."""
    if isinstance(item, ManaCost):
        return str(item.symbols)
    if isinstance(item, TapSelf):
        return "{T}"
    if isinstance(item, SacrificeSelf):
        return f"Sacrifice {name}"
    if isinstance(item, SacrificePermanents):
        helper = EnglishNouns((), name)
        plural = item.count > 1
        return f"Sacrifice {_counted(item.count, helper.noun(item.filter, 'battlefield', plural))}"
    if isinstance(item, TapPermanents) and item.any_number:
        if item.count != 0:
            raise RenderError("a count with \"any number of\"")
        helper = EnglishNouns((), name)
        return f"Tap any number of {helper.noun(item.filter, 'battlefield', True)}"
    if isinstance(item, TapPermanents):
        helper = EnglishNouns((), name)
        plural = item.count > 1
        return f"Tap {_counted(item.count, helper.noun(item.filter, 'battlefield', plural))}"
    if isinstance(item, PayLife):
        return f"Pay {item.amount} life"
    if isinstance(item, DiscardCards):
        if item.filter is not None:  # "Discard a creature card" (render/discard_kinds.py)
            return f"Discard {card_kind_en(item.filter, item.count)}"
        return "Discard a card" if item.count == 1 else f"Discard {count_word(item.count)} cards"
    if isinstance(item, RemoveCounters):
        name_ = COUNTERS[item.kind]
        count = f"a {name_}" if item.count == 1 else f"{count_word(item.count)} {name_}s"
        return f"Remove {count} from {name}"
    if isinstance(item, PutCounters):  # 122.1
        name_ = COUNTERS[item.kind]
        article = "an" if name_[:1] in "aeiou" else "a"
        count = f"{article} {name_}" if item.count == 1 else f"{count_word(item.count)} {name_}s"
        return f"Put {count} on {name}"
    if isinstance(item, ExileFromGraveyard):  # "Exile a creature card from your graveyard"
        helper = EnglishNouns((), name)
        noun = helper.noun(item.filter, "graveyard", item.count > 1)
        return f"Exile {_counted(item.count, noun)}"
    raise RenderError(f"no English phrasing for the cost {type(item).__name__}")


def _counted(count: int, noun: str) -> str:
    """"an untapped Human", "two untapped Humans": a count before its noun."""
    if count == 1 and noun.startswith("other "):
        return "an" + noun  # "another creature", never "an other creature"
    if count == 1:
        return ("an " if noun[:1].lower() in "aeiou" else "a ") + noun
    return f"{count_word(count)} {noun}"
