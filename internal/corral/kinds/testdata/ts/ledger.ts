// Entries kept in order, with running totals by account.
export type Entry = { account: string; amount: number; at: Date };

export class Ledger {
  /**
   * Every entry, oldest first.
   */
  private entries: Entry[] = [];
  /**
   * The balance of each account.
   */
  private totals = new Map<string, number>();
}

export class Journal extends Ledger {
  private lines: string[] = [];
  private seq = 0;

  constructor(readonly name: string) {
    super();
  }

  write(line: string): number {
    this.lines.push(`${++this.seq} ${line}`);
    return this.seq;
  }
}

export class Audit {
  private seen = new Set<string>();
  private failures: string[] = [];

  check(id: string): boolean {
    if (this.seen.has(id)) {
      this.failures.push(id);
      return false;
    }
    this.seen.add(id);
    return true;
  }
}
