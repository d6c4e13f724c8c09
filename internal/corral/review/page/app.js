// The review in the browser: it walks the report model the server sends
// and posts each decision as it is made; the server keeps them until they
// are applied (so a reload, or another tab, shows them again), says what
// they do and applies them. Everything from the report is shown as text,
// never HTML.
"use strict";

const $ = (id) => document.getElementById(id);
// decisions are the server's as last read, with the ones made since;
// confirmed is the revision of them that Apply… listed.
let decisions = { kinds: {}, files: {} }, confirmed = -1;
// sent is the last decision posted, pending how many are not answered.
let sent = Promise.resolve(), pending = 0;
let roots = [], flat = [], cur = 0, ended = false, shownPath = null;

// api fetches a path of the review (relative: it carries the token); a
// body makes it a JSON POST.
async function api(path, body) {
  const init = body === undefined ? {} :
    { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) };
  const r = await fetch(path, init);
  const j = await r.json();
  if (!r.ok) throw new Error(j.error || r.statusText);
  return j;
}

// shown escapes control characters, as corral does on a terminal.
function shown(s) {
  return String(s).replace(/[\x00-\x08\x0b-\x1f\x7f]/g,
    (c) => "\\x" + c.charCodeAt(0).toString(16).padStart(2, "0"));
}

function el(tag, text, cls) {
  const e = document.createElement(tag);
  if (text !== undefined) e.textContent = shown(text);
  if (cls) e.className = cls;
  return e;
}

const plural = (n, one, many) => n + " " + (n === 1 ? one : many);
const reviewable = (f) => f && ["changed", "new", "missing"].includes(f.status);

// build makes the tree the page walks: families (when they group kinds)
// or kinds, then the new and the missing files; a family opens on its
// kinds, a kind or a group of files on its files.
function build(m) {
  const rep = m.report;
  const byPath = new Map(rep.files.map((f) => [f.path, f]));
  const byID = new Map(rep.kinds.map((k) => [k.id, k]));
  // The cause of each kind, as the check's newest bisect found it.
  const causeOf = new Map();
  for (const c of (rep.causes ? rep.causes.list : [])) {
    const mark = c.confirmed === true ? ", confirmed alone" : c.confirmed === false ? ", not alone" : "";
    const by = c.compiler + " (compiler " + c.n + " of " + c.of + mark + ")";
    for (const id of c.kinds) causeOf.set(id, causeOf.has(id) ? causeOf.get(id) + " and by " + by : "; made by " + by);
  }
  const fileNodes = (files) => files.filter(reviewable).map((f) =>
    ({ label: f.status + " " + f.path, kinds: [], files: [f], example: f.path, file: f }));
  const kindNode = (k, prefix) => {
    const files = k.files.map((p) => byPath.get(p)).filter(reviewable);
    return { label: prefix + "kind " + k.id + ": " + plural(k.count, "file shows", "files show") +
      " (" + k.changed.join(", ") + ") " + k.edit + (causeOf.get(k.id) || ""), kinds: [k.id], files, example: k.example, kind: k,
      more: () => fileNodes(files) };
  };
  if (m.families_group_kinds) {
    for (const fam of rep.families) {
      if (fam.kinds.length === 1) {
        roots.push(kindNode(byID.get(fam.kinds[0]), "family " + fam.name + ", "));
        continue;
      }
      roots.push({ label: "family " + fam.name + ": " + plural(fam.kinds.length, "kind", "kinds") + ", " +
        plural(fam.count, "file", "files"), kinds: fam.kinds, files: fam.files.map((p) => byPath.get(p)).filter(reviewable),
        example: byID.get(fam.kinds[0]).example, family: fam.kinds.map((id) => byID.get(id)),
        more: () => fam.kinds.map((id) => kindNode(byID.get(id), "")) });
    }
  } else {
    for (const k of rep.kinds) roots.push(kindNode(k, ""));
  }
  for (const st of ["new", "missing"]) {
    const files = rep.files.filter((f) => f.status === st);
    if (files.length > 0) {
      roots.push({ label: plural(files.length, st + " file", st + " files"), kinds: [], files,
        example: files[0].path, more: () => fileNodes(files) });
    }
  }
}

