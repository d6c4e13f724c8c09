package source

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strings"
)

// unxz extracts an xz-compressed TAR through the xz program, as GNU tar
// does. xz's --memlimit-decompress bounds the dictionary a hostile stream
// may ask for; no Go xz decoder bounds it (github.com/ulikunitz/xz
// allocates whatever the block header names, up to 4 GiB).
func unxz(ctx context.Context, r io.Reader, w *writer) ([]string, error) {
	prog, err := exec.LookPath("xz")
	if err != nil {
		return nil, errors.New("the source is xz-compressed and the xz program is not installed (apt-get install xz-utils)")
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	cmd := exec.CommandContext(ctx, prog, "--decompress", "--stdout", "--single-stream",
		fmt.Sprintf("--memlimit-decompress=%d", w.budget.MaxWindow))
	cmd.Stdin = r
	var stderr bytes.Buffer // read after Wait, which waits for its copier
	cmd.Stderr = &stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, fmt.Errorf("decompress xz: %w", err)
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("decompress xz: %w", err)
	}
	files, terr := extractTar(ctx, out, w)
	if terr == nil {
		// Let xz reach the end of its stream, where it verifies the
		// check; what follows a TAR's end is padding, so a stream that
		// goes on for long is cut short.
		if n, _ := io.CopyN(io.Discard, out, 64<<20); n == 64<<20 {
			cancel()
		}
	} else {
		cancel() // xz may still be writing what nobody reads
	}
	werr := cmd.Wait()
	msg := strings.TrimSpace(stderr.String())
	switch {
	case strings.Contains(msg, "Memory usage limit reached"):
		return nil, &LimitError{What: "xz dictionary", Limit: w.budget.MaxWindow, Flag: "--max-window"}
	case terr != nil && msg != "":
		return nil, fmt.Errorf("corrupt xz data: %s (%w)", msg, terr)
	case terr != nil:
		return nil, terr
	case werr != nil && ctx.Err() == nil:
		return nil, fmt.Errorf("corrupt xz data: %s: %w", msg, werr)
	}
	return files, nil
}
