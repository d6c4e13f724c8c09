export class Ledger {
    constructor() {
        /**
         * Every entry, oldest first.
         */
        this.entries = [];
        /**
         * The balance of each account.
         */
        this.totals = new Map();
    }
}
export class Journal extends Ledger {
    constructor(name) {
        super();
        this.name = name;
        this.lines = [];
        this.seq = 0;
    }
    write(line) {
        this.lines.push(`${++this.seq} ${line}`);
        return this.seq;
    }
}
export class Audit {
    constructor() {
        this.seen = new Set();
        this.failures = [];
    }
    check(id) {
        if (this.seen.has(id)) {
            this.failures.push(id);
            return false;
        }
        this.seen.add(id);
        return true;
    }
}
