package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"strconv"
	"sync"
	"time"

	"github.com/corral-go/corral/internal/cmdline"

	"github.com/spf13/cobra"

	"github.com/corral-go/corral/internal/bytesize"
	"github.com/corral-go/corral/internal/fs/datadir"
	"github.com/corral-go/corral/internal/fs/frameserver"
	"github.com/corral-go/corral/internal/fs/fsio"
	"github.com/corral-go/corral/internal/fs/httpserver"
	"github.com/corral-go/corral/internal/fs/linelog"
	"github.com/corral-go/corral/internal/fs/service"
)

// serveFlags are serve's settings as the command line gives them: cfg
// holds the seed's, which a --config file gives too.
type serveFlags struct {
	configFile, addr, admin, logFile string
	httpAddr                         string
	opts                             frameserver.Options
	maxFileSize                      string
	tok                              tokenFlags
	cfg                              service.Config
}

func serveCommand(stdio cmdline.Stdio) *cobra.Command {
	sf := &serveFlags{cfg: service.DefaultConfig()}
	cmd := &cobra.Command{
		Use:   "serve [flags]",
		Short: "Serve a data directory",
		Long: `Serve a data directory on TCP until SIGINT or SIGTERM.

Settings come from the defaults, then the JSON config file (--config, the
seed's keys: Port, UserProtoMsg, PageSize, MaxOpenFiles, LogCountPerFile,
DataDir, UserPoolIoSched, IoThreads, PriorIoThreads, SetCpuAffinity,
WaitingQueueLen), then the flags given.`,
		Example: `  corral-fs serve --data ./fsdata
  corral-fs serve --config fs.json --io cpool --threads 32 --affinity
  corral-fs serve --addr 127.0.0.1:0 --admin 127.0.0.1:9100 --token-file ~/.corral-fs-token --log fs.log
  corral-fs serve --data ./fsdata --http 127.0.0.1:8081   # curl -T a.txt http://127.0.0.1:8081/files/a.txt`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if err := sf.resolve(cmd, stdio.Err); err != nil {
				return err
			}
			return serve(cmd.Context(), stdio, sf.opts, sf.addr, sf.admin, sf.httpAddr, sf.logFile)
		},
	}
	sf.register(cmd)
	return cmd
}

