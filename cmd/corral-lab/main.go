// Command corral-lab reproduces published experiments on goroutines,
// channels and thread pools on this machine. See the README or
// 'corral-lab --help'.
package main

import (
	"github.com/corral-go/corral/internal/cmdline"
	"github.com/corral-go/corral/internal/lab"
)

func main() { cmdline.Main(lab.Run, lab.ExitCode) }
