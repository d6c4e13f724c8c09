package kinds

import "testing"

func TestShape(t *testing.T) {
	a := []Section{{What: "output:src/a/prog_1.c", Lines: []string{
		"--- baseline:src/a/prog_1.c", "+++ now:src/a/prog_1.c", "@@ -151,7 +151,7 @@", " context",
		"-F2: if ((f2_step >= 0 && v_I > f2_to) || (f2_step < 0 && v_I < f2_to)) goto E2;",
		"+F2: if (f2_step >= 0 ? v_I > f2_to : v_I < f2_to) goto E2;",
		"-F4: if ((f4_step >= 0 && v_I > f4_to) || (f4_step < 0 && v_I < f4_to)) goto E4;",
		"+F4: if (f4_step >= 0 ? v_I > f4_to : v_I < f4_to) goto E4;",
		`+ fputs("src/a/prog_1.bas:41: overflow\n", stderr);`,
	}}}
	b := []Section{{What: "output:lib/prog_22.c", Lines: []string{
		"@@ -9,3 +9,3 @@",
		"-F7: if ((f7_step >= 0 && v_J > f7_to) || (f7_step < 0 && v_J < f7_to)) goto E7;",
		"+F7: if (f7_step >= 0 ? v_J > f7_to : v_J < f7_to) goto E7;",
		`+ fputs("lib/prog_22.bas:3: overflow\n", stderr);`,
	}}}
	exA, tolA := Shape("src/a/prog_1.bas", a)
	exB, tolB := Shape("lib/prog_22.bas", b)
	if tolA != tolB {
		t.Errorf("one change in two files, two tolerant shapes:\n%s\n---\n%s", tolA, tolB)
	}
	if exA == exB {
		t.Errorf("exact shapes should differ by the generated names")
	}
	if ID(tolA) != ID(tolB) || len(ID(tolA)) != 8 {
		t.Errorf("IDs %s %s", ID(tolA), ID(tolB))
	}
	// Another change is another kind.
	c := []Section{{What: "output:lib/prog_22.c", Lines: []string{"-while (x_1) {", "+for (;x_1;) {"}}}
	if _, tolC := Shape("lib/prog_22.bas", c); tolC == tolA {
		t.Error("a different change has the same shape")
	}
	// A short stem is not abstracted inside other words.
	if got := abstract("x/ab.c", "about ab.c and ab"); got != "about {/} and ab" {
		t.Errorf("abstract: %q", got)
	}
}
