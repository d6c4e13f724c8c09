package merge

import "github.com/corral-go/corral/internal/corral/result"

// SetError is a set of shard stores that cannot be merged as given (see
// result.Refusal): its message has the facts (which store, which shard,
// what differs).
type SetError = result.Refusal[Problem]

// Problem is what is wrong with a set of shard stores.
type Problem int

const (
	// ShardLost is one shard's run that did not finish, or whose
	// results were changed since (rows deleted, the store cut short):
	// that shard runs again, or --partial names it missing.
	ShardLost Problem = iota + 1
	// ShardDamaged is a shard store whose content cannot be read back
	// whole: that shard runs again; nothing was merged.
	ShardDamaged
	// NoShardStore is a path where no shard store is (nothing there, or
	// no regular file).
	NoShardStore
	// NotAShardStore is a store that holds no shard's run as corral
	// check --shard writes it (no finished run, or a result outside the
	// source or its shard): it is made again.
	NotAShardStore
	// NoneWhole is a set none of whose stores holds a whole shard's run.
	NoneWhole
	// NotOneSet is stores of different runs: commands, sets,
	// configurations, compilers, a shard twice, or a set with shards
	// missing.
	NotOneSet
	// NotOneRun is stores of shards run apart (their run ids differ): a
	// shard run again on its own joins its set with --run-id.
	NotOneRun
	// NoSettings is a shard store that keeps no settings (a corral from
	// before they were kept): which shard it holds cannot be told.
	NoSettings
	// Unprovable is a set with no compiler fingerprint and no run id:
	// nothing shows that its shards are one run.
	Unprovable
	// BaselineGone is a check's shards whose baseline no store holds as
	// it was when they checked against it.
	BaselineGone
	// BaselineMoved is a store to merge into whose baseline changed
	// since the shards copied it.
	BaselineMoved
	// NotMergeable is runs the store refuses to merge (a record among
	// checks, or checks of another --cmd). It stays the last.
	NotMergeable
)

// problemf returns a *SetError of problem p and the message.
func problemf(p Problem, format string, args ...any) error { return result.Refuse(p, format, args...) }

// ProblemOf is the Problem of a *SetError in err's chain; 0 for none.
func ProblemOf(err error) Problem {
	p, _ := result.ProblemOf[Problem](err)
	return p
}
