package command

import (
	"fmt"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"mvdan.cc/sh/v3/interp"
	"mvdan.cc/sh/v3/syntax"
)

// Programs that read code from their arguments. corral quotes a replacement
// string for the shell that runs the template, but a file name inside a
// script that another program then runs as code is code again: with
// `sh -c "cat {}"`, the name `$(touch x).c` runs touch however it was
// quoted on the way in. So:
//
//   - The script of a shell's -c option (sh, bash, dash, ksh, mksh, zsh,
//     ash, yash, busybox sh) is rewritten to read each replacement from a
//     positional parameter: `sh -c 'cat {}'` runs as
//     `sh -c 'cat "$1"' sh {}`, and the name is an argument, never code.
//     This also holds through env, timeout, nice, nohup, stdbuf, setsid,
//     ionice, command, exec and time, and in scripts nested in scripts.
//   - A replacement inside code given to eval or to another interpreter
//     (python -c, perl -e, ruby -e, node -e, php -r, lua -e, Rscript -e,
//     an awk or sed program) cannot be made safe and is refused, as is a
//     shell script that holds both a replacement and an expansion of the
//     outer shell ($VAR, $(...)), which corral cannot read before it runs.
//
// Other programs that run their arguments (ssh, su -c, find -exec, xargs,
// make) are not inspected: pass names to them as arguments of a script.

// UnsafeError is a template that would run a file name as code.
type UnsafeError struct {
	Reason string // what would run the name as code, and why
	Hint   string // the safe way to write it
}

func (e *UnsafeError) Error() string { return e.Reason }

// shells maps the base names of POSIX-like shells to the dialect their
// scripts are parsed in.
var shells = map[string]syntax.LangVariant{
	"sh": syntax.LangPOSIX, "dash": syntax.LangPOSIX, "ash": syntax.LangPOSIX, "yash": syntax.LangPOSIX, "posh": syntax.LangPOSIX,
	"bash": syntax.LangBash, "zsh": syntax.LangBash, "ksh": syntax.LangMirBSDKorn, "mksh": syntax.LangMirBSDKorn,
}

// interpreters maps programs that take code to the options that carry it.
// An empty list means the program's first operand is its code (awk, sed).
var interpreters = map[string][]string{
	"python": {"-c"}, "perl": {"-e", "-E"}, "ruby": {"-e"}, "node": {"-e", "--eval", "-p", "--print"},
	"nodejs": {"-e", "--eval", "-p", "--print"}, "php": {"-r"}, "lua": {"-e"}, "Rscript": {"-e"},
	"awk": nil, "gawk": nil, "mawk": nil, "nawk": nil, "sed": nil, "eval": nil,
}

// wrapper describes a program that runs the rest of its arguments as a
// command: the options that take a separate argument, how many operands
// come before the command, and whether NAME=value words may come first.
type wrapper struct {
	argOpts  []string
	operands int
	assigns  bool
}

var wrappers = map[string]wrapper{
	"env":     {argOpts: []string{"-u", "--unset", "-C", "--chdir"}, assigns: true},
	"timeout": {argOpts: []string{"-s", "--signal", "-k", "--kill-after"}, operands: 1},
	"nice":    {argOpts: []string{"-n", "--adjustment"}},
	"nohup":   {},
	"stdbuf":  {argOpts: []string{"-i", "-o", "-e"}},
	"setsid":  {},
	"ionice":  {argOpts: []string{"-c", "-n", "--class", "--classdata"}},
	"command": {},
	"exec":    {argOpts: []string{"-a"}},
	"time":    {argOpts: []string{"-f", "--format", "-o", "--output"}},
}

// progName is the name a program is known by: its base name, without a
// version suffix (python3.12 is python).
func progName(word string) string {
	name := path.Base(word)
	if trimmed := strings.TrimRight(name, "0123456789."); trimmed != "" && trimmed != name {
		return trimmed
	}
	return name
}

// maxNesting bounds scripts in scripts.
const maxNesting = 8

