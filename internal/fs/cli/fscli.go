// Package cli is the corral-fs command line: 'serve' runs the file
// service, 'load' is the seed's load client, and put/get/ls/stat/rm/stats
// are single requests. Every outcome maps to one exit status ([ExitCode]).
package cli

import (
	"context"
	"errors"
	"io"

	"github.com/corral-go/corral/internal/cmdline"
	"github.com/corral-go/corral/internal/fs/client"
	"github.com/corral-go/corral/internal/fs/fsproto"
)

// Exit statuses, documented in docs/fs.md ("Configuration").
const (
	ExitOK       = cmdline.ExitOK
	ExitFailures = 1 // load: some requests failed; get/stat/rm: the server refused
	ExitError    = cmdline.ExitError
)

// ErrFailures carries exit status 1; what failed was printed already.
var ErrFailures = errors.New("some requests failed")

func hinted(h, format string, args ...any) error { return cmdline.Errorf(h, format, args...) }

// dialError says why a connection to addr failed: a server that refused
// the first request (a wrong token) is running and answering, one that
// could not be reached may not be.
func dialError(addr string, err error) error {
	var refused *client.Error
	switch {
	case errors.As(err, &refused) && refused.Status == fsproto.Status_STATUS_UNAUTHORIZED:
		return hinted("give the server's token with --token", "%w", err)
	case errors.As(err, &refused):
		return err
	}
	return hinted("is 'corral-fs serve' running on "+addr+"?", "%w", err)
}

// ExitCode prints err in corral-fs's format and returns the exit status.
func ExitCode(w io.Writer, err error) int {
	if err == nil {
		return ExitOK
	}
	code := ExitError
	var refused *client.Error
	if errors.Is(err, ErrFailures) || errors.As(err, &refused) {
		code = ExitFailures
		if err == ErrFailures {
			return code
		}
	}
	cmdline.Print(w, "corral-fs", "error", err)
	return code
}

// Run runs the corral-fs command line with args (without the program name).
func Run(ctx context.Context, args []string, stdio cmdline.Stdio) error {
	root := cmdline.Root("corral-fs", args, stdio)
	root.Short = "A file service whose blocking disk IO runs on bounded pools, and its load client"
	root.Long = `corral-fs serves a data directory over TCP (length-prefixed protobuf or JSON
frames) and, with --http, over HTTP, and runs its blocking file calls on an
IO backend: direct (on the request's goroutine), gopool (IoThreads
goroutines), cpool (IoThreads pthreads in C) or iouring (one io_uring, at
most IoThreads kernel workers). 'corral-fs load' is the seed's load client.

Exit status: 0 success, 1 some requests failed (load) or the server refused
the request, 2 usage or infrastructure error.`
	root.Example = `  corral-fs serve --data /srv/fsdata --io gopool --admin 127.0.0.1:9100
  corral-fs serve --config fs.json
  corral-fs load upload 500 200000 50K
  corral-fs load download 500 200000 --json
  corral-fs put docs/a.txt ./a.txt && corral-fs get docs/a.txt -`
	root.AddCommand(serveCommand(stdio), loadCommand(stdio))
	root.AddCommand(requestCommands(stdio)...)
	return cmdline.Execute(ctx, root)
}
