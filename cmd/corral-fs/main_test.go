package main_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/corral-go/corral/internal/fs/fsproto"
)

var bin string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "corral-fs-test")
	if err != nil {
		panic(err)
	}
	bin = filepath.Join(dir, "corral-fs")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		panic("build corral-fs: " + string(out))
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// serve starts 'corral-fs serve' on a free port and returns its address.
func serve(tb testing.TB, args ...string) (*exec.Cmd, string) {
	tb.Helper()
	cmd := exec.Command(bin, append([]string{"serve", "--addr", "127.0.0.1:0"}, args...)...)
	return cmd, startAndFind(tb, cmd, ` on (127\.0\.0\.1:\d+) `)
}

// startAndFind starts a server command and returns the first submatch of
// pattern in what it prints on stderr (its address), reading the rest
// after; the server is killed when the test ends.
func startAndFind(tb testing.TB, cmd *exec.Cmd, pattern string) string {
	tb.Helper()
	stderr, _ := cmd.StderrPipe()
	if err := cmd.Start(); err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	sc := bufio.NewScanner(stderr)
	re := regexp.MustCompile(pattern)
	for sc.Scan() {
		if m := re.FindStringSubmatch(sc.Text()); m != nil {
			go func() {
				for sc.Scan() {
				}
			}()
			return m[1]
		}
	}
	tb.Fatalf("the server printed nothing matching %s", pattern)
	return ""
}

// run runs the CLI and returns its stdout, stderr and exit status.
func run(tb testing.TB, args ...string) (string, string, int) {
	tb.Helper()
	cmd := exec.Command(bin, args...)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		return out.String(), errb.String(), ee.ExitCode()
	}
	if err != nil {
		tb.Fatal(err)
	}
	return out.String(), errb.String(), 0
}

// TestKillDuringUpload kills the server with SIGKILL while an upload is
// half on disk: the name keeps its old content, whole, and the restarted
// server removes the partial file.
func TestKillDuringUpload(t *testing.T) {
	data := t.TempDir()
	cmd, addr := serve(t, "--data", data, "--io", "gopool")
	old := bytes.Repeat([]byte("old "), 50_000)
	src := filepath.Join(t.TempDir(), "old")
	os.WriteFile(src, old, 0o644)
	if _, errs, code := run(t, "put", "big", src, "--addr", addr); code != 0 {
		t.Fatalf("put: %s", errs)
	}
	nc, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer nc.Close()
	pc := fsproto.NewConn(nc, 1<<20)
	pc.Write(fsproto.Protobuf, &fsproto.Request{Op: fsproto.Op_OP_UPLOAD, Name: "big", Size: 10 << 20})
	for range 1000 { // 4 MB of the announced 10 MB
		pc.Write(fsproto.Protobuf, &fsproto.Chunk{Data: bytes.Repeat([]byte("new "), 1024)})
	}
	pc.Flush()
	tmp := filepath.Join(data, ".corral-fs-tmp")
	// Until a megabyte of it is on disk (the minute bounds only a run
	// where it never gets there).
	deadline := time.Now().Add(time.Minute)
	for {
		if writing(cmd.Process.Pid, data) >= 1<<20 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the partial upload never reached the disk")
		}
		time.Sleep(10 * time.Millisecond) // a poll interval
	}
	cmd.Process.Signal(syscall.SIGKILL)
	cmd.Wait()
	if got, _ := os.ReadFile(filepath.Join(data, "big")); !bytes.Equal(got, old) {
		t.Fatalf("after kill -9 'big' has %d bytes, want the old %d", len(got), len(old))
	}
	_, addr = serve(t, "--data", data)
	if ents, _ := os.ReadDir(tmp); len(ents) != 0 {
		t.Errorf("the restarted server left %d partial files", len(ents))
	}
	out, _, code := run(t, "ls", "--addr", addr)
	if code != 0 || strings.Count(out, "\n") != 1 || !strings.Contains(out, " big") {
		t.Errorf("ls after restart: %q", out)
	}
}

