// Command corral is a parallel golden-output regression runner. See the
// README or 'corral --help'.
package main

import (
	"context"
	"os"
	"os/signal"
	"syscall"

	"github.com/corral-go/corral/internal/corral/cli"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	err := cli.Run(ctx, os.Args[1:], cli.Stdio{In: os.Stdin, Out: os.Stdout, Err: os.Stderr})
	stop()
	os.Exit(cli.ExitCode(os.Stderr, err))
}
