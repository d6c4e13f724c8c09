// Package httpserver serves corral-fs's service over HTTP, beside the frame
// protocol: the same data directory, IO backend, open-file bound and
// statuses, so that curl, wget and any HTTP library are clients.
//
//	GET    /files/NAME            the file, by RFC 9110 (net/http's ServeContent): ranges and
//	                              conditions; ETag, Last-Modified, Content-Type as uploaded or from the extension
//	HEAD   /files/NAME            its headers
//	PUT    /files/NAME            upload, streamed and durable as a frame upload; Content-Length
//	                              required; an X-Checksum-Crc32c header (8 hex digits) is checked
//	                              when sent; a Content-Type is kept with the file
//	DELETE /files/NAME            remove it
//	GET    /list/DIR?after=&limit= one page of the listing, JSON {"entries": [...], "next": "…"}
//	GET    /files/DIR/            308 to /list/DIR (and /files/ to /list/)
//
// With a token, every request needs "Authorization: Bearer TOKEN". Errors
// are JSON, {"code": ..., "message": ...}, naming no server path.
package httpserver

import (
	"context"
	"crypto/subtle"
	"encoding/json"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"io/fs"
	"mime"
	"net/http"
	"net/url"
	"path"
	"strconv"
	"strings"
	"time"

	"github.com/corral-go/corral/internal/beneath"
	"github.com/corral-go/corral/internal/fs/datadir"
	"github.com/corral-go/corral/internal/fs/service"
)

