/**
 * What can block a line between two bodies, and how (mfx.base.sight, mfx.trait.blocking, mfx.trait.dense,
 * mfx.building, mfx.vantage.sight): the set-up shared by the sight and cover questions.
 *
 * Top-down (the normal case): blocking terrain blocks when its Ht is at least the models' Ht (option
 * sight-height); dense terrain blocks unless one of the two is in it; a model inside an enclosed piece sees
 * out of it (option enclosedSight); the piece a model stands on never blocks it; models in the way block
 * like blocking terrain of their Ht (option modelsBlock). Between raised models (both on vantage points of one
 * height, or on pieces below Ht 2) Hts count from the lower surface they stand on (option sightFloor).
 *
 * Side view (a model on a vantage point, unless both stand on vantage points of the same height): terrain no
 * taller than the lower model's Ht is ignored; models standing lower than the vantage model are ignored; the
 * ledge the vantage model stands on is ignored when its base is within its Ht of the edge; everything else
 * blocks a line that passes over its footprint at a height within its Ht. The line runs from the top of one
 * model (level + Ht) to the top of the other.
 */
import {
  circlePolygon,
  circlePolygonDistance,
  segmentCircleIntersection,
  type Circle,
  polygonBBox,
  segmentPolygonIntersection,
  type Point,
  type Polygon,
} from '../../geometry/plane/index.js';
import { reason, type Reason } from '../../engine/verdict.js';
import type { Body } from './bodies.js';
import { fmt } from './fall.js';
import { lineBlockedByCircle, PivotTable, type LinePath } from '../../geometry/plane/disc-lines.js';
import { clipConvex, fastPoly, meetsInterior, type FastPoly } from '../../geometry/plane/fast-poly.js';
import { discIn, onVantage, type Model, type Piece, type Table } from './context.js';
import { centreDistance } from './taut.js';

/**
 * Thresholds ("within 1"" of cover, range `within`, a vantage model within its Ht of its ledge) allow a
 * millionth of an inch: a base radius typed to six or seven decimals (a 30 mm base's radius is 0.59055118...")
 * places a model exactly 1" from a fence, not 0.00000002" beyond it. Finer than any table measure, and far
 * below the 1/10000" the verdicts state.
 */
export const TYPED = 1e-6;

export interface Blocker {
  readonly label: string;
  /** Its outline (a round blocker's is a 64-gon, for drawing only: lines are tested against `circle`). */
  readonly poly: Polygon;
  /** A round piece or a model's base: the true circle every test uses. */
  readonly circle: Circle | undefined;
  readonly fp: FastPoly;
  /** Its pivots in the table's PivotTable: [first, count]. */
  readonly span: readonly [number, number];
  readonly box: readonly [number, number, number, number];
  /** Top of the blocker (side view). */
  readonly top: number;
  readonly reason: Reason;
  readonly piece: Piece | undefined;
  readonly model: Model | undefined;
  /**
   * The roof the vantage model stands on (side view): the stretch of a line leaving the roof from the model's
   * end is ignored when it leaves within the model's Ht (`ht`) of its base (centre `c`, radius `r`).
   */
  readonly ledge?: { readonly c: Point; readonly r: number; readonly ht: number; readonly fromStart: boolean } | undefined;
}

export interface SightSetup {
  readonly mode: 'top-down' | 'diagonal';
  readonly blockers: readonly Blocker[];
  /** Reasons for pieces set aside (dense you stand in, lower terrain, ledges...), keyed by piece or model label. */
  readonly ignored: ReadonlyMap<string, { reason: Reason; poly: Polygon }>;
  readonly modeReasons: readonly Reason[];
  /** Line heights at the two ends (side view). */
  readonly zA: number;
  readonly zB: number;
  /** Convex vertices of the blockers, for the candidate lines. */
  readonly pivots: readonly Point[];
  /** The table's pivots with those of these blockers switched on (same points and order as `pivots`). */
  readonly table: { readonly pivots: PivotTable; readonly active: Uint8Array };
  /** The round blockers' true circles, for the tangent candidate lines. */
  readonly circles: readonly Circle[];
  /** Option seams: does a line along the join of two touching blockers see through them? */
  readonly seams: 'block' | 'see';
}

