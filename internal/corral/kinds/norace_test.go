//go:build !race

package kinds

// raceDetector: whether this test binary runs under the race detector.
const raceDetector = false
