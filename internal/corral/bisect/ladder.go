package bisect

import (
	"context"
	"fmt"
	"os/exec"
	"regexp"
	"slices"
	"strings"

	"github.com/corral-go/corral/internal/corral/command"
)

// Ladder is a series of compilers that corral builds itself, from the
// baseline's command to the check's, one option at a time: Cmds[0] is the
// baseline's, the last the check's, and Steps[i] says what compiler i
// changes from the one before it ("+ -fno-inline", "-O1 → -O2: the rest
// of the level"; Steps[0] is "the baseline's"). Alone[i] is the
// baseline's command with step i's change alone ("" for the baseline and
// the rest of a level): a kind that step i makes is confirmed when it
// shows there too.
type Ladder struct {
	Cmds  []string
	Steps []string
	Alone []string
}

// option is one option of a command line: its words (a flag, and the
// word after it when it takes one, its value), or a word alone.
type option struct {
	words []string
}

func (o option) String() string { return strings.Join(o.words, " ") }

// key names what an option sets, so that two values of it are a change of
// one option: "-O" for -O1 and -O2, "-std=" for -std=c99, "--target" for
// --target es2019, "--param inline-unit-growth=" for --param
// inline-unit-growth=40, "-mllvm -inline-threshold=" likewise; "" for an
// option that only is or is not there.
func (o option) key() string {
	w := o.words[0]
	switch {
	case optLevel.MatchString(w):
		return "-O"
	case len(o.words) > 1 && strings.Contains(o.words[1], "="):
		v := o.words[1]
		return w + " " + v[:strings.Index(v, "=")+1]
	case len(o.words) > 1 && (w == "-mllvm" || w == "-Xclang"):
		return "" // a flag passed on: is or is not there
	case strings.Contains(w, "="):
		return w[:strings.Index(w, "=")+1]
	case len(o.words) > 1:
		return w
	}
	return ""
}

// optLevel is an optimization level: -O, -O0 … -O3, -Os, -Oz, -Og, -Ofast.
var optLevel = regexp.MustCompile(`^-O([0-3sgz]|fast)?$`)

// options cuts a command's words after its program into options: a flag
// that takes a value (see passesOn, takesValue) holds the next word, and
// any other word stands alone.
func options(words []string) []option {
	var out []option
	for _, w := range words {
		if n := len(out); n > 0 && len(out[n-1].words) == 1 && holds(out[n-1].words[0], w) {
			out[n-1].words = append(out[n-1].words, w)
			continue
		}
		out = append(out, option{words: []string{w}})
	}
	return out
}

// holds reports whether flag takes w as its value: a flag that passes
// the next word on whatever it is (-mllvm -x, -Xclang -y, -o -), or one
// that takes a value that is no flag nor a placeholder.
func holds(flag, w string) bool {
	if passesOn[flag] {
		return true
	}
	if !strings.HasPrefix(flag, "-") || strings.Contains(flag, "=") || strings.Contains(w, "{") {
		return false
	}
	return (w == "-" || !strings.HasPrefix(w, "-")) && takesValue(flag)
}

// takesValue reports whether a flag is one that takes the next word as
// its value: a long option (--target es2020), or a short one of the few
// that do in compilers' drivers (-x, -I, -D, …).
func takesValue(flag string) bool {
	if strings.HasPrefix(flag, "--") {
		return true
	}
	return slices.Contains([]string{"-x", "-I", "-D", "-U", "-L", "-l", "-include", "-isystem", "-target", "-C", "-Z", "-e"}, flag)
}

// passesOn are the drivers' flags whose value is the next word, even one
// that starts with "-": a flag for the compiler proper, or the output.
var passesOn = map[string]bool{"-mllvm": true, "-Xclang": true, "-Xlinker": true, "-Xassembler": true, "-Xpreprocessor": true, "-o": true}

