"""Non-AVR cards that AVR FAQ notes and scenario tests need, written as card-file text in
both languages (the official Japanese of the real card) and compiled by ofuda.

- 最下層民 / Pariah (Urza's Saga): a redirection effect (614.9), FAQ P91(1).
- 掘削 / Excavation (Visions): an ability any player may activate (602.2), FAQ P101(4).
"""

from __future__ import annotations

from support.compiled import card_from_text

PARIAH_TEXT = (
    "name: 最下層民 / Pariah\ncost: {2}{W}\ntype: エンチャント — オーラ / Enchantment — Aura\n"
    "ja:\n"
    "  エンチャント（クリーチャー）\n"
    "  あなたに与えられるすべてのダメージは、代わりにエンチャントされているクリーチャーに与えられる。\n"
    "en:\n"
    "  Enchant creature\n"
    "  All damage that would be dealt to you is dealt to enchanted creature instead.\n"
)
PARIAH = card_from_text(PARIAH_TEXT)

EXCAVATION_TEXT = (
    "name: 掘削 / Excavation\ncost: {1}{U}\ntype: エンチャント / Enchantment\n"
    "ja:\n"
    "  {1}, 土地を１つ生け贄に捧げる：カードを１枚引く。いずれのプレイヤーもこの能力を起動してよい。\n"
    "en:\n"
    "  {1}, Sacrifice a land: Draw a card. Any player may activate this ability.\n"
)
