// Package httpserver serves corral-fs's service over HTTP, beside the frame
// protocol: the same data directory, IO backend, open-file bound and
// statuses, so that curl, wget and any HTTP library are clients.
//
//	GET    /files/NAME            the file; Range (one range), ETag and If-None-Match, Last-Modified
//	HEAD   /files/NAME            its headers
//	PUT    /files/NAME            upload, streamed and durable as a frame upload (temp file, fsync,
//	                              rename, directory fsync); Content-Length required; an
//	                              X-Checksum-Crc32c header (8 hex digits) is checked when sent
//	DELETE /files/NAME            remove it
//	GET    /list/DIR?after=&limit= one page of the listing, JSON {"entries": [...], "next": "…"}
//
// With a token, every request needs "Authorization: Bearer TOKEN".
package httpserver

import (
	"crypto/subtle"
	"encoding/json"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/corral-go/corral/internal/fs/service"
)

// Options configure the handler.
type Options struct {
	Token string // when set, every request must carry it as a bearer token
	// The bounds on a slow client (see pace.go): each read of an upload
	// and each write of a download must be done within IOTimeout, and a
	// transfer that has run MinRateAfter must average MinRate bytes a
	// second. Zero: none.
	IOTimeout    time.Duration
	MinRate      int64
	MinRateAfter time.Duration
}

// New returns the HTTP handler of svc.
func New(svc *service.Service, opts Options) http.Handler {
	h := &handler{svc: svc, opts: opts}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /files/{name...}", h.get)
	mux.HandleFunc("HEAD /files/{name...}", h.get)
	mux.HandleFunc("PUT /files/{name...}", h.put)
	mux.HandleFunc("DELETE /files/{name...}", h.delete)
	mux.HandleFunc("GET /list/{dir...}", h.list)
	return h.auth(mux)
}

type handler struct {
	svc  *service.Service
	opts Options
}

// httpStatus is HTTP's status for each of the service's.
var httpStatus = map[service.Status]int{
	service.OK:           http.StatusOK,
	service.BadRequest:   http.StatusBadRequest,
	service.NotFound:     http.StatusNotFound,
	service.TooLarge:     http.StatusRequestEntityTooLarge,
	service.Busy:         http.StatusServiceUnavailable,
	service.IOError:      http.StatusInternalServerError,
	service.Unauthorized: http.StatusUnauthorized,
	service.Checksum:     http.StatusUnprocessableEntity,
	service.Conflict:     http.StatusConflict,
}

// fail answers err with the status the service gives it, and counts it.
// A client too slow is 408, and its connection is closed.
func (h *handler) fail(w http.ResponseWriter, op string, start time.Time, err error) {
	if errors.Is(err, errTooSlow) {
		h.svc.ObserveOn("http", op, service.BadRequest, time.Since(start))
		w.Header().Set("Connection", "close")
		http.Error(w, err.Error(), http.StatusRequestTimeout)
		return
	}
	st := service.StatusOf(err)
	h.svc.ObserveOn("http", op, st, time.Since(start))
	http.Error(w, err.Error(), httpStatus[st])
}

