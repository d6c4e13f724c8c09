//go:build cgo && linux

package fsio

/*
#cgo CFLAGS: -O2 -Wall
#cgo LDFLAGS: -lpthread
#include <stdlib.h>
#include "cpool.h"
*/
import "C"

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"sync"
	"syscall"
	"unsafe"

	"golang.org/x/sys/unix"
)

const cpoolAvailable = true

// maxSlots bounds the tasks in flight (and the C arrays sized by them);
// calls beyond it wait in Go, on the free list.
const maxSlots = 16 << 10

// CPool does the data calls on pthreads in C.
//
// How Go and C talk, without a cgo callback per task and without Go
// pointers kept in C (the seed's version did both):
//
//   - The tasks are an array in C memory, named by index (a slot). Go takes
//     a free slot from a channel, writes the task's fields (op, fd, a
//     pointer to a C-allocated buffer, length, offset) into it, and sends
//     the index to one submitter goroutine. The submitter gathers what is
//     waiting and calls cp_submit once per batch, which pushes the indexes
//     on a mutex-guarded ring and wakes workers. So at most one goroutine
//     is ever inside a cgo call: with a cgo call per request, hundreds of
//     them preempted on a busy machine made the runtime hand their Ps to
//     new OS threads, well past the bound (docs/fs.md).
//   - A C worker runs the call and pushes the index on a completion ring.
//   - One Go goroutine takes every index waiting on the ring with one cgo
//     call (cp_drain) and wakes the caller parked on each slot's channel;
//     the caller reads result and errno from the C task and frees the
//     slot. When the ring is empty, cp_drain arms the pool and the
//     goroutine sleeps on an eventfd through the netpoller (no thread is
//     held while it waits); only a completion that finds the pool armed
//     writes the eventfd. The first version wrote every index to a pipe:
//     a system call per task, which the busy reader never needed.
//
// Buffers come from [CPool.NewBuffer], which allocates them with malloc, so
// the pointer in a task is C memory that Go only views: the cgo pointer
// rules are kept by construction, and ReadAt/WriteAt refuse a Buffer
// that another backend made.
//
// Metadata calls (Do) must run Go code (path resolution through os.Root),
// which a C thread cannot do without a callback, so they run on a small
// GoPool (see metaThreads), whose goroutines come out of Threads: each
// holds an OS thread while its call blocks, as a pthread does, so Threads
// bounds the threads blocked in IO as it does for the other backends.
type CPool struct {
	c       *C.cp_pool
	wake    *os.File // the eventfd a C worker writes when the reader sleeps
	free    chan int // free slot indexes
	waiters []chan struct{}
	meta    *GoPool
	cacheFirst
	submit  chan int       // slots for the submitter
	subDone sync.WaitGroup // the submitter
	reader  sync.WaitGroup // the completion reader

	// PriorityOK and AffinityOK say whether real-time priority and CPU
	// affinity could be set (they need CAP_SYS_NICE and an allowed CPU).
	PriorityOK, AffinityOK bool
}

var _ Backend = (*CPool)(nil)

func newCPool(cfg Config) (Backend, error) { return NewCPool(cfg) }

// metaThreads is how many of threads IO threads do cpool's metadata calls:
// an eighth, from 1 to 4; the rest are pthreads (at least 1), so that
// together they are IoThreads (two at the least): metadata goroutines on
// top of IoThreads pthreads took the server over its thread bound
// (docs/fs.md).
func metaThreads(threads int) (meta, pthreads int) {
	meta = min(max(threads/8, 1), 4)
	return meta, max(threads-meta, 1)
}

