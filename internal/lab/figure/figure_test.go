package figure

import "testing"

func TestFormats(t *testing.T) {
	for _, tc := range []struct{ got, want string }{
		{Seconds(12.34), "12.3"}, {Seconds(0.5), "0.50"}, {Seconds(0.01234), "0.0123"}, {Seconds(0.0000123), "0.000012"},
		{Count(2.3e6), "2.30M"}, {Count(1500), "1.5k"}, {Count(12), "12"},
		{Exp10(1e6), "1e6"}, {Exp10(100), "100"}, {Exp10(5000), "5000"},
	} {
		if tc.got != tc.want {
			t.Errorf("got %q, want %q", tc.got, tc.want)
		}
	}
}
