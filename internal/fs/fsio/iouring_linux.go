//go:build linux

package fsio

import (
	"context"
	"fmt"
	"io"
	"os"
	"runtime"
	"sync"
	"sync/atomic"
	"syscall"
	"unsafe"

	"golang.org/x/sys/unix"
)

const iouringAvailable = true

// IOURing submits the data calls (read, write, fsync) to one io_uring and
// takes their completions from it: no goroutine or thread of ours blocks in
// a file call. The kernel first tries each call inline without blocking (a
// read from the page cache completes inside the submitting io_uring_enter)
// and hands what would block to its io-wq workers, kernel threads of this
// process ("iou-wrk-PID" in /proc/PID/task), whose number is capped at
// Config.Threads with IORING_REGISTER_IOWQ_MAX_WORKERS: the same bound as
// the pools, kept by the kernel.
//
// The ring is driven with the three system calls (io_uring_setup, _enter,
// _register) and its shared memory mapped here, in about 150 lines: the Go
// io_uring libraries are not served by the module proxy this project
// builds from, and liburing would make every build of corral-fs need cgo
// and a C library. The layout and protocol follow io_uring(7) and
// <linux/io_uring.h>.
//
// How calls flow, as in [CPool]:
//
//   - A caller takes a free slot (bounding the calls in flight to the
//     ring's size, so the completion queue, twice as large, never
//     overflows), pins its buffer (the kernel writes Go memory after the
//     call that submitted it returned), and sends the slot with its SQE to
//     one submitter goroutine, which writes every waiting SQE to the ring
//     and submits them with one io_uring_enter.
//   - The kernel writes an eventfd registered with the ring when it posts
//     completions. One goroutine waits for it in a blocking read(2), on a
//     thread of its own, reaps every CQE and wakes the caller of each slot
//     with its result. It first read the eventfd through the netpoller,
//     holding no thread, but a busy Go scheduler polls the network only
//     when a P runs out of goroutines or sysmon's 10 ms tick comes, and
//     under load a completion waited longer than that tick to be reaped;
//     the blocking read wakes at once, for the cost of one thread
//     (docs/fs.md). The submitter also reaps what has completed after
//     each submission (when the reaper is not at it), which under load
//     comes sooner than the reaper's thread gets a P back.
//
// Metadata calls (Do) run Go code, on a small GoPool as in CPool.
type IOURing struct {
	fd      int
	sqRing  []byte // the mapped submission and completion rings
	cqRing  []byte // the same mapping as sqRing when single
	single  bool   // IORING_FEAT_SINGLE_MMAP: one mapping for both rings
	sqeMem  []byte
	sqHead  *uint32
	sqTail  *uint32
	sqMask  uint32
	sqArray []uint32
	sqes    []uringSQE
	cqHead  *uint32
	cqTail  *uint32
	cqMask  uint32
	cqes    []uringCQE
	entries uint32

	wake    int         // the eventfd the kernel writes on completions
	closing atomic.Bool // set by Close to end the reaper
	reapMu  sync.Mutex  // held by whoever reaps the completion queue
	free    chan int
	results []chan int32
	submit  chan submission
	subDone sync.WaitGroup
	reader  sync.WaitGroup
	meta    *GoPool
	queued  atomic.Int64
	cacheFirst
}

var _ Backend = (*IOURing)(nil)

// The kernel ABI: <linux/io_uring.h>.
const (
	opFsync = 3
	opRead  = 22
	opWrite = 23

	offSQRing = 0
	offCQRing = 0x8000000
	offSQEs   = 0x10000000

	featSingleMmap     = 1 << 0
	enterGetEvents     = 1 << 0
	registerEventfd    = 4
	registerIOWQMaxWkr = 19
)

type uringSQE struct {
	opcode      uint8
	flags       uint8
	ioprio      uint16
	fd          int32
	off         uint64
	addr        uint64
	len         uint32
	opFlags     uint32
	userData    uint64
	bufIndex    uint16
	personality uint16
	spliceFdIn  int32
	addr3       uint64
	pad         uint64
}

type uringCQE struct {
	userData uint64
	res      int32
	flags    uint32
}

type sqRingOffsets struct {
	head, tail, ringMask, ringEntries, flags, dropped, array, resv1 uint32
	userAddr                                                        uint64
}

type cqRingOffsets struct {
	head, tail, ringMask, ringEntries, overflow, cqes, flags, resv1 uint32
	userAddr                                                        uint64
}

