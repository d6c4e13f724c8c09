//go:build !race

package kinds

// raceDetector: this test binary runs under the race detector.
const raceDetector = false