/** A blocker's shape, kept for the table: polygon, filtered tests, pivots. */
interface Kept {
  readonly poly: Polygon;
  readonly circle: Circle | undefined;
  readonly fp: FastPoly;
  readonly span: readonly [number, number];
}

/** What sight keeps per table: the shapes of pieces and models that may block, and their pivots. */
export interface SightKeep {
  readonly pivots: PivotTable;
  readonly pieces: (Kept | undefined)[];
  readonly models: Map<Model, Kept>;
}

function keep(t: Table): SightKeep {
  let k = t.cache.sight;
  if (k) return k;
  const pivots = new PivotTable();
  const shape = (poly: Polygon): Kept => ({ poly, circle: undefined, fp: fastPoly(poly), span: pivots.add(poly) });
  // A round blocker is its true circle; its polygon is kept for drawing and gives no pivots.
  const round = (circle: Circle, poly: Polygon): Kept => ({ poly, circle, fp: fastPoly(poly), span: [pivots.pts.length, 0] });
  // Pieces first, then models, as setupSight lists its blockers.
  const pieces = t.pieces.map((p) =>
    p.info.access === undefined && (p.traits.has('blocking') || p.traits.has('dense'))
      ? p.shape.kind === 'circle'
        ? round(p.shape.circle, p.poly)
        : shape(p.poly)
      : undefined,
  );
  const models = new Map<Model, Kept>();
  for (const m of t.models.values()) models.set(m, round(m.disc, circlePolygon(m.disc, MODEL_SIDES)));
  k = { pivots, pieces, models };
  t.cache.sight = k;
  return k;
}

const MODEL_SIDES = 32;

