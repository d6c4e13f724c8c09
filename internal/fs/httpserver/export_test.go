package httpserver

// ETag and HTTPDate are etag and httpDate, for the tests.
var (
	ETag     = etag
	HTTPDate = httpDate
)
