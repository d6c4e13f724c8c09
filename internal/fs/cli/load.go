package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/corral-go/corral/internal/cmdline"
	"github.com/corral-go/corral/internal/words"

	"github.com/spf13/cobra"

	"github.com/corral-go/corral/internal/bytesize"
	"github.com/corral-go/corral/internal/fs/load"
	"github.com/corral-go/corral/internal/fs/service"
)

// clientFlags are the flags every client command has.
type clientFlags struct {
	addr, proto, config string
	token               tokenFlags
	stderr              io.Writer // where a warning about the token goes
}

func (c *clientFlags) register(cmd *cobra.Command) {
	f := cmd.Flags()
	f.StringVar(&c.addr, "addr", "", "server HOST:PORT (default 127.0.0.1:9999, or the Port of --config)")
	f.StringVar(&c.proto, "proto", "", "codec: protobuf or json (default protobuf, or UserProtoMsg of --config)")
	f.StringVar(&c.token.token, "token", "", "the server's shared token (visible to every local user: prefer --token-file or $"+TokenEnv+")")
	f.StringVar(&c.token.file, "token-file", "", "read the server's shared token from the first line of FILE (mode 600)")
	f.StringVar(&c.config, "config", "", "read Port and UserProtoMsg from the server's JSON config file")
}