// writing is the size of the largest file under data that the process
// pid has open and no name reaches (an upload in progress, without a name
// or in the temporary directory), by its descriptors in /proc.
func writing(pid int, data string) int64 {
	fds := fmt.Sprintf("/proc/%d/fd", pid)
	ents, _ := os.ReadDir(fds)
	var most int64
	for _, e := range ents {
		target, err := os.Readlink(filepath.Join(fds, e.Name()))
		if err != nil || !strings.HasPrefix(target, data+"/") {
			continue
		}
		if !strings.HasSuffix(target, " (deleted)") && !strings.Contains(target, "/.corral-fs-tmp/") {
			continue
		}
		if fi, err := os.Stat(filepath.Join(fds, e.Name())); err == nil {
			most = max(most, fi.Size())
		}
	}
	return most
}

func TestLoadAndExitCodes(t *testing.T) {
	data := t.TempDir()
	_, addr := serve(t, "--data", data, "--io", "gopool", "--threads", "4")
	out, errs, code := run(t, "load", "upload", "8", "100", "10K", "--addr", addr)
	if code != 0 || !strings.Contains(out, "successes 100, errors 0") || !strings.Contains(out, "server OS threads:") {
		t.Fatalf("load upload: %d %s %s", code, out, errs)
	}
	out, _, code = run(t, "load", "download", "8", "100", "--addr", addr, "--proto", "json", "--json")
	var res struct {
		Successes, Errors int64
		QPS               float64 `json:"qps"`
		P99               float64 `json:"p99_ms"`
		ThreadsStart      int64   `json:"server_threads_start"`
		Backend           string  `json:"io_backend"`
		MBps              float64 `json:"mb_per_s"`
	}
	if err := json.Unmarshal([]byte(out), &res); err != nil || code != 0 || res.Successes != 100 || res.QPS <= 0 || res.ThreadsStart < 1 || res.Backend != "gopool" {
		t.Fatalf("load download --json: %d %q %v", code, out, err)
	}
	// A download's MB/s counts the bytes read (100 × 10 KB), though it is
	// given no FILE_SIZE; it said 0 before.
	if want := res.QPS * 10240 / 1e6; res.MBps < 0.99*want || res.MBps > 1.01*want {
		t.Errorf("load download: %.3f MB/s at %.1f qps of 10 KB files, want %.3f", res.MBps, res.QPS, want)
	}
	// Downloads of deleted names fail: exit 1, with the first error.
	if _, errs, code := run(t, "load", "delete", "2", "100", "--addr", addr); code != 0 {
		t.Fatalf("load delete: %d %s", code, errs)
	}
	_, errs, code = run(t, "load", "download", "2", "5", "--addr", addr)
	if code != 1 || !strings.Contains(errs, "server refused (not found)") {
		t.Errorf("download of deleted names: exit %d, %s", code, errs)
	}
	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"load", "fly", "1", "1", "--addr", addr}, 2, "unknown OP"},
		{[]string{"load", "upload", "x", "1", "1K", "--addr", addr}, 2, "bad CONCURRENCY"},
		{[]string{"load", "upload", "1", "1", "--addr", addr}, 2, "needs a FILE_SIZE"},
		{[]string{"load", "bench", "1", "1", "--addr", "127.0.0.1:1"}, 2, "hint: is 'corral-fs serve' running"},
		{[]string{"get", "nope", "--addr", addr}, 1, "corral-fs: error: server refused (not found)"},
		{[]string{"put", "../x", "/dev/null", "--addr", addr}, 1, "server refused (bad request): bad file name"},
		{[]string{"serve", "--bogus"}, 2, "unknown flag"},
		{[]string{"serve", "--io", "fast", "--data", t.TempDir()}, 2, "unknown io backend"},
	} {
		_, errs, code := run(t, tc.args...)
		if code != tc.code || !strings.Contains(errs, tc.want) {
			t.Errorf("%v: exit %d, %q; want %d and %q", tc.args, code, errs, tc.code, tc.want)
		}
	}
	out, _, code = run(t, "--help")
	if code != 0 || !strings.Contains(out, "corral-fs load upload 500 200000 50K") {
		t.Errorf("--help: %d %s", code, out)
	}
}

