"""`ofuda lsp` end to end: a real LSP client (tests/support/lsp_client.py) speaks JSON-RPC with
Content-Length framing to `python -m ofuda.cli lsp` over stdio, with real AVR card files
and broken texts.

Positions are checked in UTF-16 code units (the protocol's default), counted here
independently of the server: a kanji is one unit, 𠮷 (outside the BMP) two.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from support.lsp_client import LspClient, file_uri
from support.paths import AVR

ZEALOUS_STRIKE = AVR / "041-zealous-strike.card"
NEARHEATH_PILGRIM = AVR / "031-nearheath-pilgrim.card"
REAL_CARDS = [
    ZEALOUS_STRIKE,
    NEARHEATH_PILGRIM,
    AVR / "036-silverblade-paladin.card",
    AVR / "032-restoration-angel.card",
    AVR / "001-angel-of-glorys-rise.card",
]


def utf16(text: str) -> int:
    """Code units of ``text`` in UTF-16."""
    return len(text.encode("utf-16-le")) // 2


def position_of(text: str, phrase: str, after: int = 0) -> dict[str, int]:
    """The LSP position (UTF-16) where ``phrase`` starts in ``text``."""
    offset = text.index(phrase, after)
    line = text.count("\n", 0, offset)
    line_start = text.rfind("\n", 0, offset) + 1
    return {"line": line, "character": utf16(text[line_start:offset])}


def range_of(text: str, phrase: str) -> dict[str, Any]:
    """The LSP range (UTF-16) of the first ``phrase`` in ``text`` (on one line)."""
    start = position_of(text, phrase)
    return {
        "start": start,
        "end": {"line": start["line"], "character": start["character"] + utf16(phrase)},
    }


def apply_edit(text: str, edit: dict[str, Any]) -> str:
    """``text`` with one LSP TextEdit applied (UTF-16 positions)."""
    lines = text.split("\n")

    def offset(position: dict[str, int]) -> int:
        before = sum(len(line) + 1 for line in lines[: position["line"]])
        line = lines[position["line"]] if position["line"] < len(lines) else ""
        units = 0
        for index, char in enumerate(line):
            if units >= position["character"]:
                return before + index
            units += utf16(char)
        return before + len(line)

    start, end = offset(edit["range"]["start"]), offset(edit["range"]["end"])
    return text[:start] + edit["newText"] + text[end:]


@pytest.fixture(scope="module")
def workspace(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A designer's folder: cards_src/ with real AVR cards, and a deck folder."""
    root = tmp_path_factory.mktemp("workspace")
    cards = root / "cards_src" / "avr"
    cards.mkdir(parents=True)
    for card in REAL_CARDS:
        shutil.copy(card, cards / card.name)
    (root / "cards_src" / "decks").mkdir()
    return root


@pytest.fixture(scope="module")
def client(workspace: Path) -> Iterator[LspClient]:
    """One server for the feature tests (each test opens documents of its own)."""
    session = LspClient(cwd=workspace)
    try:
        session.initialize(workspace)
        yield session
    finally:
        session.kill()


def open_card(client: LspClient, folder: Path, name: str, text: str) -> str:
    """Write and open a card file; its URI once its first diagnostics arrived."""
    path = folder / name
    path.write_text(text, encoding="utf-8")
    uri = file_uri(path)
    client.open(uri, text)
    client.diagnostics(uri, 1)
    return uri


def test_a_whole_session_over_stdio(workspace: Path) -> None:
    """initialize, didOpen, didChange, publishDiagnostics, completion, hover, codeAction,
    formatting, shutdown, exit: the server answers each and exits with 0, no traceback."""
    session = LspClient(cwd=workspace)
    try:
        capabilities = session.initialize(workspace)["capabilities"]
        assert capabilities["positionEncoding"] == "utf-16"
        for provider in (
            "completionProvider",
            "hoverProvider",
            "codeActionProvider",
            "documentFormattingProvider",
        ):
            assert capabilities.get(provider), provider
        text = ZEALOUS_STRIKE.read_text(encoding="utf-8")
        uri = file_uri(workspace / "cards_src" / "avr" / ZEALOUS_STRIKE.name)
        session.open(uri, text)
        assert session.diagnostics(uri, 1) == []
        broken = text.replace("修整", "修正")
        session.change(uri, 2, broken)
        [diagnostic] = session.diagnostics(uri, 2)
        assert diagnostic["code"] == "E101"
        completion = session.request(
            "textDocument/completion",
            {"textDocument": {"uri": uri}, "position": position_of(broken, "gets")},
        )
        assert completion["items"]
        hover = session.request(
            "textDocument/hover",
            {"textDocument": {"uri": uri}, "position": position_of(broken, "first strike")},
        )
        assert "702.7" in hover["contents"]["value"]
        actions = session.request(
            "textDocument/codeAction",
            {
                "textDocument": {"uri": uri},
                "range": diagnostic["range"],
                "context": {"diagnostics": [diagnostic]},
            },
        )
        assert actions and actions[0]["kind"] == "quickfix"
        assert (
            session.request(
                "textDocument/formatting",
                {"textDocument": {"uri": uri}, "options": {"tabSize": 2, "insertSpaces": True}},
            )
            == []
        )
        assert session.close() == 0
        assert "Traceback" not in session.stderr()
    finally:
        session.kill()


