"""`ofuda lsp`: the language server for card files (.card) and deck lists (.deck), over stdio.

The grammars are loaded once, before the first request; each change of a
document rechecks that document only (a card compiles in a few milliseconds
warm) and publishes its diagnostics. Deck lists are checked against the cards
of their card folders, compiled once in a worker thread and kept until a card
file is saved.

An internal fault never ends the server and never shows a traceback: it is
logged (one line; the traceback only in a log file asked for with
``--log-file``), shown to the user as a window message, and, where it happened
while checking a document, published as an E999 diagnostic on that document.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import sys
import threading
from collections.abc import Callable
from importlib import metadata
from pathlib import Path
from typing import Any, TypeVar

import click
from lsprotocol import types
from pygls.lsp.server import LanguageServer
from pygls.uris import to_fs_path

from .. import phrasebook
from . import compile_bridge as bridge
from .analysis import SOURCE, Analysis, analyse_card, analyse_deck, lsp_range
from .completion import ExampleIndex, complete, deck_items
from .deck_cards import DeckCards
from .hover import hover
from .positions import UTF16, LineIndex

LOG = logging.getLogger("ofuda.lsp")
# Card files read for completion examples, at most (a workspace may be a whole disk).
MAX_EXAMPLE_FILES = 5000

Handler = TypeVar("Handler", bound=Callable[..., Any])


class OfudaLanguageServer(LanguageServer):
    """The language server's state: the last analysis of each open document, the
    completion examples and the deck catalogues."""

    def __init__(self) -> None:
        try:
            version = metadata.version("ofuda")
        except metadata.PackageNotFoundError:
            version = "0"
        super().__init__("ofuda", version)
        self.analyses: dict[str, Analysis] = {}
        self.examples = ExampleIndex()
        self.decks = DeckCards()
        self.open_documents: set[str] = set()

    # --- places and encodings ---------------------------------------------------

    def encoding(self) -> str:
        """The position encoding agreed at initialize ("utf-16" unless the client chose)."""
        chosen = self.workspace.position_encoding
        value = getattr(chosen, "value", chosen)
        return str(value) if value else UTF16

    def roots(self) -> list[Path]:
        """The workspace folders (and the root) as paths."""
        found: list[Path] = []
        uris = [folder.uri for folder in self.workspace.folders.values()]
        if self.workspace.root_uri:
            uris.append(self.workspace.root_uri)
        for uri in uris:
            path = to_fs_path(uri)
            if path and Path(path).is_dir() and Path(path) not in found:
                found.append(Path(path))
        return found

    @staticmethod
    def path_of(uri: str) -> str:
        """A document's file path (the URI itself for a document that is not a file)."""
        return to_fs_path(uri) or uri

    # --- faults -------------------------------------------------------------------

    def report_fault(self, where: str, fault: Exception, uri: str | None = None) -> None:
        """Log an internal fault, tell the user in one line, and mark the document."""
        LOG.error("internal error in %s: %s: %s", where, type(fault).__name__, fault)
        LOG.debug("internal error in %s", where, exc_info=fault)
        message = (
            f"ofuda: internal error in {where}: {type(fault).__name__}: {fault} "
            "(a bug in ofuda; the server goes on)"
        )
        try:
            self.window_show_message(
                types.ShowMessageParams(type=types.MessageType.Error, message=message)
            )
            if uri is not None:
                self.text_document_publish_diagnostics(
                    types.PublishDiagnosticsParams(
                        uri=uri,
                        diagnostics=[
                            types.Diagnostic(
                                range=types.Range(
                                    start=types.Position(line=0, character=0),
                                    end=types.Position(line=0, character=0),
                                ),
                                message=message,
                                severity=types.DiagnosticSeverity.Error,
                                code="E999",
                                source=SOURCE,
                            )
                        ],
                    )
                )
        except Exception as failure:  # noqa: BLE001 - reporting must not fault in turn
            LOG.error("could not report the fault: %s", failure)

    # --- checking -----------------------------------------------------------------

    async def check(self, uri: str) -> None:
        """Recheck one open document and publish its diagnostics."""
        document = self.workspace.get_text_document(uri)
        path = self.path_of(uri)
        if path.endswith(bridge.DECK_SUFFIX):
            await self._check_deck(uri, path)
            return
        analysis = analyse_card(uri, path, document.source, document.version, self.encoding())
        self.analyses[uri] = analysis
        self.publish(analysis)

    async def _check_deck(self, uri: str, path: str) -> None:
        folders = bridge.card_folders(Path(path), self.roots())
        catalogue = self.decks.cached(folders)
        if catalogue is None:
            self.window_log_message(
                types.LogMessageParams(
                    type=types.MessageType.Info,
                    message="ofuda: compiling the cards of "
                    + ", ".join(map(str, folders))
                    + " to check deck lists",
                )
            )
            catalogue = await asyncio.get_running_loop().run_in_executor(
                None, self.decks.build, folders
            )
        if uri not in self.open_documents:
            return
        document = self.workspace.get_text_document(uri)  # the text as it is now
        analysis = analyse_deck(
            uri, path, document.source, catalogue, document.version, self.encoding()
        )
        self.analyses[uri] = analysis
        self.publish(analysis)

    def publish(self, analysis: Analysis) -> None:
        """Send an analysis's diagnostics to the client."""
        self.text_document_publish_diagnostics(
            types.PublishDiagnosticsParams(
                uri=analysis.uri, version=analysis.version, diagnostics=analysis.diagnostics
            )
        )

    def current(self, uri: str) -> Analysis | None:
        """The analysis of a document's current text (rechecked if it is out of date)."""
        document = self.workspace.get_text_document(uri)
        known = self.analyses.get(uri)
        if known is not None and known.text == document.source:
            return known
        path = self.path_of(uri)
        if path.endswith(bridge.DECK_SUFFIX):
            return known
        analysis = analyse_card(uri, path, document.source, document.version, self.encoding())
        self.analyses[uri] = analysis
        return analysis

    def offset(self, uri: str, position: types.Position) -> tuple[str, int]:
        """A document's text and the character offset of an LSP position in it."""
        text = self.workspace.get_text_document(uri).source
        return text, LineIndex(text, self.encoding()).offset(position.line, position.character)

    def index_examples(self, loop: asyncio.AbstractEventLoop | None = None) -> None:
        """Read the known cards' ability lines for completion examples (a worker thread); when
        they are read, say so in the client's log (sent from ``loop``, the server's thread, as
        every other message: two threads writing to stdout could interleave messages)."""
        try:
            book = phrasebook.ROOT / "docs" / "phrases.md"
            if book.is_file():
                names = phrasebook.example_card_names()
                self.examples.add_phrasebook(book.read_text(encoding="utf-8"), names)
            folders = [*self.roots(), *bridge.project_card_folders()]
            files: list[Path] = []
            for folder in folders:
                for file in folder.rglob(f"*{bridge.CARD_SUFFIX}"):
                    files.append(file)
                    if len(files) >= MAX_EXAMPLE_FILES:
                        break
            self.examples.add_files(sorted(files))
            LOG.info("completion examples read from %d card files", len(files))
            if loop is not None:
                said = types.LogMessageParams(
                    type=types.MessageType.Info,
                    message=f"ofuda: completion examples read from {len(files)} card files",
                )
                loop.call_soon_threadsafe(self.window_log_message, said)
        except Exception as fault:  # noqa: BLE001 - examples are a help, never a fault
            LOG.error("could not read completion examples: %s", fault)


