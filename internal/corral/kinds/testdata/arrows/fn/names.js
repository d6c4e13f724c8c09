// Account names, each mapped or filtered with a callback of one argument.
export function upper(names) {
  return names.map(function (n) {
    return n.toUpperCase();
  });
}
export function nonEmpty(names) {
  return names.filter(function (n) {
    return n.length > 0;
  });
}
export function initials(names) {
  return names.map(function (n) {
    return n[0];
  }).join("");
}
