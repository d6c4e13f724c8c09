# corral — see README.md. Every target installs what it needs itself.
GO          ?= go
BIN         := $(CURDIR)/bin
STATICCHECK := honnef.co/go/tools/cmd/staticcheck@v0.7.0

.PHONY: bench-profile bench-overhead bench-spawn bench-memory check vet-cross test-race-e2e kinds bench-diff build build-cxx build-rust test vet lint chromium xmllint cvise clang bench-html e2e bench-merge bench-shards demo bench bench-ablation bench-fs bench-http bench-gofsbench lab lab-deps clean

# The version --version prints: the commit, as git describes it.
VERSION     := $(shell git describe --always --dirty 2>/dev/null)

build: build-cxx build-rust
	$(GO) build -ldflags "-X github.com/corral-go/corral/internal/cmdline.version=$(VERSION)" -o $(BIN)/ ./cmd/...

# The lab's C++ dispatch programs; one whose library is missing is skipped
# (corral-lab marks its rows skipped). 'make lab' installs the libraries.
build-cxx:
	bash internal/lab/dispatch/cxx/build.sh $(BIN)

# The lab's rayon dispatch programs, built with cargo (rayon from
# crates.io); skipped with a hint where cargo is missing.
build-rust:
	bash internal/lab/dispatch/rust/build.sh $(BIN)

lab-deps:
	@if ! [ -e /usr/include/boost/asio/thread_pool.hpp ] || ! [ -e /usr/include/tbb/task_group.h ] || ! command -v g++ >/dev/null; then \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq g++ libboost-dev libtbb-dev; fi

# The full lab (the seeds' parameter ranges); the report goes to docs/lab.
lab: lab-deps build
	$(BIN)/corral-lab run --out docs/lab

vet:
	@bash scripts/check-tree.sh   # no build output or large file tracked
	@# bench-out holds make bench-gofsbench's copy of the published program, not ours.
	@unformatted=$$(find . -name '*.go' -not -path './bench-out/*' -not -path './.git/*' -print0 | xargs -0 gofmt -l); if [ -n "$$unformatted" ]; then echo "gofmt needed:"; echo "$$unformatted"; exit 1; fi
	$(GO) vet ./...
	@bash scripts/check-norace.sh $(NORACE)
	@bash scripts/check-subjects.sh   # commit subjects of at most 72 characters

# The slow checks, which CI runs beside make test: staticcheck, the
# pure-Go build and vet for another OS (which compiles the SQLite
# translation again, for darwin), and the end-to-end scripts under the
# race detector.
check: lint vet-cross test-race-e2e

vet-cross:
	CGO_ENABLED=0 $(GO) build ./...   # the pure-Go build works too (corral-fs without cpool)
	GOOS=darwin $(GO) vet ./...        # platform code stays behind build tags

lint:
	$(GO) run $(STATICCHECK) ./...

# The HTML report's test renders it in a real headless Chromium.
chromium:
	@command -v chromium >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; }

# xmllint validates the JUnit report against the schema Jenkins reads.
xmllint:
	@command -v xmllint >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libxml2-utils >/dev/null; }

# cvise reduces test cases for corral reduce (its tests skip without it).
cvise:
	@command -v cvise >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq cvise >/dev/null; }

# clang-19 runs bisect's counter ladder on LLVM's opt-bisect (its script
# skips without it).
clang:
	@command -v clang-19 >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq clang-19 >/dev/null; }

# Packages that start no goroutine (scripts/check-norace.sh checks): the
# race detector has nothing to watch there and slows them tenfold.
NORACE := ./internal/corral/linediff ./internal/corral/normalize ./internal/corral/shard
# The end-to-end scripts run corral as its users run it; make check runs
# them again with every corral process under the race detector. They wait
# for states, not for time, so they run four at a time.
E2E    := ./cmd/corral
# Tests that do their work in one goroutine or in child processes of the
# test binary, forty times slower under the detector, or that measure the
# heap, which the detector changes: they skip under it and run in a pass
# of their own.
SLOWRACE := TestRunsHoldNoResultPerFile|TestGroupingHoldsLittleAFile|TestCatalogHoldsLittleAFile|TestFeedHoldsNoNamePerFile|TestMergeMemoryIsBoundedByAShard|TestSmokeEveryExperiment|TestHTMLCapWhateverTheKinds|TestHTMLCapKeepsEveryKindsExample|TestKillNineDuringPromote
MODULE := github.com/corral-go/corral

test: vet chromium xmllint cvise clang
	$(GO) test -race -timeout 20m $$($(GO) list ./... | grep -v -x $(foreach p,$(NORACE) $(E2E),-e $(MODULE)/$(p:./%=%)))
	$(GO) test -timeout 20m -parallel 4 $(NORACE) $(E2E)
	$(GO) test -timeout 20m -run '^($(SLOWRACE))$$' ./internal/corral ./internal/corral/kinds ./internal/corral/source ./internal/corral/merge ./internal/corral/report ./internal/corral/store ./internal/lab

# The end-to-end scripts under the race detector (CI, in make check).
test-race-e2e: chromium xmllint cvise clang
	$(GO) test -race -timeout 30m -parallel 4 $(E2E)

