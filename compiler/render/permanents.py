"""Canonical text of the language of permanents (keywords with parameters, and
later statics and triggers), in either language. See :mod:`ofuda.compiler.render`.

Words come from the grammars' own terminals (:func:`render_types.literals`), so
what is rendered is what parses.
"""

from __future__ import annotations

from dataclasses import replace

from ofuda.runtime import statics as rt
from ofuda.runtime.definitions import CardType, Controller, ObjectFilter
from ofuda.runtime.statics import Enchant

from .. import ir
from .activation import check_same_objects, prohibition_line_text, prohibitions, with_prohibition
from .alternative_costs import alternative_cost_text
from .cast_limits import cant_be_cast_text, cast_limit_text
from .chosen import as_enters_text, controls_none_text, enters_as_copy_text, is_controls_none
from .common import RenderError
from .conditions import (
    controls_fewer_text,
    is_controls_fewer,
    is_state_condition,
    state_condition_text,
)
from .counts import (
    count_text,
    counts_as_x,
    static_counted_pt,
    with_x_definition,
    x_change,
    x_pt_text,
)
from .effects_en import continuation
from .entering import entering_static_text
from .event_replacements import event_replacement_text
from .game_rules import combat_rule_phrase
from .keywords import _plural_noun, ja_filter_noun, keyword_text
from .library import library_static_text
from .nouns import noun_phrase
from .own_costs import own_cost_change_text
from .own_state import own_state_text
from .play_permissions import zone_permission_text
from .quoted import granted_text, quoted_abilities
from .replacement import combat_prevention_statement
from .replacement import statement as replacement_statement
from .special_actions import ignore_offer_text, ignore_offers
from .stack import cost_change_text, is_cost_change
from .static_extras import (
    described_groups,
    is_unless_paired,
    prevent_damage_by_text,
    restriction_pair,
    restriction_phrase,
    subtypes_and_group,
    unless_paired_text,
)
from .types import literals, subtype_text
from .words_en import count_word, pt_change, series
from .words_ja import number, signed

# --- static abilities ----------------------------------------------------------------

_JA_SUBJECTS = {
    rt.EnchantedPermanent: "エンチャントされている{host}",
    rt.EquippedCreature: "装備しているクリーチャー",
}
_EN_SUBJECTS = {
    rt.EnchantedPermanent: "enchanted {host}",
    rt.EquippedCreature: "equipped creature",
}


def enchanted_host(card: ir.CardIR) -> str:
    """What an Aura enchants, as its statements name it: "creature" or "land" (its enchant keyword)."""
    for ability in card.abilities:
        keyword = getattr(ability, "keyword", None)
        if isinstance(keyword, Enchant) and keyword.filter is not None and keyword.filter.card_types == (CardType.LAND,):
            return "land"
    return "creature"


