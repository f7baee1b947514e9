"""The build_ast pass, the trigger condition on counters put on an object (122.6, 603.2):
"Whenever one or more +1/+1 counters are put on <subject>" / 「<subject>の上に＋１/＋１カウンター
が１個以上置かれるたび」.

Part of the build_ast pass (a mixin of its transformer, see build_ast/builder.py): methods are
named after the rules of grammar/{ja,en}/59u-counters-put-triggers.lark; meanings come from
terminal names only, so both languages build equal nodes.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, Transformer, v_args
from lark.tree import Meta

from .. import ast
from ..source.text import Span
from .nouns import is_node
from .triggers import counted_subject


@v_args(meta=True)
class CounterTriggerBuilder(Transformer[Token, Any]):
    """Methods of the build_ast transformer for the counters-put trigger condition."""

    def _span(self, meta: Meta) -> Span:  # pragma: no cover - provided by the transformer
        raise NotImplementedError

    def counters_put_trigger(self, meta: Meta, children: list[Any]) -> ast.EventTrigger:
        """ "Whenever one or more +1/+1 counters are put on <subject>" / 「<subject>の上に
        ＋１/＋１カウンターが１個以上置かれるたび」 (122.6): the kind (a named kind, or "counters" /
        「カウンター」: any kind, None). The Japanese count of counters is 「１個以上」: another
        count (「２個以上」) is a trigger ofuda has none for, refused (E290) rather than read as
        "one or more"."""
        subject = self._counters_subject(children)
        kinds = [c for c in children if isinstance(c, str) and not isinstance(c, Token)]
        counts = [int(c) for c in children if isinstance(c, Token) and c.type == "NUMBER"]
        if counts and counts[-1] != 1:  # the count of counters is the last number
            what = f"a trigger on {counts[-1]} or more counters put at once"
            subject = replace(subject, reference=ast.UnsupportedPhrase(self._span(meta), what))
        return ast.EventTrigger(
            self._span(meta),
            ast.Event.COUNTERS_PUT,
            subject,
            counter_kind=kinds[0] if kinds else None,
        )

    def _counters_subject(self, children: list[Any]) -> ast.TriggerSubject:
        """The English trigger subject as built; the Japanese 「野生林の災い魔の上に」,
        「装備しているクリーチャーの上に」 (a reference) or 「他の、…クリーチャー１体の上に」 (one object
        of a noun, counted as a trigger subject is, 603.2c)."""
        given = [c for c in children if isinstance(c, ast.TriggerSubject)]
        if given:
            return given[0]
        nouns = [c for c in children if isinstance(c, ast.ObjectNoun)]
        if nouns:
            subject = ast.TriggerSubject(nouns[0].span, noun=nouns[0])
            counts = [c for c in children if isinstance(c, Token) and c.type == "NUMBER"]
            return counted_subject(subject, counts[:1])
        reference = next(c for c in children if is_node(c))
        return ast.TriggerSubject(reference.span, reference=reference)