func (h *handler) auth(next http.Handler) http.Handler {
	if h.opts.Token == "" {
		return next
	}
	want := []byte("Bearer " + h.opts.Token)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if subtle.ConstantTimeCompare([]byte(r.Header.Get("Authorization")), want) != 1 {
			w.Header().Set("WWW-Authenticate", `Bearer realm="corral-fs"`)
			h.fail(w, "http", time.Now(), service.ErrUnauthorized)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// etag names a file's version by its size and modification time.
func etag(size int64, mod time.Time) string {
	b := make([]byte, 0, 36)
	b = append(b, '"')
	b = strconv.AppendInt(b, size, 16)
	b = append(b, '-')
	b = strconv.AppendInt(b, mod.UnixNano(), 16)
	return string(append(b, '"'))
}

// httpDate is t as HTTP writes dates (http.TimeFormat).
func httpDate(t time.Time) string {
	var b [len(http.TimeFormat)]byte
	return string(t.UTC().AppendFormat(b[:0], http.TimeFormat))
}

// The values every download's headers share. A header's value slices are
// replaced, never written into, by net/http and by Header's methods (Add
// appends to a full slice, which copies), so one slice can serve every
// response; each Set would allocate its own.
var (
	acceptBytes = []string{"bytes"}
	octetStream = []string{"application/octet-stream"}
)

func (h *handler) get(w http.ResponseWriter, r *http.Request) {
	start, name := time.Now(), r.PathValue("name")
	d, err := h.svc.Open(r.Context(), name)
	if err != nil {
		h.fail(w, "download", start, err)
		return
	}
	defer d.Close()
	// The version of the file opened (a later upload may replace the
	// name meanwhile), from the open itself: no second lookup.
	tag := etag(d.Size, d.ModTime)
	hdr := w.Header() // canonical keys, set directly: no canonicalizing
	hdr["Etag"] = []string{tag}
	hdr["Last-Modified"] = []string{httpDate(d.ModTime)}
	hdr["Accept-Ranges"] = acceptBytes
	hdr["Content-Type"] = octetStream
	if inm := r.Header.Get("If-None-Match"); inm != "" && (inm == tag || inm == "*") {
		w.WriteHeader(http.StatusNotModified)
		h.svc.ObserveOn("http", "download", service.OK, time.Since(start))
		return
	}
	from, to, partial, err := byteRange(r.Header.Get("Range"), d.Size)
	if err != nil {
		w.Header().Set("Content-Range", fmt.Sprintf("bytes */%d", d.Size))
		http.Error(w, err.Error(), http.StatusRequestedRangeNotSatisfiable)
		return
	}
	hdr["Content-Length"] = []string{strconv.FormatInt(to-from, 10)}
	status := http.StatusOK
	if partial {
		w.Header().Set("Content-Range", fmt.Sprintf("bytes %d-%d/%d", from, to-1, d.Size))
		status = http.StatusPartialContent
	}
	w.WriteHeader(status)
	if r.Method == http.MethodHead {
		h.svc.ObserveOn("http", "stat", service.OK, time.Since(start))
		return
	}
	// From the page cache straight to the socket where the backend allows
	// it (sendfile(2) through the response's ReadFrom), in pieces of
	// sendPiece bytes, each with its write deadline and the rate checked
	// between them, so that a client that stops reading is cut off.
	p := h.pace(w)
	if rf, ok := w.(io.ReaderFrom); ok {
		for off := from; off < to; {
			n := min(sendPiece, to-off)
			_ = p.rc.SetWriteDeadline(p.deadline())
			written, sent, err := d.SendFile(flushFirst{w, rf}, off, n)
			if !sent {
				break // the rest goes through the backend, from off
			}
			off += written
			if err == nil {
				err = p.check(int(written))
			}
			if err != nil || off == to {
				outcome := service.OK
				if err != nil {
					outcome = service.IOError
				}
				h.svc.ObserveOn("http", "download", outcome, time.Since(start))
				return
			}
			from = off
		}
	}
	_, err = d.WriteTo(r.Context(), &window{w: &pacedWriter{w: w, p: p}, skip: from, left: to - from})
	if err != nil && !errors.Is(err, errWindowDone) {
		h.svc.ObserveOn("http", "download", service.IOError, time.Since(start))
		return // the headers are sent: the client sees a body shorter than announced
	}
	h.svc.ObserveOn("http", "download", service.OK, time.Since(start))
}

// flushFirst sends a response's headers before its body goes through
// ReadFrom. Unflushed, the response reads the body's first 512 bytes
// through a buffer (for sniffing a type it already has) and hands only the
// rest to sendfile, and a body under 512 bytes not at all: a read and a
// copy more per download.
type flushFirst struct {
	w  http.ResponseWriter
	rf io.ReaderFrom
}

func (f flushFirst) ReadFrom(r io.Reader) (int64, error) {
	if fl, ok := f.w.(http.Flusher); ok {
		fl.Flush()
	}
	return f.rf.ReadFrom(r)
}

// byteRange reads a Range header of one range: from and to (exclusive),
// and whether it was a range at all.
func byteRange(header string, size int64) (from, to int64, partial bool, err error) {
	if header == "" {
		return 0, size, false, nil
	}
	spec, ok := strings.CutPrefix(header, "bytes=")
	if !ok || strings.Contains(spec, ",") {
		return 0, size, false, nil // not bytes, or several ranges: the whole file
	}
	a, b, _ := strings.Cut(spec, "-")
	switch {
	case a == "": // the last b bytes
		n, perr := strconv.ParseInt(b, 10, 64)
		if perr != nil || n <= 0 {
			return 0, 0, false, fmt.Errorf("bad range %q", header)
		}
		return max(size-n, 0), size, true, nil
	default:
		from, perr := strconv.ParseInt(a, 10, 64)
		if perr != nil || from >= size {
			return 0, 0, false, fmt.Errorf("range %q is outside the file's %d bytes", header, size)
		}
		to := size
		if b != "" {
			last, perr := strconv.ParseInt(b, 10, 64)
			if perr != nil || last < from {
				return 0, 0, false, fmt.Errorf("bad range %q", header)
			}
			to = min(last+1, size)
		}
		return from, to, true, nil
	}
}

// sendPiece is how much of a download one sendfile(2) call may send: each
// piece has its own write deadline.
const sendPiece = 4 << 20

// errWindowDone stops a download once the range is written.
var errWindowDone = errors.New("range written")

// window passes on the bytes of a range: it drops skip bytes, then writes
// left bytes, then stops the download.
type window struct {
	w          io.Writer
	skip, left int64
}

func (v *window) Write(p []byte) (int, error) {
	n := len(p)
	drop := min(v.skip, int64(len(p)))
	v.skip -= drop
	p = p[drop:]
	if int64(len(p)) > v.left {
		p = p[:v.left]
	}
	if len(p) > 0 {
		if _, err := v.w.Write(p); err != nil {
			return 0, err
		}
		v.left -= int64(len(p))
	}
	if v.left == 0 {
		return n, errWindowDone
	}
	return n, nil
}

func (h *handler) put(w http.ResponseWriter, r *http.Request) {
	start, name := time.Now(), r.PathValue("name")
	if r.ContentLength < 0 {
		http.Error(w, "PUT needs a Content-Length: the server checks a body against its announced size", http.StatusLengthRequired)
		return
	}
	body := io.Reader(&pacedBody{r: r.Body, p: h.pace(w)})
	if sum := r.Header.Get("X-Checksum-Crc32c"); sum != "" {
		want, err := strconv.ParseUint(sum, 16, 32)
		if err != nil {
			http.Error(w, fmt.Sprintf("X-Checksum-Crc32c %q: want 8 hex digits", sum), http.StatusBadRequest)
			return
		}
		body = &checked{r: body, want: uint32(want), name: name}
	}
	n, err := h.svc.Upload(r.Context(), name, r.ContentLength, body)
	if err != nil {
		h.fail(w, "upload", start, err)
		return
	}
	h.svc.ObserveOn("http", "upload", service.OK, time.Since(start))
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusCreated)
	json.NewEncoder(w).Encode(map[string]any{"name": name, "size": n})
}

// checked passes a body on and, at its end, returns ErrChecksum instead of
// io.EOF when its CRC32C is not the one announced: the upload is then
// not committed.
type checked struct {
	r    io.Reader
	crc  uint32
	want uint32
	name string
}

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

func (c *checked) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.crc = crc32.Update(c.crc, castagnoli, p[:n])
	if errors.Is(err, io.EOF) && c.crc != c.want {
		return n, fmt.Errorf("upload %s: %w: client sent %08x, server computed %08x", c.name, service.ErrChecksum, c.want, c.crc)
	}
	return n, err
}

