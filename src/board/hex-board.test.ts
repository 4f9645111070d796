import { describe, expect, it } from 'vitest';
import { buildGridBoard } from '../formats/scenario/grid.js';
import { distanceToBank, hexOf, hexTerrain, indexOf, surfaceAtLevel, surfacesAt } from './hex-board.js';

function terrain(rows: string, legend: Record<string, object>, cells: object[] = []) {
  return hexTerrain(buildGridBoard({ grid: 'hex', rows, legend, cells } as never, { groundLevel: 0 }));
}

describe('stacked hex terrain', () => {
  const t = terrain('2 . B\n . T .', { '.': {}, '2': { level: 2 }, B: { stack: [{ level: 0 }, { level: 4 }] }, T: { obstacle: 3, terrain: 'tree' } });

  it('gives the solid column under each surface, one-tile slabs above the lowest, obstacles on top', () => {
    expect(t.solids[0]).toEqual([{ lo: 0, hi: 2, what: 'column', surface: 0 }]);
    const bridge = indexOf(t, 2, 0);
    expect(surfacesAt(t, bridge).map((s) => s.level)).toEqual([0, 4]);
    expect(t.solids[bridge]).toEqual([{ lo: 3, hi: 4, what: 'column', surface: surfaceAtLevel(t, bridge, 4)!.id }]);
    expect(surfaceAtLevel(t, bridge, 0)!.headroom).toBe(3);
    const tree = 1 * t.width + 1;
    expect(t.solids[tree]).toEqual([{ lo: 0, hi: 3, what: 'obstacle', surface: surfacesAt(t, tree)[0]!.id }]);
    expect(t.top[tree]).toBe(0);
    expect(t.solidTop[tree]).toBe(3);
    expect(t.top[bridge]).toBe(4);
  });

  it('keeps a stacked surface\'s thickness: a slab from level - thickness, open air under it', () => {
    const k = terrain('P F', { P: { stack: [{ level: 1 }, { level: 18, thickness: 10 }] }, F: { level: 6, thickness: 2 } });
    const plateau = surfacesAt(k, 0);
    expect(k.solids[0]).toEqual([{ lo: 0, hi: 1, what: 'column', surface: 0 }, { lo: 8, hi: 18, what: 'column', surface: 1 }]);
    expect(plateau.map((s) => [s.solidFrom, s.headroom, s.ceiling])).toEqual([[0, 7, 8], [8, Infinity, Infinity]]);
    // A lowest surface with a thickness floats: solid from 4 to 6, nothing under it.
    expect(k.solids[1]).toEqual([{ lo: 4, hi: 6, what: 'column', surface: 2 }]);
  });

  it('refuses a slab that reaches into the surface under it, naming the key', () => {
    expect(() => terrain('P', { P: { stack: [{ level: 3 }, { level: 5, thickness: 3 }] } })).toThrow(/solid would start at level 2, under the surface at level 3/);
    try {
      terrain('P', { P: { stack: [{ level: 3 }, { level: 5, thickness: 3 }] } });
    } catch (e) {
      expect((e as { place: { path: unknown } }).place.path).toEqual(['map', 'legend', 'P', 'stack', 1, 'thickness']);
    }
  });

  it('converts odd-r places to axial hexes and back', () => {
    for (let i = 0; i < t.width * t.height; i++) {
      const h = hexOf(t, i);
      expect(indexOf(t, h.q, h.r)).toBe(i);
    }
    expect(indexOf(t, -1, 0)).toBe(-1);
  });

  it('measures the distance to the bank through water only', () => {
    const w = terrain('. w w w', { '.': {}, w: { terrain: 'water' } });
    const d = distanceToBank(w, (p) => !w.surfaces[p]!.terrain.includes('water'), (p) => w.surfaces[p]!.terrain.includes('water'));
    expect([...d]).toEqual([0, 1, 2, 3]);
  });
});
