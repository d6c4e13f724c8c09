package review

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"embed"
	"encoding/hex"
	"errors"
	"fmt"
	"mime"
	"net"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/corral-go/corral/internal/corral"
	"github.com/corral-go/corral/internal/corral/accept"
	"github.com/corral-go/corral/internal/corral/report"
)

//go:embed page
var page embed.FS

// server is one review in the browser: the report of one check, served
// until its decisions are applied.
type server struct {
	st     corral.Store
	rep    *report.Report
	pr     *report.Printer // reads the diffs through the report's Differ
	byPath map[string]*report.File
	kinds  map[string]bool // the report's kinds, by ID
	token  string
	hosts  []string // the Host headers that may reach it
	hint   func(error) string

	mu sync.Mutex // guards the Differ's cache

	// The decisions so far, kept until they are applied or the review
	// ends, so that a reload, or another tab, shows them; rev counts
	// their changes, so that an apply takes the ones its page listed.
	// stateMu guards them, and applied.
	stateMu   sync.Mutex
	decisions Decisions
	rev       int64
	applied   *accept.Accepted // set once the decisions are applied
	done      chan struct{}    // closed then
	ctx       context.Context  // the review's, which the apply runs under: Ctrl-C cancels it
}

// newToken returns 128 random bits, in hex.
func newToken() (string, error) {
	b := make([]byte, 16)
	if _, err := rand.Read(b); err != nil {
		return "", fmt.Errorf("review: a token: %w", err)
	}
	return hex.EncodeToString(b), nil
}

// Web serves the review of rep, the report of st's last check, on ln,
// which must listen on 127.0.0.1; it calls opened with the page's URL
// (which holds the token) once it answers. hint, when not nil, gives the
// advice the page shows beside an error of the library (an accept
// refused). It returns what was accepted
// once a person applied their decisions, or ctx's error when ctx ended
// first, with nothing applied.
func Web(ctx context.Context, st corral.Store, rep *report.Report, ln net.Listener, opened func(url string), hint func(error) string) (*accept.Accepted, error) {
	token, err := newToken()
	if err != nil {
		return nil, err
	}
	port := strconv.Itoa(ln.Addr().(*net.TCPAddr).Port)
	s := &server{st: st, rep: rep, token: token, done: make(chan struct{}), ctx: ctx, hint: hint,
		pr:     &report.Printer{View: report.View{Differ: rep.Differ(st), DiffLines: diffLines, DiffBytes: diffBytes}},
		hosts:  []string{"127.0.0.1:" + port, "localhost:" + port},
		byPath: map[string]*report.File{}, kinds: map[string]bool{},
		decisions: Decisions{Kinds: map[string]string{}, Files: map[string]string{}}}
	for i := range rep.Files {
		s.byPath[rep.Files[i].Path] = &rep.Files[i]
	}
	for _, k := range rep.Kinds {
		s.kinds[k.ID] = true
	}
	srv := &http.Server{Handler: s.handler(), ReadHeaderTimeout: 10 * time.Second}
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()
	opened(fmt.Sprintf("http://127.0.0.1:%s/%s/", port, token))
	select {
	case <-s.done:
	case <-ctx.Done():
	case err := <-served:
		return nil, fmt.Errorf("review: serve: %w", err)
	}
	// The apply's answer is written before done is closed; Shutdown
	// waits for it to reach the page.
	stop, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	_ = srv.Shutdown(stop)
	<-served
	s.stateMu.Lock()
	defer s.stateMu.Unlock()
	if s.applied == nil {
		return nil, ctx.Err()
	}
	return s.applied, nil
}

// A diff shown in the page is cut at diffLines lines or diffBytes bytes.
const (
	diffLines = 2000
	diffBytes = 1 << 20
)

// handler checks every request, then routes it.
func (s *server) handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /{$}", s.servePage("page/index.html", "text/html; charset=utf-8"))
	mux.HandleFunc("GET /app.js", s.servePage("page/app.js", "text/javascript; charset=utf-8"))
	mux.HandleFunc("GET /app.css", s.servePage("page/app.css", "text/css; charset=utf-8"))
	mux.HandleFunc("GET /api/report", s.serveReport)
	mux.HandleFunc("GET /api/diff", s.serveDiff)
	mux.HandleFunc("GET /api/decisions", s.serveDecisions)
	mux.HandleFunc("POST /api/decide", s.serveDecide)
	mux.HandleFunc("POST /api/apply", s.serveApply)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rest, ok := s.allowed(r)
		if !ok {
			http.Error(w, "forbidden", http.StatusForbidden)
			return
		}
		if r.Method == http.MethodPost {
			if t, _, err := mime.ParseMediaType(r.Header.Get("Content-Type")); err != nil || t != "application/json" {
				http.Error(w, "a POST must be JSON", http.StatusUnsupportedMediaType)
				return
			}
			r.Body = http.MaxBytesReader(w, r.Body, 64<<20)
		}
		h := w.Header()
		h.Set("Content-Security-Policy", "default-src 'self'; frame-ancestors 'none'")
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "no-referrer")
		h.Set("Cache-Control", "no-store")
		r2 := r.Clone(r.Context())
		r2.URL.Path, r2.URL.RawPath = rest, ""
		mux.ServeHTTP(w, r2)
	})
}

// allowed reports whether r may reach the review: its Host is this
// listener's, by address or as localhost, its path starts with the token
// (compared in constant time) and, for a POST, its Origin (when sent) is
// the page's. It returns the path after the token.
func (s *server) allowed(r *http.Request) (rest string, ok bool) {
	host := false
	for _, h := range s.hosts {
		host = host || r.Host == h
	}
	p := strings.TrimPrefix(r.URL.Path, "/")
	tok, rest, _ := strings.Cut(p, "/")
	good := subtle.ConstantTimeCompare([]byte(tok), []byte(s.token)) == 1
	if o := r.Header.Get("Origin"); r.Method != http.MethodGet && o != "" && o != "http://"+r.Host {
		return "", false
	}
	return "/" + rest, host && good && strings.Contains(p, "/")
}

func (s *server) servePage(name, contentType string) http.HandlerFunc {
	return func(w http.ResponseWriter, _ *http.Request) {
		b, err := page.ReadFile(name)
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		w.Header().Set("Content-Type", contentType)
		w.Write(b)
	}
}

// errApplied refuses a second apply, and a decision after the first.
var errApplied = errors.New("the decisions were applied already")

// errChanged refuses an apply of decisions that changed since its page
// listed them (in another tab).
var errChanged = advised("look at what Apply… lists now", "the decisions changed since Apply… listed them (in another tab?)")
