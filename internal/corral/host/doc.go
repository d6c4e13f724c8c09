// Package host answers what corral needs to know of the machine it runs
// on: how many CPUs this process may use ([UsableCPUs]: affinity, cgroup
// quotas, Slurm's allowance), its control groups ([EachCgroup]), and an
// identity for this process that survives pid reuse ([ProcessID],
// [ProcessGone]), so that a run a dead process left "running" is known
// for the interrupted run it is.
//
// Every function reads /proc and /sys and never fails: where a fact cannot
// be read, it answers the cautious default its doc names.
package host
