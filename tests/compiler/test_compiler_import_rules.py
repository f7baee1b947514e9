"""The compiler's layout rules, read from its import statements (with the stdlib ``ast``).

- Only the parse and build-AST passes import Lark: every other pass sees AST nodes, not trees.
- The renderer imports neither the lowering nor the build-AST pass: it reads IR only.
- No import cycles at module level among the compiler's modules (an import inside a
  function is not at module level; each such import says why it waits, in a comment).
- Generated code imports only ``ofuda.runtime`` (tests/compiler/test_codegen.py checks each
  generated module; the last test here checks the template).
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

import pytest

COMPILER = Path(__file__).resolve().parents[2] / "compiler"
PACKAGE = "ofuda.compiler"


@dataclass(frozen=True)
class Import:
    """One import statement of a compiler module: what it imports and where it stands."""

    module: str  # the importing module, dotted
    target: str  # the module imported (dotted; a package's own name for its __init__)
    line: int
    deferred: bool  # inside a function
    type_only: bool  # under ``if TYPE_CHECKING:``
    commented: bool  # a comment on its line or the line above it


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(COMPILER).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join([PACKAGE, *parts])


def _is_module(dotted: str) -> bool:
    if not dotted.startswith(PACKAGE):
        return False
    relative = dotted[len(PACKAGE) :].lstrip(".").split(".") if dotted != PACKAGE else []
    base = COMPILER.joinpath(*relative)
    return base.with_suffix(".py").is_file() or (base / "__init__.py").is_file()


def _resolve(module: str, is_package: bool, node: ast.ImportFrom) -> str:
    if node.level == 0:
        return node.module or ""
    package = module if is_package else module.rsplit(".", 1)[0]
    parts = package.split(".")
    base = parts[: len(parts) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def compiler_imports() -> list[Import]:
    """Every import statement of every compiler module, resolved to the modules it names."""
    found: list[Import] = []
    for path in sorted(COMPILER.rglob("*.py")):
        module = _module_name(path)
        is_package = path.name == "__init__.py"
        lines = path.read_text(encoding="utf-8").splitlines()
        tree = ast.parse("\n".join(lines))

        def commented(line: int) -> bool:
            here = lines[line - 1]
            above = lines[line - 2].strip() if line >= 2 else ""
            return "#" in here or above.startswith("#")

        def visit(node: ast.AST, deferred: bool, type_only: bool) -> None:
            for child in ast.iter_child_nodes(node):
                if isinstance(child, ast.Import):
                    for alias in child.names:
                        found.append(Import(module, alias.name, child.lineno, deferred,
                                            type_only, commented(child.lineno)))
                elif isinstance(child, ast.ImportFrom):
                    base = _resolve(module, is_package, child)
                    for alias in child.names:
                        name = f"{base}.{alias.name}"
                        target = name if _is_module(name) else base
                        found.append(Import(module, target, child.lineno, deferred,
                                            type_only, commented(child.lineno)))
                elif isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                    visit(child, True, type_only)
                elif isinstance(child, ast.If) and _is_type_checking(child.test):
                    visit(child, deferred, True)
                else:
                    visit(child, deferred, type_only)

        visit(tree, False, False)
    return found


def _in_pass(module: str, *passes: str) -> bool:
    return any(module == f"{PACKAGE}.{p}" or module.startswith(f"{PACKAGE}.{p}.") for p in passes)


def test_the_import_reader_sees_the_passes() -> None:
    """The rules below read something: the pipeline's imports of the passes are there."""
    imports = compiler_imports()
    pipeline = {i.target for i in imports if i.module == f"{PACKAGE}.pipeline"}
    assert {f"{PACKAGE}.parse", f"{PACKAGE}.lower"} <= {t.rsplit(".", 1)[0] for t in pipeline} | pipeline
    assert any(i.target == "lark" or i.target.startswith("lark.") for i in imports)


def test_only_the_parse_and_build_ast_passes_import_lark() -> None:
    offenders = [
        f"{i.module}:{i.line}"
        for i in compiler_imports()
        if (i.target == "lark" or i.target.startswith("lark."))
        and not _in_pass(i.module, "parse", "build_ast")
    ]
    assert offenders == []


def test_the_renderer_imports_neither_lowering_nor_build_ast() -> None:
    offenders = [
        f"{i.module}:{i.line} imports {i.target}"
        for i in compiler_imports()
        if _in_pass(i.module, "render") and _in_pass(i.target, "lower", "build_ast")
    ]
    assert offenders == []


def _cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    components: list[list[str]] = []

    def connect(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for successor in sorted(edges.get(node, ())):
            if successor not in index:
                connect(successor)
                low[node] = min(low[node], low[successor])
            elif successor in on_stack:
                low[node] = min(low[node], index[successor])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1 or node in edges.get(node, ()):
                components.append(sorted(component))

    for node in sorted(edges):
        if node not in index:
            connect(node)
    return components


def module_graph() -> dict[str, set[str]]:
    """Module-level imports among compiler modules (not in functions, not for type checkers)."""
    edges: dict[str, set[str]] = {}
    for i in compiler_imports():
        if i.deferred or i.type_only or not i.target.startswith(PACKAGE) or i.target == i.module:
            continue
        edges.setdefault(i.module, set()).add(i.target)
    return edges


def test_no_import_cycles_at_module_level() -> None:
    assert _cycles(module_graph()) == []


def test_the_cycle_finder_finds_a_cycle() -> None:
    """The check above can fail: a made-up cycle is found, and so is a module importing itself."""
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert _cycles({"a": {"a"}}) == [["a"]]


def test_each_deferred_import_says_why() -> None:
    """An import inside a function is the exception (it waits for a reason: a real recursion
    between passes, or keeping a cold compile from loading a pass it doesn't use); the
    comment next to it says which."""
    unexplained = [
        f"{i.module}:{i.line}" for i in compiler_imports() if i.deferred and not i.commented
    ]
    assert unexplained == []


@pytest.mark.parametrize("template", sorted((COMPILER / "codegen" / "templates").glob("*.j2")))
def test_the_module_template_imports_only_the_runtime(template: Path) -> None:
    imports = [
        line.strip()
        for line in template.read_text(encoding="utf-8").splitlines()
        if line.strip().startswith(("import ", "from "))
    ]
    assert imports, "the template writes its imports"
    assert all(line.startswith("from ofuda.runtime") for line in imports), imports


def test_no_hand_written_module_is_longer_than_600_lines() -> None:
    """Modules stay readable; a generated table (its docstring says so) is data, not code."""
    long = []
    project = COMPILER.parent
    for package in ("compiler", "runtime", "cli"):
        for path in sorted((project / package).rglob("*.py")):
            text = path.read_text(encoding="utf-8")
            generated = "Generated by tools/" in (ast.get_docstring(ast.parse(text)) or "")
            if not generated and len(text.splitlines()) > 600:
                long.append(path.relative_to(project).as_posix())
    assert long == []
