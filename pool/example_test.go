package pool_test

import (
	"context"
	"fmt"
	"sync/atomic"

	"github.com/corral-go/corral/pool"
)

func Example() {
	p := pool.New(context.Background(), 4)
	var sum atomic.Int64
	for i := 1; i <= 100; i++ {
		// Go blocks while all four workers are busy.
		if err := p.Go(func(context.Context) error {
			sum.Add(int64(i))
			return nil
		}); err != nil {
			break
		}
	}
	if err := p.Wait(); err != nil {
		fmt.Println("error:", err)
	}
	fmt.Println(sum.Load())
	// Output: 5050
}

func ExamplePool_GoRange() {
	squares := make([]int, 1000)
	p := pool.New(context.Background(), 4)
	// Each worker takes chunks of consecutive i; every slot is written
	// by exactly one call.
	if err := p.GoRange(len(squares), func(_ context.Context, i int) error {
		squares[i] = i * i
		return nil
	}); err != nil {
		fmt.Println("error:", err)
	}
	if err := p.Wait(); err != nil {
		fmt.Println("error:", err)
	}
	fmt.Println(squares[999])
	// Output: 998001
}
