# photomania — `make demo` shows the demo catalog, `make test` runs the tests.
# Both install the system libraries they need on a fresh machine (scripts/setup).

SWIFT ?= swift
BIN := .build/release/photomania

.PHONY: setup build demo test bench-api clean

setup:
	@scripts/setup

# A static Swift runtime starts in about 60 % of the time of a dynamically linked one (BENCHMARKS.md).
build: setup
	$(SWIFT) build -c release --static-swift-stdlib --product photomania

demo: build
	@PHOTOMANIA=$(BIN) scripts/demo

test: setup
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

bench-api: build
	@scripts/bench-api

clean:
	rm -rf .build