@pytest.mark.parametrize("card", REAL_CARDS, ids=lambda path: path.stem)
def test_real_cards_have_no_diagnostics(client: LspClient, workspace: Path, card: Path) -> None:
    uri = file_uri(workspace / "cards_src" / "avr" / card.name)
    client.open(uri, card.read_text(encoding="utf-8"))
    assert client.diagnostics(uri, 1) == []


def test_a_typo_lands_on_its_exact_characters(client: LspClient, tmp_path: Path) -> None:
    """修正 for 修整: E101 on 「の修正を受ける」, with the did-you-mean in its message."""
    broken = ZEALOUS_STRIKE.read_text(encoding="utf-8").replace("修整", "修正")
    uri = open_card(client, tmp_path, "typo.card", broken)
    client.change(uri, 2, broken)
    [diagnostic] = client.diagnostics(uri, 2)
    assert diagnostic["code"] == "E101"
    assert diagnostic["severity"] == 1
    assert diagnostic["source"] == "ofuda"
    assert diagnostic["range"] == range_of(broken, "の修正を受ける")
    assert "did you mean 「の修整を受ける」" in diagnostic["message"]


def test_ranges_count_utf16_units_after_characters_outside_the_bmp(
    client: LspClient, tmp_path: Path
) -> None:
    """𠮷 (U+20BB7) is two UTF-16 units: the range after it on the same line moves by two."""
    text = ZEALOUS_STRIKE.read_text(encoding="utf-8")
    text = (
        text.replace("盲信の一撃 /", "𠮷野の一撃 /")
        .replace("クリーチャー１体を対象とする。それは", "𠮷野の一撃は")
        .replace("修整", "修正")
    )
    uri = open_card(client, tmp_path, "astral.card", text)
    client.change(uri, 2, text)
    [diagnostic] = client.diagnostics(uri, 2)
    line = text.splitlines()[diagnostic["range"]["start"]["line"]]
    assert line.startswith("  𠮷野の一撃は")
    expected = range_of(text, "の修正を受ける")
    assert diagnostic["range"] == expected
    # the code point count is one less: the server did not count characters
    assert expected["start"]["character"] == line.index("の修正を受ける") + 1


def test_incremental_changes_recheck_the_document(client: LspClient, tmp_path: Path) -> None:
    """A keystroke-sized change (UTF-16 range) breaks the card; the next one mends it."""
    text = ZEALOUS_STRIKE.read_text(encoding="utf-8")
    uri = open_card(client, tmp_path, "incremental.card", text)
    where = range_of(text, "整")
    client.change(uri, 2, "正", where)
    [diagnostic] = client.diagnostics(uri, 2)
    assert diagnostic["code"] == "E101"
    client.change(uri, 3, "整", where)
    assert client.diagnostics(uri, 3) == []


def test_a_did_you_mean_is_a_quick_fix(client: LspClient, tmp_path: Path) -> None:
    text = ZEALOUS_STRIKE.read_text(encoding="utf-8")
    broken = text.replace("修整", "修正")
    uri = open_card(client, tmp_path, "fix.card", broken)
    client.change(uri, 2, broken)
    [diagnostic] = client.diagnostics(uri, 2)
    actions = client.request(
        "textDocument/codeAction",
        {
            "textDocument": {"uri": uri},
            "range": diagnostic["range"],
            "context": {"diagnostics": [diagnostic]},
        },
    )
    [action] = actions
    assert action["kind"] == "quickfix" and action["isPreferred"]
    [edit] = action["edit"]["changes"][uri]
    assert edit == {"range": diagnostic["range"], "newText": "の修整を受ける"}
    assert apply_edit(broken, edit) == text


def test_an_unknown_field_gets_a_quick_fix(client: LspClient, tmp_path: Path) -> None:
    text = ZEALOUS_STRIKE.read_text(encoding="utf-8")
    broken = text.replace("name:", "nmae:")
    uri = open_card(client, tmp_path, "field.card", broken)
    client.change(uri, 2, broken)
    diagnostics = client.diagnostics(uri, 2)
    unknown = next(d for d in diagnostics if d["code"] == "E002")
    [action] = client.request(
        "textDocument/codeAction",
        {
            "textDocument": {"uri": uri},
            "range": unknown["range"],
            "context": {"diagnostics": [unknown]},
        },
    )
    assert apply_edit(broken, action["edit"]["changes"][uri][0]) == text