func TestConfigFile(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "fs.json")
	os.WriteFile(good, []byte(`{"Port":"0","UserProtoMsg":false,"PageSize":8192,"DataDir":"`+filepath.Join(dir, "d")+`","UserPoolIoSched":"G","IoThreads":3,"WaitingQueueLen":10}`), 0o644)
	_, addr := serve(t, "--config", good, "--threads", "5")
	out, _, code := run(t, "stats", "--addr", addr)
	if code != 0 || !strings.Contains(out, `"io_backend":"gopool"`) || !strings.Contains(out, `"page_size":8192`) {
		t.Errorf("stats of a server from a config file: %s", out)
	}
	bad := filepath.Join(dir, "bad.json")
	os.WriteFile(bad, []byte(`{"IoThreads":"lots"}`), 0o644)
	_, errs, code := run(t, "serve", "--config", bad)
	if code != 2 || !strings.Contains(errs, "key IoThreads") {
		t.Errorf("bad config: exit %d, %s", code, errs)
	}
	os.WriteFile(bad, []byte(`{"IoThread":3}`), 0o644)
	_, errs, code = run(t, "serve", "--config", bad)
	if code != 2 || !strings.Contains(errs, `"IoThread"`) {
		t.Errorf("misspelt key: exit %d, %s", code, errs)
	}
}

func TestSIGTERMStopsCleanly(t *testing.T) {
	cmd, addr := serve(t, "--data", t.TempDir())
	if _, _, code := run(t, "load", "bench", "4", "100", "--addr", addr); code != 0 {
		t.Fatal("bench failed")
	}
	cmd.Process.Signal(syscall.SIGTERM)
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("exit after SIGTERM: %v", err)
		}
	case <-time.After(time.Minute): // a guard: the server stops at once, with nothing in flight
		t.Fatal("server did not stop on SIGTERM")
	}
}

// TestRefusedToken: a wrong token is the server's refusal (exit 1,
// "unauthorized"), not a server that is not running (exit 2).
func TestRefusedToken(t *testing.T) {
	_, addr := serve(t, "--data", t.TempDir(), "--token", "s3cret")
	for _, args := range [][]string{
		{"ls", "--addr", addr, "--token", "wrong"},
		{"ls", "--addr", addr},
	} {
		_, errs, code := run(t, args...)
		if code != 1 || !strings.Contains(errs, "unauthorized") || strings.Contains(errs, "running") {
			t.Errorf("%v: exit %d, %q; want 1 and unauthorized", args, code, errs)
		}
	}
	if _, errs, code := run(t, "ls", "--addr", addr, "--token", "s3cret"); code != 0 {
		t.Errorf("the right token: exit %d, %s", code, errs)
	}
}

// TestListQuotesNames: a name with an ESC sequence is listed in $'…' form,
// never as raw bytes that would act on the terminal.
func TestListQuotesNames(t *testing.T) {
	_, addr := serve(t, "--data", t.TempDir())
	if _, errs, code := run(t, "put", "red\x1b[31m.txt", "/dev/null", "--addr", addr); code != 0 {
		t.Fatalf("put: exit %d, %s", code, errs)
	}
	out, errs, code := run(t, "ls", "--addr", addr)
	if code != 0 || !strings.Contains(out, `$'red\033[31m.txt'`) || strings.Contains(out, "\x1b") {
		t.Errorf("ls: exit %d, %q %s", code, out, errs)
	}
}

