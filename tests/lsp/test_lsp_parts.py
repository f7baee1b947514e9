"""The language server's parts in-process: position encodings, fixes, completion,
and that an internal fault is reported and contained (the server goes on)."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from lsprotocol import types
from ofuda.cli.lsp import server as server_module
from ofuda.cli.lsp.analysis import analyse_card
from ofuda.cli.lsp.completion import ExampleIndex, complete
from ofuda.cli.lsp.positions import UTF8, UTF16, UTF32, LineIndex
from pygls.workspace import Workspace
from support.paths import AVR

ZEALOUS_STRIKE = AVR / "041-zealous-strike.card"

TEXTS = st.text(alphabet=st.sampled_from(list("ab \n\r修整＋２𠮷😀é")), max_size=40)


@given(TEXTS, st.sampled_from([UTF8, UTF16, UTF32]))
def test_offsets_and_positions_round_trip(text: str, encoding: str) -> None:
    index = LineIndex(text, encoding)
    for offset in range(len(text) + 1):
        if (
            0 < offset < len(text) + 1
            and text[offset - 1 : offset] == "\r"
            and text[offset : offset + 1] == "\n"
        ):
            continue  # between "\r" and "\n": no column of its own
        line, character = index.position(offset)
        assert index.offset(line, character) == offset


def test_code_units_per_encoding() -> None:
    text = "ab\n修𠮷x"
    assert LineIndex(text, UTF16).position(len(text) - 1) == (1, 3)
    assert LineIndex(text, UTF32).position(len(text) - 1) == (1, 2)
    assert LineIndex(text, UTF8).position(len(text) - 1) == (1, 7)
    # inside the surrogate pair of 𠮷: the character's start
    assert LineIndex(text, UTF16).offset(1, 2) == text.index("𠮷")
    assert LineIndex(text, UTF16).offset(1, 99) == len(text)


@pytest.mark.parametrize(("encoding", "units"), [(UTF8, 3), (UTF16, 1), (UTF32, 1)])
def test_diagnostic_ranges_follow_the_session_encoding(encoding: str, units: int) -> None:
    text = ZEALOUS_STRIKE.read_text(encoding="utf-8").replace("修整", "修正")
    [diagnostic] = analyse_card("file:///c.card", "c.card", text, encoding=encoding).diagnostics
    line = text.splitlines()[diagnostic.range.start.line]
    before = line[: line.index("の修正を受ける")]
    expected = sum(1 if char.isascii() else units for char in before)
    assert diagnostic.range.start.character == expected
    assert diagnostic.range.end.character - diagnostic.range.start.character == 7 * units


def test_an_english_typo_is_fixed_with_the_keyword() -> None:
    text = ZEALOUS_STRIKE.read_text(encoding="utf-8").replace("first strike", "frist strike")
    analysis = analyse_card("file:///c.card", "c.card", text)
    [fix] = analysis.fixes
    start = analysis.index.offset(fix.range.start.line, fix.range.start.character)
    end = analysis.index.offset(fix.range.end.line, fix.range.end.character)
    assert text[start:end] == "frist strike"
    assert text[:start] + fix.replacements[0] + text[end:] == ZEALOUS_STRIKE.read_text(
        encoding="utf-8"
    )


def test_english_completion_after_and() -> None:
    text = ZEALOUS_STRIKE.read_text(encoding="utf-8")
    offset = text.index("gains") + 2
    examples = ExampleIndex()
    examples.add_files([ZEALOUS_STRIKE])
    items = complete(text, offset, UTF16, examples)
    labels = [item.label for item in items]
    assert labels[:2] == ["gains", "gain"]  # the cards write "gains" here: it ranks first
    assert (
        items[0].documentation is not None and "gains first strike" in items[0].documentation.value
    )


def test_type_line_completion_in_each_side() -> None:
    text = ZEALOUS_STRIKE.read_text(encoding="utf-8").replace("インスタント / Instant", "インス")
    offset = text.index("インス") + 3
    labels = [item.label for item in complete(text, offset, UTF16, ExampleIndex())]
    assert labels == ["インスタント"]
    text = text.replace("インス", "インスタント / Inst")
    offset = text.index("Inst") + 4
    assert [item.label for item in complete(text, offset, UTF16, ExampleIndex())] == ["Instant"]


class _Recorder:
    def __init__(self) -> None:
        self.calls: list[tuple[str, Any]] = []

    def __call__(self, name: str) -> Any:
        return lambda params: self.calls.append((name, params))


def _server_with(uri: str, text: str, recorder: _Recorder, monkeypatch: pytest.MonkeyPatch) -> Any:
    server = server_module.build_server()
    server.protocol._workspace = Workspace(None)
    server.workspace.put_text_document(
        types.TextDocumentItem(uri=uri, language_id="ofuda-card", version=1, text=text)
    )
    monkeypatch.setattr(server, "window_show_message", recorder("show"))
    monkeypatch.setattr(server, "text_document_publish_diagnostics", recorder("publish"))
    return server


def test_an_internal_fault_is_reported_and_the_server_goes_on(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    uri = Path("/tmp/fault.card").as_uri()
    text = ZEALOUS_STRIKE.read_text(encoding="utf-8")
    recorder = _Recorder()
    server = _server_with(uri, text, recorder, monkeypatch)
    features = server.protocol.fm.features
    params = types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(
            uri=uri, language_id="ofuda-card", version=1, text=text
        )
    )

    def broken(*args: object, **kwargs: object) -> None:
        raise RuntimeError("boom")

    with monkeypatch.context() as patched:
        patched.setattr(server_module, "analyse_card", broken)
        asyncio.run(features[types.TEXT_DOCUMENT_DID_OPEN](params))
        hover = features[types.TEXT_DOCUMENT_HOVER](
            types.HoverParams(
                text_document=types.TextDocumentIdentifier(uri=uri),
                position=types.Position(line=5, character=4),
            )
        )
    assert hover is None
    shown = [params.message for name, params in recorder.calls if name == "show"]
    assert len(shown) == 2 and all(
        "internal error" in m and "RuntimeError: boom" in m for m in shown
    )
    [(_, published)] = [call for call in recorder.calls if call[0] == "publish"]
    assert published.uri == uri and [d.code for d in published.diagnostics] == ["E999"]
    recorder.calls.clear()
    asyncio.run(features[types.TEXT_DOCUMENT_DID_OPEN](params))  # the fault is gone: a real check
    [(_, published)] = recorder.calls
    assert published.diagnostics == []


def test_a_whole_word_may_begin_a_longer_phrase() -> None:
    """「クリーチャー」 is a whole token, and the start of 「クリーチャーやプレイヤー」: both the
    phrases after it and the longer ones are offered, the longer ones replacing it."""
    text = ZEALOUS_STRIKE.read_text(encoding="utf-8")
    offset = text.index("クリーチャー１体") + len("クリーチャー")
    items = complete(text[:offset] + "\n", offset, UTF16, ExampleIndex())
    by_label = {item.label: item for item in items}
    longer = by_label["クリーチャーやプレイヤー"]
    assert isinstance(longer.text_edit, types.TextEdit)
    assert longer.text_edit.range.start.character == 2  # from the start of 「クリーチャー」
    follows = by_label["、"]
    assert isinstance(follows.text_edit, types.TextEdit)
    assert follows.text_edit.range.start.character == 2 + len("クリーチャー")


def test_phrases_are_offered_as_printed() -> None:
    """The grammar reads 「1色」 normalized; the card gets it as printed, 「１色」."""
    text = ZEALOUS_STRIKE.read_text(encoding="utf-8")
    offset = text.index("それはターン終了時まで") + len("それはターン終了時まで")
    labels = [item.label for item in complete(text[:offset] + "\n", offset, UTF16, ExampleIndex())]
    assert "好きな色１色のマナ" in labels
    assert not any("1" in label for label in labels)


def test_completion_shows_the_phrasebooks_example_first() -> None:
    """The phrasebook (docs/phrases.md) is where completion's examples come from first: each
    is a line the grammar tests hold, named by its family."""
    from ofuda.cli import phrasebook
    from support.paths import ROOT

    text = ZEALOUS_STRIKE.read_text(encoding="utf-8")
    offset = text.index("gains") + 2
    examples = ExampleIndex()
    examples.add_files([ZEALOUS_STRIKE])
    book = (ROOT / "docs" / "phrases.md").read_text(encoding="utf-8")
    examples.add_phrasebook(book, phrasebook.example_card_names())
    items = complete(text, offset, UTF16, examples)
    documentation = items[0].documentation
    assert documentation is not None and "phrasebook: " in documentation.value
    lines = {line for _lang, line, _family in phrasebook.markdown_examples(book)}
    shown = documentation.value.split("> ", 1)[1].strip()
    assert shown in lines
