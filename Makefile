# corral — see README.md. Every target installs what it needs itself.
GO          ?= go
BIN         := $(CURDIR)/bin
STATICCHECK := honnef.co/go/tools/cmd/staticcheck@v0.7.0

.PHONY: build test vet lint demo bench clean

build:
	$(GO) build -o $(BIN)/ ./cmd/...

vet:
	@unformatted=$$(gofmt -l .); if [ -n "$$unformatted" ]; then echo "gofmt needed:"; echo "$$unformatted"; exit 1; fi
	$(GO) vet ./...

lint:
	$(GO) run $(STATICCHECK) ./...

test: vet lint
	$(GO) test -race -timeout 20m ./...

demo: build
	bash scripts/demo.sh

bench: build
	$(GO) test -run '^$$' -bench . -benchtime 2x ./pool/
	bash bench/peers.sh

clean:
	rm -rf $(BIN) demo-out bench-out
