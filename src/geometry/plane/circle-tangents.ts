/**
 * The common tangents of two circles (a radius 0 circle is a point): the one implementation that the sight
 * lines (disc-lines.ts) and the movement's tangent graph (malifaux tangent-graph.ts) share.
 */
import type { Circle, Point } from './types.js';

/**
 * Writes the common tangents of circles a and b into `out`, four numbers each (a's touching point x, y, then
 * b's), and returns how many (at most four: the outer pair, then the inner pair when the discs are apart).
 * Nothing is allocated (the movement's lazy graph asks it for every pair of circles it looks at). A point and
 * a circle have one pair of tangents (outer and inner are the same lines), two points one line, and two
 * circles touching from inside one outer tangent. `ccwFirst` only swaps the two tangents within each pair
 * (the order findLine has always tried them in: the one touching a counter-clockwise of the centre line first).
 */
export function tangentsInto(ax: number, ay: number, ar: number, bx: number, by: number, br: number, out: Float64Array, ccwFirst = false): number {
  const dx = bx - ax, dy = by - ay;
  const d = Math.sqrt(dx * dx + dy * dy);
  if (!(d > 0)) return 0;
  let n = 0;
  const phi = Math.atan2(dy, dx);
  // Signed radii: sa = sb outer tangents, sa = -sb inner ones. With n the unit normal, a touches at c_a - ra n.
  for (let sb = 1; sb >= -1; sb -= 2) {
    if (sb === -1 && (ar === 0 || br === 0)) continue;
    const ra = ar, rb = sb * br;
    const k = (rb - ra) / d;
    if (Math.abs(k) > 1) continue;
    const spread = Math.acos(k);
    const one = spread === 0 || (ar === 0 && br === 0);
    for (let w = 0; w < (one ? 1 : 2); w++) {
      const th = one ? phi : (w === 0) !== ccwFirst ? phi + spread : phi - spread;
      const nx = Math.cos(th), ny = Math.sin(th);
      out[4 * n] = ax - ra * nx;
      out[4 * n + 1] = ay - ra * ny;
      out[4 * n + 2] = bx - rb * nx;
      out[4 * n + 3] = by - rb * ny;
      n++;
    }
  }
  return n;
}

const TAN = new Float64Array(16);

/** The common tangents of two circles as pairs of touching points, a's then b's, in tangentsInto's order. */
export function commonTangents(a: Circle, b: Circle, ccwFirst = false): [Point, Point][] {
  const n = tangentsInto(a.c.x, a.c.y, a.r, b.c.x, b.c.y, b.r, TAN, ccwFirst);
  const out: [Point, Point][] = [];
  for (let k = 0; k < n; k++) out.push([{ x: TAN[4 * k]!, y: TAN[4 * k + 1]! }, { x: TAN[4 * k + 2]!, y: TAN[4 * k + 3]! }]);
  return out;
}
