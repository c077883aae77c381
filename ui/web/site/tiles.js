// Drawing a tile: the Python side says which two edges (0 N, 1 E, 2 S, 3 W) the white track
// joins; the black (red) track joins the other two. Straight tracks cross, curves do not.
const MID = [[50, 0], [100, 50], [50, 100], [0, 50]];
const CORNER = { "0,1": [100, 0], "1,2": [100, 100], "2,3": [0, 100], "0,3": [0, 0] };

function trackPath(a, b) {
  const [x1, y1] = MID[a];
  const [x2, y2] = MID[b];
  if ((a + 2) % 4 === b) return `M${x1},${y1} L${x2},${y2}`;
  const [cx, cy] = CORNER[[Math.min(a, b), Math.max(a, b)].join(",")];
  // The quarter circle round the corner the two edges share.
  const cross = (x1 - cx) * (y2 - cy) - (y1 - cy) * (x2 - cx);
  return `M${x1},${y1} A50,50 0 0 ${cross > 0 ? 1 : 0} ${x2},${y2}`;
}

export function tileSvg(white) {
  const black = [0, 1, 2, 3].filter((e) => !white.includes(e));
  const track = (edges, colour) =>
    `<path d="${trackPath(edges[0], edges[1])}" stroke="var(--${colour})" stroke-width="18" fill="none"/>`;
  return (
    `<svg viewBox="0 0 100 100" aria-hidden="true" focusable="false">` +
    `<rect width="100" height="100" rx="6" fill="var(--face)"/>` +
    track(black, "black") + track(white, "white") + `</svg>`
  );
}
