"""Canonical text of attaching by an effect (701.3, 303.4f): "attach to it any number of Auras
on the battlefield" and "put onto the battlefield attached to it any number of Aura cards that
could enchant it from your graveyard and/or hand", in both languages (current templating)."""

from __future__ import annotations

from typing import Any

from .. import ir
from .common import RenderError
from .nouns import noun_phrase

_ZONE_WORDS = {
    "graveyard": {"ja": "墓地", "en": "graveyard"},
    "hand": {"ja": "手札", "en": "hand"},
    "library": {"ja": "ライブラリー", "en": "library"},
}


def _attach_effect(effect: Any) -> Any:
    """The attach instruction a "you may" wraps alone, or None."""
    if isinstance(effect, ir.Optional) and isinstance(effect.player, ir.You) and len(effect.effects) == 1:
        inner = effect.effects[0]
        if isinstance(inner, ir.AttachEffect) and isinstance(inner.player, ir.You):
            return inner
    return None


def _host(selector: Any, lang: str, renderer: Any) -> str:
    if isinstance(selector, ir.ThisObject):
        return "これ" if lang == "ja" else "it"
    return str(renderer.reference(selector))


def _owner(selector: Any, lang: str, renderer: Any) -> str:
    if isinstance(selector, ir.You):
        return "あなたの" if lang == "ja" else "your"
    raise RenderError("only \"your graveyard and/or hand\" has a phrasing")


def attach_predicate(effect: Any, lang: str, renderer: Any) -> str:
    """The predicate without "you may": English imperative, Japanese ending in its て-form."""
    host = _host(effect.host, lang, renderer)
    if isinstance(effect, ir.AttachAnyNumber):
        if lang == "ja":
            noun = noun_phrase(effect.filter, "ja")
            return f"戦場に出ている{noun}を望む数選び、それらを{host}につけて"
        return f"attach to {host} any number of {noun_phrase(effect.filter, 'en', plural=True)} on the battlefield"
    owner = _owner(effect.owner, lang, renderer)
    zones = [_ZONE_WORDS[z][lang] for z in effect.zones]
    if lang == "ja":
        noun = noun_phrase(effect.filter, "ja")
        if not noun.endswith("カード"):
            noun += "・カード"
        return (f"{owner}{'や'.join(zones)}から{host}にエンチャントできる{noun}を望む数選び、"
                f"それらを{host}につけた状態で戦場に出して")
    noun = noun_phrase(effect.filter, "en")
    if not noun.endswith("cards"):
        noun += " cards"
    return (f"put onto the battlefield attached to {host} any number of {noun} that could "
            f"enchant {host} from {owner} {' and/or '.join(zones)}")


def attach_sentence(group: list[Any], lang: str, renderer: Any) -> str | None:
    """「あなたは…てもよい。」 for a "you may" wrapping one attach instruction, else None."""
    inner = _attach_effect(group[0]) if len(group) == 1 else None
    if inner is None or lang != "ja":
        return None
    return f"あなたは{attach_predicate(inner, 'ja', renderer)}もよい。"


def may_pair_sentences(effects: tuple[Any, ...], renderer: Any) -> list[str] | None:
    """English: "You may A and you may B." for two "you may" attach instructions in a row (Oracle
    joins them; each is its own choice), with any other instructions as ``renderer`` writes
    them; None when there is no such pair."""
    for i in range(len(effects) - 1):
        first, second = _attach_effect(effects[i]), _attach_effect(effects[i + 1])
        if first is not None and second is not None:
            text = (f"You may {attach_predicate(first, 'en', renderer)} and you may "
                    f"{attach_predicate(second, 'en', renderer)}.")
            before = renderer.body(effects[:i]) if i else ""
            after = renderer.body(effects[i + 2:]) if i + 2 < len(effects) else ""
            return [t for t in (before, text, after) if t]
    return None


def single_may_sentence(group: list[Any], renderer: Any) -> str | None:
    """English: "You may A." for a lone "you may" attach instruction, else None."""
    inner = _attach_effect(group[0]) if len(group) == 1 else None
    if inner is None:
        return None
    return f"You may {attach_predicate(inner, 'en', renderer)}."
