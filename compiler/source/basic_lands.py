"""The basic lands (205.3i, 305.6) as card files, so that every deck may use them.

A deck list names Plains or 平地 whatever card folders it is played with (issue 16: "the
basic lands always available"). They are card-file texts compiled like any other card; a
card file of the same name in the folders given replaces one. A basic land has no rules
text: its mana ability comes from its land type (305.6).
"""

from __future__ import annotations

#: (Japanese name, English name) of each basic land type (205.3i).
BASIC_LAND_TYPES = (
    ("平地", "Plains"),
    ("島", "Island"),
    ("沼", "Swamp"),
    ("山", "Mountain"),
    ("森", "Forest"),
)

BASIC_LANDS = tuple(
    f"name: {ja} / {en}\ntype: 基本土地 — {ja} / Basic Land — {en}\n" for ja, en in BASIC_LAND_TYPES
)
