/**
 * Golden vectors from Red Blob Games' hex implementation tests (the generated test suite published with
 * https://www.redblobgames.com/grids/hexagons/implementation.html, CC0; the copy consulted is
 * codegen output lib.js/lib.ts, functions test_hex_arithmetic ... test_offset_roundtrip).
 * Their Hex(q, r, s) is our cube / axial (q, r) unchanged. Their direction i is our (6 - i) % 6 (they go
 * counter-clockwise on screen from east, we go clockwise) and their diagonal i is our (5 - i) % 6; their
 * rotate_right is our rotate(+1) and rotate_left our rotate(-1). Their layout test uses a non-square
 * size (10, 15); our layout has one size, so it runs with size 10 and their origin (35, 71).
 */
import { describe, expect, it } from 'vitest';
import {
  axialToOffset, diagonalNeighbour, DIAGONAL_VECTORS, directionVector, distance, hexAdd, hexLine, hexSubtract,
  hexToPixel, neighbour, offsetToAxial, pixelToHex, rotate, roundCube, type Axial, type Direction,
} from './index.js';

const O: Axial = { q: 0, r: 0 };
const H = (q: number, r: number, s: number): Axial => {
  if (q + r + s !== 0) throw new Error('bad test hex');
  return { q, r };
};
const ourDir = (rb: number): Direction => ((6 - rb) % 6) as Direction;
const ourDiag = (rb: number): Direction => ((5 - rb) % 6) as Direction;

describe('Red Blob Games golden vectors', () => {
  it('hex_arithmetic', () => {
    expect(hexAdd(H(1, -3, 2), H(3, -7, 4))).toEqual(H(4, -10, 6));
    expect(hexSubtract(H(1, -3, 2), H(3, -7, 4))).toEqual(H(-2, 4, -2));
  });

  it('hex_direction: their direction 2 is (0, -1, 1), our 4 (NW); all six map', () => {
    expect(directionVector(ourDir(2))).toEqual(H(0, -1, 1));
    const rbDirections = [H(1, 0, -1), H(1, -1, 0), H(0, -1, 1), H(-1, 0, 1), H(-1, 1, 0), H(0, 1, -1)];
    rbDirections.forEach((v, i) => expect(directionVector(ourDir(i))).toEqual(v));
  });

  it('hex_neighbor', () => {
    expect(neighbour(H(1, -2, 1), ourDir(2))).toEqual(H(1, -3, 2));
  });

  it('hex_diagonal_neighbor', () => {
    expect(diagonalNeighbour(H(1, -2, 1), ourDiag(3))).toEqual(H(-1, -1, 2));
    const rbDiagonals = [H(2, -1, -1), H(1, -2, 1), H(-1, -1, 2), H(-2, 1, 1), H(-1, 2, -1), H(1, 1, -2)];
    rbDiagonals.forEach((v, i) => expect(DIAGONAL_VECTORS[ourDiag(i)]).toEqual(v));
  });

  it('hex_distance', () => {
    expect(distance(H(3, -7, 4), H(0, 0, 0))).toBe(7);
  });

  it('hex_rotate_right and hex_rotate_left', () => {
    expect(rotate(H(1, -3, 2), O, 1)).toEqual(H(3, -2, -1));
    expect(rotate(H(1, -3, 2), O, -1)).toEqual(H(-2, -1, 3));
  });

  it('hex_round', () => {
    const lerp = (a: Axial, b: Axial, t: number) => {
      const as = -a.q - a.r, bs = -b.q - b.r;
      return roundCube(a.q * (1 - t) + b.q * t, a.r * (1 - t) + b.r * t, as * (1 - t) + bs * t);
    };
    const mix = (w: [number, number, number], ps: [Axial, Axial, Axial]) => {
      const q = w[0] * ps[0].q + w[1] * ps[1].q + w[2] * ps[2].q;
      const r = w[0] * ps[0].r + w[1] * ps[1].r + w[2] * ps[2].r;
      const s = -(w[0] * (ps[0].q + ps[0].r) + w[1] * (ps[1].q + ps[1].r) + w[2] * (ps[2].q + ps[2].r));
      return roundCube(q, r, s);
    };
    const a = H(0, 0, 0), b = H(1, -1, 0), c = H(0, -1, 1);
    expect(lerp(H(0, 0, 0), H(10, -20, 10), 0.5)).toEqual({ q: 5, r: -10, s: 5 });
    expect(lerp(a, b, 0.499)).toEqual({ q: 0, r: 0, s: 0 });
    expect(lerp(a, b, 0.501)).toEqual({ q: 1, r: -1, s: 0 });
    expect(mix([0.4, 0.3, 0.3], [a, b, c])).toEqual({ q: 0, r: 0, s: 0 });
    expect(mix([0.3, 0.3, 0.4], [a, b, c])).toEqual({ q: 0, r: -1, s: 1 });
  });

  it('hex_linedraw from (0, 0, 0) to (1, -5, 4)', () => {
    const expected = [H(0, 0, 0), H(0, -1, 1), H(0, -2, 2), H(1, -3, 2), H(1, -4, 3), H(1, -5, 4)];
    const line = hexLine(H(0, 0, 0), H(1, -5, 4));
    expect(line.plus).toEqual(expected);
    expect(line.minus).toEqual(expected);
    expect(line.differ).toEqual([]);
  });

  it('layout round trip (pointy)', () => {
    const h = H(3, 4, -7);
    expect(pixelToHex(hexToPixel(h, 10, { x: 35, y: 71 }), 10, { x: 35, y: 71 })).toEqual(h);
  });

  it('conversion_roundtrip odd-r', () => {
    const a = H(3, 4, -7);
    const b = { x: 1, y: -3 };
    expect(offsetToAxial(axialToOffset(a))).toEqual(a);
    expect(axialToOffset(offsetToAxial(b))).toEqual(b);
  });
});
