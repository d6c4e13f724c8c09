package report

// KeepChanged sets how many changed files a streamed report keeps in
// Files (see changedKept) until the returned restore is called.
func KeepChanged(n int) (restore func()) {
	before := changedKept
	changedKept = n
	return func() { changedKept = before }
}