// TestOutOfDescriptors holds more idle connections than the server has
// file descriptors (ulimit -n 48): the server keeps running, answers a new
// connection BUSY instead of exiting, and serves again once they close.
func TestOutOfDescriptors(t *testing.T) {
	cmd := exec.Command("sh", "-c", `ulimit -n 48 && exec "$0" serve --addr 127.0.0.1:0 --data "$1"`, bin, t.TempDir())
	addr := startAndFind(t, cmd, ` on (127\.0\.0\.1:\d+) `)
	var idle []net.Conn
	for range 60 {
		c, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		idle = append(idle, c)
	}
	// Until the server has run out: it holds the first few dozen and
	// answers the last of the 60, which it has no descriptor for, BUSY.
	last := idle[len(idle)-1]
	last.SetReadDeadline(time.Now().Add(time.Minute)) // a guard: a timeout is the failure
	var busy fsproto.Response
	if _, err := fsproto.NewConn(last, 1<<20).Read(&busy); err != nil || busy.Status != fsproto.Status_STATUS_BUSY {
		t.Fatalf("the 60th idle connection: %v %v; want BUSY, the server out of descriptors", busy.Status, err)
	}
	start := time.Now()
	_, errs, code := run(t, "ls", "--addr", addr)
	t.Logf("refused in %v", time.Since(start))
	if code != 1 || !strings.Contains(errs, "busy") {
		t.Errorf("out of descriptors: exit %d, %q; want 1 and busy", code, errs)
	}
	for _, c := range idle {
		c.Close()
	}
	// Until it serves again: it sees the connections close, and its
	// accepts back off up to a second meanwhile (the minute bounds only a
	// run where it never does).
	deadline := time.Now().Add(time.Minute)
	start = time.Now()
	defer func() { t.Logf("served again after %v", time.Since(start)) }()
	for {
		_, errs, code = run(t, "ls", "--addr", addr)
		if code == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the server did not serve again: exit %d, %s", code, errs)
		}
		time.Sleep(100 * time.Millisecond) // a poll interval
	}
	if cmd.ProcessState != nil {
		t.Fatal("the server exited")
	}
}

// TestHTTPWithCurl: 'corral-fs serve --http' with curl as the client:
// upload, download, a range, and the token.
func TestHTTPWithCurl(t *testing.T) {
	curl, err := exec.LookPath("curl")
	if err != nil {
		t.Skip("curl is not installed")
	}
	cmd := exec.Command(bin, "serve", "--addr", "127.0.0.1:0", "--http", "127.0.0.1:0", "--data", t.TempDir(), "--token", "s3cret")
	base := startAndFind(t, cmd, `http on (http://127\.0\.0\.1:\d+)/files/`)
	src := filepath.Join(t.TempDir(), "a.txt")
	os.WriteFile(src, []byte("hello, corral-fs\n"), 0o644)
	auth := "Authorization: Bearer s3cret"
	run := func(args ...string) string {
		out, err := exec.Command(curl, append([]string{"-sS", "-H", auth}, args...)...).CombinedOutput()
		if err != nil {
			t.Fatalf("curl %v: %v\n%s", args, err, out)
		}
		return string(out)
	}
	run("--fail", "-T", src, base+"/files/docs/a.txt")
	if got := run("--fail", base+"/files/docs/a.txt"); got != "hello, corral-fs\n" {
		t.Errorf("download: %q", got)
	}
	if got := run("--fail", "-r", "7-15", base+"/files/docs/a.txt"); got != "corral-fs" {
		t.Errorf("range: %q", got)
	}
	out, _ := exec.Command(curl, "-sS", "-o", "/dev/null", "-w", "%{http_code}", "-H", "Authorization: Bearer wrong", base+"/files/docs/a.txt").Output()
	if string(out) != "401" {
		t.Errorf("a wrong token: %s", out)
	}
}

