/**
 * Where a way climbs onto, climbs down from, drops off or steps across the edge of a raised piece, exact (issue
 * 13). The movement graph joins the two layers only at points sampled along the piece's edges (its corners,
 * every `pathSpacing`, the feet of perpendiculars from the question's points: terrain-graph.ts transitions),
 * and it steps straight out from the edge there, so a way that crosses the edge between two samples, or
 * slantwise, was priced up to about 0.01" too long (6.0932" for a 6.0828" walk off a roof). Here the crossing
 * of a way found is moved to its exact place: given the point P the way comes from on one side and Q it goes on
 * to on the other, the horizontal part |P b| + |b Q| over b on an edge of the piece is convex in b's place
 * along the edge, so its least value is where the straight line P-Q (Q mirrored across the edge's line when
 * both lie on one side) meets the edge, or the nearer end of the edge when it meets the line beyond it (the
 * angles the two legs make with the edge balance there: Snell's law with equal costs on both sides). The
 * crossing is a straight walk through b: the base centre reaches the edge at b (over it, on the top), and off
 * the top it lands in exact base contact with the piece, r from it, as the sampled links' ground points do.
 */
import { segmentPolygonIntersection, sweptCircleHit, type Point } from '../../geometry/plane/index.js';
import { blocks, gridOf, linearLanding, outwardNormal, type Link } from './move-geometry.js';
import type { MoveGraph } from './move-graph.js';
import { pointInPiece, TOUCH, type Piece } from './context.js';

/** The link kinds whose crossing point may slide along the edge (ladders and stairs are fixed in place). */
export function slides(l: Link | undefined): l is Link {
  return l !== undefined && (l.kind === 'climb' || l.kind === 'climb-down' || l.kind === 'fall' || l.kind === 'step') && l.piece.shape.kind !== 'circle';
}

export interface Crossing {
  /** The point on the piece's edge (on its top's layer). */
  readonly top: Point;
  /** Where the base stands clear of the piece off the top, on the straight line from `top` towards the low side. */
  readonly low: Point;
  /** The walk from the low side's point to `low` (or from `low` to it), the step `low`-`top`, and top to the top side's point. */
  readonly lowCost: number;
  readonly step: number;
  /** What the step costs: its length (the walk on from where it lands is charged by the terrain there). */
  readonly price: number;
  readonly topCost: number;
}

/**
 * The cheapest crossing of link l's piece from the point `lowP` (on the link's low layer) to `topP` (on its
 * top), or the way back (`up` false: from the top down). Undefined when no edge gives a clear one.
 */
export function bestCrossing(graph: MoveGraph, l: Link, lowP: Point, topP: Point, up: boolean): Crossing | undefined {
  // The same crossing is asked for again and again (a reach map prices every place's way, and their crossings
  // start and end at the same nodes of the movement graph: 97 asks a place, 1 in 30 new): remembered per
  // question's graph (its obstacles, other models included, decide the prices) and piece. The search reads of
  // the link only its piece, its low layer and whether it is a step (gapFar): the climbs and drops sampled
  // along one piece's edges share their answers (a reach from a severe heap asked the same crossing through
  // each of ~25 drops a place).
  let perPiece = MEMO.get(graph);
  if (!perPiece) MEMO.set(graph, (perPiece = new Map()));
  let memo = perPiece.get(l.piece);
  if (!memo) perPiece.set(l.piece, (memo = new Map()));
  const key = `${up ? 1 : 0},${graph.nodes[up ? l.from : l.to]!.layer},${l.kind === 'step' ? 1 : 0},${lowP.x},${lowP.y},${topP.x},${topP.y}`;
  if (memo.has(key)) return memo.get(key);
  const found = searchCrossing(graph, l, lowP, topP, up);
  memo.set(key, found);
  return found;
}

/** The crossings found, per movement graph and piece. */
const MEMO = new WeakMap<MoveGraph, Map<Piece, Map<string, Crossing | undefined>>>();

