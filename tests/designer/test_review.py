"""`ofuda review`: a self-contained, escaped HTML page, a code diff against a git revision,
and the page as a real headless Chromium draws it (screenshot kept with the test output)."""

from __future__ import annotations

import re
import shutil
import struct
import subprocess
import zlib
from pathlib import Path

import pytest
from click.testing import CliRunner
from ofuda.cli.main import cli
from ofuda.cli.review_html import highlight_python, mana_pips
from support.paths import AVR, ROOT

OUTPUT = ROOT / "build" / "test-output"
SHOWN = ["041-zealous-strike.card", "005-archangel.card", "003-angels-mercy.card",
         "011-cathedral-sanctifier.card", "031-nearheath-pilgrim.card"]
HOSTILE = (
    'name: <script>alert("x")</script> & \'q\' / <b>Evil</b> "Name"\n'
    "type: インスタント / Instant\nja:\n  あなたは７点のライフを得る。\nen:\n  You gain 7 life.\n"
)


def _cards(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    for name in SHOWN:
        (folder / name).write_text((AVR / name).read_text(encoding="utf-8"), encoding="utf-8")
    (folder / "900-evil.card").write_text(HOSTILE, encoding="utf-8")
    (folder / "901-broken.card").write_text(
        "name: Broken\ntype: Creature — Humna\npt: 1/1\nen:\n  Flyng\n", encoding="utf-8")
    return folder


def _review(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(cli, ["review", *args])
    return result.exit_code, result.output


def test_the_page_is_self_contained_and_escapes_everything(tmp_path: Path) -> None:
    cards = _cards(tmp_path / "cards")
    page = tmp_path / "review.html"
    code, output = _review(str(cards), "-o", str(page))
    assert code == 1, output  # one card is rejected
    html = page.read_text(encoding="utf-8")
    # No network: no external script, style sheet, font, image or frame.
    assert not re.search(r"<(script|link|iframe|img|object|embed)\b", html, re.IGNORECASE)
    assert not re.search(r"(src|href)\s*=\s*\"(https?:)?//", html, re.IGNORECASE)
    assert "@import" not in html and "url(" not in html
    # Card text is escaped: the hostile name shows as text, never as markup.
    assert "<b>Evil</b>" not in html and "&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt;" in html
    # Faces, IR, Python and diagnostics are all there.
    assert "盲信の一撃" in html and "Zealous Strike" in html and "ModifyPowerToughness" in html
    assert 'class="pip"' in html and "class ZealousStrikeSpell" not in html  # highlighted in spans
    assert (
        '<span class="k">class</span><span class="w"> </span>'
        '<span class="nc">ZealousStrikeSpell</span>' in html
    )
    assert "did you mean &#34;Human&#34;?" in html and "E103" in html
    # For card reviewers: what each card does, and its canonical text in both languages.
    assert "<li>Spell: Target creature gets +2/+2 and gains first strike until end of turn.</li>" in html
    assert "<li>Keyword: Flying</li>" in html
    assert '<div class="canon" lang="ja"><p>飛行、警戒</p></div>' in html
    # Long lines wrap, never cut: no preformatted block keeps its lines whole.
    assert "white-space:pre;" not in html and "white-space:pre-wrap" in html


def test_a_card_written_in_one_language_shows_its_canonical_text_in_both(tmp_path: Path) -> None:
    card = tmp_path / "one.card"
    card.write_text(
        "name: Test Strike\ntype: Instant\nen:\n  Target creature gets +2/+2 until end of turn.\n",
        encoding="utf-8",
    )
    page = tmp_path / "one.html"
    code, output = _review(str(card), "-o", str(page))
    assert code == 0, output
    html = page.read_text(encoding="utf-8")
    assert '<div class="canon" lang="ja"><p>クリーチャー１体を対象とする。' in html
    assert '<div class="canon" lang="en"><p>Target creature gets +2/+2 until end of turn.</p>' in html


def test_against_a_revision_shows_the_generated_code_diff(tmp_path: Path) -> None:
    repo = tmp_path / "repo"
    cards = _cards(repo / "cards")
    git = ["git", "-C", str(repo), "-c", "user.name=t", "-c", "user.email=t@example.invalid"]
    subprocess.run([*git, "init", "-q"], check=True)
    subprocess.run([*git, "add", "."], check=True)
    subprocess.run([*git, "commit", "-q", "-m", "cards"], check=True)
    mercy = cards / "003-angels-mercy.card"
    mercy.write_text(mercy.read_text(encoding="utf-8").replace("７点", "５点").replace("7 life", "5 life"),
                     encoding="utf-8")
    page = tmp_path / "diff.html"
    code, output = _review(str(cards), "-o", str(page), "--against", "HEAD")
    assert code == 1, output
    html = page.read_text(encoding="utf-8")
    assert "1 changed" in html
    added = re.findall(r'<span class="gi">([^<]*)</span>', html)
    removed = re.findall(r'<span class="gd">([^<]*)</span>', html)
    assert any("gain_life" in line and "5" in line for line in added), added
    assert any("gain_life" in line and "7" in line for line in removed), removed
    bad = _review(str(cards), "-o", str(page), "--against", "no-such-revision")
    assert bad[0] == 2 and "no-such-revision" in bad[1]


def test_mana_pips_and_highlighter_escape_their_input() -> None:
    assert mana_pips("{2}{W}{W}").count('class="pip"') == 3
    assert "<i>" not in mana_pips("<i>{W}")
    assert "&lt;b&gt;" in highlight_python('x = "<b>"\n')
    assert "&lt;" in highlight_python("def f(:\n  <broken")


def _png_is_not_blank(data: bytes) -> tuple[int, int, int]:
    """Width, height and the number of distinct pixel byte values of a PNG."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    width, height = struct.unpack(">II", data[16:24])
    chunks, position = [], 8
    while position < len(data):
        length = struct.unpack(">I", data[position : position + 4])[0]
        kind = data[position + 4 : position + 8]
        if kind == b"IDAT":
            chunks.append(data[position + 8 : position + 8 + length])
        position += 12 + length
    pixels = zlib.decompress(b"".join(chunks))
    return width, height, len(set(pixels))


def _chromium() -> str | None:
    return shutil.which("chromium") or shutil.which("chromium-browser")


def test_the_page_in_a_real_headless_chromium(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    browser = _chromium()
    if browser is None:
        pytest.skip(
            "Chromium is not installed and could not be: `make test-deps` installs the Debian "
            "packages chromium and chromium-driver (needs apt and a network); the review page "
            "was NOT checked in a browser"
        )
    cards = _cards(tmp_path / "cards")
    OUTPUT.mkdir(parents=True, exist_ok=True)
    page = OUTPUT / "review.html"
    _review(str(cards), "-o", str(page))
    screenshot = OUTPUT / "review.png"
    screenshot.unlink(missing_ok=True)
    done = subprocess.run(
        [browser, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         f"--user-data-dir={tmp_path / 'profile'}", f"--screenshot={screenshot}",
         "--window-size=1400,2000", page.resolve().as_uri()],
        capture_output=True, text=True, timeout=180, check=False,
    )
    assert screenshot.exists(), done.stderr[-2000:]
    width, height, distinct = _png_is_not_blank(screenshot.read_bytes())
    assert (width, height) == (1400, 2000)
    assert distinct > 40, "the screenshot is blank"
    with capsys.disabled():
        print(f"\nreview page screenshot: {screenshot}")