// rewriter rewrites a template's commands, in the template and in the
// shell scripts nested in it, and notes the programs they run.
type rewriter struct {
	dir string // relative programs are made absolute against it; "" leaves them
	// written: each relative program made absolute, to the word the
	// template wrote for it first (see Template.Written).
	written  map[string]string
	programs map[string]bool // programs that must exist: literal names, not builtins or functions
	files    map[string]bool // the literal operands of commands, maybe files (see Template.Named)
	// nestedRuns: programs of shell scripts nested without a replacement
	// string, which are not rewritten or checked, only named (see
	// Template.Runs).
	nestedRuns map[string]bool
}

// nested makes every shell script nested in f read replacement strings
// from positional parameters, and refuses replacement strings in code that
// cannot be made safe.
func (r *rewriter) nested(f *syntax.File, depth int) error {
	if depth > maxNesting {
		return fmt.Errorf("shell scripts nested more than %d deep", maxNesting)
	}
	funcs := map[string]bool{}
	syntax.Walk(f, func(n syntax.Node) bool {
		if fn, ok := n.(*syntax.FuncDecl); ok {
			funcs[fn.Name.Value] = true
		}
		return true
	})
	var err error
	syntax.Walk(f, func(n syntax.Node) bool {
		if err != nil {
			return false
		}
		if call, ok := n.(*syntax.CallExpr); ok {
			err = r.call(call, depth, funcs)
		}
		return true
	})
	return err
}

// note records the program a command runs, unless the shell provides it
// or the command sets its own PATH.
func (r *rewriter) note(call *syntax.CallExpr, prog string, funcs map[string]bool) {
	if prog == "" || funcs[prog] || interp.IsBuiltin(prog) || placeholder.MatchString(prog) {
		return
	}
	for _, a := range call.Assigns {
		if a.Name != nil && a.Name.Value == "PATH" {
			return
		}
	}
	r.programs[prog] = true
}

// operands notes the literal words of a command's arguments that may name
// files (a script run by an interpreter, a plugin): not options, not
// replacement strings, made absolute against dir.
func (r *rewriter) operands(args []*syntax.Word) {
	for _, a := range args {
		w, ok := literal(a)
		// Only absolute paths: a job runs in the work dir, where a
		// relative name is a file of the source (or one it writes).
		if !ok || !filepath.IsAbs(w) || placeholder.MatchString(w) || strings.ContainsAny(w, "\x00\n") {
			continue
		}
		r.files[filepath.Clean(w)] = true
	}
}

// nestedScript notes the programs and operands of a shell script nested
// in the template that holds no replacement string (sh -c 'mycc "$1"' sh
// {}): it runs as written, but its programs are the compiler too.
func (r *rewriter) nestedScript(w *syntax.Word, lang syntax.LangVariant) {
	text, ok := literal(w)
	if !ok {
		return
	}
	f, err := syntax.NewParser(syntax.Variant(lang)).Parse(strings.NewReader(text), "")
	if err != nil {
		return
	}
	syntax.Walk(f, func(n syntax.Node) bool {
		call, ok := n.(*syntax.CallExpr)
		if !ok {
			return true
		}
		prog := skipWrappers(call.Args)
		if prog < 0 {
			return true
		}
		name := literalOr(call.Args[prog], "")
		if name != "" && !interp.IsBuiltin(name) && !placeholder.MatchString(name) && (filepath.IsAbs(name) || !strings.Contains(name, "/")) {
			r.nestedRuns[name] = true
		}
		r.operands(call.Args[prog+1:])
		return true
	})
}

