"""The named kinds of counters (122.1): the English name, which is the runtime's kind, and the
Japanese printed name (with its 「・」 where the printed name has one before カウンター).

The grammar's NAMED_COUNTER terminals (grammar/*/85-effect-words.lark) list the same names;
tests/grammar/test_counter_kinds.py holds the two together.
"""

from __future__ import annotations

# English kind → Japanese name before 「カウンター」
NAMED_COUNTERS: dict[str, str] = {
    "charge": "蓄積",
    "corpse": "死体",
    "despair": "絶望",
    "eyeball": "目玉",
    "gold": "黄金",
    "hatchling": "孵化",
    "incarnation": "具現",
    "loyalty": "忠誠",  # 306.5b, 122.1: a planeswalker's; "two or fewer loyalty counters on him"
    "page": "ページ・",
    "phylactery": "聖句",
    "slime": "スライム・",
    "soul": "魂魄",
    "study": "学習",
    "wish": "願い",
}

# Japanese name → English kind
KIND_OF_JAPANESE: dict[str, str] = {ja: en for en, ja in NAMED_COUNTERS.items()}
