"""Render, statements of permanents beyond render/permanents.py: pairing conditions (702.95),
"can't attack or block" (508.1c, 509.1b) and prevention of the damage a permanent would deal
(615) — "CARDNAME can't attack or block unless it's paired with a creature with soulbond",
"Prevent all damage that would be dealt by enchanted creature" — in both languages."""

from __future__ import annotations

from dataclasses import replace

from ofuda.runtime import statics as rt
from ofuda.runtime.definitions import CardType, Duration, ObjectFilter

from .. import ir
from ..ir.unions import alternatives_of, is_keyword_union, names_kinds_only
from .common import RenderError
from .keywords import ja_filter_noun, keyword_text, object_noun
from .nouns import noun_phrase


def is_unless_paired(condition: object) -> bool:
    """Whether a static ability's condition is "unless it's paired with <partner>"."""
    inner = getattr(condition, "condition", None)
    return (
        isinstance(condition, rt.Not)
        and isinstance(inner, rt.IsPaired)
        and inner.partner is not None
    )


def unless_paired_text(condition: rt.Not, text: str, lang: str, name: str) -> str:
    """The statement ``text`` under "unless it's paired with …": in Japanese the condition
    follows the subject (「CARDNAMEは、…と組になっていないかぎり、…」), in English it ends the
    sentence."""
    inner = condition.condition
    assert isinstance(inner, rt.IsPaired) and inner.partner is not None  # is_unless_paired
    partner = inner.partner
    if lang == "ja":
        some = "" if partner.keywords else "いずれかの"
        head = f"{name}は"
        if not text.startswith(head):
            raise ValueError("only CARDNAME's own statement has a Japanese phrasing here")
        return (
            f"{head}、{some}{ja_filter_noun(partner)}と組になっていないかぎり、{text[len(head) :]}"
        )

    noun = object_noun(partner, "en")
    with_words = "".join(f" with {keyword_text(k, 'en')}" for k in partner.keywords)
    article = "an" if noun[:1].lower() in "aeiou" else "a"
    return f"{text[:-1]} unless it's paired with {article} {noun}{with_words}."


def restriction_pair(effects: list[object]) -> list[object]:
    """CantAttack then CantBlock (of everything) is one predicate: "can't attack or block"."""
    merged: list[object] = []
    for effect in effects:
        if (
            isinstance(effect, rt.CantBlock)
            and effect.attackers is None
            and merged
            and isinstance(merged[-1], rt.CantAttack)
        ):
            merged[-1] = (merged[-1], effect)
        else:
            merged.append(effect)
    return merged


def restriction_phrase(effect: object, lang: str) -> str | None:
    """The phrase of "can't attack or block" (a merged pair) or of an evasion restriction
    (509.1b), or None."""
    if isinstance(effect, tuple) and len(effect) == 2 and isinstance(effect[0], rt.CantAttack):
        words = {"ja": "攻撃したりブロックしたりできない", "en": "can't attack or block"}
        return words[lang]
    if isinstance(effect, rt.CantAttack):  # 508.1c
        return "攻撃できない" if lang == "ja" else "can't attack"
    return evasion_phrase(effect, lang)


def evasion_phrase(effect: object, lang: str) -> str | None:
    """509.1b: 「<X>によってはブロックされない」 / "can't be blocked by <X>", "… except by <X>",
    "… by more than one creature", "… except by two or more creatures", or None."""
    if isinstance(effect, (rt.CantBeBlockedBy, rt.CanBeBlockedOnlyBy)):
        return blockers_phrase(effect.blockers, isinstance(effect, rt.CanBeBlockedOnlyBy), lang)
    if isinstance(effect, rt.BlockersLimit):
        return blockers_limit_phrase(effect.at_least, effect.at_most, lang)
    return None


def blockers_phrase(blockers: ObjectFilter, only: bool, lang: str, lasting: str = "") -> str:
    """509.1b: 「<X>によってはブロックされない」 / "can't be blocked by <X>", with ``only``
    「<X>によってしかブロックされない」 / "can't be blocked except by <X>"; an instruction's
    ``lasting`` ("this turn") stands where Oracle puts it: "can't be blocked by Humans this turn",
    "can't be blocked this turn except by Spirits" (Japanese says 「このターン、」 before the
    clause)."""
    noun = noun_phrase(blockers, lang, plural=True)
    if lang == "ja":
        return f"{noun}{'によってしか' if only else 'によっては'}ブロックされない"
    if only:
        return " ".join(w for w in ("can't be blocked", lasting, "except by", noun) if w)
    return " ".join(w for w in ("can't be blocked by", noun, lasting) if w)


