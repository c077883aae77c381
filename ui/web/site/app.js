// The page: draws what Python says and forwards the player's input to it (ui/web/bridge.py).
// No rule and no sentence of the game is decided here.
import { startBridge } from "./python.js";
import { tileSvg } from "./tiles.js";
import * as store from "./store.js";

const $ = (id) => document.getElementById(id);
let bridge = null;
let state = null;
let focused = null; // [row, col] of the cell with the keyboard focus

function call(op, args = {}) {
  const started = performance.now();
  state = JSON.parse(bridge.handle(JSON.stringify({ op, ...args })));
  render();
  window.traxLastAnswerMs = performance.now() - started;
  afterChange();
  return state;
}

async function afterChange() {
  const url = new URL(location.href);
  if (url.search !== state.address) history.replaceState(null, "", state.address || "?");
  const reports = state.reports;
  try {
    if (state.record) await store.saveCurrent(state.record);
    await store.saveLesson(state.lesson_record);
    if (reports.length) {
      await store.keepReports(reports);
      await showStats();
    }
  } catch (error) {
    // Said, never hidden: the game goes on, but this browser keeps nothing (private mode, full disk).
    $("stats-text").textContent = fill(state.words.not_kept, error);
    $("message").textContent += fill(state.words.not_kept_note, error);
    $("message").classList.add("error");
  }
}

// One of Python's sentences with the browser's error where "{error}" stands.
const fill = (words, error) => words.replace("{error}", () => String(error));

function cellButton(cell) {
  const button = document.createElement("button");
  button.className = "cell";
  button.setAttribute("role", "gridcell");
  button.setAttribute("aria-label", cell.name);
  button.dataset.r = cell.r;
  button.dataset.c = cell.c;
  button.tabIndex = -1;
  if (cell.tile) button.innerHTML = tileSvg(cell.white);
  else button.innerHTML = `<span class="label">${cell.label.length <= 3 ? cell.label : ""}</span>`;
  if (cell.play) button.classList.add("fits");
  const empty = !state.board.cells.some((c) => c.tile); // the game's, or the replay's board
  if (cell.label === "@0" && empty) button.classList.add("start"); // "marked green"
  if (cell.glow !== undefined) button.classList.add("glow");
  for (const [ring, cells] of Object.entries(state.lesson?.rings || {}))
    if (cells.some(([r, c]) => r === cell.r && c === cell.c)) button.classList.add(`ring-${ring}`);
  if (cell.hint) {
    const tag = document.createElement("span");
    tag.className = "hint";
    tag.textContent = cell.hint.percent;
    button.append(tag);
    if (state.hint_mode === 1) button.classList.add("best");
    else button.style.background = `hsl(${Math.round(120 * cell.hint.p)} 55% 32%)`; // heat map
  }
  button.addEventListener("pointerenter", () => preview(button, cell, true));
  button.addEventListener("pointerleave", () => preview(button, cell, false));
  button.addEventListener("focus", () => {
    focused = [cell.r, cell.c];
  });
  button.addEventListener("click", () => call("click", { r: cell.r, c: cell.c }));
  return button;
}

function preview(button, cell, on) {
  if (cell.tile) return;
  if (on && cell.play) {
    button.classList.add("preview");
    button.insertAdjacentHTML("afterbegin", tileSvg(cell.white));
  } else if (!on && button.classList.contains("preview")) {
    button.classList.remove("preview");
    button.querySelector("svg")?.remove();
  }
  if (on && cell.why) $("message").textContent = cell.why;
}