// NewCPool starts cfg.Threads IO threads: pthreads for the data calls and
// goroutines for the metadata calls (metaThreads).
func NewCPool(cfg Config) (*CPool, error) {
	meta, pthreads := metaThreads(max(cfg.Threads, 1))
	slots := min(max(cfg.Threads+cfg.Queue, 1), maxSlots)
	// Non-blocking, so that os.NewFile registers it with the netpoller; C's
	// 8-byte writes to an eventfd never block short of 2^64-1 unread wakes.
	efd, err := unix.Eventfd(0, unix.EFD_CLOEXEC|unix.EFD_NONBLOCK)
	if err != nil {
		return nil, fmt.Errorf("cpool: eventfd: %w", err)
	}
	var prioOK, affOK C.int
	errbuf := (*C.char)(C.malloc(256))
	defer C.free(unsafe.Pointer(errbuf))
	affinity := 0
	if cfg.CPUAffinity {
		affinity = 1
	}
	c := C.cp_new(C.int(pthreads), C.int(min(cfg.PriorThreads, pthreads)), C.int(affinity), C.int(slots),
		C.int(efd), &prioOK, &affOK, errbuf, 256)
	if c == nil {
		unix.Close(efd)
		return nil, fmt.Errorf("cpool: %s", C.GoString(errbuf))
	}
	p := &CPool{
		c:          c,
		wake:       os.NewFile(uintptr(efd), "cpool-eventfd"),
		free:       make(chan int, slots),
		waiters:    make([]chan struct{}, slots),
		meta:       NewGoPool(Config{Threads: meta, Queue: cfg.Queue, CallerRuns: cfg.CallerRuns}),
		submit:     make(chan int, slots),
		PriorityOK: prioOK != 0,
		AffinityOK: affOK != 0,
	}
	p.cacheFirst.init(cfg.CacheFirst)
	for i := range slots {
		p.free <- i
		p.waiters[i] = make(chan struct{}, 1)
	}
	p.reader.Add(1)
	go p.completions()
	p.subDone.Add(1)
	go p.submitter()
	return p, nil
}

// submitter hands slots to C, as many as are waiting per cgo call. It ends
// when Close closes the submit channel.
func (p *CPool) submitter() {
	defer p.subDone.Done()
	batch := make([]C.uint32_t, 0, 256)
	for slot := range p.submit {
		batch = append(batch[:0], C.uint32_t(slot))
	gather:
		for len(batch) < cap(batch) {
			select {
			case s, ok := <-p.submit:
				if !ok {
					break gather
				}
				batch = append(batch, C.uint32_t(s))
			default:
				break gather
			}
		}
		// The array is Go memory holding no pointers, read by C only
		// during the call: allowed by the cgo pointer rules.
		C.cp_submit(p.c, &batch[0], C.int(len(batch)))
	}
}

// completions wakes the caller of each slot C reports done. It ends when
// Close closes the eventfd, after one last drain.
func (p *CPool) completions() {
	defer p.reader.Done()
	// Go memory without pointers, written by C only during cp_drain.
	batch := make([]C.uint32_t, 1024)
	var tick [8]byte
	for {
		n := int(C.cp_drain(p.c, &batch[0], C.int(len(batch))))
		for _, slot := range batch[:n] {
			p.waiters[slot] <- struct{}{}
		}
		if n > 0 {
			continue
		}
		// Armed: a completion from now on writes the eventfd.
		if _, err := p.wake.Read(tick[:]); err != nil {
			for { // closed by Close: the threads are stopped; take the rest
				n := int(C.cp_drain(p.c, &batch[0], C.int(len(batch))))
				for _, slot := range batch[:n] {
					p.waiters[slot] <- struct{}{}
				}
				if n == 0 {
					return
				}
			}
		}
	}
}

func (p *CPool) Name() string { return "cpool" }

func (p *CPool) Do(ctx context.Context, call func() error) error { return p.meta.Do(ctx, call) }

// cbuf returns the C memory behind b[:n], or why b cannot be used: the C
// pool is only ever handed memory it allocated.
func cbuf(b *Buffer, n int) (unsafe.Pointer, error) {
	c, ok := b.c.(unsafe.Pointer)
	if !ok {
		return nil, errors.New("cpool: buffer was not made by this backend")
	}
	if n < 0 || n > len(b.b) {
		return nil, fmt.Errorf("cpool: length %d outside the buffer of %d", n, len(b.b))
	}
	return c, nil
}