def static_text(ability: ir.StaticAbility, lang: str, name: str, host: str = "creature") -> str:
    """A static ability as one sentence, with its condition fronted; ``host`` is what an
    Aura enchants ("creature", "land")."""
    offers = ignore_offers(ability.effects)
    if offers:  # 116.2d: the statement, then the offer to ignore its effect
        rest = tuple(e for e in ability.effects if e not in offers)
        statement = static_text(replace(ability, effects=rest), lang, name, host)
        offer = ignore_offer_text(offers[0], lang, name, host)
        return f"{statement}{'' if lang == 'ja' else ' '}{offer}"

    replaced = event_replacement_text(ability, lang, name)  # 614.1a, 614.6, 615.1a
    if replaced is not None:
        return replaced
    alone = prohibition_line_text(ability.effects, lang) if ability.condition is None else None
    if alone is not None:
        return alone
    found = prohibitions(ability.effects)
    if found:  # 602.5a: "…, and its activated abilities can't be activated"
        rest = tuple(e for e in ability.effects if e not in found)
        check_same_objects(found, rest)
        return with_prohibition(static_text(replace(ability, effects=rest), lang, name, host), lang)
    library = library_static_text(ability, lang, name)
    if library is not None:
        return library
    if ability.condition is None and len(ability.effects) == 1 and isinstance(
        ability.effects[0], rt.PlayerHasKeywords
    ):  # 702.11c, 702.18a: "You have hexproof."
        named = [keyword_text(k, lang) for k in ability.effects[0].keywords]
        return f"あなたは{'と'.join(named)}を持つ。" if lang == "ja" else f"You have {' and '.join(named)}."
    prohibited = cant_be_cast_text(ability, lang, name)  # 601.3: render/cast_limits.py
    if prohibited is not None:
        return prohibited
    limit = cast_limit_text(ability, lang, name)  # 601.3: render/cast_limits.py
    if limit is not None:
        return limit
    permission = zone_permission_text(ability, lang, name)  # 601.3: render/play_permissions.py
    if permission is not None:
        return permission

    own_cost = own_cost_change_text(ability, lang, name)
    if own_cost is not None:
        return own_cost
    alternative = alternative_cost_text(ability, lang, name)
    if alternative is not None:
        return alternative
    if ability.condition is None and len(ability.effects) == 1 and is_cost_change(ability.effects[0]):
        return cost_change_text(ability.effects[0], lang, name)  # type: ignore[arg-type]

    entering = entering_static_text(ability, lang, name)
    if entering is not None:
        return entering
    if len(ability.effects) == 1 and isinstance(ability.effects[0], rt.ChooseAsEnters):
        return as_enters_text(ability.effects[0], lang, name)
    if len(ability.effects) == 1 and isinstance(ability.effects[0], rt.EntersAsCopy):
        return enters_as_copy_text(ability.effects[0], lang)
    if is_controls_none(ability.condition):
        statement = static_text(replace(ability, condition=None), lang, name, host)
        return controls_none_text(ability.condition, statement, lang)  # type: ignore[arg-type]
    if is_controls_fewer(ability.condition):  # "unless you control N or more …" (611.3b)
        statement = static_text(replace(ability, condition=None), lang, name, host)
        return controls_fewer_text(ability.condition, statement, lang, name)  # type: ignore[arg-type]
    if is_state_condition(ability.condition):  # render/conditions.py
        statement = static_text(replace(ability, condition=None), lang, name, host)
        prefix = state_condition_text(ability.condition, lang, "static")
        if lang == "ja":
            return f"{prefix}、{statement}"
        return f"{prefix}, {statement if statement.startswith(name) else continuation(statement)}"
    groups: list[tuple[object, list[object]]] = []
    for effect in ability.effects:
        affected = getattr(effect, "affected", None)
        if groups and groups[-1][0] == affected:
            groups[-1][1].append(effect)
        else:
            groups.append((affected, [effect]))
    render = _ja_statement if lang == "ja" else _en_statement
    counted = isinstance(ability.condition, rt.ControlsCount)
    # "that creature" / 「そのクリーチャー」: the one permanent the condition counts, only
    # where the group is the one counted (an equality read whole)
    text = (" " if lang == "en" else "").join(
        render(a, effects, name, host, counted and _the_counted(a, ability.condition))  # type: ignore[arg-type]
        for a, effects in groups
    )
    if ability.condition is None:
        return text
    if counted:
        return _counted_condition(ability.condition, text, lang)  # type: ignore[arg-type]
    if isinstance(ability.condition, rt.IsPaired) and ability.condition.partner is None:
        if lang == "ja":
            return f"{name}が他のクリーチャーと組になっているかぎり、{text}"
        return f"As long as {name} is paired with another creature, {continuation(text)}"
    lowered = text if text.startswith(name) else continuation(text)
    if isinstance(ability.condition, rt.IsYourTurn):
        if lang == "ja":
            return f"あなたのターンであるかぎり、{text}"
        return f"As long as it's your turn, {lowered}"
    if ability.condition == rt.Not(rt.IsYourTurn()):  # 611.3b: "as long as it's not your turn"
        if lang == "ja":
            return f"あなたのターンでないかぎり、{text}"
        return f"As long as it's not your turn, {lowered}"
    own = own_state_text(ability, text, lang, name, host)  # 611.3b: render/own_state.py
    if own is not None:
        return own
    subtypes = _condition_subtypes(ability.condition)
    if subtypes:
        affected = getattr(ability.effects[0], "affected", None)
        words = literals(lang)
        if lang == "ja":
            subject = _JA_SUBJECTS[type(affected)].format(host=words["TYPE_CREATURE"])
            kinds = "または".join(subtype_text(lang, s) for s in subtypes)
            statement = text.replace(f"{subject}は", "それは", 1)  # the object of the condition
            return f"{subject}が{kinds}であるかぎり、{statement}"
        subject = _EN_SUBJECTS[type(affected)].format(host="creature")
        kinds = " or ".join(f"{_article(subtype_text(lang, s))}" for s in subtypes)
        statement = "it" + text[len(subject) :] if text.lower().startswith(subject) else lowered
        return f"As long as {subject} is {kinds}, {statement}"
    if is_unless_paired(ability.condition):
        try:
            return unless_paired_text(ability.condition, text, lang, name)  # type: ignore[arg-type]
        except ValueError as problem:
            raise RenderError(str(problem)) from None
    raise RenderError(f"no phrasing for the condition {ability.condition!r}")


