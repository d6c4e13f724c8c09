// Package bcom is a small compiler from a BASIC dialect to C, the compiler
// under test in corral's demo.
//
// The dialect has one statement per line, an optional line number first:
//
//	10 REM a comment
//	LET X = 3 * (Y + 1)          (LET may be left out)
//	PRINT "X is "; X, Y;         (';' joins, ',' tabs, a final ';' keeps the line)
//	IF X >= 10 AND Y <> 0 THEN 200   (or THEN followed by a statement)
//	GOTO 100 / GOSUB 9000 / RETURN
//	FOR I = 1 TO 10 STEP 2 ... NEXT I
//	INCLUDE "HDR_io.bas"         (the header's lines, inserted here)
//	END
//
// Variables are integers (C long), named by letters and digits. Division and
// MOD by zero give 0, so every program has defined behaviour. Errors are
// reported as FILE:LINE: message.
//
// [Options.Variant] 2 stands for a compiler change: it emits the loop test of
// FOR statements that have a STEP differently (same meaning, other C), so
// only the programs using that construct change.
package bcom