function renderBoard() {
  const board = $("board");
  const { rows, cols, cells } = state.board;
  board.style.gridTemplateColumns = `repeat(${cols}, 1fr)`;
  const filled = new Map(state.filled.map((f, i) => [`${f.r},${f.c}`, i]));
  const buttons = cells.map((cell) => {
    const button = cellButton(cell);
    const order = filled.get(`${cell.r},${cell.c}`);
    if (order !== undefined) {
      button.classList.add("drop");
      button.style.animationDelay = `${(order + 1) * 180}ms`;
    }
    return button;
  });
  board.replaceChildren(...buttons);
  board.setAttribute("aria-rowcount", rows);
  board.setAttribute("aria-busy", "false");
  const target =
    (focused && buttons.find((b) => +b.dataset.r === focused[0] && +b.dataset.c === focused[1])) ||
    buttons.find((b) => b.classList.contains("fits")) ||
    buttons[0];
  target.tabIndex = 0;
  if (focused && document.activeElement === document.body) target.focus();
}

function render() {
  document.body.className = `theme-${state.theme}`;
  document.body.dataset.kind = state.kind; // playing, decided, won or lost (for the tests)
  $("caption").textContent = state.heading;
  renderBoard();
  $("hand").innerHTML = state.hand ? tileSvg(state.hand.white) : "";
  $("hand").setAttribute("aria-label", state.hand_label);
  $("next").innerHTML = state.next ? tileSvg(state.next.white) : "";
  $("next").setAttribute("aria-label", state.next_label);
  $("remaining").innerHTML = state.remaining_html; // worded in Python, as the window's
  $("status").innerHTML = state.status; // worded and escaped in Python (ui/presenter.py)
  $("message").textContent = state.message;
  $("message").classList.toggle("error", state.error);
  $("undo").disabled = !state.can_undo;
  $("redo").disabled = !state.can_redo;
  $("turn").disabled = $("flip").disabled = !state.can_turn;
  $("this-id").textContent = state.game_id;
  $("link").href = state.address;
  $("variant").value = state.variant;
  $("lesson-bar").hidden = !state.lesson;
  if (state.lesson) {
    const l = state.lesson;
    $("lesson").textContent = l.line;
    $("next-lesson").hidden = !l.done || l.number >= l.count;
  }
  $("show-solution").disabled = !state.has_solution || !!state.replay;
  $("solvable").disabled = !state.may_solve; // the session says when (issue 31)
  $("reveal-id").hidden = state.stack_shown;
  $("replay-bar").hidden = !state.replay;
  if (state.replay) {
    $("replay-where").textContent = state.replay.where;
    $("replay-prev").disabled = state.replay.index === 0;
    $("replay-next").disabled = state.replay.index >= state.replay.count;
  }
}

function moveFocus(dr, dc) {
  const buttons = [...$("board").children];
  const here = document.activeElement;
  if (!buttons.includes(here)) return false;
  const [r, c] = [+here.dataset.r + dr, +here.dataset.c + dc];
  const there = buttons.find((b) => +b.dataset.r === r && +b.dataset.c === c);
  if (!there) return true;
  here.tabIndex = -1;
  there.tabIndex = 0;
  there.focus();
  return true;
}

const KEYS = {
  n: () => call("new", { kind: "random", variant: $("variant").value }),
  u: () => call("undo"),
  h: () => call("hint", { lookahead: +$("lookahead").value }),
  t: () => call("turn"),
  f: () => call("flip"),
  w: () => askSolvable(),
};
const CTRL = { z: () => call("undo"), y: () => call("redo"), r: () => call("restart") };
const ARROWS = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

function onKey(event) {
  if (!bridge || event.target.matches("input, select")) return;
  const key = event.key.toLowerCase();
  const table = event.ctrlKey || event.metaKey ? CTRL : event.altKey ? {} : KEYS;
  if (ARROWS[event.key] && moveFocus(...ARROWS[event.key])) event.preventDefault();
  else if (table[key]) {
    event.preventDefault();
    table[key]();
  }
}

