"""Object nouns of the language of permanents, rendered with the effect language's phrasing.

One place that the renderers of statics and triggers ask for a noun
(「あなたがコントロールする他のクリーチャー」, "another nontoken creature"), so that
a noun is worded the same wherever it appears.
"""

from __future__ import annotations

from ofuda.runtime.definitions import ObjectFilter


def noun_phrase(
    objects: ObjectFilter, lang: str, zone: str = "battlefield", plural: bool = False
) -> str:
    """The noun phrase of a filter, without an article or a count."""
    if lang == "ja":
        from .effects_ja import JapaneseInstructions

        return JapaneseInstructions((), "").noun(objects, zone)
    from .effects_en import EnglishInstructions

    return EnglishInstructions((), "").noun(objects, zone, plural=plural)
