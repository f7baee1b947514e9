"""Compiling in forked worker processes: results stream back one card at a time,
and a worker that dies is reported with the card it was compiling.

``multiprocessing.Pool`` hangs for ever when a worker is killed (by the kernel's
out-of-memory killer, a signal, a crash in C code), and sends results back in
chunks. Here each worker is given one item at a time over its own pipe and
answers with that item's result alone; the parent waits on the pipes and on
the processes themselves, so a death is seen at once: the item the worker held
gets the ``failed`` result, a new worker takes its place, and the run goes on.
"""

from __future__ import annotations

import gc
import multiprocessing
import os
import signal
import sys
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from multiprocessing.connection import Connection, wait
from typing import Any, Generic, TypeVar

Item = TypeVar("Item")
Result = TypeVar("Result")

#: A worker that dies this many times in a row (no result in between) ends the run's use of
#: workers: the remaining items are each reported as failed rather than retried for ever.
MAX_DEATHS = 8


@dataclass
class _Worker(Generic[Item]):
    process: Any  # multiprocessing.Process (forked)
    connection: Connection
    current: int | None = None  # the index of the item it is working on


def end_with_parent(parent: int) -> None:
    """In a forked worker of a pool (``ofuda sim``, ``ofuda verify``): be killed when the
    parent process ends. A pool's workers wait on a queue whose other end they hold too, so a
    SIGKILLed parent would leave them waiting for ever; Linux's PR_SET_PDEATHSIG ends them."""
    if sys.platform.startswith("linux"):
        import ctypes  # only a pool worker needs it: a cold compile does not load it

        try:
            libc = ctypes.CDLL(None, use_errno=True)
            libc.prctl(1, signal.SIGKILL, 0, 0, 0)  # 1: PR_SET_PDEATHSIG
        except (OSError, AttributeError):  # no prctl: the worker ends with its queue, if ever
            pass
    if os.getppid() != parent:  # the parent ended before the line above took effect
        os._exit(0)


def death_reason(exitcode: int | None) -> str:
    """How a worker process ended, in words ("killed by signal 9 (SIGKILL)")."""
    if exitcode is None:
        return "it stopped answering"
    if exitcode < 0:
        number = -exitcode
        try:
            name = signal.Signals(number).name
        except ValueError:
            name = "an unknown signal"
        hint = " — out of memory?" if number == signal.SIGKILL else ""
        return f"it was killed by signal {number} ({name}){hint}"
    return f"it exited with status {exitcode}"


def run_in_workers(
    items: Sequence[Item],
    work: Callable[[Item], Result],
    failed: Callable[[Item, str], Result],
    jobs: int,
) -> Iterator[tuple[int, Result]]:
    """Yield ``(index, work(item))`` for every item, as results arrive, from ``jobs`` forked
    workers; an item whose worker died yields ``(index, failed(item, reason))``."""
    context = multiprocessing.get_context("fork")
    pending = list(range(len(items)))[::-1]  # popped from the end: in order
    workers: list[_Worker[Item]] = []
    deaths_in_a_row = 0

    def start() -> _Worker[Item]:
        parent, child = context.Pipe()
        # The fork copies every descriptor: the worker must close the parent's ends of its own
        # pipe and of the other workers', or, the parent killed, it waits on them for ever.
        inherited = (parent, *(w.connection for w in workers))
        process = context.Process(
            target=_serve, args=(child, items, work, failed, inherited), daemon=True
        )
        process.start()
        child.close()
        return _Worker(process, parent)

    def give(worker: _Worker[Item]) -> bool:
        if not pending:
            worker.connection.send(None)
            return False
        worker.current = pending.pop()
        worker.connection.send(worker.current)
        return True

    # The workers inherit the parent's objects (the grammars, the compiler's caches): frozen,
    # the collector in a worker never walks them, so their pages are not copied into each
    # worker and their walk is not paid again per worker (Python's gc.freeze documentation).
    gc.freeze()
    try:
        for _ in range(min(jobs, len(items))):
            worker = start()
            workers.append(worker)
            give(worker)
        while workers:
            ready = wait([w.connection for w in workers] + [w.process.sentinel for w in workers])
            for worker in list(workers):
                if worker.connection in ready:
                    try:
                        index, result = worker.connection.recv()
                    except (EOFError, OSError):
                        index = None
                    if index is not None:
                        deaths_in_a_row = 0
                        worker.current = None
                        yield index, result
                        if not give(worker):
                            _finish(worker)
                            workers.remove(worker)
                        continue
                    # The pipe closed without an answer: the worker is dying.
                    worker.process.join(timeout=5)
                if worker.process.sentinel in ready or worker.connection in ready:
                    if worker.process.is_alive():
                        worker.process.kill()
                    worker.process.join()
                    workers.remove(worker)
                    worker.connection.close()
                    if worker.current is not None:
                        deaths_in_a_row += 1
                        reason = death_reason(worker.process.exitcode)
                        yield worker.current, failed(items[worker.current], reason)
                    if pending and deaths_in_a_row < MAX_DEATHS:
                        replacement = start()
                        workers.append(replacement)
                        give(replacement)
            if not workers and pending:  # every worker kept dying: report the rest, do not loop
                while pending:
                    index = pending.pop()
                    yield index, failed(items[index], "no worker process could be kept alive")
    finally:
        gc.unfreeze()
        for worker in workers:
            if worker.process.is_alive():
                worker.process.kill()
            worker.process.join()
            worker.connection.close()


def _finish(worker: _Worker[Any]) -> None:
    worker.process.join(timeout=5)
    if worker.process.is_alive():
        worker.process.kill()
        worker.process.join()
    worker.connection.close()


def _serve(
    connection: Connection,
    items: Sequence[Any],
    work: Callable[[Any], Any],
    failed: Callable[[Any, str], Any],
    inherited: Sequence[Connection] = (),
) -> None:
    """A worker: compile the item whose index arrives, send its result back, until None
    (or until the parent is gone: its end of the pipe closed)."""
    # The parent handles Ctrl-C; a worker killed by it mid-card must not print a traceback.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    for connection_of_the_parent in inherited:
        connection_of_the_parent.close()
    try:
        while True:
            index = connection.recv()
            if index is None:
                break
            try:
                result = work(items[index])
                connection.send((index, result))
            except (EOFError, BrokenPipeError):
                raise
            except Exception as fault:  # noqa: BLE001 - reported for its item, the worker goes on
                connection.send((index, failed(items[index], f"{type(fault).__name__}: {fault}")))
    except (EOFError, BrokenPipeError, KeyboardInterrupt):
        pass
    finally:
        connection.close()
        os._exit(0)  # no atexit handlers or inherited buffers of the parent run here
