"""Rendering a static ability's condition on an object's state (611.3b), in both languages: "…
as long as it's attacking" / 「CARDNAMEが攻撃しているかぎり、これは…」, "… as long as it's
untapped" / 「…がアンタップ状態であるかぎり、」, "… as long as it has defender" / 「…が防衛を
持つかぎり、」, "… as long as it has a +1/+1 counter on it" / 「…の上に＋１/＋１カウンターが置かれて
いるかぎり、」, "As long as CARDNAME is enchanted or equipped, it …" / 「CARDNAMEがエンチャント
されているか装備しているかぎり、これは…」 (lower/permanents.py reads each back as
``AffectedMatches`` of one state: the object the statement is about), and "As long as CARDNAME is
untapped, creatures you control get +1/+1." / 「CARDNAMEがアンタップ状態であるかぎり、あなたが
コントロールするクリーチャーは…」 (``SourceMatches``: the permanent's own state)."""

from __future__ import annotations

from dataclasses import dataclass

from ofuda.runtime import statics as rt
from ofuda.runtime.definitions import CombatState, ObjectFilter

from .. import ir
from .effects_en import continuation
from .keywords import keyword_text
from .types import literals, subtype_text
from .words_en import COUNTERS as EN_COUNTERS
from .words_ja import COUNTERS as JA_COUNTERS


@dataclass(frozen=True, slots=True)
class _Words:
    """One state's words: the Japanese predicate before 「かぎり」, the English after "as long
    as" with "it" (None: the English names the object) and after the object's name."""

    ja: str
    its: str | None
    named: str


_ATTACHED = {
    ("Aura",): ("エンチャントされている", "is enchanted"),
    ("Equipment",): ("装備している", "is equipped"),
    ("Aura", "Equipment"): ("エンチャントされているか装備している", "is enchanted or equipped"),
}
_COMBAT = {
    CombatState.ATTACKING: ("攻撃している", "attacking"),
    CombatState.BLOCKING: ("ブロックしている", "blocking"),
}


def _state_words(state: ObjectFilter) -> _Words | None:
    """The words of one state of an object, or None."""
    if len(state.combat_states) == 1 and state == ObjectFilter(combat_states=state.combat_states):  # 506.4
        ja, en = _COMBAT[state.combat_states[0]]
        return _Words(ja, f"it's {en}", f"is {en}")
    if state in (ObjectFilter(tapped=True), ObjectFilter(tapped=False)):  # 701.26
        en = "tapped" if state.tapped else "untapped"
        return _Words("タップ状態である" if state.tapped else "アンタップ状態である", f"it's {en}", f"is {en}")
    if len(state.keywords) == 1 and state == ObjectFilter(keywords=state.keywords):  # 702.1
        ja, en = keyword_text(state.keywords[0], "ja"), keyword_text(state.keywords[0], "en")
        return _Words(f"{ja}を持つ", f"it has {en}", f"has {en}")
    if len(state.counter_kinds) == 1 and state == ObjectFilter(counter_kinds=state.counter_kinds):  # 122.1
        kind = state.counter_kinds[0]
        en = f"has a {EN_COUNTERS[kind]} on it"
        return _Words(f"の上に{JA_COUNTERS[kind]}カウンターが置かれている", f"it {en}", en)
    if state.attached_subtypes in _ATTACHED and state == ObjectFilter(attached_subtypes=state.attached_subtypes):
        ja, en = _ATTACHED[state.attached_subtypes]  # 303.4, 301.5
        return _Words(ja, None, en)
    if len(state.subtypes) == 1 and state == ObjectFilter(subtypes=state.subtypes):  # 205.3
        ja, en = subtype_text("ja", state.subtypes[0]), subtype_text("en", state.subtypes[0])
        article = "an" if en[:1].lower() in "aeiou" else "a"
        return _Words(f"{ja}である", f"it's {article} {en}", f"is {article} {en}")
    return None


def _subject(affected: object, lang: str, name: str, host: str) -> str | None:
    """How the statement's text names the object the condition is about."""
    if isinstance(affected, rt.ThisPermanent):
        return name
    word = literals(lang)["TYPE_LAND" if host == "land" else "TYPE_CREATURE"]
    if isinstance(affected, rt.EnchantedPermanent):
        return f"エンチャントされている{word}" if lang == "ja" else f"enchanted {word}"
    if isinstance(affected, rt.EquippedCreature):
        return f"装備している{word}" if lang == "ja" else f"equipped {word}"
    return None


def own_state_text(ability: ir.StaticAbility, text: str, lang: str, name: str, host: str = "creature") -> str | None:
    """The statement ``text`` with its condition on an object's state, or None when the
    condition is not one state of the permanent itself or of the object the statement is about."""
    condition = ability.condition
    if isinstance(condition, rt.SourceMatches):  # the permanent's own state, any statement
        words = _state_words(condition.filter)
        if words is None:
            return None
        if lang == "ja":
            joined = f"{name}{words.ja}" if words.ja.startswith("の上に") else f"{name}が{words.ja}"
            return f"{joined}かぎり、{text}"
        return f"As long as {name} {words.named}, {text if text.startswith(name) else continuation(text)}"
    if not isinstance(condition, rt.AffectedMatches):
        return None
    kinds = {type(getattr(e, "affected", None)) for e in ability.effects}
    if len(kinds) != 1:
        return None
    affected = getattr(ability.effects[0], "affected", None)
    subject = _subject(affected, lang, name, host)
    words = _state_words(condition.filter)
    if subject is None or words is None:
        return None
    if condition.filter.subtypes and not isinstance(affected, rt.ThisPermanent):
        return None  # "As long as enchanted creature is a Human, it …": render/permanents.py
    if lang == "ja":
        pronoun = "これは" if isinstance(affected, rt.ThisPermanent) else "それは"
        statement = text.replace(f"{subject}は", pronoun, 1)
        joined = f"{subject}{words.ja}" if words.ja.startswith("の上に") else f"{subject}が{words.ja}"
        return f"{joined}かぎり、{statement}"
    if words.its is not None:
        return f"{text[:-1]} as long as {words.its}."
    if text.lower().startswith(subject.lower()):
        statement = "it" + text[len(subject):]
    else:
        statement = text if text.startswith(name) else continuation(text)
    return f"As long as {subject} {words.named}, {statement}"
