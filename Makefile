# ofuda — the two commands: `make run` and `make test`. Everything else builds on them.
PYTHON ?= python3.11
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
SEED ?= 7

.PHONY: run test test-deps bench bench-compare bench-compare-cold rulings golden coverage verify roundtrip fuzz soak grammar-strict phrases clean help

help:
	@echo "make run     set up, compile cards_src/ into build/, print the summary, play a demo game"
	@echo "make test    set up and run the whole test suite"
	@echo "make bench   benchmarks: compile time, parse time per line, games per second"
	@echo "make bench-compare BASE=rev   per-card compile and per-line parse, this tree vs rev"
	@echo "make bench-compare-cold BASE=rev   cold compile of cards_src/avr, this tree vs rev"
	@echo "make rulings the AVR FAQ notes and the status of their scenario tests"
	@echo "make golden  refresh the golden files (review the diff before committing)"
	@echo "make coverage per set and language: what compiles, and every rejected card by reason"
	@echo "make phrases regenerate docs/phrases.md (the phrasebook) from the grammar and its tests"
	@echo "make verify  every compiled card: round trip in both languages, and English against Oracle"
	@echo "make roundtrip  the round trip alone (parse(render(ir)) == ir, render --from both ways)"
	@echo "make fuzz    hostile inputs for FUZZ_SECONDS (600), then KILLS (50) SIGKILLs of ofuda compile"
	@echo "make soak    SOAK_GAMES (1000) heuristic games over the sample decks; every card played"
	@echo "make grammar-strict  the grammars' full strict build (terminal collisions too; minutes)"

$(BIN)/python:
	@command -v $(PYTHON) >/dev/null 2>&1 || { echo "need $(PYTHON) (set PYTHON=...)"; exit 2; }
	$(PYTHON) -m venv $(VENV)

$(STAMP): $(BIN)/python pyproject.toml
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e ".[test]"
	@# Bytecode now, as `pip install` does for an installed package: every later run starts
	@# from it even where PYTHONDONTWRITEBYTECODE keeps Python from writing it.
	$(BIN)/python -m compileall -q compiler runtime cli >/dev/null
	@# Lark's grammar cache too (build/lark-cache/), so the first compile is already a warm one.
	$(BIN)/python -c "from ofuda.compiler.parse import START_SYMBOLS, get_parser; [get_parser(n) for n in START_SYMBOLS]"
	@touch $(STAMP)

run: $(STAMP)
	$(BIN)/ofuda compile cards_src -o build/cards --quiet || true
	$(BIN)/ofuda play --deck cards_src/decks/white-blue-fliers.deck --deck cards_src/decks/black-red-aggro.deck --seed $(SEED)

# The review page's browser test needs Chromium (and a Japanese font to draw the cards):
# installed from Debian's packages where missing; without apt or a network the test
# says so and skips.
test-deps:
	@if ! command -v chromium >/dev/null 2>&1 || ! fc-list 2>/dev/null | grep -qi "Noto Sans CJK"; then \
	  if command -v apt-get >/dev/null 2>&1 && [ "$$(id -u)" = 0 ]; then \
	    echo "test-deps: installing chromium, chromium-driver, fonts-noto-cjk"; \
	    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
	      chromium chromium-driver fonts-noto-cjk) >/dev/null 2>&1 \
	      || echo "test-deps: could not install Chromium: the browser test will skip"; \
	  else echo "test-deps: no apt-get as root: the browser test will skip without Chromium"; fi; \
	fi

test: $(STAMP) test-deps
	$(BIN)/python -m pytest

# The grammars' full strict build (terminal collisions, minutes): before landing a grammar change.
grammar-strict: $(STAMP) test-deps
	$(BIN)/python -m pytest -m grammar_strict tests/compiler/test_grammar_health.py

bench: $(STAMP)
	$(BIN)/python bench/run.py

