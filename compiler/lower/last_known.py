"""Lowering of what an object was as it last existed (608.2h).

"If that creature was a Human" (Death's Caress, after destroying it), "If the sacrificed
creature was a Human" (the object a cost paid), "If that creature was an Elemental" (the
creature whose dying triggered the ability), "If it was a creature card" (the card an
instruction exiled): the condition looks at the object named, with its last known
characteristics once it has left the zone it was named in, never at the card it became. The
reference is bound as any other (lowerer.reference); where it would mean the new object (400.7:
"it" after "exile target card", "that creature" after a creature died), the condition takes the
object it was.
"""

from __future__ import annotations

from typing import Any

from .. import ast, ir


def last_known_condition(lowerer: Any, condition: ast.IfItWas, scope: Any) -> ir.Matched:
    """The IR of 「…が～だった場合」 / "If … was a …" (608.2h)."""
    obj, kind = lowerer.reference(condition.subject, scope, None)
    if kind == "player":
        raise lowerer.fail("E202", "only an object can be of a type", condition.span)
    return ir.Matched(former_object(obj), condition.noun.filter)


def former_object(obj: Any) -> Any:
    """The object as it was named, before the zone change that made it a new object (400.7):
    the target or event object itself, not the card it became."""
    if isinstance(obj, ir.NewObject):
        return former_object(obj.of)
    if isinstance(obj, ir.TriggeringCard):
        return ir.TriggeringObject()
    if isinstance(obj, ir.EffectResult) and obj.moved:  # what an instruction moved (608.2c)
        return ir.EffectResult(obj.kind)
    return obj
