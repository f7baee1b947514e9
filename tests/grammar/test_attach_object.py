"""701.3: 「…トークンを１体生成し、その後CARDNAMEをそれにつける」 / "create a … token, then attach
CARDNAME to it" — this Equipment or Aura attached to the token just created. Each row compiles
in both languages to one IR and renders back; an attachment that is not the card itself, or
onto itself, stays an error."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from support.texts import bilingual_card, codes, nodes_of_kind

EQUIPMENT = "アーティファクト — 装備品 / Artifact — Equipment"


@pytest.mark.parametrize(
    ("ja", "en"),
    [
        (
            (
                "試作が戦場に出たとき、白の１/１の兵士・クリーチャー・トークンを１体生成し、"
                "その後試作をそれにつける。"
            ),
            (
                "When Test enters the battlefield, create a 1/1 white Soldier creature token, "
                "then attach Test to it."
            ),
        ),
        (
            (
                "試作が戦場に出たとき、緑の２/２の狼・クリーチャー・トークンを１体生成し、"
                "その後試作をそれにつける。"
            ),
            (
                "When Test enters the battlefield, create a 2/2 green Wolf creature token, "
                "then attach Test to it."
            ),
        ),
    ],
)
def test_attach_this_to_the_created_token(ja: str, en: str) -> None:
    """The attachment is the card itself, the host the token just created."""
    card = bilingual_card(ja, en, EQUIPMENT)
    (attach,) = nodes_of_kind(card.abilities, ir.AttachObject)
    assert attach.obj == ir.ThisObject()
    assert attach.host == ir.CreatedTokens()


def test_only_the_card_itself_is_attached() -> None:
    """A creature has nothing to attach (E290): ofuda attaches only this Aura or Equipment."""
    text = "When Test enters the battlefield, create a 1/1 white Soldier creature token, then attach Test to it."
    assert codes(text, "en", permanent=True) == ["E290"]
