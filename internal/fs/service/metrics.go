package service

import (
	"net/http"
	"net/http/pprof"
	"runtime"
	"time"

	"github.com/corral-go/corral/internal/osthreads"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// metrics are the service's Prometheus metrics, in a registry of its own so
// that several services in one process (the tests) do not collide.
type metrics struct {
	reg      *prometheus.Registry
	requests *prometheus.CounterVec
	latency  *prometheus.HistogramVec
	bytesIn  prometheus.Counter
	bytesOut prometheus.Counter
	sent     prometheus.Counter // downloads sent with SendFile
}

func newMetrics(s *Service) *metrics {
	m := &metrics{
		reg: prometheus.NewRegistry(),
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "corralfs_requests_total", Help: "Requests by transport (frames, http), op and result status.",
		}, []string{"transport", "op", "result"}),
		latency: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "corralfs_request_duration_seconds",
			Help:    "Time from a request's first frame read to its last frame written.",
			Buckets: prometheus.ExponentialBuckets(50e-6, 2, 18), // 50µs … 6.5s
		}, []string{"transport", "op"}),
		bytesIn:  prometheus.NewCounter(prometheus.CounterOpts{Name: "corralfs_upload_bytes_total", Help: "File bytes received."}),
		bytesOut: prometheus.NewCounter(prometheus.CounterOpts{Name: "corralfs_download_bytes_total", Help: "File bytes sent."}),
		sent: prometheus.NewCounter(prometheus.CounterOpts{Name: "corralfs_sendfile_total",
			Help: "Downloads (HTTP) copied from the file to the socket by the kernel, without an IO thread (sendfile(2))."}),
	}
	m.reg.MustRegister(m.requests, m.latency, m.bytesIn, m.bytesOut, m.sent,
		collectors.NewGoCollector(),
		collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Name: "corralfs_os_threads", Help: "OS threads of the process, from /proc/self/status.",
		}, func() float64 { return float64(osThreads()) }),
		prometheus.NewCounterFunc(prometheus.CounterOpts{
			Name: "corralfs_threads_created_total", Help: "OS threads the Go runtime has created.",
		}, func() float64 { return float64(osthreads.Created()) }),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Name: "corralfs_goroutines", Help: "Goroutines.",
		}, func() float64 { return float64(runtime.NumGoroutine()) }),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Name: "corralfs_io_queue_depth", Help: "IO calls waiting for a pool thread.",
		}, func() float64 { return float64(s.io.QueueDepth()) }),
		prometheus.NewCounterFunc(prometheus.CounterOpts{
			Name: "corralfs_io_cached_reads_total", Help: "Reads a pool served from the page cache without a thread (--cache-first).",
		}, func() float64 { return float64(s.io.CachedReads()) }),
		prometheus.NewCounterFunc(prometheus.CounterOpts{
			Name: "corralfs_io_inline_calls_total", Help: "Calls gopool ran on the request goroutine under one of its permits, without a hand-off (--caller-runs).",
		}, func() float64 {
			if g, ok := s.io.(interface{ InlineCalls() uint64 }); ok {
				return float64(g.InlineCalls())
			}
			return 0
		}),
		prometheus.NewCounterFunc(prometheus.CounterOpts{
			Name: "corralfs_io_cached_opens_total", Help: "Downloads whose file was opened on the request goroutine with a raw openat2, its path all in the dentry cache (--cache-first).",
		}, func() float64 { return float64(s.store.CachedOpens()) }),
		prometheus.NewCounterFunc(prometheus.CounterOpts{
			Name: "corralfs_upload_spares_total", Help: "Uploads written into the file an earlier upload replaced, not a new one.",
		}, func() float64 { return float64(s.store.Reused()) }),
		prometheus.NewCounterFunc(prometheus.CounterOpts{
			Name: "corralfs_syncs_total", Help: "syncfs calls that made uploads durable (--sync group), each shared by the uploads waiting.",
		}, func() float64 { return float64(s.store.Syncs()) }),
	)
	return m
}

// Observe counts one request of operation op (a lower-case name such as
// "upload") that ended with status st after d; d <= 0 records no latency
// (a request refused before it was read).
func (s *Service) Observe(op string, st Status, d time.Duration) { s.ObserveOn("frames", op, st, d) }

// ObserveOn is Observe for a request that came over transport ("frames",
// "http"): the metrics are labelled by transport.
func (s *Service) ObserveOn(transport, op string, st Status, d time.Duration) {
	s.metrics.requests.WithLabelValues(transport, op, st.String()).Inc()
	if d > 0 {
		s.metrics.latency.WithLabelValues(transport, op).Observe(d.Seconds())
	}
}

// Register adds a transport's own metrics (connections, refusals) to the
// service's registry.
func (s *Service) Register(cs ...prometheus.Collector) { s.metrics.reg.MustRegister(cs...) }

// AdminHandler serves /metrics and /debug/pprof/ for the admin listener,
// but for the process's command line.
func (s *Service) AdminHandler() http.Handler {
	mux := http.NewServeMux()
	mux.Handle("/metrics", promhttp.HandlerFor(s.metrics.reg, promhttp.HandlerOpts{}))
	mux.HandleFunc("/debug/pprof/", pprof.Index)
	// Not /debug/pprof/cmdline: the command line can hold a --token, and
	// the admin listener asks for none.
	mux.HandleFunc("/debug/pprof/cmdline", http.NotFound)
	mux.HandleFunc("/debug/pprof/profile", pprof.Profile)
	mux.HandleFunc("/debug/pprof/symbol", pprof.Symbol)
	mux.HandleFunc("/debug/pprof/trace", pprof.Trace)
	return mux
}
