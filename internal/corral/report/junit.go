package report

import (
	"context"
	"fmt"
	"io"
	"path"
	"strings"

	"github.com/jstemmer/go-junit-report/v2/junit"
)

// WriteJUnit writes the report in the JUnit XML format CI servers read: one
// testsuite, one testcase per file. Changed, new and missing files are
// failures carrying the diff (capped like the terminal's); timeouts and
// files that could not be started are errors.
func (p *Printer) WriteJUnit(ctx context.Context, w io.Writer, r *Report) error {
	suite := junit.Testsuite{Name: "corral " + r.Command, Time: seconds(r.Summary.WallSeconds)}
	for i := range r.Files {
		f := &r.Files[i]
		class := path.Dir(f.Path)
		tc := junit.Testcase{Name: Quote(f.Path), Classname: strings.ReplaceAll(class, "/", "."), Time: seconds(float64(f.DurationMS) / 1000)}
		switch f.Status {
		case Changed:
			lines, err := p.Diff(ctx, f)
			if err != nil {
				return err
			}
			tc.Failure = &junit.Result{Message: "changed: " + strings.Join(f.Changed, ", "), Type: Changed,
				Data: xmlSafe(strings.Join(lines, "\n"))}
		case New:
			if r.Command == "check" {
				tc.Failure = &junit.Result{Message: "new: not in the baseline (corral accept takes it)", Type: New}
			}
		case Missing:
			tc.Failure = &junit.Result{Message: "missing: in the baseline, not in the source", Type: Missing}
		case Timeout:
			tc.Error = &junit.Result{Message: fmt.Sprintf("timeout: killed after %.1fs", float64(f.DurationMS)/1000), Type: Timeout}
		case Error:
			tc.Error = &junit.Result{Message: "error: " + xmlSafe(f.Error), Type: Error}
		}
		suite.AddTestcase(tc)
	}
	var suites junit.Testsuites
	suites.AddSuite(suite)
	return suites.WriteXML(w)
}

func seconds(s float64) string { return fmt.Sprintf("%.3f", s) }

// xmlSafe replaces the characters XML 1.0 cannot carry, even in CDATA.
func xmlSafe(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r == '\t' || r == '\n' || r == '\r':
			return r
		case r < 0x20 || r == 0xFFFE || r == 0xFFFF:
			return '\uFFFD'
		}
		return r
	}, s)
}
