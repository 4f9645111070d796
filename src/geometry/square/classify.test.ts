import { describe, expect, it } from 'vitest';
import { classifySquare } from './classify.js';
import { centre, corner } from './point.js';

describe('classifySquare (hand-worked)', () => {
  it('a horizontal line through the centres passes inside each square', () => {
    expect(classifySquare(centre(0, 0), centre(3, 0), 1, 0)).toEqual({ kind: 'inside', corners: 0, alongEdge: false });
    expect(classifySquare(centre(0, 0), centre(3, 0), 1, 1)).toEqual({ kind: 'miss', corners: 0, alongEdge: false });
  });

  it('a 45-degree line from corner to corner passes through the corners of the squares beside it', () => {
    const a = corner(0, 0), b = corner(3, 3);
    expect(classifySquare(a, b, 1, 1)).toEqual({ kind: 'inside', corners: 2, alongEdge: false });
    expect(classifySquare(a, b, 0, 0)).toEqual({ kind: 'inside', corners: 1, alongEdge: false });
    expect(classifySquare(a, b, 1, 0)).toEqual({ kind: 'corner', corners: 1, alongEdge: false });
    expect(classifySquare(a, b, 0, -1)).toEqual({ kind: 'endpoint', corners: 0, alongEdge: false });
    expect(classifySquare(a, b, 3, 3)).toEqual({ kind: 'endpoint', corners: 0, alongEdge: false });
    expect(classifySquare(a, b, 2, 0)).toEqual({ kind: 'miss', corners: 0, alongEdge: false });
  });

  it('a line along an edge is edge with the corners it passes', () => {
    const a = corner(1, 0), b = corner(1, 3);
    expect(classifySquare(a, b, 0, 1)).toEqual({ kind: 'edge', corners: 2, alongEdge: true });
    expect(classifySquare(a, b, 1, 0)).toEqual({ kind: 'edge', corners: 1, alongEdge: true });
    expect(classifySquare(a, b, 1, -1)).toEqual({ kind: 'endpoint', corners: 0, alongEdge: false });
    // exactly one edge long: no corner strictly inside
    expect(classifySquare(corner(0, 0), corner(1, 0), 0, 0)).toEqual({ kind: 'edge', corners: 0, alongEdge: true });
  });

  it('a line that starts at a corner and leaves the square only touches it at the end point', () => {
    expect(classifySquare(corner(1, 1), corner(3, 2), 0, 0).kind).toBe('endpoint');
    expect(classifySquare(corner(1, 1), corner(3, 2), 1, 1).kind).toBe('inside');
  });

  it('a line from a centre ending on an edge midpoint is inside the first square only', () => {
    const a = centre(0, 0), b = { x: 2, y: 1 }; // midpoint of the edge between (0,0) and (1,0)
    expect(classifySquare(a, b, 0, 0).kind).toBe('inside');
    expect(classifySquare(a, b, 1, 0).kind).toBe('endpoint');
  });

  it('a degenerate segment touches the squares holding its point at the end point only', () => {
    expect(classifySquare(centre(2, 2), centre(2, 2), 2, 2)).toEqual({ kind: 'endpoint', corners: 0, alongEdge: false });
    expect(classifySquare(corner(2, 2), corner(2, 2), 1, 1).kind).toBe('endpoint');
    expect(classifySquare(corner(2, 2), corner(2, 2), 0, 0).kind).toBe('miss');
  });

  it('rejects non-integer or out-of-range coordinates', () => {
    expect(() => classifySquare({ x: 0.5, y: 0 }, corner(1, 1), 0, 0)).toThrow();
    expect(() => classifySquare(corner(0, 0), { x: 2 ** 30, y: 0 }, 0, 0)).toThrow();
  });
});