function searchCrossing(graph: MoveGraph, l: Link, lowP: Point, topP: Point, up: boolean): Crossing | undefined {
  const piece = l.piece;
  const poly = piece.poly;
  const n = poly.length;
  const topLayer = graph.layerOf(piece);
  const lowLayer = graph.nodes[up ? l.from : l.to]!.layer;
  const r = graph.r;
  let best: Crossing | undefined;
  let bestCost = Infinity;
  const seen: Point[] = [];
  for (let i = 0; i < n; i++) {
    const a = poly[i]!, c = poly[(i + 1) % n]!;
    const ex = c.x - a.x, ey = c.y - a.y;
    if (!(ex * ex + ey * ey > 0)) continue;
    const t = edgeFoot(lowP, topP, a, c, outwardNormal(a, c));
    const b = { x: a.x + ex * t, y: a.y + ey * t };
    if (seen.some((v) => v.x === b.x && v.y === b.y)) continue;
    seen.push(b);
    const c2 = crossingAt(graph, l, b, t === 0 ? i - 1 : i, t === 1 ? i + 1 : i, lowP, topP, lowLayer, topLayer, up, r);
    if (!c2) continue;
    const cost = c2.lowCost + c2.price + c2.topCost;
    if (cost < bestCost) {
      bestCost = cost;
      best = c2;
    }
  }
  // Where a side's walk costs more than its length (severe terrain, a linear obstacle), the straight line is not
  // the cheapest crossing: the way refracts (a dearer side is crossed more squarely, Snell's law). The walk on
  // the top and the step over the side are then one straight walk (both on the top's terrain), bending where
  // the base lands, or the step goes on towards the low point, bending at the edge: each edge is searched for
  // the cheapest place of either (golden-section search: the cost is convex along an edge when each side's
  // terrain is one region, as the sum of convex distances; elsewhere the search's place is kept only when it is
  // cheaper than the straight line's).
  if (best && (dearer(best.lowCost, up ? lowP : best.low, up ? best.low : lowP) || dearer(best.topCost, best.top, topP))) {
    for (let i = 0; i < n; i++) {
      const a = poly[i]!, c = poly[(i + 1) % n]!;
      const len = Math.hypot(c.x - a.x, c.y - a.y);
      if (!(len > 0)) continue;
      const nrm = outwardNormal(a, c);
      for (const on of [false, true]) {
        // Every way of this search passes through a point of the edge (bending there) or of the edge moved r
        // out (bending where the base lands), and no walk costs less than its length: an edge whose shortest
        // path from lowP to topP through that segment is no cheaper than the best so far cannot win. (A reach
        // map asks this for every place it prices: the search of every edge was 12x a severe table's reach.)
        const off = on ? r : 0;
        const a1 = { x: a.x + nrm.x * off, y: a.y + nrm.y * off }, c1 = { x: c.x + nrm.x * off, y: c.y + nrm.y * off };
        if (viaSegment(lowP, topP, a1, c1, nrm) >= bestCost - 1e-12) continue;
        const at = (t: number): Crossing | undefined => {
          const b = { x: a.x + (c.x - a.x) * t, y: a.y + (c.y - a.y) * t };
          return crossingAt(graph, l, b, i, i, lowP, topP, lowLayer, topLayer, up, r, on);
        };
        const f = (t: number) => {
          const c2 = at(t);
          return c2 ? c2.lowCost + c2.price + c2.topCost : Infinity;
        };
        // to a ten-millionth of an inch along the edge: the cost is flat at its least value, so the cost found
        // is within about 1e-14" of the least
        const t = goldenMin(f, 1e-9, 1 - 1e-9, 1e-7 / len, bestCost - 1e-12);
        if (Number.isNaN(t)) continue;
        const c2 = at(t);
        if (!c2) continue;
        const cost = c2.lowCost + c2.price + c2.topCost;
        if (cost < bestCost - 1e-12) {
          bestCost = cost;
          best = c2;
        }
      }
    }
  }
  return best;
}

/**
 * Where f is least on [lo, hi], by golden-section search (Kiefer 1953): exact for a function convex there,
 * a local least value otherwise (the callers keep it only when it beats what they had). With a `cutoff`, the
 * search gives up (NaN) as soon as convexity shows f cannot come below it on [lo, hi]: the bracket's ends and
 * its two inner points give lines that f, convex, lies above outside each pair (a secant's extension), and the
 * least of those bounds over the bracket is a lower bound of f there.
 */
