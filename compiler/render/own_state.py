"""Rendering a static ability's condition on its own object (611.3b), in both languages: "…
as long as it's attacking" / 「CARDNAMEが攻撃しているかぎり、これは…」, "… as long as it's
untapped" / 「…がアンタップ状態であるかぎり、」, "… as long as it has defender" / 「…が防衛を
持つかぎり、」, "… as long as it has a +1/+1 counter on it" / 「…の上に＋１/＋１カウンターが置かれて
いるかぎり、」 (lower/permanents.py reads each back as ``AffectedMatches`` of one state)."""

from __future__ import annotations

from ofuda.runtime import statics as rt
from ofuda.runtime.definitions import CombatState, ObjectFilter

from .. import ir
from .keywords import keyword_text
from .words_en import COUNTERS as EN_COUNTERS
from .words_ja import COUNTERS as JA_COUNTERS


def _state_words(state: ObjectFilter, lang: str) -> str | None:
    """The words of one state of an object after 「…が」 / "as long as …", or None."""
    if state == ObjectFilter(combat_states=(CombatState.ATTACKING,)):  # 506.4
        return "攻撃している" if lang == "ja" else "it's attacking"
    if state in (ObjectFilter(tapped=True), ObjectFilter(tapped=False)):  # 701.26
        if lang == "ja":
            return "タップ状態である" if state.tapped else "アンタップ状態である"
        return "it's tapped" if state.tapped else "it's untapped"
    if len(state.keywords) == 1 and state == ObjectFilter(keywords=state.keywords):  # 702.1
        word = keyword_text(state.keywords[0], lang)
        return f"{word}を持つ" if lang == "ja" else f"it has {word}"
    if len(state.counter_kinds) == 1 and state == ObjectFilter(counter_kinds=state.counter_kinds):  # 122.1
        kind = state.counter_kinds[0]
        if lang == "ja":
            return f"の上に{JA_COUNTERS[kind]}カウンターが置かれている"
        return f"it has a {EN_COUNTERS[kind]} on it"
    return None


def own_state_text(ability: ir.StaticAbility, text: str, lang: str, name: str) -> str | None:
    """The statement ``text`` with its condition on its own object, or None when the condition
    is not one state of the permanent the statement is about."""
    condition = ability.condition
    if not isinstance(condition, rt.AffectedMatches):
        return None
    if not all(isinstance(getattr(e, "affected", None), rt.ThisPermanent) for e in ability.effects):
        return None
    words = _state_words(condition.filter, lang)
    if words is None:
        return None
    if lang == "ja":
        statement = text.replace(f"{name}は", "これは", 1)
        joined = f"{name}{words}" if words.startswith("の上に") else f"{name}が{words}"
        return f"{joined}かぎり、{statement}"
    return f"{text[:-1]} as long as {words}."