// fileDecision is what was decided of a file: by itself, or by its kinds.
function fileDecision(f) {
  if (f.path in decisions.files || !(f.kinds || []).length) return decisions.files[f.path] || "";
  const ks = f.kinds.map((k) => decisions.kinds[k] || "");
  if (ks.includes("keep")) return "keep";
  return ks.every((k) => k === "accept") ? "accept" : (ks.includes("accept") ? "mixed" : "");
}

// state is what a node shows as decided.
function state(n) {
  const all = n.kinds.length ? n.kinds.map((k) => decisions.kinds[k] || "") : n.files.map(fileDecision);
  if (all.every((d) => d === all[0])) return all[0] || "";
  return all.some((d) => d) ? "mixed" : "";
}

function flatten() {
  flat = [];
  const walk = (nodes, depth) => {
    for (const n of nodes) {
      n.depth = depth;
      flat.push(n);
      if (n.open) walk(n.children, depth + 1);
    }
  };
  walk(roots, 0);
}

function renderList() {
  const list = $("list");
  list.replaceChildren();
  flat.forEach((n, i) => {
    const s = state(n);
    const row = el("div", undefined, "item " + s + (i === cur ? " cur" : ""));
    const label = el("span", (n.more ? (n.open ? "▾ " : "▸ ") : "  ") + n.label, "label");
    label.style.paddingLeft = (1.5 * n.depth) + "em";
    row.append(el("span", { accept: "✓ accept", keep: "✗ keep", mixed: "~ mixed" }[s] || "", "badge"), label);
    row.addEventListener("click", () => { cur = i; render(); });
    list.append(row);
  });
  const c = list.children[cur];
  if (c) c.scrollIntoView({ block: "nearest" });
}

// renderDetail shows the node under the cursor: its kinds or pair of
// lines, its first files, and its example's diff side by side.
function renderDetail() {
  const n = flat[cur];
  if (!n) return;
  $("title").textContent = shown(n.label);
  const info = $("info");
  info.replaceChildren();
  if (n.family) {
    const ul = el("ul");
    for (const k of n.family) ul.append(el("li", k.id + "  " + plural(k.count, "file", "files") + "  " + k.changed.join(", ") + "  " + k.edit));
    info.append(ul);
  }
  if (n.kind && n.kind.pair) info.append(el("pre", "- " + n.kind.pair.old + "\n+ " + n.kind.pair.new));
  if (!n.file) {
    const ul = el("ul");
    for (const f of n.files.slice(0, 8)) ul.append(el("li", f.status + " " + f.path));
    if (n.files.length > 8) ul.append(el("li", "… and " + (n.files.length - 8) + " more (o opens them)"));
    info.append(ul);
  }
  if (n.example) {
    info.append(el("p", (n.file ? "its diff" : "e.g. " + n.example) + ", baseline beside now:"));
    showDiff(n.example);
  }
}

async function showDiff(path) {
  if (shownPath === path) return;
  shownPath = path;
  const table = $("diff");
  table.replaceChildren();
  const cols = el("colgroup");
  for (const c of ["n", "text", "n", "text"]) cols.append(el("col", undefined, c));
  table.append(cols);
  let d;
  try {
    d = await api("api/diff?path=" + encodeURIComponent(path));
  } catch (e) {
    return fail(e);
  }
  if (shownPath !== path) return; // the cursor moved on
  for (const r of d.rows) {
    const tr = el("tr", undefined, r.op);
    if (r.op === "head") {
      tr.append(el("th", "baseline: " + r.old), el("th", "now: " + r.new));
      tr.firstChild.colSpan = 2;
      tr.lastChild.colSpan = 2;
    } else if (r.op === "hunk" || r.op === "note") {
      const td = el("td", r.old);
      td.colSpan = 4;
      tr.append(td);
    } else {
      tr.append(el("td", r.old_line || "", "n"), el("td", r.old === undefined ? "" : r.old, "old"),
        el("td", r.new_line || "", "n"), el("td", r.new === undefined ? "" : r.new, "new"));
    }
    table.append(tr);
  }
}

