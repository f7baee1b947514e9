"""Keywords as written (飛行, "flying", 装備 {4}, "protection from Vampires") and the nouns of
keyword parameters, in either language; words come from the grammars' own terminals."""

from __future__ import annotations

from ofuda.runtime.definitions import Cost, Keyword, ManaCost, ObjectFilter
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

from ..parse.vocabulary import CYCLING_SEARCHES
from . import words_en, words_ja
from .chosen import chosen_protection
from .common import RenderError
from .types import literals, subtype_text


def keyword_text(keyword: object, lang: str) -> str:
    """A keyword as written on a keyword line: 飛行, "flying", 装備 {4}, "protection from Vampires"."""
    words = literals(lang)
    if isinstance(keyword, Keyword):
        return words[f"KW_{keyword.name}"]
    chosen = chosen_protection(keyword, lang) if isinstance(keyword, Protection) else None
    if chosen is not None:
        return chosen
    if isinstance(keyword, Protection) and len(keyword.colors) == 1 and keyword.quality is None:
        color = words[f"COLOR_{keyword.colors[0].name}"]  # 702.16a: 「プロテクション（黒）」
        return (
            f"{words['KW_PROTECTION']}（{color}）" if lang == "ja" else f"protection from {color}"
        )
    if isinstance(keyword, Protection) and keyword.quality is not None:
        quality = _plural_noun(keyword.quality, lang)
        return (
            f"{words['KW_PROTECTION']}（{quality}）"
            if lang == "ja"
            else f"protection from {quality}"
        )
    if isinstance(keyword, HexproofFrom):
        return _hexproof_from_text(keyword, lang, words)
    if isinstance(keyword, Enchant):
        from .nouns import noun_phrase  # the nouns' renderer names keywords through this module

        # every criterion of what it can enchant: "enchant creature you control" (303.4a), or
        # "enchant player" (303.4)
        if keyword.players is not None:
            noun = (words_ja if lang == "ja" else words_en).player_noun(keyword.players)
        else:
            noun = noun_phrase(keyword.filter or ObjectFilter(), lang)
        return f"エンチャント（{noun}）" if lang == "ja" else f"enchant {noun}"
    if isinstance(keyword, Equip):
        return f"{words['KW_EQUIP']} {_cost_symbols(keyword.cost)}"
    if isinstance(keyword, Miracle):
        return f"{words['KW_MIRACLE']} {keyword.cost.symbols}"
    if isinstance(keyword, Flashback):
        return _costed_text(keyword.cost, lang, words["KW_FLASHBACK"])
    if isinstance(keyword, Cycling):  # 702.29a; typecycling's word names its card (702.29e)
        word = next(name for name, kind in CYCLING_SEARCHES.items() if kind == keyword.search)
        return _costed_text(keyword.cost, lang, words[word])
    if isinstance(keyword, Kicker):  # 702.33a
        return _costed_text(keyword.cost, lang, words["KW_KICKER"])
    if isinstance(keyword, Escape):  # 702.138a
        return _costed_text(keyword.cost, lang, words["KW_ESCAPE"])
    if isinstance(keyword, Scavenge):  # 702.97a: 「活用 {3}{G}{G}」 / "scavenge {3}{G}{G}"
        return f"{words['KW_SCAVENGE']} {_cost_symbols(keyword.cost)}"
    if isinstance(keyword, Unearth):  # 702.84a: 「蘇生 {2}{B}」 / "unearth {2}{B}"
        return f"{words['KW_UNEARTH']} {_cost_symbols(keyword.cost)}"
    if isinstance(keyword, Ward):  # 702.21: "ward {2}", "ward—Pay 3 life."
        return _costed_text(keyword.cost, lang, words["KW_WARD"])
    if isinstance(keyword, NumberedKeyword):  # 「武士道１」 / "bushido 1"
        return f"{words[f'KW_{keyword.keyword.name}']} {keyword.amount}"
    raise RenderError(f"no phrasing for the keyword {keyword!r}")


