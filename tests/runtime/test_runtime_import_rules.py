"""How ofuda.runtime is put together: the vocabulary (its top-level modules) imports nothing
from the engine, the resolution context, the agents or the test kit; no module-level import
cycles; the engine does not depend on the agents or the test kit beyond the agent interface."""

from __future__ import annotations

import ast
import functools
from pathlib import Path

import ofuda.runtime

RUNTIME = Path(ofuda.runtime.__file__).resolve().parent
PACKAGE = "ofuda.runtime"
SUBPACKAGES = ("engine", "context", "agents", "testkit")


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(RUNTIME).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join([PACKAGE, *parts])


@functools.cache
def _modules() -> dict[str, Path]:
    return {_module_name(p): p for p in sorted(RUNTIME.rglob("*.py"))}


def _targets(module: str, node: ast.Import | ast.ImportFrom) -> list[str]:
    """The runtime modules an import statement of ``module`` loads."""
    modules = _modules()
    if isinstance(node, ast.Import):
        return [a.name for a in node.names if a.name.startswith(PACKAGE)]
    if node.level:
        is_package = modules[module].name == "__init__.py"
        base = module.split(".") if is_package else module.split(".")[:-1]
        base = base[: len(base) - (node.level - 1)]
        target = ".".join(base + ([node.module] if node.module else []))
    else:
        target = node.module or ""
    if not target.startswith(PACKAGE):
        return []
    out = [target]
    out += [f"{target}.{a.name}" for a in node.names if f"{target}.{a.name}" in modules]
    return out


def _imports(module: str, *, module_level: bool) -> set[str]:
    """What ``module`` imports: at module level (not under TYPE_CHECKING), or anywhere."""
    tree = ast.parse(_modules()[module].read_text(encoding="utf-8"))
    nodes: list[ast.AST]
    if module_level:
        nodes = [
            n
            for n in tree.body
            if not (isinstance(n, ast.If) and "TYPE_CHECKING" in ast.unparse(n.test))
        ]
    else:
        nodes = list(ast.walk(tree))
    found: set[str] = set()
    for node in nodes:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            found.update(_targets(module, node))
    return found - {module}


def _vocabulary() -> list[str]:
    return [m for m in _modules() if m != PACKAGE and m.split(".")[2] not in SUBPACKAGES]


def test_the_vocabulary_is_the_top_level_modules_and_imports_nothing_from_the_engine() -> None:
    vocabulary = _vocabulary()
    assert f"{PACKAGE}.definitions" in vocabulary and f"{PACKAGE}.statics" in vocabulary
    for module in vocabulary:
        for target in _imports(module, module_level=False):  # deferred ones too
            assert target in vocabulary, f"{module} imports {target}"


def test_no_module_level_import_cycles() -> None:
    graph = {m: _imports(m, module_level=True) for m in _modules()}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    cycles: list[list[str]] = []

    def visit(v: str) -> None:  # Tarjan's strongly connected components
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in graph.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                cycles.append(sorted(component))

    for v in graph:
        if v not in index:
            visit(v)
    assert cycles == []


def test_the_engine_uses_only_the_agent_interface_and_never_the_test_kit() -> None:
    allowed = {f"{PACKAGE}.agents", f"{PACKAGE}.agents.agent"}  # the interface, RandomAgent
    for module in _modules():
        if not module.startswith(f"{PACKAGE}.engine"):
            continue
        for target in _imports(module, module_level=False):
            assert not target.startswith(f"{PACKAGE}.testkit"), f"{module} imports {target}"
            if target.startswith(f"{PACKAGE}.agents"):
                assert target in allowed, f"{module} imports {target}"


def test_the_package_init_modules_import_nothing() -> None:
    """Importing one module of a subpackage loads only what that module imports."""
    for module, path in _modules().items():
        if path.name == "__init__.py" and module != PACKAGE:
            assert _imports(module, module_level=False) == set(), module