// FlagLadder builds the ladder from the baseline's command to the check's
// when they run the same program and differ by options: each option
// removed, changed or added is a step, in the order they stand. A change
// of optimization level is, where the compiler tells (gcc's -Q
// --help=optimizers), each option the new level turns on or off, one at a
// time, and the rest of the level last. dir is where the program is run
// from, to ask it.
func FlagLadder(ctx context.Context, base, check, dir string) (*Ladder, error) {
	bw, ok1 := command.Words(base)
	cw, ok2 := command.Words(check)
	switch {
	case base == check:
		return nil, problemf(NoLadder, "the check ran the baseline's command (%s): there are no options between them to bisect over", base)
	case !ok1 || !ok2:
		return nil, problemf(NoLadder, "bisect builds a ladder of options only between two commands of plain words, and %q or %q is a shell script", base, check)
	case bw[0] != cw[0]:
		return nil, problemf(NoLadder, "the baseline ran %s and the check %s: a ladder of options needs one program", bw[0], cw[0])
	}
	ops, cops := options(bw[1:]), options(cw[1:])
	edits := optionEdits(ops, cops)
	if len(edits) == 0 {
		return nil, problemf(NoLadder, "the check's command (%s) has the baseline's options in another order: there is no option between them to bisect over", check)
	}
	l := &Ladder{Cmds: []string{base}, Steps: []string{"the baseline's"}, Alone: []string{""}}
	cur := slices.Clone(ops)
	for _, e := range edits {
		switch {
		case e.from != nil && e.to != nil && e.from.key() == "-O":
			l.levels(ctx, bw[0], dir, ops, &cur, *e.from, *e.to)
		case e.from != nil && e.to != nil:
			cur[indexOf(cur, *e.from)] = *e.to
			alone := slices.Clone(ops)
			alone[indexOf(ops, *e.from)] = *e.to
			l.add(bw[0], cur, alone, fmt.Sprintf("%s → %s", e.from, e.to))
		case e.from != nil:
			i := indexOf(cur, *e.from)
			cur = slices.Delete(cur, i, i+1)
			j := indexOf(ops, *e.from)
			l.add(bw[0], cur, slices.Delete(slices.Clone(ops), j, j+1), "- "+e.from.String())
		case e.to.key() == "-O" && !slices.ContainsFunc(ops, func(o option) bool { return o.key() == "-O" }):
			// A level where there was none: from the driver's default,
			// -O0, as a change of level.
			zero := option{words: []string{"-O0"}}
			at := min(e.at(cur), len(cur))
			cur = slices.Insert(cur, at, zero)
			base := slices.Insert(slices.Clone(ops), min(e.at(ops), len(ops)), zero)
			l.levels(ctx, bw[0], dir, base, &cur, zero, *e.to)
		default:
			cur = slices.Insert(cur, min(e.at(cur), len(cur)), *e.to)
			l.add(bw[0], cur, slices.Insert(slices.Clone(ops), min(e.at(ops), len(ops)), *e.to), "+ "+e.to.String())
		}
	}
	// The last compiler is the check's, as written.
	l.Cmds[len(l.Cmds)-1] = check
	return l, nil
}

// add adds a step: the program with options ops, and alone, the
// baseline's options with this step's change alone (nil: none).
func (l *Ladder) add(prog string, ops, alone []option, step string) {
	l.Cmds, l.Steps = append(l.Cmds, cmdOf(prog, ops)), append(l.Steps, step)
	if alone == nil {
		l.Alone = append(l.Alone, "")
	} else {
		l.Alone = append(l.Alone, cmdOf(prog, alone))
	}
}

// cmdOf is the template of prog with these options.
func cmdOf(prog string, ops []option) string {
	words := []string{prog}
	for _, o := range ops {
		words = append(words, o.words...)
	}
	return command.JoinWords(words)
}

// levels adds the steps of a change of optimization level: each option
// the compiler says the new level turns on or off that the old does not,
// added after the old level one at a time, then the new level in the old
// one's place without them ("the rest of the level").
//
// gcc turns no optimization on at -O0, whatever option asks for it: from
// -O0 to a level past -O1, -O1 is a step of its own first.
func (l *Ladder) levels(ctx context.Context, prog, dir string, base []option, cur *[]option, from, to option) {
	if from.words[0] == "-O0" && !slices.Contains([]string{"-O0", "-O1", "-O"}, to.words[0]) {
		one := option{words: []string{"-O1"}}
		l.levels(ctx, prog, dir, base, cur, from, one)
		// The options past -O1 are tried alone on -O1.
		base = slices.Clone(base)
		base[indexOf(base, from)] = one
		from = one
	}
	at, baseAt := indexOf(*cur, from), indexOf(base, from)
	flags := levelFlags(ctx, prog, dir, from.words[0], to.words[0])
	for i, flag := range flags {
		o := option{words: []string{flag}}
		*cur = slices.Insert(*cur, at+1+i, o)
		l.add(prog, *cur, slices.Insert(slices.Clone(base), baseAt+1, o), "+ "+flag)
	}
	*cur = slices.Delete(*cur, at+1, at+1+len(flags))
	(*cur)[at] = to
	step := fmt.Sprintf("%s → %s", from, to)
	var alone []option
	if len(flags) > 0 {
		step += ": the rest of the level"
	} else {
		alone = slices.Clone(base)
		alone[baseAt] = to
	}
	l.add(prog, *cur, alone, step)
}

