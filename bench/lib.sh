# Shared by bench/fs.sh and bench/http.sh; source it with BIN and OUT set.

# has_backend NAME: whether 'corral-fs serve --io NAME' starts here. cpool
# needs a cgo build, iouring a kernel that allows io_uring; a refused one
# is named with the server's reason.
has_backend() {
	local name=$1 probe ok=1
	"$BIN/corral-fs" serve --io "$name" --data "$OUT/probe" --addr 127.0.0.1:0 2>"$OUT/$name-probe.log" &
	probe=$!
	sleep 1
	if kill -0 "$probe" 2>/dev/null; then
		ok=0
		kill -TERM "$probe"
	else
		echo "$(basename "$0"): skipping $name: $(tail -1 "$OUT/$name-probe.log")" >&2
	fi
	wait "$probe" 2>/dev/null || true
	rm -rf "$OUT/probe"
	return $ok
}