export function setupSight(t: Table, A: Body, B: Body): SightSetup {
  const opt = t.opt;
  const K = keep(t);
  const bothVantage = A.level >= 2 && B.level >= 2 && A.level === B.level;
  const diagonal = (A.level >= 2 || B.level >= 2) && !bothVantage;
  const modeReasons: Reason[] = [];
  const blockers: Blocker[] = [];
  const ignored = new Map<string, { reason: Reason; poly: Polygon }>();
  const H = opt.sightHeight === 'viewer' ? A.ht : Math.max(A.ht, B.ht);
  const hWho = opt.sightHeight === 'viewer' ? `${A.label} (Ht ${fmt(A.ht)})` : `the models (Ht ${fmt(H)} at most)`;
  const ignore = (label: string, poly: Polygon, r: Reason) => ignored.set(label, { reason: r, poly });
  const lower = A.level <= B.level ? A : B;
  const upper = lower === A ? B : A;
  // Top-down, Hts are measured from the lower surface the two stand on (option sightFloor): terrain no higher
  // than it lies below both and is seen over (two models on Ht 3 roofs see over a Ht 2 crate between them).
  const floor = !diagonal && opt.sightFloor === 'stood' ? lower.level : 0;
  const floorRule = bothVantage ? 'mfx.vantage.sight' : 'mfx.trait.blocking';
  const above = (top: number) => (floor > 0 ? `, ${fmt(top - floor)}" above the Ht ${fmt(floor)} surface they stand on,` : '');

  if (bothVantage)
    modeReasons.push(reason('mfx.vantage.sight', `both stand on vantage points of the same height (Ht ${fmt(A.level)}): sight is drawn top-down as usual`));
  else if (diagonal) {
    modeReasons.push(reason('mfx.trait.vantage', `${upper.label} stands at Ht ${fmt(upper.level)} (2 or more): a vantage point`));
    modeReasons.push(reason('mfx.vantage.sight', `a model on a vantage point: the line is drawn diagonally, from Ht ${fmt(A.level + A.ht)} to Ht ${fmt(B.level + B.ht)}`));
  } else modeReasons.push(reason('mfx.base.sight', 'top-down: some straight line from a point of one base to a point of the other must be clear'));

  for (const p of t.pieces) {
    if (p.info.access !== undefined) continue;
    const isBlocking = p.traits.has('blocking');
    const isDense = p.traits.has('dense');
    if (!isBlocking && !isDense) continue;
    const label = `${p.kind} ${p.id}`;
    // The piece set aside for this line, or blocking it up to its Ht, with the reason.
    const skip = (rule: string, text: string) => ignore(label, p.poly, reason(rule, text));
    const block = (rule: string, text: string) => blockers.push(blocker(K.pieces[p.index]!, label, p.ht, reason(rule, text), p));
    if (p.open) {
      skip('mfx.building', `${label} has open windows, doors or walls: it does not block sight (its cover still counts)`);
      continue;
    }
    if (p === lower.on || (!diagonal && p === upper.on)) {
      skip('mfx.base.sight', `${p === A.on ? A.label : B.label} stands on top of ${label}`);
      continue;
    }
    // Within the piece: below its top, or on the ground in a Ht 0 area (a caustic fog), whose top is the ground.
    const inside = (b: Body) => (b.level < p.ht || (p.ht === 0 && b.level === 0)) && discIn(b.disc, p, opt.terrainContact);
    if (p.traits.has('enclosed') && opt.enclosedSight === 'open' && (inside(A) || inside(B))) {
      skip('mfx.building', `${inside(A) ? A.label : B.label} is in the enclosed part of ${label}, whose openings do not block sight`);
      continue;
    }
    if (isDense && !isBlocking && (inside(A) || inside(B))) {
      skip('mfx.trait.dense', inside(A) ? `${A.label} is within the dense ${label} and ignores it` : `${B.label} is within the dense ${label}: it can be seen into`);
      continue;
    }
    if (isDense && isBlocking && (inside(A) || inside(B))) {
      skip('mfx.trait.dense', `one of the models is within ${label}`);
      continue;
    }
    if (floor > 0 && p.ht <= floor) {
      skip(floorRule, `${label} (Ht ${fmt(p.ht)}) is no higher than the Ht ${fmt(floor)} surface both models stand on: seen over (option sightFloor: stood)`);
      continue;
    }
    if (diagonal) {
      if (p.ht <= lower.ht) {
        skip('mfx.vantage.sight', `${label} (Ht ${fmt(p.ht)}) is no taller than the lower model (Ht ${fmt(lower.ht)}): ignored for sight`);
        continue;
      }
      if (p === upper.on) {
        // The ledge it stands on is ignored where a line leaves the roof within the model's Ht of its base; a
        // line leaving over a farther ledge is judged like any other (mfx.vantage.sight).
        const gap = upperGap(upper, p);
        const text =
          gap <= upper.ht + TYPED
            ? `${upper.label} is within its Ht (${fmt(upper.ht)}") of the ledge of ${label} (${fmt(gap)}"): that ledge is ignored`
            : `${upper.label} is farther than its Ht (${fmt(upper.ht)}") from every ledge of ${label} (${fmt(gap)}"): a line passing over the roof at Ht ${fmt(p.ht)} or less is blocked`;
        blockers.push({
          ...blocker(K.pieces[p.index]!, label, p.ht, reason('mfx.vantage.sight', text), p),
          ledge: { c: upper.c, r: upper.r, ht: upper.ht, fromStart: upper === A },
        });
        if (gap <= upper.ht + TYPED) skip('mfx.vantage.sight', text);
        continue;
      }
      block(isDense && !isBlocking ? 'mfx.trait.dense' : 'mfx.vantage.sight', `${label} (Ht ${fmt(p.ht)}) blocks a line passing over it at Ht ${fmt(p.ht)} or less`);
      continue;
    }
    if (isDense && !isBlocking) {
      if (opt.denseHeight === 'compare' && p.ht - floor < H) skip('mfx.trait.dense', `dense ${label} (Ht ${fmt(p.ht)}) is lower than ${hWho} (option denseHeight: compare)`);
      else block('mfx.trait.dense', `dense ${label}: models can see into it but not through it`);
      continue;
    }
    if (p.ht - floor >= H) block('mfx.trait.blocking', `blocking ${label} (Ht ${fmt(p.ht)})${above(p.ht)} is at least as tall as ${hWho}`);
    else skip('mfx.trait.blocking', `blocking ${label} (Ht ${fmt(p.ht)})${above(p.ht)} is lower than ${hWho}: seen over`);
  }

  if (opt.modelsBlock) {
    for (const m of t.models.values()) {
      if (m === A.model || m === B.model) continue;
      const km = K.models.get(m)!;
      const poly = km.poly;
      const label = `model ${m.id}`;
      if (diagonal) {
        if (m.level < upper.level) {
          ignore(label, poly, reason('mfx.vantage.sight', `${label} stands below the vantage model ${upper.label}: ignored`));
          continue;
        }
        blockers.push(blocker(km, label, m.level + m.ht, reason('mfx.vantage.sight', `${label} is in the way at the vantage height`), undefined, m));
        continue;
      }
      // Under sightFloor stood a model in the way counts from the floor: its surface and its Ht above it.
      const rise = opt.sightFloor === 'stood' ? m.level + m.ht - floor : m.ht;
      const rule = floor > 0 ? floorRule : 'mfx.trait.blocking';
      const said = `${label} (Ht ${fmt(m.ht)})${above(m.level + m.ht)}`;
      if (rise >= H) blockers.push(blocker(km, label, m.level + m.ht, reason(rule, `${said} is in the way and at least as tall as ${hWho}`), undefined, m));
      else ignore(label, poly, reason(rule, `${said} is lower than ${hWho}: seen over`));
    }
  }
  const pivots: Point[] = [];
  const active = new Uint8Array(K.pivots.pts.length);
  for (const b of blockers) {
    const [first, count] = b.span;
    for (let i = first; i < first + count; i++) {
      active[i] = 1;
      pivots.push(K.pivots.pts[i]!);
    }
  }
  const circles: Circle[] = [];
  for (const b of blockers) if (b.circle) circles.push(b.circle);
  return {
    mode: diagonal ? 'diagonal' : 'top-down',
    circles,
    seams: opt.seams,
    blockers,
    ignored,
    modeReasons,
    zA: A.level + A.ht,
    zB: B.level + B.ht,
    pivots,
    table: { pivots: K.pivots, active },
  };
}

