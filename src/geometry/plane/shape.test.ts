import { describe, expect, it } from 'vitest';
import { normalizePolygon, toPlaneShape } from './shape.js';
import { polygonOrientation } from './polygon-orientation.js';
import { isSimplePolygon } from './simple.js';
import type { Point, Polygon } from './types.js';

const P = (x: number, y: number): Point => ({ x, y });
const poly = (...xy: [number, number][]): Polygon => xy.map(([x, y]) => ({ x, y }));

describe('shapes', () => {
  it('converts rect, polygon and circle', () => {
    expect(toPlaneShape({ rect: [1, 2, 3, 4] })).toEqual({ kind: 'polygon', polygon: [P(1, 2), P(4, 2), P(4, 6), P(1, 6)] });
    expect(toPlaneShape({ circle: [1, 2, 0.5] })).toEqual({ kind: 'circle', circle: { c: P(1, 2), r: 0.5 } });
    // Clockwise with a repeated closing vertex becomes counter-clockwise without it.
    const s = toPlaneShape({ polygon: [[0, 0], [0, 1], [1, 1], [1, 0], [0, 0]] });
    expect(s.kind === 'polygon' && s.polygon.length).toBe(4);
    expect(s.kind === 'polygon' && polygonOrientation(s.polygon)).toBe(1);
  });

  it('rejects degenerate shapes', () => {
    expect(() => normalizePolygon(poly([0, 0], [1, 1], [2, 2]))).toThrow();
    expect(() => toPlaneShape({ rect: [0, 0, 0, 1] })).toThrow();
    expect(() => toPlaneShape({ circle: [0, 0, -1] })).toThrow();
  });

  it('simple polygons', () => {
    expect(isSimplePolygon(poly([0, 0], [1, 0], [0, 1]))).toBe(true);
    expect(isSimplePolygon(poly([0, 0], [1, 1], [1, 0], [0, 1]))).toBe(false); // bow tie
    expect(isSimplePolygon(poly([0, 0], [2, 0], [2, 2], [1, 0], [0, 2]))).toBe(false); // touches an edge
  });
});
