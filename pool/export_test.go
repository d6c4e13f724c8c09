package pool

// Stopped reports whether p has seen its cancellation: what GoRange's
// chunks check before every call.
func Stopped(p *Pool) bool { return p.stopped.Load() }
