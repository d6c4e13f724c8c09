package cmdline

import (
	"strings"
	"sync"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// rootArgs holds each root's command line (see Root), for Execute to read
// before cobra parses it.
var rootArgs sync.Map // *cobra.Command → []string

// swallowed refuses a flag that takes a value, given with its value apart
// ("--json FILE"), whose next word is another flag of the command: pflag
// takes that word as the value, so 'corral report --json --quiet' wrote
// the report to a file named "--quiet" and printed it all. A value that
// really starts with a dash is still given as --json=--quiet, or after
// "--" where the command takes arguments.
func swallowed(root *cobra.Command, args []string) error {
	c, _, err := root.Find(args)
	if err != nil || c == nil {
		return nil // cobra says what is wrong
	}
	for i := 0; i+1 < len(args); i++ {
		a := args[i]
		if a == "--" {
			return nil
		}
		f := takesValue(c, a)
		if f == nil {
			continue
		}
		next := args[i+1]
		if !looksLikeFlag(c, next) {
			i++ // the value, whatever it is
			continue
		}
		what := "a flag of '" + c.CommandPath() + "'"
		if flagOf(c, next) == nil && !helpFlag(next) {
			what = "a flag's form"
		}
		return &Error{
			Err: usageError("--" + f.Name + " takes a value, and the word after it, " + next + ", is " + what),
			Hint: "give --" + f.Name + " its value" + valueHint(f) + ", or write --" + f.Name + "=" + next +
				" if that is the value",
		}
	}
	return nil
}

// looksLikeFlag reports whether word w, given as a flag's value, is more
// likely a flag the user meant: any word that starts with "--" ("--", a
// flag of the command, a mistyped one), and a single dash with a
// shorthand of the command or -h. "-" (stdin, stdout) and "-x.json" are
// values.
func looksLikeFlag(c *cobra.Command, w string) bool {
	switch {
	case strings.HasPrefix(w, "--"):
		return true
	case w == "-" || !strings.HasPrefix(w, "-"):
		return false
	}
	return helpFlag(w) || flagOf(c, w) != nil
}

// helpFlag reports whether w asks for help: cobra adds --help and -h to a
// command only as it runs it, after the check above.
func helpFlag(w string) bool {
	name, _, _ := strings.Cut(w, "=")
	return name == "--help" || name == "-h"
}

// takesValue is the flag word a names that takes its value from the
// next word ("--json", "-b", "-qb" where q is a bool; not "--json=x",
// "-bx" or a bool), or nil.
func takesValue(c *cobra.Command, a string) *pflag.Flag {
	if strings.Contains(a, "=") || !strings.HasPrefix(a, "-") || a == "-" {
		return nil
	}
	if !strings.HasPrefix(a, "--") {
		// A cluster of shorthands: each a bool, but the last, which may
		// take the next word; one that takes a value sooner holds the
		// rest of the cluster.
		for k := 1; k < len(a); k++ {
			f := flagOf(c, "-"+a[k:k+1])
			if f == nil {
				return nil
			}
			if f.NoOptDefVal == "" {
				if k == len(a)-1 {
					return f
				}
				return nil
			}
		}
		return nil
	}
	f := flagOf(c, a)
	if f == nil || f.NoOptDefVal != "" {
		return nil // bools, counts and flags with an optional value
	}
	return f
}

// flagOf is the flag of c (its own or inherited) that word a names
// ("--name", "--name=value", "-n"), or nil.
func flagOf(c *cobra.Command, a string) *pflag.Flag {
	if name, ok := strings.CutPrefix(a, "--"); ok {
		name, _, _ = strings.Cut(name, "=")
		for p := c; p != nil; p = p.Parent() {
			if f := p.Flags().Lookup(name); f != nil && (p == c || p.PersistentFlags().Lookup(name) != nil) {
				return f
			}
		}
		return nil
	}
	if len(a) < 2 {
		return nil
	}
	for p := c; p != nil; p = p.Parent() {
		if f := p.Flags().ShorthandLookup(a[1:2]); f != nil && (p == c || p.PersistentFlags().ShorthandLookup(a[1:2]) != nil) {
			return f
		}
	}
	return nil
}

// valueHint says what a flag's value is where its usage names it (a
// FILE, '-' for stdout), else nothing.
func valueHint(f *pflag.Flag) string {
	switch {
	case strings.Contains(f.Usage, "FILE") && strings.Contains(f.Usage, "'-' for stdout"):
		return " (a FILE, or - for stdout)"
	case strings.Contains(f.Usage, "FILE"):
		return " (a FILE)"
	}
	return ""
}