def _the_counted(affected: object, condition: rt.ControlsCount) -> bool:
    """Whether ``affected`` is the group the condition counts: the permanents it names,
    controlled by the player whose permanents it counts."""
    if not isinstance(affected, rt.PermanentsMatching) or condition.whose is None:
        return False
    return affected.filter == replace(condition.filter, controller=condition.whose)


def _counted_condition(condition: rt.ControlsCount, text: str, lang: str) -> str:
    """ "As long as you control exactly one creature, that creature …" (#108)."""
    types = condition.filter.card_types
    if condition.at_least or condition.whose is not Controller.YOU or len(types) != 1:
        raise RenderError(f"no phrasing for the condition {condition!r}")
    words = literals(lang)
    if lang == "ja":
        kind = words[f"TYPE_{types[0].name}"]
        return f"あなたがコントロールしている{kind}がちょうど{number(condition.count)}体であるかぎり、{text}"

    kind = words[f"TYPE_{types[0].name}"]
    count = "one" if condition.count == 1 else count_word(condition.count)
    return f"As long as you control exactly {count} {kind}, {continuation(text)}"


def _condition_subtypes(condition: object) -> tuple[str, ...]:
    """The subtypes of "as long as <it> is a Human or an Angel" (AffectedMatches, or its
    De Morgan form for alternatives)."""
    if isinstance(condition, rt.AffectedMatches) and condition.filter.subtypes:
        return condition.filter.subtypes
    inner = getattr(condition, "condition", None)
    if isinstance(condition, rt.Not) and isinstance(inner, rt.AffectedMatches):
        return inner.filter.excluded_subtypes
    return ()


def _article(word: str) -> str:
    return ("an " if word[:1].lower() in "aeiou" else "a ") + word


def _ja_statement(
    affected: object, effects: list[object], name: str, host: str, counted: bool = False
) -> str:
    special = replacement_statement(affected, effects, name, "ja")
    if special is not None:
        return special
    if type(affected) in _JA_SUBJECTS or isinstance(affected, rt.ThisPermanent):
        host_word = literals("ja")["TYPE_LAND" if host == "land" else "TYPE_CREATURE"]
        subject = (
            name if isinstance(affected, rt.ThisPermanent)
            else _JA_SUBJECTS[type(affected)].format(host=host_word)
        )
        prevention = combat_prevention_statement(subject, effects, "ja")
        if prevention is not None:
            return prevention
    if all(isinstance(e, rt.PreventDamageBy) and not e.combat_only for e in effects):
        if isinstance(affected, rt.ThisPermanent):
            return prevent_damage_by_text(name, "ja")
        host_word = literals("ja")["TYPE_LAND" if host == "land" else "TYPE_CREATURE"]
        return prevent_damage_by_text(_JA_SUBJECTS[type(affected)].format(host=host_word), "ja")
    if all(isinstance(e, rt.GainControl) for e in effects) and type(affected) in _JA_SUBJECTS:
        host_word = literals("ja")["TYPE_LAND" if host == "land" else "TYPE_CREATURE"]
        return f"あなたは{_JA_SUBJECTS[type(affected)].format(host=host_word)}をコントロールする。"
    if isinstance(affected, rt.ThisPermanent) and effects == [rt.CantBeBlockedByLesserPower(affected)]:
        return f"{name}よりもパワーの小さいクリーチャーでは、これをブロックできない。"  # 509.1b
    if isinstance(affected, rt.ThisPermanent) and effects == [rt.MustBeBlockedByAll(affected)]:
        return f"{name}をブロックできるすべてのクリーチャーは、これをブロックする。"  # 509.1c
    if isinstance(affected, rt.ThisPermanent) and len(effects) == 1 and all(
        isinstance(e, rt.CantBlock) and e.attackers is not None for e in effects
    ):
        # 2012: the subject of ブロックできない takes では
        kinds = "".join(_plural_noun(e.attackers, "ja") for e in effects)  # type: ignore[attr-defined]
        return f"{name}では{kinds}をブロックできない。"
    if counted and isinstance(affected, rt.PermanentsMatching):
        subject = "そのクリーチャーは"  # the one creature the condition counts
    elif isinstance(affected, rt.ThisPermanent):
        subject = f"{name}は"
    elif isinstance(affected, rt.PermanentsMatching):  # 611.3a: a group
        union = subtypes_and_group(affected.filter, "ja") or described_groups(affected.filter, "ja")
        subject = (union or noun_phrase(affected.filter, "ja")) + "は"
    elif isinstance(affected, rt.PairedCreatures):
        keywords_only = all(isinstance(e, rt.GrantKeywords) for e in effects)
        subject = "両方のクリーチャーは" if keywords_only else "それらのクリーチャーはそれぞれ"
    elif type(affected) in _JA_SUBJECTS:
        host_word = literals("ja")["TYPE_LAND" if host == "land" else "TYPE_CREATURE"]
        subject = _JA_SUBJECTS[type(affected)].format(host=host_word) + "は"
    else:
        raise RenderError(f"no Japanese subject for {affected!r}")
    merged = _merge_types(effects)
    as_x = counts_as_x(merged)
    phrases = [_ja_predicate(e, name, as_x) for e in merged]
    heads = [_ja_continuative(p) for p in phrases[:-1]]
    listable = (rt.AddPowerToughness, rt.GrantKeywords, rt.AddTypes, tuple)
    if len(phrases) >= 3 and all(heads) and all(isinstance(e, listable) for e in merged):
        # 「…の修整を受け、飛行を持ち、…天使でもある」: a list in the continuative form
        text = subject + "、".join([*heads, phrases[-1]]) + "。"  # type: ignore[list-item]
    else:
        text = subject + "とともに".join(phrases) + "。"
    return with_x_definition(text, effects, "ja", name, as_x)


