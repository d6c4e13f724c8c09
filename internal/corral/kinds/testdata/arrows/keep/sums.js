// Sums of ledger entries, each computed with a callback of two arguments.

export const total = entries => entries.reduce((sum, e) => sum + e.cents, 0);
export const byAccount = entries => entries.reduce((m, e) => m.set(e.account, (m.get(e.account) ?? 0) + e.cents), new Map());
export function largest(entries) {
  return entries.slice().sort((a, b) => b.cents - a.cents)[0];
}