def test_completion_offers_the_phrase_being_typed_with_an_example(
    client: LspClient, tmp_path: Path
) -> None:
    """「…＋２/＋２の修」: the grammar accepts 「の修整を受ける」 there; the edit replaces 「の修」."""
    text = ZEALOUS_STRIKE.read_text(encoding="utf-8")
    cut = text.index("の修整") + len("の修")
    partial = text[:cut] + "\nen:\n  Target creature\n"
    uri = open_card(client, tmp_path, "complete-ja.card", partial)
    end = position_of(partial, "\nen:")
    # the examples are read in a worker thread after `initialized`; the server logs when done
    client.notification(
        "window/logMessage", lambda p: "completion examples read" in p["message"], timeout=300
    )
    result = client.request(
        "textDocument/completion", {"textDocument": {"uri": uri}, "position": end}
    )
    items = {item["label"]: item for item in result["items"]}
    assert "の修整を受ける" in items
    item = items["の修整を受ける"]
    assert item["textEdit"]["range"]["start"] == position_of(partial, "の修")
    assert item["textEdit"]["range"]["end"] == end
    assert "修整を受け" in item["documentation"]["value"]  # an example line from a real card
    assert all(not label.isascii() for label in items)  # a Japanese line gets Japanese phrases


def test_completion_speaks_the_language_of_the_line(client: LspClient, tmp_path: Path) -> None:
    text = ZEALOUS_STRIKE.read_text(encoding="utf-8")
    cut = text.index("Target creature g") + len("Target creature g")
    partial = text[:cut] + "\n"
    uri = open_card(client, tmp_path, "complete-en.card", partial)
    result = client.request(
        "textDocument/completion",
        {"textDocument": {"uri": uri}, "position": position_of(partial, "\n", cut)},
    )
    labels = [item["label"] for item in result["items"]]
    assert "gets" in labels and "gains" in labels
    assert all(label.startswith("g") for label in labels)


def test_completion_of_field_names_in_the_header(client: LspClient, tmp_path: Path) -> None:
    text = ZEALOUS_STRIKE.read_text(encoding="utf-8").replace("cost: {1}{W}\n", "c\n")
    uri = open_card(client, tmp_path, "complete-field.card", text)
    result = client.request(
        "textDocument/completion",
        {"textDocument": {"uri": uri}, "position": {"line": 3, "character": 1}},
    )
    # "c" begins cost: and color: (a colour indicator), the fields this card lacks
    assert sorted(i["label"] for i in result["items"]) == ["color:", "cost:"]
    [item] = [i for i in result["items"] if i["label"] == "cost:"]
    assert item["textEdit"]["newText"] == "cost: "
    assert "{1}{W}{W}" in item["documentation"]["value"]


def test_hover_on_an_ability_shows_the_other_language_the_ir_and_python(
    client: LspClient, tmp_path: Path
) -> None:
    text = ZEALOUS_STRIKE.read_text(encoding="utf-8")
    uri = open_card(client, tmp_path, "hover.card", text)
    hover = client.request(
        "textDocument/hover",
        {"textDocument": {"uri": uri}, "position": position_of(text, "Target creature")},
    )
    shown = hover["contents"]["value"]
    assert "Japanese (canonical):** クリーチャー１体を対象とする。" in shown
    assert "ModifyPowerToughness" in shown and "GrantKeyword" in shown
    assert "```python" in shown and "class " in shown
    english = hover["range"]
    assert english["start"] == position_of(text, "Target creature")
    hover = client.request(
        "textDocument/hover",
        {"textDocument": {"uri": uri}, "position": position_of(text, "クリーチャー１体")},
    )
    assert "English (canonical):** Target creature gets +2/+2" in hover["contents"]["value"]


def test_hover_on_a_keyword_shows_its_rule_and_reminder(client: LspClient, tmp_path: Path) -> None:
    text = NEARHEATH_PILGRIM.read_text(encoding="utf-8")
    uri = open_card(client, tmp_path, "keyword.card", text)
    hover = client.request(
        "textDocument/hover", {"textDocument": {"uri": uri}, "position": position_of(text, "結魂")}
    )
    shown = hover["contents"]["value"]
    assert "結魂 / soulbond" in shown and "rule 702.95" in shown
    assert "You may pair this creature with another unpaired creature" in shown
    assert hover["range"] == range_of(text, "結魂")
    hover = client.request(
        "textDocument/hover",
        {"textDocument": {"uri": uri}, "position": position_of(text, "lifelink")},
    )
    assert "rule 702.15" in hover["contents"]["value"]


