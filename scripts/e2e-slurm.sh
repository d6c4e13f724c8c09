#!/usr/bin/env bash
# make e2e: corral on a real Slurm, end to end, on this machine.
#
# Starts munged, slurmctld and slurmd by hand (no systemd), with every file
# under a temporary directory (SLURM_CONF points there), then, for a 1-based,
# a 0-based and a stepped job array: records a baseline once, submits
# `corral check` as the array (one shard per task) and `corral merge` as a job
# that runs after it (--dependency=afterok), and checks that the tasks
# checked distinct shards covering every file and that the merged report
# equals a single-machine check file by file. The daemons it started are
# stopped at the end, also on failure.
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
set -u
db=shard-$SLURM_ARRAY_TASK_ID.db
cp base.db "$db"
corral check --baseline "$db" --cmd 'bcom -variant 2 {}' --json "shard-$SLURM_ARRAY_TASK_ID.json"
rc=$?
[ "$rc" -le 1 ] # 1 is "differences found": the task did its work
JOB
cat > merge.sh <<'JOB'
#!/usr/bin/env bash
set -u
cp base.db merged.db
corral merge merged.db shard-*.db --json merged.json
rc=$?
[ "$rc" -le 1 ]
JOB
chmod +x check.sh merge.sh

run_array() {
  local spec=$1 n=$2
  rm -f shard-*.db shard-*.json merged.db merged.json slurm-*.out
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
echo "e2e: passed"