type uringParams struct {
	sqEntries, cqEntries, flags, sqThreadCPU, sqThreadIdle, features, wqFd uint32
	resv                                                                   [3]uint32
	sqOff                                                                  sqRingOffsets
	cqOff                                                                  cqRingOffsets
}

// submission is one SQE for the submitter, with the slot it completes.
type submission struct {
	slot int
	sqe  uringSQE
}

func newIOURing(cfg Config) (Backend, error) { return NewIOURing(cfg) }

// NewIOURing sets up a ring of the next power of two at or above
// Threads+Queue entries (at most 4096) and caps the kernel's io-wq workers
// at Threads.
func NewIOURing(cfg Config) (*IOURing, error) {
	want := uint32(min(max(cfg.Threads+cfg.Queue, 1), 4096))
	entries := uint32(1)
	for entries < want {
		entries <<= 1
	}
	var p uringParams
	fd, _, errno := unix.Syscall(unix.SYS_IO_URING_SETUP, uintptr(entries), uintptr(unsafe.Pointer(&p)), 0)
	if errno != 0 {
		return nil, fmt.Errorf("%w: io_uring_setup: %v (kernel.io_uring_disabled, a seccomp policy or a kernel before 5.6); use gopool", ErrNoIOURing, errno)
	}
	r := &IOURing{fd: int(fd), entries: p.sqEntries}
	if err := r.mapRings(&p); err != nil {
		r.unmap()
		return nil, err
	}
	// Cap the kernel's workers, bounded (file IO) and unbounded alike.
	limits := [2]uint32{uint32(max(cfg.Threads, 1)), uint32(max(cfg.Threads, 1))}
	if err := r.register(registerIOWQMaxWkr, unsafe.Pointer(&limits), 2); err != nil {
		r.unmap()
		return nil, fmt.Errorf("%w: cap its workers with IORING_REGISTER_IOWQ_MAX_WORKERS (Linux 5.15+): %v; use gopool", ErrNoIOURing, err)
	}
	efd, err := unix.Eventfd(0, unix.EFD_CLOEXEC) // blocking: see completions
	if err != nil {
		r.unmap()
		return nil, fmt.Errorf("iouring: eventfd: %w", err)
	}
	efd32 := int32(efd)
	if err := r.register(registerEventfd, unsafe.Pointer(&efd32), 1); err != nil {
		unix.Close(efd)
		r.unmap()
		return nil, fmt.Errorf("iouring: register the eventfd: %w", err)
	}
	slots := int(r.entries)
	r.wake = efd
	r.free = make(chan int, slots)
	r.results = make([]chan int32, slots)
	r.submit = make(chan submission, slots)
	r.meta = NewGoPool(Config{Threads: min(max(cfg.Threads, 1), 4), Queue: cfg.Queue, CallerRuns: cfg.CallerRuns})
	for i := range slots {
		r.free <- i
		r.results[i] = make(chan int32, 1)
	}
	r.cacheFirst.init(cfg.CacheFirst)
	r.reader.Add(1)
	go r.completions()
	r.subDone.Add(1)
	go r.submitter()
	return r, nil
}

// mapRings maps the rings and the SQE array the kernel set up.
func (r *IOURing) mapRings(p *uringParams) error {
	sqSize := p.sqOff.array + p.sqEntries*4
	cqSize := p.cqOff.cqes + p.cqEntries*uint32(unsafe.Sizeof(uringCQE{}))
	single := p.features&featSingleMmap != 0
	r.single = single
	if single {
		sqSize = max(sqSize, cqSize)
	}
	var err error
	mmap := func(off int64, size uint32) []byte {
		if err != nil {
			return nil
		}
		var b []byte
		if b, err = unix.Mmap(r.fd, off, int(size), unix.PROT_READ|unix.PROT_WRITE, unix.MAP_SHARED|unix.MAP_POPULATE); err != nil {
			err = fmt.Errorf("iouring: map the rings: %w", err)
		}
		return b
	}
	r.sqRing = mmap(offSQRing, sqSize)
	if r.cqRing = r.sqRing; !single {
		r.cqRing = mmap(offCQRing, cqSize)
	}
	r.sqeMem = mmap(offSQEs, p.sqEntries*uint32(unsafe.Sizeof(uringSQE{})))
	if err != nil {
		return err
	}
	u32 := func(b []byte, off uint32) *uint32 { return (*uint32)(unsafe.Pointer(&b[off])) }
	r.sqHead, r.sqTail, r.sqMask = u32(r.sqRing, p.sqOff.head), u32(r.sqRing, p.sqOff.tail), *u32(r.sqRing, p.sqOff.ringMask)
	r.sqArray = unsafe.Slice(u32(r.sqRing, p.sqOff.array), p.sqEntries)
	r.sqes = unsafe.Slice((*uringSQE)(unsafe.Pointer(&r.sqeMem[0])), p.sqEntries)
	r.cqHead, r.cqTail, r.cqMask = u32(r.cqRing, p.cqOff.head), u32(r.cqRing, p.cqOff.tail), *u32(r.cqRing, p.cqOff.ringMask)
	r.cqes = unsafe.Slice((*uringCQE)(unsafe.Pointer(&r.cqRing[p.cqOff.cqes])), p.cqEntries)
	return nil
}

