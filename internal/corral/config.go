package corral

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"hash"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/corral-go/corral/internal/corral/compiler"
	"github.com/corral-go/corral/internal/corral/execute"
	"github.com/corral-go/corral/internal/corral/result"
)

// Config is what a run's results depend on. Every run keeps its own, and
// the baseline keeps the configuration of the record that made it whole,
// so that a check with no flags reruns it (see [BaselineConfig]).
type Config struct {
	Source    string   `json:"source"` // absolute, or "-" for a TAR on stdin
	Cmd       string   `json:"cmd"`
	Dir       string   `json:"dir"` // where a relative program in Cmd is found
	Outputs   []string `json:"outputs,omitempty"`
	Include   []string `json:"include,omitempty"`
	Exclude   []string `json:"exclude,omitempty"`
	Normalize []string `json:"normalize,omitempty"`
	Timeout   string   `json:"timeout,omitempty"` // a Go duration; "" for none
	// Textconv shows outputs as text in diffs and kinds; results do not
	// depend on it, so a check with other rules is no other setting.
	Textconv []string `json:"textconv,omitempty"`

	// What the run was, beside its settings: not compared with the
	// baseline's, and read by merge to check a set of shards.
	Shard    string `json:"shard,omitempty"`    // "K/N"; "" for all files
	Baseline string `json:"baseline,omitempty"` // a check's: fingerprint of the baseline it compared with
	Jobs     int    `json:"jobs,omitempty"`
	// Process is the process that ran it (see execute.Process), so that a run
	// left running by a killed corral is known as interrupted.
	Process string `json:"process,omitempty"`
	// SourceStamp identifies the source's content when the run started
	// (see sourceStamp): --resume refuses a source that changed since.
	SourceStamp string `json:"source_stamp,omitempty"`
	// A shard's: the run of the set it belongs to (see shard.RunID) and
	// the digest of the source it read, every entry and byte; a merge
	// refuses a set whose shards differ in either.
	RunID        string `json:"run_id,omitempty"`
	RunIDFrom    string `json:"run_id_from,omitempty"`
	SourceDigest string `json:"source_digest,omitempty"`
	// Balance is how a shard's files were placed: "cpu" by the baseline's
	// recorded CPU times (see shard.Balancer), "" by hash.
	Balance string `json:"balance,omitempty"`
	// Compiler is the content of what Cmd ran (see compiler.Of): a check
	// says when it changed under the same Cmd, and a merge refuses
	// shards that ran different compilers. Empty before corral kept it.
	Compiler compiler.Fingerprint `json:"compiler,omitempty"`
}

// ShardSetKey identifies what a set of shards must share: the settings
// that decide results and, for checks, the baseline they compared with;
// not where the source was, how many jobs ran, or which shard.
func (c Config) ShardSetKey() string {
	c.Source, c.Dir, c.Jobs, c.Shard, c.Textconv, c.Process, c.SourceStamp = "", "", 0, "", nil, "", ""
	c.RunID, c.RunIDFrom, c.SourceDigest, c.Compiler = "", "", "", nil
	b, _ := json.Marshal(c)
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:8])
}

// pinnedFingerprint identifies a pinned baseline by its files and
// results, read in path order from the store.
func pinnedFingerprint(ctx context.Context, pin PinnedBaseline) (string, error) {
	f := newFingerprint()
	// Run 0 has no results: every pair is one of the baseline's alone.
	err := pin.Compare(ctx, 0, func(_, base *result.Result, _ bool) error {
		f.add(base)
		return nil
	})
	if err != nil {
		return "", fmt.Errorf("read the baseline: %w", err)
	}
	return f.sum(), nil
}

// fingerprint is the hash of a baseline's results, added in path order.
type fingerprint struct{ h hash.Hash }

func newFingerprint() fingerprint { return fingerprint{sha256.New()} }

func (f fingerprint) add(r *result.Result) {
	fmt.Fprintf(f.h, "%q %s %d %s %s %s", r.Path, r.Status, r.ExitCode, r.Signal, r.Stdout.Hash, r.Stderr.Hash)
	for _, o := range r.Outputs {
		fmt.Fprintf(f.h, " %q %v %s", o.Name, o.Missing, o.Hash)
	}
	fmt.Fprintln(f.h)
}

func (f fingerprint) sum() string { return hex.EncodeToString(f.h.Sum(nil)[:8]) }

