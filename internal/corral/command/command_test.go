package command_test

import (
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/corral-go/corral/internal/corral/command"
)

func TestExpand(t *testing.T) {
	const p = "src/lib/a.b.bas"
	cases := map[string]string{
		"{}":        "src/lib/a.b.bas",
		"{.}.c":     "src/lib/a.b.c",
		"{/}":       "a.b.bas",
		"{//}":      "src/lib",
		"{/.}":      "a.b",
		"x{}y{/.}z": "xsrc/lib/a.b.basya.bz",
		"{nope}":    "{nope}",
		"{{}}":      "{src/lib/a.b.bas}",
		"{/{.}":     "{/src/lib/a.b",
		"a{":        "a{",
		"{//}{/}":   "src/liba.b.bas",
	}
	for in, want := range cases {
		if got := command.Expand(in, p); got != want {
			t.Errorf("Expand(%q): got %q, want %q", in, got, want)
		}
	}
	if got := command.Expand("{//}", "a.bas"); got != "." {
		t.Errorf("Expand({//}) of a top-level file: got %q, want %q", got, ".")
	}
}

func TestDirect(t *testing.T) {
	cases := []struct {
		tmpl string
		want []string
	}{
		{"bcom {}", []string{"bcom", "x/a.bas"}},
		{"bcom", []string{"bcom", "x/a.bas"}},
		{"bcom -variant 2", []string{"bcom", "-variant", "2", "x/a.bas"}},
		{`cc -o '{.} out' "-DNAME={/.}" a\ b`, []string{"cc", "-o", "x/a out", "-DNAME=a", "a b"}},
	}
	dashes := []struct {
		tmpl string
		want []string
	}{
		{"cc {}", []string{"cc", "./-rf.c"}},
		{"cc", []string{"cc", "./-rf.c"}},
		{"cc {.}.c -o{.}.o", []string{"cc", "./-rf.c", "-o-rf.o"}},
		{"cc {/.}", []string{"cc", "./-rf"}},
	}
	for _, c := range dashes {
		tm, err := command.Parse(c.tmpl)
		if err != nil {
			t.Fatalf("Parse(%q): %v", c.tmpl, err)
		}
		if got := tm.Argv("-rf.c"); !slices.Equal(got, c.want) {
			t.Errorf("Argv(%q) of -rf.c: got %q, want %q", c.tmpl, got, c.want)
		}
	}
	for _, c := range cases {
		tm, err := command.Parse(c.tmpl)
		if err != nil {
			t.Fatalf("Parse(%q): %v", c.tmpl, err)
		}
		if tm.Shell() {
			t.Errorf("Parse(%q) wants a shell, want direct execution", c.tmpl)
		}
		if got := tm.Argv("x/a.bas"); !slices.Equal(got, c.want) {
			t.Errorf("Argv(%q): got %q, want %q", c.tmpl, got, c.want)
		}
	}
}

// TestShellQuoting runs the generated scripts under /bin/sh with hostile
// file names and checks that each name arrives as one unchanged word.
func TestShellQuoting(t *testing.T) {
	names := []string{"plain.bas", "with space.bas", `quo'te.bas`, `dq"uote.bas`, "$(touch pwned).bas", "`id`.bas", `back\slash.bas`, "-dash.bas"}
	templates := []string{
		"printf '%s\\n' {} | cat",
		`printf '%s\n' "{}" | cat`,
		`printf '%s\n' '{}' | cat`,
		`printf '%s\n' "x{}" | sed 's/^x//'`,
		"printf '%s\\n' $HOME >/dev/null; printf '%s\\n'",
	}
	for _, tmpl := range templates {
		tm, err := command.Parse(tmpl)
		if err != nil {
			t.Fatalf("Parse(%q): %v", tmpl, err)
		}
		if !tm.Shell() {
			t.Fatalf("Parse(%q) runs directly, want a shell", tmpl)
		}
		for _, name := range names {
			want := name
			if strings.HasPrefix(name, "-") && !strings.Contains(tmpl, "x{}") {
				want = "./" + name // a word that begins with '-' would be an option
			}
			runPrints(t, tm.Argv(name), name, want)
		}
	}
}

