"""Rendering prohibitions on activating abilities (602.5a), in current templating.

"Enchanted creature can't attack or block, and its activated abilities can't be activated." /
「エンチャントされているクリーチャーは攻撃したりブロックしたりできず、それの起動型能力は起動できな
い。」: the prohibition ends the statement about the same objects. "Activated abilities of
artifacts can't be activated." / 「アーティファクトの起動型能力は起動できない。」: alone, on every
permanent of a kind.
"""

from __future__ import annotations

from typing import Any

from ofuda.runtime import statics as rt
from ofuda.runtime.statics_activation import CantActivateAbilities

from .common import RenderError
from .nouns import noun_phrase

_JA_LAST = "攻撃したりブロックしたりできない。"  # the one predicate with a continuative form here


def prohibitions(effects: tuple[Any, ...]) -> list[CantActivateAbilities]:
    """The prohibitions on activating abilities among a static ability's effects."""
    return [e for e in effects if isinstance(e, CantActivateAbilities)]


def with_prohibition(statement: str, lang: str) -> str:
    """The statement (about the same objects) followed by the prohibition of their activated
    abilities."""
    if lang == "ja":
        if not statement.endswith(_JA_LAST):
            raise RenderError("no Japanese phrasing for this statement before 「…は起動できない」")
        return (
            statement[: -len(_JA_LAST)]
            + "攻撃したりブロックしたりできず、それの起動型能力は起動できない。"
        )
    if not statement.endswith("."):
        raise RenderError('no English phrasing for this statement before "… can\'t be activated"')
    return statement[:-1] + ", and its activated abilities can't be activated."


def check_same_objects(found: list[CantActivateAbilities], rest: tuple[Any, ...]) -> None:
    """The prohibition is phrased as the last predicate of a statement about the same objects."""
    others = {getattr(e, "affected", None) for e in rest}
    if not rest or any(p.affected not in others for p in found) or len(others) != 1:
        raise RenderError(
            "no phrasing for a prohibition on activating without a statement before it"
        )


def prohibition_line_text(effects: tuple[Any, ...], lang: str) -> str | None:
    """"Activated abilities of artifacts can't be activated." / 「アーティファクトの起動型能力は
    起動できない。」: a prohibition alone, on every permanent of a kind; None for another."""
    if len(effects) != 1 or not isinstance(effects[0], CantActivateAbilities):
        return None
    affected = effects[0].affected
    if not isinstance(affected, rt.PermanentsMatching):
        return None
    if lang == "ja":
        return f"{noun_phrase(affected.filter, 'ja')}の起動型能力は起動できない。"
    return f"Activated abilities of {noun_phrase(affected.filter, 'en', plural=True)} can't be activated."
