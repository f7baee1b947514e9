"""Canonical text of the trigger condition on counters put on an object (122.6), in either
language. See :mod:`ofuda.compiler.render`.

Current templating: "Whenever one or more +1/+1 counters are put on another non-Hydra creature
you control" / 「他の、あなたがコントロールしていてハイドラでないクリーチャー１体の上に＋１/＋１
カウンターが１個以上置かれるたび」 (Wildwood Scourge, 2020); any kind: "one or more counters" /
「カウンターが１個以上」.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ofuda.runtime import statics as rt
from ofuda.runtime import statics_triggers as rte
from ofuda.runtime.definitions import ObjectFilter

from .common import RenderError
from .nouns import noun_phrase
from .words_en import COUNTERS as EN_COUNTERS
from .words_ja import COUNTERS as JA_COUNTERS
from .words_ja import counter_word

# the subject of a trigger in one language: (subject, card name) -> 「CARDNAMEが」 / "CARDNAME"
Subject = Callable[[Any, str], str]


def _ja_on(subject: object, name: str) -> str:
    """「野生林の災い魔の上に」, 「装備しているクリーチャーの上に」, 「…クリーチャー１体の上に」."""
    if subject is None:
        return f"{name}の上に"
    if isinstance(subject, rt.EquippedCreature):
        return "装備しているクリーチャーの上に"
    if isinstance(subject, rt.EnchantedPermanent):
        return "エンチャントされているクリーチャーの上に"
    if isinstance(subject, ObjectFilter) and not subject.or_source:
        return f"{noun_phrase(subject, 'ja')}１{counter_word(subject, 'battlefield')}の上に"
    raise RenderError(f"no Japanese subject of a counters trigger for {subject!r}")


def _ja_kind(kind: str | None) -> str:
    return "カウンター" if kind is None else f"{JA_COUNTERS[kind]}カウンター"


def _en_kind(kind: str | None) -> str:
    return "counters" if kind is None else f"{EN_COUNTERS[kind]}s"


def counters_trigger_text(trigger: object, lang: str, name: str, subject: Subject) -> str | None:
    """The trigger condition (without its comma) if it watches counters put on an object
    (122.6), else None; ``subject`` phrases an English trigger subject (render/triggers.py's)."""
    if not isinstance(trigger, rte.CountersPutOn):
        return None
    if lang == "ja":
        return f"{_ja_on(trigger.subject, name)}{_ja_kind(trigger.kind)}が１個以上置かれるたび"
    on = subject(trigger.subject, name)
    return f"Whenever one or more {_en_kind(trigger.kind)} are put on {on}"
