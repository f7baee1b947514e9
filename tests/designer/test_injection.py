"""No code injection: whatever a card's name or path holds, the generated module is inert.

Importing a generated module must run nothing but definitions (imports from
ofuda.runtime, classes, the CARD value), and every string must come back
exactly as written: the name, the Japanese name, each ability's text.
"""

from __future__ import annotations

import ast
import builtins
import types

from hypothesis import HealthCheck, assume, example, given, settings
from hypothesis import strategies as st

from ofuda.compiler.codegen import generate_module
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.codegen.pyexpr import comment_text, docstring, string_literal
from ofuda.compiler.source import SourceFile

HOSTILE_NAMES = [
    'Robert"); import os; os.system("echo pwned")  #',
    "a'''b\"\"\"c\\",
    '""" + __import__("os").getcwd() + """',
    "{{ config }} {% for x in y %} %s %(name)s {0}",
    "\\N{BULLET} \\x41 \\u0041 \\",
    "end with a quote\"",
    "end with a backslash\\",
    "tab\there, a form\x0cfeed",
    "line\u2028separator\u2029paragraph",
    "__import__('os').system('x')",
    "# not a comment",
    "Café\u0301 \u202eevil\u202c 🐉",
]

_ALPHABET = st.characters(
    blacklist_categories=("Cs",),
    blacklist_characters="\n\r",
)


def _card(name: str) -> str:
    return (
        f"name: {name}\ntype: Creature — Angel\npt: 2/2\nen:\n  Flying\n"
        f"  When {name} enters the battlefield, you gain 2 life.\n"
        f"  {{T}}: {name} deals 1 damage to target creature.\n"
    )


def _module_of(name: str, path: str = "cards/evil.card") -> tuple[str, object]:
    card = compile_source(SourceFile(path, _card(name)))
    assert card.ok and card.card is not None, [d.message for d in card.diagnostics]
    return generate_module(card.card, card.by_language, path), card


def _assert_only_definitions(code: str) -> set[str]:
    """Module level: docstring, `from ofuda.runtime import …`, classes, `CARD = …`; nothing else."""
    tree = ast.parse(code)
    imported: set[str] = set()
    for node in tree.body:
        if isinstance(node, ast.Expr):
            assert isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)
        elif isinstance(node, ast.ImportFrom):
            assert node.module == "ofuda.runtime" and node.level == 0
            imported.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ClassDef):
            assert not node.decorator_list and not node.keywords
            for item in node.body:
                assert isinstance(item, ast.Expr | ast.Assign | ast.FunctionDef), ast.dump(item)
                if isinstance(item, ast.Expr):
                    assert isinstance(item.value, ast.Constant)
                if isinstance(item, ast.FunctionDef):
                    assert not item.decorator_list
        elif isinstance(node, ast.Assign):
            assert [t.id for t in node.targets if isinstance(t, ast.Name)] == ["CARD"]
        else:
            raise AssertionError(f"unexpected statement: {ast.dump(node)}")
    # Calls made while importing (outside function bodies) are to imported runtime names only.
    for node in tree.body:
        bodies = [node] if not isinstance(node, ast.ClassDef) else [
            item for item in node.body if not isinstance(item, ast.FunctionDef)
        ]
        for body in bodies:
            for call in (n for n in ast.walk(body) if isinstance(n, ast.Call)):
                assert isinstance(call.func, ast.Name) and call.func.id in imported, ast.dump(call)
    return imported


def _import(code: str) -> types.ModuleType:
    """Run the module with an import hook that refuses anything but ofuda.runtime."""
    real_import = builtins.__import__

    def guarded(name, globals=None, locals=None, fromlist=(), level=0):  # type: ignore[no-untyped-def]
        assert name == "ofuda.runtime" or name.startswith("ofuda.runtime."), f"imports {name}"
        return real_import(name, globals, locals, fromlist, level)

    module = types.ModuleType("generated_card")
    module.__dict__["__builtins__"] = {**builtins.__dict__, "__import__": guarded}
    exec(compile(code, "<generated>", "exec"), module.__dict__)  # noqa: S102 - the test subject
    return module


def _check(name: str) -> None:
    code, _compiled = _module_of(name)
    _assert_only_definitions(code)
    module = _import(code)
    definition = module.CARD
    assert definition.name == name
    written = [line.strip() for line in _card(name).split("\n")[4:7]]  # the ability lines
    docs = [cls.__doc__ for cls in definition.abilities]
    assert docs == written[1:]  # "Flying" is data; the other two are classes


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(st.text(_ALPHABET, min_size=1, max_size=40).map(str.strip).filter(bool))
@example(HOSTILE_NAMES[0])
def test_any_english_name_round_trips_and_imports_inertly(name: str) -> None:
    assume(" / " not in name and not any("\u3040" <= c <= "\u9fff" for c in name))
    assume(compile_source(SourceFile("x.card", _card(name))).ok)  # e.g. not "Flying" itself
    _check(name)


def test_the_hostile_names_compile_and_round_trip() -> None:
    for name in HOSTILE_NAMES:
        card = compile_source(SourceFile("x.card", _card(name)))
        assert card.ok, (name, [d.message for d in card.diagnostics])
        _check(name)


def test_japanese_name_and_hostile_path_round_trip() -> None:
    name_ja = '悪"""意\\の名\'前'
    text = (
        f"name: {name_ja} / Evil\ntype: クリーチャー — 天使 / Creature — Angel\npt: 2/2\n"
        "ja:\n  飛行\nen:\n  Flying\n"
    )
    path = 'cards/evil"""\nimport os\n.card'
    card = compile_source(SourceFile(path, text))
    assert card.ok, card.diagnostics
    assert card.card is not None
    code = generate_module(card.card, card.by_language, path)
    _assert_only_definitions(code)
    module = _import(code)
    assert module.CARD.name_ja == name_ja
    assert module.CARD.source_path == path
    assert "\nimport os" not in code


@given(st.text(st.characters(blacklist_categories=("Cs",)), max_size=60))
def test_string_literals_round_trip(text: str) -> None:
    literal = string_literal(text)
    assert "\n" not in literal
    assert ast.literal_eval(literal) == text


@given(st.lists(st.text(st.characters(blacklist_categories=("Cs",)), min_size=1, max_size=30), min_size=1, max_size=3))
def test_docstrings_are_one_inert_string(lines: list[str]) -> None:
    code = f"class X:\n    {docstring(lines, '    ')}\n"
    tree = ast.parse(code)
    (cls,) = tree.body
    assert isinstance(cls, ast.ClassDef) and len(cls.body) == 1
    assert isinstance(cls.body[0], ast.Expr) and isinstance(cls.body[0].value, ast.Constant)
    # always triple-quoted, and holding exactly the text (lines joined as the docstring lays
    # them out)
    assert docstring(lines, "    ").startswith('"""')
    text = cls.body[0].value.value
    expected = "\n\n    ".join(lines) + ("\n    " if len(lines) > 1 else "")
    assert text == expected


@given(st.text(st.characters(blacklist_categories=("Cs",)), max_size=60))
def test_comments_stay_on_one_line(text: str) -> None:
    code = f"# {comment_text(text)}\nx = 1\n"
    tree = ast.parse(code)
    assert len(tree.body) == 1
