"""Canonical text of as-enters choices (614.12) and chosen qualities.

Used by render/permanents.py (statics and keywords); current templating in both
languages (the Japanese still writes 「戦場に出るに際し」).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ofuda.runtime import statics as rt
from ofuda.runtime.definitions import CardType, Controller, ObjectFilter, TokenSpec

from .. import ir
from .common import RenderError
from .effects import SentenceState, effect_subject
from .events import unless_pay_mana
from .nouns import noun_phrase
from .types import subtype_text
from .words_en import a_noun
from .words_ja import VERBS, number

# 「クリーチャー・タイプを１つ」 / "a creature type", by what is chosen.
_CHOICE_WORDS = {
    rt.Choice.CREATURE_TYPE: {"ja": "クリーチャー・タイプを１つ", "en": "a creature type"},
    rt.Choice.COLOR: {"ja": "色を１色", "en": "a color"},
}


def as_enters_text(effect: rt.ChooseAsEnters, lang: str, name: str) -> str:
    """ "As CARDNAME enters the battlefield, choose a creature type." (614.12)."""
    if effect.choice is rt.Choice.CARD_NAME:  # 201.3: 「土地でないカード名を１つ」 / "a nonland card name"
        kinds = noun_phrase(effect.names or ObjectFilter(), lang, "looked")
        what = f"{kinds}名を１つ" if lang == "ja" else f"{a_noun(kinds)} name"
    else:
        what = _CHOICE_WORDS[effect.choice][lang]
    if lang == "ja":
        return f"{name}が戦場に出るに際し、{what}選ぶ。"
    return f"As {name} enters the battlefield, choose {what}."


def chosen_protection(keyword: rt.Protection, lang: str) -> str | None:
    """Protection from a chosen quality, or None for any other protection:
    「プロテクション（その選ばれたタイプのクリーチャー）」 / "protection from creatures of the
    chosen type"; 「プロテクション（あなたが選んだ色１色）」 / "protection from the color of your
    choice"."""
    quality = keyword.quality
    if quality is not None and quality == ObjectFilter(chosen_name=True):  # 201.3
        return "プロテクション（その選ばれたカード名）" if lang == "ja" else "protection from the chosen card name"
    if keyword.chosen_color:
        return "プロテクション（あなたが選んだ色１色）" if lang == "ja" else "protection from the color of your choice"
    if quality is not None and quality.chosen_subtype and quality.card_types == (CardType.CREATURE,):
        if lang == "ja":
            return "プロテクション（その選ばれたタイプのクリーチャー）"
        return "protection from creatures of the chosen type"
    return None


def controls_none_text(condition: rt.ControlsCount, statement: str, lang: str) -> str:
    """A statement with "as long as … controls no …" (611.3b): "its controller" inside the
    Japanese statement after its subject, fronted for "you"; after the English statement."""
    flt = condition.filter
    if lang == "ja":
        noun = noun_phrase(replace(flt, other=False), "ja")
        other = "他に" if flt.other else ""
        if condition.whose is None:
            subject, _, rest = statement.partition("は")
            return f"{subject}は、それのコントローラーが{other}{noun}をコントロールしていないかぎり、{rest}"
        return f"あなたが{other}{noun}をコントロールしていないかぎり、{statement}"
    noun = noun_phrase(flt, "en", plural=True)
    who = "its controller controls" if condition.whose is None else "you control"
    return f"{statement[:-1]} as long as {who} no {noun}."


def is_controls_none(condition: object) -> bool:
    """Whether a static ability's condition is "… controls no …"."""
    return (
        isinstance(condition, rt.ControlsCount)
        and condition.count == 0
        and not condition.at_least
        and condition.whose in (None, Controller.YOU)
    )


# The "unless" form of a payment's verb: 「捧げないかぎり」.
_JA_UNLESS = {"offer": "ないかぎり"}


def unless_text(renderer: object, effect: object, state: object, lang: str) -> str:
    """「あなたが…生け贄に捧げないかぎり、<instructions>」, 「…１体につき{1}を支払わないかぎり、
    <instructions>」 / "<instructions> unless you sacrifice …", "… unless you pay {1} for each …"
    (118.12a; no period): the payment first in Japanese, after the instructions in English."""
    assert isinstance(effect, ir.Unless)
    payers = [p.player if isinstance(p, ir.PayMana) else effect_subject(p) for p in effect.payment]
    if any(payer != effect.player for payer in payers):
        raise RenderError("a payment by another player than the one the \"unless\" names")
    mana = effect.payment[0] if len(effect.payment) == 1 else None
    mana = mana if isinstance(mana, ir.PayMana) else None
    # the first mention names a target ("target player" / 「プレイヤー１人を対象とする」 declared
    # first): in English the instructions come first, in Japanese the player
    if lang == "ja":
        player = renderer.reference(effect.player)  # type: ignore[attr-defined]
        body = renderer.chain(effect.effects, state)  # type: ignore[attr-defined]
    else:
        body = renderer.chain(effect.effects, state)  # type: ignore[attr-defined]
        player = renderer.reference(effect.player)  # type: ignore[attr-defined]
    if lang == "ja":
        if mana is not None:
            # as printed (Fettergeist): no subject when you pay, 「…１体につき」 leads the amount
            subject = "" if isinstance(effect.player, ir.You) else f"{player}が"
            return f"{subject}{unless_pay_mana(mana, 'ja', renderer)}ないかぎり、{body}"
        if len(effect.payment) != 1:
            raise RenderError("an \"unless\" with several payments")
        phrase, verb = renderer.predicate(effect.payment[0], state)  # type: ignore[attr-defined]
        if verb not in _JA_UNLESS:
            raise RenderError(f"no 「ないかぎり」 form of {verb}")

        stem = VERBS[verb][1]
        return f"{player}が{phrase}{stem}{_JA_UNLESS[verb]}、{body}"
    if mana is not None:
        payment = unless_pay_mana(mana, "en", renderer)
    else:
        payment = renderer.chain(effect.payment, state)  # type: ignore[attr-defined]
        if payment.startswith(player + " "):  # the payment's own subject is the player named
            payment = payment[len(player) + 1 :]
    return f"{body[:1].upper()}{body[1:]} unless {player} {payment}"


