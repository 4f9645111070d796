import { describe, expect, it } from 'vitest';
import { sweptCircleHit } from './swept.js';
import { toPlaneShape } from './shape.js';
import type { PlaneShape, Point, Polygon } from './types.js';

const P = (x: number, y: number): Point => ({ x, y });
const poly = (...xy: [number, number][]): Polygon => xy.map(([x, y]) => ({ x, y }));

const wall: PlaneShape = { kind: 'polygon', polygon: poly([5, -2], [6, -2], [6, 2], [5, 2]) };
const base = (x: number, y: number, r = 0.5) => ({ c: P(x, y), r });

describe('sweptCircleHit', () => {
  it('stops in base contact with a wall face', () => {
    const hit = sweptCircleHit(base(0, 0), P(1, 0), 10, [wall]);
    expect(hit).toEqual({ distance: 4.5, index: 0, point: P(5, 0) });
  });

  it('stops against a corner (3-4-5)', () => {
    // Centre moves along y = 2.3 + ...: choose a path whose contact is with the corner (5, 2):
    // moving right along y = 2.4 with r = 0.5: contact when dx = sqrt(0.25 - 0.16) = 0.3 before x = 5.
    const hit = sweptCircleHit(base(0, 2.4), P(2, 0), 10, [wall]);
    expect(hit?.distance).toBeCloseTo(4.7, 12);
    expect(hit?.point).toEqual(P(5, 2));
  });

  it('misses when it passes clear, and grazing is not contact', () => {
    expect(sweptCircleHit(base(0, 2.6), P(1, 0), 10, [wall])).toBeNull();
    expect(sweptCircleHit(base(0, 2.5), P(1, 0), 10, [wall])).toBeNull();
  });

  it('stops short when the push is shorter', () => {
    expect(sweptCircleHit(base(0, 0), P(1, 0), 4, [wall])).toBeNull();
    expect(sweptCircleHit(base(0, 0), P(1, 0), 4.5, [wall])?.distance).toBe(4.5);
  });

  it('against another base: centres end r1 + r2 apart', () => {
    const other: PlaneShape = { kind: 'circle', circle: { c: P(10, 0), r: 20 / 25.4 } };
    const me = base(0, 0, 15 / 25.4);
    const hit = sweptCircleHit(me, P(1, 0), 20, [other]);
    expect(hit?.distance).toBeCloseTo(10 - 35 / 25.4, 12);
    expect(hit?.point.x).toBeCloseTo(10 - 20 / 25.4, 12);
    // Off-centre: contact when the centres are 1 apart: 3-4-5 with combined radius 5.
    const big: PlaneShape = { kind: 'circle', circle: { c: P(10, 3), r: 2 } };
    expect(sweptCircleHit(base(0, 0, 3), P(1, 0), 20, [big])?.distance).toBeCloseTo(6, 12);
  });

  it('takes the nearest of several obstacles', () => {
    const near: PlaneShape = { kind: 'polygon', polygon: poly([3, -1], [4, -1], [4, 1], [3, 1]) };
    expect(sweptCircleHit(base(0, 0), P(1, 0), 10, [wall, near])?.index).toBe(1);
  });

  it('already in contact: moving in stops at 0, moving away or along does not', () => {
    const touching = base(4.5, 0);
    expect(sweptCircleHit(touching, P(1, 0), 3, [wall])?.distance).toBe(0);
    expect(sweptCircleHit(touching, P(-1, 0), 3, [wall])).toBeNull();
    expect(sweptCircleHit(touching, P(0, 1), 1, [wall])).toBeNull();
  });
});

describe('sweptCircleHit regressions', () => {
  it('ignores an obstacle behind the moving base (reported by the malifaux push)', () => {
    const rect = toPlaneShape({ rect: [8, 0, 2, 10] });
    expect(sweptCircleHit({ c: { x: 22, y: 4 }, r: 0.6 }, { x: 1, y: 0 }, 5, [rect])).toBeNull();
    // and still finds it ahead
    const hit = sweptCircleHit({ c: { x: 2, y: 4 }, r: 0.6 }, { x: 1, y: 0 }, 10, [rect]);
    expect(hit?.distance).toBeCloseTo(8 - 0.6 - 2, 12);
  });
  it('ignores an obstacle beside the path', () => {
    const rect = toPlaneShape({ rect: [8, 0, 2, 2] });
    expect(sweptCircleHit({ c: { x: 0, y: 5 }, r: 0.6 }, { x: 1, y: 0 }, 20, [rect])).toBeNull();
  });
});
