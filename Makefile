# photomania — `make demo` shows the demo catalog, `make test` runs the tests.
# Both install the system libraries they need on a fresh machine (scripts/setup).

SWIFT ?= swift
BIN := .build/release/photomania

.PHONY: setup build demo test fuzz bench-api clean

setup:
	@scripts/setup

# A static Swift runtime starts in about 60 % of the time of a dynamically linked one (BENCHMARKS.md).
build: setup
	$(SWIFT) build -c release --static-swift-stdlib --product photomania

demo: build
	@PHOTOMANIA=$(BIN) scripts/demo

# One test target per run: the server's blocking-socket tests then never hold the few
# threads that the timing-sensitive end-to-end tests need.
TEST_TARGETS := PhotomaniaServerTests PhotomaniaKitTests PhotomaniaCLITests

# tmux is the real terminal the interactive browser's tests drive.
test:
	@scripts/setup tmux
	$(SWIFT) build --build-tests
	@for target in $(TEST_TARGETS); do \
		$(SWIFT) test --skip-build --filter "$$target\." || exit 1; \
	done

# libFuzzer + ASan over every parser of outside bytes, FUZZ_SECONDS (default 30) per target;
# prints executions per target and keeps findings (scripts/fuzz; knobs in its header).
fuzz:
	@scripts/fuzz

# The tests under AddressSanitizer and ThreadSanitizer, one build each (.build/asan, .build/tsan);
# a summary of tests and distinct reports at the end, logs in .build/sanitize (scripts/sanitize).
.PHONY: sanitize
sanitize: setup
	@SWIFT=$(SWIFT) scripts/sanitize

bench-api: build
	@scripts/bench-api

# Signing in, whole process: photo unsigned and signed, a vote, beside curl (scripts/bench-accounts).
.PHONY: bench-accounts
bench-accounts: build
	@scripts/bench-accounts

clean:
	rm -rf .build

# 400 photos from nginx (the CDN) by photomania, curl, wget and aria2c; then one 256 MiB image.
# RUNS=N (default 5), BENCH_OUT=/dev/shm and the other knobs: see scripts/bench-download.
.PHONY: bench-download
bench-download: build
	@scripts/bench-download

# Thumbnails per second (2048×1365 JPEGs, 160-pixel box) against djpeg -scale 1/8 and
# vipsthumbnail, and `photos --thumbs` warm and cold (scripts/bench-thumbs; knobs in its header).
.PHONY: bench-thumbs
bench-thumbs: build
	@scripts/bench-thumbs

# `browse` in tmux against a server with slow images: `n` ten times quickly; time until page 11
# is drawn and the bytes spent on the pages skipped (scripts/bench-browse; knobs in its header).
.PHONY: bench-browse
bench-browse: build
	@scripts/setup tmux python3
	@scripts/bench-browse
