package bcom_test

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/corral-go/corral/internal/demo/bcom"
)

const program = `10 REM counts, loops and subroutines
LET N = 0
FOR I = 1 TO 5
  N = N + I * 2
NEXT I
PRINT "sum "; N
FOR J = 10 TO 1 STEP -3
  PRINT J;
  PRINT ",";
NEXT J
PRINT
IF N > 20 AND N < 100 THEN 50
PRINT "not reached"
50 GOSUB 9000
GOSUB 9000
PRINT "div0 "; 7 / 0, 7 MOD 0, -7 / 2
IF N = 30 THEN PRINT "thirty"
X = 1
60 X = X * 3
IF X < 100 THEN GOTO 60
PRINT "x "; X
END
INCLUDE "HDR_sub.bas"
`

const header = `9000 PRINT "in sub "; N
9010 N = N + 1
9020 RETURN
`

const want = "sum 30\n10,7,4,1,\n" + "in sub 30\nin sub 31\n" + "div0 0\t0\t-3\n" + "x 243\n"

// TestCompileAndRun compiles BASIC to C, compiles the C with cc and runs it.
func TestCompileAndRun(t *testing.T) {
	cc, err := exec.LookPath("cc")
	if err != nil {
		t.Skip("no C compiler:", err)
	}
	for _, variant := range []int{1, 2} {
		read := func(from, name string) (string, []byte, error) { return name, []byte(header), nil }
		c, stats, err := bcom.Compile("prog.bas", []byte(program), bcom.Options{Variant: variant, ReadFile: read})
		if err != nil {
			t.Fatalf("variant %d: %v", variant, err)
		}
		if stats.Includes != 1 || stats.Subroutines != 2 {
			t.Errorf("variant %d: stats %+v", variant, stats)
		}
		dir := t.TempDir()
		os.WriteFile(filepath.Join(dir, "prog.c"), c, 0o644)
		bin := filepath.Join(dir, "prog")
		if out, err := exec.Command(cc, "-std=c99", "-Wall", "-Werror", "-o", bin, filepath.Join(dir, "prog.c")).CombinedOutput(); err != nil {
			t.Fatalf("variant %d: cc: %v\n%s\n%s", variant, err, out, c)
		}
		out, err := exec.Command(bin).Output()
		if err != nil {
			t.Fatalf("variant %d: run: %v", variant, err)
		}
		if string(out) != want {
			t.Errorf("variant %d: program printed\n%s\nwant\n%s", variant, out, want)
		}
	}
}

func TestVariantChangesOnlySteppedLoops(t *testing.T) {
	noStep := "FOR I = 1 TO 3\nPRINT I\nNEXT I\n"
	a, _, _ := bcom.Compile("a.bas", []byte(noStep), bcom.Options{Variant: 1})
	b, _, _ := bcom.Compile("a.bas", []byte(noStep), bcom.Options{Variant: 2})
	if string(a) != string(b) {
		t.Error("variant 2 changed a program without FOR ... STEP")
	}
	step := "FOR I = 1 TO 3 STEP 2\nPRINT I\nNEXT I\n"
	a, _, _ = bcom.Compile("a.bas", []byte(step), bcom.Options{Variant: 1})
	b, _, _ = bcom.Compile("a.bas", []byte(step), bcom.Options{Variant: 2})
	if string(a) == string(b) {
		t.Error("variant 2 did not change a program with FOR ... STEP")
	}
}

// TestVariant3 makes two changes: variant 2's loop test, and the MOD
// helper's name, in every file.
func TestVariant3(t *testing.T) {
	src := "FOR I = 1 TO 9 STEP 2\nPRINT I MOD 4\nNEXT I\n"
	v2, _, _ := bcom.Compile("a.bas", []byte(src), bcom.Options{Variant: 2})
	v3, _, err := bcom.Compile("a.bas", []byte(src), bcom.Options{Variant: 3})
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.ReplaceAll(string(v3), "mod_b", "bmod"); got != string(v2) {
		t.Errorf("variant 3 is not variant 2 with bmod renamed:\n%s", v3)
	}
	if strings.Contains(string(v3), "bmod") {
		t.Error("variant 3 still names bmod")
	}
}

// TestVersions: each version of bcom's history makes its one change on top
// of the version before, and no other; a version is its variant where both
// exist.
func TestVersions(t *testing.T) {
	src := "10 FOR I = 1 TO 9 STEP 2\nPRINT I MOD 4, I\nNEXT I\nGOSUB 100\nEND\n100 RETURN\n"
	compile := func(o bcom.Options) string {
		c, _, err := bcom.Compile("a.bas", []byte(src), o)
		if err != nil {
			t.Fatal(err)
		}
		return string(c)
	}
	want := map[int][2]string{ // what version N removes and adds
		2: {"(f1_step >= 0 && v_I > f1_to) || (f1_step < 0 && v_I < f1_to)", "f1_step >= 0 ? v_I > f1_to : v_I < f1_to"},
		3: {"bmod", "mod_b"},
		4: {"GOSUB stack overflow", "GOSUB stack full"},
		5: {"putchar('\\t');", "fputs(\"\\t\", stdout);"},
	}
	if len(bcom.Changes) != bcom.Versions-1 {
		t.Fatalf("%d changes for %d versions", len(bcom.Changes), bcom.Versions)
	}
	for _, c := range bcom.Changes {
		before, after := compile(bcom.Options{Version: c.Version - 1}), compile(bcom.Options{Version: c.Version})
		w := want[c.Version]
		if !strings.Contains(before, w[0]) || strings.Contains(after, w[0]) || !strings.Contains(after, w[1]) {
			t.Errorf("version %d (%s) does not turn %q into %q:\n%s", c.Version, c.What, w[0], w[1], after)
		}
		if strings.ReplaceAll(after, w[1], w[0]) != before {
			t.Errorf("version %d changes more than %q", c.Version, w[0])
		}
		if c.Version <= 3 && compile(bcom.Options{Variant: c.Version}) != after {
			t.Errorf("variant %d is not version %d", c.Version, c.Version)
		}
	}
}

func TestErrors(t *testing.T) {
	cases := []struct{ src, want string }{
		{"PRINT 1\nLET = 3\n", "p.bas:2: syntax error: expected a variable"},
		{"IF X > 1 PRINT 2\n", "p.bas:1: syntax error: expected 'THEN'"},
		{"GOTO 500\n", "p.bas:1: jump to undefined line 500"},
		{"FOR I = 1 TO 2\n", "p.bas:1: FOR v_I without NEXT"},
		{"NEXT I\n", "p.bas:1: NEXT without FOR"},
		{"PRINT \"open\n", "p.bas:1: syntax error: unterminated string"},
		{"10 PRINT 1\n10 PRINT 2\n", "p.bas:2: line number 10 defined twice"},
		{"PRINT 1 $ 2\n", "unexpected character"},
		{"INCLUDE \"lib.bas\"\n", "only HDR_ headers"},
	}
	for _, c := range cases {
		_, _, err := bcom.Compile("p.bas", []byte(c.src), bcom.Options{})
		var ce *bcom.Error
		if !errors.As(err, &ce) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Compile(%q): got %v, want an error containing %q", c.src, err, c.want)
		}
	}
}
