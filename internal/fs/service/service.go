// Package service is corral-fs's file service without a transport: upload
// from an [io.Reader], download to an [io.Writer], stat, list, delete,
// clean and stats over a data directory ([datadir]) whose blocking disk
// calls run on an IO backend ([fsio]). A transport (package frameserver,
// for the length-prefixed frame protocol) reads requests off the wire,
// calls a [Service] and writes what it returns; adding a transport is one
// new package that uses this one.
//
// # Errors and statuses
//
// Every error a Service returns maps to one [Status] through [StatusOf],
// the one place where errors become what clients branch on.
//
// # Metrics
//
// A Service keeps the Prometheus metrics of every transport in one
// registry: requests and latency by operation name and status
// ([Service.Observe]), bytes in and out, and the process's threads,
// goroutines and IO queue. [Service.AdminHandler] serves them with pprof.
//
// # Concurrency
//
// A Service is safe for concurrent use. The number of files open at once
// is bounded by MaxOpenFiles, and the OS threads doing disk IO by the
// backend; buffers are reused through a free list bounded by the same
// figure.
package service

import (
	"context"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"io/fs"
	"log/slog"
	"runtime"
	"time"

	"github.com/corral-go/corral/internal/fs/datadir"
	"github.com/corral-go/corral/internal/fs/fsio"
	"github.com/corral-go/corral/internal/osthreads"
)

// Options configure a service: the config file's keys and what has no key
// there.
type Options struct {
	Config
	Backend     string       // "direct", "gopool" or "cpool"; empty: from UserPoolIoSched
	CacheFirst  bool         // pools serve page-cache hits on the caller's goroutine (fsio.Config)
	CallerRuns  bool         // gopool runs calls on the caller's goroutine under a permit (fsio.Config)
	MaxFileSize int64        // largest upload, bytes; 0: 1 GiB
	Logger      *slog.Logger // nil: discard
	// SlotWait bounds a request's wait for an open-file slot; past it the
	// request is BUSY. 0: 10 s.
	SlotWait time.Duration
	// Sync is how uploads are made durable: datadir.SyncGroup (for "") or
	// datadir.SyncFile.
	Sync string
}

// Service is the file service. Create it with [New].
type Service struct {
	opts    Options
	io      fsio.Backend
	store   *datadir.Store
	metrics *metrics
	buffers chan *fsio.Buffer // free list of IO blocks
	block   int               // bytes per IO block
}

// castagnoli is the CRC32C table uploads and downloads are checked with.
var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// ioBlock is the least the service reads or writes in one IO call. The
// frame protocol carries PageSize chunks, but each IO call is a trip
// through the pool (a cgo call and a wake-up for cpool), so bodies are read
// and written in blocks of whole pages: with 4 KiB pages and 50 KB files
// this cut the pool trips per request from 13 to 1, and cpool's Go threads
// with them.
const ioBlock = 64 << 10

// New opens the data directory and starts the IO backend.
func New(opts Options) (*Service, error) {
	if err := opts.Validate(); err != nil {
		return nil, err
	}
	if opts.Backend == "" {
		opts.Backend = opts.Config.Backend()
	}
	if opts.MaxFileSize < 1 {
		opts.MaxFileSize = 1 << 30
	}
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.DiscardHandler)
	}
	io, err := fsio.New(opts.Backend, fsio.Config{
		Threads:      opts.IoThreads,
		Queue:        opts.WaitingQueueLen,
		PriorThreads: opts.PriorIoThreads,
		CPUAffinity:  opts.SetCpuAffinity,
		CacheFirst:   opts.CacheFirst,
		CallerRuns:   opts.CallerRuns,
	})
	if err != nil {
		return nil, err
	}
	if cp, ok := io.(interface{ Settings() (bool, bool) }); ok {
		prio, aff := cp.Settings()
		if opts.PriorIoThreads > 0 && !prio {
			opts.Logger.Warn("real-time priority for IO threads not permitted (needs CAP_SYS_NICE); they run at normal priority")
		}
		if opts.SetCpuAffinity && !aff {
			opts.Logger.Warn("CPU affinity for IO threads could not be set")
		}
	}
	store, err := datadir.Open(opts.DataDir, io, datadir.Options{MaxOpenFiles: opts.MaxOpenFiles, MaxFileSize: opts.MaxFileSize, SlotWait: opts.SlotWait,
		// direct too: its open would block on the caller's goroutine as the
		// cached one does not, and the cached one is a raw openat2 and
		// fstat into a bare descriptor, with no *os.File to make.
		Sync: opts.Sync, CacheFirst: opts.CacheFirst})
	if err != nil {
		io.Close()
		return nil, err
	}
	s := &Service{opts: opts, io: io, store: store,
		buffers: make(chan *fsio.Buffer, min(opts.MaxOpenFiles, 1024)),
		block:   (ioBlock + opts.PageSize - 1) / opts.PageSize * opts.PageSize}
	s.metrics = newMetrics(s)
	return s, nil
}

