export class Ledger {
    /**
     * Every entry, oldest first.
     */
    entries = [];
    /**
     * The balance of each account.
     */
    totals = new Map();
}
export class Journal extends Ledger {
    name;
    lines = [];
    seq = 0;
    constructor(name) {
        super();
        this.name = name;
    }
    write(line) {
        this.lines.push(`${++this.seq} ${line}`);
        return this.seq;
    }
}
export class Audit {
    seen = new Set();
    failures = [];
    check(id) {
        if (this.seen.has(id)) {
            this.failures.push(id);
            return false;
        }
        this.seen.add(id);
        return true;
    }
}