let worker = null;
function askSolvable() {
  if (!state.may_solve) return call("solvable"); // Python says why not yet
  $("message").textContent = state.words.searching;
  $("message").classList.remove("error");
  window.traxSolvedAt = null; // when the worker answered (for the benchmark)
  if (!worker) worker = new Worker(new URL("solver-worker.js", import.meta.url), { type: "module" });
  const asked = { variant: state.variant, deal: state.deal };
  worker.onmessage = (event) => {
    window.traxSolvedAt = performance.now();
    window.traxWorkerPython = event.data.python; // how the worker's Python started (the tests)
    if (event.data.deal === state.deal) call("solved", { moves: event.data.moves, ...asked });
  };
  worker.postMessage(asked);
}

async function showStats() {
  try {
    const attempts = await store.allAttempts();
    $("stats-text").innerHTML = bridge.stats_html(JSON.stringify(attempts)); // worded in Python
  } catch (error) {
    // A figure that cannot be read is said so, never shown as a zero.
    $("stats-text").textContent = fill(state.words.stats_unreadable, error);
  }
}

async function exportGames() {
  const text = bridge.export_json(JSON.stringify(await store.allAttempts()));
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  link.download = "trax-solitaire-games.json";
  link.click();
  window.traxExported = text;
}

function wire() {
  $("undo").onclick = () => call("undo");
  $("redo").onclick = () => call("redo");
  $("restart").onclick = () => call("restart");
  $("hint").onclick = () => call("hint", { lookahead: +$("lookahead").value });
  $("turn").onclick = () => call("turn");
  $("flip").onclick = () => call("flip");
  $("solvable").onclick = askSolvable;
  $("reveal-id").onclick = () => call("reveal");
  $("random").onclick = () => call("new", { kind: "random", variant: $("variant").value });
  $("daily").onclick = () => call("daily", { variant: $("variant").value });
  $("open-id").onclick = () => call("new", { kind: "deal", variant: $("variant").value, value: $("game-id").value });
  $("theme").onchange = () => {
    localStorage.setItem("trax-theme", $("theme").value);
    call("theme", { theme: $("theme").value });
  };
  $("lessons").onchange = () => $("lessons").value && call("lesson", { number: +$("lessons").value });
  $("export").onclick = exportGames;
  $("show-solution").onclick = () => call("replay", { action: "start" });
  $("replay-prev").onclick = () => call("replay", { action: "prev" });
  $("replay-next").onclick = () => call("replay", { action: "next" });
  $("replay-exit").onclick = () => call("replay", { action: "exit" });
  $("leave-lesson").onclick = () => call("leave_lesson");
  $("next-lesson").onclick = () => call("lesson", { number: state.lesson.number + 1 });
  document.addEventListener("keydown", onKey);
}

async function main() {
  wire();
  window.traxState = () => state; // for the tests and the benchmark: what Python last said
  window.traxCall = (op, args) => call(op, args);
  if ("serviceWorker" in navigator) navigator.serviceWorker.register("sw.js").catch(() => {});
  // The kept game is read while Python starts (a refusal is said below, as before).
  const kept = Promise.all([store.loadCurrent(), store.loadLesson()]);
  kept.catch(() => null);
  const python = await startBridge();
  bridge = python.bridge;
  document.body.dataset.python = python.how; // "snapshot" or "fresh" (for the tests)
  performance.mark("trax-bridge");
  for (const [i, label] of JSON.parse(bridge.lesson_titles()).entries())
    $("lessons").add(new Option(label, i + 1));
  const theme = localStorage.getItem("trax-theme") || "classic";
  $("theme").value = theme;
  bridge.handle(JSON.stringify({ op: "theme", theme }));
  const [saved, savedLesson] = await kept;
  call("open", { query: location.search, saved: saved || null, saved_lesson: savedLesson || null });
  await showStats();
  document.body.dataset.ready = "yes";
  window.traxReady = performance.now();
  await python.keep();
}

main().catch((error) => {
  // The one sentence of the page's own: Python, which words all the others, could not start.
  $("message").textContent = `The page could not start Python: ${error}`;
  $("message").classList.add("error");
});