function render() {
  flatten();
  cur = Math.max(0, Math.min(cur, flat.length - 1));
  renderList();
  renderDetail();
}

// next moves past the node under the cursor and what it opened, as the
// terminal review goes on to the next screen.
function next() {
  const d = flat[cur].depth;
  let i = cur + 1;
  while (i < flat.length && flat[i].depth > d) i++;
  if (i < flat.length) cur = i;
}

// decide decides the node under the cursor, at once on the page, and
// posts it.
function decide(what) {
  const n = flat[cur];
  const change = { kinds: {}, files: {} };
  if (n.kinds.length) for (const k of n.kinds) change.kinds[k] = what;
  else for (const f of n.files.filter(reviewable)) change.files[f.path] = what;
  Object.assign(decisions.kinds, change.kinds);
  Object.assign(decisions.files, change.files);
  next();
  render();
  send(change);
}

// send posts a change of the decisions once those posted before it are
// answered, so that the server makes them in the order they were made;
// the answer to the last shows the server's decisions (another tab's
// too) and what they do.
function send(change) {
  pending++;
  sent = sent.then(async () => {
    try {
      const s = await api("api/decide", { decisions: change });
      if (--pending === 0) adopt(s);
    } catch (e) {
      pending--;
      fail(e);
      if (pending === 0) sync(); // the page shows the server's decisions again
    }
  });
}

// adopt shows the server's decisions and what they do.
function adopt(s) {
  decisions = { kinds: s.decisions.kinds || {}, files: s.decisions.files || {} };
  showPlan(s.plan);
  if (flat.length) renderList();
}

// sync reads the server's decisions, once those posted are answered.
async function sync() {
  try {
    await sent;
    const s = await api("api/decisions");
    if (pending === 0) adopt(s);
  } catch (e) {
    fail(e);
  }
}

function toggle(open) {
  const n = flat[cur];
  if (!n.more) return;
  if (!n.children) n.children = n.more();
  n.open = open === undefined ? !n.open : open;
  render();
}

// showPlan says in the bar what was decided, counting a family's decision
// as all its kinds, and what that does to the files, as the terminal
// review says it: the files kept and why, the counts that are not 0. A
// rejection shows there even when a kind accepted holds its files back.
function showPlan(p) {
  let decided = "kinds: " + p.kinds.accepted + " accepted, " + p.kinds.rejected + " rejected, " + p.kinds.undecided + " not decided";
  if (p.files.accepted + p.files.rejected > 0) {
    decided += "; files by themselves: " + p.files.accepted + " accepted, " + p.files.rejected + " rejected";
  }
  $("decided").textContent = decided;
  const byRejected = p.held.filter((h) => h.by_rejected).length;
  const why = [[p.rejected.length, "rejected"], [p.undecided.length, "not decided"], [p.held.length, "held back"],
    [byRejected, "by a rejected kind"]].filter(([n]) => n > 0).map(([n, what]) => n + " " + what);
  const kept = p.rejected.length + p.undecided.length + p.held.length;
  $("status").textContent = "accept " + plural(p.accept.length, "file", "files") + ", keep " + plural(kept, "file", "files") +
    " as in the baseline" + (why.length ? " (" + why.join(", ") + ")" : "");
}

function fail(e) {
  $("error").textContent = shown(e.message);
  $("error").hidden = false;
}