// call rewrites one command if it runs a shell script that holds a
// replacement string.
func (r *rewriter) call(call *syntax.CallExpr, depth int, funcs map[string]bool) error {
	args := call.Args
	prog := skipWrappers(args)
	if prog < 0 {
		return nil
	}
	if abs, word := absProgram(args, prog, r.dir); abs != "" {
		if _, ok := r.written[abs]; !ok {
			r.written[abs] = word
		}
	}
	r.note(call, literalOr(args[prog], ""), funcs)
	r.operands(args[prog+1:])
	if prog > 0 {
		r.note(call, literalOr(args[0], ""), funcs) // the first wrapper, e.g. timeout
	}
	name := progName(literalOr(args[prog], ""))
	if name == "busybox" && prog+1 < len(args) {
		prog++
		name = progName(literalOr(args[prog], ""))
	}
	if codeOpts, ok := interpreters[name]; ok {
		return checkInterpreter(name, codeOpts, args[prog+1:])
	}
	lang, ok := shells[name]
	if !ok {
		return nil
	}
	script := shellScript(args[prog+1:])
	if script < 0 {
		return nil
	}
	script += prog + 1
	if !hasPlaceholder(args[script]) {
		r.nestedScript(args[script], lang)
		return nil
	}
	hint := fmt.Sprintf(`pass the file as an argument in single quotes: %s -c 'cc "$1"' %s {}`, name, name)
	text, ok := literal(args[script])
	if !ok {
		return &UnsafeError{Reason: fmt.Sprintf("the script of %s -c holds a replacement string and an expansion ($VAR, $(...)) of the outer shell: corral cannot pass file names to it safely", name), Hint: hint}
	}
	for _, a := range args[script+1:] {
		if _, ok := literal(a); !ok {
			return &UnsafeError{Reason: fmt.Sprintf("the script of %s -c holds a replacement string and its arguments hold expansions: corral cannot pass file names to it safely", name), Hint: hint}
		}
	}
	// $0 is the word after the script; the script's own arguments follow.
	extra := args[script+1:]
	if len(extra) == 0 {
		extra = []*syntax.Word{litWord(name)}
	}
	rewritten, params, err := r.positional(text, lang, len(extra), depth)
	if err != nil {
		return fmt.Errorf("the script of %s -c: %w", name, err)
	}
	out := slices.Clone(args[:script])
	out = append(out, quotedWord(rewritten))
	out = append(out, extra...)
	for _, m := range params {
		out = append(out, litWord(m))
	}
	call.Args = out
	return nil
}

// absProgram makes a relative program path such as ./mycc absolute against
// dir (when dir is not ""): jobs run in the work dir, not where the user
// typed the command. Names found through $PATH are left alone. It returns
// the path made and the word it replaced; "" when it made none.
func absProgram(args []*syntax.Word, prog int, dir string) (abs, word string) {
	p, ok := literal(args[prog])
	if dir == "" || !ok || !strings.Contains(p, "/") || filepath.IsAbs(p) || placeholder.MatchString(p) {
		return "", ""
	}
	abs = filepath.Join(dir, p)
	args[prog] = quotedWord(abs)
	return abs, p
}

// startsShell reports whether f is one command whose program (behind any
// wrappers) is a shell.
func startsShell(f *syntax.File) bool {
	if len(f.Stmts) != 1 {
		return false
	}
	call, ok := f.Stmts[0].Cmd.(*syntax.CallExpr)
	if !ok {
		return false
	}
	prog := skipWrappers(call.Args)
	if prog < 0 {
		return false
	}
	name := progName(literalOr(call.Args[prog], ""))
	if name == "busybox" && prog+1 < len(call.Args) {
		name = progName(literalOr(call.Args[prog+1], ""))
	}
	_, ok = shells[name]
	return ok
}

// skipWrappers returns the index of the program that wrappers in args run,
// or -1 when it cannot be told (a word with expansions).
func skipWrappers(args []*syntax.Word) int {
	for i := 0; i < len(args); {
		word, ok := literal(args[i])
		if !ok {
			return -1
		}
		w, ok := wrappers[progName(word)]
		if !ok {
			return i
		}
		i++
	options:
		for i < len(args) {
			a, ok := literal(args[i])
			if !ok {
				return -1
			}
			switch {
			case a == "--":
				i++
				break options
			case strings.HasPrefix(a, "-") && len(a) > 1:
				i++
				if slices.Contains(w.argOpts, a) {
					i++
				}
			case w.assigns && strings.Contains(a, "=") && !strings.HasPrefix(a, "="):
				i++
			default:
				break options
			}
		}
		i += w.operands
	}
	return -1
}

