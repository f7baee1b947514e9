"""The words of "gains your choice of A, B, or C" (608.2d) in both languages, as M20–M21 print
them: "gains your choice of deathtouch or lifelink" / 「接死か絆魂のうちあなたが選んだ一方を得る」,
"… reach, trample, or haste" / 「到達かトランプルか速攻のうちあなたが選んだ１つを得る」."""

from __future__ import annotations

from typing import Any

from .. import ir
from .keywords import keyword_text


def keyword_choice_en(effect: Any, s: str) -> str | None:
    """The English verb phrase of a keyword of the controller's choice, or None for another
    effect; ``s`` the verb's third-person ending."""
    if not isinstance(effect, ir.GrantKeywordOfChoice):
        return None
    names = [keyword_text(keyword, "en") for keyword in effect.keywords]
    listed = " or ".join(names) if len(names) == 2 else ", ".join(names[:-1]) + ", or " + names[-1]
    return f"gain{s} your choice of {listed}"


def keyword_choice_ja(effect: Any) -> tuple[str, str] | None:
    """The Japanese words before the verb, and the verb, or None for another effect."""
    if not isinstance(effect, ir.GrantKeywordOfChoice):
        return None
    names = "か".join(keyword_text(keyword, "ja") for keyword in effect.keywords)
    one = "一方" if len(effect.keywords) == 2 else "１つ"
    return f"{names}のうちあなたが選んだ{one}を", "gain"