# corral on a real Slurm (munged, slurmctld, slurmd started by hand), end to
# end: job arrays of shards and a merge job; see scripts/e2e-slurm.sh.
e2e:
	@command -v slurmctld >/dev/null && command -v slurmd >/dev/null && command -v sbatch >/dev/null && \
	 command -v munged >/dev/null && command -v python3 >/dev/null && command -v bc >/dev/null || \
	 { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq slurmctld slurmd slurm-client munge python3 bc >/dev/null; }
	$(GO) build -o $(BIN)/ ./cmd/corral ./cmd/bcom ./cmd/gencorpus
	BIN=$(BIN) bash scripts/e2e-slurm.sh

# The demo builds corral, bcom and gencorpus only (corral while the
# corpus is generated); its reduce step installs cvise itself when it can
# (scripts/demo.sh).
demo:
	GO=$(GO) VERSION=$(VERSION) bash scripts/demo.sh

# The kinds table: changes of known causes and the kinds corral finds
# (bench/kinds.sh: real gcc, gofmt and black changes on sources from the
# package registries, and bcom's; SIZES=… for the bcom corpus sizes,
# WITH_REAL=0, WITH_BCOM=0 or WITH_ANY=0 to leave a part out, HALF=dev or
# HALF=held for one half of the other compilers' changes). About 15 minutes
# once the sources are fetched.
kinds: build
	bash bench/kinds.sh

# What diffs and kinds cost inside a check of the seed-scale corpus with
# ~3,000 changed files (bench/diffcost.sh; ROUNDS=…, FILES=…, SIZE=…).
bench-diff: build
	bash bench/diffcost.sh

# The HTML report of a multi-cause change of ~3,000 files: size, diffs
# embedded, kinds with their example, load time in headless Chromium
# (bench/htmlload.sh; FILES=…, ROUNDS=…, BASE=an older corral binary).
bench-html: build chromium
	bash bench/htmlload.sh

bench: build
	$(GO) test -run '^$$' -bench . -benchtime 2x ./pool/
	GO=$(GO) bash bench/ablation.sh
	bash bench/peers.sh
	bash bench/gotree.sh

# Where a record's CPU goes: perf over one record of the Go tree, split by
# process, and corral's own process by function (bench/profile.sh; CMD=…
# and TAR=… for another workload).
bench-profile: build
	bash bench/profile.sh

# corral's overhead per job: 100,000 jobs of 'true {}' and of 'cat {}' on
# 10-byte files, 2 at a time, by corral record and check, xargs, GNU
# parallel and make, against a spawner in C that only starts and waits
# (bench/overhead.sh; N=… and ROUNDS=… to change, default 2 rounds). Over
# 30 minutes at N=100000 on a 2-CPU VM, GNU parallel about 7 of them a run;
# N=30000 took 11 minutes.
bench-overhead: build
	bash bench/overhead.sh

# What starting and reaping a job costs the process that does it: C's
# posix_spawn, Go's os.StartProcess and syscall.ForkExec with and without
# a session per job, Go feeding a C spawn helper, and corral record, over
# 30,000 jobs of 'true', 2 rounds (bench/spawncost.sh; N=…, ROUNDS=…).
bench-spawn: build
	bash bench/spawncost.sh

# corral's peak memory against the corpus: record, a check all same and a
# check all changed over 10,000, 100,000 and 1,000,000 files of 10 bytes
# (bench/memory.sh; SIZES=… and RUNS=… to change). Over half an hour.
bench-memory: build
	bash bench/memory.sh

# The pool's ablation table alone: the pool as shipped and with one
# guarantee taken out per row, 7 interleaved rounds (ROUNDS=… to change).
bench-ablation:
	GO=$(GO) bash bench/ablation.sh

# The seed's corral-fs table: every IO backend under 500 connections of 50 KB
# uploads and downloads on 127.0.0.1, 5 interleaved rounds, about 20 minutes
# (bench/fs.sh; REQS=… and ROUNDS=… to change the size).
bench-fs:
	$(GO) build -o $(BIN)/ ./cmd/corral-fs
	bash bench/fs.sh
	bash bench/http.sh

# The HTTP table alone: nginx as the bar (installs nginx and wrk). Issue 49's
# target 2 (GETs of 50 KB files at nginx's rate with sendfile on, every
# backend) alone: PHASES=get NGINX_SENDFILE=on SYNCS=group ROUNDS=5 make bench-http.
bench-http:
	$(GO) build -o $(BIN)/ ./cmd/corral-fs
	bash bench/http.sh

# corral-fs against the published program (GoFsBench) on its own workload:
# uploads to new names, both built and run here (GOFSBENCH=a checkout of it).
bench-gofsbench:
	$(GO) build -o $(BIN)/ ./cmd/corral-fs
	bash bench/gofsbench.sh

# Merge at scale: 100 generated shard stores of 1,000,000 results in all
# (SHARDS=… RESULTS=… to change), merged once; wall time, peak RSS, store size.
# Shards: a shard's cost against its own files, a shard with nothing to do
# against a 1,000,000-file baseline, and the balance of N=10/50/100 shards
# of the Go tree by recorded cost; see bench/shards.sh.
bench-shards: build
	bash bench/shards.sh

bench-merge:
	$(GO) test -run '^$$' -bench BenchmarkMergeAtScale -benchtime 1x -timeout 30m ./internal/corral/

clean:
	rm -rf $(BIN) demo-out bench-out
	find . -name "*.test" -type f -not -path "./.git/*" -delete
