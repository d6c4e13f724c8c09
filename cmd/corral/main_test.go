package main

import (
	"archive/tar"
	"bufio"
	"bytes"
	"crypto/sha256"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	junitparser "github.com/joshdk/go-junit"
	"github.com/klauspost/compress/zstd"
	"github.com/rivo/uniseg"
	"github.com/rogpeppe/go-internal/testscript"
	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/corral-go/corral/internal/corral/report"
	_ "modernc.org/sqlite"

	"github.com/corral-go/corral/internal/cmdline"
	"github.com/corral-go/corral/internal/demo/corpus"
	fscli "github.com/corral-go/corral/internal/fs/cli"
	labcli "github.com/corral-go/corral/internal/lab/cli"
)

func TestMain(m *testing.M) {
	cmds := map[string]func(){
		"corral": main,
		"fakecc": fakecc,
		// The other programs of the module, for the scripts that check
		// their command lines (cliusage.txtar).
		"gencorpus":  func() { os.Exit(corpus.Main(os.Args[1:], os.Stdout, os.Stderr)) },
		"corral-lab": func() { cmdline.Main(labcli.Run, labcli.ExitCode) },
		"corral-fs":  func() { cmdline.Main(fscli.Run, fscli.ExitCode) },
	}
	if _, asCommand := cmds[filepath.Base(os.Args[0])]; !asCommand {
		// bcom, the demo compiler, runs as a binary of its own, built
		// here without -race: as this test binary it paid the race
		// runtime's start for every job, and a 150-file check took
		// minutes under 'make test'. It is the compiler under test, not
		// corral.
		dir, err := os.MkdirTemp("", "corral-test-bin-")
		if err != nil {
			panic(err)
		}
		if out, err := exec.Command("go", "build", "-o", filepath.Join(dir, "bcom"), "github.com/corral-go/corral/cmd/bcom").CombinedOutput(); err != nil {
			panic("build bcom: " + string(out))
		}
		os.Setenv("PATH", dir+string(os.PathListSeparator)+os.Getenv("PATH"))
		testscript.Main(cleanup{m, dir}, cmds) // exits
	}
	testscript.Main(m, cmds)
}

// cleanup runs the tests, then removes dir: testscript.Main exits.
type cleanup struct {
	m   *testing.M
	dir string
}

func (c cleanup) Run() int {
	defer os.RemoveAll(c.dir)
	return c.m.Run()
}

// TestScripts runs the end-to-end scripts in testdata/script: corral as a
// user runs it, with real processes, files and TARs.
func TestScripts(t *testing.T) {
	t.Parallel()
	testscript.Run(t, testscript.Params{
		Dir:   "testdata/script",
		Setup: ownMemDir,
		// [cpus2]: this process may run on two CPUs or more.
		Condition: func(cond string) (bool, error) {
			if cond == "cpus2" {
				return runtime.NumCPU() >= 2, nil
			}
			return false, fmt.Errorf("unknown condition %q", cond)
		},
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){
			"status":       cmdStatus,
			"gone":         cmdGone,
			"maxrss":       cmdMaxRSS,
			"mktar":        cmdMktar,
			"mkcorpus":     cmdGencorpus,
			"waitfile":     cmdWaitFile,
			"junit":        cmdJUnit,
			"samefiles":    cmdSameFiles,
			"damage":       cmdDamage,
			"sqlite":       cmdSQLite,
			"lines-before": cmdLinesBefore,
			"linecount":    cmdLineCount,
			"jsonschema":   cmdJSONSchema,
			"samejson":     cmdSameJSON,
			"junitxsd":     cmdJUnitXSD,
			"hintflags":    cmdHintFlags,
			"maxwidth":     cmdMaxWidth,
			"bisectcounts": cmdBisectCounts,
		},
	})
}

