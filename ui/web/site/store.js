// The player's data in the browser (IndexedDB): the game being played (its record, resumed
// after a reload) and every finished attempt, keyed by its attempt id so that an attempt is
// counted once whatever is replayed (the session reports each attempt once: restarts and undos
// cannot farm a win). The rules live in Python (solitaire/session.py); this only keeps.
//
// Each tab keeps its own game (issue 31): the tab's id lives in sessionStorage (it survives a
// reload of that tab, not a new tab) and names its records ("game:<id>", "lesson:<id>"). While
// the tab is open it holds a Web Lock of that name, so a new tab (or the browser started again)
// takes over only a game no open tab holds: the most recently kept one, never another tab's.
const DB = "trax-solitaire";
const TAB_KEY = "trax-tab";
const TAB_LOCK = "trax-tab-";

function open() {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore("current");
      request.result.createObjectStore("attempts", { keyPath: "attempt" });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

// A transaction settles when it commits, and is refused when it fails: by an error, or by an
// abort (a full disk aborts it as it commits, with no error event): never left waiting, which
// held the page (and every tab loading after it, behind the adopt lock) before it was ready.
function settle(tx, resolve, reject, result = () => undefined) {
  tx.oncomplete = () => resolve(result());
  tx.onerror = () => reject(tx.traxError || tx.error);
  tx.onabort = () =>
    reject(tx.traxError || tx.error || new DOMException("The write was not kept.", "AbortError"));
}

// Abort `tx` with the browser's own refusal (a full disk), thrown where a handler cannot pass
// it on: the transaction is refused with that error, never an uncaught one.
function refuse(tx, error) {
  tx.traxError = error;
  try {
    tx.abort();
  } catch {
    // already over: refused all the same
  }
}

function run(store, mode, work) {
  return open().then(
    (db) =>
      new Promise((resolve, reject) => {
        const tx = db.transaction(store, mode);
        const request = work(tx.objectStore(store));
        settle(tx, resolve, reject, () => request && request.result);
      }),
  );
}

// One read-write transaction over both stores (settled when it commits).
function both(work) {
  return open().then(
    (db) =>
      new Promise((resolve, reject) => {
        const tx = db.transaction(["current", "attempts"], "readwrite");
        settle(tx, resolve, reject);
        try {
          work(tx);
        } catch (error) {
          refuse(tx, error);
        }
      }),
  );
}

// -- this tab ------------------------------------------------------------------------------------

const newId = () => (crypto.randomUUID ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

function storedId() {
  try {
    return sessionStorage.getItem(TAB_KEY);
  } catch {
    return null; // storage refused: the tab still plays, with an id of its own
  }
}

function keepId(id) {
  try {
    sessionStorage.setItem(TAB_KEY, id);
  } catch {
    // said elsewhere: nothing kept in this browser
  }
}

// Hold this tab's lock while the tab lives. A reload waits for the page it replaces to let go
// of it; a tab duplicated with its sessionStorage finds it still held by the original after
// that wait, and takes a new id (two tabs never share a game). The page that leaves says so in
// the tab's sessionStorage (LEAVING: the id it held), which a duplicate never copies from a
// live tab: a reload that finds it waits for its own lock as long as the old page takes to go
// (seconds on a loaded machine; after LOCK_WAIT_MS the game would be left behind as another
// tab's), up to LEFT_WAIT_MS.
const LOCK_WAIT_MS = 4000;
const LEFT_WAIT_MS = 30000;
const LEAVING = "trax-tab-leaving";

function holdLock(id, waitMs = LOCK_WAIT_MS) {
  if (!navigator.locks) return Promise.resolve(id);
  return new Promise((resolve) => {
    const signal = AbortSignal.timeout ? AbortSignal.timeout(waitMs) : undefined;
    navigator.locks
      .request(TAB_LOCK + id, { signal }, () => {
        resolve(id);
        return new Promise(() => {}); // held until the tab goes
      })
      .catch((error) => resolve(error && error.name === "TimeoutError" ? null : id));
  });
}

let tabNow = null; // this tab's id once claimed (keepNow needs it without waiting)

// The id the page this one replaces held, said as it left (and forgotten here: read once).
function leftBy() {
  try {
    const id = sessionStorage.getItem(LEAVING);
    sessionStorage.removeItem(LEAVING);
    return id;
  } catch {
    return null;
  }
}

async function claimTab() {
  const stored = storedId();
  const left = leftBy();
  let id = stored || newId();
  const mine = stored !== null && left === stored; // this tab's page, reloaded
  if ((await holdLock(id, mine ? LEFT_WAIT_MS : LOCK_WAIT_MS)) === null) {
    id = newId(); // nobody holds a new id's lock: no wait
    await holdLock(id);
  }
  keepId(id);
  tabNow = id;
  return id;
}

// A page that leaves (a reload, or another address in this tab) names the id it held.
addEventListener("pagehide", () => {
  if (tabNow === null) return;
  try {
    sessionStorage.setItem(LEAVING, tabNow);
  } catch {
    // storage refused: the next page waits LOCK_WAIT_MS only
  }
});

let tab = null;
const tabId = () => (tab ??= claimTab());

const gameKey = async () => `game:${await tabId()}`;
const lessonKey = async () => `lesson:${await tabId()}`;

// The names of the Web Locks held now, by any tab of the site.
const heldLocks = async () =>
  new Set(((await navigator.locks.query()).held || []).map((lock) => lock.name));

// The most recent game no open tab holds ("game" alone: kept before tabs had their own), by
// IndexedDB's copy or the instant one (a tab closed straight after a move), moved with its
// lesson to this tab's keys in one transaction; under a lock, so two new tabs never take the
// same one.
async function adoptOrphan(mine) {
  if (!navigator.locks) return;
  await navigator.locks.request("trax-adopt", async () => {
    const held = await heldLocks();
    const free = (id) => id !== mine && !held.has(TAB_LOCK + id);
    const entries = await run("current", "readonly", (s) => s.getAllKeys());
    const keys = entries.filter((k) => k === "game" || String(k).startsWith("game:"));
    const ids = new Set(keys.map((k) => (k === "game" ? "" : k.slice(5))));
    for (const id of ids) if (id && !free(id)) ids.delete(id);
    for (const id of copiedIds()) if (free(id)) ids.add(id);
    let best = null;
    for (const id of ids) {
      const game = await run("current", "readonly", (s) => s.get(id ? `game:${id}` : "game"));
      const copy = id ? copyOf(id) : null;
      const saved = Math.max(when(game), copy?.saved ?? 0);
      if (best === null || saved > best.saved) best = { id, game, copy, saved };
    }
    if (best === null) return;
    const { id, game, copy } = best;
    const [from, lessonFrom] = id ? [`game:${id}`, `lesson:${id}`] : ["game", "lesson"];
    const lesson = await run("current", "readonly", (s) => s.get(lessonFrom));
    await run("current", "readwrite", (s) => {
      s.delete(from);
      s.delete(lessonFrom);
      if (lesson !== undefined) s.put(lesson, `lesson:${mine}`);
      if (game !== undefined) s.put(game, `game:${mine}`);
    });
    if (copy) moveCopy(id, mine);
  });
}

// The attempts a closed tab finished but IndexedDB never had (pending in its instant copy),
// whose game no tab may ever take over (a new tab adopts only the newest): stored by the next
// page that loads, once (add, never put), and then no longer pending there. The number stored.
async function collectPending(mine) {
  if (!navigator.locks) return 0;
  return navigator.locks.request("trax-adopt", async () => {
    const held = await heldLocks();
    let stored = 0;
    for (const id of copiedIds()) {
      const pending = id !== mine && !held.has(TAB_LOCK + id) ? copyOf(id)?.pending : null;
      if (!pending?.length) continue;
      await keepReports(pending, id);
      stored += pending.length;
    }
    return stored;
  });
}

let adopted = null;
const ready = () =>
  (adopted ??= (async () => {
    const mine = await tabId();
    const kept = await run("current", "readonly", (s) => s.get(`game:${mine}`));
    if (kept === undefined) await adoptOrphan(mine);
    return collectPending(mine).catch(() => 0); // the game loads all the same
  })());
// How many finished attempts this page's load stored: its own left pending by the page before
// (a reload straight after the last move) and those of closed tabs (see collectPending). The
// other open tabs are told, so their statistics follow.
export const collected = async () => (await ready()) + ((await kept()).stored ?? 0);

const recordOf = (value) => (value && typeof value === "object" ? value.record : value);
const when = (value) => (value && typeof value === "object" ? value.saved || 0 : 0);

// -- kept at once --------------------------------------------------------------------------------
// IndexedDB writes land some time after a move; a reload straight after it, or the tab closed
// at once, must not lose the move. So the tab's game and lesson are also written,
// synchronously, to localStorage under the tab's id (a duplicated tab takes a new id, so never
// resumes this one's copy; a closed tab's copy is taken over with its game), and a load takes
// whichever of the two was kept last.
const COPY = "trax-kept:"; // + the tab's id: its copy in localStorage

function copiedIds() {
  try {
    return Object.keys(localStorage)
      .filter((key) => key.startsWith(COPY))
      .map((key) => key.slice(COPY.length));
  } catch {
    return [];
  }
}

function moveCopy(from, to) {
  try {
    const value = localStorage.getItem(COPY + from);
    if (value !== null) localStorage.setItem(COPY + to, value);
    localStorage.removeItem(COPY + from);
  } catch {
    // refused: IndexedDB's copy, moved already, stands
  }
}

// Returns the time it is stamped with, which saveCurrent then gives IndexedDB's copy: the two
// copies of one state tie, and the tie goes to this one, whose lesson is the same moment's
// (IndexedDB's lesson is written after its game: a reload between them finds it older).
// The copy also holds the finished attempts this state reports (`pending`) until IndexedDB has
// them: the record already counts them as reported, so a reload before they land must find
// them here (kept() stores them) or they are never counted.
export function keepNow(record, lesson, reports = []) {
  const saved = Date.now();
  if (tabNow === null) return saved;
  const key = COPY + tabNow;
  const before = copyOf(tabNow);
  if (record === null) record = before?.record ?? null; // as saveCurrent: kept, not wiped
  const pending = [...(before?.pending ?? []), ...reports];
  try {
    localStorage.setItem(key, JSON.stringify({ record, lesson, saved, pending }));
  } catch {
    try {
      localStorage.removeItem(key); // an older copy must not win over IndexedDB's newer one
    } catch {
      // storage refused: said elsewhere
    }
  }
  return saved;
}

// A copy is JSON that anything may have damaged (another program, a full disk): only what it
// should hold is taken from it, the records as text and the attempts still pending as the
// games the page keeps, never passed on (or spread into the next copy) as they were found.
function copyOf(id) {
  try {
    const value = JSON.parse(localStorage.getItem(COPY + id) || "null");
    if (!value || typeof value !== "object") return null;
    const text = (found) => (typeof found === "string" ? found : null);
    return {
      record: text(value.record),
      lesson: text(value.lesson),
      saved: Number.isFinite(value.saved) ? value.saved : 0,
      pending: Array.isArray(value.pending) ? value.pending.filter(isAttempt) : [],
    };
  } catch {
    return null; // refused or damaged: IndexedDB's copy stands
  }
}

// A finished attempt as the page keeps it (ui/web/hints.py report_json: a game of the history
// file); Python reads each in full when it words the statistics.
const ATTEMPT_TEXTS = ["attempt", "variant", "deal", "source", "result", "finished_at", "record"];
const isAttempt = (found) =>
  !!found && typeof found === "object" && ATTEMPT_TEXTS.every((key) => typeof found[key] === "string");

let latest = null;
const kept = () =>
  (latest ??= (async () => {
    await ready();
    const mine = await tabId();
    const game = await run("current", "readonly", (s) => s.get(`game:${mine}`));
    const now = copyOf(mine);
    let stored = now?.pending?.length ?? 0; // the page left before they landed
    try {
      if (stored) await keepReports(now.pending);
    } catch (error) {
      // Refused (a full disk): they wait here and in the copy, and the game still resumes.
      for (const report of now.pending) unsaved.set(report.attempt, report);
      [stored, loadRefusal] = [0, error];
    }
    // The newer of the two copies, and the other (`older`): Python resumes it when the newer
    // cannot be read (damaged), so a damaged copy never drops the game.
    if (now && now.saved >= when(game)) {
      const older = recordOf(game) ?? null;
      return { record: now.record ?? older, older, lesson: now.lesson, stored };
    }
    const lesson = await run("current", "readonly", (s) => s.get(`lesson:${mine}`));
    return { record: recordOf(game), older: now?.record ?? null, lesson, stored };
  })());

// The game (a null record: left as it is) and the attempts it reports, in one transaction: a
// tab closed meanwhile leaves both or neither, never a game that counts an attempt as reported
// beside statistics without it (this tab's instant copy keeps them pending until then).
// The attempts refused so far (a full disk) go with it: once the browser keeps again, they land
// without a reload, though the instant copy could not hold them either.
export const saveCurrent = async (record, saved = Date.now(), reports = []) => {
  const key = await gameKey();
  for (const report of reports) unsaved.set(report.attempt, report);
  const going = [...unsaved.values()];
  await both((tx) => {
    if (record) tx.objectStore("current").put({ record, saved }, key);
    addNew(tx.objectStore("attempts"), going);
  });
  for (const report of going) unsaved.delete(report.attempt);
  landed(going);
};
// This page's finished attempts that IndexedDB refused (and its load's, left pending by the
// page before), by attempt: tried again with each save, and counted in the statistics shown.
const unsaved = new Map();
// What the browser refused as the page loaded (storing what the page before left pending), or
// null: the page says it, and plays on with the game it kept.
let loadRefusal = null;
export const refusedAtLoad = () => loadRefusal;
// Whether a finished attempt is kept nowhere but in this page (IndexedDB and the instant copy
// both refused it): it is lost if the page goes before the browser has room again.
export const unkept = () => {
  const copied = new Set((copyOf(tabNow)?.pending ?? []).map((report) => report.attempt));
  return [...unsaved.keys()].some((attempt) => !copied.has(attempt));
};
export const loadCurrent = async () => (await kept()).record;
// The other copy of the game kept (see kept()), resumed when the first cannot be read.
export const loadOlder = async () => (await kept()).older;
// The lesson being played (its record, or null): a reload comes back to it where it was left.
export const saveLesson = async (record) => {
  const key = await lessonKey();
  return run("current", "readwrite", (s) => s.put(record, key));
};
export const loadLesson = async () => (await kept()).lesson;
// Every finished attempt to count: IndexedDB's, then those still waiting to land (refused by a
// full disk, or left pending in a tab's instant copy): never shown as missing while they wait.
export const allAttempts = async () => {
  const stored = await run("attempts", "readonly", (s) => s.getAll());
  const known = new Set(stored.map((attempt) => attempt?.attempt));
  const copies = copiedIds().flatMap((id) => copyOf(id)?.pending ?? []);
  const waiting = [...unsaved.values(), ...copies].filter((report) => !known.has(report.attempt));
  return [...stored, ...new Map(waiting.map((report) => [report.attempt, report])).values()];
};

// add, never put: an attempt already kept is not counted again (the first report stands).
function addNew(attempts, reports) {
  for (const report of reports) {
    const known = attempts.get(report.attempt);
    known.onsuccess = () => {
      if (known.result !== undefined) return;
      try {
        attempts.add(report);
      } catch (error) {
        refuse(attempts.transaction, error); // a full disk: the save is refused, and said
      }
    };
  }
}

export async function keepReports(reports, id = tabNow) {
  await both((tx) => addNew(tx.objectStore("attempts"), reports));
  landed(reports, id);
}

// Attempts now in IndexedDB: no longer pending in the copy of tab `id` (this tab's).
function landed(reports, id = tabNow) {
  if (!reports.length || id === null) return;
  const copy = copyOf(id);
  if (!copy?.pending?.length) return;
  const done = new Set(reports.map((report) => report.attempt));
  copy.pending = copy.pending.filter((report) => !done.has(report.attempt));
  try {
    localStorage.setItem(COPY + id, JSON.stringify(copy));
  } catch {
    // refused: they are stored again at the next load, and counted once all the same
  }
}
