package bisect

import (
	"context"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/corral-go/corral/internal/corral"
	"github.com/corral-go/corral/internal/corral/result"
)

// Counter is a ladder of compilers made of an integer: a --cmd template
// with {n} (LLVM's -mllvm -opt-bisect-limit={n}, gcc's
// -fdbg-cnt=NAME:{n}), for n from From to To.
type Counter struct {
	Template string
	From, To int
}

// maxCounter bounds a counter's range: a bisect over it runs about
// log2 of it compilers a kind, and names every value (an LLVM -O2
// compile of a large file runs some tens of thousands of passes).
const maxCounter = 1_000_000

// ParseCounter reads --ladder TEMPLATE and --range A..B.
func ParseCounter(tmpl, rng string) (*Counter, error) {
	if !strings.Contains(tmpl, "{n}") {
		return nil, problemf(BadCounter, "--ladder %q has no {n}: the integer each compiler of the ladder is made of", tmpl)
	}
	a, b, ok := strings.Cut(rng, "..")
	from, err1 := strconv.Atoi(a)
	to, err2 := strconv.Atoi(b)
	switch {
	case !ok || err1 != nil || err2 != nil:
		return nil, problemf(BadCounter, "--range %q: want two integers, A..B", rng)
	case to <= from:
		return nil, problemf(BadCounter, "--range %q: the end must be past the start", rng)
	case uint64(to)-uint64(from) > maxCounter: // as unsigned: a span past int64 does not wrap
		return nil, problemf(BadCounter, "--range %q spans more than %d", rng, maxCounter)
	}
	return &Counter{Template: tmpl, From: from, To: to}, nil
}

// Cmd is the compiler of value n.
func (c *Counter) Cmd(n int) string { return strings.ReplaceAll(c.Template, "{n}", strconv.Itoa(n)) }

// Use makes opts bisect over the counter: compiler i is the template at
// From+i, named "n=VALUE", made when a step asks for it.
func (c *Counter) Use(opts *Options) error {
	if _, err := corral.ParseCmd(c.Cmd(c.From), opts.Dir); err != nil {
		return fmt.Errorf("--ladder: %w", err)
	}
	opts.Count = c.To - c.From + 1
	opts.Names = make([]string, opts.Count)
	for i := range opts.Names {
		opts.Names[i] = "n=" + strconv.Itoa(c.From+i)
	}
	opts.Compiler = func(_ context.Context, i int) (string, error) { return c.Cmd(c.From + i), nil }
	opts.Counter = c
	return nil
}

// passLine is how LLVM's opt-bisect names the n-th pass it runs.
var passLine = regexp.MustCompile(`^BISECT: running pass \((\d+)\) (.+)$`)

// nameSteps names each compiler of a counter that made kinds first by
// what its step n was, where the compiler printed it on its standard
// error (LLVM: "BISECT: running pass (n) NAME on FUNCTION"): that
// compiler is run once more on the example of one of its kinds, without
// the check's --normalize rules (which may well drop those lines, so
// that they are not compared).
func (b *bisector) nameSteps(ctx context.Context, ks []KindFound) error {
	c := b.opts.Counter
	named := map[int]bool{}
	for _, k := range ks {
		i := k.First
		if i <= 0 || named[i] {
			continue
		}
		named[i] = true
		b.at, b.doing = i, ", to name its step"
		if b.opts.OnRun != nil {
			b.opts.OnRun(i, b.opts.Count, b.opts.Names[i]+", to name its step", 1)
		}
		rep, err := b.checkCmd(ctx, c.Cmd(c.From+i), map[string]bool{k.Example: true}, true)
		if err != nil {
			return b.probeError(i, err)
		}
		b.out.NameRuns = append(b.out.NameRuns, rep.RunID)
		results, err := b.st.Results(ctx, rep.RunID)
		if err != nil {
			return err
		}
		if r, ok := results[k.Example]; ok {
			if step := stepOf(ctx, b.st, r, c.From+i); step != "" {
				b.out.Compilers[i] = fmt.Sprintf("n=%d: %s", c.From+i, step)
			}
		}
	}
	return nil
}

// stepOf finds what step n was in a result's standard error; "" when it
// does not say.
func stepOf(ctx context.Context, st corral.BlobReader, r result.Result, n int) string {
	if r.Stderr.Size == 0 {
		return ""
	}
	// The passes run before n are printed first: the whole of what a
	// limit of n printed, up to 64 MB.
	data, _, err := st.ReadBlob(ctx, r.Stderr.Hash, 64<<20)
	if err != nil {
		return ""
	}
	want := strconv.Itoa(n)
	for _, line := range strings.Split(string(data), "\n") {
		if m := passLine.FindStringSubmatch(strings.TrimSpace(line)); m != nil && m[1] == want {
			return m[2]
		}
	}
	return ""
}