// ownMemDir gives each script a memory-backed directory of its own, as
// CORRAL_MEMDIR, removed when the script ends. The scripts run in
// parallel, beside other packages' tests: with one /dev/shm between them,
// a run's sweep found what another script's killed corral had left and
// warned of it, and a script that wanted no warning failed (CI, stop 68).
//
// The directories are named for this test process, and those of test
// processes that are gone (killed at -timeout, before their cleanups ran)
// are removed first: no run's sweep looks inside them.
func ownMemDir(env *testscript.Env) error {
	if st, err := os.Stat(workspaceMemDir); err != nil || !st.IsDir() {
		return nil // no tmpfs here: the scripts place on disk
	}
	staleMemDirs.Do(removeStaleMemDirs)
	dir, err := os.MkdirTemp(workspaceMemDir, fmt.Sprintf("corral-test-mem-%d-", os.Getpid()))
	if err != nil {
		return nil // full or read-only: likewise
	}
	env.Setenv("CORRAL_MEMDIR", dir)
	env.Defer(func() { os.RemoveAll(dir) })
	return nil
}

// workspaceMemDir is the tmpfs the scripts' memory dirs are made in.
const workspaceMemDir = "/dev/shm"

var staleMemDirs sync.Once

// removeStaleMemDirs removes the scripts' memory dirs whose test process
// is gone.
func removeStaleMemDirs() {
	ents, _ := os.ReadDir(workspaceMemDir)
	for _, e := range ents {
		rest, ok := strings.CutPrefix(e.Name(), "corral-test-mem-")
		pid, err := strconv.Atoi(strings.SplitN(rest, "-", 2)[0])
		if !ok || err != nil || pid <= 0 || pid == os.Getpid() {
			continue
		}
		if syscall.Kill(pid, 0) == syscall.ESRCH {
			os.RemoveAll(filepath.Join(workspaceMemDir, e.Name()))
		}
	}
}

// status N[,M...] CMD ARGS... runs a command and requires one of the exit
// statuses listed; its output can be matched with stdout and stderr after.
func cmdStatus(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) < 2 {
		ts.Fatalf("usage: status N command [args...]")
	}
	allowed := map[int]bool{}
	for _, a := range strings.Split(args[0], ",") {
		n, err := strconv.Atoi(a)
		if err != nil {
			ts.Fatalf("status: bad exit status %q", args[0])
		}
		allowed[n] = true
	}
	got := 0
	if err := ts.Exec(args[1], args[2:]...); err != nil {
		var ee *exec.ExitError
		if !errors.As(err, &ee) {
			ts.Fatalf("status: %v", err)
		}
		got = ee.ExitCode()
	}
	if !allowed[got] {
		ts.Fatalf("%s exited with status %d, want %s\nstderr:\n%s", args[1], got, args[0], ts.ReadFile("stderr"))
	}
}

