// The board as an ARIA grid of rows, and its size on screen. The cells come worded from Python
// (ui/web/board.py); this only lays them out.
const $ = (id) => document.getElementById(id);
const GAP = 3; // px between cells (style.css's #board gap)

// The cells in rows (as the window's accessible table): a row whose cells no tile can reach is
// left out of the reading order whole; the grid is named by Python's summary of the board.
export function layRows(board, buttons, { rows, cols, summary }) {
  const lines = [];
  for (let i = 0; i < rows; i++) {
    const line = document.createElement("div");
    line.className = "row";
    line.setAttribute("role", "row");
    line.setAttribute("aria-rowindex", i + 1);
    const own = buttons.slice(i * cols, (i + 1) * cols);
    if (own.every((b) => b.hasAttribute("aria-hidden"))) line.setAttribute("aria-hidden", "true");
    line.append(...own);
    lines.push(line);
  }
  board.replaceChildren(...lines);
  board.setAttribute("aria-rowcount", rows);
  board.setAttribute("aria-colcount", cols);
  board.setAttribute("aria-label", summary);
  board.setAttribute("aria-busy", "false");
}

// The whole board on screen with no scrolling: cells as large as the column's width allows,
// and no taller than the window leaves below the board's top for the board, the words under
// it and, when the panel wraps under the board (a phone), the tiles in hand and next. Never
// smaller than 44 px a cell (a finger's size).
export function fitBoard({ rows, cols }) {
  const board = $("board");
  const play = $("play").getBoundingClientRect();
  const box = board.getBoundingClientRect();
  let below = play.bottom - box.bottom + 8;
  if ($("panel").getBoundingClientRect().top >= box.bottom)
    below += $("tiles").getBoundingClientRect().bottom - play.bottom + 8;
  const room = window.innerHeight - (box.top + window.scrollY) - below;
  const across = ($("play").clientWidth - GAP * (cols - 1)) / cols;
  const down = (room - GAP * (rows - 1)) / rows;
  const side = Math.max(44, Math.floor(Math.min(across, down)));
  board.style.width = `${side * cols + GAP * (cols - 1)}px`;
}

// The cell the arrow keys reach from `here`, passing over the cells left unread; `here`
// itself at the board's edge; null when `here` is not a cell.
export function stepFrom(here, dr, dc) {
  const buttons = [...$("board").querySelectorAll(".cell")];
  if (!buttons.includes(here)) return null;
  let [r, c] = [+here.dataset.r, +here.dataset.c];
  let there = null;
  do {
    [r, c] = [r + dr, c + dc];
    there = buttons.find((b) => +b.dataset.r === r && +b.dataset.c === c);
  } while (there && there.hasAttribute("aria-hidden"));
  return there || here;
}
