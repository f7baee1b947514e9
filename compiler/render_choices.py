"""Canonical text of the H5 area: as-enters choices (614.12) and chosen qualities.

Used by render_permanents (statics and keywords); current templating in both
languages (the Japanese still writes 「戦場に出るに際し」).
"""

from __future__ import annotations

from ofuda.runtime import statics as rt
from ofuda.runtime.definitions import CardType

# 「クリーチャー・タイプを１つ」 / "a creature type", by what is chosen.
_CHOICE_WORDS = {
    rt.Choice.CREATURE_TYPE: {"ja": "クリーチャー・タイプを１つ", "en": "a creature type"},
    rt.Choice.COLOR: {"ja": "色を１色", "en": "a color"},
}


def as_enters_text(effect: rt.ChooseAsEnters, lang: str, name: str) -> str:
    """ "As CARDNAME enters the battlefield, choose a creature type." (614.12)."""
    what = _CHOICE_WORDS[effect.choice][lang]
    if lang == "ja":
        return f"{name}が戦場に出るに際し、{what}選ぶ。"
    return f"As {name} enters the battlefield, choose {what}."


def chosen_protection(keyword: rt.Protection, lang: str) -> str | None:
    """Protection from a chosen quality, or None for any other protection:
    「プロテクション（その選ばれたタイプのクリーチャー）」 / "protection from creatures of the
    chosen type"; 「プロテクション（あなたが選んだ色１色）」 / "protection from the color of your
    choice"."""
    quality = keyword.quality
    if keyword.chosen_color:
        return "プロテクション（あなたが選んだ色１色）" if lang == "ja" else "protection from the color of your choice"
    if quality is not None and quality.chosen_subtype and quality.card_types == (CardType.CREATURE,):
        if lang == "ja":
            return "プロテクション（その選ばれたタイプのクリーチャー）"
        return "protection from creatures of the chosen type"
    return None