func (r *IOURing) register(op uintptr, arg unsafe.Pointer, n uintptr) error {
	if _, _, errno := unix.Syscall6(unix.SYS_IO_URING_REGISTER, uintptr(r.fd), op, uintptr(arg), n, 0, 0); errno != 0 {
		return errno
	}
	return nil
}

// unmap unmaps what mapRings mapped and closes the ring.
func (r *IOURing) unmap() {
	maps := [][]byte{r.sqeMem, r.sqRing}
	if !r.single {
		maps = append(maps, r.cqRing)
	}
	for _, b := range maps {
		if b != nil {
			unix.Munmap(b)
		}
	}
	unix.Close(r.fd)
}

// submitter writes the waiting SQEs to the ring and submits them with one
// io_uring_enter. It ends when Close closes the submit channel. Only it
// writes the submission queue's tail, so it needs no lock.
//
// It keeps one OS thread: the kernel gives each task that submits to a
// ring an io-wq of its own, each capped at Threads workers, so a
// submitter the Go scheduler moved between threads made as many pools
// (23 iou-wrk workers for a cap of 4 in TestConformance before this).
// The thread is never unlocked, so it ends with the submitter, and its
// workers with it.
func (r *IOURing) submitter() {
	runtime.LockOSThread()
	defer r.subDone.Done()
	for s := range r.submit {
		n := uint32(0)
		tail := *r.sqTail
		for {
			i := (tail + n) & r.sqMask
			s.sqe.userData = uint64(s.slot)
			r.sqes[i] = s.sqe
			r.sqArray[i] = i
			n++
			if n == r.entries {
				break
			}
			var ok bool
			select {
			case s, ok = <-r.submit:
			default:
			}
			if !ok {
				break
			}
		}
		// The kernel reads the entries only after it sees the new tail.
		atomic.StoreUint32(r.sqTail, tail+n)
		for n > 0 {
			done, _, errno := unix.Syscall6(unix.SYS_IO_URING_ENTER, uintptr(r.fd), uintptr(n), 0, 0, 0, 0)
			switch {
			case errno == unix.EINTR || errno == unix.EAGAIN || errno == unix.EBUSY:
				runtime.Gosched() // the kernel is short of memory or completions: try again
			case errno != 0:
				panic(fmt.Sprintf("iouring: io_uring_enter: %v", errno)) // a ring we set up refused: a bug
			default:
				n -= uint32(done)
			}
		}
		if r.reapMu.TryLock() {
			r.reap()
			r.reapMu.Unlock()
		}
	}
}

// reap wakes the caller of each completion posted. Call it with reapMu.
func (r *IOURing) reap() {
	head, tail := *r.cqHead, atomic.LoadUint32(r.cqTail)
	for ; head != tail; head++ {
		c := r.cqes[head&r.cqMask]
		r.results[c.userData] <- c.res
	}
	atomic.StoreUint32(r.cqHead, head)
}

// completions wakes the caller of each completed slot. It ends when Close
// sets closing and writes the eventfd, after every call in flight has
// completed.
func (r *IOURing) completions() {
	defer r.reader.Done()
	var tick [8]byte
	for {
		r.reapMu.Lock()
		r.reap()
		r.reapMu.Unlock()
		if r.closing.Load() {
			return
		}
		if _, err := unix.Read(r.wake, tick[:]); err != nil && err != unix.EINTR {
			panic(fmt.Sprintf("iouring: read the eventfd: %v", err)) // an eventfd we made refused: a bug
		}
	}
}

func (r *IOURing) Name() string { return "iouring" }

