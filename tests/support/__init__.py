"""What the tests share: the project's paths, compiled cards and card texts, the scenario kit's
card sets, the grammar tests' one-line compilers, an LSP client. Imported as ``support.<module>``
(pyproject.toml puts tests/ on the path); the test files themselves import nothing from each
other."""
