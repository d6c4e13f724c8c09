package backend_test

import (
	"context"
	"testing"

	"github.com/corral-go/corral/internal/corral"
	"github.com/corral-go/corral/internal/corral/backend"
	"github.com/corral-go/corral/internal/corral/storetest"
)

// registered are the schemes the program registers, before any test adds
// one of its own.
var registered = backend.Schemes()

// TestEveryBackendKeepsTheContract runs the store suite against the
// stores of every registered scheme, each opened by its DSN: a backend
// package is held to it by a blank import in this file.
func TestEveryBackendKeepsTheContract(t *testing.T) {
	for _, scheme := range registered {
		t.Run(scheme, func(t *testing.T) {
			storetest.Run(t, func(tb testing.TB, path string) corral.Store {
				tb.Helper()
				dsn := scheme + ":" + path
				if scheme == "file" {
					dsn = path // SQLite's stores are named by their path alone
				}
				s, err := backend.Open(context.Background(), dsn)
				if err != nil {
					tb.Fatal(err)
				}
				return s
			})
		})
	}
}