function upperGap(m: Body, p: Piece): number {
  // Distance from the base to the ledge: from the base centre to the piece's boundary, less the radius.
  if (p.shape.kind === 'circle') {
    const c = p.shape.circle;
    return Math.max(0, Math.abs(c.r - Math.hypot(m.c.x - c.c.x, m.c.y - c.c.y)) - m.r);
  }
  let best = Infinity;
  const poly = p.poly;
  for (let i = 0; i < poly.length; i++) best = Math.min(best, centreDistance(m.c, poly[i]!, poly[(i + 1) % poly.length]!));
  return Math.max(0, best - m.r);
}

function blocker(k: Kept, label: string, top: number, r: Reason, piece?: Piece, model?: Model): Blocker {
  const box: [number, number, number, number] = k.circle
    ? [k.circle.c.x - k.circle.r, k.circle.c.y - k.circle.r, k.circle.c.x + k.circle.r, k.circle.c.y + k.circle.r]
    : polygonBBox(k.poly);
  return { label, poly: k.poly, circle: k.circle, fp: k.fp, span: k.span, box, top, reason: r, piece, model };
}

/** The blockers a top-down line crosses (stops at the first unless `all`). */
export function topDownHits(path: LinePath, blockers: readonly Blocker[], all = false): Blocker[] {
  const out: Blocker[] = [];
  for (const b of blockers) {
    for (let i = 0; i + 1 < path.length; i++) {
      const p = path[i]!, q = path[i + 1]!;
      if (b.circle ? lineBlockedByCircle(p, q, b.circle) : meetsInterior(b.fp, p, q)) {
        out.push(b);
        break;
      }
    }
    if (out.length && !all) return out;
  }
  return out;
}

