/**
 * The sight, cover and range questions (mfx.base.sight, mfx.trait.blocking, mfx.trait.dense,
 * mfx.vantage.sight, mfx.trait.cover, mfx.range).
 */
import {
  pointSegmentDistance,
  polygonBBox,
  segmentCircleIntersection,
  segmentPolygonIntersection,
  pointInPolygon,
  type Point,
  type Polygon,
} from '../../geometry/plane/index.js';
import { reason, uniqueReasons, type Evidence, type Reason, type TracedLine, type Verdict } from '../../engine/verdict.js';
import type { Body } from './bodies.js';
import { TYPED, baseToPiece, hitsFor, joinHit, setupSight, type Blocker, type SightSetup } from './blockers.js';
import { fmt, round } from './fall.js';
import { findLine, type LinePath } from '../../geometry/plane/disc-lines.js';
import type { Piece, Table } from './context.js';
import { centroidOf } from './move-geometry.js';

/** Sample points per rim for the side view, which is not covered by the exact candidate argument. */
const SIDE_SAMPLES = 24;

export interface SightResult {
  sight: boolean;
  setup: SightSetup;
  line: LinePath | undefined;
  /** Blockers the centre line meets (for the explanation when there is no sight). */
  centreHits: Blocker[];
}

export function lineOfSight(t: Table, A: Body, B: Body): SightResult {
  const setup = setupSight(t, A, B);
  const path = clearLine(A, B, setup);
  const centreHits = path ? [] : hitsFor(setup, [A.c, B.c], true);
  return { sight: path !== undefined, setup, line: path, centreHits };
}

function clearLine(A: Body, B: Body, setup: SightSetup): LinePath | undefined {
  return findLine(
    A.disc,
    B.disc,
    { pivots: setup.pivots, table: setup.table, circles: setup.circles, samples: setup.mode === 'diagonal' ? SIDE_SAMPLES : 0 },
    (path) => hitsFor(setup, path).length === 0,
  ).path;
}

/** Under seams "block", with no sight: a line that only a join blocks (clear under seams "see"), for the explanation. */
function joinReason(A: Body, B: Body, s: SightSetup): { reason: Reason; line: LinePath } | undefined {
  if (s.seams !== 'block') return undefined;
  const line = clearLine(A, B, { ...s, seams: 'see' });
  const pair = line && joinHit(s, line, []);
  if (!line || !pair) return undefined;
  return {
    line,
    reason: reason(
      s.mode === 'diagonal' ? 'mfx.vantage.sight' : 'mfx.base.sight',
      `a line running along the join of ${pair[0].label} and ${pair[1].label} enters neither, but the two touch and form one wall, so it does not see through (option seams: block)`,
      { line: line.map((p) => [p.x, p.y]), join: [pair[0].label, pair[1].label] },
    ),
  };
}

function traced(path: LinePath, clear: boolean, z?: [number, number], blockedBy?: Blocker[], note?: string): TracedLine {
  const line: TracedLine = { from: [path[0]!.x, path[0]!.y], to: [path[path.length - 1]!.x, path[path.length - 1]!.y], clear };
  if (z) line.z = z;
  if (blockedBy?.length) line.blockedBy = blockedBy.map((b) => ({ at: centroid(b.poly), how: b.label }));
  if (note) line.note = note;
  return line;
}

function centroid(poly: Polygon): [number, number] {
  const c = centroidOf(poly);
  return [c.x, c.y];
}

function ignoredReasons(s: SightSetup, A: Body, B: Body): Reason[] {
  // Report the set-aside things that the centre line passes over: the ones that matter to a reader.
  const out: Reason[] = [];
  for (const { reason: r, poly } of s.ignored.values()) {
    const box = polygonBBox(poly);
    const lo = { x: Math.min(A.c.x, B.c.x) - A.r - B.r, y: Math.min(A.c.y, B.c.y) - A.r - B.r };
    const hi = { x: Math.max(A.c.x, B.c.x) + A.r + B.r, y: Math.max(A.c.y, B.c.y) + A.r + B.r };
    if (box[2] < lo.x || box[0] > hi.x || box[3] < lo.y || box[1] > hi.y) continue;
    const x = segmentPolygonIntersection({ a: A.c, b: B.c }, poly);
    if (x.kind !== 'none' || pointInPolygon(A.c, poly) !== 'outside' || pointInPolygon(B.c, poly) !== 'outside') out.push(r);
  }
  return out;
}