// gone PIDFILE requires that the process whose pid is in PIDFILE has ended.
func cmdGone(ts *testscript.TestScript, neg bool, args []string) {
	if len(args) != 1 {
		ts.Fatalf("usage: gone pidfile")
	}
	pid, err := strconv.Atoi(strings.TrimSpace(ts.ReadFile(args[0])))
	if err != nil {
		ts.Fatalf("gone: %v", err)
	}
	// Corral kills and reaps what a job left before it moves on or
	// exits, so a process it contained is gone at the first look. Keep
	// the deadline short: unlike waitfile's, a longer one loosens the
	// check, since a leaked process that ends on its own within it passes.
	deadline := time.Now().Add(5 * time.Second)
	for {
		alive := syscall.Kill(pid, 0) == nil && !zombie(pid)
		if alive == neg {
			return
		}
		if time.Now().After(deadline) {
			ts.Fatalf("process %d: alive=%v", pid, alive)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// zombie reports whether pid has exited but not been reaped yet.
func zombie(pid int) bool {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return true
	}
	s := string(b)
	i := strings.LastIndexByte(s, ')')
	return i >= 0 && i+2 < len(s) && s[i+2] == 'Z'
}

// maxrss MB CMD ARGS... runs a command that must succeed and requires that
// its peak resident memory grew by less than MB megabytes over the
// command's own floor: the peak of CMD --version, run the same way. The
// floor is the binary and its runtime (this test binary's, which grows
// with every package it links, and several times over under the race
// detector); what a run holds of its input is the growth.
func cmdMaxRSS(ts *testscript.TestScript, neg bool, args []string) {
	if len(args) < 2 {
		ts.Fatalf("usage: maxrss MB command [args...]")
	}
	limit, err := strconv.Atoi(args[0])
	if err != nil {
		ts.Fatalf("maxrss: %v", err)
	}
	path, err := exec.LookPath(args[1])
	if err != nil {
		ts.Fatalf("maxrss: %v", err)
	}
	peak := func(argv ...string) int64 {
		cmd := exec.Command(path, argv...)
		cmd.Dir = ts.Getenv("WORK")
		cmd.Env = append(os.Environ(), "PATH="+ts.Getenv("PATH"), "HOME="+ts.Getenv("HOME"))
		out, err := cmd.CombinedOutput()
		if err != nil {
			ts.Fatalf("maxrss: %s: %v\n%s", args[1], err, out)
		}
		return cmd.ProcessState.SysUsage().(*syscall.Rusage).Maxrss / 1024 // KiB to MiB
	}
	floor := peak("--version")
	rss := peak(args[2:]...)
	ts.Logf("%s: max RSS %d MiB, %d MiB over its floor (%s --version: %d MiB)", args[1], rss, rss-floor, args[1], floor)
	if rss-floor >= int64(limit) {
		ts.Fatalf("max RSS of %s was %d MiB, %d MiB over its floor of %d MiB; want under %d MiB over it", args[1], rss, rss-floor, floor, limit)
	}
}

// mktar OUT [DIR] [NAME:file:CONTENT | NAME:symlink:TARGET | NAME:hardlink:TARGET]...
// writes a TAR made in Go: the tree DIR (paths relative to DIR) followed by
// the raw entries, which may be hostile. \xNN in an entry is the byte NN.
func cmdMktar(ts *testscript.TestScript, neg bool, args []string) {
	if len(args) < 1 {
		ts.Fatalf("usage: mktar out.tar [dir] [entries...]")
	}
	f, err := os.Create(ts.MkAbs(args[0]))
	ts.Check(err)
	bw := bufio.NewWriter(f)
	tw := tar.NewWriter(bw)
	for _, a := range args[1:] {
		parts := strings.SplitN(hexEscapes.ReplaceAllStringFunc(a, func(m string) string {
			b, _ := strconv.ParseUint(m[2:], 16, 8)
			return string([]byte{byte(b)})
		}), ":", 3)
		if len(parts) == 3 {
			hdr := &tar.Header{Name: parts[0], Mode: 0o644, Linkname: parts[2]}
			switch parts[1] {
			case "file":
				hdr.Typeflag, hdr.Size, hdr.Linkname = tar.TypeReg, int64(len(parts[2])), ""
			case "symlink":
				hdr.Typeflag = tar.TypeSymlink
			case "hardlink":
				hdr.Typeflag = tar.TypeLink
			default:
				ts.Fatalf("mktar: bad entry %q", a)
			}
			ts.Check(tw.WriteHeader(hdr))
			if hdr.Typeflag == tar.TypeReg {
				_, err := tw.Write([]byte(parts[2]))
				ts.Check(err)
			}
			continue
		}
		dir := ts.MkAbs(a)
		ts.Check(filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return err
			}
			rel, _ := filepath.Rel(dir, p)
			b, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			if err := tw.WriteHeader(&tar.Header{Name: filepath.ToSlash(rel), Mode: 0o644, Size: int64(len(b)), Typeflag: tar.TypeReg}); err != nil {
				return err
			}
			_, err = tw.Write(b)
			return err
		}))
	}
	ts.Check(tw.Close())
	ts.Check(bw.Flush())
	ts.Check(f.Close())
}

var hexEscapes = regexp.MustCompile(`\\x[0-9a-fA-F]{2}`)

// mkcorpus OUT FILES BYTES writes a bcom corpus.
func cmdGencorpus(ts *testscript.TestScript, neg bool, args []string) {
	if len(args) != 3 {
		ts.Fatalf("usage: mkcorpus out.tar files bytes")
	}
	n, _ := strconv.Atoi(args[1])
	size, _ := strconv.ParseInt(args[2], 10, 64)
	f, err := os.Create(ts.MkAbs(args[0]))
	ts.Check(err)
	bw := bufio.NewWriter(f)
	_, err = corpus.Write(bw, corpus.Config{Files: n, Bytes: size, Seed: 7, ErrorRate: 0.05, StepRate: 0.3})
	ts.Check(err)
	ts.Check(bw.Flush())
	ts.Check(f.Close())
}