/** A line from height zA to zB: the distance along it at each vertex, and its height at a distance along it. */
function profile(path: LinePath, zA: number, zB: number): { lens: number[]; z: (s: number) => number } {
  const lens: number[] = [0];
  for (let i = 0; i + 1 < path.length; i++) lens.push(lens[i]! + Math.hypot(path[i + 1]!.x - path[i]!.x, path[i + 1]!.y - path[i]!.y));
  const total = lens[lens.length - 1]!;
  return { lens, z: (s) => (total > 0 ? zA + ((zB - zA) * s) / total : Math.max(zA, zB)) };
}

/** The blockers a side-view line passes over at a height within their Ht. */
export function diagonalHits(path: LinePath, blockers: readonly Blocker[], zA: number, zB: number, all = false): Blocker[] {
  const { lens, z } = profile(path, zA, zB);
  const out: Blocker[] = [];
  const clip: [number, number] = [0, 0];
  for (const b of blockers) {
    if (b.ledge) {
      if (ledgeHit(path, lens, b, z)) {
        out.push(b);
        if (!all) return out;
      }
      continue;
    }
    let hit = false;
    for (let i = 0; i + 1 < path.length && !hit; i++) {
      const p = path[i]!, q = path[i + 1]!;
      const L = lens[i + 1]! - lens[i]!;
      if (b.circle) {
        // The true circle: the stretch over it, from the exact contact test and the chord.
        if (!lineBlockedByCircle(p, q, b.circle)) continue;
        const [t0, t1] = circleStretch(p, q, b.circle);
        hit = Math.min(z(lens[i]! + t0 * L), z(lens[i]! + t1 * L)) <= b.top;
        continue;
      }
      const c = clipConvex(b.fp, p, q, clip);
      if (c === 0) continue;
      if (c === 1) {
        // Sure of the stretch to 10^-9: decide in floating point unless the height is that close to the top.
        const low = Math.min(z(lens[i]! + clip[0] * L), z(lens[i]! + clip[1] * L));
        if (Math.abs(low - b.top) > 1e-6) {
          hit = low <= b.top;
          continue;
        }
      }
      const x = segmentPolygonIntersection({ a: p, b: q }, b.poly);
      if (x.kind !== 'interior') continue;
      for (const [t0, t1] of x.intervals) {
        if (Math.min(z(lens[i]! + t0 * L), z(lens[i]! + t1 * L)) <= b.top) {
          hit = true;
          break;
        }
      }
    }
    if (hit) {
      out.push(b);
      if (!all) return out;
    }
  }
  return out;
}

