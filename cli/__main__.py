"""`python -m ofuda.cli`."""

from .main import run

run()