def become_phrase(effect: object, lang: str, renderer: Any) -> str:
    """「飛行を持つ白の３/３の天使・アーティファクト・クリーチャー」 / "a 3/3 white Angel artifact
    creature with flying" (no verb): a token's description (``renderer``: the instructions'
    renderer of ``lang``), without the word "token"."""
    assert isinstance(effect, ir.Become)
    if not effect.card_types:  # 205.1a: "a Bear Berserker", its creature types replaced
        return _subtypes_phrase(effect, lang)
    keeps = CardType.ARTIFACT in effect.card_types and CardType.CREATURE in effect.card_types
    if effect.replaces_types and keeps:  # 205.1a / 205.1b: the words decide
        raise RenderError(f"no phrasing for {effect!r}: its types are kept or replaced otherwise")
    # 205.1b: types kept where the words alone would replace them: "in addition to its other types"
    in_addition = not effect.replaces_types and not keeps
    spec = TokenSpec(
        effect.power or 0, effect.toughness or 0, effect.colors or (), effect.subtypes,
        effect.card_types, effect.keywords,
    )
    # a "becomes" without colours keeps the object's colours: no 「無色の」 / "colorless" (105.2c)
    if lang == "ja":
        text = str(renderer.token(spec)).removesuffix("・トークン")
        text = text if spec.colors else text.replace("無色の", "", 1)
        if in_addition and spec.colors:  # grammar/ja/75e-becomes-kept-types.lark reads no colour
            raise RenderError("no Japanese phrasing for a colour in a change that keeps the types")
        return "他のタイプに加えて" + text if in_addition else text
    plain = not effect.colors and not effect.subtypes and not effect.keywords
    if plain and not in_addition and effect.power is not None and effect.toughness is not None:
        # Oracle (M19 Skilled Animator): "becomes an artifact creature with base power and
        # toughness 5/5" — the same change as "a 5/5 artifact creature" (613.4b, 205.1b)
        types = " ".join(t.value for t in effect.card_types)
        return a_noun(f"{types} with base power and toughness {effect.power}/{effect.toughness}")
    text = str(renderer.tokens(spec, 1, SentenceState())).replace(" token", "", 1)
    text = text if spec.colors else " ".join(text.replace(" colorless ", " ", 1).split())
    return text + " in addition to its other types" if in_addition else text


def _subtypes_phrase(effect: ir.Become, lang: str) -> str:
    """「基本のパワーとタフネスが１/１の人間」 / "a Human with base power and toughness 1/1", 「熊・
    狂戦士」 / "a Bear Berserker": creature types that replace the object's (205.1a), no card type."""
    if effect.colors is not None or effect.keywords or not effect.replaces_types or not effect.subtypes:
        raise RenderError(f"no phrasing for {effect!r}: only creature types and a base P/T are said")
    if (effect.power is None) != (effect.toughness is None):
        raise RenderError("a base power without a base toughness")
    if lang == "ja":
        names = "・".join(subtype_text("ja", s) for s in effect.subtypes)
        if effect.power is None or effect.toughness is None:
            return names
        return f"基本のパワーとタフネスが{number(effect.power)}/{number(effect.toughness)}の{names}"
    names = " ".join(subtype_text("en", s) for s in effect.subtypes)
    if effect.power is not None:
        names += f" with base power and toughness {effect.power}/{effect.toughness}"
    return a_noun(names)


def enters_as_copy_text(effect: rt.EntersAsCopy, lang: str) -> str:
    """「あなたがコントロールするトークンでないクリーチャーは、エンチャントされているクリーチャーの
    コピーとして戦場に出る。」 / "Nontoken creatures you control enter the battlefield as a copy
    of enchanted creature." (614.1c)."""
    model = {
        rt.EnchantedPermanent: ("エンチャントされているクリーチャー", "enchanted creature"),
        rt.EquippedCreature: ("装備しているクリーチャー", "equipped creature"),
    }.get(type(effect.of))
    if model is None:
        raise RenderError(f"no phrasing for a copy of {effect.of!r}")
    if lang == "ja":
        return f"{noun_phrase(effect.filter, 'ja')}は、{model[0]}のコピーとして戦場に出る。"
    noun = noun_phrase(effect.filter, "en", plural=True)
    return f"{noun[:1].upper()}{noun[1:]} enter the battlefield as a copy of {model[1]}."