# Plain form → continuative form of the statement verbs that have one in the grammar.
_JA_CONTINUATIVE = {"の修整を受ける": "の修整を受け", "を持つ": "を持ち", "でもある": "でもあり"}


def _ja_continuative(phrase: str) -> str | None:
    """A predicate's continuative form (持つ → 持ち), if the grammar has one for its verb."""
    for plain, cont in _JA_CONTINUATIVE.items():
        if phrase.endswith(plain):
            return phrase[: -len(plain)] + cont
    return None


def _merge_types(effects: list[object]) -> list[object]:
    """AddColors followed by AddTypes is one predicate, "is a black Zombie in addition …"."""
    merged: list[object] = []
    for effect in effects:
        if isinstance(effect, rt.AddTypes) and merged and isinstance(merged[-1], rt.AddColors):
            merged[-1] = (merged[-1], effect)
        else:
            merged.append(effect)
    return restriction_pair(merged)


def _type_parts(effect: object, lang: str) -> tuple[list[str], list[str]] | None:
    """The colour and subtype words of an AddTypes (possibly with its AddColors)."""
    colors, types = (effect if isinstance(effect, tuple) else (None, effect))
    if not isinstance(types, rt.AddTypes) or types.card_types:
        return None
    words = literals(lang)
    color_words = [words[f"COLOR_{c.name}"] for c in (colors.colors if colors else ())]
    return color_words, [subtype_text(lang, s) for s in types.subtypes]