def _hexproof_from_text(keyword: HexproofFrom, lang: str, words: dict[str, str]) -> str:
    """702.11d: 「黒からの呪禁」 / "hexproof from black", the qualities protection's are."""
    if len(keyword.colors) == 1 and keyword.quality is None:
        quality = words[f"COLOR_{keyword.colors[0].name}"]
    elif keyword.quality is not None and not keyword.colors:
        quality = _plural_noun(keyword.quality, lang)
    else:
        raise RenderError(f"no phrasing for {keyword!r}")
    if lang == "ja":
        return f"{quality}からの{words['KW_HEXPROOF']}"
    return f"{words['KW_HEXPROOF']} from {quality}"


def has_parameter(keyword: object) -> bool:
    """Keywords with a parameter get a line of their own, as printed."""
    return not isinstance(keyword, Keyword)


def _costed_text(cost: Cost, lang: str, word: str) -> str:
    """A keyword and its cost (flashback 702.34, cycling 702.29, kicker 702.33, ward 702.21): 「フラッシュバック {2}{R}」 /
    "flashback {2}{R}"; a cost with other parts after a dash, 「フラッシュバック ― {1}{R},
    ライフを３点支払う」 / "flashback—{1}{R}, Pay 3 life."."""
    items = cost.items
    if all(isinstance(item, ManaCost) for item in items):
        return f"{word} {_cost_symbols(cost)}"
    from .costs_en import render_cost_item as english_item  # deferred: they import this module
    from .effects_ja import render_cost_item as japanese_item  # deferred: as above

    if lang == "ja":
        return f"{word} ― " + ", ".join(japanese_item(item, "CARDNAME") for item in items) + "。"
    return f"{word}—" + ", ".join(english_item(item, "CARDNAME") for item in items) + "."


def _cost_symbols(cost: Cost) -> str:
    if all(isinstance(item, ManaCost) for item in cost.items):
        return "".join(item.symbols for item in cost.items)  # type: ignore[union-attr]
    raise RenderError("equip with a non-mana cost")


def _plural_noun(objects: ObjectFilter, lang: str) -> str:
    """ "Vampires" / 吸血鬼: a subtype as a group noun; "planeswalkers" / プレインズウォーカー and
    "non-Human creatures" / 人間でないクリーチャー: a card type (less a subtype); "multicolored" /
    多色: a number of colours (702.16a)."""
    if len(objects.subtypes) == 1 and not objects.card_types:
        return subtype_text(lang, objects.subtypes[0], plural=True)
    if objects == ObjectFilter(color_count_min=2):  # 105.2b
        return literals(lang)["MULTICOLORED_WORD"]
    kind_only = ObjectFilter(
        card_types=objects.card_types, excluded_subtypes=objects.excluded_subtypes
    )
    if (
        len(objects.card_types) == 1
        and objects == kind_only
        and len(objects.excluded_subtypes) <= 1
    ):
        from .nouns import noun_phrase  # the nouns' renderer names keywords through this module

        return noun_phrase(objects, lang, plural=True)
    raise RenderError(f"no phrasing for protection from {objects!r}")


def object_noun(objects: ObjectFilter, lang: str) -> str:
    """A noun phrase for a filter: "nonblack creature" / 黒でないクリーチャー."""
    words = literals(lang)
    parts: list[str] = []
    for color in objects.excluded_colors:
        color_word = words[f"COLOR_{color.name}"]
        parts.append(f"{color_word}でない" if lang == "ja" else f"non{color_word}")
    types = [words[f"TYPE_{t.name}"] for t in objects.card_types]
    if lang == "ja":
        return "".join(parts) + "・".join(types)
    return " ".join([*parts, " ".join(types)]) if parts else " ".join(types)


def ja_filter_noun(objects: ObjectFilter) -> str:
    """「絆魂を持つクリーチャー」: a filter's noun with its keywords before it."""
    prefix = "".join(f"{keyword_text(k, 'ja')}を持つ" for k in objects.keywords)
    return prefix + object_noun(objects, "ja")