// run submits one task on n bytes at buf, C memory from cbuf (nil for an
// fsync), and waits for it.
func (p *CPool) run(ctx context.Context, op C.int32_t, f *os.File, buf unsafe.Pointer, n int, off int64) (int64, error) {
	var slot int
	select {
	case slot = <-p.free:
	case <-ctx.Done():
		return 0, ctx.Err()
	}
	defer func() { p.free <- slot }()
	rc, err := f.SyscallConn()
	if err != nil {
		return 0, err
	}
	var result int64
	var errno syscall.Errno
	// Control keeps the descriptor open (Close waits) while C uses it.
	cerr := rc.Control(func(fd uintptr) {
		t := C.cp_task_at(p.c, C.int(slot))
		t.op, t.fd, t.buf, t.len, t.off = op, C.int32_t(fd), buf, C.int64_t(n), C.int64_t(off)
		p.submit <- slot
		<-p.waiters[slot]
		result, errno = int64(t.result), syscall.Errno(t.err)
	})
	if cerr != nil {
		return 0, cerr
	}
	if result < 0 {
		return 0, errno
	}
	return result, nil
}

func (p *CPool) ReadAt(ctx context.Context, f *os.File, b *Buffer, n int, off int64) (int, error) {
	buf, err := cbuf(b, n)
	if err != nil {
		return 0, err
	}
	done, complete := p.cacheFirst.read(f, b.b[:n], off)
	if complete {
		return done, nil
	}
	got, err := p.run(ctx, C.CP_PREAD, f, unsafe.Add(buf, done), n-done, off+int64(done))
	if err != nil {
		return 0, fmt.Errorf("read %s: %w", f.Name(), err)
	}
	return done + int(got), nil
}

func (p *CPool) WriteAt(ctx context.Context, f *os.File, b *Buffer, n int, off int64) error {
	buf, err := cbuf(b, n)
	if err != nil {
		return err
	}
	got, err := p.run(ctx, C.CP_PWRITE, f, buf, n, off)
	if err == nil && got < int64(n) {
		err = io.ErrShortWrite
	}
	if err != nil {
		return fmt.Errorf("write %s: %w", f.Name(), err)
	}
	return nil
}

func (p *CPool) Sync(ctx context.Context, f *os.File) error {
	if _, err := p.run(ctx, C.CP_FSYNC, f, nil, 0, 0); err != nil {
		return fmt.Errorf("fsync %s: %w", f.Name(), err)
	}
	return nil
}

// NewBuffer allocates size bytes with malloc; Go sees them through a slice
// that must not outlive Free.
func (p *CPool) NewBuffer(size int) *Buffer {
	size = max(size, 1)
	c := C.malloc(C.size_t(size))
	if c == nil {
		panic("cpool: malloc failed")
	}
	return &Buffer{
		b:    unsafe.Slice((*byte)(c), size),
		c:    c,
		free: func() { C.free(c) },
	}
}

// InlineCalls is the number of metadata calls run on their caller's
// goroutine (Config.CallerRuns).
func (p *CPool) InlineCalls() uint64 { return p.meta.InlineCalls() }

func (p *CPool) QueueDepth() int { return int(C.cp_queued(p.c)) + p.meta.QueueDepth() }

// Close waits for the tasks in flight, stops the threads and closes the
// pipe. No call may be made after Close.
func (p *CPool) Close() error {
	err := p.meta.Close()
	close(p.submit)
	p.subDone.Wait() // no cp_submit after this
	C.cp_stop(p.c)   // every task done, its completion on the ring
	p.wake.Close()   // wakes the reader, which drains and returns
	p.reader.Wait()
	C.cp_free(p.c)
	return err
}

// Settings says whether real-time priority and CPU affinity took.
func (p *CPool) Settings() (priority, affinity bool) { return p.PriorityOK, p.AffinityOK }