def _guarded(
    where: str, default: Any = None, document: bool = False
) -> Callable[[Handler], Handler]:
    """Contain a handler's faults: report them (see :meth:`report_fault`) and answer ``default``."""

    def wrap(handler: Handler) -> Handler:
        def uri_of(params: Any) -> str | None:
            text_document = getattr(params, "text_document", None)
            return getattr(text_document, "uri", None) if document else None

        if asyncio.iscoroutinefunction(handler):

            @functools.wraps(handler)
            async def run_async(ls: OfudaLanguageServer, params: Any) -> Any:
                try:
                    return await handler(ls, params)
                except Exception as fault:  # noqa: BLE001 - the server keeps running
                    ls.report_fault(where, fault, uri_of(params))
                    return default

            return run_async  # type: ignore[return-value]

        @functools.wraps(handler)
        def run(ls: OfudaLanguageServer, params: Any) -> Any:
            try:
                return handler(ls, params)
            except Exception as fault:  # noqa: BLE001 - the server keeps running
                ls.report_fault(where, fault, uri_of(params))
                return default

        return run  # type: ignore[return-value]

    return wrap


def build_server() -> OfudaLanguageServer:
    """A language server with every feature registered (not started)."""
    server = OfudaLanguageServer()

    @server.feature(types.INITIALIZED)
    @_guarded("initialized")
    def initialized(ls: OfudaLanguageServer, params: types.InitializedParams) -> None:
        loop = asyncio.get_running_loop()  # the handler runs in the server's thread
        threading.Thread(
            target=ls.index_examples, args=(loop,), name="ofuda-examples", daemon=True
        ).start()

    @server.feature(types.TEXT_DOCUMENT_DID_OPEN)
    @_guarded("checking the document", document=True)
    async def did_open(ls: OfudaLanguageServer, params: types.DidOpenTextDocumentParams) -> None:
        ls.open_documents.add(params.text_document.uri)
        await ls.check(params.text_document.uri)

    @server.feature(types.TEXT_DOCUMENT_DID_CHANGE)
    @_guarded("checking the document", document=True)
    async def did_change(
        ls: OfudaLanguageServer, params: types.DidChangeTextDocumentParams
    ) -> None:
        await ls.check(params.text_document.uri)

    @server.feature(types.TEXT_DOCUMENT_DID_SAVE)
    @_guarded("checking the document", document=True)
    async def did_save(ls: OfudaLanguageServer, params: types.DidSaveTextDocumentParams) -> None:
        if ls.path_of(params.text_document.uri).endswith(bridge.CARD_SUFFIX):
            ls.decks.forget()  # a card changed: the decks are checked against it anew
            for uri in sorted(ls.open_documents):
                if ls.path_of(uri).endswith(bridge.DECK_SUFFIX):
                    await ls.check(uri)
        await ls.check(params.text_document.uri)

    @server.feature(types.TEXT_DOCUMENT_DID_CLOSE)
    @_guarded("closing the document")
    def did_close(ls: OfudaLanguageServer, params: types.DidCloseTextDocumentParams) -> None:
        uri = params.text_document.uri
        ls.open_documents.discard(uri)
        ls.analyses.pop(uri, None)
        ls.text_document_publish_diagnostics(
            types.PublishDiagnosticsParams(uri=uri, diagnostics=[])
        )

    @server.feature(types.WORKSPACE_DID_CHANGE_WATCHED_FILES)
    @_guarded("watching card files")
    def watched(ls: OfudaLanguageServer, params: types.DidChangeWatchedFilesParams) -> None:
        if any(change.uri.endswith(bridge.CARD_SUFFIX) for change in params.changes):
            ls.decks.forget()

    @server.feature(
        types.TEXT_DOCUMENT_COMPLETION, types.CompletionOptions(trigger_characters=[" "])
    )
    @_guarded("completion", default=None)
    def completion(ls: OfudaLanguageServer, params: types.CompletionParams) -> types.CompletionList:
        uri = params.text_document.uri
        text, offset = ls.offset(uri, params.position)
        if ls.path_of(uri).endswith(bridge.DECK_SUFFIX):
            folders = bridge.card_folders(Path(ls.path_of(uri)), ls.roots())
            catalogue = ls.decks.cached(folders)
            names = bridge.catalogue_names(catalogue) if catalogue is not None else []
            items = deck_items(text, offset, ls.encoding(), names)
        else:
            items = complete(text, offset, ls.encoding(), ls.examples)
        return types.CompletionList(is_incomplete=False, items=items)

    @server.feature(types.TEXT_DOCUMENT_HOVER)
    @_guarded("hover", default=None)
    def on_hover(ls: OfudaLanguageServer, params: types.HoverParams) -> types.Hover | None:
        uri = params.text_document.uri
        if ls.path_of(uri).endswith(bridge.DECK_SUFFIX):
            return None
        analysis = ls.current(uri)
        if analysis is None:
            return None
        _text, offset = ls.offset(uri, params.position)
        return hover(analysis, offset)

    @server.feature(
        types.TEXT_DOCUMENT_CODE_ACTION,
        types.CodeActionOptions(code_action_kinds=[types.CodeActionKind.QuickFix]),
    )
    @_guarded("code actions", default=None)
    def code_action(
        ls: OfudaLanguageServer, params: types.CodeActionParams
    ) -> list[types.CodeAction]:
        analysis = ls.current(params.text_document.uri)
        if analysis is None:
            return []
        return quick_fixes(analysis, params.range)

    @server.feature(types.TEXT_DOCUMENT_FORMATTING)
    @_guarded("formatting", default=None)
    def formatting(
        ls: OfudaLanguageServer, params: types.DocumentFormattingParams
    ) -> list[types.TextEdit]:
        uri = params.text_document.uri
        path = ls.path_of(uri)
        if path.endswith(bridge.DECK_SUFFIX):
            return []
        text = ls.workspace.get_text_document(uri).source
        formatted, problem = bridge.format_card(path, text)
        if formatted is None:
            ls.window_show_message(
                types.ShowMessageParams(
                    type=types.MessageType.Warning,
                    message=f"ofuda fmt leaves this card as it is: {problem}",
                )
            )
            return []
        if formatted == text:
            return []
        index = LineIndex(text, ls.encoding())
        return [
            types.TextEdit(range=lsp_range(index, bridge.Span(0, len(text))), new_text=formatted)
        ]

    return server


