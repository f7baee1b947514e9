"""Canonical text of values of this turn's history: the objects that died this turn (700.4),
counted — "the number of creatures that died under your control this turn" /
「このターンにあなたのコントロール下で死亡したクリーチャーの総数」. See :mod:`ofuda.compiler.render`."""

from __future__ import annotations

from dataclasses import replace

from ofuda.runtime.definitions import Controller, ObjectFilter

from .common import RenderError
from .nouns import noun_phrase


def _anyones(filter: ObjectFilter) -> tuple[ObjectFilter, bool]:
    """The filter without its controller, and whether it was yours ("under your control")."""
    if filter.controller not in (Controller.ANY, Controller.YOU):
        raise RenderError(f"no phrasing for objects that died under this control: {filter!r}")
    return replace(filter, controller=Controller.ANY), filter.controller == Controller.YOU


def died_noun_en(filter: ObjectFilter, plural: bool = True) -> str:
    """ "creatures that died this turn", "creatures that died under your control this turn"
    (without ``plural``: "creature that died this turn", after "for each")."""
    objects, yours = _anyones(filter)
    control = " under your control" if yours else ""
    return f"{noun_phrase(objects, 'en', plural=plural)} that died{control} this turn"


def died_noun_ja(filter: ObjectFilter) -> str:
    """「このターンに死亡したクリーチャー」, 「このターンにあなたのコントロール下で死亡したクリーチャー」."""
    objects, yours = _anyones(filter)
    control = "あなたのコントロール下で" if yours else ""
    return f"このターンに{control}死亡した{noun_phrase(objects, 'ja')}"
