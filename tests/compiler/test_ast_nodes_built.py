"""Every kind of AST node is built by the build_ast pass: a node kind that no rule builds is
dead weight that the lowering still has to handle (and a reviewer has to read)."""

from __future__ import annotations

import re

from ofuda.compiler import ast
from ofuda.compiler.consumption import subclasses
from support.paths import ROOT


def test_each_ast_node_kind_is_built_by_a_grammar_rule() -> None:
    builders = "\n".join(
        path.read_text(encoding="utf-8") for path in (ROOT / "compiler" / "build_ast").glob("*.py")
    )
    # the kinds a node may be (bases of other kinds) are never built themselves
    leaves = [kind for kind in subclasses(ast.Node) if not kind.__subclasses__()]
    unbuilt = [
        kind.__qualname__ for kind in leaves if not re.search(rf"\b{kind.__qualname__}\(", builders)
    ]
    assert len(leaves) > 150
    assert unbuilt == []
