import { describe, expect, it } from 'vitest';
import { segmentMeetsPolygonInterior, type Polygon } from './index.js';
import { findLine, tangentsFrom, type LinePath } from './disc-lines.js';
import { commonTangents } from './circle-tangents.js';

const rect = (x: number, y: number, w: number, h: number): Polygon => [
  { x, y },
  { x: x + w, y },
  { x: x + w, y: y + h },
  { x, y: y + h },
];

const clearOf = (blockers: Polygon[]) => (path: LinePath) =>
  blockers.every((b) => path.every((p, i) => i === 0 || !segmentMeetsPolygonInterior({ a: path[i - 1]!, b: p }, b)));

describe('base-to-base candidate lines', () => {
  it('tangents from a point touch the circle at right angles', () => {
    const c = { c: { x: 0, y: 0 }, r: 1 };
    const ts = tangentsFrom({ x: 2, y: 0 }, c);
    expect(ts).toHaveLength(2);
    for (const t of ts) {
      expect(Math.hypot(t.x, t.y)).toBeCloseTo(1, 12);
      expect(t.x * (2 - t.x) + t.y * (0 - t.y)).toBeCloseTo(0, 12);
    }
    expect(tangentsFrom({ x: 0.5, y: 0 }, c)).toHaveLength(0);
  });

  it('two apart discs have four common tangents, overlapping ones two', () => {
    expect(commonTangents({ c: { x: 0, y: 0 }, r: 1 }, { c: { x: 5, y: 0 }, r: 1 })).toHaveLength(4);
    expect(commonTangents({ c: { x: 0, y: 0 }, r: 1 }, { c: { x: 1.5, y: 0 }, r: 1 })).toHaveLength(2);
  });

  it('finds the line around a block that covers the centre line', () => {
    const A = { c: { x: 0, y: 0 }, r: 0.5 }, B = { c: { x: 10, y: 0 }, r: 0.5 };
    const wall = rect(4, -0.4, 2, 0.8);
    const pivots = wall.slice();
    const { path } = findLine(A, B, { pivots }, clearOf([wall]));
    expect(path).toBeDefined();
  });

  it('finds none when the block is wider than both bases', () => {
    const A = { c: { x: 0, y: 0 }, r: 0.5 }, B = { c: { x: 10, y: 0 }, r: 0.5 };
    const wall = rect(4, -0.6, 2, 1.2);
    expect(findLine(A, B, { pivots: wall.slice() }, clearOf([wall])).path).toBeUndefined();
  });

  it('finds a line exactly through a zero-width seam between two blocks, as a polyline through their corners', () => {
    const A = { c: { x: 0, y: 0.5 }, r: 0.5 }, B = { c: { x: 10, y: -0.5 }, r: 0.5 };
    const top = rect(4, -3, 2, 3), low = rect(4, 0, 2, 3);
    const { path } = findLine(A, B, { pivots: [...top, ...low] }, clearOf([top, low]));
    expect(path).toBeDefined();
    expect(path!.every((p) => Math.abs(p.y) < 1e-12)).toBe(true);
  });

  it('finds a line weaving between two staggered blocks through a pair of corners', () => {
    const A = { c: { x: 0, y: 0 }, r: 0.5 }, B = { c: { x: 12, y: 0 }, r: 0.5 };
    // One block from above reaching just below the axis, one from below reaching just above it, farther on.
    const upper = rect(3, -5, 1, 5.05), lower = rect(8, -0.05, 1, 5);
    const { path } = findLine(A, B, { pivots: [...upper, ...lower] }, clearOf([upper, lower]));
    expect(path).toBeDefined();
    // Overlapping by 0.2" instead, the only lines through both gaps miss the bases.
    const upper2 = rect(3, -5, 1, 5.2), lower2 = rect(8, -0.2, 1, 5);
    expect(findLine(A, B, { pivots: [...upper2, ...lower2] }, clearOf([upper2, lower2])).path).toBeUndefined();
  });
});
