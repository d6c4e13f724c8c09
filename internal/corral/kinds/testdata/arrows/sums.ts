// Sums of ledger entries, each computed with a callback of two arguments.
export interface Entry {
  account: string;
  cents: number;
}

export const total = (entries: Entry[]): number =>
  entries.reduce((sum, e) => sum + e.cents, 0);

export const byAccount = (entries: Entry[]): Map<string, number> =>
  entries.reduce((m, e) => m.set(e.account, (m.get(e.account) ?? 0) + e.cents), new Map<string, number>());

export function largest(entries: Entry[]): Entry | undefined {
  return entries.slice().sort((a, b) => b.cents - a.cents)[0];
}