// shellScript returns the index in args (a shell's arguments) of the
// script its -c option runs, or -1 without one.
func shellScript(args []*syntax.Word) int {
	hasC := false
	for i := 0; i < len(args); i++ {
		a, ok := literal(args[i])
		if !ok {
			if hasC {
				return i // a script with expansions: the caller refuses it
			}
			return -1
		}
		if a == "--" || a == "-" {
			i++
		} else if strings.HasPrefix(a, "--") {
			if a == "--rcfile" || a == "--init-file" {
				i++
			}
			continue
		} else if len(a) > 1 && (a[0] == '-' || a[0] == '+') {
			for _, c := range a[1:] {
				switch c {
				case 'c':
					hasC = true
				case 'o', 'O':
					i++ // takes an option name
				}
			}
			continue
		}
		if hasC && i < len(args) {
			return i
		}
		return -1
	}
	return -1
}

// checkInterpreter refuses a replacement string in the code that an
// interpreter or eval is given.
func checkInterpreter(name string, codeOpts []string, args []*syntax.Word) error {
	hint := "pass the file as an argument and read it there, e.g. python3 -c 'import sys; print(sys.argv[1])' {}"
	switch name {
	case "eval":
		hint = "run the command without eval; corral quotes file names for the shell itself"
	case "awk", "gawk", "mawk", "nawk":
		hint = "pass the file as an operand or through the environment: env F={} awk '... ENVIRON[\"F\"] ...'"
	case "sed":
		hint = "a sed script cannot hold a file name safely; run sed on the file instead: sed -e 's/x/y/' {}"
	}
	refuse := &UnsafeError{Reason: fmt.Sprintf("%s runs its program text as code, and a file name in it would run as code too", name), Hint: hint}
	if codeOpts == nil {
		if name == "eval" {
			for _, a := range args {
				if hasPlaceholder(a) {
					return refuse
				}
			}
			return nil
		}
		return checkProgramText(args, refuse)
	}
	for i, a := range args {
		text := literalOr(a, "")
		for _, opt := range codeOpts {
			attached := len(opt) == 2 && strings.HasPrefix(text, opt) && len(text) > 2
			if attached && hasPlaceholder(a) || text == opt && i+1 < len(args) && hasPlaceholder(args[i+1]) {
				return refuse
			}
		}
	}
	return nil
}

// checkProgramText refuses a replacement string in the program text of awk
// or sed: the first operand, or the argument of -e (and -f's is a file).
func checkProgramText(args []*syntax.Word, refuse error) error {
	for i := 0; i < len(args); i++ {
		a := literalOr(args[i], "")
		switch {
		case a == "-e" || a == "--expression" || a == "--source":
			if i+1 < len(args) && hasPlaceholder(args[i+1]) {
				return refuse
			}
			return nil
		case strings.HasPrefix(a, "-e") || strings.HasPrefix(a, "--expression="):
			if hasPlaceholder(args[i]) {
				return refuse
			}
			return nil
		case a == "-f" || a == "--file":
			return nil
		case a == "-F" || a == "-v" || a == "-l":
			i++
		case strings.HasPrefix(a, "-") && len(a) > 1:
		default:
			if hasPlaceholder(args[i]) {
				return refuse
			}
			return nil
		}
	}
	return nil
}

// positional rewrites script so that each replacement string in it reads
// a positional parameter instead, numbered from first. It returns the new
// script and the replacement strings in parameter order.
func (r *rewriter) positional(script string, lang syntax.LangVariant, first, depth int) (string, []string, error) {
	f, err := syntax.NewParser(syntax.Variant(lang)).Parse(strings.NewReader(script), "")
	if err != nil {
		return "", nil, fmt.Errorf("parse: %w", err)
	}
	if err := r.nested(f, depth+1); err != nil {
		return "", nil, err
	}
	segs, err := shellSegments(f)
	if err != nil {
		return "", nil, err
	}
	var params []string
	var b strings.Builder
	for _, s := range segs {
		if !s.repl {
			b.WriteString(s.text)
			continue
		}
		i := slices.Index(params, s.text)
		if i < 0 {
			i = len(params)
			params = append(params, s.text)
		}
		ref := "${" + strconv.Itoa(first+i) + "}"
		switch s.ctx {
		case bare:
			ref = `"` + ref + `"`
		case single:
			ref = `'"` + ref + `"'`
		}
		b.WriteString(ref)
	}
	return b.String(), params, nil
}

