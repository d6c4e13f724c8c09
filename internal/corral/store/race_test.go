//go:build race

package store_test

// raceDetector: this test binary runs under the race detector.
const raceDetector = true
