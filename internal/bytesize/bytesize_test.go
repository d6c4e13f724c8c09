package bytesize

import "testing"

func TestParse(t *testing.T) {
	good := map[string]int64{
		"0": 0, "4096": 4096, "50K": 50 << 10, "50k": 50 << 10, "1.5M": 3 << 19, "150MB": 150 << 20,
		"1G": 1 << 30, "2GiB": 2 << 30, "1T": 1 << 40, " 7 ": 7,
	}
	for in, want := range good {
		if got, err := Parse(in); err != nil || got != want {
			t.Errorf("Parse(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	for _, in := range []string{"", "K", "-1", "abc", "1X", "NaN", "1e30G", "10 M B"} {
		if got, err := Parse(in); err == nil {
			t.Errorf("Parse(%q) = %d, want an error", in, got)
		}
	}
}

func TestFormatRoundTrips(t *testing.T) {
	for _, tc := range []struct {
		n    int64
		want string
	}{{512, "512B"}, {1536, "1.5K"}, {4 << 30, "4G"}, {128 << 20, "128M"}, {3 << 40, "3T"}} {
		got := Format(tc.n)
		if got != tc.want {
			t.Errorf("Format(%d) = %q, want %q", tc.n, got, tc.want)
		}
		var n int64
		if err := (Value{&n}).Set(got); err != nil || n != tc.n {
			t.Errorf("Set(%q) = %d, %v; want %d", got, n, err, tc.n)
		}
	}
}