// register defines serve's flags, one a line.
func (sf *serveFlags) register(cmd *cobra.Command) {
	cfg, opts := &sf.cfg, &sf.opts
	f := cmd.Flags()
	f.StringVar(&sf.configFile, "config", "", "JSON config file with the seed's keys")
	f.StringVar(&sf.httpAddr, "http", "", "also serve the data over HTTP on HOST:PORT (GET, HEAD, PUT, DELETE /files/NAME; GET /list/DIR)")
	f.StringVar(&sf.addr, "addr", "", "listen on HOST:PORT (default 127.0.0.1:Port)")
	f.StringVar(&cfg.DataDir, "data", cfg.DataDir, "data directory (DataDir); created if missing")
	f.StringVar(&opts.Backend, "io", "", "IO backend: "+fmt.Sprint(fsio.Names())+" (default from UserPoolIoSched: G gopool, C cpool, else direct)")
	f.IntVar(&cfg.IoThreads, "threads", cfg.IoThreads, "IO pool threads (IoThreads)")
	f.IntVar(&cfg.WaitingQueueLen, "queue", cfg.WaitingQueueLen, "IO calls that may wait for a pool thread (WaitingQueueLen)")
	f.IntVar(&cfg.PriorIoThreads, "prior-threads", 0, "cpool threads at real-time priority (PriorIoThreads)")
	f.BoolVar(&cfg.SetCpuAffinity, "affinity", false, "pin cpool threads to CPUs (SetCpuAffinity)")
	f.BoolVar(&opts.CacheFirst, "cache-first", true, "pools: try each read (RWF_NOWAIT) and each download's open (RESOLVE_CACHED) without blocking on the request goroutine; only calls that would wait for the disk take a pool thread")
	f.BoolVar(&opts.CallerRuns, "caller-runs", true, "run a call on the request goroutine, under one of the pool's permits, when one is free and none is queued (the same thread bound, without the hand-off to a worker): gopool's calls, cpool's and iouring's metadata calls, iouring's writes")
	f.IntVar(&cfg.PageSize, "page-size", cfg.PageSize, "bytes per body chunk (PageSize)")
	f.IntVar(&cfg.MaxOpenFiles, "max-open-files", cfg.MaxOpenFiles, "files open at once (MaxOpenFiles)")
	f.IntVar(&cfg.LogCountPerFile, "log-lines", cfg.LogCountPerFile, "log lines per file before rotation (LogCountPerFile)")
	f.StringVar(&sf.admin, "admin", "", "serve /metrics and /debug/pprof on HOST:PORT")
	f.StringVar(&sf.tok.token, "token", "", "require this shared token on every request (visible to every local user: prefer --token-file or $"+TokenEnv+")")
	f.StringVar(&sf.tok.file, "token-file", "", "read the shared token from the first line of FILE, which only its owner may read (mode 600)")
	f.IntVar(&opts.MaxConns, "max-conns", 1024, "connections served at once, on the frame port and on --http each; more are answered busy and closed")
	f.StringVar(&sf.maxFileSize, "max-file-size", "1G", "largest upload")
	f.DurationVar(&opts.IdleTimeout, "idle-timeout", 2*time.Minute, "close a connection idle this long")
	f.DurationVar(&opts.IOTimeout, "io-timeout", 30*time.Second, "deadline for reading or writing one frame, or one read or write of an HTTP body")
	f.Int64Var(&opts.MinRate, "min-rate", 4096, "cut off an upload whose body comes slower than this many bytes a second on average (after --min-rate-after), and a download read slower; only body bytes count; 0 for none")
	f.DurationVar(&opts.MinRateAfter, "min-rate-after", 5*time.Second, "how long a body may run, from its start, before --min-rate applies; keep it under --slot-wait, so that a request waiting behind a slow client outlasts it")
	f.DurationVar(&opts.RequestTimeout, "request-timeout", 15*time.Minute, "cut off a request, body included, that takes longer than this (0: none)")
	f.StringVar(&opts.Sync, "sync", datadir.SyncGroup, "how uploads are made durable: group (one syncfs of the file system shared by every upload in flight) or file (fsync each file and its directory; for a file system shared with heavy writers)")
	f.DurationVar(&opts.SlotWait, "slot-wait", 10*time.Second, "how long a request may wait for an open-file slot before it is answered busy")
	f.StringVar(&sf.logFile, "log", "", "write JSON logs to FILE, rotated every --log-lines lines, one line per request")
}

// resolve settles the server's options: the defaults, then the config
// file, then the flags given; the address and the token. A warning about
// the token goes to stderr.
func (sf *serveFlags) resolve(cmd *cobra.Command, stderr io.Writer) error {
	if sf.configFile != "" {
		fileCfg, err := service.LoadConfig(sf.configFile)
		if err != nil {
			return hinted("the keys are listed in 'corral-fs serve --help'", "%v", err)
		}
		// Flags given on the command line win over the file.
		flagCfg := sf.cfg
		sf.cfg = fileCfg
		overlay(cmd, &sf.cfg, flagCfg)
	}
	if err := datadir.ValidSync(sf.opts.Sync); err != nil {
		return hinted("see 'corral-fs serve --help'", "--sync: %v", err)
	}
	if err := sf.cfg.Validate(); err != nil {
		return hinted("see 'corral-fs serve --help'", "%v", err)
	}
	if sf.maxFileSize != "" {
		n, err := bytesize.Parse(sf.maxFileSize)
		if err != nil {
			return err
		}
		sf.opts.MaxFileSize = n
	}
	if sf.addr == "" {
		sf.addr = "127.0.0.1:" + strconv.Itoa(int(sf.cfg.Port))
	}
	var err error
	if sf.opts.Token, err = sf.tok.resolve(stderr, os.Getenv); err != nil {
		return err
	}
	sf.opts.Config = sf.cfg
	return nil
}