def _ja_predicate(effect: object, name: str = "", count_as_x: bool = False) -> str:
    combat = combat_rule_phrase(effect, "ja")  # 506.5, 702.3b, 510.1c: render/game_rules.py
    if combat is not None:
        return combat
    restriction = restriction_phrase(effect, "ja")
    if restriction is not None:
        return restriction
    parts = _type_parts(effect, "ja")
    if parts is not None and len(parts[0]) <= 1 and len(parts[1]) == 1:
        colors, subtypes = parts
        other = "他の色やタイプに加えて" if colors else "他のタイプに加えて"
        return other + "".join(f"{c}の" for c in colors) + subtypes[0] + "でもある"
    if isinstance(effect, ir.GrantedAbilities):
        return "と".join(granted_text(a, "ja") for a in effect.abilities) + "を持つ"
    x = x_change(effect, count_as_x)
    if x is not None:  # 「＋Ｘ/＋０の修整を受ける。Ｘは…に等しい。」
        return f"{x_pt_text(x[0], x[1], 'ja')}の修整を受ける"
    if isinstance(effect, rt.AddPowerToughness):
        counted = static_counted_pt(effect.power, effect.toughness)
        power, toughness, each = counted if counted else (effect.power, effect.toughness, None)
        negative = power < 0 or toughness < 0  # type: ignore[operator]
        lead = count_text(each, "ja", name) if each is not None else ""
        return f"{lead}{signed(power, negative)}/{signed(toughness, negative)}の修整を受ける"  # type: ignore[arg-type]
    if isinstance(effect, rt.GrantKeywords):
        return "と".join(keyword_text(k, "ja") for k in effect.keywords) + "を持つ"
    if isinstance(effect, rt.CantBeBlocked):
        return "ブロックされない"
    if isinstance(effect, rt.MustBeBlockedIfAble):
        return "可能ならブロックされなければならない"  # 509.1c
    if isinstance(effect, rt.CantBlock) and effect.attackers is None:
        return "ブロックできない"  # 509.1b
    if isinstance(effect, rt.CanBlockOnly):
        return f"{ja_filter_noun(effect.attackers)}のみをブロックできる"
    if isinstance(effect, rt.AttacksEachCombat):
        return "可能なら毎ターン攻撃する"
    if isinstance(effect, rt.CanBlockAdditional):
        return f"さらに{number(effect.count)}体のクリーチャーをブロックできる"
    if isinstance(effect, rt.RemoveKeywords):
        return "と".join(keyword_text(k, "ja") for k in effect.keywords) + "を失う"
    if isinstance(effect, rt.DoesntUntap) and isinstance(effect.affected, rt.ThisPermanent):
        return "あなたのアンタップ・ステップにアンタップしない"  # 109.5: its controller is you
    if isinstance(effect, rt.DoesntUntap):
        return "それのコントローラーのアンタップ・ステップにアンタップしない"
    if isinstance(effect, rt.CantTransform):
        return "変身できない"  # 701.28a
    raise RenderError(f"no Japanese phrasing for {type(effect).__name__}")


def _en_statement(
    affected: object, effects: list[object], name: str, host: str, counted: bool = False
) -> str:
    special = replacement_statement(affected, effects, name, "en")
    if special is not None:
        return special
    if type(affected) in _EN_SUBJECTS or isinstance(affected, rt.ThisPermanent):
        subject = (
            name if isinstance(affected, rt.ThisPermanent)
            else _EN_SUBJECTS[type(affected)].format(host=host)
        )
        prevention = combat_prevention_statement(subject, effects, "en")
        if prevention is not None:
            return prevention
    if all(isinstance(e, rt.PreventDamageBy) and not e.combat_only for e in effects):
        if isinstance(affected, rt.ThisPermanent):
            return prevent_damage_by_text(name, "en")
        return prevent_damage_by_text(_EN_SUBJECTS[type(affected)].format(host=host), "en")
    if isinstance(affected, rt.ThisPermanent) and effects == [rt.CantBeBlockedByLesserPower(affected)]:
        return f"Creatures with power less than {name}'s power can't block it."  # 509.1b
    if isinstance(affected, rt.ThisPermanent) and effects == [rt.MustBeBlockedByAll(affected)]:
        return f"All creatures able to block {name} do so."  # 509.1c
    if all(isinstance(e, rt.GainControl) for e in effects) and type(affected) in _EN_SUBJECTS:
        return f"You control {_EN_SUBJECTS[type(affected)].format(host=host)}."  # 613.1b
    plural = isinstance(affected, rt.PairedCreatures)
    if counted and isinstance(affected, rt.PermanentsMatching):
        subject = "that creature"  # the one creature the condition counts
    elif isinstance(affected, rt.ThisPermanent):
        subject = name
    elif isinstance(affected, rt.PermanentsMatching):  # 611.3a: a group
        group = affected.filter
        # Oracle: "Creatures you control of the chosen type get +1/+1." (614.12 chose it)
        chosen = " of the chosen type" if group.chosen_subtype else ""
        group = replace(group, chosen_subtype=False)
        # "Werewolf and Wolf creatures", "Skeletons you control and other Zombies you control"
        union = subtypes_and_group(group, "en") or described_groups(group, "en")
        subject, plural = (union or noun_phrase(group, "en", plural=True)) + chosen, True
        if group.counter_kinds and not union and not chosen:
            # Oracle: "Each creature you control with a +1/+1 counter on it has trample."
            subject, plural = "each " + noun_phrase(group, "en"), False
    elif plural:
        keywords_only = all(isinstance(e, rt.GrantKeywords) for e in effects)
        subject = "both creatures" if keywords_only else "each of those creatures"
        plural = keywords_only
    elif type(affected) in _EN_SUBJECTS:
        subject = _EN_SUBJECTS[type(affected)].format(host=host)
    else:
        raise RenderError(f"no English subject for {affected!r}")
    predicates: list[str] = []
    effects = _merge_types(effects)
    as_x = counts_as_x(effects)
    for index, effect in enumerate(effects):
        phrase = _en_predicate(effect, plural, name, as_x)
        # 'has haste and "{T}: …"': a quotation after another "has" shares its verb
        if index and isinstance(effect, ir.GrantedAbilities) and isinstance(
            effects[index - 1], (rt.GrantKeywords, ir.GrantedAbilities)
        ):
            phrase = phrase.split(" ", 1)[1]
        predicates.append(phrase)
    if len(predicates) >= 3:  # "gets +1/+2, has flying, and is an Angel …"
        text = f"{subject} " + ", ".join(predicates[:-1]) + ", and " + predicates[-1]
    else:
        text = f"{subject} " + " and ".join(predicates)
    text += "" if text.endswith('."') else "."  # the quotation's period ends the sentence
    text = with_x_definition(text, effects, "en", name, as_x)
    return text[:1].upper() + text[1:]


