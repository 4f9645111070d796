/** The one hex column tracer: interiors one by one, a hexside tie as one call with both of its hexes. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { traceHexSegment } from '../geometry/hex/trace.js';
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

describe('traceHexColumns reuses the contacts of one displacement wherever the line starts', () => {
  // The tracer keeps the contacts of each (dq, dr) it walked; a line moved anywhere on the grid must get
  // exactly what traceHexSegment gives it walked afresh (hexes, kinds, intervals and their fractions).
  const fresh = (from: { q: number; r: number }, to: { q: number; r: number }) => {
    const out: string[] = [];
    let pending: string | undefined;
    traceHexSegment(from, to, (q, r, kind, tIn, tOut, n1, d1, n2, d2) => {
      if (kind === 'vertex' || kind === 'endpoint') return;
      const s = `${q},${r} ${tIn} ${tOut} ${n1}/${d1} ${n2}/${d2}`;
      if (kind === 'interior') out.push(`hex ${s}`);
      else if (pending === undefined) pending = s;
      else { out.push(`tie ${pending} | ${s}`); pending = undefined; }
    });
    return out;
  };
  const cached = (from: { q: number; r: number }, to: { q: number; r: number }) => {
    const out: string[] = [];
    const s = (c: ColumnContact) => `${c.q},${c.r} ${c.tIn} ${c.tOut} ${c.n1}/${c.d1} ${c.n2}/${c.d2}`;
    traceHexColumns(from, to, 0, 0, { hex: (c) => { out.push(`hex ${s(c)}`); }, tie: (a, b) => { out.push(`tie ${s(a)} | ${s(b)}`); } });
    return out;
  };

  it('the same contacts as a fresh walk for one displacement from many starts (negative, zero, far)', () => {
    const d = fc.tuple(fc.integer({ min: -12, max: 12 }), fc.integer({ min: -12, max: 12 }));
    const start = fc.tuple(fc.integer({ min: -5000, max: 5000 }), fc.integer({ min: -5000, max: 5000 }));
    fc.assert(fc.property(d, start, start, ([dq, dr], [q1, r1], [q2, r2]) => {
      // the first walk fills the cache, the second is read from it
      const a = { q: q1, r: r1 }, b = { q: q2, r: r2 };
      const ta = { q: q1 + dq, r: r1 + dr }, tb = { q: q2 + dq, r: r2 + dr };
      expect(cached(a, ta)).toEqual(fresh(a, ta));
      expect(cached(b, tb)).toEqual(fresh(b, tb));
    }), { numRuns: 100 });
  });

  it('a stop asked by the caller on a cached line stops there', () => {
    traceHexColumns({ q: 0, r: 0 }, { q: 5, r: 0 }, 0, 0, { hex: () => undefined, tie: () => undefined });
    const seen: number[] = [];
    expect(traceHexColumns({ q: 7, r: -3 }, { q: 12, r: -3 }, 0, 0, { hex: (c) => { seen.push(c.q); return c.q === 9; }, tie: () => undefined })).toBe(true);
    expect(seen).toEqual([7, 8, 9]);
  });

  it('coordinates out of the tracer\'s range are refused as traceHexSegment refuses them', () => {
    expect(() => traceHexColumns({ q: 2 ** 23, r: 0 }, { q: 2 ** 23 + 1, r: 0 }, 0, 0, { hex: () => undefined, tie: () => undefined })).toThrow(/is not an integer with/);
  });
});
