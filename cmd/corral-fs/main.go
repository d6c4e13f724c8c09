// Command corral-fs is a file service whose blocking disk IO runs on
// bounded pools, and its load client. See the README or 'corral-fs --help'.
package main

import (
	"context"
	"os"
	"os/signal"
	"syscall"

	"github.com/corral-go/corral/internal/fs/cli"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	err := cli.Run(ctx, os.Args[1:], cli.Stdio{In: os.Stdin, Out: os.Stdout, Err: os.Stderr})
	stop()
	os.Exit(cli.ExitCode(os.Stderr, err))
}