def quick_fixes(analysis: Analysis, within: types.Range) -> list[types.CodeAction]:
    """The did-you-mean fixes of the diagnostics that touch ``within``."""
    actions = []
    for fix in analysis.fixes:
        if not _touches(fix.range, within):
            continue
        for rank, text in enumerate(fix.replacements):
            actions.append(
                types.CodeAction(
                    title=f"Replace with {text!r}" if text.isascii() else f"「{text}」に直す",
                    kind=types.CodeActionKind.QuickFix,
                    diagnostics=[fix.diagnostic],
                    is_preferred=rank == 0,
                    edit=types.WorkspaceEdit(
                        changes={analysis.uri: [types.TextEdit(range=fix.range, new_text=text)]}
                    ),
                )
            )
    return actions


def _touches(a: types.Range, b: types.Range) -> bool:
    def key(position: types.Position) -> tuple[int, int]:
        return position.line, position.character

    return key(a.start) <= key(b.end) and key(b.start) <= key(a.end)


@click.command("lsp")
@click.option("--stdio", is_flag=True, help="Speak over stdin/stdout (the default and only way).")
@click.option(
    "--log-file",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help="Write the server's log here (with the details of any internal fault).",
)
def lsp_command(stdio: bool, log_file: Path | None) -> None:
    """Run the language server for .card and .deck files over stdio (for editors)."""
    del stdio  # editors' clients pass it; stdio is the only transport
    if log_file is not None:
        logging.basicConfig(
            filename=str(log_file),
            level=logging.DEBUG,
            format="%(asctime)s %(name)s %(levelname)s %(message)s",
        )
    else:
        logging.basicConfig(
            stream=sys.stderr, level=logging.WARNING, format="%(name)s: %(message)s"
        )
    bridge.warm_up()
    build_server().start_io()
