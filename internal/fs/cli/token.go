package cli

import (
	"fmt"
	"io"
	"os"
	"strings"
	"syscall"

	"github.com/corral-go/corral/internal/cmdline"
)

// TokenEnv holds the shared token where neither --token nor --token-file
// gives it: an environment variable is not in ps(1) or
// /proc/PID/cmdline, which every local user can read.
const TokenEnv = "CORRAL_FS_TOKEN"

// tokenFlags are the ways to give the shared token.
type tokenFlags struct {
	token, file string
}

// resolve returns the token: from --token (with a warning on w that every
// local user can read it), --token-file (a file only its owner may read),
// or $CORRAL_FS_TOKEN; "" when none is given. Two of them is an error.
func (t tokenFlags) resolve(w io.Writer, getenv func(string) string) (string, error) {
	env := getenv(TokenEnv)
	given := 0
	for _, v := range []string{t.token, t.file, env} {
		if v != "" {
			given++
		}
	}
	if given > 1 {
		return "", cmdline.Errorf("give the token one way: --token-file FILE, or "+TokenEnv, "the token is given more than once (--token, --token-file, $%s)", TokenEnv)
	}
	switch {
	case t.token != "":
		cmdline.Warn(w, "corral-fs", "a --token on the command line is visible to every local user (ps, /proc/PID/cmdline); give it with --token-file FILE or $%s", TokenEnv)
		return t.token, nil
	case t.file != "":
		return readTokenFile(t.file)
	}
	return env, nil
}

// readTokenFile reads the token from the first line of path, which only
// its owner may read or write: a token in a file others can read is no
// secret.
func readTokenFile(path string) (string, error) {
	// O_NONBLOCK: a FIFO (or /dev/stdin by mistake) must be refused as
	// not a regular file, not wait for a writer.
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return "", cmdline.Errorf("write the token into a file only you can read: umask 077; printf %s \"$TOKEN\" > FILE", "--token-file: %w", err)
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return "", fmt.Errorf("--token-file: %w", err)
	}
	if !info.Mode().IsRegular() {
		return "", cmdline.Errorf("give a regular file", "--token-file %s is not a regular file", path)
	}
	if perm := info.Mode().Perm(); perm&0o077 != 0 {
		return "", cmdline.Errorf("chmod 600 "+path, "--token-file %s may be read or written by others (mode %04o)", path, perm)
	}
	b, err := io.ReadAll(io.LimitReader(f, 4097))
	if err != nil {
		return "", fmt.Errorf("--token-file: %w", err)
	}
	if len(b) > 4096 {
		return "", cmdline.Errorf("a token is one line", "--token-file %s is over 4 KiB", path)
	}
	tok, _, _ := strings.Cut(string(b), "\n")
	tok = strings.TrimRight(tok, "\r")
	if tok == "" {
		return "", cmdline.Errorf("write the token on its first line", "--token-file %s holds no token", path)
	}
	return tok, nil
}
