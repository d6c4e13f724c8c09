package kinds

import (
	"strconv"
	"strings"
)

// The JVM's bytecode as javap -c lists it, one class or method at a
// time:
//
//	public java.lang.String toString();
//	  Code:
//	     0: new           #17                 // class java/lang/StringBuilder
//	     3: dup
//	     7: ldc           #20                 // String Result [altered=
//	     9: invokevirtual #22                 // Method java/lang/StringBuilder.append:(Ljava/lang/String;)Ljava/lang/StringBuilder;
//
// An instruction's offset shifts after any change, and the index of the
// constant it names (#17) renumbers whenever the class's constant pool
// changes: what tells is the constant, which javap writes in a comment.
// A line is read as its mnemonic and that constant, "new
// java.lang.StringBuilder", "ldc "Result [altered="", "invokevirtual
// java.lang.StringBuilder.append": a method, field or class by its name
// (a descriptor's types left out), a string as a string, a number as a
// number.

// javapColumns cuts a javap -c line to its instruction and the constant
// it names (see above); other lines are text.
func javapColumns(l string) (string, bool) {
	if kind, val, ok := javapPool(l); ok {
		return "\t" + kind + " " + strconv.Quote(val), true
	}
	rest, ok := javapInsn(l)
	if !ok {
		if name, typ, ok := javapLocal(l); ok {
			return "\tlocal " + name + " " + typ, true
		}
		return l, true
	}
	code, constant, named := strings.Cut(rest, "//")
	if !named {
		return "\t" + rest, true
	}
	f := strings.Fields(code)
	out := f[:1]
	for i := 1; i < len(f); i++ {
		switch {
		case strings.HasPrefix(f[i], "#"):
			// The pool's index, and the counts that follow it in an
			// invokeinterface ("#66,  1") or invokedynamic ("#17,  0").
			for i+1 < len(f) && allDigits(f[i+1]) && strings.HasSuffix(f[i], ",") {
				i++
			}
		default:
			out = append(out, f[i])
		}
	}
	return "\t" + strings.Join(out, " ") + " " + javapConstant(strings.TrimSpace(constant)), true
}

// javapConstant writes the constant a javap comment names ("class
// java/lang/StringBuilder", "Method Foo.bar:(I)V", "String text", "int
// 42") as the operand it is: a name with dots, a quoted string, a
// number.
func javapConstant(c string) string {
	kind, val, _ := strings.Cut(c, " ")
	switch kind {
	case "String":
		return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(val) + `"`
	case "int", "long", "float", "double":
		return val
	case "class":
		if strings.HasPrefix(val, `"`) {
			return val // an array's class: "[Ljava/lang/Object;"
		}
		return strings.ReplaceAll(val, "/", ".")
	case "Method", "InterfaceMethod", "Field":
		return javaMember(val)
	case "InvokeDynamic":
		// "#0:makeConcatWithConstants:(ZI)Ljava/lang/String;": the
		// bootstrap method's index, the call site's name, its type.
		_, site, _ := strings.Cut(val, ":")
		return javaMember(site)
	}
	return c
}

// javaMember is a method's or field's name as javap writes it, owner
// first where it is another class's ("java/lang/StringBuilder.append:
// (Ljava/lang/String;)…", "count:I"), without its descriptor: dotted,
// a constructor's "<init>" as init.
func javaMember(v string) string {
	v = strings.NewReplacer(`"<init>"`, "init", `"<clinit>"`, "clinit").Replace(v)
	if i := strings.IndexByte(v, ':'); i >= 0 {
		v = v[:i]
	}
	return strings.ReplaceAll(v, "/", ".")
}

// javapLocal returns the name and type of a row of a method's
// LocalVariableTable (javap -l: "   0   13   0 source   Ljava/lang/Object;"
// is its range, slot, name and descriptor): the variable is what the row
// says, where its range and slot shift with any change of the code. The
// type is its descriptor as one name ("Ljava.lang.Object").
func javapLocal(l string) (name, typ string, ok bool) {
	f := strings.Fields(l)
	if len(f) != 5 || !allDigits(f[0]) || !allDigits(f[1]) || !allDigits(f[2]) || !descriptor(f[4]) {
		return "", "", false
	}
	return f[3], strings.TrimSuffix(strings.ReplaceAll(f[4], "/", "."), ";"), true
}

// javapLine reports whether a line is one only javap writes: an
// instruction, a method's "Code:", a table's head or row (javap -l).
func javapLine(l string) bool {
	if _, ok := javapInsn(l); ok {
		return true
	}
	if _, _, ok := javapPool(l); ok {
		return true
	}
	if _, _, ok := javapLocal(l); ok {
		return true
	}
	switch t := strings.TrimSpace(l); {
	case t == "Code:", t == "LineNumberTable:", t == "LocalVariableTable:", t == "LocalVariableTypeTable:":
		return true
	case strings.HasPrefix(t, "line "):
		n, off, ok := strings.Cut(t[len("line "):], ": ")
		return ok && allDigits(n) && allDigits(off)
	}
	return false
}

// descriptor reports whether s is a JVM field descriptor: a base type's
// letter, or a class's "Lname;", either after array brackets.
func descriptor(s string) bool {
	s = strings.TrimLeft(s, "[")
	switch {
	case len(s) == 1:
		return strings.Contains("BCDFIJSZ", s)
	case len(s) > 2 && s[0] == 'L':
		return s[len(s)-1] == ';' || strings.Contains(s, "<") // a generic's signature (LocalVariableTypeTable)
	}
	return false
}

// javapInsn returns what follows a javap -c line's offset ("    83: "),
// when an instruction does: a mnemonic, in lower case.
func javapInsn(l string) (string, bool) {
	i, j := leadingNumber(l)
	if j == i || i < 2 || j+2 >= len(l) || l[j] != ':' || l[j+1] != ' ' {
		return "", false
	}
	rest := strings.TrimLeft(l[j+1:], " ")
	if rest == "" || rest[0] < 'a' || rest[0] > 'z' {
		return "", false // a switch's case ("     1: 28")
	}
	return rest, true
}

// javapPool reads a line of javap -v's constant pool: "   #12 = Utf8
// text", "  #7 = Methodref  #8.#9  // java/lang/Object.\"<init>\":()V".
// Its index is cut (an entry added renumbers every one after it), and
// its value is the text or what its comment names, the indexes it
// refers to cut as well: a pool is a table of constants, each one read
// as its kind (the mnemonic) and the constant it holds, as a string ("+
// Utf8 \"…\"": the "from" of a parameter's name and the "skipped" of
// another's are one rule).
func javapPool(l string) (kind, val string, ok bool) {
	t := strings.TrimLeft(l, " ")
	if len(t) == len(l) || !strings.HasPrefix(t, "#") {
		return "", "", false
	}
	n, rest, found := strings.Cut(t[1:], " = ")
	if !found || !allDigits(n) {
		return "", "", false
	}
	kind, val, _ = strings.Cut(strings.TrimLeft(rest, " "), " ")
	if kind == "" || kind[0] < 'A' || kind[0] > 'Z' {
		return "", "", false
	}
	val = strings.TrimSpace(val)
	if _, named, ok := strings.Cut(val, "// "); ok && strings.HasPrefix(val, "#") {
		val = named
	}
	return kind, val, true
}
