// Package reduce drives cvise to shrink the source of a changed file to a
// small program whose old and new compilers still differ in the same kind
// ([Run]), and is cvise's interestingness test ([Test], run by 'corral
// reduce-test').
//
// cvise runs as a child in a process group of its own; ctx's end stops it
// and keeps the best reduction so far.
package reduce
