#!/usr/bin/env bash
# make e2e: corral on a real Slurm, end to end, on this machine.
#
# Starts munged, slurmctld and slurmd by hand (no systemd), with every file
# under a temporary directory (SLURM_CONF points there), then, for a 1-based,
# a 0-based and a stepped job array: records a baseline once, submits
# `corral check` as the array (one shard per task) and `corral merge` as a job
# that runs after it (--dependency=afterok), and checks that the tasks
# checked distinct shards covering every file and that the merged report
# equals a single-machine check file by file. Then the failure paths: a
# stale store from an earlier run refused, a one-index rerun joining its
# set, a task cancelled while corral runs merged with --partial, a requeued
# task, and empty shards. The daemons it started are stopped at the end,
# also on failure.
set -euo pipefail

BIN=${BIN:-$PWD/bin}
export PATH="$BIN:$PATH"
T=$(mktemp -d /tmp/corral-e2e.XXXXXX)
NODE=$(hostname -s)
started=()

cleanup() {
  local rc=$?
  for pidfile in "${started[@]}"; do
    [ -f "$pidfile" ] && kill "$(cat "$pidfile")" 2>/dev/null || true
  done
  sleep 1
  for pidfile in "${started[@]}"; do
    [ -f "$pidfile" ] && kill -9 "$(cat "$pidfile")" 2>/dev/null || true
  done
  if [ "$rc" -ne 0 ]; then
    echo "e2e: FAILED (exit $rc); daemon logs follow" >&2
    tail -n 20 "$T"/*.log >&2 || true
  fi
  rm -rf "$T"
  exit "$rc"
}
trap cleanup EXIT

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }

# munge, on a socket of its own.
mkdir -p "$T/munge" "$T/state" "$T/spool"
chmod 700 "$T/munge"
munged --socket="$T/munge/munge.sock" --key-file=/etc/munge/munge.key \
  --pid-file="$T/munged.pid" --log-file="$T/munged.log" --seed-file="$T/munge/seed" --force
started+=("$T/munged.pid")

cat > "$T/slurm.conf" <<CONF
ClusterName=corral
SlurmctldHost=$NODE
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=$T/munge/munge.sock
CredType=cred/munge
SlurmctldPort=$(free_port)
SlurmdPort=$(free_port)
StateSaveLocation=$T/state
SlurmdSpoolDir=$T/spool
SlurmctldPidFile=$T/slurmctld.pid
SlurmdPidFile=$T/slurmd.pid
SlurmctldLogFile=$T/slurmctld.log
SlurmdLogFile=$T/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
SchedulerType=sched/backfill
MpiDefault=none
ReturnToService=2
NodeName=$NODE CPUs=$(nproc) State=UNKNOWN
PartitionName=e2e Nodes=$NODE Default=YES MaxTime=INFINITE State=UP OverSubscribe=YES
CONF
export SLURM_CONF="$T/slurm.conf"
slurmctld
started+=("$T/slurmctld.pid")
slurmd
started+=("$T/slurmd.pid")
for _ in $(seq 60); do
  if sinfo -h -o '%T' 2>/dev/null | grep -qE '^(idle|mixed|allocated)'; then break; fi
  sleep 0.5
done
sinfo -h -o '%T' | grep -qE '^(idle|mixed|allocated)' || { echo "e2e: the Slurm node did not come up" >&2; exit 1; }
echo "e2e: Slurm $(slurmctld -V | cut -d' ' -f2) up on $NODE"

# The corpus, its baseline and the single-machine check to compare with.
W="$T/work"
mkdir -p "$W"
cd "$W"
gencorpus -files 300 -size 3M -o corpus.tar >/dev/null
corral record --cmd 'bcom {}' --output '{.}.c' --exclude 'HDR_*' --baseline base.db corpus.tar >/dev/null
cp base.db single.db
corral check --baseline single.db --cmd 'bcom -variant 2 {}' --json single.json >/dev/null || [ $? -eq 1 ]

cat > check.sh <<'JOB'
#!/usr/bin/env bash
# One array task: check this task's shard against a copy of the baseline.
# The failure paths below steer it with variables given to sbatch:
# SKIP_TASK fails that task before corral runs; HANG_TASK runs jobs that
# never end, until scancel; REQUEUE_TASK does that on its first start
# only; EXTRA adds flags; PREFIX names the stores; BASE is the baseline.
set -u
k=$SLURM_ARRAY_TASK_ID
db=${PREFIX:-shard}-$k.db
if [ "${SKIP_TASK:-}" = "$k" ]; then echo "task $k fails before corral runs"; exit 1; fi
cp "${BASE:-base.db}" "$db"
if [ "${HANG_TASK:-}" = "$k" ] || { [ "${REQUEUE_TASK:-}" = "$k" ] && [ "${SLURM_RESTART_COUNT:-0}" = 0 ]; }; then
  touch "started-$k"
  exec corral check --baseline "$db" --cmd 'sh -c "sleep 600" {}' ${EXTRA:-}
fi
corral check --baseline "$db" --cmd 'bcom -variant 2 {}' --json "${PREFIX:-shard}-$k.json" ${EXTRA:-}
rc=$?
[ "$rc" -le 1 ] # 1 is "differences found": the task did its work
JOB
cat > merge.sh <<'JOB'
#!/usr/bin/env bash
# The merge job: its exit status and stderr are kept for the script.
set -u
cp "${BASE:-base.db}" merged.db
corral merge merged.db ${PREFIX:-shard}-*.db --json merged.json ${MERGE_FLAGS:-} 2> merge.err
rc=$?
echo "$rc" > merge.rc
[ "$rc" -le 1 ]
JOB
chmod +x check.sh merge.sh

run_array() {
  local spec=$1 n=$2
  rm -f shard-*.db shard-*.json merged.db merged.json merge.rc merge.err slurm-*.out
  local start array merge
  start=$(date +%s.%N)
  array=$(sbatch --parsable --array="$spec" --cpus-per-task=1 -o 'slurm-%A_%a.out' ./check.sh)
  merge=$(sbatch --parsable --dependency=afterok:"$array" -o 'slurm-merge.out' ./merge.sh)
  for _ in $(seq 600); do
    [ -z "$(squeue -h -j "$array,$merge" 2>/dev/null)" ] && break
    sleep 0.2
  done
  if [ ! -s merged.json ]; then
    echo "e2e: --array=$spec: no merged report" >&2
    cat slurm-*.out >&2 || true
    exit 1
  fi
  python3 - "$spec" "$n" <<'PY'
import glob, json, sys
spec, n = sys.argv[1], int(sys.argv[2])
def load(p):
    with open(p) as f:
        return json.load(f)
single, merged = load("single.json"), load("merged.json")
shards = [load(p) for p in sorted(glob.glob("shard-*.json"))]
names = sorted(s["shard"] for s in shards)
want = sorted(f"{k}/{n}" for k in range(1, n + 1))
assert names == want, f"--array={spec}: the tasks checked shards {names}, want {want}"
seen = {}
for s in shards:
    for f in s["files"]:
        assert f["path"] not in seen, f"{f['path']} is in shards {seen[f['path']]} and {s['shard']}"
        seen[f["path"]] = s["shard"]
all_files = {f["path"] for f in single["files"]}
assert set(seen) == all_files, f"--array={spec}: the shards covered {len(seen)} of {len(all_files)} files"
key = lambda f: (f["path"], f["status"], f["exit_code"], f["baseline_exit_code"], tuple(f["changed"]))
a, b = sorted(map(key, single["files"])), sorted(map(key, merged["files"]))
assert a == b, f"--array={spec}: the merged report differs from the single-machine one"
sizes = sorted(len(s["files"]) for s in shards)
print(f"e2e: --array={spec}: {n} shards of {sizes} files, {len(all_files)} in all, merged report = single-machine report "
      f"({merged['summary']['changed']} changed)")
PY
  echo "e2e: --array=$spec took $(printf '%.1f' "$(echo "$(date +%s.%N) - $start" | bc)")s"
}

run_array 1-3 3     # 1-based
run_array 0-3 4     # 0-based
run_array 1-5:2 3   # stepped: tasks 1, 3, 5 are shards 1, 2, 3

# The failure paths. wait_jobs waits for jobs to leave the queue.
wait_jobs() {
  for _ in $(seq 900); do
    [ -z "$(squeue -h -j "$1" 2>/dev/null)" ] && return 0
    sleep 0.2
  done
  echo "e2e: jobs $1 did not end" >&2
  exit 1
}
fail() { echo "e2e: $*" >&2; tail -n 5 merge.err slurm-*.out >&2 2>/dev/null || true; exit 1; }
# same_as_single: the merged report equals the single-machine check.
same_as_single() {
  python3 - "$1" "${2:-single.json}" <<'PY'
import json, sys
what, single = sys.argv[1], sys.argv[2]
a, b = json.load(open(single)), json.load(open("merged.json"))
key = lambda f: (f["path"], f["status"], f["exit_code"], f["baseline_exit_code"], tuple(f["changed"]))
assert sorted(map(key, a["files"])) == sorted(map(key, b["files"])), f"{what}: the merged report differs from the single-machine one"
assert not b.get("missing_shards"), f"{what}: shards missing: {b['missing_shards']}"
print(f"e2e: {what}: merged report = single-machine report ({b['summary']['changed']} changed)")
PY
}

# 1. A stale store: day 1's stores are in place (from the last array);
# day 2's task 2 fails before corral runs. The merge must refuse the set,
# naming shard-2.db as another run's, not report day 1's results as day 2's.
rm -f shard-*.json merged.json merge.rc merge.err slurm-*.out
rm -f shard-*.db
day1=$(sbatch --parsable --array=1-3 -o 'slurm-%A_%a.out' ./check.sh)
wait_jobs "$day1"
day2=$(sbatch --parsable --array=1-3 --export=ALL,SKIP_TASK=2 -o 'slurm-%A_%a.out' ./check.sh)
m=$(sbatch --parsable --dependency=afterany:"$day2" -o slurm-merge.out ./merge.sh)
wait_jobs "$day2,$m"
[ "$(cat merge.rc)" = 2 ] || fail "stale store: merge exited $(cat merge.rc), want 2"
grep -q "shard store shard-2.db (run slurm-$day1 (SLURM_ARRAY_JOB_ID)) belongs to another run" merge.err ||
  fail "stale store: merge did not name shard-2.db as another run's: $(head -1 merge.err)"
echo "e2e: stale store refused: $(head -1 merge.err | cut -c1-150)…"

# 2. The one index rerun on its own. A one-task array cannot tell the
# shard count, so corral refuses it without --shard; with --shard and
# day 2's run id it joins the set, and the merge equals the single check.
r=$(sbatch --parsable --array=2 -o 'slurm-%A_%a.out' ./check.sh)
wait_jobs "$r"
grep -q -- "--shard K/N" slurm-"${r}"_2.out || fail "one-index rerun without --shard was not refused: $(cat slurm-"${r}"_2.out)"
r=$(sbatch --parsable --array=2 --export=ALL,EXTRA="--shard 2/3 --run-id slurm-$day2" -o 'slurm-%A_%a.out' ./check.sh)
m=$(sbatch --parsable --dependency=afterok:"$r" -o slurm-merge.out ./merge.sh)
wait_jobs "$r,$m"
[ "$(cat merge.rc 2>/dev/null)" = 1 ] || fail "one-index rerun: merge exited $(cat merge.rc 2>/dev/null)"
same_as_single "one-index rerun (sbatch --array=2 with --shard 2/3 --run-id)"

# 3. A task cancelled while corral runs: its store holds an interrupted
# run. The merge refuses the set; --partial merges the rest and names the
# missing shard.
rm -f shard-*.db shard-*.json merged.json merge.rc merge.err
rm -f started-*
c=$(sbatch --parsable --array=1-3 --export=ALL,HANG_TASK=3 -o 'slurm-%A_%a.out' ./check.sh)
for _ in $(seq 300); do [ -e started-3 ] && break; sleep 0.2; done
sleep 2 # corral has begun its run
scancel "${c}_3"
m=$(sbatch --parsable --dependency=afterany:"$c" --export=ALL,MERGE_FLAGS=--partial -o slurm-merge.out ./merge.sh)
wait_jobs "$c,$m"
[ "$(cat merge.rc)" = 1 ] || fail "cancelled task: merge --partial exited $(cat merge.rc), want 1"
grep -q "shard store shard-3.db: its last run .* did not finish" merge.err || fail "cancelled task: not named: $(cat merge.err)"
python3 - <<'PY' || fail "cancelled task: the merged report does not name shard 3/3 missing"
import json
m = json.load(open("merged.json"))
assert m["missing_shards"] == ["3/3"], m.get("missing_shards")
assert m["summary"]["not_checked"] > 0
print(f"e2e: cancelled task merged with --partial: missing {m['missing_shards']}, {m['summary']['not_checked']} files not checked")
PY

# 4. A requeued task: task 2 hangs on its first start and is requeued;
# its second start checks, and the merge equals the single check.
rm -f shard-*.db shard-*.json merged.json merge.rc merge.err
rm -f started-*
q=$(sbatch --parsable --array=1-3 --requeue --export=ALL,REQUEUE_TASK=2 -o 'slurm-%A_%a.out' ./check.sh)
for _ in $(seq 300); do [ -e started-2 ] && break; sleep 0.2; done
sleep 2
scontrol requeue "${q}_2"
m=$(sbatch --parsable --dependency=afterok:"$q" -o slurm-merge.out ./merge.sh)
wait_jobs "$q,$m"
[ "$(cat merge.rc 2>/dev/null)" = 1 ] || fail "requeued task: merge exited $(cat merge.rc 2>/dev/null)"
same_as_single "requeued task (scontrol requeue)"

# 5. Empty shards: 8 tasks over 5 programs. Each empty shard writes a
# complete run of no files, and the set merges into the single check.
gencorpus -files 5 -size 20K -o tiny.tar >/dev/null
corral record --cmd 'bcom {}' --exclude 'HDR_*' --baseline tiny.db tiny.tar >/dev/null
cp tiny.db tiny-single.db
corral check --baseline tiny-single.db --cmd 'bcom -variant 2 {}' --json tiny-single.json >/dev/null || [ $? -eq 1 ]
rm -f merged.json merge.rc merge.err
e=$(sbatch --parsable --array=1-8 --export=ALL,PREFIX=tiny-shard,BASE=tiny.db -o 'slurm-%A_%a.out' ./check.sh)
m=$(sbatch --parsable --dependency=afterok:"$e" --export=ALL,PREFIX=tiny-shard,BASE=tiny.db -o slurm-merge.out ./merge.sh)
wait_jobs "$e,$m"
[ -s merged.json ] || fail "empty shards: no merged report"
python3 - <<'PY'
import glob, json
empty = [p for p in glob.glob("tiny-shard-*.json") if not json.load(open(p)).get("files")]
assert len(empty) >= 3, f"{len(empty)} empty shards of 8 over 5 files"
print(f"e2e: {len(empty)} of 8 shards were empty and wrote complete runs")
PY
same_as_single "empty shards (--array=1-8 over 5 programs)" tiny-single.json
echo "e2e: passed"
