/**
 * Outlines of a reach area for drawing: the union of the squares of side `spacing` centred on the sample points
 * `reach` found reachable, traced into closed polygons (one set per level). An approximation: the outline lies
 * within one sample spacing of the true edge of the area (a sample is in when its own point can be reached), and
 * is not clipped by the obstacles' exact shapes. Outer outlines run counter-clockwise, holes clockwise.
 *
 * Tracing: every side of a square whose neighbour across it is not reachable is a boundary edge, directed with
 * the area on its left; following edges end to start closes the loops (where two squares touch only at a corner,
 * the edge turning left is taken, which keeps the loops simple).
 */

export interface Outline {
  readonly level: number;
  readonly points: [number, number][];
  readonly hole: boolean;
}

export function reachOutlines(cells: readonly { at: readonly [number, number]; level: number }[], spacing: number): Outline[] {
  const byLevel = new Map<number, Set<string>>();
  for (const c of cells) {
    const i = Math.round(c.at[0] / spacing), j = Math.round(c.at[1] / spacing);
    let set = byLevel.get(c.level);
    if (!set) byLevel.set(c.level, (set = new Set()));
    set.add(`${i},${j}`);
  }
  const out: Outline[] = [];
  for (const [level, set] of [...byLevel].sort((a, b) => a[0] - b[0])) {
    // Corners in doubled units: square (i, j) spans 2i-1 .. 2i+1. Edges keyed by start corner.
    const edges = new Map<string, [number, number][]>();
    const add = (x0: number, y0: number, x1: number, y1: number) => {
      const k = `${x0},${y0}`;
      const list = edges.get(k);
      if (list) list.push([x1, y1]);
      else edges.set(k, [[x1, y1]]);
    };
    for (const key of set) {
      const [i, j] = key.split(',').map(Number) as [number, number];
      const x0 = 2 * i - 1, x1 = 2 * i + 1, y0 = 2 * j - 1, y1 = 2 * j + 1;
      // Counter-clockwise in x-right, y-up terms: bottom, right, top, left.
      if (!set.has(`${i},${j - 1}`)) add(x0, y0, x1, y0);
      if (!set.has(`${i + 1},${j}`)) add(x1, y0, x1, y1);
      if (!set.has(`${i},${j + 1}`)) add(x1, y1, x0, y1);
      if (!set.has(`${i - 1},${j}`)) add(x0, y1, x0, y0);
    }
    for (const [startKey, list] of edges) {
      while (list.length) {
        const [sx, sy] = startKey.split(',').map(Number) as [number, number];
        const loop: [number, number][] = [[sx, sy]];
        let [px, py] = [sx, sy];
        let [nx, ny] = list.pop()!;
        for (let guard = 0; guard < 4 * set.size + 8; guard++) {
          loop.push([nx, ny]);
          if (nx === sx && ny === sy) break;
          const next = edges.get(`${nx},${ny}`)!;
          // Prefer the left turn where two edges leave one corner.
          let pick = next.length - 1;
          if (next.length > 1) {
            const dx = nx - px, dy = ny - py;
            pick = next.findIndex(([qx, qy]) => dx * (qy - ny) - dy * (qx - nx) > 0);
            if (pick < 0) pick = next.length - 1;
          }
          const [qx, qy] = next.splice(pick, 1)[0]!;
          [px, py, nx, ny] = [nx, ny, qx, qy];
        }
        loop.pop();
        const pts = simplify(loop).map(([x, y]) => [round((x * spacing) / 2), round((y * spacing) / 2)] as [number, number]);
        out.push({ level, points: pts, hole: area(pts) < 0 });
      }
    }
  }
  return out;
}

/** Drop corners where the outline runs straight on. */
function simplify(loop: [number, number][]): [number, number][] {
  const n = loop.length;
  return loop.filter((p, k) => {
    const a = loop[(k + n - 1) % n]!, b = loop[(k + 1) % n]!;
    return (p[0] - a[0]) * (b[1] - p[1]) - (p[1] - a[1]) * (b[0] - p[0]) !== 0;
  });
}

function area(pts: readonly [number, number][]): number {
  let s = 0;
  for (let k = 0; k < pts.length; k++) {
    const [x0, y0] = pts[k]!, [x1, y1] = pts[(k + 1) % pts.length]!;
    s += x0 * y1 - x1 * y0;
  }
  return s / 2;
}

const round = (n: number) => Math.round(n * 10000) / 10000;
