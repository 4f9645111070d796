import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ask, loadScenarioObject } from '../../api.js';
import { visibilityMatrix } from '../../batch.js';

// Random city-of-peril maps: rooftops (in blocks, so that rooftops, their corners and edges meet the lines),
// scattered rooftop and wall squares, figures of every size; corner blocking on and off.
const mapArb = fc.record({
  w: fc.integer({ min: 3, max: 16 }),
  h: fc.integer({ min: 3, max: 16 }),
  t: fc.array(fc.constantFrom('.', '.', '.', '.', 'R', 'W'), { minLength: 256, maxLength: 256 }),
  blocks: fc.array(fc.record({ x: fc.nat(15), y: fc.nat(15), w: fc.integer({ min: 1, max: 5 }), h: fc.integer({ min: 1, max: 5 }) }), { maxLength: 4 }),
  figs: fc.array(fc.record({ i: fc.nat(), size: fc.constantFrom('medium', 'medium', 'large', 'huge') }), { minLength: 2, maxLength: 8 }),
  cornerBlocks: fc.boolean(),
});
// The same with walls in strips and incorporeal figures, which may stand inside walls (cop.base.incorporeal).
const ghostArb = fc.record({
  w: fc.integer({ min: 3, max: 12 }),
  h: fc.integer({ min: 3, max: 12 }),
  t: fc.array(fc.constantFrom('.', '.', '.', 'R', 'W', 'W'), { minLength: 256, maxLength: 256 }),
  blocks: fc.array(fc.record({ x: fc.nat(11), y: fc.nat(11), w: fc.integer({ min: 1, max: 4 }), h: fc.integer({ min: 1, max: 4 }) }), { maxLength: 3 }),
  figs: fc.array(fc.record({ i: fc.nat(), size: fc.constantFrom('medium', 'medium', 'large', 'huge'), ghost: fc.boolean() }), { minLength: 2, maxLength: 8 }),
  cornerBlocks: fc.boolean(),
});
type MapArgs = typeof mapArb extends fc.Arbitrary<infer T> ? T : never;

function scenarioOf(a: Omit<MapArgs, 'figs'> & { figs: { i: number; size: string; ghost?: boolean }[] }, blockTerrain: 'R' | 'W' = 'R') {
  const t = a.t.slice(0, a.w * a.h);
  for (const b of a.blocks) for (let y = b.y; y < b.y + b.h && y < a.h; y++) for (let x = b.x; x < b.x + b.w && x < a.w; x++) t[y * a.w + x] = blockTerrain;
  const rows: string[] = [];
  for (let y = 0; y < a.h; y++) rows.push(Array.from({ length: a.w }, (_, x) => t[y * a.w + x] ?? '.').join(' '));
  const figures: Record<string, Record<string, unknown>> = {};
  a.figs.forEach((f, k) => { const i = f.i % (a.w * a.h); figures[`F${k}`] = { at: [i % a.w, Math.floor(i / a.w)], size: f.size, ...(f.ghost ? { incorporeal: true } : {}) }; });
  return {
    format: 'highground/1', ruleset: 'city-of-peril', options: { cornerBlocks: a.cornerBlocks },
    map: { grid: 'square', rows: rows.join('\n'), legend: { '.': {}, R: { terrain: 'rooftop' }, W: { terrain: 'wall' } } },
    figures,
  };
}

/** Drops figures that overlap an earlier one, a wall or the map's edge, so that most cases load. */
function load(a: Parameters<typeof scenarioOf>[0], blockTerrain: 'R' | 'W' = 'R') {
  const s = scenarioOf(a, blockTerrain);
  const kept: Record<string, unknown> = {};
  for (const [id, f] of Object.entries(s.figures)) {
    try {
      loadScenarioObject({ ...s, figures: { ...kept, [id]: f } });
      kept[id] = f;
    } catch { /* left out */ }
  }
  return Object.keys(kept).length >= 2 ? loadScenarioObject({ ...s, figures: kept }) : undefined;
}

describe('city-of-peril sight sweep (sight-sweep.ts)', () => {
  it('cop.base.sight, cop.sight.ground, cop.sight.same-rooftop, cop.sight.across: the matrix\'s sight is the sight question\'s for every pair', () => {
    let pairs = 0, seen = 0;
    fc.assert(fc.property(mapArb, (a) => {
      const s = load(a);
      if (!s) return;
      const m = visibilityMatrix(s, { cover: false });
      const ids = m.ids, n = ids.length;
      for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) {
        if (i === j) continue;
        const q = ask(s, { ask: 'sight', from: ids[i]!, to: ids[j]! }).sight ? 1 : 0;
        expect([ids[i], ids[j], m.sight[i * n + j]]).toEqual([ids[i], ids[j], q]);
        pairs++; seen += q;
      }
    }), { numRuns: 400, seed: 1717 });
    // Both answers occur often enough for the comparison to mean something.
    expect(seen).toBeGreaterThan(pairs / 5);
    expect(pairs - seen).toBeGreaterThan(pairs / 10);
  });

  it('cop.base.incorporeal: a figure\'s squares inside a wall are never seen, in the matrix as in the sight question', () => {
    let pairs = 0, seen = 0, walled = 0;
    fc.assert(fc.property(ghostArb, (a) => {
      const s = load(a, 'W');
      if (!s) return;
      const m = visibilityMatrix(s, { cover: false });
      const ids = m.ids, n = ids.length;
      for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) {
        if (i === j) continue;
        const v = ask(s, { ask: 'sight', from: ids[i]!, to: ids[j]! });
        const q = v.sight ? 1 : 0;
        expect([ids[i], ids[j], m.sight[i * n + j]]).toEqual([ids[i], ids[j], q]);
        pairs++; seen += q;
        if (v.reasons.some((r) => r.rule === 'cop.base.incorporeal')) walled++;
      }
    }), { numRuns: 300, seed: 4242 });
    // Targets inside walls occur, and both answers often enough.
    expect(walled).toBeGreaterThan(pairs / 10);
    expect(seen).toBeGreaterThan(pairs / 10);
    expect(pairs - seen).toBeGreaterThan(pairs / 10);
  });

  it('cop.sight.across: a line through a rooftop corner is blocked between levels, and passes along an edge between two corners', () => {
    // A rooftop square R at (2, 1); A on the ground at (0, 0)-(1, 1) corner lines; B on the ground.
    const s = loadScenarioObject({
      format: 'highground/1', ruleset: 'city-of-peril', options: { cornerBlocks: false },
      map: { grid: 'square', rows: '. . . . .\n. . R . .\n. . . . .\n. . . R R', legend: { '.': {}, R: { terrain: 'rooftop' } } },
      figures: { A: { at: [0, 3] }, B: { at: [4, 0] }, C: { at: [4, 3] }, D: { at: [1, 0] } },
    });
    const m = visibilityMatrix(s, { cover: false });
    const n = m.ids.length;
    for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) {
      if (i === j) continue;
      expect(m.sight[i * n + j]).toBe(ask(s, { ask: 'sight', from: m.ids[i]!, to: m.ids[j]! }).sight ? 1 : 0);
    }
  });
});
