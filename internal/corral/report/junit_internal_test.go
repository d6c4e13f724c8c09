package report

import (
	"bytes"
	"context"
	"os"
	"testing"
	"time"

	"github.com/corral-go/corral/internal/corral/result"
	"github.com/jstemmer/go-junit-report/v2/junit"
)

// TestJUnitIsWhatTheLibraryWrites: JUnit writes one testcase at a
// time, and must give the bytes go-junit-report writes for the whole
// suite, counts included, for a check and for a record.
func TestJUnitIsWhatTheLibraryWrites(t *testing.T) {
	ctx := context.Background()
	cur := map[string]result.Result{
		"a.c":       {Path: "a.c", Status: result.Ran},
		"b/new.c":   {Path: "b/new.c", Status: result.Ran, ExitCode: 2},
		"c.c":       {Path: "c.c", Status: result.Timeout, ExitCode: -1},
		"d.c":       {Path: "d.c", Status: result.Failed, Error: "exec: <nope> & \x01"},
		"e.c":       {Path: "e.c", Status: result.Missing},
		"f\xffg.c":  {Path: "f\xffg.c", Status: result.Ran, ExitCode: 1},
		"same/s.c":  {Path: "same/s.c", Status: result.Ran},
		"same/s2.c": {Path: "same/s2.c", Status: result.Ran},
	}
	base := map[string]result.Result{
		"a.c": {Path: "a.c", Status: result.Ran, ExitCode: 1}, "e.c": {Path: "e.c", Status: result.Ran},
		"f\xffg.c": {Path: "f\xffg.c", Status: result.Ran, ExitCode: 1}, "same/s.c": {Path: "same/s.c", Status: result.Ran},
		"same/s2.c": {Path: "same/s2.c", Status: result.Ran},
	}
	for _, command := range []result.Command{result.Check, result.Record} {
		r := Build(command, cur, base, nil, 1500e6)
		r.RunID, r.Jobs, r.Shard = 7, 4, "all"
		r.Compared = &Compared{Cmd: "cc -O2 {}", BaselineCmd: "cc {}", Source: "/src/a & <b>.tar", Store: "corral.db",
			Started: time.Date(2026, 11, 25, 7, 30, 0, 0, time.Local)}
		p := &Printer{}
		var got, want bytes.Buffer
		if err := JUnit(ctx, &got, r, &p.View); err != nil {
			t.Fatal(err)
		}
		host, _ := os.Hostname()
		suite := junit.Testsuite{Name: "corral " + string(command), Time: seconds(r.Summary.WallSeconds), Hostname: host,
			Timestamp: "2026-11-25T07:30:00", File: "/src/a & <b>.tar"}
		for _, p := range r.Properties() {
			suite.AddProperty(p.Name, p.Value)
		}
		for i := range r.Files {
			tc, err := p.testcase(ctx, r, &r.Files[i])
			if err != nil {
				t.Fatal(err)
			}
			suite.AddTestcase(tc)
		}
		var suites junit.Testsuites
		suites.AddSuite(suite)
		if err := suites.WriteXML(&want); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got.Bytes(), want.Bytes()) {
			t.Errorf("%s: JUnit wrote\n%s\ngo-junit-report writes\n%s", command, got.Bytes(), want.Bytes())
		}
	}
}
