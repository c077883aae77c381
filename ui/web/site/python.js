// Python in the page: Pyodide from this site (copied from the pinned npm package at build time)
// and the project's Python (python.zip). Nothing is loaded from any other host.
import { loadPyodide } from "./pyodide/pyodide.mjs";

export async function startPython() {
  const base = new URL(".", import.meta.url).href;
  const [pyodide, zip] = await Promise.all([
    loadPyodide({ indexURL: base + "pyodide/", packages: [] }),
    fetch(base + "python.zip").then((r) => r.arrayBuffer()),
  ]);
  performance.mark("trax-pyodide");
  // Into Pyodide's own in-memory file system, beside its working folder (no path of any machine).
  pyodide.unpackArchive(zip, "zip", { extractDir: "trax-python" });
  pyodide.runPython("import os, sys; sys.path.insert(0, os.path.abspath('trax-python'))");
  return pyodide;
}
