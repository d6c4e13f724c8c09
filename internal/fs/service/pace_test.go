package service_test

import (
	"errors"
	"strings"
	"testing"
	"testing/synctest"
	"time"

	"github.com/corral-go/corral/internal/fs/service"
)

// TestMeter follows transfers on synctest's clock: each step waits, moves
// some bytes, then reads the deadline of the next read or write.
func TestMeter(t *testing.T) {
	pace := service.Pace{IOTimeout: 30 * time.Second, MinRate: 1000, MinRateAfter: 10 * time.Second}
	type step struct {
		wait     time.Duration // before the step
		add      int           // body bytes moved; -1: none (no Add)
		ahead    int           // what the next read or write waits for
		deadline time.Duration // from the meter's start; 0: none
		slow     bool          // Add says the transfer is under the rate
	}
	for _, tc := range []struct {
		name  string
		pace  service.Pace
		steps []step
	}{
		{"nothing comes: the grace", pace, []step{
			{add: -1, ahead: 1000, deadline: 10 * time.Second},
			{wait: 9 * time.Second, add: 0, ahead: 1000, deadline: 10 * time.Second}, // an empty chunk moves nothing
		}},
		{"the clock starts at the first use", pace, []step{
			{wait: time.Hour, add: -1, ahead: 1, deadline: 10 * time.Second},
		}},
		{"bytes ahead of the rate move the deadline", pace, []step{
			{add: 15_000, ahead: 1000, deadline: 16 * time.Second},
			{wait: 14 * time.Second, add: 1, ahead: 1000, deadline: 16*time.Second + time.Millisecond},
		}},
		{"the IO timeout, when sooner", pace, []step{
			{add: 1 << 30, ahead: 1, deadline: 30 * time.Second},
			{wait: 5 * time.Second, add: 0, ahead: 1, deadline: 35 * time.Second},
		}},
		{"a byte at a time, under the rate after the grace", pace, []step{
			{wait: 5 * time.Second, add: 1, ahead: 1, deadline: 10 * time.Second},
			{wait: 11 * time.Second, add: 1, slow: true},
		}},
		{"no rate: the IO timeout only", service.Pace{IOTimeout: time.Second}, []step{
			{wait: time.Minute, add: 0, ahead: 1, deadline: time.Second},
		}},
		{"no bounds", service.Pace{}, []step{{add: 0, ahead: 1}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			synctest.Test(t, func(t *testing.T) {
				m := tc.pace.Meter()
				var start time.Time
				for i, s := range tc.steps {
					time.Sleep(s.wait)
					if start.IsZero() {
						start = time.Now()
					}
					if s.add >= 0 {
						err := m.Add(s.add)
						if (err != nil) != s.slow || err != nil && !errors.Is(err, service.ErrTooSlow) {
							t.Fatalf("step %d: Add(%d) = %v, want too slow %v", i, s.add, err, s.slow)
						}
						if s.slow {
							continue
						}
					}
					got, want := m.Deadline(s.ahead), start.Add(s.deadline)
					if s.deadline == 0 {
						want = time.Time{}
					}
					if !got.Equal(want) {
						t.Errorf("step %d: Deadline(%d) = start%+v, want start%+v", i, s.ahead, got.Sub(start), s.deadline)
					}
				}
			})
		})
	}
}

// TestMeterLate: a read or write that passed its deadline says why, the
// rate or the IO timeout, as ErrTooSlow.
func TestMeterLate(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		m := service.Pace{IOTimeout: 30 * time.Second, MinRate: 1000, MinRateAfter: 10 * time.Second}.Meter()
		m.Add(1 << 20)
		time.Sleep(30 * time.Second)
		if err := m.Late(); !errors.Is(err, service.ErrTooSlow) || !strings.Contains(err.Error(), "IO timeout") {
			t.Errorf("after the IO timeout: %v", err)
		}
		m = service.Pace{IOTimeout: 30 * time.Second, MinRate: 1000, MinRateAfter: 10 * time.Second}.Meter()
		time.Sleep(time.Until(m.Deadline(1000)))
		if err := m.Late(); !errors.Is(err, service.ErrTooSlow) || !strings.Contains(err.Error(), "0 bytes in 10s, under the minimum rate of 1000 bytes a second") {
			t.Errorf("at the rate's deadline: %v", err)
		}
	})
}
