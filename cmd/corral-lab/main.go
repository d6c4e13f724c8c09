// Command corral-lab reproduces published experiments on goroutines,
// channels and thread pools on this machine. See docs/lab.md or
// 'corral-lab --help'.
package main

import (
	"github.com/corral-go/corral/internal/cmdline"
	"github.com/corral-go/corral/internal/lab/cli"
)

func main() { cmdline.Main(cli.Run, cli.ExitCode) }
