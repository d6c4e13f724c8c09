// Package normalize rewrites job output before it is stored and compared,
// so that timestamps, temporary paths and the like do not count as changes.
//
// A rule is REGEX=REPLACEMENT: Go regexp (RE2) syntax, split at the first '='
// not escaped by a backslash ('\=' matches a literal '='), and a replacement
// that may use $1 or ${name} as in [regexp.Regexp.ReplaceAll]. Rules apply in
// order to each line without its newline, as sed's and a diff script's do:
// ^ and $ match at the line's ends ('\s*#.*$=' cuts a comment), and no rule
// sees or makes a newline. A line longer than [MaxLine] is treated in
// pieces of that size, so a stream of any size is normalised in bounded
// memory. Each rule counts the lines it rewrote (see Unused).
package normalize

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strings"
	"sync/atomic"
)

// MaxLine is the longest line normalised as one piece.
const MaxLine = 1 << 20

// Rules is an ordered list of rewrite rules. The zero value rewrites nothing.
type Rules struct {
	specs []string
	res   []*regexp.Regexp
	repl  [][]byte
	// hits counts, per rule, the lines it rewrote: Apply runs on many
	// jobs' streams at once, so they are atomic.
	hits []atomic.Int64
}

// Parse parses rules of the form REGEX=REPLACEMENT.
func Parse(specs []string) (*Rules, error) {
	r := &Rules{}
	for _, spec := range specs {
		i := splitAt(spec)
		if i < 0 {
			return nil, fmt.Errorf("normalize rule %q: want REGEX=REPLACEMENT", spec)
		}
		re, err := regexp.Compile(spec[:i])
		if err != nil {
			return nil, fmt.Errorf("normalize rule %q: %w", spec, err)
		}
		if re.MatchString("") {
			return nil, fmt.Errorf("normalize rule %q: the pattern matches the empty string", spec)
		}
		r.specs = append(r.specs, spec)
		r.res = append(r.res, re)
		r.repl = append(r.repl, []byte(spec[i+1:]))
	}
	r.hits = make([]atomic.Int64, len(r.res))
	return r, nil
}

// Unused returns the rules, as given, that have rewritten no line since
// they were parsed.
func (r *Rules) Unused() []string {
	if r == nil {
		return nil
	}
	var out []string
	for i := range r.res {
		if r.hits[i].Load() == 0 {
			out = append(out, r.specs[i])
		}
	}
	return out
}

// splitAt returns the index of the first '=' not preceded by a backslash.
func splitAt(s string) int {
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '\\':
			i++
		case '=':
			return i
		}
	}
	return -1
}

// Empty reports whether there are no rules.
func (r *Rules) Empty() bool { return r == nil || len(r.res) == 0 }

// String returns the rules as given, one per line: what a baseline records.
func (r *Rules) String() string {
	if r == nil {
		return ""
	}
	return strings.Join(r.specs, "\n")
}

// Apply copies src to dst, rewriting each line.
func (r *Rules) Apply(dst io.Writer, src io.Reader) error {
	br := bufio.NewReaderSize(src, MaxLine)
	bw := bufio.NewWriterSize(dst, 64<<10)
	for {
		line, err := br.ReadSlice('\n')
		if len(line) > 0 {
			text, nl := bytes.CutSuffix(line, []byte("\n"))
			for i, re := range r.res {
				if re.Match(text) {
					text = re.ReplaceAll(text, r.repl[i])
					r.hits[i].Add(1)
				}
			}
			if _, werr := bw.Write(text); werr != nil {
				return werr
			}
			if nl {
				if werr := bw.WriteByte('\n'); werr != nil {
					return werr
				}
			}
		}
		switch {
		case err == nil, errors.Is(err, bufio.ErrBufferFull):
		case err == io.EOF:
			return bw.Flush()
		default:
			return err
		}
	}
}