/** Does a side-view line pass over the vantage model's own roof within its Ht, away from the ledge it may ignore? */
function ledgeHit(path: LinePath, lens: readonly number[], b: Blocker, z: (s: number) => number): boolean {
  const ledge = b.ledge!;
  const total = lens[lens.length - 1]!;
  // Stretches over the roof, as distances along the line from the vantage model's end.
  const over: [number, number][] = [];
  for (let i = 0; i + 1 < path.length; i++) {
    const p = path[i]!, q = path[i + 1]!;
    const L = lens[i + 1]! - lens[i]!;
    const stretches = b.circle ? (lineBlockedByCircle(p, q, b.circle) ? [circleStretch(p, q, b.circle)] : []) : segmentPolygonIntersection({ a: p, b: q }, b.poly).intervals;
    for (const [t0, t1] of stretches) {
      const s0 = lens[i]! + t0 * L, s1 = lens[i]! + t1 * L;
      over.push(ledge.fromStart ? [s0, s1] : [total - s1, total - s0]);
    }
  }
  over.sort((u, v) => u[0] - v[0]);
  const merged: [number, number][] = [];
  for (const [s0, s1] of over) {
    const last = merged[merged.length - 1];
    if (last && s0 <= last[1] + 1e-12) last[1] = Math.max(last[1], s1);
    else merged.push([s0, s1]);
  }
  const at = (d: number): number => z(ledge.fromStart ? d : total - d);
  return merged.some(([s0, s1], k) => {
    if (k === 0 && s0 <= 1e-9) {
      // The stretch the line starts on: where it leaves the roof is the ledge it crosses.
      const d = ledge.fromStart ? s1 : total - s1;
      const e = pointAlong(path, lens, d);
      if (Math.hypot(e.x - ledge.c.x, e.y - ledge.c.y) - ledge.r <= ledge.ht + TYPED) return false;
    }
    return Math.min(at(s0), at(s1)) <= b.top;
  });
}

function pointAlong(path: LinePath, lens: readonly number[], d: number): Point {
  for (let i = 0; i + 1 < path.length; i++) {
    const L = lens[i + 1]! - lens[i]!;
    if (d <= lens[i + 1]! || i + 2 === path.length) {
      const t = L > 0 ? (d - lens[i]!) / L : 0;
      return { x: path[i]!.x + (path[i + 1]!.x - path[i]!.x) * t, y: path[i]!.y + (path[i + 1]!.y - path[i]!.y) * t };
    }
  }
  return path[0]!;
}

/** The parameter stretch of p-q inside a circle it enters (segmentCircleIntersection's chord). */
function circleStretch(p: Point, q: Point, c: Circle): readonly [number, number] {
  const x = segmentCircleIntersection({ a: p, b: q }, c);
  return x.intervals[0] ?? [0, 0];
}

export function hitsFor(s: SightSetup, path: LinePath, all = false): Blocker[] {
  const hits = s.mode === 'diagonal' ? diagonalHits(path, s.blockers, s.zA, s.zB, all) : topDownHits(path, s.blockers, all);
  if (s.seams === 'see' || (hits.length && !all)) return hits;
  const join = joinHit(s, path, hits);
  return join ? [...hits, ...join.filter((b) => !hits.includes(b))] : hits;
}

/** How near (in inches) a point must be to a line to touch it, and two touching stretches to meet. */
const TOUCH = 1e-9;

/** Where a line touches a blocker's closed shape without entering it: a stretch along the line and the side the shape lies on. */
interface Contact {
  readonly lo: number;
  readonly hi: number;
  /** +1: the shape lies left of the line's direction; -1: right. */
  readonly side: number;
}

/**
 * Option seams "block" (mfx.base.sight, mfx.trait.blocking): two touching blockers form one wall. A line that
 * enters neither is still blocked where, at one point or along one stretch, it touches two of them from
 * opposite sides: it runs along their join, or through the point where two meet corner to corner (every line
 * through such a point that enters neither has them on opposite sides). It stays clear where it grazes one
 * blocker, two from the same side (their union lies on one side of it), or two on opposite sides at different
 * points: a zero-width squeeze between pieces that do not touch there, where the two closed shapes together
 * contain no neighbourhood of any point of the line. The vantage model's own ledge forms no join; pieces set
 * aside for this line (seen over, stood on, stood in) are not blockers and form none either. Under the side
 * view a join blocks only where the line is no higher than both pieces' tops. Returns the two blockers.
 */