// literal returns the value of a word that holds no expansions, with its
// quotes removed as a shell would remove them.
func literal(w *syntax.Word) (string, bool) {
	var b strings.Builder
	for i, p := range w.Parts {
		switch p := p.(type) {
		case *syntax.Lit:
			if strings.ContainsAny(p.Value, "*?[") || (i == 0 && strings.HasPrefix(p.Value, "~")) {
				return "", false // globbing or tilde expansion: leave it to the shell
			}
			b.WriteString(unescape(p.Value, false))
		case *syntax.SglQuoted:
			if p.Dollar {
				return "", false
			}
			b.WriteString(p.Value)
		case *syntax.DblQuoted:
			if p.Dollar {
				return "", false
			}
			for _, q := range p.Parts {
				lit, ok := q.(*syntax.Lit)
				if !ok {
					return "", false
				}
				b.WriteString(unescape(lit.Value, true))
			}
		default:
			return "", false
		}
	}
	return b.String(), true
}

// literalOr returns the literal value of w, or def when it has expansions.
func literalOr(w *syntax.Word, def string) string {
	if s, ok := literal(w); ok {
		return s
	}
	return def
}

// hasPlaceholder reports whether a replacement string occurs in w.
func hasPlaceholder(w *syntax.Word) bool {
	found := false
	syntax.Walk(w, func(n syntax.Node) bool {
		switch n := n.(type) {
		case *syntax.Lit:
			found = found || placeholder.MatchString(n.Value)
		case *syntax.SglQuoted:
			found = found || placeholder.MatchString(n.Value)
		}
		return !found
	})
	return found
}

// litWord is a word of plain text that needs no quoting in a shell.
func litWord(s string) *syntax.Word {
	return &syntax.Word{Parts: []syntax.WordPart{&syntax.Lit{Value: s}}}
}

// quotedWord is a word whose value is s, single-quoted ('\” for a quote).
func quotedWord(s string) *syntax.Word {
	w := &syntax.Word{}
	for i, chunk := range strings.Split(s, "'") {
		if i > 0 {
			w.Parts = append(w.Parts, &syntax.Lit{Value: `\'`})
		}
		if chunk != "" || i == 0 {
			w.Parts = append(w.Parts, &syntax.SglQuoted{Value: chunk})
		}
	}
	return w
}

// outerParams refuses the positional and special parameters of the shell
// corral runs a template under ($0, $1…, $@, $*, $#): they are that
// shell's, not the job's. In --cmd 'sh -c "cat \"$0\"" {}' the outer shell
// makes $0 /bin/sh before the inner one runs, so every job compiled the
// shell and every check passed. Inside single quotes they are the nested
// script's own, and stay.
func outerParams(f *syntax.File) error {
	var bad string
	syntax.Walk(f, func(n syntax.Node) bool {
		if p, ok := n.(*syntax.ParamExp); ok && p.Param != nil && bad == "" {
			switch v := p.Param.Value; {
			case v == "@" || v == "*" || v == "#" || v != "" && strings.Trim(v, "0123456789") == "":
				bad = "$" + v
			}
		}
		return bad == ""
	})
	if bad == "" {
		return nil
	}
	return &UnsafeError{
		Reason: fmt.Sprintf("%s is a parameter of the shell corral runs the command under, not of your script: it would be the same for every file (%s)", bad, map[bool]string{true: "/bin/sh", false: "empty"}[bad == "$0"]),
		Hint:   `single-quote a script so that its own shell expands it, and pass the file after it: sh -c 'cat "$1"' sh {}`,
	}
}