export function goldenMin(f: (t: number) => number, lo: number, hi: number, tol = 1e-14, cutoff = Infinity): number {
  const g = (Math.sqrt(5) - 1) / 2;
  let x1 = hi - g * (hi - lo), x2 = lo + g * (hi - lo), f1 = f(x1), f2 = f(x2);
  if (f1 === Infinity && f2 === Infinity) return (lo + hi) / 2;
  let flo = cutoff < Infinity ? f(lo) : Infinity, fhi = cutoff < Infinity ? f(hi) : Infinity;
  for (let k = 0; k < 90 && hi - lo > tol; k++) {
    if (cutoff < Infinity && bracketBound(lo, flo, x1, f1, x2, f2, hi, fhi) >= cutoff) return NaN;
    if (f1 <= f2) {
      hi = x2;
      fhi = f2;
      x2 = x1;
      f2 = f1;
      x1 = hi - g * (hi - lo);
      f1 = f(x1);
    } else {
      lo = x1;
      flo = f1;
      x1 = x2;
      f1 = f2;
      x2 = lo + g * (hi - lo);
      f2 = f(x2);
    }
  }
  return (lo + hi) / 2;
}

/** A lower bound of a convex f on [a, b] from its values at a < x1 < x2 < b (-Infinity when one is not finite). */
function bracketBound(a: number, fa: number, x1: number, f1: number, x2: number, f2: number, b: number, fb: number): number {
  if (!(fa < Infinity && f1 < Infinity && f2 < Infinity && fb < Infinity)) return -Infinity;
  const s12 = (f2 - f1) / (x2 - x1);
  // outside [x1, x2] f lies above the line through x1 and x2
  const outer = Math.min(f1, f2, f1 + s12 * (a - x1), f2 + s12 * (b - x2));
  // inside it, above both the line through a and x1 and the line through x2 and b: the least of their upper
  // envelope is at an end or where they cross
  const sa = (f1 - fa) / (x1 - a), sb = (fb - f2) / (b - x2);
  const la = (x: number) => f1 + sa * (x - x1), lb = (x: number) => f2 + sb * (x - x2);
  let inner = Math.min(Math.max(la(x1), lb(x1)), Math.max(la(x2), lb(x2)));
  if (sa !== sb) {
    const x = (f2 - f1 + sa * x1 - sb * x2) / (sa - sb);
    if (x > x1 && x < x2) inner = Math.min(inner, la(x));
  }
  return Math.min(outer, inner);
}

/**
 * Where on the segment a-c (as a share of it, 0 to 1) the shortest path from p to q through it passes: |p b| +
 * |b q| is convex in b's place along the segment, least where the line p-q (q mirrored across the segment's line
 * when both lie on one side) meets it, or at the nearer end. `nrm` is the segment's unit normal.
 */
function edgeFoot(p: Point, q: Point, a: Point, c: Point, nrm: Point): number {
  const ex = c.x - a.x, ey = c.y - a.y;
  const L2 = ex * ex + ey * ey;
  // Signed distances of the two points from the edge's line (positive outside, the polygon counter-clockwise).
  const dp = (p.x - a.x) * nrm.x + (p.y - a.y) * nrm.y;
  let qx = q.x, qy = q.y;
  let dq = (qx - a.x) * nrm.x + (qy - a.y) * nrm.y;
  if (dp * dq > 0) {
    // Both on one side: mirror q across the line (the least |p b| + |b q| on a line).
    qx -= 2 * dq * nrm.x;
    qy -= 2 * dq * nrm.y;
    dq = -dq;
  }
  let t: number;
  if (dp === dq) t = ((p.x - a.x) * ex + (p.y - a.y) * ey) / L2;
  else {
    const s = dp / (dp - dq);
    const x = p.x + (qx - p.x) * s, y = p.y + (qy - p.y) * s;
    t = ((x - a.x) * ex + (y - a.y) * ey) / L2;
  }
  return Math.max(0, Math.min(1, t));
}

/** The length of the shortest path from p to q through a point of the segment a-c (unit normal nrm). */
function viaSegment(p: Point, q: Point, a: Point, c: Point, nrm: Point): number {
  const t = edgeFoot(p, q, a, c, nrm);
  const bx = a.x + (c.x - a.x) * t, by = a.y + (c.y - a.y) * t;
  return Math.hypot(bx - p.x, by - p.y) + Math.hypot(q.x - bx, q.y - by);
}