// waitfile [-timeout DURATION] FILE... waits until each FILE exists and
// is not empty: a pid file written, a job started. A FILE with glob
// characters waits for any file it matches. It fails after DURATION (60s
// unless given), which only a broken run reaches: the scripts wait for
// what they test instead of sleeping, so a loaded machine makes them
// slower, never wrong, and a quiet one passes at once.
func cmdWaitFile(ts *testscript.TestScript, neg bool, args []string) {
	if neg {
		ts.Fatalf("unsupported: ! waitfile")
	}
	timeout := 60 * time.Second
	if len(args) >= 2 && args[0] == "-timeout" {
		d, err := time.ParseDuration(args[1])
		ts.Check(err)
		timeout, args = d, args[2:]
	}
	if len(args) == 0 {
		ts.Fatalf("usage: waitfile [-timeout DURATION] FILE...")
	}
	start := time.Now()
	for _, name := range args {
		for !nonEmptyMatch(ts.MkAbs(name)) {
			if time.Since(start) > timeout {
				ts.Fatalf("waitfile: no %s, or only an empty one, after %v", name, timeout)
			}
			time.Sleep(10 * time.Millisecond)
		}
	}
	ts.Logf("waitfile: %s after %v", strings.Join(args, " "), time.Since(start).Round(time.Millisecond))
}

// nonEmptyMatch reports whether a file that pattern matches is not empty.
func nonEmptyMatch(pattern string) bool {
	matches, _ := filepath.Glob(pattern)
	for _, m := range matches {
		if info, err := os.Stat(m); err == nil && info.Size() > 0 {
			return true
		}
	}
	return false
}

// junit FILE TESTS FAILED ERRORS [NAME TEXT] reads FILE back with a JUnit
// parser and checks its totals and, optionally, that testcase NAME's
// failure carries TEXT.
func cmdJUnit(ts *testscript.TestScript, neg bool, args []string) {
	if len(args) != 4 && len(args) != 6 {
		ts.Fatalf("usage: junit file tests failed errors [name text]")
	}
	suites, err := junitparser.IngestFile(ts.MkAbs(args[0]))
	ts.Check(err)
	if len(suites) != 1 {
		ts.Fatalf("junit: %d suites, want 1", len(suites))
	}
	s := suites[0]
	s.Aggregate()
	got := fmt.Sprintf("%d %d %d", s.Totals.Tests, s.Totals.Failed, s.Totals.Error)
	if want := strings.Join(args[1:4], " "); got != want {
		ts.Fatalf("junit totals (tests failed errors): got %s, want %s", got, want)
	}
	if len(args) == 6 {
		for _, t := range s.Tests {
			if t.Name != args[4] {
				continue
			}
			body := t.Message
			if e, ok := t.Error.(junitparser.Error); ok {
				body += "\n" + e.Body
			}
			if !strings.Contains(body, args[5]) {
				ts.Fatalf("junit: testcase %s does not mention %q:\n%s", args[4], args[5], body)
			}
			return
		}
		ts.Fatalf("junit: no testcase %s", args[4])
	}
}

// samefiles A.json B.json requires two JSON reports to give every file the
// same status, exit codes and list of changes, and to have the same counts.
func cmdSameFiles(ts *testscript.TestScript, neg bool, args []string) {
	if len(args) != 2 {
		ts.Fatalf("usage: samefiles a.json b.json")
	}
	type file struct {
		Path             string   `json:"path"`
		Status           string   `json:"status"`
		ExitCode         *int     `json:"exit_code"`
		BaselineExitCode *int     `json:"baseline_exit_code"`
		Changed          []string `json:"changed"`
	}
	type rep struct {
		Summary map[string]float64 `json:"summary"`
		Files   []file             `json:"files"`
	}
	var r [2]rep
	for i, name := range args {
		ts.Check(json.Unmarshal([]byte(ts.ReadFile(name)), &r[i]))
		for _, timing := range []string{"wall_seconds", "cpu_seconds", "baseline_cpu_seconds"} {
			delete(r[i].Summary, timing) // measured, not results
		}
	}
	a, _ := json.Marshal(r[0])
	b, _ := json.Marshal(r[1])
	if string(a) != string(b) {
		ts.Fatalf("%s and %s differ:\n%s\n%s", args[0], args[1], a, b)
	}
	ts.Logf("%s and %s agree on %d files", args[0], args[1], len(r[0].Files))
}

