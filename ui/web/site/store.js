// The player's data in the browser (IndexedDB): the game being played (its record, resumed
// after a reload) and every finished attempt, keyed by its attempt id so that an attempt is
// counted once whatever is replayed (the session reports each attempt once: restarts and undos
// cannot farm a win). The rules live in Python (solitaire/session.py); this only keeps.
const DB = "trax-solitaire";

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

function run(store, mode, work) {
  return open().then(
    (db) =>
      new Promise((resolve, reject) => {
        const tx = db.transaction(store, mode);
        const request = work(tx.objectStore(store));
        tx.oncomplete = () => resolve(request && request.result);
        tx.onerror = () => reject(tx.error);
      }),
  );
}

export const saveCurrent = (record) => run("current", "readwrite", (s) => s.put(record, "game"));
export const loadCurrent = () => run("current", "readonly", (s) => s.get("game"));
// The lesson being played (its record, or null): a reload comes back to it where it was left.
export const saveLesson = (record) => run("current", "readwrite", (s) => s.put(record, "lesson"));
export const loadLesson = () => run("current", "readonly", (s) => s.get("lesson"));
export const allAttempts = () => run("attempts", "readonly", (s) => s.getAll());

// add, never put: an attempt already kept is not counted again (the first report stands).
export async function keepReports(reports) {
  for (const report of reports) {
    const known = await run("attempts", "readonly", (s) => s.get(report.attempt));
    if (!known) await run("attempts", "readwrite", (s) => s.add(report));
  }
}
