"""Rendering a destroy instruction whose permanents can't be regenerated (701.15), in both
languages: "Destroy target creature. It can't be regenerated." / 「…それを破壊する。それは再生
できない。」 — the rider is a sentence of its own right after the instruction's sentence, so the
destroy instruction must end its sentence (lower/regeneration_riders.py reads it back)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from .. import ir
from .common import RenderError
from .effects import plural

_WORDS = {
    ("en", False): "It can't be regenerated.",
    ("en", True): "They can't be regenerated.",
    ("ja", False): "それは再生できない。",
    ("ja", True): "それらは再生できない。",
}


def regeneration_rider(group: list[Any], lang: str) -> tuple[list[Any], str] | None:
    """(the sentence's effects with the destroy instruction as a plain one, the rider's words)
    when the sentence destroys permanents that can't be regenerated; None otherwise."""
    unregenerable = [e for e in group if isinstance(e, ir.Destroy) and not e.regenerable]
    if not unregenerable:
        return None
    last = group[-1]
    if unregenerable != [last]:  # the rider follows the sentence: it is about its last instruction
        raise RenderError("no phrasing for \"can't be regenerated\" of an instruction not last in its sentence")
    return [*group[:-1], replace(last, regenerable=True)], _WORDS[(lang, plural(last.obj))]
