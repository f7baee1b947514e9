"""The words of a duration stated as a condition (611.2b), in both languages.

"for as long as you control CARDNAME" / 「あなたがCARDNAMEをコントロールし続けているかぎり、」: the
English follows the instruction (where "until end of turn" stands), the Japanese leads it
(where 「ターン終了時まで、」 stands), as the 2012 and 2018–20 cards print it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ofuda.runtime.definitions import Duration, LastsWhile

from .. import ir
from .common import RenderError
from .keyword_choice import keyword_choice_en

_EN = {
    LastsWhile.YOU_CONTROL: "for as long as you control {}",
    LastsWhile.ON_BATTLEFIELD: "for as long as {} remains on the battlefield",
    LastsWhile.EXILED: "for as long as {} remains exiled",
}
_JA = {
    LastsWhile.YOU_CONTROL: "あなたが{}をコントロールし続けているかぎり、",
    LastsWhile.ON_BATTLEFIELD: "{}が戦場に残り続けているかぎり、",
    LastsWhile.EXILED: "{}が追放され続けているかぎり、",
}


def condition_lasting(effect: Any) -> ir.ForAsLongAs | None:
    """The "for as long as" duration of ``effect``, if it has one."""
    duration = getattr(effect, "duration", None)
    return duration if isinstance(duration, ir.ForAsLongAs) else None


def for_as_long_as(lasting: ir.ForAsLongAs, lang: str, reference: Callable[[Any], str]) -> str:
    """The words of ``lasting`` in ``lang``, the object named by ``reference``."""
    words = _JA if lang == "ja" else _EN
    return words[lasting.condition].format(reference(lasting.obj))


def lasting_words_en(effect: Any, reference: Callable[[Any], str]) -> str:
    """The English words of ``effect``'s duration after the instruction when it is "until your
    next turn" (611.2b) or "for as long as …", with their leading space, or nothing."""
    if getattr(effect, "duration", None) == Duration.UNTIL_YOUR_NEXT_TURN:
        return " until your next turn"
    lasting = condition_lasting(effect)
    return "" if lasting is None else " " + for_as_long_as(lasting, "en", reference)


def family_predicate_en(effect: Any, third: bool) -> str | None:
    """The English verb phrase of an effect whose family is rendered in a module of its own
    ("doesn't untap" for a duration, a keyword of your choice), or None."""
    return doesnt_untap_en(effect, not third) or keyword_choice_en(effect, "s" if third else "")


def doesnt_untap_en(effect: Any, plural: bool) -> str | None:
    """502.3: "doesn't untap during its controller's untap step" (an instruction's lasting
    rule), or None for another effect."""
    if not isinstance(effect, ir.DoesntUntap):
        return None
    if plural:
        raise RenderError("no phrasing for several permanents that don't untap for a duration")
    return "doesn't untap during its controller's untap step"


def doesnt_untap_ja(effect: Any) -> tuple[str, str] | None:
    """502.3: 「それのコントローラーのアンタップ・ステップにアンタップしない」, or None."""
    if not isinstance(effect, ir.DoesntUntap):
        return None
    return "それのコントローラーのアンタップ・ステップにアンタップしない", "none"