func loadCommand(stdio cmdline.Stdio) *cobra.Command {
	var (
		cf       clientFlags
		asJSON   bool
		files    int
		progress bool
	)
	cmd := &cobra.Command{
		Use:   "load OP CONCURRENCY REQUESTS [FILE_SIZE]",
		Short: "Load a server: CONCURRENCY connections share REQUESTS requests of OP",
		Long: `Load a server the way the seed's FsClient did. OP is one of clean, bench,
upload, download, exist, delete. Uploads send FILE_SIZE bytes (like 50K)
from memory to names load/0000000, load/0000001, …; downloads, exist and
delete use the same names, so 'download' after 'upload' reads what it wrote.

It prints successes, errors, the cost in ms, qps, MB/s, latency
percentiles, and the server's OS threads at the start and at the end.
Exit status 1 when any request failed.`,
		Example: `  corral-fs load upload 500 200000 50K
  corral-fs load download 500 200000
  corral-fs load bench 64 1000000 --json
  corral-fs load upload 500 100000 50K --files 5000   # overwrite 5000 names`,
		Args: func(c *cobra.Command, args []string) error {
			if len(args) < 3 || len(args) > 4 {
				return cmdline.Errorf("e.g. 'corral-fs load upload 500 200000 50K'; see 'corral-fs load --help'",
					"load takes OP CONCURRENCY REQUESTS [FILE_SIZE], got %s", words.Plural(len(args), "argument", "arguments"))
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			o, err := loadOptions(args, files)
			if err != nil {
				return err
			}
			cf.stderr = stdio.Err
			if o.Addr, o.Client, err = cf.resolve(); err != nil {
				return err
			}
			if progress || cmdline.IsTerminal(stdio.Err) {
				o.Progress = func(done int64) {
					fmt.Fprintf(stdio.Err, "\r%s: %d/%d", o.Op, done, o.Requests)
				}
			}
			res, err := load.Run(cmd.Context(), o)
			if o.Progress != nil {
				fmt.Fprintln(stdio.Err)
			}
			if err != nil {
				return dialError(o.Addr, err)
			}
			return printLoad(stdio, res, asJSON)
		},
	}
	cf.register(cmd)
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the result as JSON")
	cmd.Flags().IntVar(&files, "files", 0, "cycle through this many names (default REQUESTS)")
	cmd.Flags().BoolVar(&progress, "progress", false, "show progress even when stderr is not a terminal")
	return cmd
}

// loadOptions reads load's arguments, OP CONCURRENCY REQUESTS
// [FILE_SIZE], and its --files into the options of a run.
func loadOptions(args []string, files int) (load.Options, error) {
	o := load.Options{Op: args[0], Files: files}
	if !slices.Contains(load.Ops, o.Op) {
		return load.Options{}, hinted("OP is one of "+strings.Join(load.Ops, ", ")+", e.g. 'corral-fs load upload 500 200000 50K'", "unknown OP %q", o.Op)
	}
	var err error
	if o.Concurrency, err = strconv.Atoi(args[1]); err != nil || o.Concurrency < 1 {
		return load.Options{}, hinted("CONCURRENCY is a number of connections, e.g. 500", "bad CONCURRENCY %q", args[1])
	}
	if o.Requests, err = strconv.Atoi(args[2]); err != nil || o.Requests < 0 {
		return load.Options{}, hinted("REQUESTS is a number of requests, e.g. 200000", "bad REQUESTS %q", args[2])
	}
	if len(args) == 4 {
		n, err := bytesize.Parse(args[3])
		if err != nil {
			return load.Options{}, err
		}
		o.FileSize = int(n)
	} else if o.Op == "upload" {
		return load.Options{}, hinted("e.g. 'corral-fs load upload 500 200000 50K'", "upload needs a FILE_SIZE")
	}
	return o, nil
}

// printLoad prints a load's result, as JSON or as text, and returns
// ErrFailures when a request failed (saying which first, in text).
func printLoad(stdio cmdline.Stdio, res load.Result, asJSON bool) error {
	if asJSON {
		enc := json.NewEncoder(stdio.Out)
		enc.SetIndent("", "  ")
		if err := enc.Encode(res); err != nil {
			return err
		}
	} else {
		printResult(stdio.Out, res)
	}
	if res.Errors > 0 {
		if !asJSON {
			fmt.Fprintf(stdio.Err, "corral-fs: %d requests failed; the first: %s\n", res.Errors, res.FirstError)
		}
		return ErrFailures
	}
	return nil
}

func printResult(w io.Writer, r load.Result) {
	fmt.Fprintf(w, "op %s on %s (io %s): %d connections, %d requests", r.Op, r.Addr, r.Backend, r.Concurrency, r.Requests)
	if r.FileSize > 0 {
		fmt.Fprintf(w, " of %d bytes", r.FileSize)
	}
	fmt.Fprintln(w)
	fmt.Fprintf(w, "successes %d, errors %d, cost %.0f ms, qps %.0f", r.Successes, r.Errors, r.CostMS, r.QPS)
	if r.MBps > 0 {
		fmt.Fprintf(w, ", %.1f MB/s", r.MBps)
	}
	fmt.Fprintln(w)
	fmt.Fprintf(w, "latency ms: p50 %.2f, p90 %.2f, p99 %.2f, max %.2f\n", r.P50MS, r.P90MS, r.P99MS, r.MaxMS)
	fmt.Fprintf(w, "server OS threads: %d at start, %d at end\n", r.ThreadsStart, r.ThreadsEnd)
}

// resolve turns the client flags into an address and client options.
func (c *clientFlags) resolve() (string, fsclientOptions, error) {
	cfg := service.DefaultConfig()
	if c.config != "" {
		var err error
		if cfg, err = service.LoadConfig(c.config); err != nil {
			return "", fsclientOptions{}, err
		}
	}
	addr := c.addr
	if addr == "" {
		addr = "127.0.0.1:" + strconv.Itoa(int(cfg.Port))
	}
	proto := c.proto
	if proto == "" {
		proto = "protobuf"
		if !cfg.UserProtoMsg {
			proto = "json"
		}
	}
	codec, err := parseCodec(proto)
	if err != nil {
		return "", fsclientOptions{}, hinted("--proto protobuf or --proto json", "%v", err)
	}
	stderr := c.stderr
	if stderr == nil {
		stderr = os.Stderr
	}
	token, err := c.token.resolve(stderr, os.Getenv)
	if err != nil {
		return "", fsclientOptions{}, err
	}
	return addr, fsclientOptions{Codec: codec, Token: token}, nil
}
