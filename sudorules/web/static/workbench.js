// The sudorules workbench page: one tab's puzzle, path, theory and questions, over the JSON API
// of `sudorules serve` (sudorules/web/server.py).  No build step, no library: plain DOM.
"use strict";

const $ = (id) => document.getElementById(id);
const TAB_KEY = "sudorules-tab";
let tab = null;        // this browser tab's id on the server (sessionStorage: one per tab)
let view = null;       // the last state the server sent
let knowledge = null;  // theories, strategies, defaults

// -- talking to the server ------------------------------------------------------------------------
async function call(method, path, body) {
  const options = {method, headers: {}};
  if (body !== undefined) {
    options.headers["Content-Type"] = "application/json";
    options.body = JSON.stringify(body);
  }
  const response = await fetch(path, options);
  const type = response.headers.get("Content-Type") || "";
  const data = type.includes("json") ? await response.json() : await response.text();
  if (!response.ok) {
    if (response.status === 404 && data.error && data.error.startsWith("tab:")) {
      sessionStorage.removeItem(TAB_KEY);  // the server forgot this tab (restart, expiry): a new one
    }
    throw new Error(data.error || String(data));
  }
  return data;
}

const tabPath = (rest) => `/api/tabs/${tab}${rest || ""}`;

function showError(message) {
  const box = $("error");
  box.textContent = message;
  box.hidden = !message;
}

function say(message) { $("message").textContent = message || ""; }

async function act(what) {  // run an action; its error goes to the error line, never an alert
  try {
    showError("");
    await what();
  } catch (e) {
    showError(e.message);
  }
}

// -- jobs: long work off the request path ---------------------------------------------------------
async function runJob(kind, params, onDone, onProgress) {
  let job = await call("POST", tabPath("/jobs"), {kind, params, wait: 1.5});
  const box = document.createElement("div");
  box.className = "job";
  $("jobs").prepend(box);
  const cancel = document.createElement("button");
  cancel.textContent = "Cancel";
  cancel.className = "cancel";
  cancel.onclick = () => act(async () => { showJob(box, await call("DELETE", tabPath(`/jobs/${job.id}`))); });
  while (true) {
    showJob(box, job, cancel);
    if (onProgress) onProgress(job);
    if (job.status !== "queued" && job.status !== "running") break;
    await new Promise((r) => setTimeout(r, 250));
    job = await call("GET", tabPath(`/jobs/${job.id}`));
  }
  if (job.status === "done") {
    setTimeout(() => box.remove(), 4000);
    await onDone(job);
  } else {
    showError(job.error || job.status);
  }
  return job;
}

function showJob(box, job, cancel) {
  box.className = `job ${job.status}`;
  box.dataset.status = job.status;
  box.textContent = `${job.kind}: ${job.stage} — ${job.seconds} s, ${job.checks.toLocaleString()} checks`
    + (job.error ? ` — ${job.error}` : "");
  if (cancel && (job.status === "queued" || job.status === "running")) box.append(" ", cancel);
}

function answer(title, lines) {
  const div = document.createElement("div");
  div.className = "answer";
  div.textContent = `${title}\n${lines.join("\n")}`;
  $("answers").prepend(div);
}

// -- drawing the tab ------------------------------------------------------------------------------
function draw(v) {
  view = v;
  $("grid").innerHTML = v.svg;  // drawn by the server (sudorules.render), no client text in it
  $("grid-text").textContent = v.grid;
  $("undo").disabled = $("start").disabled = !v.can_undo;
  $("redo").disabled = !v.can_redo;
  $("theory").value = v.theory;
  if (!v.edited) $("strategy").value = v.strategy;
  $("path-status").textContent = `theory ${v.theory}, strategy ${v.strategy}; `
    + `${v.steps.length} step(s), at ${v.cursor}` + (v.solved ? " — SOLVED" : "");
  $("grid").dataset.values = v.values;
  $("grid").dataset.cursor = v.cursor;
  $("grid").dataset.solved = v.solved;
  const list = $("steps");
  list.textContent = "";
  for (const s of v.steps) {
    const li = document.createElement("li");
    li.value = s.number;
    li.dataset.number = s.number;
    li.className = (s.number === v.cursor ? "current" : s.number > v.cursor ? "after" : "")
      + (s.by_hand ? " by-hand" : "");
    const text = document.createElement("span");
    text.className = "text";
    text.textContent = s.text;
    li.append(text);
    li.onclick = () => act(async () => draw(await call("POST", tabPath("/goto"), {frame: s.number})));
    if (!s.by_hand) {
      const picture = document.createElement("button");
      picture.textContent = "picture";
      picture.className = "show-picture";
      picture.onclick = (e) => { e.stopPropagation(); act(() => togglePicture(li, s.number)); };
      li.append(picture);
    }
    list.append(li);
  }
  const current = list.querySelector("li.current");
  if (current) current.scrollIntoView({block: "nearest"});
  else list.scrollTop = 0;
}