def _en_predicate(effect: object, plural: bool, name: str = "", count_as_x: bool = False) -> str:
    combat = combat_rule_phrase(effect, "en", plural)  # 506.5, 702.3b, 510.1c: render/game_rules.py
    if combat is not None:
        return combat
    restriction = restriction_phrase(effect, "en")
    if restriction is not None:
        return restriction
    parts = _type_parts(effect, "en")
    if parts is not None and len(parts[0]) <= 1 and len(parts[1]) == 1 and not plural:
        colors, subtypes = parts
        other = "colors and types" if colors else "types"
        return f"is {_article(' '.join([*colors, subtypes[0]]))} in addition to its other {other}"
    if isinstance(effect, ir.GrantedAbilities):
        quoted = " and ".join(quoted_abilities(effect.abilities, "en"))
        return f"{'have' if plural else 'has'} {quoted}"
    x = x_change(effect, count_as_x)
    if x is not None:  # "gets +X/+0, where X is …"
        return f"{'get' if plural else 'gets'} {x_pt_text(x[0], x[1], 'en')}"
    if isinstance(effect, rt.AddPowerToughness):
        counted = static_counted_pt(effect.power, effect.toughness)
        if counted is not None:  # 613.4c: "gets +1/+1 for each Forest you control"
            power, toughness, each = counted
            change = f"{pt_change(power, toughness)} for each {count_text(each, 'en', name)}"
            return f"{'get' if plural else 'gets'} {change}"
        return f"{'get' if plural else 'gets'} {pt_change(effect.power, effect.toughness)}"  # type: ignore[arg-type]
    if isinstance(effect, rt.GrantKeywords):  # "has flying", "have vigilance, trample, and haste"
        return f"{'have' if plural else 'has'} {series([keyword_text(k, 'en') for k in effect.keywords])}"
    if isinstance(effect, rt.CantBeBlocked):
        return "can't be blocked"
    if isinstance(effect, rt.MustBeBlockedIfAble):
        return "must be blocked if able"  # 509.1c
    if isinstance(effect, rt.CantBlock) and effect.attackers is not None:
        return f"can't block {_plural_noun(effect.attackers, 'en')}"
    if isinstance(effect, rt.CantBlock):
        return "can't block"  # 509.1b
    if isinstance(effect, rt.CanBlockOnly):
        creatures = ObjectFilter(card_types=(CardType.CREATURE,), keywords=effect.attackers.keywords)
        if effect.attackers != creatures:
            raise RenderError("no phrasing for blocking only these attackers")
        with_words = "".join(f" with {keyword_text(k, 'en')}" for k in effect.attackers.keywords)
        return f"can block only creatures{with_words}"
    if isinstance(effect, rt.AttacksEachCombat):
        return f"{'attack' if plural else 'attacks'} each combat if able"
    if isinstance(effect, rt.CanBlockAdditional) and effect.count == 1:
        return "can block an additional creature each combat"
    if isinstance(effect, rt.RemoveKeywords) and len(effect.keywords) == 1:
        return f"{'lose' if plural else 'loses'} {keyword_text(effect.keywords[0], 'en')}"
    if isinstance(effect, rt.DoesntUntap) and isinstance(effect.affected, rt.ThisPermanent):
        return "doesn't untap during your untap step"  # 109.5: its controller is you
    if isinstance(effect, rt.DoesntUntap) and not plural:
        return "doesn't untap during its controller's untap step"
    if isinstance(effect, rt.CantTransform):
        return "can't transform"  # 701.28a
    raise RenderError(f"no English phrasing for {type(effect).__name__}")
