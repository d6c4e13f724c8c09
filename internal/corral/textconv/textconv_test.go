package textconv_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/corral-go/corral/internal/corral/textconv"
)

func TestParseAndMatch(t *testing.T) {
	rules, err := textconv.Parse([]string{"*.o=od -c", "lib/**/*.a=nm"})
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]string{"src/x.o": "od -c", "x.o": "od -c", "lib/a/b/z.a": "nm", "z.a": "", "x.c": ""} {
		got := ""
		if r := rules.For(name); r != nil {
			got = r.Command
		}
		if got != want {
			t.Errorf("%s: rule %q, want %q", name, got, want)
		}
	}
	for _, bad := range []string{"objdump -d", "=cat", "*.o=", "[a=cat"} {
		if _, err := textconv.Parse([]string{bad}); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}

func TestConvert(t *testing.T) {
	ctx := context.Background()
	// The command gets the content in a file named as the output, and
	// runs where nothing else is; a name that would pass for an option or
	// climb out is made plain.
	r := textconv.Rule{Glob: "*", Command: "echo \"$PWD\" >/dev/null; ls; printf '%s:' \"$1\"; tr a-z A-Z <"}
	out, err := r.Convert(ctx, "src/--x.o", []byte("abc"))
	if err != nil {
		t.Fatal(err)
	}
	if got := string(out); got != "x.o\nx.o:ABC" {
		t.Errorf("got %q", got)
	}
	// A failure says how, with the first line of its stderr.
	_, err = textconv.Rule{Command: "echo 'no such format' >&2; exit 3; :"}.Convert(ctx, "a.o", nil)
	if err == nil || !strings.Contains(err.Error(), "exit status 3: no such format") {
		t.Errorf("failure: %v", err)
	}
	// Text past the limit is refused, not kept.
	_, err = textconv.Rule{Command: "head -c 20000000 /dev/zero; :"}.Convert(ctx, "a.o", nil)
	if !errors.Is(err, textconv.ErrTooLarge) {
		t.Errorf("17 MB of text: %v, want ErrTooLarge", err)
	}
}