async function togglePicture(li, number) {
  const old = li.querySelector(".picture");
  if (old) { old.remove(); return; }
  const div = document.createElement("div");
  div.className = "picture";
  div.innerHTML = await call("GET", tabPath(`/steps/${number}.svg`));
  li.append(div);
}

// -- a click on the grid: the nearest open candidate ------------------------------------------------
function candidateAt(event) {
  const svg = $("grid").querySelector("svg");
  if (!svg || !view) return null;
  const point = svg.createSVGPoint();
  point.x = event.clientX;
  point.y = event.clientY;
  const p = point.matrixTransform(svg.getScreenCTM().inverse());
  let best = null;
  for (const [name, x, y] of view.candidates) {
    const d = (x - p.x) ** 2 + (y - p.y) ** 2;
    if (best === null || d < best[1]) best = [name, d];
  }
  return best && best[1] < 12 * 12 ? best[0] : null;
}

function openMenu(name, event) {
  $("candidate").value = name;
  $("cand-name").textContent = name;
  const menu = $("cand-menu");
  menu.style.left = `${event.pageX + 8}px`;
  menu.style.top = `${event.pageY + 8}px`;
  menu.hidden = false;
}

// -- actions ------------------------------------------------------------------------------------------
function askEliminate(candidate) {
  const theory = $("query-theory").value;
  return runJob("eliminate", {candidate, theory}, async (job) => {
    answer(`eliminate ${candidate}? (theory ${theory})`, job.result.lines);
    say(job.result.step ? `yes: ${job.result.step}` : `no ${theory} pattern eliminates ${candidate} now`);
  });
}

function byHand(candidate, action) {
  return act(async () => draw(await call("POST", tabPath("/by-hand"), {candidate, action})));
}

async function runPath(kind) {
  await runJob(kind, {}, async (job) => {
    say(job.result.lines.join("; "));
    draw(await call("GET", tabPath()));
  });
}

function rateSideBySide() {
  const theories = $("rate-theories").value.split(/[\s,]+/).filter(Boolean);
  const table = $("ratings");
  const body = table.querySelector("tbody");
  const fill = (job) => {
    body.textContent = "";
    for (const r of job.result.ratings || []) {
      const tr = document.createElement("tr");
      tr.dataset.theory = r.theory;
      for (const cell of [r.theory, r.rating, r.most_complex_rule || "", r.status, r.seconds]) {
        const td = document.createElement("td");
        td.textContent = cell;
        tr.append(td);
      }
      body.append(tr);
    }
    table.hidden = false;
  };
  return runJob("rate", {theories}, async (job) => fill(job), fill);
}

async function loadSaliences() {
  const data = await call("GET", tabPath("/saliences"));
  const body = $("saliences").querySelector("tbody");
  body.textContent = "";
  for (const [family, length, salience] of data.rows) {
    const tr = document.createElement("tr");
    tr.dataset.family = family;
    tr.dataset.length = length;
    const name = document.createElement("td");
    name.textContent = length ? `${family}[${length}]` : family;
    const cell = document.createElement("td");
    const input = document.createElement("input");
    input.type = "number";
    input.step = "1";
    input.value = salience;
    cell.append(input);
    tr.append(name, cell);
    body.append(tr);
  }
}

async function applySaliences() {
  const rows = [...$("saliences").querySelectorAll("tbody tr")].map((tr) => [
    tr.dataset.family, Number(tr.dataset.length), Number(tr.querySelector("input").value)]);
  if (rows.some((r) => !Number.isInteger(r[2]))) throw new Error("saliences: every salience is an integer");
  await call("POST", tabPath("/saliences"), {rows});
  await loadSaliences();
  draw(await call("GET", tabPath()));
  say("the saliences of this tab are edited: next steps follow them");
}

async function changeSettings(body) {
  draw(await call("POST", tabPath("/settings"), body));
  await loadSaliences();
  describeStrategy();
}

function describeStrategy() {
  const s = knowledge.strategies.find((x) => x.name === $("strategy").value);
  $("strategy-description").textContent = s ? s.description : "";
}

function fillSelect(select, names, chosen) {
  select.textContent = "";
  for (const n of names) {
    const o = document.createElement("option");
    o.value = o.textContent = n;
    select.append(o);
  }
  select.value = chosen;
}

