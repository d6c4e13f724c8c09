// Command corral is a parallel golden-output regression runner. See the
// README or 'corral --help'.
package main

import (
	"github.com/corral-go/corral/internal/cmdline"
	"github.com/corral-go/corral/internal/corral/cli"
)

func main() { cmdline.Main(cli.Run, cli.ExitCode) }
