package words

import "testing"

func TestLastLines(t *testing.T) {
	for _, c := range []struct {
		log  string
		n    int
		want string
	}{
		{"a\nb\nc\n", 2, "b\nc"},
		{"a\nb", 5, "a\nb"},
		{"", 3, ""},
		{"one line, no newline", 1, "one line, no newline"},
	} {
		if got := LastLines(c.log, c.n); got != c.want {
			t.Errorf("LastLines(%q, %d) = %q, want %q", c.log, c.n, got, c.want)
		}
	}
}

func TestPlural(t *testing.T) {
	for n, want := range map[int]string{0: "0 files", 1: "1 file", 2: "2 files"} {
		if got := Plural(n, "file", "files"); got != want {
			t.Errorf("Plural(%d) = %q, want %q", n, got, want)
		}
	}
}