/** Does a walk from p to q cost more than its length? */
function dearer(cost: number, p: Point, q: Point): boolean {
  return cost > Math.hypot(q.x - p.x, q.y - p.y) * (1 + 1e-9) + 1e-12;
}

/** The crossing at edge point b (between edges i and j of the piece: the same at a point inside an edge), or undefined. */
function crossingAt(graph: MoveGraph, l: Link, b: Point, i: number, j: number, lowP: Point, topP: Point, lowLayer: number, topLayer: number, up: boolean, r: number, straightOn = false): Crossing | undefined {
  const dx = lowP.x - b.x, dy = lowP.y - b.y, d = Math.hypot(dx, dy);
  if (!(d > 0)) return undefined;
  // The step goes towards the low point, or (straightOn) on in the direction of the walk on the top.
  const ex = b.x - topP.x, ey = b.y - topP.y, e = Math.hypot(ex, ey);
  if (straightOn && !(e > 0)) return undefined;
  const u = straightOn ? { x: ex / e, y: ey / e } : { x: dx / d, y: dy / d };
  const far = gapFar(graph, l, lowLayer);
  let out = far ? gapCrossing(graph, l, far, b, u, d + 2 * r, lowLayer, r) : crossingToward(graph, l, b, i, j, u, lowLayer, r);
  // A low point no farther from the edge than where the base lands (a base in contact with the piece, audit12)
  // crosses from where it stands.
  if (!far && out && out.step >= d && !straightOn) out = crossingFrom(graph, l, b, u, d, out.step, lowP, lowLayer, r);
  if (!out) return undefined;
  const { low, step: s } = out;
  // Coming down onto a linear obstacle enters it (move-geometry.ts linearLanding).
  const price = up ? out.price : out.price + linearLanding(graph.layers[lowLayer]!, low);
  const lowCost = up ? graph.price(lowP, low, lowLayer, true) : graph.price(low, lowP, lowLayer, true);
  if (!(lowCost < Infinity)) return undefined;
  const topCost = up ? graph.price(b, topP, topLayer, true) : graph.price(topP, b, topLayer, true);
  if (!(topCost < Infinity)) return undefined;
  return { top: b, low, lowCost, step: s, price, topCost };
}

/**
 * The step off edge point b (between edges i and j of link l's piece) in the unit direction u towards the low
 * side: where the base stands clear of the piece (`low`) and how far that is from b, or undefined when that
 * place cannot hold the base or something else is in the way.
 */
export function crossingToward(graph: MoveGraph, l: Link, b: Point, i: number, j: number, u: Point, lowLayer: number, r: number): { low: Point; step: number; price: number; k: number } | undefined {
  const poly = l.piece.poly, n = poly.length;
  const ux = u.x, uy = u.y;
  // How fast the walk from b towards the low point draws away from the piece: across an edge's line, the
  // component along its outward normal; at a corner, the larger of its two edges' (1 inside the corner's wedge).
  const nOf = (k: number) => outwardNormal(poly[((k % n) + n) % n]!, poly[(((k + 1) % n) + n) % n]!);
  const n1 = nOf(i), n2 = nOf(j);
  const c1 = ux * n1.x + uy * n1.y, c2 = ux * n2.x + uy * n2.y;
  let k = i === j ? c1 : Math.max(c1, c2);
  if (i !== j && c1 > 0 && c2 > 0) k = Math.max(k, Math.min(1, cornerClear(ux, uy, n1, n2)));
  // A walk that only grazes the edge would have to go far along it before the base is off: not a crossing.
  if (!(k >= 0.05)) return undefined;
  const s = r / k;
  const low = { x: b.x + ux * s, y: b.y + uy * s };
  if (!graph.validPoint(low, lowLayer, true)) return undefined;
  // Between `low` and the edge the base is over the piece's side: nothing else may be in the way there.
  const L = graph.layers[lowLayer]!;
  const obs = L.obstacles;
  if (gridOf(obs).segment(low.x, low.y, b.x, b.y, (o) => obs[o]!.piece !== l.piece && blocks(obs[o]!, low, b, true, r))) return undefined;
  // The base clears the piece r / k along the step: it lands there in exact base contact with the edge, and
  // the walk on from there is charged by the terrain it lies in (issue 13).
  return { low, step: s, price: s, k };
}

