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
		if next == "-" || !strings.HasPrefix(next, "-") || flagOf(c, next) == nil {
			i++ // the value, whatever it is
			continue
		}
		return &Error{
			Err: usageError("--" + f.Name + " takes a value, and the word after it, " + next + ", is a flag of '" + c.CommandPath() + "'"),
			Hint: "give --" + f.Name + " its value" + valueHint(f) + ", or write --" + f.Name + "=" + next +
				" if that is the value",
		}
	}
	return nil
}

// takesValue is the flag word a names when it takes its value from the
// next word ("--json", "-b"; not "--json=x", "-bx" or a bool), or nil.
func takesValue(c *cobra.Command, a string) *pflag.Flag {
	if strings.Contains(a, "=") || !strings.HasPrefix(a, "-") || a == "-" {
		return nil
	}
	if !strings.HasPrefix(a, "--") && len(a) != 2 {
		return nil // -bx: the value is attached
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