def test_a_difference_in_meaning_is_shown_on_both_lines(client: LspClient, tmp_path: Path) -> None:
    """+2/+2 in Japanese, +2/+1 in English: E301 on the Japanese line and on the English line."""
    text = ZEALOUS_STRIKE.read_text(encoding="utf-8").replace("gets +2/+2", "gets +2/+1")
    uri = open_card(client, tmp_path, "differ.card", text)
    client.change(uri, 2, text)
    diagnostics = client.diagnostics(uri, 2)
    assert [d["code"] for d in diagnostics] == ["E301", "E301"]
    lines = text.splitlines()
    starts = sorted(d["range"]["start"]["line"] for d in diagnostics)
    assert [lines[n].strip()[:6] for n in starts] == ["クリーチャー", "Target"]
    for diagnostic in diagnostics:
        [related] = diagnostic["relatedInformation"]
        assert related["location"]["range"]["start"]["line"] != diagnostic["range"]["start"]["line"]
        assert "the Japanese means:" in diagnostic["message"] and "+2/+1" in diagnostic["message"]


def test_formatting_is_ofuda_fmt(client: LspClient, tmp_path: Path) -> None:
    text = ZEALOUS_STRIKE.read_text(encoding="utf-8")
    messy = text.replace(
        "name: 盲信の一撃 / Zealous Strike", "name:   盲信の一撃  /  Zealous Strike"
    )
    messy = messy.replace("number: 41\n", "") + "number: 41\n"
    messy = messy.replace("  Target creature", "    Target creature")
    uri = open_card(client, tmp_path, "messy.card", messy)
    edits = client.request(
        "textDocument/formatting",
        {"textDocument": {"uri": uri}, "options": {"tabSize": 2, "insertSpaces": True}},
    )
    [edit] = edits
    assert apply_edit(messy, edit) == text


def test_a_deck_is_checked_against_the_workspace_cards(client: LspClient, workspace: Path) -> None:
    deck = workspace / "cards_src" / "decks" / "mine.deck"
    good = "name: Mine\nformat: free\n4 盲信の一撃\n4 Nearheath Pilgrim\n"
    deck.write_text(good, encoding="utf-8")
    uri = file_uri(deck)
    client.open(uri, good, "ofuda-deck")
    assert client.diagnostics(uri, 1, timeout=120) == []
    bad = good.replace("Nearheath Pilgrim", "Nearheath Pilgrin")
    client.change(uri, 2, bad)
    [diagnostic] = client.diagnostics(uri, 2)
    assert diagnostic["code"] == "E402"
    assert diagnostic["range"] == range_of(bad, "Nearheath Pilgrin")
    [action] = client.request(
        "textDocument/codeAction",
        {
            "textDocument": {"uri": uri},
            "range": diagnostic["range"],
            "context": {"diagnostics": [diagnostic]},
        },
    )
    assert apply_edit(bad, action["edit"]["changes"][uri][0]) == good
    result = client.request(
        "textDocument/completion",
        {"textDocument": {"uri": uri}, "position": {"line": 2, "character": 4}},
    )
    assert "盲信の一撃" in [item["label"] for item in result["items"]]


def test_no_traceback_reached_the_editor(client: LspClient) -> None:
    """Everything above went through without the server writing a traceback or a fault."""
    assert "Traceback" not in client.stderr()
    assert not [m for m in client.notifications("window/showMessage") if m["type"] == 1]


def test_a_client_that_counts_code_points_gets_code_points(workspace: Path, tmp_path: Path) -> None:
    """A client offering UTF-32 positions (LSP 3.17) gets them: 𠮷 counts one."""
    session = LspClient(cwd=workspace)
    try:
        capabilities = session.initialize(
            workspace, {"general": {"positionEncodings": ["utf-32", "utf-16"]}}
        )["capabilities"]
        assert capabilities["positionEncoding"] == "utf-32"
        text = (
            ZEALOUS_STRIKE.read_text(encoding="utf-8")
            .replace("盲信の一撃 /", "𠮷野の一撃 /")
            .replace("クリーチャー１体を対象とする。それは", "𠮷野の一撃は")
            .replace("修整", "修正")
        )
        uri = open_card(session, tmp_path, "astral32.card", text)
        session.change(uri, 2, text)
        [diagnostic] = session.diagnostics(uri, 2)
        line = text.splitlines()[diagnostic["range"]["start"]["line"]]
        start = line.index("の修正を受ける")
        assert diagnostic["range"]["start"]["character"] == start
        assert diagnostic["range"]["end"]["character"] == start + len("の修正を受ける")
        assert session.close() == 0
    finally:
        session.kill()
