// Python in the page: Pyodide from this site (copied from the pinned npm package at build time)
// and the project's Python (python.zip). Nothing is loaded from any other host.
//
// A start from a memory snapshot: the first visit of a version of the site starts Python as
// usual, imports the bridge, and keeps a copy of Python's memory at that point in Cache Storage
// (marked with the version in files.json: a new site never restores an old Python). Later visits
// restore it instead of starting Python and importing the bridge again (most of a warm load).
// A snapshot that fails to load is discarded and Python starts as usual.
import { loadPyodide } from "./pyodide/pyodide.mjs";

const base = new URL(".", import.meta.url).href;
const indexURL = base + "pyodide/";
const SNAPSHOT = "trax-snapshot"; // the cache that holds it (sw.js leaves it alone)
const KEY = new Request(base + "python-snapshot");
const VERSION = "X-Trax-Version"; // the site's version that made it (files.json's)

function fetchZip() {
  return fetch(base + "python.zip").then((r) => r.arrayBuffer());
}

function unpack(pyodide, zip) {
  // Into Pyodide's own in-memory file system, beside its working folder (no path of any machine).
  pyodide.unpackArchive(zip, "zip", { extractDir: "trax-python" });
}

// Pyodide started as usual, with the project's Python on its path (`options` for loadPyodide).
async function startPython(options = {}, zip = fetchZip()) {
  const [pyodide, files] = await Promise.all([
    loadPyodide({ indexURL, packages: [], ...options }),
    zip,
  ]);
  performance.mark("trax-pyodide");
  unpack(pyodide, files);
  pyodide.runPython("import os, sys; sys.path.insert(0, os.path.abspath('trax-python'))");
  return pyodide;
}

async function siteVersion() {
  try {
    return (await (await fetch(base + "files.json")).json()).version;
  } catch {
    return null; // no list (a bare copy of the site): no snapshot either
  }
}

// The kept snapshot's response (its body not yet read), or null; its header names the version
// of the site that made it.
async function findSnapshot() {
  try {
    return (await (await caches.open(SNAPSHOT)).match(KEY)) || null;
  } catch {
    return null; // no Cache Storage here (an insecure address): Python starts as usual
  }
}

// Python's memory is about half empty pages: kept without them (a flag for each page), the
// snapshot takes half the room and half the time to read. Kept: the length, the page count,
// the flags, then the pages not empty.
const PAGE = 4096;

function withoutEmptyPages(bytes) {
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.length >> 2);
  const pages = Math.ceil(bytes.length / PAGE);
  const flags = new Uint8Array(pages);
  const parts = [new Uint32Array([bytes.length, pages]), flags];
  for (let page = 0; page < pages; page++) {
    const end = Math.min((page + 1) * (PAGE >> 2), words.length);
    for (let i = page * (PAGE >> 2); i < end; i++)
      if (words[i]) {
        flags[page] = 1;
        parts.push(bytes.subarray(page * PAGE, (page + 1) * PAGE));
        break;
      }
  }
  return new Blob(parts);
}

function withEmptyPages(kept) {
  const [length, pages] = new Uint32Array(kept, 0, 2);
  const flags = new Uint8Array(kept, 8, pages);
  const bytes = new Uint8Array(length);
  let at = 8 + pages;
  for (let page = 0; page < pages; page++)
    if (flags[page]) {
      const size = Math.min(PAGE, length - page * PAGE);
      bytes.set(new Uint8Array(kept, at, size), page * PAGE);
      at += size;
    }
  if (at !== kept.byteLength) throw new Error("the snapshot kept is not whole");
  return bytes;
}

async function keepSnapshot(version, bytes) {
  try {
    const headers = { [VERSION]: version };
    const body = withoutEmptyPages(bytes);
    await (await caches.open(SNAPSHOT)).put(KEY, new Response(body, { headers }));
  } catch (error) {
    console.warn(`The start of Python could not be kept for the next visit: ${error}`);
  }
}

async function fromSnapshot(found, zip, owner) {
  let pyodide = null;
  try {
    // The body is read while Pyodide's script loads (loadPyodide awaits it only then).
    const bytes = found.arrayBuffer().then(withEmptyPages);
    pyodide = await loadPyodide({ indexURL, packages: [], _loadSnapshot: bytes });
    // Pyodide keeps its options for the page's life: not the 30 MB read (an internal, if there).
    if (pyodide._api?.config) pyodide._api.config._loadSnapshot = null;
    performance.mark("trax-pyodide");
  } catch (error) {
    console.warn(`The kept start of Python did not load (${error}); starting afresh.`);
    if (owner) await caches.delete(SNAPSHOT).catch(() => null);
    return null;
  }
  unpack(pyodide, await zip); // the files (data, tables, lazy imports); sys.path is restored
  const bridge = pyodide.pyimport("ui.web.bridge");
  bridge.restored(); // fresh randomness, not the snapshot's
  return bridge;
}

// Python with the bridge imported, from the snapshot if one is kept; `how` says which
// ("snapshot" or "fresh"), and `keep()` stores a new snapshot (called once the page is ready,
// so that storing it never delays the first board). Only the page (the `owner`) makes and
// throws away snapshots; the solver's worker only uses one.
export async function startBridge({ owner = true } = {}) {
  const zip = fetchZip();
  const [version, found] = await Promise.all([siteVersion(), findSnapshot()]);
  if (found && version !== null && found.headers.get(VERSION) === version) {
    const bridge = await fromSnapshot(found, zip, owner);
    if (bridge) return { bridge, how: "snapshot", keep: async () => {} };
  }
  const snapshots = owner && version !== null && typeof caches !== "undefined";
  const pyodide = await startPython({ _makeSnapshot: snapshots }, zip);
  const bridge = pyodide.pyimport("ui.web.bridge");
  let made = null;
  try {
    if (snapshots) made = pyodide.makeMemorySnapshot(); // before any game: the bare bridge
  } catch (error) {
    console.warn(`No snapshot of Python's start: ${error}`);
  }
  return { bridge, how: "fresh", keep: async () => made && (await keepSnapshot(version, made)) };
}