// config returns the configuration opts run with.
func (o *Options) config() Config {
	c := Config{Source: o.Source, Cmd: o.Cmd, Dir: o.Dir, Outputs: o.Outputs, Include: o.Include, Exclude: o.Exclude, Normalize: o.Normalize, Textconv: o.Report.Textconv}
	if c.Source != "-" && c.Source != "" {
		if abs, err := filepath.Abs(c.Source); err == nil {
			c.Source = abs
		}
	}
	if o.Timeout > 0 {
		c.Timeout = o.Timeout.String()
	}
	return c
}

// apply sets in opts every setting of c that set does not name: a flag
// given on the command line overrides the baseline's setting, the others
// are the baseline's. The names are the flags': "cmd", "output",
// "include", "exclude", "normalize", "textconv", "timeout", "source".
func (c *Config) apply(opts *Options, given Given) error {
	if !given.Cmd {
		opts.Cmd, opts.Dir = c.Cmd, c.Dir
	}
	if !given.Outputs {
		opts.Outputs = c.Outputs
	}
	if !given.Include {
		opts.Include = c.Include
	}
	if !given.Exclude {
		opts.Exclude = c.Exclude
	}
	if !given.Normalize {
		opts.Normalize = c.Normalize
	}
	if !given.Textconv {
		opts.Report.Textconv = c.Textconv
	}
	if !given.Timeout && c.Timeout != "" {
		d, err := time.ParseDuration(c.Timeout)
		if err != nil {
			return fmt.Errorf("the baseline's timeout %q: %w", c.Timeout, err)
		}
		opts.Timeout = d
	}
	if !given.Source {
		if c.Source == "-" {
			return ErrStdinSource
		}
		opts.Source = c.Source
	}
	return nil
}

// Differences lists the settings in which c differs from base, one
// "--flag: this (baseline: that)" each.
func (c Config) Differences(base Config) []string {
	var out []string
	add := func(flag string, now, was []string) {
		if !slices.Equal(now, was) {
			out = append(out, fmt.Sprintf("%s %s (baseline: %s)", flag, quoteAll(now), quoteAll(was)))
		}
	}
	add("SOURCE", []string{c.Source}, []string{base.Source})
	add("--cmd", []string{c.Cmd}, []string{base.Cmd})
	add("--output", c.Outputs, base.Outputs)
	add("--include", c.Include, base.Include)
	add("--exclude", c.Exclude, base.Exclude)
	add("--normalize", c.Normalize, base.Normalize)
	add("--timeout", []string{c.Timeout}, []string{base.Timeout})
	return out
}

// sameSelection reports whether c and base select the same files.
func (c Config) sameSelection(base Config) bool {
	return slices.Equal(c.Include, base.Include) && slices.Equal(c.Exclude, base.Exclude)
}

// quoteAll quotes each of v for a shell; "none" for no value.
func quoteAll(v []string) string {
	if len(v) == 0 || len(v) == 1 && v[0] == "" {
		return "none"
	}
	q := make([]string, len(v))
	for i, s := range v {
		q[i] = "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
	}
	return strings.Join(q, " ")
}

// BaselineConfig returns the configuration the baseline was recorded
// with, or nil when there is none (no record yet, or a store from before
// corral kept it).
func BaselineConfig(ctx context.Context, st BaselineReader) (*Config, error) {
	raw, err := st.BaselineConfig(ctx)
	if err != nil || raw == "" {
		return nil, err
	}
	var c Config
	if err := json.Unmarshal([]byte(raw), &c); err != nil {
		return nil, fmt.Errorf("the baseline's configuration: %w", err)
	}
	return &c, nil
}

// RunConfig decodes a run's configuration; nil for a run made before
// corral kept it.
func RunConfig(raw string) *Config {
	var c Config
	if raw == "" || json.Unmarshal([]byte(raw), &c) != nil {
		return nil
	}
	return &c
}

// Shown are the settings that the diffs of a run made with c are shown
// with: the --textconv rules, and the --timeout that bounds each of their
// conversions.
func (c *Config) Shown() (textconv []string, timeout time.Duration) {
	// Checked when the run was made: a timeout that does not parse is
	// none, and the conversions take textconv.DefaultTimeout.
	timeout, _ = time.ParseDuration(c.Timeout)
	return c.Textconv, timeout
}

// Killed reports whether run is left "running" by a process that is gone:
// it was killed, and is interrupted in all but name.
func Killed(run result.Run) bool {
	if run.State != result.Running {
		return false
	}
	c := RunConfig(run.Config)
	return c != nil && execute.Gone(c.Process)
}