/**
 * The step off edge point b in the unit direction u when the low side's point lowP (d from b) is no farther
 * than where the base lands: from lowP itself, when its base is off the piece (it clears it `off` along the
 * step, to TOUCH) and nothing else is in the way.
 */
function crossingFrom(graph: MoveGraph, l: Link, b: Point, u: Point, d: number, off: number, lowP: Point, lowLayer: number, r: number): { low: Point; step: number; price: number; k: number } | undefined {
  if (d < off - TOUCH || !graph.validPoint(lowP, lowLayer, true)) return undefined;
  const L = graph.layers[lowLayer]!;
  const obs = L.obstacles;
  if (gridOf(obs).segment(lowP.x, lowP.y, b.x, b.y, (o) => obs[o]!.piece !== l.piece && blocks(obs[o]!, lowP, b, true, r))) return undefined;
  return { low: lowP, step: d, price: d, k: r / Math.max(off, 1e-12) };
}

/**
 * The far piece of a gap step (terrain-graph.ts gapStep: from link l's piece across a gap narrower than the
 * base to a piece of the same height, whose top is the link's other layer), or undefined for any other link.
 */
function gapFar(graph: MoveGraph, l: Link, lowLayer: number): Piece | undefined {
  const q = graph.layers[lowLayer]!.piece;
  return l.kind === 'step' && q !== undefined && q !== l.piece && q.ht === l.piece.ht ? q : undefined;
}

/**
 * The step across a gap from edge point b of link l's piece in the unit direction u to where the base centre
 * comes over the far piece q (issue 13, audit12): the straight walk from b to the first point of q on the ray
 * (within `reach`), no vertical part, so a way through a gap is as long as its straight line. Only where the base
 * cannot come down anywhere on it: every point of the step within r of one piece or the other (the step from b
 * comes within r of q, a disc swept from b against q, before it leaves r of p, a disc swept back from the far end
 * against p: for a gap of parallel edges narrower than the base that holds at any slant); onto a place that
 * holds the base, with nothing else in the way; undefined otherwise.
 */
function gapCrossing(graph: MoveGraph, l: Link, q: Piece, b: Point, u: Point, reach: number, farLayer: number, r: number): { low: Point; step: number; price: number; k: number } | undefined {
  const end = { x: b.x + u.x * reach, y: b.y + u.y * reach };
  const hit = segmentPolygonIntersection({ a: b, b: end }, q.poly).intervals[0];
  if (!hit) return undefined;
  let s = hit[0] * reach;
  let low = { x: b.x + u.x * s, y: b.y + u.y * s };
  // The entry point is on q's edge; rounding may put it a hair outside: a millionth further in (TOUCH).
  if (pointInPiece(low, q) === 'outside') {
    s += TOUCH;
    low = { x: b.x + u.x * s, y: b.y + u.y * s };
  }
  if (!(s > 0) || !graph.validPoint(low, farLayer, true)) return undefined;
  // Within r of q from `toQ` along the step on, within r of p up to s - `toP`: covered when they meet. The discs
  // are TOUCH smaller (a base in exact contact with both could stand between them).
  const rr = Math.max(0, r - TOUCH);
  const toQ = sweptCircleHit({ c: b, r: rr }, u, s, [q.shape]);
  const toP = sweptCircleHit({ c: low, r: rr }, { x: -u.x, y: -u.y }, s, [l.piece.shape]);
  if (!toQ || !toP || toQ.distance > s - toP.distance) return undefined;
  const obs = graph.layers[farLayer]!.obstacles;
  if (gridOf(obs).segment(low.x, low.y, b.x, b.y, (o) => obs[o]!.piece !== l.piece && obs[o]!.piece !== q && blocks(obs[o]!, low, b, true, r))) return undefined;
  return { low, step: s, price: s, k: 1 };
}

/** At a corner, for a direction u in both edges' outward half-planes: 1 when u lies between the two normals. */
function cornerClear(ux: number, uy: number, n1: Point, n2: Point): number {
  const cross = (a: Point, bx: number, by: number) => a.x * by - a.y * bx;
  // u between n1 and n2 (turning counter-clockwise from n1 to n2 at a convex corner).
  return cross(n1, ux, uy) >= 0 && cross({ x: ux, y: uy }, n2.x, n2.y) >= 0 ? 1 : 0;
}
