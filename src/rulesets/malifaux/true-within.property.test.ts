/**
 * Issue 17: trueWithin (move-geometry.ts), the allocation-free test of a walk against a piece's true shape that
 * the tangent tests, arcs and loose walks use, answers exactly what trueDistance(...) < lim answers: on random
 * polygons (rectangles, convex and star-shaped ones), with walks and points drawn on a coarse lattice and on the
 * polygons' own corners and edges (so that touching, collinear and degenerate cases come up), and limits both
 * random and equal to the distance itself. And noneInside, the lazy tangent graph's test without trigonometry
 * that a pair of circles has no common tangent inside both corners' wedges, never says so of a pair that has one.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Point } from '../../geometry/plane/index.js';
import { trueDistance, trueWithin, segmentsMeetXY, type Obstacle } from './move-geometry.js';
import { segmentsIntersect } from '../../geometry/plane/segment.js';
import { noneInside } from './tangent-graph.js';
import { commonTangents } from '../../geometry/plane/index.js';

const seed = Number(process.env.FC_SEED ?? 17);

/** A piece obstacle as trueWithin and trueDistance read it: a polygon shape and its points. */
function obstacleOf(poly: Point[]): Obstacle {
  return { disc: undefined, round: undefined, piece: { shape: { kind: 'polygon' }, poly } } as unknown as Obstacle;
}

const lattice = fc.integer({ min: -4, max: 12 }).map((k) => k / 2);
const coord = fc.oneof(lattice, fc.double({ min: -3, max: 7, noNaN: true }));

/** A counter-clockwise star-shaped polygon round (cx, cy): sorted angles, radii between 0.3 and 3. */
const starArb = fc
  .record({
    cx: lattice,
    cy: lattice,
    corners: fc.array(fc.record({ a: fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }), r: fc.oneof(fc.constant(2), fc.double({ min: 0.3, max: 3, noNaN: true })) }), { minLength: 3, maxLength: 9 }),
  })
  .map(({ cx, cy, corners }) => {
    const sorted = [...corners].sort((p, q) => p.a - q.a);
    const out: Point[] = [];
    for (const { a, r } of sorted) {
      const p = { x: cx + r * Math.cos(a), y: cy + r * Math.sin(a) };
      if (!out.some((q) => Math.abs(Math.atan2(q.y - cy, q.x - cx) - a) < 1e-3)) out.push(p);
    }
    return out;
  })
  .filter((p) => p.length >= 3);

const rectArb = fc.record({ x: lattice, y: lattice, w: fc.integer({ min: 1, max: 8 }).map((k) => k / 2), h: fc.integer({ min: 1, max: 8 }).map((k) => k / 2) }).map(({ x, y, w, h }) => [
  { x, y },
  { x: x + w, y },
  { x: x + w, y: y + h },
  { x, y: y + h },
]);

const polyArb = fc.oneof(rectArb, starArb);

/** An end of a walk: a lattice or random point, one of the polygon's corners, or a point along one of its edges. */
function endArb(poly: Point[]): fc.Arbitrary<Point> {
  const n = poly.length;
  return fc.oneof(
    fc.record({ x: coord, y: coord }),
    fc.integer({ min: 0, max: n - 1 }).map((i) => poly[i]!),
    fc.record({ i: fc.integer({ min: 0, max: n - 1 }), t: fc.oneof(fc.constant(0.5), fc.double({ min: -1, max: 2, noNaN: true })) }).map(({ i, t }) => {
      const a = poly[i]!, b = poly[(i + 1) % n]!;
      return { x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y) };
    }),
  );
}

const caseArb = polyArb.chain((poly) =>
  fc.record({
    poly: fc.constant(poly),
    a: endArb(poly),
    b: fc.oneof(endArb(poly), fc.constant(undefined)),
    lim: fc.oneof(fc.constant(0.59), fc.double({ min: 1e-6, max: 3, noNaN: true }), fc.constant(-1)),
  }),
);