// damage DB FILE replaces the stored blob whose content is FILE's with the
// same content in upper case, as a damaged store file or an old corral's
// race could: the size is right, the content is not.
func cmdDamage(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 2 {
		ts.Fatalf("usage: damage store.db file")
	}
	b, err := os.ReadFile(ts.MkAbs(args[1]))
	ts.Check(err)
	h := sha256.Sum256(b)
	enc, err := zstd.NewWriter(nil)
	ts.Check(err)
	other := enc.EncodeAll(bytes.ToUpper(b), nil)
	db, err := sql.Open("sqlite", "file:"+ts.MkAbs(args[0]))
	ts.Check(err)
	defer db.Close()
	res, err := db.Exec(`UPDATE chunks SET data=? WHERE hash=?`, other, h[:])
	ts.Check(err)
	if n, _ := res.RowsAffected(); n == 0 {
		ts.Fatalf("damage: no blob holds the content of %s", args[1])
	}
}

// sqlite DB STATEMENT runs one SQL statement on a database, creating it:
// how a test makes a database that corral did not.
func cmdSQLite(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 2 {
		ts.Fatalf("usage: sqlite file.db statement")
	}
	db, err := sql.Open("sqlite", "file:"+ts.MkAbs(args[0]))
	ts.Check(err)
	defer db.Close()
	_, err = db.Exec(args[1])
	ts.Check(err)
}

// streamLines returns the lines of the last command's stdout or stderr.
func streamLines(ts *testscript.TestScript, name string) []string {
	var text string
	switch name {
	case "stdout", "stderr":
		text = ts.ReadFile(name)
	default:
		ts.Fatalf("want stdout or stderr, got %q", name)
	}
	return strings.Split(strings.TrimSuffix(text, "\n"), "\n")
}

// lines-before stdout|stderr RE1 RE2: the first line matching RE1 comes
// before the first line matching RE2, and both are there.
func cmdLinesBefore(ts *testscript.TestScript, neg bool, args []string) {
	if len(args) != 3 {
		ts.Fatalf("usage: lines-before stdout|stderr RE1 RE2")
	}
	first := func(re string) int {
		r := regexp.MustCompile(re)
		for i, l := range streamLines(ts, args[0]) {
			if r.MatchString(l) {
				return i
			}
		}
		ts.Fatalf("no line of %s matches %s", args[0], re)
		return -1
	}
	a, b := first(args[1]), first(args[2])
	if (a < b) == neg {
		ts.Fatalf("%s: line %d matches %s, line %d matches %s", args[0], a+1, args[1], b+1, args[2])
	}
}

// linecount stdout|stderr MAX: the stream has at most MAX lines.
func cmdLineCount(ts *testscript.TestScript, neg bool, args []string) {
	if len(args) != 2 {
		ts.Fatalf("usage: linecount stdout|stderr MAX")
	}
	limit, err := strconv.Atoi(args[1])
	ts.Check(err)
	if n := len(streamLines(ts, args[0])); (n <= limit) == neg {
		ts.Fatalf("%s has %d lines, want at most %d", args[0], n, limit)
	}
}

// maxwidth stdout|stderr COLUMNS: no line of the stream is wider than
// COLUMNS on a terminal.
func cmdMaxWidth(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 2 {
		ts.Fatalf("usage: maxwidth stdout|stderr COLUMNS")
	}
	limit, err := strconv.Atoi(args[1])
	ts.Check(err)
	for i, l := range streamLines(ts, args[0]) {
		if w := uniseg.StringWidth(l); w > limit {
			ts.Fatalf("%s line %d is %d columns wide, want at most %d:\n%s", args[0], i+1, w, limit, l)
		}
	}
}

