// Sums of ledger entries, each computed with a callback of two arguments.

export const total = function (entries) {
  return entries.reduce(function (sum, e) {
    return sum + e.cents;
  }, 0);
};
export const byAccount = function (entries) {
  return entries.reduce(function (m, e) {
    return m.set(e.account, (m.get(e.account) ?? 0) + e.cents);
  }, new Map());
};
export function largest(entries) {
  return entries.slice().sort(function (a, b) {
    return b.cents - a.cents;
  })[0];
}
