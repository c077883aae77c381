// The page: draws what Python says and forwards the player's input to it (ui/web/bridge.py).
// No rule and no sentence of the game is decided here.
import { startBridge } from "./python.js";
import { fitBoard, layRows, stepFrom } from "./grid.js";
import { tileSvg } from "./tiles.js";
import * as store from "./store.js";
import { choose, earlyWords, speak } from "./language.js";

const $ = (id) => document.getElementById(id);
let bridge = null;
let choosing = Promise.resolve(); // the language chosen and its catalogue read (language.js)
let state = null;
let focused = null; // [row, col] of the cell with the keyboard focus
let said = null; // the tiles last said to a screen reader (and how many are left)

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
  // At once, the attempts it reports with it: a reload keeps both.
  const saved = store.keepNow(state.record, state.lesson_record, reports);
  try {
    if (state.record || reports.length) await store.saveCurrent(state.record, saved, reports);
    // The other open tabs show it too, told at once: a reload may come at any moment, and the
    // next page tells them only of what was still pending.
    if (reports.length) counted?.postMessage("counted");
    await store.saveLesson(state.lesson_record);
    if (refused && (state.record || reports.length)) keptAgain();
    else if (reports.length) await showStats();
  } catch (error) {
    notKept(error);
    if (reports.length) await showStats(); // counted all the same: it waits to be kept
  }
}

// The browser keeps again (the disk has room): what waited is kept, and the note goes.
async function keptAgain() {
  refused = null;
  $("kept-note").hidden = true;
  fitBoard(state.board);
  counted?.postMessage("counted");
  await showStats();
}

// Said once, above the board: the game goes on, but this browser keeps nothing (site data
// blocked, private mode, a full disk) until it keeps again. `refused` holds the browser's
// first refusal. The statistics stay as they are read (with the games waiting to be kept):
// where they cannot be read at all, showStats says this sentence in their place.
let refused = null;
function notKept(error) {
  refused = refused || error;
  if (!state) return; // said once Python, which words it, has started
  $("kept-note").textContent = fill(state.words.not_kept, refused);
  $("kept-note").hidden = false;
  fitBoard(state.board); // the sentence above the board took some of its room
}

// A finished game kept nowhere but in this page (a full disk refused both copies) is lost if
// the page goes: the browser asks the player first.
addEventListener("beforeunload", (event) => {
  if (!store.unkept()) return;
  event.preventDefault();
  event.returnValue = "";
});

// A promise of `work()`, rejected (never thrown) when the browser refuses storage at once.
function safely(work) {
  try {
    return Promise.resolve(work());
  } catch (error) {
    return Promise.reject(error);
  }
}

// The theme kept between visits (localStorage), or nothing when the browser keeps nothing:
// a setting not kept is no game lost, and says nothing (the games say it if they cannot be
// kept either).
function remembered(key, value) {
  try {
    if (value === undefined) return localStorage.getItem(key);
    localStorage.setItem(key, value);
  } catch {
    // kept for this visit only
  }
  return null;
}

// One of Python's sentences with the browser's error where "{error}" stands.
const fill = (words, error) => words.replace("{error}", () => String(error));

function cellButton(cell) {
  const button = document.createElement("button");
  button.className = "cell";
  button.setAttribute("role", "gridcell");
  button.setAttribute("aria-label", cell.name);
  button.setAttribute("aria-colindex", cell.c - state.board.cells[0].c + 1);
  // A cell no tile can reach this move is left out of the reading order (the board's name
  // counts them); the arrow keys pass over it.
  if (cell.apart) button.setAttribute("aria-hidden", "true");
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
  const { cells } = state.board;
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
  layRows(board, buttons, state.board);
  const readable = buttons.filter((b) => !b.hasAttribute("aria-hidden"));
  const target =
    (focused && readable.find((b) => +b.dataset.r === focused[0] && +b.dataset.c === focused[1])) ||
    readable.find((b) => b.classList.contains("fits")) ||
    readable[0] ||
    buttons[0];
  target.tabIndex = 0;
  if (focused && document.activeElement === document.body) target.focus({ preventScroll: true });
}