// section lists files under a heading in the confirmation.
function section(title, items) {
  const box = el("div");
  box.append(el("h3", title));
  const ul = el("ul");
  for (const i of items.slice(0, 200)) ul.append(el("li", i));
  if (items.length > 200) ul.append(el("li", "… and " + (items.length - 200) + " more"));
  box.append(ul);
  return box;
}

// confirm lists what the server's decisions will do, once the ones made
// here are made there: the files accepted, those kept as in the
// baseline, and those held back with the kinds holding them; Apply there
// applies them, unless they changed since.
async function confirmApply() {
  let s;
  try {
    await sent;
    s = await api("api/decisions");
  } catch (e) {
    return fail(e);
  }
  adopt(s);
  confirmed = s.rev;
  $("error").hidden = true;
  const p = s.plan, plan = $("plan");
  plan.replaceChildren(section("Accept " + plural(p.accept.length, "file", "files"), p.accept));
  const kept = p.rejected.map((f) => f + "  (rejected)").concat(p.undecided.map((f) => f + "  (not decided)"));
  plan.append(section("Keep " + plural(kept.length, "file", "files") + " as in the baseline", kept));
  if (p.held.length) {
    plan.append(section("Held back: " + plural(p.held.length, "file also shows", "files also show") + " kinds not accepted, kept as in the baseline",
      p.held.map((h) => h.path + "  (also " + h.kinds.join(", ") + ")")));
    plan.append(section("Kinds holding them", p.by.map((b) => b.kind + "  (" + plural(b.files, "file", "files") + ", " +
      ({ keep: "rejected", "": "not decided" }[b.decided] || b.decided) + ")")));
  }
  $("whole-label").hidden = p.held.length === 0;
  $("whole").checked = false;
  const none = p.accept.length === 0;
  $("yes").disabled = none && p.held.length === 0;
  $("whole").onchange = () => { $("yes").disabled = none && !$("whole").checked; };
  $("confirm").showModal();
}

async function apply() {
  $("yes").disabled = true;
  try {
    const a = await api("api/apply", { rev: confirmed, held_whole: $("whole").checked });
    $("confirm").close();
    ended = true;
    document.body.classList.add("ended");
    $("apply").disabled = true;
    $("error").hidden = true;
    $("done").textContent = "review: " + plural(a.promoted, "file now takes", "files now take") + " the results of check run " +
      a.check_run + ", " + a.dropped + " removed from the baseline. The review has ended: this page may be closed.";
    $("done").hidden = false;
  } catch (e) {
    $("confirm").close();
    fail(e);
  }
}

const keys = {
  j: () => { cur++; render(); }, ArrowDown: () => { cur++; render(); },
  k: () => { cur--; render(); }, ArrowUp: () => { cur--; render(); },
  a: () => decide("accept"), Enter: () => decide("accept"),
  r: () => decide("keep"),
  s: () => { next(); render(); },
  o: () => toggle(), ArrowRight: () => toggle(true), ArrowLeft: () => toggle(false),
};

document.addEventListener("keydown", (e) => {
  const f = keys[e.key];
  if (ended || !f || $("confirm").open || e.ctrlKey || e.metaKey || e.altKey || flat.length === 0) return;
  if (e.target instanceof HTMLButtonElement && e.key === "Enter") return;
  e.preventDefault();
  f();
});

async function load() {
  $("apply").addEventListener("click", confirmApply);
  $("yes").addEventListener("click", apply);
  $("no").addEventListener("click", () => $("confirm").close());
  let s;
  try {
    build(await api("api/report"));
    s = await api("api/decisions");
  } catch (e) {
    return fail(e);
  }
  if (roots.length === 0) {
    $("status").textContent = "the last check found nothing to accept";
    return;
  }
  adopt(s);
  $("apply").disabled = false;
  render();
  // Back on this tab, it shows what another decided meanwhile.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible" && !ended && !$("confirm").open) sync();
  });
}

load();
