package report

import (
	"bufio"
	"context"
	"encoding/xml"
	"fmt"
	"io"
	"os"
	"path"
	"strconv"
	"strings"

	"github.com/corral-go/corral/internal/corral/result"
	"github.com/jstemmer/go-junit-report/v2/junit"
)

// JUnit writes the report in the JUnit XML format CI servers read: one
// testsuite, one testcase per file. Changed, new and missing files are
// failures carrying the diff (capped like the terminal's); timeouts and
// files that could not be started are errors. It is written one testcase
// at a time, the same XML go-junit-report's Testsuites.WriteXML writes for
// the whole suite, without holding the files of a streamed report.
func JUnit(ctx context.Context, w io.Writer, r *Report, v *View) error {
	if v == nil {
		v = &View{} // statuses and exit codes only
	}
	s := r.Summary
	failures, errs := s.Changed+s.Missing, s.Timeout+s.Error
	if r.Command == result.Check {
		failures += s.New
	}
	suites := xml.StartElement{Name: xml.Name{Local: "testsuites"}}
	for _, a := range []struct {
		name string
		n    int
	}{{"tests", s.Total}, {"errors", errs}, {"failures", failures}} {
		if a.n > 0 { // omitempty, as junit.Testsuites has them
			suites.Attr = append(suites.Attr, xml.Attr{Name: xml.Name{Local: a.name}, Value: strconv.Itoa(a.n)})
		}
	}
	suite := xml.StartElement{Name: xml.Name{Local: "testsuite"}}
	// In junit.Testsuite's order. The suite's file is SOURCE: Jenkins'
	// schema (junit-10.xsd of the xunit plugin) allows file on a
	// testsuite, not on a testcase.
	attrs := [][2]string{{"name", "corral " + string(r.Command)}, {"tests", strconv.Itoa(s.Total)}, {"failures", strconv.Itoa(failures)},
		{"errors", strconv.Itoa(errs)}, {"id", "0"}}
	if host, err := os.Hostname(); err == nil {
		attrs = append(attrs, [2]string{"hostname", host})
	}
	attrs = append(attrs, [2]string{"time", seconds(s.WallSeconds)})
	if c := r.Compared; c != nil {
		// As Ant's JUnit formatter writes it: local time, no zone.
		attrs = append(attrs, [2]string{"timestamp", c.Started.Local().Format("2006-01-02T15:04:05")}, [2]string{"file", xmlSafe(c.Source)})
	}
	for _, a := range attrs {
		suite.Attr = append(suite.Attr, xml.Attr{Name: xml.Name{Local: a[0]}, Value: a[1]})
	}
	bw := bufio.NewWriterSize(w, 64<<10)
	enc := xml.NewEncoder(bw)
	enc.Indent("", "\t")
	if err := enc.EncodeToken(suites); err != nil {
		return err
	}
	if err := enc.EncodeToken(suite); err != nil {
		return err
	}
	props := struct {
		Property []junit.Property `xml:"property"`
	}{r.Properties()}
	if err := enc.EncodeElement(props, xml.StartElement{Name: xml.Name{Local: "properties"}}); err != nil {
		return err
	}
	err := r.each(func(f *File) error {
		tc, err := v.testcase(ctx, r, f)
		if err != nil {
			return err
		}
		return enc.EncodeElement(tc, xml.StartElement{Name: xml.Name{Local: "testcase"}})
	})
	if err != nil {
		return fmt.Errorf("write the JUnit report: %w", err)
	}
	if err := enc.EncodeToken(suite.End()); err != nil {
		return err
	}
	if err := enc.EncodeToken(suites.End()); err != nil {
		return err
	}
	if err := enc.Flush(); err != nil {
		return err
	}
	bw.WriteByte('\n')
	return bw.Flush()
}

// Properties are what the run compared: the suite's <properties>.
func (r *Report) Properties() []junit.Property {
	props := []junit.Property{{Name: "corral.command", Value: string(r.Command)}, {Name: "corral.run", Value: strconv.FormatInt(r.RunID, 10)},
		{Name: "corral.jobs", Value: strconv.Itoa(r.Jobs)}, {Name: "corral.shard", Value: r.Shard}}
	if c := r.Compared; c != nil {
		props = append(props, junit.Property{Name: "corral.cmd", Value: c.Cmd})
		if c.BaselineCmd != "" {
			props = append(props, junit.Property{Name: "corral.baseline.cmd", Value: c.BaselineCmd})
		}
		props = append(props, junit.Property{Name: "corral.source", Value: c.Source}, junit.Property{Name: "corral.store", Value: c.Store})
	}
	for i := range props {
		props[i].Value = xmlSafe(props[i].Value)
	}
	return props
}

// testcase is one file's testcase.
func (v *View) testcase(ctx context.Context, r *Report, f *File) (junit.Testcase, error) {
	class := path.Dir(f.Path)
	tc := junit.Testcase{Name: Quote(f.Path), Classname: strings.ReplaceAll(class, "/", "."), Time: seconds(float64(f.DurationMS) / 1000)}
	switch f.Status {
	case Changed:
		lines, err := v.Diff(ctx, f)
		if err != nil {
			return tc, err
		}
		tc.Failure = &junit.Result{Message: "changed: " + strings.Join(f.Changed, ", "), Type: Changed,
			Data: xmlSafe(strings.Join(lines, "\n"))}
	case New:
		if r.Command == result.Check {
			tc.Failure = &junit.Result{Message: "new: not in the baseline (corral accept takes it)", Type: New}
		}
	case Missing:
		tc.Failure = &junit.Result{Message: "missing: in the baseline, not in the source", Type: Missing}
	case Timeout:
		tc.Error = &junit.Result{Message: fmt.Sprintf("timeout: killed after %.1fs", float64(f.DurationMS)/1000), Type: Timeout}
	case Error:
		tc.Error = &junit.Result{Message: "error: " + xmlSafe(f.Error), Type: Error}
	}
	return tc, nil
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