function render() {
  document.body.className = `theme-${state.theme}`;
  document.body.dataset.kind = state.kind; // playing, decided, won or lost (for the tests)
  $("caption").textContent = state.heading;
  renderBoard();
  $("hand").innerHTML = state.hand ? tileSvg(state.hand.white) : "";
  $("hand").setAttribute("aria-label", state.hand_label);
  $("hand").title = state.hand_label;
  $("next").innerHTML = state.next ? tileSvg(state.next.white) : "";
  $("next").setAttribute("aria-label", state.next_label);
  $("next").title = state.next_label;
  $("remaining").innerHTML = state.remaining_html; // worded in Python, as the window's
  $("stack-box").hidden = !state.stack; // an open-stack puzzle's whole stack, top first
  if (state.stack) {
    $("stack-caption").textContent = state.stack.caption;
    $("stack").setAttribute("aria-label", state.stack.name);
    $("stack").innerHTML = state.stack.tiles.map((t) => `<div class="tile">${tileSvg(t.white)}</div>`).join("");
  }
  $("status").innerHTML = state.status; // worded and escaped in Python (ui/common/presenter.py)
  $("message").textContent = state.message;
  $("message").classList.toggle("error", state.error);
  // What a screen reader hears after each request: the message, and the tiles when they change.
  const tiles = `${state.remaining} ${state.hand_label} ${state.next_label}`;
  $("spoken").textContent = tiles === said ? state.message : `${state.message} ${state.tiles_said}`;
  said = tiles;
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
  fitBoard(state.board); // once everything above and below the board has its words
}