async function start() {
  knowledge = await call("GET", "/api/knowledge");
  $("version").textContent = `sudorules ${knowledge.version}`;
  const d = knowledge.defaults;
  fillSelect($("theory"), knowledge.theories, d.theory);
  fillSelect($("query-theory"), knowledge.theories, d.query_theory);
  fillSelect($("confluence-theory"), knowledge.theories, "BRT");
  fillSelect($("strategy"), knowledge.strategies.map((s) => s.name), d.strategy);
  $("rate-theories").value = d.rating_theories.join(" ");
  $("confluence-strategies").value = d.confluence_strategies.join(" ");
  tab = sessionStorage.getItem(TAB_KEY);
  let v = null;
  if (tab) {
    try { v = await call("GET", tabPath()); } catch (e) { tab = null; }
  }
  if (!tab) {
    v = await call("POST", "/api/tabs");
    tab = v.tab;
    sessionStorage.setItem(TAB_KEY, tab);
  }
  $("puzzle-text").value = v.puzzle;
  draw(v);
  describeStrategy();
  await loadSaliences();
  document.body.dataset.ready = "yes";
}

function wire() {
  $("load").onclick = () => act(async () => {
    draw(await call("POST", tabPath("/puzzle"), {text: $("puzzle-text").value}));
    say("puzzle loaded");
  });
  $("load-default").onclick = () => { $("puzzle-text").value = knowledge.default_puzzle; $("load").click(); };
  $("start").onclick = () => act(async () => draw(await call("POST", tabPath("/goto"), {frame: 0})));
  $("undo").onclick = () => act(async () => draw(await call("POST", tabPath("/undo"))));
  $("redo").onclick = () => act(async () => draw(await call("POST", tabPath("/redo"))));
  $("next").onclick = () => act(() => runPath("next"));
  $("all").onclick = () => act(() => runPath("all"));
  $("report").onclick = () => act(() => runJob("report", {}, async (job) => {
    const link = $("report-link");
    link.href = job.result.url;
    link.hidden = false;
  }));
  $("theory").onchange = () => act(() => changeSettings({theory: $("theory").value}));
  $("strategy").onchange = () => act(() => changeSettings({strategy: $("strategy").value}));
  $("saliences-apply").onclick = () => act(applySaliences);
  $("saliences-reset").onclick = () => act(() => changeSettings({strategy: $("strategy").value}));
  $("ask-eliminate").onclick = () => act(() => askEliminate($("candidate").value.trim()));
  $("remove-by-hand").onclick = () => byHand($("candidate").value.trim(), "eliminate");
  $("assert-by-hand").onclick = () => byHand($("candidate").value.trim(), "assert");
  $("menu-eliminate").onclick = () => { $("cand-menu").hidden = true; act(() => askEliminate($("candidate").value)); };
  $("menu-remove").onclick = () => { $("cand-menu").hidden = true; byHand($("candidate").value, "eliminate"); };
  $("menu-assert").onclick = () => { $("cand-menu").hidden = true; byHand($("candidate").value, "assert"); };
  $("menu-close").onclick = () => { $("cand-menu").hidden = true; };
  $("grid").onclick = (event) => {
    const name = candidateAt(event);
    if (name) openMenu(name, event);
  };
  $("backdoors").onclick = () => act(() => runJob("backdoors", {theory: $("query-theory").value},
    async (job) => answer(`backdoors (theory ${$("query-theory").value})`, job.result.lines)));
  $("te-depth").onclick = () => act(() => runJob("te-depth", {max_depth: Number($("te-max").value)},
    async (job) => answer("T&E depth", job.result.lines)));
  $("rate").onclick = () => act(rateSideBySide);
  $("confluence").onclick = () => act(() => runJob("confluence",
    {theory: $("confluence-theory").value, random: Number($("confluence-random").value),
     strategies: $("confluence-strategies").value.split(/[\s,]+/).filter(Boolean)},
    async (job) => answer("confluence", job.result.lines)));
  const text = $("puzzle-text");
  text.ondragover = (e) => { e.preventDefault(); text.classList.add("drop"); };
  text.ondragleave = () => text.classList.remove("drop");
  text.ondrop = (e) => {
    e.preventDefault();
    text.classList.remove("drop");
    const file = e.dataTransfer.files[0];
    if (!file) return;
    if (file.size > 64 * 1024) { showError(`${file.name}: a puzzle file has at most 64 KB`); return; }
    file.text().then((t) => { text.value = t; $("load").click(); });
  };
  document.addEventListener("keydown", (e) => {
    if (e.target.tagName === "INPUT" || e.target.tagName === "TEXTAREA" || e.target.tagName === "SELECT") return;
    if (e.ctrlKey && e.key === "z") $("undo").click();
    else if (e.ctrlKey && e.key === "y") $("redo").click();
    else if (e.key === "n") $("next").click();
  });
}

window.addEventListener("DOMContentLoaded", () => { wire(); act(start); });
