package report

import (
	"context"
	"errors"
	"runtime"
	"testing"
	"time"
)

func TestInOrderEdges(t *testing.T) {
	before := runtime.NumGoroutine()
	errSrc, errWork := errors.New("src"), errors.New("work")
	for _, n := range []int{0, 1, 3, 7, 50} {
		for _, window := range []int{1, 2, 4, 16} {
			for _, workers := range []int{1, 3} {
				for _, failSrc := range []int{-1, 0, 2, 5} {
					for _, failWork := range []int{-1, 0, 2, 5} {
						src := func(yield func(int) error) error {
							for i := range n {
								if i == failSrc {
									return errSrc
								}
								if err := yield(i); err != nil {
									return err
								}
							}
							return nil
						}
						var got []int
						err := inOrder(context.Background(), src, workers, window, func(j, in int) (int, error) {
							if j != in {
								t.Errorf("j %d in %d", j, in)
							}
							if in%3 == 0 {
								time.Sleep(time.Microsecond * 50)
							}
							if in == failWork {
								return 0, errWork
							}
							return in * 2, nil
						}, func(j, in, out int) { got = append(got, out) })
						stop := n
						var want error
						if failSrc >= 0 && failSrc < n {
							stop, want = failSrc, errSrc
						}
						if failWork >= 0 && failWork < stop {
							want = errWork
							if err != errWork && err != errSrc {
								t.Errorf("n %d w %d: err %v", n, window, err)
							}
						} else if err != want {
							t.Errorf("n %d window %d workers %d fs %d fw %d: err %v want %v", n, window, workers, failSrc, failWork, err, want)
						}
						if want == nil && len(got) != n {
							t.Errorf("n %d: got %d", n, len(got))
						}
						for j, v := range got {
							if v != 2*j {
								t.Fatalf("order: %v", got)
							}
						}
					}
				}
			}
		}
	}
	// canceled
	ctx, cancel := context.WithCancel(context.Background())
	src := func(yield func(int) error) error {
		for i := 0; ; i++ {
			if err := yield(i); err != nil {
				return err
			}
		}
	}
	go func() { time.Sleep(5 * time.Millisecond); cancel() }()
	if err := inOrder(ctx, src, 2, 4, func(j, in int) (int, error) { return in, nil }, func(int, int, int) {}); !errors.Is(err, context.Canceled) {
		t.Errorf("canceled: %v", err)
	}
	time.Sleep(20 * time.Millisecond)
	if after := runtime.NumGoroutine(); after > before {
		t.Errorf("goroutines %d → %d", before, after)
	}
}