// Options configure the handler.
type Options struct {
	Token string // when set, every request must carry it as a bearer token
	// Pace bounds a slow client (see pace.go), as on the frame side: each
	// read of an upload and each write of a download must be done within
	// IOTimeout, and a body must keep MinRate bytes a second once
	// MinRateAfter has passed. Zero: none.
	service.Pace
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

// toListing answers a GET of /files/DIR/ (a directory, as a browser or a
// curl user asks for it first) with a redirect to its listing, /list/DIR,
// keeping the query (after, limit).
func toListing(w http.ResponseWriter, r *http.Request, dir string) {
	loc := listing(dir, r.URL.RawQuery)
	w.Header().Set("Location", loc)
	jsonError(w, http.StatusPermanentRedirect, "moved", "a directory's listing is at "+loc)
}

// listing is the path of dir's listing, escaped, with query.
func listing(dir, query string) string {
	return (&url.URL{Path: "/list/" + dir, RawQuery: query}).String()
}

// fail answers err with the status the service gives it, as a JSON error
// ({"code": "not_found", "message": "..."}) that names no server path or
// system call (the log has those), and counts it. A client too slow is
// 408, and its connection is closed.
func (h *handler) fail(w http.ResponseWriter, op string, start time.Time, err error) {
	if errors.Is(err, errPrecondition) {
		h.svc.ObserveOn("http", op, service.BadRequest, time.Since(start))
		jsonError(w, http.StatusPreconditionFailed, "precondition_failed", err.Error())
		return
	}
	if errors.Is(err, service.ErrTooSlow) {
		h.svc.ObserveOn("http", op, service.BadRequest, time.Since(start))
		w.Header().Set("Connection", "close")
		jsonError(w, http.StatusRequestTimeout, "too_slow", err.Error())
		return
	}
	st := service.StatusOf(err)
	h.svc.ObserveOn("http", op, st, time.Since(start))
	jsonError(w, httpStatus[st], st.String(), message(st, err))
}

// message says what went wrong in the client's terms: the service's own
// words where they name only what the client sent, a fixed sentence where
// an error would name the server's paths or system calls.
func message(st service.Status, err error) string {
	switch st {
	case service.NotFound:
		return "no such file"
	case service.Conflict:
		return "a directory is where a file was asked for, or the path goes through a file"
	case service.Busy:
		return "the server is busy: try again in a moment"
	case service.IOError:
		return "the server could not read or write the file"
	case service.Unauthorized:
		return "missing or wrong token"
	case service.BadRequest:
		if beneath.IsEscape(err) {
			return "the name leads out of the data directory"
		}
	}
	return err.Error() // a bad name, a short body, a size limit, a checksum: the client's own data
}

// jsonError writes an error response with a JSON body.
func jsonError(w http.ResponseWriter, status int, code, msg string) {
	hdr := w.Header()
	hdr.Del("Etag")
	hdr.Del("Last-Modified")
	hdr.Set("Content-Type", "application/json")
	hdr.Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(struct {
		Code    string `json:"code"`
		Message string `json:"message"`
	}{code, msg})
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
	octetStream = []string{"application/octet-stream"}
)

func (h *handler) get(w http.ResponseWriter, r *http.Request) {
	start, name := time.Now(), r.PathValue("name")
	if name == "" || strings.HasSuffix(name, "/") {
		toListing(w, r, strings.TrimSuffix(name, "/"))
		return
	}
	d, err := h.svc.Open(r.Context(), name)
	if err != nil {
		if service.StatusOf(err) == service.Conflict {
			// Most often a directory asked for without its slash.
			h.svc.ObserveOn("http", "download", service.Conflict, time.Since(start))
			jsonError(w, http.StatusConflict, service.Conflict.String(),
				message(service.Conflict, err)+"; a directory's listing is at "+listing(name, ""))
			return
		}
		h.fail(w, "download", start, err)
		return
	}
	defer d.Close()
	// The version of the file opened (a later upload may replace the
	// name meanwhile), from the open itself: no second lookup.
	hdr := w.Header() // canonical keys, set directly: no canonicalizing
	hdr["Etag"] = []string{etag(d.Size, d.ModTime)}
	if t := d.Type(); t != "" {
		hdr["Content-Type"] = []string{t}
	} else {
		hdr["Content-Type"] = contentType(name)
	}
	if d.Size == 0 && strings.HasPrefix(r.Header.Get("Range"), "bytes=") {
		// No range of an empty file is satisfiable (RFC 9110 14.1.1);
		// net/http's ServeContent answers "bytes=-5" with 206 and a
		// Content-Range of "bytes 0--1/0".
		hdr["Content-Range"] = []string{"bytes */0"}
		h.svc.ObserveOn("http", "download", service.BadRequest, time.Since(start))
		jsonError(w, http.StatusRequestedRangeNotSatisfiable, "range_not_satisfiable", "the file is empty: no range of it can be sent")
		return
	}
	// net/http decides what to send, by RFC 9110, as for any file it
	// serves: the conditions (If-Match, If-None-Match weak and in lists,
	// If-Modified-Since, If-Unmodified-Since, If-Range, which sends the
	// whole file when its validator is stale), and the ranges. The body
	// goes through sender, which sends it from the page cache with
	// sendfile(2) where that is safe and else reads it through the
	// backend, each under the pace's bounds.
	c := &content{ctx: r.Context(), d: d}
	sw := &sender{ResponseWriter: w, d: d, c: c, p: h.pace(w)}
	http.ServeContent(sw, r, "", d.ModTime, c)
	outcome := service.OK
	switch {
	case errors.Is(sw.err, service.ErrTooSlow):
		outcome = service.Busy
	case sw.err != nil:
		outcome = service.IOError
	case sw.status >= 400:
		outcome = service.BadRequest
	}
	op := "download"
	if r.Method == http.MethodHead {
		op = "stat"
	}
	h.svc.ObserveOn("http", op, outcome, time.Since(start))
}

// mediaType is the media type an upload's Content-Type gives, as
// mime.FormatMediaType writes it, "" for none: one that
// mime.ParseMediaType takes, of at most datadir.MaxTypeLen bytes.
// application/octet-stream, what clients send for "no idea", is none: the
// download is then typed by its name.
func mediaType(v string) (string, error) {
	if strings.TrimSpace(v) == "" {
		return "", nil
	}
	mt, params, err := mime.ParseMediaType(v)
	if err != nil {
		return "", fmt.Errorf("Content-Type %q: %v", v, err)
	}
	if mt == "application/octet-stream" && len(params) == 0 {
		return "", nil
	}
	t := mime.FormatMediaType(mt, params)
	if t == "" || len(t) > datadir.MaxTypeLen {
		return "", fmt.Errorf("Content-Type %.80q: want a media type of at most %d bytes", v, datadir.MaxTypeLen)
	}
	return t, nil
}

// contentType is a download's type, from its name's extension; a name
// without a known one is application/octet-stream, never sniffed from the
// bytes (what a file is must not change with what it holds).
func contentType(name string) []string {
	if t := mime.TypeByExtension(path.Ext(name)); t != "" {
		return []string{t}
	}
	return octetStream
}

// content is a download as the io.ReadSeeker ServeContent reads.
type content struct {
	ctx context.Context
	d   *service.Download
	off int64
}

func (c *content) Read(p []byte) (int, error) {
	n, err := c.d.ReadAt(c.ctx, p, c.off)
	c.off += int64(n)
	return n, err
}

func (c *content) Seek(off int64, whence int) (int64, error) {
	switch whence {
	case io.SeekStart:
	case io.SeekCurrent:
		off += c.off
	case io.SeekEnd:
		off += c.d.Size
	}
	if off < 0 {
		return 0, errors.New("seek before the file's start")
	}
	c.off = off
	return off, nil
}

// sender is the response ServeContent writes: it remembers the status, and
// when ServeContent copies a range of the content (io.CopyN, which hands
// the reader to ReadFrom) it sends that range from the file, in pieces of
// sendPiece bytes by sendfile(2) where the backend allows it (each piece
// with its write deadline), else read through the backend, every write
// under the pace.
type sender struct {
	http.ResponseWriter
	d      *service.Download
	c      *content
	p      *pace
	status int
	err    error
}

func (s *sender) WriteHeader(code int) {
	s.status = code
	s.ResponseWriter.WriteHeader(code)
}

func (s *sender) Write(b []byte) (int, error) {
	if s.status == 0 {
		s.status = http.StatusOK
	}
	n, err := (&pacedWriter{w: s.ResponseWriter, p: s.p}).Write(b)
	if err != nil && s.err == nil {
		s.err = err
	}
	return n, err
}

func (s *sender) ReadFrom(r io.Reader) (int64, error) {
	lr, ok := r.(*io.LimitedReader)
	if !ok || lr.R != io.Reader(s.c) {
		// Not the content itself (a multipart body of several ranges):
		// copy it, through Write.
		return io.Copy(struct{ io.Writer }{s}, r)
	}
	var total int64
	if rf, ok := s.ResponseWriter.(io.ReaderFrom); ok {
		for lr.N > 0 {
			n := min(sendPiece, lr.N)
			d := s.p.m.Deadline(int(n))
			_ = s.p.rc.SetWriteDeadline(d)
			written, sent, err := s.d.SendFile(flushFirst{s.ResponseWriter, rf}, s.c.off, n)
			if !sent {
				break // the rest through the backend, from s.c.off
			}
			s.c.off += written
			lr.N -= written
			total += written
			if cerr := s.p.m.Add(int(written)); err == nil {
				err = cerr
			} else {
				err = s.p.failed(err, d)
			}
			if err != nil {
				s.err = err
				return total, err
			}
		}
	}
	// Through the backend, straight into its buffer: io.Copy would read
	// through a 32 KiB buffer of its own, allocated for every download.
	n, err := s.d.WriteRange(s.c.ctx, struct{ io.Writer }{s}, s.c.off, lr.N)
	s.c.off += n
	lr.N -= n
	return total + n, err
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

// sendPiece is how much of a download one sendfile(2) call may send: each
// piece has its own write deadline.
const sendPiece = 4 << 20

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
	typ, err := mediaType(r.Header.Get("Content-Type"))
	if err != nil {
		h.svc.ObserveOn("http", "upload", service.BadRequest, time.Since(start))
		jsonError(w, http.StatusBadRequest, service.BadRequest.String(), err.Error())
		return
	}
	check, err := precondition(r)
	if err != nil {
		h.fail(w, "upload", start, err)
		return
	}
	if check != nil {
		// Checked first against what has the name now, so that a PUT
		// that cannot succeed is refused before its body is read, and
		// again right before the upload takes the name.
		cur, serr := h.svc.Stat(r.Context(), name)
		if serr != nil && service.StatusOf(serr) != service.NotFound {
			h.fail(w, "upload", start, serr)
			return
		}
		if err := check(cur.Size, cur.ModTime, serr == nil && !cur.Dir); err != nil {
			h.fail(w, "upload", start, err)
			return
		}
	}
	var check2 func(fs.FileInfo, bool) error
	if check != nil {
		check2 = func(fi fs.FileInfo, ok bool) error {
			if !ok || !fi.Mode().IsRegular() {
				return check(0, time.Time{}, false)
			}
			return check(fi.Size(), fi.ModTime(), true)
		}
	}
	n, mod, err := h.svc.UploadIf(r.Context(), name, r.ContentLength, body, service.UploadOptions{Check: check2, Type: typ})
	if err != nil {
		h.fail(w, "upload", start, err)
		return
	}
	h.svc.ObserveOn("http", "upload", service.OK, time.Since(start))
	w.Header()["Etag"] = []string{etag(n, mod)}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusCreated)
	json.NewEncoder(w).Encode(map[string]any{"name": name, "size": n})
}

