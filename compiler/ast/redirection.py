"""AST nodes of redirection effects (614.9): re-exported by :mod:`ofuda.compiler.ast`."""

from __future__ import annotations

from dataclasses import dataclass

from .nouns import Line, Reference


@dataclass(frozen=True, slots=True)
class DamageRedirectionLine(Line):
    """「あなたに与えられるすべてのダメージは、代わりにエンチャントされているクリーチャーに
    与えられる。」 / "All damage that would be dealt to you is dealt to enchanted creature
    instead." (614.9): damage that would be dealt to ``recipient`` is dealt to ``to``."""

    recipient: Reference
    to: Reference
