// "Was it solvable?" away from the page: the pure-Python search (solver.portable) in a Web
// Worker with its own Python, so the board never freezes while it runs.
import { startPython } from "./python.js";

const python = startPython().then((pyodide) => pyodide.pyimport("ui.web.bridge"));

self.onmessage = async (event) => {
  const bridge = await python;
  const { variant, deal } = event.data;
  const moves = JSON.parse(bridge.solve_json(variant, deal));
  self.postMessage({ variant, deal, moves });
};
