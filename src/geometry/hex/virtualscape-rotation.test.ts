/**
 * Cross-check of the rotation direction and the odd-r conversion against real data: VirtualScape's
 * tile footprints in every rotation (../shared/formats/virtualscape-footprints-all-rotations.json),
 * derived by the documented rule: rotate the rotation-0 shape k steps clockwise on screen, then move its
 * hex with the smallest row (ties: smallest q) onto the anchor (an even row).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { axialToOffset, offsetToAxial, rotate, type Axial } from './index.js';

// The shared folder sits beside the project (four levels above this file's folder).
const FILE = join(import.meta.dirname, '..', '..', '..', '..', 'shared', 'formats', 'virtualscape-footprints-all-rotations.json');

interface Entry { cls: string; rotations: Record<string, [number, number][]> }

describe.skipIf(!existsSync(FILE))('VirtualScape footprints in every rotation', () => {
  it('are reproduced by rotate() and the odd-r conversion', () => {
    const entries = JSON.parse(readFileSync(FILE, 'utf8')) as Entry[];
    expect(entries.length).toBeGreaterThan(10);
    const origin: Axial = { q: 0, r: 0 };
    for (const e of entries) {
      const base = (e.rotations['0'] ?? []).map(([x, y]) => offsetToAxial({ x, y }));
      for (let k = 0; k < 6; k++) {
        const turned = base.map((h) => rotate(h, origin, k));
        let anchor = turned[0]!;
        for (const h of turned) if (h.r < anchor.r || (h.r === anchor.r && h.q < anchor.q)) anchor = h;
        const got = turned
          .map((h) => axialToOffset({ q: h.q - anchor.q, r: h.r - anchor.r }))
          .map((o) => `${o.x},${o.y}`).sort();
        const want = (e.rotations[String(k)] ?? []).map(([x, y]) => `${x},${y}`).sort();
        expect(got, `${e.cls} rotation ${k}`).toEqual(want);
      }
    }
  });
});
