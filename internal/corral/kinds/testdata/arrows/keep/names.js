// Account names, each mapped or filtered with a callback of one argument.
export function upper(names) {
  return names.map(n => n.toUpperCase());
}
export function nonEmpty(names) {
  return names.filter(n => n.length > 0);
}
export function initials(names) {
  return names.map(n => n[0]).join("");
}
