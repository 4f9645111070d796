import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readHsc } from '../hsc/read.js';
import { hscPieceCounts, inventoryOf, mapFileInventory, unknownProductPieces } from './inventory.js';
import { PRODUCTS } from './products.js';

const VS = fileURLToPath(new URL('../../../../shared/maps/heroscape/virtualscape/', import.meta.url));

describe('terrain inventory and the products that build a map', () => {
  it('names only pieces the map editor knows, in every product', () => {
    expect(unknownProductPieces()).toEqual([]);
    expect(PRODUCTS.length).toBeGreaterThan(15);
  });

  it('counts each tile of a VirtualScape map once, by piece (the 24-hex tile is one piece)', () => {
    const giants = hscPieceCounts(readHsc(readFileSync(VS + 'vs_Table_des_geants.hsc')));
    expect(giants.get('g24')).toBe(6);
    expect(giants.get('w1')).toBe(21);
    // the Table of the Giants is built from exactly one Rise of the Valkyrie master set
    expect(inventoryOf(giants).products).toEqual([{ id: 'RotV', name: 'Rise of the Valkyrie (master set)', copies: 1 }]);
  });

  it('takes the fewest boxes, more than one copy where one is short, and lists what no box holds', () => {
    // 7 big grass tiles: no box holds more than 6, so two boxes
    const two = inventoryOf(new Map([['g24', 7]]));
    expect(two.products.reduce((n, p) => n + p.copies, 0)).toBe(2);
    expect(two.exact).toBe(true);
    // a road bridge and a big tree: Road to the Forgotten Forest holds both
    expect(inventoryOf(new Map([['rd5', 1], ['tr15', 1]])).products.map((p) => p.id)).toEqual(['RttFF']);
    const castle = mapFileInventory('castle.hsc', readFileSync(VS + 'vs_The_West_Barbican_of_Idona_Castle.hsc'))!;
    expect(castle.products.map((p) => p.id).sort()).toEqual(['FotA', 'RotV', 'RttFF']);
    expect(castle.missing).toEqual([{ id: 'flag', count: 1 }]);
  });
});
