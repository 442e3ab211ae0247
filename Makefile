# photomania — `make demo` shows the demo catalog, `make test` runs the tests.
# Both install the system libraries they need on a fresh machine (scripts/setup).

SWIFT ?= swift
BIN := .build/release/photomania

.PHONY: setup build demo test bench-api clean

setup:
	@scripts/setup

build: setup
	$(SWIFT) build -c release --product photomania

demo: build
	@PHOTOMANIA=$(BIN) scripts/demo

test: setup
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

bench-api: setup
	@scripts/bench-api

clean:
	rm -rf .build