func (h *handler) delete(w http.ResponseWriter, r *http.Request) {
	start := time.Now()
	if err := h.svc.Delete(r.Context(), r.PathValue("name")); err != nil {
		h.fail(w, "delete", start, err)
		return
	}
	h.svc.ObserveOn("http", "delete", service.OK, time.Since(start))
	w.WriteHeader(http.StatusNoContent)
}

// listPage bounds a page of a listing, as the frame protocol's does.
const listPage = 4096

type jsonEntry struct {
	Name    string    `json:"name"`
	Size    int64     `json:"size"`
	ModTime time.Time `json:"mod_time"`
	Dir     bool      `json:"dir"`
}

func (h *handler) list(w http.ResponseWriter, r *http.Request) {
	start := time.Now()
	limit, _ := strconv.Atoi(r.URL.Query().Get("limit"))
	if limit <= 0 || limit > listPage {
		limit = listPage
	}
	page, err := h.svc.ListPage(r.Context(), r.PathValue("dir"), r.URL.Query().Get("after"), limit)
	if err != nil {
		h.fail(w, "list", start, err)
		return
	}
	out := struct {
		Entries []jsonEntry `json:"entries"`
		Next    string      `json:"next"`
	}{Entries: []jsonEntry{}, Next: page.Next}
	for _, e := range page.Entries {
		out.Entries = append(out.Entries, jsonEntry{Name: e.Name, Size: e.Size, ModTime: e.ModTime.UTC(), Dir: e.Dir})
	}
	h.svc.ObserveOn("http", "list", service.OK, time.Since(start))
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(out)
}
