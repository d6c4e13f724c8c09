package frameserver

import (
	"net/http"
	"net/http/pprof"
	"runtime"
	"time"

	"github.com/corral-go/corral/internal/osthreads"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/corral-go/corral/internal/fs/fsproto"
)

// metrics are the server's Prometheus metrics, in a registry of its own so
// that several servers in one process (the tests) do not collide.
type metrics struct {
	reg      *prometheus.Registry
	requests *prometheus.CounterVec
	latency  *prometheus.HistogramVec
	bytesIn  prometheus.Counter
	bytesOut prometheus.Counter
	refused  prometheus.Counter
}

func newMetrics(s *Server) *metrics {
	m := &metrics{
		reg: prometheus.NewRegistry(),
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "corralfs_requests_total", Help: "Requests by op and result status.",
		}, []string{"op", "result"}),
		latency: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "corralfs_request_duration_seconds",
			Help:    "Time from a request's first frame read to its last frame written.",
			Buckets: prometheus.ExponentialBuckets(50e-6, 2, 18), // 50µs … 6.5s
		}, []string{"op"}),
		bytesIn:  prometheus.NewCounter(prometheus.CounterOpts{Name: "corralfs_upload_bytes_total", Help: "File bytes received."}),
		bytesOut: prometheus.NewCounter(prometheus.CounterOpts{Name: "corralfs_download_bytes_total", Help: "File bytes sent."}),
		refused:  prometheus.NewCounter(prometheus.CounterOpts{Name: "corralfs_connections_refused_total", Help: "Connections refused over MaxConns."}),
	}
	m.reg.MustRegister(m.requests, m.latency, m.bytesIn, m.bytesOut, m.refused,
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
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Name: "corralfs_connections", Help: "Connections being served.",
		}, func() float64 { return float64(s.active.Load()) }),
	)
	return m
}

func (m *metrics) observe(op fsproto.Op, r result, d time.Duration) {
	o := opName(op)
	m.requests.WithLabelValues(o, statusName(r.status)).Inc()
	if d > 0 {
		m.latency.WithLabelValues(o).Observe(d.Seconds())
	}
}

// AdminHandler serves /metrics and /debug/pprof/ for the admin listener.
func (s *Server) AdminHandler() http.Handler {
	mux := http.NewServeMux()
	mux.Handle("/metrics", promhttp.HandlerFor(s.metrics.reg, promhttp.HandlerOpts{}))
	mux.HandleFunc("/debug/pprof/", pprof.Index)
	mux.HandleFunc("/debug/pprof/cmdline", pprof.Cmdline)
	mux.HandleFunc("/debug/pprof/profile", pprof.Profile)
	mux.HandleFunc("/debug/pprof/symbol", pprof.Symbol)
	mux.HandleFunc("/debug/pprof/trace", pprof.Trace)
	return mux
}

func (s *Server) stats() *fsproto.ServerStats {
	return &fsproto.ServerStats{
		OsThreads:      osThreads(),
		ThreadsCreated: int64(osthreads.Created()),
		Goroutines:     int64(runtime.NumGoroutine()),
		IoQueueDepth:   int64(s.io.QueueDepth()),
		IoBackend:      s.io.Name(),
		Connections:    s.active.Load(),
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
