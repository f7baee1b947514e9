"""A small LSP client over stdio for the tests and the benchmark: JSON-RPC 2.0 with
Content-Length framing, as an editor speaks it, written from the protocol's spec.

It starts ``python -m ofuda.cli lsp`` as a subprocess, reads the server's
messages in a thread, answers the server's own requests with null, and lets a
test send requests and notifications and wait for responses and notifications.
"""

from __future__ import annotations

import json
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any, BinaryIO


def file_uri(path: Path) -> str:
    """The file: URI of a path (as editors send it)."""
    return path.resolve().as_uri()


class LspClient:
    """One language-server process and the messages it sent."""

    def __init__(self, command: list[str] | None = None, cwd: Path | None = None) -> None:
        self.process = subprocess.Popen(
            command or [sys.executable, "-m", "ofuda.cli", "lsp"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            cwd=cwd,
        )
        self._next_id = 0
        self._responses: dict[int, dict[str, Any]] = {}
        self._notifications: list[dict[str, Any]] = []
        self._arrived = threading.Condition()
        self.stderr_lines: list[str] = []
        self._closed = False
        threading.Thread(target=self._read, daemon=True).start()
        threading.Thread(target=self._read_stderr, daemon=True).start()

    # --- the wire ---------------------------------------------------------------

    def _send(self, message: dict[str, Any]) -> None:
        body = json.dumps({"jsonrpc": "2.0", **message}, ensure_ascii=False).encode("utf-8")
        stream = self.process.stdin
        assert stream is not None
        stream.write(f"Content-Length: {len(body)}\r\n\r\n".encode("ascii") + body)
        stream.flush()

    @staticmethod
    def _read_message(stream: BinaryIO) -> dict[str, Any] | None:
        length = None
        while True:
            line = stream.readline()
            if not line:
                return None
            if line in (b"\r\n", b"\n"):
                break
            name, _, value = line.decode("ascii").partition(":")
            if name.strip().lower() == "content-length":
                length = int(value.strip())
        if length is None:
            return None
        body = stream.read(length)
        return json.loads(body.decode("utf-8"))

    def _read(self) -> None:
        stream = self.process.stdout
        assert stream is not None
        while True:
            message = self._read_message(stream)
            if message is None:
                break
            if "id" in message and "method" in message:  # a request from the server
                self._send({"id": message["id"], "result": None})
                continue
            with self._arrived:
                if "id" in message:
                    self._responses[message["id"]] = message
                else:
                    self._notifications.append(message)
                self._arrived.notify_all()
        with self._arrived:
            self._closed = True
            self._arrived.notify_all()

    def _read_stderr(self) -> None:
        stream = self.process.stderr
        assert stream is not None
        for line in stream:
            self.stderr_lines.append(line.decode("utf-8", "replace"))

    # --- what a test says ---------------------------------------------------------

    def notify(self, method: str, params: Any = None) -> None:
        """Send a notification."""
        self._send({"method": method, "params": params})

    def send_request(self, method: str, params: Any = None) -> int:
        """Send a request; its id (see :meth:`response`)."""
        self._next_id += 1
        self._send({"id": self._next_id, "method": method, "params": params})
        return self._next_id

    def response(self, request_id: int, timeout: float = 60) -> dict[str, Any]:
        """The whole response message to a request (waits for it)."""
        deadline = time.monotonic() + timeout
        with self._arrived:
            while request_id not in self._responses:
                left = deadline - time.monotonic()
                if left <= 0 or self._closed:
                    raise TimeoutError(
                        f"no response to request {request_id}; stderr: {self.stderr()}"
                    )
                self._arrived.wait(left)
            return self._responses.pop(request_id)

    def request(self, method: str, params: Any = None, timeout: float = 60) -> Any:
        """Send a request and return its result (an error response fails the test)."""
        answer = self.response(self.send_request(method, params), timeout)
        if "error" in answer:
            raise AssertionError(f"{method} answered an error: {answer['error']}")
        return answer.get("result")

    def notification(
        self, method: str, where: Any = None, timeout: float = 60, after: int = 0
    ) -> dict[str, Any]:
        """The params of the first notification ``method`` (from index ``after`` on) for which
        ``where(params)`` holds; waits for it."""
        deadline = time.monotonic() + timeout
        with self._arrived:
            while True:
                for message in self._notifications[after:]:
                    if message.get("method") == method and (
                        where is None or where(message.get("params"))
                    ):
                        return message["params"]  # type: ignore[no-any-return]
                left = deadline - time.monotonic()
                if left <= 0 or self._closed:
                    raise TimeoutError(f"no {method} notification; stderr: {self.stderr()}")
                self._arrived.wait(left)

    def notification_count(self) -> int:
        """How many notifications have arrived so far (a mark for :meth:`notification`)."""
        with self._arrived:
            return len(self._notifications)

    def notifications(self, method: str) -> list[Any]:
        """The params of every notification ``method`` so far."""
        with self._arrived:
            return [m.get("params") for m in self._notifications if m.get("method") == method]

    def diagnostics(
        self, uri: str, version: int | None = None, after: int = 0, timeout: float = 60
    ) -> list[Any]:
        """The diagnostics published for ``uri`` (for ``version`` when given)."""
        params = self.notification(
            "textDocument/publishDiagnostics",
            lambda p: p["uri"] == uri and (version is None or p.get("version") == version),
            timeout,
            after,
        )
        return params["diagnostics"]  # type: ignore[no-any-return]

    def stderr(self) -> str:
        """What the server wrote to stderr so far."""
        return "".join(self.stderr_lines)

    # --- the session ----------------------------------------------------------------

    def initialize(self, root: Path, capabilities: dict[str, Any] | None = None) -> Any:
        """initialize + initialized, with the workspace folder ``root``."""
        result = self.request(
            "initialize",
            {
                "processId": None,
                "rootUri": file_uri(root),
                "workspaceFolders": [{"uri": file_uri(root), "name": root.name}],
                "capabilities": capabilities or {},
            },
        )
        self.notify("initialized", {})
        return result

    def open(self, uri: str, text: str, language: str = "ofuda-card", version: int = 1) -> None:
        """textDocument/didOpen."""
        self.notify(
            "textDocument/didOpen",
            {
                "textDocument": {
                    "uri": uri,
                    "languageId": language,
                    "version": version,
                    "text": text,
                }
            },
        )

    def change(
        self, uri: str, version: int, text: str, range_: dict[str, Any] | None = None
    ) -> None:
        """textDocument/didChange: the whole text, or ``text`` replacing ``range_``."""
        change: dict[str, Any] = {"text": text}
        if range_ is not None:
            change["range"] = range_
        self.notify(
            "textDocument/didChange",
            {"textDocument": {"uri": uri, "version": version}, "contentChanges": [change]},
        )

    def close(self, timeout: float = 30) -> int:
        """shutdown + exit; the server's exit code."""
        self.request("shutdown")
        self.notify("exit")
        try:
            return self.process.wait(timeout)
        finally:
            self.kill()

    def kill(self) -> None:
        """Stop the process if it still runs."""
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait(10)
        for stream in (self.process.stdin, self.process.stdout, self.process.stderr):
            if stream is not None:
                try:
                    stream.close()
                except OSError:
                    pass