// errPrecondition is a conditional PUT whose condition does not hold.
var errPrecondition = errors.New("precondition failed")

// precondition reads a PUT's If-Match and If-None-Match (RFC 9110 13.1.1,
// 13.1.2; strong comparison for If-Match, weak for If-None-Match, "*" for
// any current file) into a check of the file that has the name (its size
// and time, exists false when none), nil when the request has neither.
func precondition(r *http.Request) (func(size int64, mod time.Time, exists bool) error, error) {
	im, inm := r.Header.Get("If-Match"), r.Header.Get("If-None-Match")
	if im == "" && inm == "" {
		return nil, nil
	}
	return func(size int64, mod time.Time, exists bool) error {
		cur := ""
		if exists {
			cur = etag(size, mod)
		}
		if im != "" && !matches(im, cur, exists, true) {
			return fmt.Errorf("%w: If-Match %s, and the file is %s", errPrecondition, im, describe(cur))
		}
		if inm != "" && matches(inm, cur, exists, false) {
			return fmt.Errorf("%w: If-None-Match %s, and the file is %s", errPrecondition, inm, describe(cur))
		}
		return nil
	}, nil
}

func describe(tag string) string {
	if tag == "" {
		return "not there"
	}
	return tag
}

// matches reports whether a list of entity tags (or "*") names cur.
func matches(list, cur string, exists, strong bool) bool {
	if strings.TrimSpace(list) == "*" {
		return exists
	}
	if !exists {
		return false
	}
	for _, t := range strings.Split(list, ",") {
		t = strings.TrimSpace(t)
		weak := strings.HasPrefix(t, "W/")
		if strong && weak {
			continue // If-Match compares strongly: a weak tag never matches
		}
		if strings.TrimPrefix(t, "W/") == cur {
			return true
		}
	}
	return false
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