function moveFocus(dr, dc) {
  const here = document.activeElement;
  const there = stepFrom(here, dr, dc);
  if (!there) return false;
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
// A worker's Python that has not started by then never will (its files stalled on the way):
// said as a search that could not run, not "Searching" for good. The search itself has no
// limit once Python runs. (A test may shorten it: window.traxWorkerStartMs.)
const WORKER_START_MS = 120_000;

function newWorker() {
  const made = new Worker(new URL("solver-worker.js", import.meta.url), { type: "module" });
  made.watch = setTimeout(() => {
    if (worker === made && !made.started) searchFailed(state.words.search_no_start);
  }, window.traxWorkerStartMs ?? WORKER_START_MS);
  return made;
}

function askSolvable() {
  if (!state.may_solve) return call("solvable"); // Python says why not yet
  sayOwn(state.words.searching, false);
  window.traxSolvedAt = null; // when the worker answered (for the benchmark)
  const asked = { variant: state.variant, deal: state.deal };
  try {
    worker ??= newWorker();
  } catch (error) {
    return searchFailed(error);
  }
  worker.onmessage = (event) => {
    if (event.data.started) {
      worker.started = true;
      return clearTimeout(worker.watch);
    }
    window.traxSolvedAt = performance.now();
    window.traxWorkerPython = event.data.python; // how the worker's Python started (the tests)
    if (event.data.deal !== state.deal) return;
    if (event.data.error !== undefined) searchFailed(event.data.error);
    else call("solved", { moves: event.data.moves, ...asked });
  };
  worker.onerror = (event) => {
    event.preventDefault();
    searchFailed(event.message || event.type);
  };
  worker.postMessage(asked);
}

// The worker could not search (its script or its Python did not start): said in one sentence,
// never "Searching" for good; the next ask starts a new worker.
function searchFailed(error) {
  clearTimeout(worker?.watch);
  worker?.terminate();
  worker = null;
  sayOwn(fill(state.words.search_failed, error), true);
}

// A sentence of the page's own (worded in Python) shown and said, as Python's messages are.
function sayOwn(text, error) {
  $("message").textContent = $("spoken").textContent = text;
  $("message").classList.toggle("error", error);
}

// The site's other open tabs say when they have counted a game: the statistics (and the
// puzzles' solved marks) shown here follow without a reload.
const counted = typeof BroadcastChannel === "function" ? new BroadcastChannel("trax-counted") : null;

async function showStats() {
  let attempts = [];
  try {
    attempts = await safely(() => store.allAttempts());
    $("stats-text").innerHTML = bridge.stats_html(JSON.stringify(attempts)); // worded in Python
  } catch (error) {
    // A figure that cannot be read is said so, never shown as a zero.
    if (refused) $("stats-text").textContent = fill(state.words.not_kept, refused);
    else $("stats-text").textContent = fill(state.words.stats_unreadable, error);
  }
  showPuzzles(attempts);
}

// The puzzle packs, with the solved marks of the puzzles won in this browser (Python words the
// list from the kept games: ui/web/packs.py).
function showPuzzles(attempts) {
  const menu = JSON.parse(bridge.puzzle_menu(JSON.stringify(attempts)));
  const pack = $("pack").value || menu.packs[0]?.name;
  $("pack").replaceChildren(...menu.packs.map((p) => new Option(p.label, p.name)));
  $("pack").value = pack;
  const puzzle = $("puzzle").value;
  const shown = menu.packs.find((p) => p.name === $("pack").value) || menu.packs[0];
  $("puzzle").replaceChildren(...(shown?.puzzles || []).map((p) => new Option(p.label, p.id)));
  if (puzzle && shown?.puzzles.some((p) => p.id === puzzle)) $("puzzle").value = puzzle;
  $("puzzle-count").textContent = menu.solved;
  $("next-puzzle").disabled = !menu.next;
  $("next-puzzle").dataset.id = menu.next || "";
  puzzleAttempts = attempts;
}
let puzzleAttempts = [];

async function exportGames() {
  let attempts;
  try {
    attempts = await safely(() => store.allAttempts());
  } catch (error) {
    return notKept(error);
  }
  // The games that can be read; those that cannot are named, never dropped unsaid.
  const { text, said, wrong } = JSON.parse(bridge.export_json(JSON.stringify(attempts)));
  if (said) sayOwn(said, true);
  if (wrong.length) console.warn("Kept games left out of the export:", wrong); // for a report
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
    remembered("trax-theme", $("theme").value);
    call("theme", { theme: $("theme").value });
  };
  $("language").onchange = () => {
    remembered("trax-language", $("language").value);
    location.reload(); // the page starts again in the language chosen, the game as it was
  };
  $("lessons").onchange = () => $("lessons").value && call("lesson", { number: +$("lessons").value });
  $("export").onclick = exportGames;
  $("pack").onchange = () => showPuzzles(puzzleAttempts);
  $("open-puzzle").onclick = () => $("puzzle").value && call("puzzle", { id: $("puzzle").value });
  $("next-puzzle").onclick = () => $("next-puzzle").dataset.id && call("puzzle", { id: $("next-puzzle").dataset.id });
  window.addEventListener("resize", () => state && fitBoard(state.board));
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
  try {
    if ("serviceWorker" in navigator) navigator.serviceWorker.register("sw.js").catch(() => {});
  } catch {
    // Site data refused: no offline copy, the page plays all the same.
  }
  // The kept game is read while Python starts; a browser that keeps nothing still plays.
  const kept = safely(() =>
    Promise.all([store.loadCurrent(), store.loadLesson(), store.loadOlder()]),
  ).catch((error) => {
    notKept(error);
    return [null, null, null];
  });
  // The language is chosen, and its loading lines said, while Python starts.
  choosing = choose(remembered).catch(() => {});
  const python = await startBridge();
  bridge = python.bridge;
  document.body.dataset.python = python.how; // "snapshot" or "fresh" (for the tests)
  performance.mark("trax-bridge");
  await choosing;
  await speak(bridge);
  for (const [i, label] of JSON.parse(bridge.lesson_titles()).entries())
    $("lessons").add(new Option(label, i + 1));
  const theme = remembered("trax-theme") || "classic";
  $("theme").value = theme;
  bridge.handle(JSON.stringify({ op: "theme", theme }));
  const [saved, savedLesson, older] = await kept;
  const opened = { saved: saved || null, saved_lesson: savedLesson || null, saved_older: older };
  call("open", { query: location.search, ...opened });
  refused = refused || store.refusedAtLoad();
  if (refused) notKept(refused);
  await showStats();
  if (counted) counted.onmessage = () => showStats();
  // Games a closed tab finished but never stored, stored by this load: the other tabs show them.
  if (await safely(() => store.collected()).catch(() => 0)) counted?.postMessage("counted");
  document.body.dataset.ready = "yes";
  window.traxReady = performance.now();
  await python.keep();
}

main().catch(async (error) => {
  // The one sentence of the page's own: Python, which words all the others, could not start
  // (said in the player's language once its catalogue is read).
  await choosing;
  $("message").textContent = earlyWords("The page could not start Python: {error}", { error });
  $("message").classList.add("error");
});
