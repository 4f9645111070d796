/** The one hex column tracer: interiors one by one, a hexside tie as one call with both of its hexes. */
import { describe, expect, it } from 'vitest';
import { traceHexColumns, type ColumnContact } from './hex-columns.js';

const id = (c: ColumnContact) => `${c.q},${c.r}`;

describe('traceHexColumns', () => {
  it('a line along a cube axis crosses hexes and runs along the side shared by the two hexes beside it', () => {
    const seen: string[] = [];
    traceHexColumns({ q: 0, r: 0 }, { q: 1, r: 1 }, 0, 6, {
      hex: (c) => { seen.push(id(c)); },
      tie: (a, b) => { seen.push(`tie ${id(a)} ${id(b)}`); },
    });
    expect(seen).toEqual(['0,0', 'tie 0,1 1,0', '1,1']);
  });

  it('gives the line height over each contact exactly (times the denominators) and stops when asked', () => {
    const heights: [number, number][] = [];
    const stopped = traceHexColumns({ q: 0, r: 0 }, { q: 3, r: 0 }, 0, 6, {
      hex: (c) => { heights.push([c.z1 / c.d1, c.z2 / c.d2]); return c.q === 1; },
      tie: () => undefined,
    });
    expect(stopped).toBe(true);
    expect(heights).toEqual([[0, 1], [1, 3]]);
  });
});