// Close stops the IO backend and closes the data directory. Call it when no
// request is being served.
func (s *Service) Close() error {
	for {
		select {
		case b := <-s.buffers:
			b.Free()
		default:
			return errors.Join(s.store.Close(), s.io.Close())
		}
	}
}

// BackendName is the IO backend in use.
func (s *Service) BackendName() string { return s.io.Name() }

// PageSize is the configured chunk size of the wire.
func (s *Service) PageSize() int { return s.opts.PageSize }

// MaxFileSize is the largest upload accepted.
func (s *Service) MaxFileSize() int64 { return s.store.MaxFileSize() }

// OpenFiles is how many of the MaxOpenFiles open-file slots are taken now
// (datadir.Store.OpenFiles).
func (s *Service) OpenFiles() int { return s.store.OpenFiles() }

// Logger is the service's logger, for its transports.
func (s *Service) Logger() *slog.Logger { return s.opts.Logger }

func (s *Service) buffer() *fsio.Buffer {
	select {
	case b := <-s.buffers:
		return b
	default:
		return s.io.NewBuffer(s.block)
	}
}

func (s *Service) release(b *fsio.Buffer) {
	select {
	case s.buffers <- b:
	default:
		b.Free()
	}
}

// Upload writes size bytes read from body to name, durably: a temporary
// file, fsync, rename, directory fsync. A body that ends early or runs
// long, or whose Read fails, leaves no file, and its error is returned
// wrapped. It returns the bytes written. Checksums are the transport's
// business: it sees the body first and knows where the client's sum is.
func (s *Service) Upload(ctx context.Context, name string, size int64, body io.Reader) (int64, error) {
	n, _, err := s.UploadIf(ctx, name, size, body, UploadOptions{})
	return n, err
}

// UploadOptions are what an HTTP upload may add to an upload.
type UploadOptions struct {
	// Check is a precondition (see datadir.Upload.Check), checked right
	// before the upload takes its name.
	Check func(cur fs.FileInfo, ok bool) error
	// Type is the file's media type, "" for none (datadir.Upload.Type).
	Type string
}

// UploadIf is Upload with options; it also returns the modification time
// of the file made.
func (s *Service) UploadIf(ctx context.Context, name string, size int64, body io.Reader, opts UploadOptions) (int64, time.Time, error) {
	u, err := s.store.Create(ctx, name, size)
	if err != nil {
		return 0, time.Time{}, err
	}
	u.Check, u.Type = opts.Check, opts.Type
	buf := s.buffer()
	defer s.release(buf)
	block := buf.Bytes()
	for {
		n, err := io.ReadFull(body, block)
		end := errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF)
		if n > 0 {
			s.metrics.bytesIn.Add(float64(n))
			if werr := u.Write(ctx, buf, n); werr != nil {
				u.Abort()
				if err != nil && !end && ctx.Err() != nil {
					// The body failed too, and the transport ended ctx for
					// it (net/http does on a read error): the body's error
					// is the cause.
					werr = fmt.Errorf("upload %s: body: %w", name, err)
				}
				return 0, time.Time{}, werr
			}
		}
		if end {
			break
		}
		if err != nil {
			u.Abort()
			return 0, time.Time{}, fmt.Errorf("upload %s: body: %w", name, err)
		}
	}
	if err := u.Commit(ctx); err != nil {
		return 0, time.Time{}, err
	}
	return size, u.ModTime, nil
}

// Download is an open file being sent. Create it with [Service.Open]; it
// is used by one goroutine and must be closed.
type Download struct {
	s       *Service
	d       *datadir.Download
	Size    int64     // the file's size when it was opened
	ModTime time.Time // and its modification time
}

// Type is the media type the file was uploaded with, "" for none.
func (d *Download) Type() string { return d.d.Type() }

// Open opens name for a download. The file sent is the one that had the
// name at this moment, even if an upload replaces it meanwhile.
func (s *Service) Open(ctx context.Context, name string) (*Download, error) {
	d, err := s.store.OpenFile(ctx, name)
	if err != nil {
		return nil, err
	}
	return &Download{s: s, d: d, Size: d.Size, ModTime: d.ModTime}, nil
}

// WriteTo writes the file to w, one IO block per Write. If the file shrank
// since it was opened, it writes what there is and returns
// io.ErrUnexpectedEOF with the count.
func (d *Download) WriteTo(ctx context.Context, w io.Writer) (int64, error) {
	return d.WriteRange(ctx, w, 0, d.Size)
}