// optionsLine is a line of gcc's "-Q --help=optimizers -O2", which lists
// each optimization option, enabled or disabled at that level.
var optionsLine = regexp.MustCompile(`^\s+(-f[A-Za-z0-9_-]+)\s+\[(enabled|disabled)\]\s*$`)

// levelFlags asks prog (with gcc's -Q --help=optimizers) which options
// level to turns on and off that level from does not: "-fX" for one it
// turns on, "-fno-X" for one it turns off, in the order it lists them.
// A compiler that cannot tell (clang) gives none, and the level is one
// step.
func levelFlags(ctx context.Context, prog, dir, from, to string) []string {
	if from == "-O0" {
		return nil // at -O0 an option turns nothing on
	}
	a, b := optimizers(ctx, prog, dir, from), optimizers(ctx, prog, dir, to)
	if a == nil || b == nil {
		return nil
	}
	var flags []string
	for _, name := range b.order {
		was, known := a.on[name]
		switch {
		case !known:
		case b.on[name] && !was:
			flags = append(flags, name)
		case !b.on[name] && was:
			flags = append(flags, "-fno-"+strings.TrimPrefix(name, "-f"))
		}
	}
	return flags
}

// optimizerSet is what a level turns on, as the compiler lists it.
type optimizerSet struct {
	on    map[string]bool
	order []string
}

// optimizers runs prog -Q --help=optimizers LEVEL; nil when it cannot.
func optimizers(ctx context.Context, prog, dir, level string) *optimizerSet {
	cmd := exec.CommandContext(ctx, prog, "-Q", "--help=optimizers", level)
	cmd.Dir = dir
	out, err := cmd.Output()
	if err != nil {
		return nil
	}
	set := &optimizerSet{on: map[string]bool{}}
	for _, line := range strings.Split(string(out), "\n") {
		if m := optionsLine.FindStringSubmatch(line); m != nil {
			set.on[m[1]] = m[2] == "enabled"
			set.order = append(set.order, m[1])
		}
	}
	if len(set.order) == 0 {
		return nil
	}
	return set
}

// edit is one difference between two commands' options: from replaced
// by to (a change of one option's value), from removed (to nil), or to
// added (from nil) before the option next, which both have (-1: at the
// end).
type edit struct {
	from, to *option
	next     *option
}

// at is where an added option goes among cur: before the option that
// follows it in the check's command, or last.
func (e edit) at(cur []option) int {
	if e.next != nil {
		if i := indexOf(cur, *e.next); i >= 0 {
			return i
		}
	}
	return len(cur)
}

// optionEdits says how the options of b differ from a's, as sets (an
// option moved is no change: drivers read most options wherever they
// stand): those a has more of are removed, those b has more of added, in
// the order each command gives them, and a removed and an added option of
// one key (see option.key) are one change of its value.
func optionEdits(a, b []option) []edit {
	count := map[string]int{}
	for _, o := range b {
		count[o.String()]++
	}
	var gone []option
	for _, o := range a {
		if count[o.String()] > 0 {
			count[o.String()]--
		} else {
			gone = append(gone, o)
		}
	}
	count = map[string]int{}
	for _, o := range a {
		count[o.String()]++
	}
	var edits []edit
	var came []edit
	for i := range b {
		if count[b[i].String()] > 0 {
			count[b[i].String()]--
			continue
		}
		e := edit{to: &b[i]}
		for j := i + 1; j < len(b); j++ {
			if indexOf(a, b[j]) >= 0 {
				e.next = &b[j]
				break
			}
		}
		came = append(came, e)
	}
	for i := range gone {
		j := slices.IndexFunc(came, func(e edit) bool { return e.to.key() != "" && e.to.key() == gone[i].key() })
		if j < 0 {
			edits = append(edits, edit{from: &gone[i]})
			continue
		}
		edits = append(edits, edit{from: &gone[i], to: came[j].to})
		came = slices.Delete(came, j, j+1)
	}
	return append(edits, came...)
}

// indexOf is where o stands in ops; -1 when it does not.
func indexOf(ops []option, o option) int {
	return slices.IndexFunc(ops, func(p option) bool { return slices.Equal(p.words, o.words) })
}