# Before/after: this tree against a revision, e.g. `make bench-compare BASE=9f81d7b`.
bench-compare: $(STAMP)
	BASE=$(BASE) $(BIN)/python bench/compare.py

# The cold compile of cards_src/avr in a new process, this tree (or AFTER=rev) against a revision.
bench-compare-cold: $(STAMP)
	BASE=$(BASE) AFTER=$(AFTER) $(BIN)/python bench/compare.py --cold

rulings: $(STAMP)
	$(BIN)/python tests/faq/report.py

# docs/phrases.md is generated (cli/phrasebook.py); tests/designer/test_phrases.py holds it.
phrases: $(STAMP)
	$(BIN)/ofuda phrases --format markdown > docs/phrases.md

golden: $(STAMP)
	$(BIN)/python -m pytest tests/golden --update-golden -q

# The sets of data/cards that cards_src holds: the cards as printed (cards_src) and, from a fresh
# import, in current Oracle English (build/coverage/oracle). Full list: build/coverage/report.txt.
COVERAGE_SETS := $(sort $(filter $(notdir $(wildcard cards_src/*)),$(basename $(notdir $(wildcard data/cards/*.json)))))

coverage: $(STAMP)
	@rm -rf build/coverage/oracle && mkdir -p build/coverage/oracle
	@for s in $(COVERAGE_SETS); do \
	  $(BIN)/ofuda import data/cards/$$s.json -o build/coverage/oracle/$$s --en oracle \
	    --printed $$(awk -v s=$$s '$$1 == s { print $$2 }' data/cards/printed.tsv) >/dev/null || exit 2; \
	done
	@$(BIN)/ofuda coverage $(addprefix cards_src/,$(COVERAGE_SETS)) cards_src/examples build/coverage/oracle --all \
	  > build/coverage/report.txt; status=$$?; \
	  sed -n '1,/^$$/p' build/coverage/report.txt; echo "every rejected card, by reason: build/coverage/report.txt"; \
	  [ $$status -le 1 ]

# Hostile inputs against the `ofuda` command (tools/fuzz.py; a short seeded run is in `make test`):
# 0 tracebacks, 0 exit 3s, 0 invalid modules, 0 cases over 2 s of CPU, every error where it is.
FUZZ_SECONDS ?= 600
FUZZ_SEED ?= 0
KILLS ?= 50
fuzz: $(STAMP)
	$(BIN)/python tools/fuzz.py --seconds $(FUZZ_SECONDS) --seed $(FUZZ_SEED) --kills $(KILLS)

# The heuristic agent's soak (tools/soak.py; a short seeded slice is in `make test`).
SOAK_GAMES ?= 1000
soak: $(STAMP)
	$(BIN)/python tools/soak.py --games $(SOAK_GAMES) --every-card --games-per-deck 4

# Every card file of cards_src/ (the sets and the examples), compiled from each language on
# its own, rendered in both (the second is `ofuda render --from`'s translation) and compiled
# back: parse(render(ir)) == ir; `verify` also compares the English with Oracle
# (docs/oracle-rendering.md). The report: build/verify/report.txt.
VERIFY_PATHS := $(addprefix cards_src/,$(COVERAGE_SETS)) cards_src/examples

verify: $(STAMP)
	@mkdir -p build/verify
	@$(BIN)/ofuda verify $(VERIFY_PATHS) > build/verify/report.txt; status=$$?; \
	  sed -n '1,/^$$/p' build/verify/report.txt; echo "the whole report: build/verify/report.txt"; \
	  exit $$status

roundtrip: $(STAMP)
	@mkdir -p build/verify
	@$(BIN)/ofuda verify --no-oracle $(VERIFY_PATHS) > build/verify/roundtrip.txt; status=$$?; \
	  sed -n '1,/^$$/p' build/verify/roundtrip.txt; echo "the whole report: build/verify/roundtrip.txt"; \
	  exit $$status

clean:
	rm -rf build $(VENV) .pytest_cache