// overlay copies into cfg the settings whose flags were given.
func overlay(cmd *cobra.Command, cfg *service.Config, flags service.Config) {
	set := func(name string, apply func()) {
		if cmd.Flags().Changed(name) {
			apply()
		}
	}
	set("data", func() { cfg.DataDir = flags.DataDir })
	set("threads", func() { cfg.IoThreads = flags.IoThreads })
	set("queue", func() { cfg.WaitingQueueLen = flags.WaitingQueueLen })
	set("prior-threads", func() { cfg.PriorIoThreads = flags.PriorIoThreads })
	set("affinity", func() { cfg.SetCpuAffinity = flags.SetCpuAffinity })
	set("page-size", func() { cfg.PageSize = flags.PageSize })
	set("max-open-files", func() { cfg.MaxOpenFiles = flags.MaxOpenFiles })
	set("log-lines", func() { cfg.LogCountPerFile = flags.LogCountPerFile })
}

func serve(ctx context.Context, stdio cmdline.Stdio, opts frameserver.Options, addr, admin, httpAddr, logFile string) error {
	opts.Logger = slog.New(slog.NewTextHandler(stdio.Err, &slog.HandlerOptions{Level: slog.LevelWarn}))
	if logFile != "" {
		lf, err := linelog.Open(logFile, opts.LogCountPerFile, 5)
		if err != nil {
			return err
		}
		defer lf.Close()
		opts.Logger = slog.New(slog.NewJSONHandler(lf, nil))
		opts.LogRequests = true
	}
	srv, err := frameserver.New(opts)
	if err != nil {
		return err
	}
	defer srv.Close()
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return hinted("pick another port with --addr HOST:PORT", "listen: %v", err)
	}
	var wg sync.WaitGroup
	defer wg.Wait()
	if admin != "" {
		aln, err := net.Listen("tcp", admin)
		if err != nil {
			ln.Close()
			return hinted("pick another port with --admin HOST:PORT", "admin listen: %v", err)
		}
		hs := &http.Server{Handler: srv.AdminHandler(), ReadHeaderTimeout: 10 * time.Second}
		wg.Go(func() {
			if err := hs.Serve(aln); err != nil && !errors.Is(err, http.ErrServerClosed) {
				opts.Logger.Error("admin server", "err", err)
			}
		})
		defer hs.Close()
		fmt.Fprintf(stdio.Err, "corral-fs: admin on http://%s/metrics\n", aln.Addr())
	}
	if httpAddr != "" {
		hln, err := net.Listen("tcp", httpAddr)
		if err != nil {
			ln.Close()
			return hinted("pick another port with --http HOST:PORT", "http listen: %v", err)
		}
		hopts := httpserver.Options{Token: opts.Token, Pace: opts.Pace}
		hs := &http.Server{Handler: httpserver.New(srv.Service(), hopts),
			ReadHeaderTimeout: 10 * time.Second, IdleTimeout: opts.IdleTimeout, MaxHeaderBytes: 16 << 10}
		wg.Go(func() {
			if err := hs.Serve(httpserver.LimitListener(hln, opts.MaxConns)); err != nil && !errors.Is(err, http.ErrServerClosed) {
				opts.Logger.Error("http server", "err", err)
			}
		})
		defer hs.Close()
		fmt.Fprintf(stdio.Err, "corral-fs: http on http://%s/files/\n", hln.Addr())
	}
	fmt.Fprintf(stdio.Err, "corral-fs: serving %s on %s (io %s, %d threads, page %d)\n",
		opts.DataDir, ln.Addr(), srv.BackendName(), opts.IoThreads, opts.PageSize)
	opts.Logger.Info("serving", "addr", ln.Addr().String(), "data", opts.DataDir, "io", srv.BackendName())
	if err := srv.Serve(ctx, ln); err != nil {
		return err
	}
	fmt.Fprintln(stdio.Err, "corral-fs: stopped")
	return nil
}
