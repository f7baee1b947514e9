"""The lower pass, attaching by an effect: "attach to it any number of Auras on the
battlefield" and "put onto the battlefield attached to it any number of Aura cards … from your
graveyard and/or hand" (701.3, 303.4). A mixin of lower.Lowerer, ahead of the effect lowering
it extends.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ofuda.runtime.definitions import ZoneKind

from .. import ast, ir
from .predicate_kinds import Instruction, lowers_predicate

if TYPE_CHECKING:  # pragma: no cover
    from ..source.text import Span
    from .effects import LoweringError


class AttachLowering:
    """Lowers the attach phrase family; mixed into lower.Lowerer before EffectLowerer."""

    if TYPE_CHECKING:  # pragma: no cover - provided by lower.Lowerer

        def fail(self, code: str, message: str, span: Span, *hints: str) -> LoweringError: ...

        def reference(self, reference: Any, scope: Any, subject: Any) -> tuple[Any, str]: ...

        face: ir.CardFace | None

        def text(self, span: Span) -> str: ...

    def attached_host(self, reference: Any) -> ir.EnchantedObject | ir.EquippedObject | None:
        """「エンチャントされているクリーチャー」 / "enchanted creature" and 「装備しているクリーチャー」
        / "equipped creature" in an instruction of an Aura's or Equipment's own triggered or
        activated ability: the creature it is attached to (303.4b, 301.5a). Only an Aura says
        "enchanted" and only an Equipment "equipped"; anywhere else (an instant, a creature)
        the words name nothing and the caller rejects them (E251). An Aura's instruction names
        only the enchanted creature: "enchanted land" is left to that rejection, the rendering
        having no word for it."""
        subtypes = self.face.subtypes if self.face is not None else ()
        if isinstance(reference, ast.EnchantedReference) and "Aura" in subtypes:
            words = self.text(reference.span)
            if words.endswith(("creature", "クリーチャー")):
                return ir.EnchantedObject()
        if isinstance(reference, ast.EquippedReference) and "Equipment" in subtypes:
            return ir.EquippedObject()
        return None

    @lowers_predicate(ast.AttachObject)
    def attach_object(self, p: ast.AttachObject, at: Instruction) -> ir.AttachObject:
        """701.3: "attach CARDNAME to it" — this Aura or Equipment (the only attachment ofuda
        names) onto an object, by the ability's controller."""
        subject, subject_is, origin, scope = at.subject, at.subject_is, at.origin, at.scope
        if subject_is not in ("player", "any") or not isinstance(subject, ir.You):
            raise self.fail("E202", "the ability's controller attaches it", p.span)
        obj, _ = self.reference(p.obj, scope, subject)
        subtypes = self.face.subtypes if self.face is not None else ()
        if not isinstance(obj, ir.ThisObject) or not {"Aura", "Equipment"} & set(subtypes):
            raise self.fail(
                "E290",
                'ofuda can attach only this Aura or Equipment by an effect ("attach CARDNAME to …")',
                p.obj.span,
            )
        if (
            isinstance(p.host, ast.PronounReference)
            and p.host.wants in ("object", "any")
            and isinstance(scope.group, ir.CreatedTokens)
        ):
            # "create a 1/1 white Soldier creature token, then attach CARDNAME to it": the
            # token just created (111.2), not this permanent
            return ir.AttachObject(subject, obj, ir.CreatedTokens(), origin)
        host, kind = self.reference(p.host, scope, subject)
        if kind == "player":
            raise self.fail(
                "E202", "an Aura or Equipment is attached here to an object", p.host.span
            )
        if isinstance(host, ir.ThisObject):
            raise self.fail(
                "E202",
                "an Aura or Equipment can't be attached to itself (301.5c, 303.4d)",
                p.host.span,
            )
        return ir.AttachObject(subject, obj, host, origin)

    @lowers_predicate(ast.AttachAnyNumber, ast.PutAttachedAnyNumber)
    def attach_any_number(
        self, p: ast.AttachAnyNumber | ast.PutAttachedAnyNumber, at: Instruction
    ) -> ir.Effect:
        """ "attach any number of Auras … to it" / "put any number of Aura cards … onto the
        battlefield attached to it" (303.4, 701.3)."""
        subject, subject_is, origin, scope = at.subject, at.subject_is, at.origin, at.scope
        if subject_is not in ("player", "any"):
            raise self.fail("E202", "only a player attaches or puts Auras onto the battlefield",
                            p.span)
        host, kind = self.reference(p.host, scope, subject)
        if kind == "player":
            raise self.fail("E202", "Auras are attached here to an object, not a player",
                            p.host.span)
        if isinstance(p, ast.AttachAnyNumber):
            return ir.AttachAnyNumber(subject, host, p.noun.filter, origin)
        if p.enchanted is not None and self.reference(p.enchanted, scope, subject)[0] != host:
            raise self.fail("E290", "Auras put onto the battlefield attached to one object that "
                            "could enchant another are not supported", p.enchanted.span,
                            "name the same object: \"attached to it … that could enchant it\"")
        if not isinstance(p.owner, ast.Node):  # 「いずれかの墓地から」: no one player's zones
            raise self.fail("E202", "the cards come from one player's graveyard or hand", p.span)
        owner, owner_kind = self.reference(p.owner, scope, subject)
        if owner_kind != "player":
            raise self.fail("E202", "only a player has a graveyard or a hand", p.owner.span)
        return ir.PutAttachedAnyNumber(
            subject, host, p.noun.filter, owner, tuple(ZoneKind(z) for z in p.zones), origin
        )