def blockers_limit_phrase(
    at_least: int, at_most: int | None, lang: str, lasting: str = ""
) -> str | None:
    """509.1b: "can't be blocked by more than one creature" (at most 1) and "can't be blocked
    except by two or more creatures" (at least 2, 702.111b), with an instruction's ``lasting``
    where Oracle puts it; None for other limits."""
    if (at_least, at_most) == (1, 1):
        if lang == "ja":
            return "２体以上のクリーチャーによってはブロックされない"
        return " ".join(w for w in ("can't be blocked by more than one creature", lasting) if w)
    if (at_least, at_most) == (2, None):
        if lang == "ja":
            return "２体以上のクリーチャーによってしかブロックされない"
        return " ".join(
            w for w in ("can't be blocked", lasting, "except by two or more creatures") if w
        )
    return None


def timed_evasion(effect: ir.CantBeBlockedBy | ir.LimitBlockers, lang: str) -> str:
    """An instruction's evasion restriction (509.1b) with its duration: "can't be blocked by
    creatures with power 2 or less this turn", "can't be blocked this turn except by two or more
    creatures"; in Japanese the clause's 「このターン、」 says the duration."""
    lasting = {Duration.END_OF_TURN: "this turn", Duration.UNTIL_YOUR_NEXT_TURN: "until your next turn"}
    if effect.duration not in lasting:
        raise RenderError(f"no phrasing for an evasion restriction lasting {effect.duration}")
    words = lasting[effect.duration] if lang == "en" else ""
    if isinstance(effect, ir.CantBeBlockedBy):
        return blockers_phrase(effect.blockers, effect.only, lang, words)
    phrase = blockers_limit_phrase(effect.at_least, effect.at_most, lang, words)
    if phrase is None:
        raise RenderError(f"no phrasing for {effect.at_least}–{effect.at_most} blockers")
    return phrase


def prevent_damage_by_text(subject: str, lang: str) -> str:
    """615: 「<subject>が与えるすべてのダメージを軽減する。」 / "Prevent all damage that would be
    dealt by <subject>." (``subject`` already in the language)."""
    if lang == "ja":
        return f"{subject}が与えるすべてのダメージを軽減する。"
    return f"Prevent all damage that would be dealt by {subject}."


def subtypes_and_group(group: ObjectFilter, lang: str) -> str | None:
    """205.3m: a group of creatures with either of two subtypes, as printed: "other Werewolf and
    Wolf creatures you control" / 「あなたがコントロールする他の狼男・クリーチャーと狼・クリーチャー」
    (the words of the rest of the group go with the first noun), or None for another group."""
    if len(group.subtypes) != 2 or group.card_types != (CardType.CREATURE,) or group.any_of:
        return None
    first, second = group.subtypes
    lead = noun_phrase(replace(group, subtypes=(first,)), lang, plural=lang == "en")
    if lang == "ja":
        return (
            lead
            + "と"
            + noun_phrase(ObjectFilter(card_types=group.card_types, subtypes=(second,)), "ja")
        )
    return lead.replace(f"{first} creatures", f"{first} and {second} creatures", 1)


def described_groups(group: ObjectFilter, lang: str) -> str | None:
    """A group that is the union of groups described apart (grammar/*/51b-group-unions.lark):
    "Skeletons you control and other Zombies you control" / 「あなたがコントロールしている
    スケルトンとあなたがコントロールしている他のゾンビ」, each alternative with all its words;
    None for a group of one description or a union of kinds alone ("Vampires or Zombies")."""
    if not group.any_of or is_keyword_union(group) or len(group.any_of) != 2:
        return None
    alternatives = alternatives_of(group)
    if all(names_kinds_only(a) for a in group.any_of):
        return None  # the alternatives differ in their kinds only: one noun says them
    nouns = [noun_phrase(a, lang, plural=lang == "en") for a in alternatives]
    return (" and " if lang == "en" else "と").join(nouns)
