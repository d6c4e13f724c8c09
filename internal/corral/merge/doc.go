// Package merge combines the runs of shard stores, each written by one
// shard of a record or check (--shard K/N), into one run of a store, as a
// single machine's run would have been ([Shards]).
//
// Before anything is merged the set is checked to be one whole run: each
// shard once, all of the same N, command, configuration and baseline, each
// holding only files of its own shard. A set that fails is refused, and
// the store is left as it was.
package merge
