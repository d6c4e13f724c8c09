package corral

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"slices"
	"strings"

	"github.com/corral-go/corral/internal/corral/normalize"
	"github.com/corral-go/corral/internal/corral/result"
)

// Hints after a check: changes that are the user's doing, not the
// compiler's, said as such with what to do.

// normalizeSample bounds the changed files normalizeWarning looks at, and
// normalizeMax the size of each stream it reads.
const (
	normalizeSample = 20
	normalizeMax    = 8 << 20
)

// wantsNormalizeHint says whether normalizeWarning may have something
// to say: a check whose --normalize rules are not the baseline's.
func (p *Pipeline) wantsNormalizeHint() bool {
	return p.name == result.Check && !p.rules.Empty() && p.base != nil && !slices.Equal(p.base.Normalize, p.cfg.Normalize)
}

// normalizeWarning says when changed files differ only because this
// check's --normalize rules are not the baseline's: the baseline's
// streams and outputs of a sample of changed files (sample: the first
// normalizeSample in path order, each now and in the baseline),
// rewritten by this check's rules, equal this check's.
func normalizeWarning(ctx context.Context, st Store, p *Pipeline, sample [][2]result.Result) string {
	if !p.wantsNormalizeHint() || len(sample) == 0 {
		return ""
	}
	only := 0
	for _, pair := range sample {
		if differsOnlyByRules(ctx, st, p, pair[0], pair[1]) {
			only++
		}
	}
	if only == 0 {
		return ""
	}
	var flags []string
	for _, r := range p.cfg.Normalize {
		flags = append(flags, "--normalize "+quoteAll([]string{r}))
	}
	return fmt.Sprintf("%d of %d changed files looked at differ only because the baseline was not normalized with this check's --normalize %s (baseline: %s): record again with them (corral record %s ...) so that both sides are, or check without them",
		only, len(sample), quoteAll(p.cfg.Normalize), quoteAll(p.base.Normalize), strings.Join(flags, " "))
}

// unusedRuleWarning says which --normalize rules rewrote no line of a
// run's ran results: a rule written for the whole output ('\s*#.*$=' read
// as the end of the output) or for another compiler's.
func unusedRuleWarning(rules *normalize.Rules, ran int) string {
	unused := rules.Unused()
	if ran == 0 || len(unused) == 0 {
		return ""
	}
	return fmt.Sprintf("--normalize %s rewrote no line of the %d files' streams and outputs: a rule applies to each line, ^ and $ at its ends; try it on an output with grep -E",
		quoteAll(unused), ran)
}

// sameResult reports whether two results store the same streams and
// outputs.
func sameResult(a, b result.Result) bool {
	return a.ExitCode == b.ExitCode && a.Stdout.Hash == b.Stdout.Hash && a.Stderr.Hash == b.Stderr.Hash &&
		slices.Equal(a.Outputs, b.Outputs)
}

// differsOnlyByRules reports whether base, its streams and outputs
// rewritten by p's rules, is cur.
func differsOnlyByRules(ctx context.Context, st Store, p *Pipeline, cur, base result.Result) bool {
	if cur.ExitCode != base.ExitCode || len(cur.Outputs) != len(base.Outputs) {
		return false
	}
	same := func(h result.Hash, want result.Hash) bool {
		if h == want {
			return true
		}
		b, cut, err := st.ReadBlob(ctx, h, normalizeMax)
		if err != nil || cut {
			return false
		}
		var out bytes.Buffer
		if err := p.rules.Apply(&out, bytes.NewReader(b)); err != nil {
			return false
		}
		return sha256.Sum256(out.Bytes()) == want
	}
	if !same(base.Stdout.Hash, cur.Stdout.Hash) || !same(base.Stderr.Hash, cur.Stderr.Hash) {
		return false
	}
	for i, o := range cur.Outputs {
		b := base.Outputs[i]
		if o.Name != b.Name || o.Missing != b.Missing {
			return false
		}
		if o.Missing || o.Hash == b.Hash {
			continue
		}
		var oh, bh result.Hash
		x, err1 := hex.DecodeString(o.Hash)
		y, err2 := hex.DecodeString(b.Hash)
		if err1 != nil || err2 != nil || len(x) != len(oh) || len(y) != len(bh) {
			return false
		}
		copy(oh[:], x)
		copy(bh[:], y)
		if !same(bh, oh) {
			return false
		}
	}
	return true
}

// configWarnings says how this run's configuration differs from the
// baseline's. A store from before corral kept configurations is compared
// by its --normalize rules alone.
func configWarnings(ctx context.Context, st Store, p *Pipeline) ([]string, error) {
	if p.base == nil {
		if p.name == result.Check {
			return ruleWarnings(ctx, st, p.rules)
		}
		return nil, nil
	}
	cfg := p.cfg
	if p.partial {
		// Running a selection is what a partial record is for; the
		// summary says what it kept.
		cfg.Include, cfg.Exclude = p.base.Include, p.base.Exclude
	}
	diff := cfg.Differences(*p.base)
	if len(diff) == 0 {
		return nil, nil
	}
	switch {
	case p.name == result.Check:
		return []string{"this check's settings differ from the baseline's: " + strings.Join(diff, "; ")}, nil
	case p.partial:
		return []string{"this record of a selection of the baseline's files has settings that differ from the baseline's: " +
			strings.Join(diff, "; ") + "; the baseline keeps its settings (--replace makes this record the whole baseline)"}, nil
	}
	return []string{"the baseline's settings change: " + strings.Join(diff, "; ")}, nil
}

// ruleWarnings warns when the baseline was made with other --normalize
// rules: outputs would then differ for no reason of the compiler's.
func ruleWarnings(ctx context.Context, st Store, rules *normalize.Rules) ([]string, error) {
	base, err := st.BaselineRules(ctx)
	if err != nil {
		return nil, err
	}
	show := func(r string) string {
		if r == "" {
			return "none"
		}
		return strings.ReplaceAll(r, "\n", " ")
	}
	for _, b := range base {
		if b != rules.String() {
			return []string{fmt.Sprintf("the baseline was made with --normalize rules %s, this check uses %s", show(b), show(rules.String()))}, nil
		}
	}
	return nil, nil
}
