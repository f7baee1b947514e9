""""It" after a token is created (608.2c): 「それ」 / "it" then means the token just made, which
ofuda cannot name yet. It once bound to the target declared before the token (the target got
the haste meant for the token): such a line is rejected now (E290), never compiled to that."""

from __future__ import annotations

import pytest
from support.texts import codes


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        (
            "Tap target creature. Create a 1/1 red Goblin creature token. It gains haste until "
            "end of turn.",
            "en",
        ),
        (
            "クリーチャー１体を対象とする。それをタップする。赤の１/１のゴブリン・クリーチャー・"
            "トークンを１体生成する。ターン終了時まで、それは速攻を得る。",
            "ja",
        ),
    ],
)
def test_it_after_a_created_token_is_not_the_target_before_it(text: str, lang: str) -> None:
    assert "E290" in codes(text, lang)