// TestTokenStaysSecret: the admin listener (no token asked) does not serve
// the command line, which holds a --token; the token can come from a file
// only its owner may read or from $CORRAL_FS_TOKEN, never seen by ps; a
// --token on the command line is warned about; the token is never logged.
func TestTokenStaysSecret(t *testing.T) {
	logFile := filepath.Join(t.TempDir(), "fs.log")
	cmd := exec.Command(bin, "serve", "--addr", "127.0.0.1:0", "--admin", "127.0.0.1:0", "--data", t.TempDir(),
		"--token", "s3cret-on-argv", "--log", logFile)
	var warn bytes.Buffer
	stderr, _ := cmd.StderrPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	sc := bufio.NewScanner(stderr)
	admin, addr := "", ""
	for (admin == "" || addr == "") && sc.Scan() {
		line := sc.Text()
		warn.WriteString(line + "\n")
		if m := regexp.MustCompile(`admin on (http://127\.0\.0\.1:\d+)/metrics`).FindStringSubmatch(line); m != nil {
			admin = m[1]
		}
		if m := regexp.MustCompile(` on (127\.0\.0\.1:\d+) `).FindStringSubmatch(line); m != nil {
			addr = m[1]
		}
	}
	go func() {
		for sc.Scan() {
		}
	}()
	if !strings.Contains(warn.String(), "corral-fs: warning: a --token on the command line is visible to every local user") {
		t.Errorf("no warning about --token on the command line:\n%s", warn.String())
	}
	for _, path := range []string{"/debug/pprof/cmdline", "/debug/pprof/cmdline?debug=1", "/debug/pprof/"} {
		out, err := exec.Command("curl", "-sS", admin+path).CombinedOutput()
		if err != nil {
			t.Skipf("curl: %v", err)
		}
		if strings.Contains(string(out), "s3cret") {
			t.Errorf("the admin listener's %s shows the token:\n%s", path, out)
		}
	}
	// A request that fails and one that succeeds are logged; the token is
	// not. The server logs a request after answering it: the test waits
	// for both lines, then looks for the token.
	run(t, "ls", "--addr", addr, "--token", "n0t-the-t0ken")
	run(t, "ls", "--addr", addr, "--token", "s3cret-on-argv")
	var logged []byte
	for deadline := time.Now().Add(time.Minute); ; time.Sleep(10 * time.Millisecond) { // a poll interval
		logged, _ = os.ReadFile(logFile)
		if bytes.Contains(logged, []byte(`"status":"unauthorized"`)) && bytes.Contains(logged, []byte(`"op":"list","name":"","status":"ok"`)) {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the log lacks the refused request or the listing after a minute:\n%s", logged)
		}
	}
	if bytes.Contains(logged, []byte("s3cret")) || bytes.Contains(logged, []byte("n0t-the-t0ken")) {
		t.Errorf("the log holds a token:\n%s", logged)
	}

	// From a file: refused when others may read it, taken when only its
	// owner may; from the environment; two ways at once is an error.
	tokFile := filepath.Join(t.TempDir(), "token")
	os.WriteFile(tokFile, []byte("s3cret-in-file\n"), 0o644)
	if _, errs, code := run(t, "serve", "--addr", "127.0.0.1:0", "--data", t.TempDir(), "--token-file", tokFile); code != 2 || !strings.Contains(errs, "may be read or written by others (mode 0644)") || !strings.Contains(errs, "chmod 600") {
		t.Errorf("a token file others can read: exit %d, %q", code, errs)
	}
	fifo := filepath.Join(t.TempDir(), "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err == nil {
		// Refused at once, not waiting for a writer.
		if _, errs, code := run(t, "ls", "--addr", "127.0.0.1:1", "--token-file", fifo); code != 2 || !strings.Contains(errs, "not a regular file") {
			t.Errorf("a FIFO as --token-file: exit %d, %q", code, errs)
		}
	}
	os.Chmod(tokFile, 0o600)
	_, fileAddr := serve(t, "--data", t.TempDir(), "--token-file", tokFile)
	if _, errs, code := run(t, "ls", "--addr", fileAddr, "--token-file", tokFile); code != 0 {
		t.Errorf("--token-file on both sides: exit %d, %s", code, errs)
	}
	envCmd := exec.Command(bin, "serve", "--addr", "127.0.0.1:0", "--data", t.TempDir())
	envCmd.Env = append(os.Environ(), "CORRAL_FS_TOKEN=s3cret-in-env")
	envAddr := startAndFind(t, envCmd, ` on (127\.0\.0\.1:\d+) `)
	if _, errs, code := run(t, "ls", "--addr", envAddr); code != 1 || !strings.Contains(errs, "unauthorized") {
		t.Errorf("no token against a server whose token came from the environment: exit %d, %q", code, errs)
	}
	ls := exec.Command(bin, "ls", "--addr", envAddr)
	ls.Env = append(os.Environ(), "CORRAL_FS_TOKEN=s3cret-in-env")
	if out, err := ls.CombinedOutput(); err != nil {
		t.Errorf("$CORRAL_FS_TOKEN on both sides: %v, %s", err, out)
	}
	if _, errs, code := run(t, "ls", "--addr", envAddr, "--token", "x", "--token-file", tokFile); code != 2 || !strings.Contains(errs, "more than once") {
		t.Errorf("two tokens: exit %d, %q", code, errs)
	}
}