describe('trueWithin (issue 17: the tangent and arc tests without allocating)', () => {
  it('answers as trueDistance(walk, piece) < lim on random polygons, walks and points', () => {
    fc.assert(
      fc.property(caseArb, ({ poly, a, b, lim }) => {
        const q = b ?? a;
        const o = obstacleOf(poly);
        const d = trueDistance({ a, b: q }, o);
        // -1: the limit is the distance itself (the case where sqrt and Math.hypot may differ by an ulp).
        const L = lim < 0 ? d : lim;
        expect(trueWithin(o, a, q, L)).toBe(d < L);
        // Just above and below the distance too.
        if (d > 0) {
          expect(trueWithin(o, a, q, d * (1 + 1e-15))).toBe(d < d * (1 + 1e-15));
          expect(trueWithin(o, a, q, d * (1 - 1e-15))).toBe(false);
        }
      }),
      { seed, numRuns: 1500 },
    );
  });

  it('segmentsMeetXY agrees with segmentsIntersect on lattice and collinear segments', () => {
    const pt = fc.record({ x: lattice, y: lattice });
    fc.assert(
      fc.property(pt, pt, pt, pt, (a, b, c, d) => {
        expect(segmentsMeetXY(a.x, a.y, b.x, b.y, c.x, c.y, d.x, d.y)).toBe(segmentsIntersect({ a, b }, { a: c, b: d }) !== 'none');
      }),
      { seed, numRuns: 1500 },
    );
  });

  it('a walk through a rectangle, one grazing its corner, and one a hair off are told apart', () => {
    const o = obstacleOf([
      { x: 0, y: 0 },
      { x: 2, y: 0 },
      { x: 2, y: 1 },
      { x: 0, y: 1 },
    ]);
    // Through the middle, and wholly inside: distance 0.
    expect(trueWithin(o, { x: -1, y: 0.5 }, { x: 3, y: 0.5 }, 0.5)).toBe(true);
    expect(trueWithin(o, { x: 0.5, y: 0.5 }, { x: 1.5, y: 0.5 }, 1e-9)).toBe(true);
    // 0.5 above the top edge: within 0.6, not within 0.5 (touching is not within).
    expect(trueWithin(o, { x: -1, y: 1.5 }, { x: 3, y: 1.5 }, 0.6)).toBe(true);
    expect(trueWithin(o, { x: -1, y: 1.5 }, { x: 3, y: 1.5 }, 0.5)).toBe(false);
    // A point 0.3 off the right side.
    expect(trueWithin(o, { x: 2.3, y: 0.5 }, { x: 2.3, y: 0.5 }, 0.3 * (1 - 1e-9))).toBe(false);
    expect(trueWithin(o, { x: 2.3, y: 0.5 }, { x: 2.3, y: 0.5 }, 0.31)).toBe(true);
  });
});

/** A wedge as layerCircles makes it: a unit bisector and the cosine of half its angle. */
const wedgeArb = fc
  .record({ a: fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }), half: fc.oneof(fc.constant(Math.PI / 4), fc.double({ min: 0.05, max: 1.6, noNaN: true })) })
  .map(({ a, half }) => [Math.cos(a), Math.sin(a), Math.cos(half + 1e-3)] as const);

const circleArb = fc.record({
  x: fc.oneof(lattice, fc.double({ min: -3, max: 7, noNaN: true })),
  y: fc.oneof(lattice, fc.double({ min: -3, max: 7, noNaN: true })),
  r: fc.oneof(fc.constant(0.59), fc.constant(0), fc.double({ min: 0.3, max: 2, noNaN: true })),
  wedge: fc.option(wedgeArb, { nil: undefined }),
});

describe('noneInside (issue 17: a pair of corners with no tangent in both wedges, without trigonometry)', () => {
  it('is true only when no common tangent touches both circles inside their wedges', () => {
    let found = 0;
    fc.assert(
      fc.property(circleArb, circleArb, ({ x, y, r, wedge }, b) => {
        const A = { c: { x, y }, r }, B = { c: { x: b.x, y: b.y }, r: b.r };
        const wa = { c: A, wedge }, wb = { c: B, wedge: b.wedge };
        const inW = (w: readonly [number, number, number] | undefined, c: typeof A, p: Point) => !w || c.r === 0 || ((p.x - c.c.x) * w[0] + (p.y - c.c.y) * w[1]) / c.r >= w[2];
        const some = commonTangents(A, B).some(([p, q]) => inW(wedge, A, p) && inW(b.wedge, B, q));
        const none = noneInside(A, B, wa as never, wb as never);
        if (some) expect(none).toBe(false);
        if (none) found++;
      }),
      { seed, numRuns: 3000 },
    );
    // Not vacuous: away from the margins it finds pairs with none.
    expect(found).toBeGreaterThan(100);
  });

  it('finds a corner facing away: the corners of two squares back to back have no tangent in both wedges', () => {
    // Corner (0, 0) of a piece to its right, its wedge facing -x; corner (3, 0) of a piece to its left, facing +x.
    const cos = Math.cos(Math.PI / 4 + 1e-3);
    const A = { c: { x: 0, y: 0 }, r: 0.59 }, B = { c: { x: 3, y: 0 }, r: 0.59 };
    expect(noneInside(A, B, { c: A, wedge: [-1, 0, cos] } as never, { c: B, wedge: [1, 0, cos] } as never)).toBe(true);
    // Both wedges facing up: the outer tangent above them touches both inside.
    expect(noneInside(A, B, { c: A, wedge: [0, 1, cos] } as never, { c: B, wedge: [0, 1, cos] } as never)).toBe(false);
  });
});