// WriteRange writes the n bytes at off to w, read through the backend one
// IO block at a time into the service's own buffer: no copy but the one
// into the buffer, and no allocation. If the file shrank since it was
// opened, it writes what there is and returns io.ErrUnexpectedEOF.
func (d *Download) WriteRange(ctx context.Context, w io.Writer, off, n int64) (int64, error) {
	buf := d.s.buffer()
	defer d.s.release(buf)
	block := buf.Bytes()
	var written int64
	for written < n {
		want := int(min(int64(len(block)), n-written))
		got, err := d.d.ReadAt(ctx, buf, want, off+written)
		if err != nil {
			return written, err
		}
		if got > 0 {
			if _, err := w.Write(block[:got]); err != nil {
				return written, err
			}
			written += int64(got)
			d.s.metrics.bytesOut.Add(float64(got))
		}
		if got < want {
			return written, io.ErrUnexpectedEOF
		}
	}
	return written, nil
}

// ReadAt reads up to len(p) bytes at off through the backend (a read that
// may wait for the disk takes an IO thread). At the file's end it returns
// io.EOF with what it read.
func (d *Download) ReadAt(ctx context.Context, p []byte, off int64) (int, error) {
	if off >= d.Size {
		return 0, io.EOF
	}
	buf := d.s.buffer()
	defer d.s.release(buf)
	want := int(min(int64(len(p)), int64(len(buf.Bytes())), d.Size-off))
	n, err := d.d.ReadAt(ctx, buf, want, off)
	copy(p, buf.Bytes()[:n])
	d.s.metrics.bytesOut.Add(float64(n))
	if err == nil && n < want {
		err = io.ErrUnexpectedEOF // the file shrank since it was opened
	}
	return n, err
}

// SendFile writes the n bytes at from to rf from the file itself when the
// backend allows it (see [datadir.Download.SendTo]): for an HTTP response
// on a TCP connection that is sendfile(2), with no IO thread and no copy
// through a buffer. It returns io.ErrUnexpectedEOF if the file shrank.
// sent is false, and nothing was written, when the backend would have to
// read through its threads; then use WriteTo.
func (d *Download) SendFile(rf io.ReaderFrom, from, n int64) (written int64, sent bool, err error) {
	reads := d.d.FileReads()
	written, sent, err = d.d.SendTo(rf, from, n)
	if sent && d.d.FileReads() == reads {
		d.s.metrics.sent.Inc() // by the kernel: rf read nothing itself
	}
	d.s.metrics.bytesOut.Add(float64(written))
	if sent && err == nil && written < n {
		err = io.ErrUnexpectedEOF
	}
	return written, sent, err
}

// Close closes the file.
func (d *Download) Close() error { return d.d.Close() }

// Entry is a file or directory of a listing or a stat.
type Entry = datadir.Entry

// Stat describes name.
func (s *Service) Stat(ctx context.Context, name string) (Entry, error) {
	return s.store.Stat(ctx, name)
}

// List lists the directory name ("" for the top), whole.
func (s *Service) List(ctx context.Context, name string) ([]Entry, error) {
	return s.store.List(ctx, name)
}

// ListPage lists at most limit entries of the directory name after the
// name after: one page, with memory bounded by the page (datadir.ListPage).
func (s *Service) ListPage(ctx context.Context, name, after string, limit int) (datadir.Page, error) {
	return s.store.ListPage(ctx, name, after, limit)
}

// Delete removes the file name.
func (s *Service) Delete(ctx context.Context, name string) error { return s.store.Remove(ctx, name) }

// Clean removes every file and returns how many.
func (s *Service) Clean(ctx context.Context) (int, error) { return s.store.Clean(ctx) }

// Stats are the process's figures that the stats request reports.
type Stats struct {
	OSThreads      int64
	ThreadsCreated int64
	Goroutines     int64
	IOQueueDepth   int64
	IOBackend      string
	PageSize       int64
}

// Stats returns the service's figures now.
func (s *Service) Stats() Stats {
	return Stats{
		OSThreads:      osThreads(),
		ThreadsCreated: int64(osthreads.Created()),
		Goroutines:     int64(runtime.NumGoroutine()),
		IOQueueDepth:   int64(s.io.QueueDepth()),
		IOBackend:      s.io.Name(),
		PageSize:       int64(s.opts.PageSize),
	}
}

// osThreads counts every thread of the process, the C pool's included
// (-1 if /proc cannot tell).
func osThreads() int64 {
	n, err := osthreads.Count()
	if err != nil {
		return -1
	}
	return int64(n)
}
