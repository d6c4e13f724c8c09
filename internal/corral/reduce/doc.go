// Package reduce drives cvise to shrink the source of a changed file to a
// small program whose old and new compilers still differ in the same kind
// ([Run]), and is cvise's interestingness test ([Test], run by 'corral
// reduce-test').
//
// cvise runs held as a check's job is (runner.RunContained), with a
// TMPDIR of its own in the work dir, removed when it ends; ctx's end
// stops it. However it ends, the smallest candidate its test found of the
// kind is kept (Result.Stop says why it did not finish).
package reduce
