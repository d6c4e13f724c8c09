// Command corral-lab reproduces the seeds' concurrency experiments on this
// machine. See the README or 'corral-lab --help'.
package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"syscall"

	"github.com/corral-go/corral/internal/lab"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	err := lab.Run(ctx, os.Args[1:], lab.Stdio{Out: os.Stdout, Err: os.Stderr})
	stop()
	switch {
	case err == nil:
		return
	case errors.Is(err, lab.ErrUsage):
		fmt.Fprintf(os.Stderr, "corral-lab: error: %v\ncorral-lab: hint: see 'corral-lab run --help'\n", err)
		os.Exit(2)
	case errors.Is(err, context.Canceled):
		fmt.Fprintln(os.Stderr, "corral-lab: interrupted: nothing written")
		os.Exit(130)
	}
	fmt.Fprintf(os.Stderr, "corral-lab: error: %v\n", err)
	os.Exit(1)
}
