// Command corral-fs is a file service whose blocking disk IO runs on
// bounded pools, and its load client. See docs/fs.md or 'corral-fs --help'.
package main

import (
	"github.com/corral-go/corral/internal/cmdline"
	"github.com/corral-go/corral/internal/fs/cli"
)

func main() { cmdline.Main(cli.Run, cli.ExitCode) }
