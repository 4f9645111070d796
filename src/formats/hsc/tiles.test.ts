import { describe, expect, it } from 'vitest';
import { TILE_TYPES, isKnownTileType, tileTypeInfo } from './tiles.js';

describe('the VirtualScape type table', () => {
  it('has unique ids, and hex counts matching footprints', () => {
    const ids = TILE_TYPES.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const t of TILE_TYPES) if (t.id !== 17000) expect(new Set(t.footprint.map(String)).size).toBe(t.hexCount);
  });

  it('sorts pieces into categories', () => {
    const cat = (id: number) => tileTypeInfo(id)?.category;
    expect([1024, 2007, 3003, 7002, 9001, 20024, 21007, 22001, 26003, 8002].map(cat)).toEqual(Array(10).fill('land'));
    expect([4001, 4002, 5001, 6001, 19001, 25001, 25002].map(cat)).toEqual(Array(7).fill('thin'));
    expect([10004, 10011, 11002, 11006, 12004, 13006, 23006, 24001, 24002, 24016, 27003].map(cat)).toEqual(Array(11).fill('obstacle'));
    expect([16001, 16009, 16101, 16202, 16401, 16404].map(cat)).toEqual(Array(6).fill('castle'));
    expect([16301, 16402, 16403].map(cat)).toEqual(['edge', 'edge', 'edge']);
    expect([8005, 14065, 14001, 15001, 17000, 18001, 18002].map(cat)).toEqual(['bridge', 'glyph', 'glyph', 'start', 'personal', 'figure', 'figure']);
  });

  it('keeps the sight clearances of the format doc, flagging the unverified ones', () => {
    const c = (id: number) => tileTypeInfo(id)?.sightClearance;
    expect([10011, 10012, 10013, 10004].map((id) => c(id)?.levels)).toEqual([9, 10, 11, 14]);
    expect([24014, 24015, 24001, 24016, 24002].map((id) => c(id)?.levels)).toEqual([14, 15, 15, 16, 8]);
    expect([13001, 13003, 13004, 13006, 27001, 27003, 23006].map((id) => c(id))).toEqual(
      [7, 9, 8, 16, 6, 8, 16].map((levels) => ({ levels, verified: false })),
    );
    expect([16202, 16401, 16301, 12004, 11003, 11007].map((id) => c(id)?.levels)).toEqual([9, 9, 5, 3, 5, 8]);
    expect(tileTypeInfo(16201)?.heightLevels).toBe(9);
    expect(c(1001)).toBeUndefined();
  });

  it('knows glyph letters 14032-14255 and legacy 14001, nothing else in family 14', () => {
    expect(isKnownTileType(14065)).toBe(true);
    expect(tileTypeInfo(14065)?.className).toBe('Glyph A');
    expect(isKnownTileType(14001)).toBe(true);
    expect(isKnownTileType(14000)).toBe(false);
    expect(isKnownTileType(14031)).toBe(false);
    expect(isKnownTileType(14256)).toBe(false);
    expect(isKnownTileType(3024)).toBe(false);
  });
});