export function joinHit(s: SightSetup, path: LinePath, crossed: readonly Blocker[]): [Blocker, Blocker] | undefined {
  const { lens, z } = profile(path, s.zA, s.zB);
  const found: { b: Blocker; c: Contact[] }[] = [];
  for (const b of s.blockers) {
    if (b.ledge || crossed.includes(b)) continue;
    const cs: Contact[] = [];
    for (let i = 0; i + 1 < path.length; i++) contacts(path[i]!, path[i + 1]!, b, lens[i]!, cs);
    if (!cs.length) continue;
    for (const f of found)
      for (const u of f.c)
        for (const v of cs) {
          if (u.side === v.side) continue;
          const lo = Math.max(u.lo, v.lo), hi = Math.min(u.hi, v.hi);
          if (lo > hi + TOUCH) continue;
          // Side view: the line must be no higher than both tops somewhere on the shared stretch.
          if (s.mode === 'diagonal' && Math.min(z(lo), z(Math.max(lo, hi))) > Math.min(f.b.top, b.top)) continue;
          return [f.b, b];
        }
    found.push({ b, c: cs });
  }
  return undefined;
}

/** The contacts of segment p-q (starting `at` inches along the line) with a blocker it does not enter. */
function contacts(p: Point, q: Point, b: Blocker, at: number, out: Contact[]): void {
  const dx = q.x - p.x, dy = q.y - p.y;
  const L = Math.hypot(dx, dy);
  if (L === 0) return;
  const [x0, y0, x1, y1] = b.box;
  if (Math.max(p.x, q.x) < x0 - TOUCH || Math.min(p.x, q.x) > x1 + TOUCH || Math.max(p.y, q.y) < y0 - TOUCH || Math.min(p.y, q.y) > y1 + TOUCH) return;
  // Signed distance from the line (left positive) and distance along it.
  const off = (v: Point) => (dx * (v.y - p.y) - dy * (v.x - p.x)) / L;
  const along = (v: Point) => (dx * (v.x - p.x) + dy * (v.y - p.y)) / L;
  const within = (d: number) => d >= -TOUCH && d <= L + TOUCH;
  const clampTo = (d: number) => at + Math.max(0, Math.min(L, d));
  if (b.circle) {
    const { c, r } = b.circle;
    const h = off(c);
    const d = along(c);
    if (Math.abs(Math.abs(h) - r) <= TOUCH * Math.max(1, r) && within(d)) out.push({ lo: clampTo(d), hi: clampTo(d), side: Math.sign(h) });
    return;
  }
  const poly = b.poly;
  const n = poly.length;
  const offs = poly.map(off);
  const on = offs.map((h) => Math.abs(h) <= TOUCH);
  if (on.every((x) => x)) return;
  // The side a vertex on the line has its shape on: that of the nearest vertex off the line, walking either way.
  const sideAt = (k: number): number => {
    for (let j = 1; j < n; j++) {
      const a = (k + j) % n;
      if (!on[a]) return Math.sign(offs[a]!);
      const c = (k - j + n) % n;
      if (!on[c]) return Math.sign(offs[c]!);
    }
    return 0;
  };
  for (let k = 0; k < n; k++) {
    if (!on[k]) continue;
    const side = sideAt(k);
    const d = along(poly[k]!);
    // A vertex on the line; with the next one too, the edge between them runs along it.
    if (within(d)) out.push({ lo: clampTo(d), hi: clampTo(d), side });
    const k2 = (k + 1) % n;
    if (on[k2]) {
      const d2 = along(poly[k2]!);
      const lo = Math.min(d, d2), hi = Math.max(d, d2);
      if (hi >= -TOUCH && lo <= L + TOUCH) out.push({ lo: clampTo(lo), hi: clampTo(hi), side });
    }
  }
}

/** Distance from a body's base to a piece (0 when they meet). */
export function baseToPiece(b: Body, p: Piece): number {
  // A round piece is measured to its true circle (the 64-gon standing in for it lies up to 0.12% of its radius inside).
  if (p.shape.kind === 'circle') {
    const c = p.shape.circle;
    return Math.max(0, Math.hypot(b.c.x - c.c.x, b.c.y - c.c.y) - b.r - c.r);
  }
  return circlePolygonDistance(b.disc, p.poly);
}