func TestParseErrors(t *testing.T) {
	for _, tmpl := range []string{"", "  ", "bcom 'unterminated"} {
		if _, err := command.Parse(tmpl); err == nil {
			t.Errorf("Parse(%q): got no error", tmpl)
		}
	}
}

// Named lists the absolute paths a template's commands give as operands,
// where the compiler's own files are (the script in sh /ci/wrap.sh {}), in
// nested scripts too; never an option, a replacement string, or a
// relative name (a job runs in the work dir, where that is the source's).
// Runs lists the programs, those of nested scripts without a replacement
// string too (sh -c 'mycc "$1"' sh {}, as corral's own hint writes it).
func TestNamedAndRuns(t *testing.T) {
	for _, c := range []struct {
		tmpl        string
		named, runs []string
	}{
		{"sh /ci/wrap.sh {}", []string{"/ci/wrap.sh"}, []string{"sh"}},
		{"sh wrap.sh {}", nil, []string{"sh"}},
		{"gcc -O2 -fplugin=/p.so -S {} -o {.}.s", nil, []string{"gcc"}},
		{"python3 /opt/tool.py --in {} | tail -1", []string{"/opt/tool.py"}, []string{"python3", "tail"}},
		{`sh -c 'perl /opt/fix.pl {}'`, []string{"/opt/fix.pl"}, []string{"perl", "sh"}},
		{`sh -c 'mycc -O2 "$1" /etc/mycc.conf' sh {}`, []string{"/etc/mycc.conf"}, []string{"mycc", "sh"}},
		{"timeout 10 ./cc {}", nil, []string{"/w/cc", "timeout"}},
	} {
		tmpl, err := command.ParseIn(c.tmpl, "/w")
		if err != nil {
			t.Fatalf("%s: %v", c.tmpl, err)
		}
		if got := tmpl.Named(); !slices.Equal(got, c.named) && len(got)+len(c.named) > 0 {
			t.Errorf("%s: Named() = %q, want %q", c.tmpl, got, c.named)
		}
		if got := tmpl.Runs(); !slices.Equal(got, c.runs) {
			t.Errorf("%s: Runs() = %q, want %q", c.tmpl, got, c.runs)
		}
	}
}

// TestWritten: a relative program made absolute is known by the word the
// template writes, the same from any directory; the others by themselves.
func TestWritten(t *testing.T) {
	for _, c := range []struct {
		tmpl, dir string
		written   map[string]string
	}{
		{"./cc.sh {}", "/x", map[string]string{"/x/cc.sh": "./cc.sh"}},
		{"./cc.sh {}", "/y", map[string]string{"/y/cc.sh": "./cc.sh"}},
		{"timeout 10 bin/cc {} | ../tools/post.sh", "/x/w", map[string]string{"/x/w/bin/cc": "bin/cc", "/x/tools/post.sh": "../tools/post.sh", "timeout": "timeout"}},
		{`bash -c './cc.sh {}'`, "/x", map[string]string{"/x/cc.sh": "./cc.sh", "bash": "bash"}},
		{"/opt/cc {} && gcc -c {}", "/x", map[string]string{"/opt/cc": "/opt/cc", "gcc": "gcc"}},
	} {
		tmpl, err := command.ParseIn(c.tmpl, c.dir)
		if err != nil {
			t.Fatalf("%s: %v", c.tmpl, err)
		}
		got := map[string]string{}
		for _, p := range tmpl.Runs() {
			got[p] = tmpl.Written(p)
		}
		if !maps.Equal(got, c.written) {
			t.Errorf("%s in %s: written %q, want %q", c.tmpl, c.dir, got, c.written)
		}
	}
}
