"""ofuda's language server (`ofuda lsp`): diagnostics, completion, hover, quick fixes and
formatting for card files and deck lists, in any editor that speaks LSP.

Every call into the compiler goes through :mod:`ofuda.cli.lsp.compile_bridge`.
"""
