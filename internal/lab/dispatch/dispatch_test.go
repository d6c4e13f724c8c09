package dispatch

import (
	"fmt"
	"testing"
)

func TestVariantsRunEveryTask(t *testing.T) {
	for _, name := range Names() {
		for _, tc := range []struct{ tasks, workers int }{{0, 1}, {1, 1}, {1000, 1}, {10000, 8}, {5000, 3}, {7, 3}, {2, 8}} {
			t.Run(fmt.Sprintf("%s/T=%d/J=%d", name, tc.tasks, tc.workers), func(t *testing.T) {
				got, err := Variants[name](tc.tasks, tc.workers)
				if err != nil {
					t.Fatal(err)
				}
				if got != int64(tc.tasks) {
					t.Errorf("%d tasks ran, want %d", got, tc.tasks)
				}
			})
		}
	}
}

func BenchmarkVariants(b *testing.B) {
	for _, name := range Names() {
		b.Run(name, func(b *testing.B) {
			if _, err := Variants[name](b.N, 2); err != nil {
				b.Fatal(err)
			}
		})
	}
}