func (r *IOURing) Do(ctx context.Context, call func() error) error { return r.meta.Do(ctx, call) }

// run submits one call on f and waits for its result: a byte count, or a
// negative errno. buf, if any, is pinned until the kernel is done with it.
func (r *IOURing) run(ctx context.Context, op uint8, f *os.File, buf []byte, off int64) (int, error) {
	var slot int
	r.queued.Add(1)
	select {
	case slot = <-r.free:
		r.queued.Add(-1)
	case <-ctx.Done():
		r.queued.Add(-1)
		return 0, ctx.Err()
	}
	defer func() { r.free <- slot }()
	rc, err := f.SyscallConn()
	if err != nil {
		return 0, err
	}
	var res int32
	// Control keeps the descriptor open (Close waits) while the kernel
	// uses it.
	cerr := rc.Control(func(fd uintptr) {
		sqe := uringSQE{opcode: op, fd: int32(fd), off: uint64(off), len: uint32(len(buf))}
		var pin runtime.Pinner
		if len(buf) > 0 {
			pin.Pin(&buf[0])
			sqe.addr = uint64(uintptr(unsafe.Pointer(&buf[0])))
		}
		r.submit <- submission{slot: slot, sqe: sqe}
		res = <-r.results[slot]
		pin.Unpin()
	})
	if cerr != nil {
		return 0, cerr
	}
	if res < 0 {
		return 0, syscall.Errno(-res)
	}
	return int(res), nil
}

func (r *IOURing) ReadAt(ctx context.Context, f *os.File, b *Buffer, n int, off int64) (int, error) {
	got, complete := r.cacheFirst.read(f, b.b[:n], off)
	for !complete && got < n {
		m, err := r.run(ctx, opRead, f, b.b[got:n], off+int64(got))
		if err != nil {
			return got, fmt.Errorf("read %s: %w", f.Name(), err)
		}
		if m == 0 {
			break // the end of the file
		}
		got += m
	}
	return got, nil
}

// WriteAt writes on the caller's goroutine when Config.CallerRuns lets the
// metadata pool run a call there (one of its permits free, nothing
// queued), and through the ring otherwise. A buffered write on ext4 never
// completes inside io_uring_enter (ext4 refuses RWF_NOWAIT writes), so on
// the ring every write went to an io-wq worker: the submitter, the worker
// and the reaper, three hand-offs for a copy into the page cache of tens
// of microseconds (docs/fs.md). The permits bound the goroutines in a
// write as they bound those in a metadata call, so the threads stay within
// the same bound.
func (r *IOURing) WriteAt(ctx context.Context, f *os.File, b *Buffer, n int, off int64) error {
	if ran, err := r.meta.tryInline(func() error { return writeAt(f, b.b[:n], off) }); ran {
		return err
	}
	for done := 0; done < n; {
		m, err := r.run(ctx, opWrite, f, b.b[done:n], off+int64(done))
		if err == nil && m == 0 {
			err = io.ErrShortWrite
		}
		if err != nil {
			return fmt.Errorf("write %s: %w", f.Name(), err)
		}
		done += m
	}
	return nil
}

func (r *IOURing) Sync(ctx context.Context, f *os.File) error {
	if _, err := r.run(ctx, opFsync, f, nil, 0); err != nil {
		return fmt.Errorf("fsync %s: %w", f.Name(), err)
	}
	return nil
}

func (r *IOURing) NewBuffer(size int) *Buffer { return goBuffer(size) }

// InlineCalls is the number of calls run on their caller's goroutine
// (Config.CallerRuns): metadata calls and writes.
func (r *IOURing) InlineCalls() uint64 { return r.meta.InlineCalls() }

// QueueDepth counts the calls waiting for a slot and the metadata calls
// waiting for a goroutine; submitted calls are the kernel's.
func (r *IOURing) QueueDepth() int { return int(r.queued.Load()) + r.meta.QueueDepth() }

// Close waits for the calls in flight, then closes the ring. No call may
// be made after Close.
func (r *IOURing) Close() error {
	err := r.meta.Close()
	for range cap(r.free) { // every slot back: nothing in flight
		<-r.free
	}
	close(r.submit)
	r.subDone.Wait()
	r.closing.Store(true)
	one := [8]byte{1} // an eventfd adds the 8-byte count written; any count wakes the reader
	unix.Write(r.wake, one[:])
	r.reader.Wait()
	unix.Close(r.wake)
	r.unmap()
	return err
}
