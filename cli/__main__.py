"""`python -m ofuda.cli`."""

from .main import main

main()