// bisectcounts FILE: the counts of each compiler in the text of 'corral
// bisect' (stdout) are those of its JSON FILE, whose counts of kinds and
// families are those of its kinds.
func cmdBisectCounts(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 1 {
		ts.Fatalf("usage: bisectcounts FILE.json")
	}
	var b struct {
		Kinds []struct {
			First  *int   `json:"first"`
			Family string `json:"family"`
		} `json:"kinds"`
		ByCompiler []struct{ Compiler, Kinds, Families, Files int } `json:"by_compiler"`
	}
	ts.Check(json.Unmarshal([]byte(ts.ReadFile(args[0])), &b))
	if len(b.ByCompiler) == 0 {
		ts.Fatalf("%s has no by_compiler", args[0])
	}
	text := ts.ReadFile("stdout")
	for _, c := range b.ByCompiler {
		kinds, families := 0, map[string]bool{}
		for _, k := range b.Kinds {
			if k.First != nil && *k.First == c.Compiler {
				kinds++
				families[k.Family] = true
			}
		}
		if kinds != c.Kinds || len(families) != c.Families {
			ts.Fatalf("compiler %d: by_compiler says %d kinds in %d families, its kinds %d in %d", c.Compiler, c.Kinds, c.Families, kinds, len(families))
		}
		row := fmt.Sprintf(`(?m)^  v%d +%d +%d +%d  \S`, c.Compiler, c.Kinds, c.Families, c.Files)
		if !regexp.MustCompile(row).MatchString(text) {
			ts.Fatalf("no line of stdout matches %s (compiler %d of %s)", row, c.Compiler, args[0])
		}
	}
}

// jsonschema FILE validates the JSON report FILE against the report's
// JSON Schema.
func cmdJSONSchema(ts *testscript.TestScript, neg bool, args []string) {
	if len(args) != 1 {
		ts.Fatalf("usage: jsonschema FILE")
	}
	schema, err := jsonschema.UnmarshalJSON(bytes.NewReader(report.JSONSchema))
	ts.Check(err)
	c := jsonschema.NewCompiler()
	ts.Check(c.AddResource("report.schema.json", schema))
	sch, err := c.Compile("report.schema.json")
	ts.Check(err)
	f, err := os.Open(ts.MkAbs(args[0]))
	ts.Check(err)
	defer f.Close()
	doc, err := jsonschema.UnmarshalJSON(f)
	ts.Check(err)
	if err := sch.Validate(doc); (err == nil) == neg {
		ts.Fatalf("%s against the report's schema: %v", args[0], err)
	}
}

// samejson A B KEY...: the JSON documents A and B have equal values under
// each top-level KEY.
func cmdSameJSON(ts *testscript.TestScript, neg bool, args []string) {
	if len(args) < 3 {
		ts.Fatalf("usage: samejson A B KEY...")
	}
	read := func(name string) map[string]json.RawMessage {
		var m map[string]json.RawMessage
		ts.Check(json.Unmarshal([]byte(ts.ReadFile(name)), &m))
		return m
	}
	a, b := read(args[0]), read(args[1])
	for _, k := range args[2:] {
		if same := bytes.Equal(a[k], b[k]); same == neg {
			ts.Fatalf("%s in %s: %s\n%s in %s: %s", k, args[0], a[k], k, args[1], b[k])
		}
	}
}

// junitxsd FILE validates the JUnit report FILE with xmllint against the
// schema of the JUnit XML Jenkins reads (see the .xsd's comment).
func cmdJUnitXSD(ts *testscript.TestScript, neg bool, args []string) {
	if len(args) != 1 {
		ts.Fatalf("usage: junitxsd FILE")
	}
	xmllint, err := exec.LookPath("xmllint")
	if err != nil {
		ts.Fatalf("xmllint is not installed (make test installs it: apt-get install libxml2-utils); guard with [exec:xmllint]")
	}
	out, err := exec.Command(xmllint, "--noout", "--schema", junitXSD, ts.MkAbs(args[0])).CombinedOutput()
	if (err == nil) == neg {
		ts.Fatalf("xmllint --schema %s %s: %v\n%s", filepath.Base(junitXSD), args[0], err, out)
	}
}

// junitXSD is the path of the JUnit schema, from this package's directory,
// where tests start.
var junitXSD, _ = filepath.Abs("../../internal/corral/report/testdata/jenkins-junit.xsd")