export function sightVerdict(t: Table, A: Body, B: Body): Verdict {
  const res = lineOfSight(t, A, B);
  const s = res.setup;
  const z: [number, number] | undefined = s.mode === 'diagonal' ? [s.zA, s.zB] : undefined;
  const reasons: Reason[] = [...s.modeReasons, ...ignoredReasons(s, A, B)];
  const lines: TracedLine[] = [];
  if (res.line) {
    reasons.push(
      reason(s.mode === 'diagonal' ? 'mfx.vantage.sight' : 'mfx.base.sight', `a clear line runs from ${A.label} to ${B.label}`, {
        line: res.line.map((p) => [p.x, p.y]),
      }),
    );
    lines.push(traced(res.line, true, z));
  } else {
    reasons.push(reason(s.mode === 'diagonal' ? 'mfx.vantage.sight' : 'mfx.base.sight', `no straight line from ${A.label}'s base to ${B.label}'s base is clear`));
    for (const b of res.centreHits) reasons.push(b.reason);
    lines.push(traced([A.c, B.c], false, z, res.centreHits, 'centre to centre'));
    const seam = joinReason(A, B, s);
    if (seam) {
      reasons.push(seam.reason);
      lines.push(traced(seam.line, false, z, undefined, 'along a join'));
    }
  }
  const evidence: Evidence = {
    lines,
    polygons: s.blockers.map((b) => ({ points: b.poly.map((p) => [p.x, p.y] as [number, number]), note: `blocks: ${b.label}` })),
  };
  return {
    ask: 'sight',
    sight: res.sight,
    mode: s.mode,
    blockedBy: res.sight ? [] : res.centreHits.map((b) => b.label),
    reasons: uniqueReasons(reasons),
    evidence,
  };
}

/** Points to draw cover candidate lines through: the piece's vertices, its centroid, and edge points nudged inside. */
function coverPivots(p: Piece): Point[] {
  if (p.shape.kind === 'circle') {
    // A round piece: its centre and points just inside its true rim.
    const { c, r } = p.shape.circle;
    const out: Point[] = [c];
    for (let k = 0; k < 32; k++) {
      const a = (2 * Math.PI * k) / 32;
      for (const f of [1 - 1e-3, 0.95]) out.push({ x: c.x + r * f * Math.cos(a), y: c.y + r * f * Math.sin(a) });
    }
    return out;
  }
  const [cx, cy] = centroid(p.poly);
  const out: Point[] = [];
  const inward = (q: Point, k: number): Point => ({ x: q.x + (cx - q.x) * k, y: q.y + (cy - q.y) * k });
  if (pointInPolygon({ x: cx, y: cy }, p.poly) === 'inside') out.push({ x: cx, y: cy });
  const n = p.poly.length;
  for (let i = 0; i < n; i++) {
    const a = p.poly[i]!, b = p.poly[(i + 1) % n]!;
    out.push(inward(a, 1e-3), inward(a, 0.05));
    const m = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    out.push(inward(m, 1e-3), inward(m, 0.05));
  }
  return out.filter((q) => pointInPolygon(q, p.poly) === 'inside');
}

/** Does the line cross the piece (within 1" of the target, under option coverWithin: crossing)? */
function crossesCover(path: LinePath, p: Piece, target: Body, mode: 'piece' | 'crossing'): boolean {
  for (let i = 0; i + 1 < path.length; i++) {
    const a = path[i]!, b = path[i + 1]!;
    // A round piece is crossed when the line enters its true circle.
    const x = p.shape.kind === 'circle' ? segmentCircleIntersection({ a, b }, p.shape.circle) : segmentPolygonIntersection({ a, b }, p.poly);
    if (x.kind !== 'interior') continue;
    if (mode === 'piece') return true;
    for (const [t0, t1] of x.intervals) {
      const s = { a: { x: a.x + (b.x - a.x) * t0, y: a.y + (b.y - a.y) * t0 }, b: { x: a.x + (b.x - a.x) * t1, y: a.y + (b.y - a.y) * t1 } };
      if (pointSegmentDistance(target.c, s) - target.r <= 1 + TYPED) return true;
    }
  }
  return false;
}

