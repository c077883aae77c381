// "Was it solvable?" away from the page: the pure-Python search (solver.portable) in a Web
// Worker with its own Python, so the board never freezes while it runs.
import { startBridge } from "./python.js";

// From the page's snapshot of Python when one is kept (ui/web/site/python.js), as the page.
const python = startBridge({ owner: false });
// Said once Python has started: the page gives up on a worker that never says so.
python.then(() => self.postMessage({ started: true })).catch(() => {}); // (a failure is answered)

self.onmessage = async (event) => {
  const { variant, deal } = event.data;
  try {
    const { bridge, how } = await python;
    const moves = JSON.parse(bridge.solve_json(variant, deal));
    self.postMessage({ variant, deal, moves, python: how });
  } catch (error) {
    self.postMessage({ variant, deal, error: String(error?.message ?? error) }); // said, not hung
  }
};
