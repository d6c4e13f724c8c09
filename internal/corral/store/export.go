package store

import (
	"context"
	"encoding/hex"
	"fmt"
	"io"
	"maps"
	"os"
	"path"
	"path/filepath"
	"slices"

	"github.com/corral-go/corral/internal/corral/result"
	"github.com/corral-go/corral/internal/corral/workspace"
)

// Export writes, for every file of the baseline, PATH.stdout, PATH.stderr
// and PATH.status (the exit status, or the signal) under dir, and each
// declared output under its own name. dir must be new or empty. It returns
// the number of files written and of results exported.
func (st *Store) Export(ctx context.Context, dir string) (files, results int, err error) {
	baseline, err := st.Baseline(ctx)
	if err != nil {
		return 0, 0, err
	}
	if err := workspace.EmptyDir(dir); err != nil {
		return 0, 0, err
	}
	root, err := os.OpenRoot(dir)
	if err != nil {
		return 0, 0, fmt.Errorf("export: %w", err)
	}
	defer root.Close()
	x := &exporter{st: st, root: root, dir: dir}
	for _, p := range slices.Sorted(maps.Keys(baseline)) {
		if err := x.result(ctx, p, baseline[p]); err != nil {
			return x.files, 0, err
		}
	}
	return x.files, len(baseline), nil
}

// exporter writes files beneath one directory.
type exporter struct {
	st    *Store
	root  *os.Root
	dir   string
	files int
}

// result writes one baseline result's files.
func (x *exporter) result(ctx context.Context, p string, r result.Result) error {
	status := fmt.Sprintln(r.ExitCode)
	if r.Signal != "" {
		status = r.Signal + "\n"
	}
	if err := x.put(ctx, p+".stdout", &r.Stdout.Hash, ""); err != nil {
		return err
	}
	if err := x.put(ctx, p+".stderr", &r.Stderr.Hash, ""); err != nil {
		return err
	}
	if err := x.put(ctx, p+".status", nil, status); err != nil {
		return err
	}
	for _, o := range r.Outputs {
		if o.Missing {
			continue
		}
		var h result.Hash
		if b, err := hex.DecodeString(o.Hash); err != nil || copy(h[:], b) != len(h) {
			return fmt.Errorf("export %s: bad hash in the store", o.Name)
		}
		if err := x.put(ctx, o.Name, &h, ""); err != nil {
			return err
		}
	}
	return nil
}

// put writes name with the blob h, or with text when h is nil.
func (x *exporter) put(ctx context.Context, name string, h *result.Hash, text string) error {
	if !filepath.IsLocal(name) {
		return fmt.Errorf("export: refusing the name %q, which leaves %s", name, x.dir)
	}
	if err := x.root.MkdirAll(path.Dir(name), 0o755); err != nil {
		return fmt.Errorf("export %s: %w", name, err)
	}
	f, err := x.root.Create(name)
	if err != nil {
		return fmt.Errorf("export %s: %w", name, err)
	}
	if h != nil {
		err = x.st.CopyBlob(ctx, *h, f)
	} else {
		_, err = io.WriteString(f, text)
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("export %s: %w", name, err)
	}
	x.files++
	return nil
}