export function coverVerdict(t: Table, A: Body, B: Body): Verdict {
  const res = lineOfSight(t, A, B);
  const s = res.setup;
  const reasons: Reason[] = [];
  if (!res.sight) {
    reasons.push(reason('mfx.trait.cover', `${A.label} has no sight line to ${B.label}, so there is no attack to take cover from`));
    return { ask: 'cover', cover: 'none', flips: { attack: 'none', damage: 'none' }, sight: false, coverFrom: [], reasons: [...reasons, ...s.modeReasons], evidence: {} };
  }
  const near = t.pieces.filter(
    (p) =>
      (p.traits.has('hard-cover') || p.traits.has('soft-cover')) &&
      p.info.access === undefined &&
      // The piece either model stands on: no cover between them unless option coverStoodOn counts it.
      (t.opt.coverStoodOn === 'count' || (p !== B.on && p !== A.on)) &&
      baseToPiece(B, p) <= 1 + TYPED,
  );
  // Hard cover first: it is the better grade.
  near.sort((a, b) => Number(b.traits.has('hard-cover')) - Number(a.traits.has('hard-cover')));
  // A line gives cover when nothing blocks it but, under coverLines "through", the cover piece itself: a tree,
  // a building corner or a wall too tall to see over still hides part of the target (the text gives trees hard
  // cover "to the models hidden by them"). Under "clear" the line must be a clear sight line.
  const clear = (path: LinePath, p: Piece) =>
    t.opt.coverLines === 'through' ? hitsFor(s, path, true).every((b) => b.piece === p) : hitsFor(s, path).length === 0;
  let found: { piece: Piece; line: LinePath } | undefined;
  const far: Piece[] = t.pieces.filter((p) => (p.traits.has('hard-cover') || p.traits.has('soft-cover')) && !near.includes(p) && p.info.access === undefined);
  for (const p of near) {
    const { path } = findLine(
      A.disc,
      B.disc,
      { pivots: [...s.pivots, ...coverPivots(p)], circles: s.circles, samples: SIDE_SAMPLES },
      (path) => crossesCover(path, p, B, t.opt.coverWithin) && clear(path, p),
    );
    if (path) {
      found = { piece: p, line: path };
      break;
    }
  }
  const grade = found ? (found.piece.traits.has('hard-cover') ? 'hard' : 'soft') : 'none';
  if (found) {
    const p = found.piece;
    reasons.push(
      reason(
        'mfx.trait.cover',
        `a sight line from ${A.label} crosses ${p.kind} ${p.id}${t.opt.coverWithin === 'crossing' ? ' within 1" of' : ', which is within 1" of'} ${B.label} (${fmt(baseToPiece(B, p))}" from its base): ${grade} cover`,
        { piece: p.id, distance: round(baseToPiece(B, p)) },
      ),
    );
    if (s.ignored.has(`${p.kind} ${p.id}`) && s.mode === 'diagonal')
      reasons.push(reason('mfx.vantage.sight', 'terrain ignored for sight under the side view still gives cover'));
  } else {
    const names = near.map((p) => `${p.kind} ${p.id}`);
    reasons.push(
      reason(
        'mfx.trait.cover',
        near.length
          ? `no clear sight line crosses the cover terrain within 1" of ${B.label} (${names.join(', ')})`
          : `no soft or hard cover terrain lies within 1" of ${B.label}${far.length ? ` (the nearest, ${nearest(far, B)}, is farther)` : ''}`,
      ),
    );
  }
  // What the cover does to a projectile attack (mfx.trait.cover): hard cover a negative flip to the attack and
  // the damage flips, soft cover to the attack flip only.
  const flips = { attack: grade === 'none' ? 'none' : 'negative', damage: grade === 'hard' ? 'negative' : 'none' };
  if (grade !== 'none')
    reasons.push(
      reason(
        'mfx.trait.cover',
        grade === 'hard'
          ? 'hard cover: a negative flip to the attack flip and to the damage flip of a projectile attack'
          : 'soft cover: a negative flip to the attack flip of a projectile attack (the damage flip is not affected)',
      ),
    );
  return {
    ask: 'cover',
    cover: grade,
    flips,
    sight: true,
    coverFrom: found ? [found.piece.id] : [],
    reasons: uniqueReasons([...reasons, ...s.modeReasons]),
    evidence: {
      lines: found ? [traced(found.line, true, undefined, undefined, `through ${found.piece.kind} ${found.piece.id}`)] : res.line ? [traced(res.line, true)] : [],
      polygons: near.map((p) => ({ points: p.poly.map((q) => [q.x, q.y] as [number, number]), note: `cover within 1": ${p.kind} ${p.id}, ${fmt(baseToPiece(B, p))}" from ${B.label}'s base` })),
    },
  };
}

function nearest(pieces: readonly Piece[], b: Body): string {
  let best = pieces[0]!;
  let bd = Infinity;
  for (const p of pieces) {
    const d = baseToPiece(b, p);
    if (d < bd) [best, bd] = [p, d];
  }
  return `${best.kind} ${best.id}, ${fmt(bd)}" away`;
}

export function rangeVerdict(A: Body, B: Body, within: number | undefined): Verdict {
  const gap = Math.max(0, Math.hypot(A.c.x - B.c.x, A.c.y - B.c.y) - A.r - B.r);
  const distance = round(gap);
  const heights = A.level !== B.level ? ` (their heights, ${fmt(A.level)} and ${fmt(B.level)}, do not count)` : '';
  const out: Verdict = {
    ask: 'range',
    distance,
    reasons: [reason('mfx.range', `measured top-down between the bases: ${fmt(gap)}"${heights}`)],
    evidence: { lines: [{ from: [A.c.x, A.c.y], to: [B.c.x, B.c.y], clear: true, note: `${fmt(gap)}" base to base` }] },
  };
  if (within !== undefined) out.inRange = gap <= within + TYPED;
  return out;
}
