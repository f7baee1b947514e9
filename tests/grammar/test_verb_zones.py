"""The zones a verb acts in (ir/nodes.py ``Action.acts_in``): only a permanent is destroyed
(701.8a), tapped (701.26a), regenerated (701.15a) or transformed (701.28a); only a spell or
ability on the stack is countered (701.5a) or copied (707.10). A target elsewhere is refused
(E202) in both languages, never compiled to an instruction that would do something else or
nothing; the verbs that act in any zone (exile, return to hand) still compile."""

from __future__ import annotations

import pytest
from support.texts import codes

REFUSED = [
    ("Destroy target spell.", "en"),
    ("呪文１つを対象とし、それを破壊する。", "ja"),
    ("Tap target spell.", "en"),
    ("Destroy target creature card from a graveyard.", "en"),
    ("Copy target creature.", "en"),
    ("クリーチャー１体を対象とし、それをコピーする。", "ja"),
    ("Counter target creature.", "en"),
]


@pytest.mark.parametrize(("text", "lang"), REFUSED)
def test_a_verb_refuses_a_target_in_a_zone_it_does_not_act_in(text: str, lang: str) -> None:
    assert "E202" in codes(text, lang)


ACCEPTED = [
    ("Exile target spell.", "en"),
    ("Return target spell to its owner's hand.", "en"),
    ("Destroy target creature.", "en"),
    ("Counter target spell.", "en"),
    ("Copy target instant or sorcery spell.", "en"),
    ("呪文１つを対象とし、それを打ち消す。", "ja"),
]


@pytest.mark.parametrize(("text", "lang"), ACCEPTED)
def test_a_verb_accepts_a_target_in_its_zone(text: str, lang: str) -> None:
    assert codes(text, lang) == []
