// Package bytesize reads sizes as people write them on command lines:
// 4096, 50K, 1.5M, 1G, 150MB or 2GiB, where K, M and G are powers of 1024.
package bytesize

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Parse returns the number of bytes s stands for.
func Parse(s string) (int64, error) {
	t := strings.ToUpper(strings.TrimSpace(s))
	t = strings.TrimSuffix(strings.TrimSuffix(t, "IB"), "B")
	mult := 1.0
	if n := len(t); n > 0 {
		switch t[n-1] {
		case 'K':
			mult = 1 << 10
		case 'M':
			mult = 1 << 20
		case 'G':
			mult = 1 << 30
		case 'T':
			mult = 1 << 40
		}
		if mult > 1 {
			t = t[:n-1]
		}
	}
	n, err := strconv.ParseFloat(t, 64)
	v := n * mult
	if err != nil || n < 0 || math.IsNaN(v) || v >= math.MaxInt64 {
		return 0, fmt.Errorf("bad size %q (want bytes, or a number with K, M or G, like 50K)", s)
	}
	return int64(v), nil
}

// Format prints n in the largest unit that keeps it whole or to one
// decimal: 512B, 1.5K, 4G.
func Format(n int64) string {
	units := []struct {
		suffix string
		size   int64
	}{{"T", 1 << 40}, {"G", 1 << 30}, {"M", 1 << 20}, {"K", 1 << 10}}
	for _, u := range units {
		if n >= u.size {
			v := float64(n) / float64(u.size)
			if v == math.Trunc(v) {
				return fmt.Sprintf("%.0f%s", v, u.suffix)
			}
			return fmt.Sprintf("%.1f%s", v, u.suffix)
		}
	}
	return fmt.Sprintf("%dB", n)
}

// Value is a size as a command-line flag (a pflag.Value): it parses with
// [Parse] and prints with [Format].
type Value struct{ N *int64 }

func (v Value) String() string {
	if v.N == nil {
		return ""
	}
	return Format(*v.N)
}

// Set parses s into the size.
func (v Value) Set(s string) error {
	n, err := Parse(s)
	if err != nil {
		return err
	}
	*v.N = n
	return nil
}

// Type names the flag's value in help texts.
func (Value) Type() string { return "size" }
