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
	@scripts/setup curl
	@PHOTOMANIA=$(BIN) scripts/demo

# One test target per run: the server's blocking-socket tests then never hold the few
# threads that the timing-sensitive end-to-end tests need.
TEST_TARGETS := PhotomaniaServerTests PhotomaniaKitTests PhotomaniaCLITests

# Suites whose children must finish, or be caught midway, within seconds (Ctrl-C, time-outs,
# stalls, a blocked terminal, HEAD within the dry run's wait), and the Kit's suites that watch
# transfers and read-ahead in flight: with two cores shared by 500 parallel tests they miss
# their windows, so they run afterwards, one test at a time. The syncs and the embedding runs
# (several servers and hundreds of photos each, exiftool) go there too, to keep the parallel
# pass's load down.
CLI_TIMED := CommandErrorTests|DownloadRoughEdgesTests|DownloadInterruptTests|DownloadCrashTests|ProgressBlockedTerminalTests|BrowseSignalsTests|DownloadArchiveFilesTests|TimeoutInAllTests|NetworkOptionsTests|OfflineCommandTests|DownloadNameTemplateTests|DownloadSyncTests|DownloadEmbedMetadataTests
KIT_TIMED := PhotoWalkTests|PageWalkStopTests|ThumbnailLoader|TransportTests|DownloadEngineTests|DownloadEngineSharedFolderTests
TIMED_SUITES := PhotomaniaCLITests\.($(CLI_TIMED))|PhotomaniaKitTests\.($(KIT_TIMED))

# tmux is the real terminal the interactive browser's tests drive; bash, zsh and fish run the
# completion scripts, groff checks the man page, exiftool reads back what --embed-metadata wrote,
# sixel2png (libsixel-bin) decodes the SIXEL sequences photomania draws; xterm under Xvfb, in
# DejaVu Sans Mono, is the terminal whose pixels show the pictures drawn.
# Before building: the folders' layers have no cycle, and no service's names leak out of its
# folders but for the known debts (scripts/service-leaks.allow).
test:
	@scripts/setup tmux zsh fish groff curl exiftool:libimage-exiftool-perl sixel2png:libsixel-bin Xvfb:xvfb xterm \
		/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf:fonts-dejavu-core
	@for target in PhotomaniaKit PhotomaniaCLI PhotomaniaServer; do \
		scripts/folder-deps Sources/$$target >/dev/null || { scripts/folder-deps Sources/$$target; exit 1; }; \
	done
	@scripts/service-leaks
	$(SWIFT) build --build-tests
	@for target in $(TEST_TARGETS); do \
		$(SWIFT) test --skip-build --filter "$$target\." --skip "$(TIMED_SUITES)" || exit 1; \
	done
	$(SWIFT) test --skip-build --no-parallel --filter "$(TIMED_SUITES)"

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

# The built-in server's 500px and Flickr faces side by side, and a signed Flickr `photo` beside an
# unsigned one (scripts/bench-faces; RUNS=N, default 9).
.PHONY: bench-faces
bench-faces: build
	@scripts/setup curl python3
	@scripts/bench-faces

clean:
	rm -rf .build

# 240 photos from nginx (the CDN) by photomania, curl, wget and aria2c; then one 256 MiB image.
# RUNS=N (default 5), BENCH_OUT=/dev/shm and the other knobs: see scripts/bench-download.
.PHONY: bench-download
bench-download: build
	@scripts/bench-download

# Lists the functions typical runs execute (Sources/photomania/hot-functions.txt), then relinks
# with them laid out first. Needs root: it mounts a scratch file system (scripts/hot-functions).
.PHONY: hot-functions
hot-functions: build
	@scripts/hot-functions
	rm -f $(BIN)
	$(SWIFT) build -c release --static-swift-stdlib --product photomania

# --limit-rate beside curl, wget and aria2c; name formats, metadata, dry runs and picture modes
# (scripts/bench-options).
.PHONY: bench-options
bench-options: build
	@scripts/bench-options

# Thumbnails per second (2048×1365 JPEGs, 160-pixel box) against djpeg -scale 1/8 and
# vipsthumbnail, and `photos --thumbs` warm and cold (scripts/bench-thumbs; knobs in its header).
.PHONY: bench-thumbs
bench-thumbs: build
	@scripts/bench-thumbs

# `download --sync` of a 7,200-photo selection with nothing new and with 3 new photos, beside a
# full re-walk, with the requests each makes (scripts/bench-sync; RUNS, PHOTOS in its header).
.PHONY: bench-sync
bench-sync: build
	@scripts/setup python3
	@scripts/bench-sync

# `browse` in tmux against a server with slow images: `n` ten times quickly; time until page 11
# is drawn and the bytes spent on the pages skipped (scripts/bench-browse; knobs in its header).
.PHONY: bench-browse
bench-browse: build
	@scripts/setup tmux python3
	@scripts/bench-browse

# The binary, photomania.1 and the bash, zsh and fish completions under PREFIX (default
# ~/.local), below DESTDIR when packaging; the page and the scripts come from the binary itself.
# SKIP_BUILD=1 BIN=path installs a binary already built (the tests install the debug one).
PREFIX ?= $(HOME)/.local
INSTALL_BIN := $(DESTDIR)$(PREFIX)/bin/photomania
INSTALL_MAN := $(DESTDIR)$(PREFIX)/share/man/man1/photomania.1
INSTALL_BASH := $(DESTDIR)$(PREFIX)/share/bash-completion/completions/photomania
INSTALL_ZSH := $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_photomania
INSTALL_FISH := $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/photomania.fish

.PHONY: install uninstall
install: $(if $(SKIP_BUILD),,build)
	@test -x "$(BIN)" || { echo "make install: no binary at $(BIN) (run make build, or give BIN=)" >&2; exit 1; }
	@set -e; generated=$$(mktemp -d); trap 'rm -rf "$$generated"' EXIT; \
	"$(BIN)" manpage > "$$generated/photomania.1"; \
	for shell in bash zsh fish; do "$(BIN)" completions $$shell > "$$generated/$$shell"; done; \
	install -D -m 755 "$(BIN)" "$(INSTALL_BIN)"; \
	install -D -m 644 "$$generated/photomania.1" "$(INSTALL_MAN)"; \
	install -D -m 644 "$$generated/bash" "$(INSTALL_BASH)"; \
	install -D -m 644 "$$generated/zsh" "$(INSTALL_ZSH)"; \
	install -D -m 644 "$$generated/fish" "$(INSTALL_FISH)"; \
	printf 'installed %s\n' "$(INSTALL_BIN)" "$(INSTALL_MAN)" "$(INSTALL_BASH)" "$(INSTALL_ZSH)" "$(INSTALL_FISH)"

uninstall:
	rm -f "$(INSTALL_BIN)" "$(INSTALL_MAN)" "$(INSTALL_BASH)" "$(INSTALL_ZSH)" "$(INSTALL_FISH)"
