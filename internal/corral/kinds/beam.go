package kinds

import "strings"

// BEAM assembly (erlc -S): Erlang terms, one instruction a line, each a
// tuple led by its operation or an atom alone, a function's head at the
// line's start:
//
//	{function, last, 2, 44}.
//	  {label,44}.
//	    {test,is_nonempty_list,{f,43},[{x,0}]}.
//	    return.
//
// It is machine code: its labels are numbered through the module, so a
// function inlined renumbers every label after it, and a change of
// numbers alone is a side effect. "%" after a space starts a comment.

// beamLine reports whether a line is a term of BEAM assembly: a tuple
// ended by "}." (an operation alone, "return.", reads as a program's
// "done." and is not counted).
func beamLine(l string) bool {
	t := strings.TrimSpace(l)
	if i := strings.Index(t, " %"); i > 0 {
		t = strings.TrimSpace(t[:i])
	}
	return strings.HasPrefix(t, "{") && strings.HasSuffix(t, "}.")
}

// beamComment reports whether a comment starts at l[i]: a "%" after a
// space or at the line's start.
func beamComment(l string, i int) bool { return l[i] == '%' && (i == 0 || l[i-1] == ' ') }
