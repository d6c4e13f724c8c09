package cli

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/corral-go/corral/internal/cmdline"

	"github.com/spf13/cobra"

	"github.com/corral-go/corral/internal/fs/client"
	"github.com/corral-go/corral/internal/fs/fsproto"
	"github.com/corral-go/corral/internal/quote"
)

type fsclientOptions = client.Options

func parseCodec(s string) (fsproto.Codec, error) { return fsproto.ParseCodec(s) }

// requestCommand is one single-request command: it resolves the client
// flags, dials the server, and runs run with the connection.
func requestCommand(use, short, example string, args cobra.PositionalArgs, run func(ctx context.Context, c *client.Client, args []string) error) *cobra.Command {
	var cf clientFlags
	cmd := &cobra.Command{
		Use: use, Short: short, Example: example, Args: args,
		RunE: func(cmd *cobra.Command, args []string) error {
			cf.stderr = cmd.ErrOrStderr()
			addr, opts, err := cf.resolve()
			if err != nil {
				return err
			}
			ctx, cancel := context.WithTimeout(cmd.Context(), 10*time.Minute)
			defer cancel()
			c, err := client.Dial(ctx, addr, opts)
			if err != nil {
				return dialError(addr, err)
			}
			defer c.Close()
			return run(ctx, c, args)
		},
	}
	cf.register(cmd)
	return cmd
}

// requestCommands are the one-request commands.
func requestCommands(stdio cmdline.Stdio) []*cobra.Command {
	return []*cobra.Command{
		requestCommand("put NAME [FILE]", "Upload FILE (or stdin) as NAME", "  corral-fs put docs/a.txt ./a.txt\n  tar c src | corral-fs put src.tar",
			cobra.RangeArgs(1, 2), func(ctx context.Context, c *client.Client, args []string) error { return put(ctx, c, args, stdio) }),
		requestCommand("get NAME [FILE]", "Download NAME to FILE (or stdout)", "  corral-fs get docs/a.txt ./a.txt\n  corral-fs get docs/a.txt - | wc -c",
			cobra.RangeArgs(1, 2), func(ctx context.Context, c *client.Client, args []string) error { return get(ctx, c, args, stdio) }),
		requestCommand("ls [DIR]", "List a directory of the server", "  corral-fs ls\n  corral-fs ls load",
			cobra.MaximumNArgs(1), func(ctx context.Context, c *client.Client, args []string) error { return list(ctx, c, args, stdio) }),
		requestCommand("stat NAME", "Print a file's size and modification time", "  corral-fs stat docs/a.txt",
			cobra.ExactArgs(1), func(ctx context.Context, c *client.Client, args []string) error {
				size, mt, err := c.Stat(ctx, args[0])
				if err != nil {
					return err
				}
				fmt.Fprintf(stdio.Out, "%s %d %s\n", args[0], size, mt.UTC().Format(time.RFC3339Nano))
				return nil
			}),
		requestCommand("rm NAME", "Delete a file", "  corral-fs rm docs/a.txt",
			cobra.ExactArgs(1), func(ctx context.Context, c *client.Client, args []string) error {
				return c.Delete(ctx, args[0])
			}),
		requestCommand("stats", "Print the server's threads, goroutines and IO queue as JSON", "  corral-fs stats",
			cobra.NoArgs, func(ctx context.Context, c *client.Client, _ []string) error {
				st, err := c.Stats(ctx)
				if err != nil {
					return err
				}
				return json.NewEncoder(stdio.Out).Encode(map[string]any{
					"os_threads": st.OsThreads, "threads_created": st.ThreadsCreated, "goroutines": st.Goroutines,
					"io_queue_depth": st.IoQueueDepth, "io_backend": st.IoBackend, "connections": st.Connections, "page_size": st.PageSize,
				})
			}),
	}
}

// put uploads FILE, or stdin, as NAME.
func put(ctx context.Context, c *client.Client, args []string, stdio cmdline.Stdio) error {
	src := "-"
	if len(args) == 2 {
		src = args[1]
	}
	if src == "-" {
		body, err := io.ReadAll(stdio.In)
		if err != nil {
			return err
		}
		return c.Upload(ctx, args[0], body)
	}
	f, err := os.Open(src)
	if err != nil {
		return err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return err
	}
	return c.UploadFrom(ctx, args[0], f, fi.Size())
}

// get downloads NAME to FILE, or to stdout.
func get(ctx context.Context, c *client.Client, args []string, stdio cmdline.Stdio) error {
	if len(args) == 1 || args[1] == "-" {
		_, err := c.Download(ctx, args[0], stdio.Out)
		return err
	}
	// Write beside the target and rename, so a failed download leaves no
	// partial file.
	tmp, err := os.CreateTemp(filepath.Dir(args[1]), ".corral-fs-get-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if _, err := c.Download(ctx, args[0], tmp); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), args[1])
}

// list prints a directory of the server, one entry a line.
func list(ctx context.Context, c *client.Client, args []string, stdio cmdline.Stdio) error {
	dir := ""
	if len(args) == 1 {
		dir = args[0]
	}
	// Page by page: a directory of any size is printed in bounded memory.
	return c.ListPages(ctx, dir, func(page []*fsproto.Entry) error {
		for _, e := range page {
			kind := "-"
			if e.Dir {
				kind = "d"
			}
			fmt.Fprintf(stdio.Out, "%s %12d %s %s\n", kind, e.Size, time.Unix(0, e.ModTimeUnixNano).UTC().Format(time.RFC3339), quote.Name(e.Name))
		}
		return nil
	})
}