// TestHTTPByRFC drives the real binary with curl: conditional and range
// requests as RFC 9110 has them (net/http's ServeContent decides), types
// from the name, and client mistakes as 4xx with a JSON error that names
// no server path or system call.
func TestHTTPByRFC(t *testing.T) {
	curl, err := exec.LookPath("curl")
	if err != nil {
		t.Skip("curl is not installed")
	}
	data := t.TempDir()
	cmd := exec.Command(bin, "serve", "--addr", "127.0.0.1:0", "--http", "127.0.0.1:0", "--data", data)
	base := startAndFind(t, cmd, `http on (http://127\.0\.0\.1:\d+)/files/`)
	// curl returns "CODE\nHEADERS...\nBODY" for one request.
	type reply struct {
		code    string
		headers string
		body    string
	}
	req := func(args ...string) reply {
		t.Helper()
		hdrFile := filepath.Join(t.TempDir(), "h")
		out, err := exec.Command(curl, append([]string{"-sS", "-o", "-", "-D", hdrFile, "-w", "\n%{http_code}"}, args...)...).Output()
		if err != nil {
			t.Fatalf("curl %v: %v", args, err)
		}
		s := string(out)
		i := strings.LastIndex(s, "\n")
		h, _ := os.ReadFile(hdrFile)
		return reply{code: s[i+1:], headers: string(h), body: s[:i]}
	}
	src := filepath.Join(t.TempDir(), "a.txt")
	os.WriteFile(src, []byte("0123456789"), 0o644)
	if r := req("-T", src, base+"/files/docs/a.txt"); r.code != "201" {
		t.Fatalf("PUT: %+v", r)
	}
	get := req(base + "/files/docs/a.txt")
	etagRe := regexp.MustCompile(`(?i)\netag: ("[^"]*")`)
	m := etagRe.FindStringSubmatch(get.headers)
	if get.code != "200" || m == nil || !strings.Contains(strings.ToLower(get.headers), "content-type: text/plain") {
		t.Fatalf("GET: %+v", get)
	}
	tag := m[1]
	lastMod := regexp.MustCompile(`(?i)\nlast-modified: ([^\r\n]*)`).FindStringSubmatch(get.headers)[1]
	old := "Mon, 02 Jan 2006 15:04:05 GMT"
	for _, c := range []struct {
		what string
		args []string
		code string
		body string
	}{
		{"If-Range with the current ETag", []string{"-H", "If-Range: " + tag, "-r", "2-4"}, "206", "234"},
		{"If-Range with a stale ETag sends it all", []string{"-H", `If-Range: "stale"`, "-r", "2-4"}, "200", "0123456789"},
		{"If-Range with an old date sends it all", []string{"-H", "If-Range: " + old, "-r", "2-4"}, "200", "0123456789"},
		{"If-None-Match in a list, weak", []string{"-H", `If-None-Match: "x", W/` + tag}, "304", ""},
		{"If-None-Match: *", []string{"-H", "If-None-Match: *"}, "304", ""},
		{"If-Modified-Since now", []string{"-H", "If-Modified-Since: " + lastMod}, "304", ""},
		{"If-Modified-Since long ago", []string{"-H", "If-Modified-Since: " + old}, "200", "0123456789"},
		{"If-Match another", []string{"-H", `If-Match: "other"`}, "412", ""},
		{"If-Match this one", []string{"-H", "If-Match: " + tag}, "200", "0123456789"},
		{"If-Unmodified-Since long ago", []string{"-H", "If-Unmodified-Since: " + old}, "412", ""},
		{"a suffix range", []string{"-r", "-3"}, "206", "789"},
		{"a range past the end", []string{"-r", "20-30"}, "416", ""},
	} {
		r := req(append(c.args, base+"/files/docs/a.txt")...)
		if r.code != c.code || c.body != "" && r.body != c.body {
			t.Errorf("%s: %s %q, want %s %q", c.what, r.code, r.body, c.code, c.body)
		}
	}

	// Conditional PUT, and the ETag of every PUT.
	other := filepath.Join(t.TempDir(), "b.txt")
	os.WriteFile(other, []byte("replaced"), 0o644)
	if r := req("-T", other, "-H", "If-None-Match: *", base+"/files/docs/a.txt"); r.code != "412" || !strings.Contains(r.body, `"code":"precondition_failed"`) {
		t.Errorf("If-None-Match: * over a file: %+v", r)
	}
	if r := req("-T", other, "-H", `If-Match: "stale"`, base+"/files/docs/a.txt"); r.code != "412" {
		t.Errorf("If-Match a stale tag: %+v", r)
	}
	if r := req("-T", other, "-H", "If-Match: W/"+tag, base+"/files/docs/a.txt"); r.code != "412" {
		t.Errorf("If-Match a weak tag (compared strongly): %+v", r)
	}
	if r := req(base + "/files/docs/a.txt"); r.body != "0123456789" {
		t.Errorf("a refused conditional PUT changed the file: %q", r.body)
	}
	put := req("-T", other, "-H", "If-Match: "+tag, base+"/files/docs/a.txt")
	pm := etagRe.FindStringSubmatch(put.headers)
	if put.code != "201" || pm == nil {
		t.Fatalf("If-Match the current tag: %+v", put)
	}
	if g := req(base + "/files/docs/a.txt"); g.body != "replaced" || !strings.Contains(g.headers, pm[1]) {
		t.Errorf("the ETag of the PUT (%s) is not the GET's: %+v", pm[1], g)
	}
	if r := req("-T", other, "-H", "If-None-Match: *", base+"/files/docs/new.txt"); r.code != "201" || etagRe.FindStringSubmatch(r.headers) == nil {
		t.Errorf("If-None-Match: * on a new name: %+v", r)
	}

	// An empty file: no range of it can be sent (net/http would say 206
	// "bytes 0--1/0").
	empty := filepath.Join(t.TempDir(), "e.bin")
	os.WriteFile(empty, nil, 0o644)
	req("-T", empty, base+"/files/e.bin")
	if r := req("-r", "-5", base+"/files/e.bin"); r.code != "416" || !strings.Contains(strings.ToLower(r.headers), "content-range: bytes */0") {
		t.Errorf("bytes=-5 of an empty file: %+v", r)
	}
	if r := req(base + "/files/e.bin"); r.code != "200" || !strings.Contains(strings.ToLower(r.headers), "content-type: application/octet-stream") {
		t.Errorf("an empty file without a known extension: %+v", r)
	}
	// The Content-Type an upload gives is the file's; a bad one is refused.
	if r := req("-T", src, "-H", "Content-Type: text/markdown; charset=utf-8", base+"/files/notes.bin"); r.code != "201" {
		t.Fatalf("PUT with a Content-Type: %+v", r)
	}
	if r := req(base + "/files/notes.bin"); r.code != "200" || !strings.Contains(strings.ToLower(r.headers), "content-type: text/markdown; charset=utf-8") {
		t.Errorf("GET of a file uploaded as text/markdown: %+v", r)
	}
	if r := req("-T", src, "-H", "Content-Type: not a type", base+"/files/notes.bin"); r.code != "400" || !strings.Contains(r.body, `"code"`) {
		t.Errorf("PUT with a bad Content-Type: %+v", r)
	}

	// Client mistakes: 4xx, a JSON error, no server path or syscall.
	for _, c := range []struct {
		what string
		args []string
		code string
		json string
	}{
		{"a missing file", []string{base + "/files/nope.txt"}, "404", `"code":"not_found"`},
		{"DELETE of a directory", []string{"-X", "DELETE", base + "/files/docs"}, "409", `"code":"conflict"`},
		{"a listing of a file", []string{strings.Replace(base, "/files", "", 1) + "/list/docs/a.txt"}, "409", `"code":"conflict"`},
		{"a path through a file", []string{base + "/files/docs/a.txt/b"}, "409", `"code":"conflict"`},
	} {
		r := req(c.args...)
		if r.code != c.code || !strings.Contains(r.body, c.json) || !strings.Contains(strings.ToLower(r.headers), "content-type: application/json") {
			t.Errorf("%s: %s %q", c.what, r.code, r.body)
		}
		for _, leak := range []string{data, "fsdata", "open ", "readdirent", "unlinkat", "no such file or directory", "syscall"} {
			if strings.Contains(r.body, leak) {
				t.Errorf("%s: the error names %q: %s", c.what, leak, r.body)
			}
		}
	}
}
