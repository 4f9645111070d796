/**
 * The Heroscape products that hold terrain, with the terrain pieces each box contains, as data. Pieces
 * are named by heroscape-map-editor piece ids (../editor-json/pieces.ts: `g24` a 24-hex grass tile,
 * `w1` one water hex, `rd5` the 5-hex road bridge, `rw` a road wall, `tr15` the big tree, ...), which
 * cover both the original pieces and the newer ones VirtualScape never had.
 *
 * Source: heroscape-map-editor (Dissolutio/heroscape-map-editor), `src/data/inventories.ts` (piece counts
 * per box) and `src/data/terrainSets.ts` (box names and release dates), commit 0a56fb640466c5dee32ee4e152e5fbf1e18c861e,
 * transcribed here piece by piece. The editor's own note for the Caverns of Valhalla counts 14 shadow
 * tiles (8, and 6 modified to take outcrops); flags are left out there and here. Boxes with no terrain
 * of their own (figure packs) are not listed. Correct a count here and every inventory follows.
 */

export interface Product {
  /** Short id: the editor's abbreviation. */
  readonly id: string;
  readonly name: string;
  /** Release (month/year where known). */
  readonly released: string;
  /** 'master' for master sets and battle boxes, 'terrain' for terrain expansions. */
  readonly kind: 'master' | 'terrain';
  /** Piece id -> how many the box holds. */
  readonly pieces: Readonly<Record<string, number>>;
}

export const PRODUCTS: readonly Product[] = [
  {
    id: 'RotV', name: 'Rise of the Valkyrie (master set)', released: '08/2004', kind: 'master',
    pieces: { g1: 16, g2: 5, g3: 5, g7: 5, g24: 6, r1: 6, r2: 3, r3: 3, r7: 3, r24: 2, s1: 4, s2: 2, s3: 2, s7: 2, w1: 21, rs2: 1, rs3: 1 },
  },
  {
    id: 'RttFF', name: 'Road to the Forgotten Forest', released: '07/2005', kind: 'terrain',
    pieces: { rd1: 8, rd2: 8, rd5: 1, rw: 2, tr15: 1, tr10: 1, tr11: 2, tr12: 1 },
  },
  { id: 'VW', name: 'Volcarren Wasteland', released: '08/2005', kind: 'terrain', pieces: { l1: 11, lf1: 5, lf2: 5, lf7: 4 } },
  {
    id: 'TT', name: 'Thaelenk Tundra', released: '05/2006', kind: 'terrain',
    pieces: { og1: 1, og3: 1, og4: 1, og6: 1, sn1: 12, sn2: 12, i1: 21, i3: 1, i4: 1, i6: 1 },
  },
  {
    id: 'FotA', name: 'Fortress of the Archkyrie', released: '08/2006', kind: 'terrain',
    pieces: { cbc: 10, cbs: 7, cbe: 4, cwc: 10, cws: 7, cwe: 4, ca: 1, bt: 50, ld: 22, cg1: 21, cg7: 1, cg9: 1 },
  },
  {
    id: 'SotM', name: 'Swarm of the Marro (master set)', released: '08/2007', kind: 'master',
    pieces: { w1: 8, ws1: 34, ws6: 1, h: 1, sw1: 2, sw2: 2, sw3: 2, sw7: 10, sw24: 2, r1: 1, r2: 1, r3: 1, r7: 1, s1: 1, s2: 1, s3: 2, s7: 5 },
  },
  {
    id: 'MtCB', name: 'Marvel: The Conflict Begins (master set)', released: '2007', kind: 'master',
    pieces: { c1: 4, c2: 7, c7: 3, a1: 3, a2: 8, a7: 3, g2: 8, g1: 2, rm: 1, c6: 1 },
  },
  { id: 'TJ', name: 'Ticalla Jungle', released: '06/2008', kind: 'terrain', pieces: { tp14: 1, tp15: 1, tp16: 1, tb9: 6 } },
  {
    id: 'BftU', name: 'Battle for the Underdark (master set)', released: '2010', kind: 'master',
    pieces: {
      g1: 1, g2: 1, g3: 1, d1: 2, d2: 2, d3: 2, d7: 3, d24: 2, r1: 1, r2: 1, r3: 2, r7: 3, s1: 1, s2: 1, s7: 3,
      w1: 12, sh1: 8, sh3: 1, o1: 3, o3: 1,
    },
  },
  {
    id: 'AoA', name: 'Age of Annihilation (master set)', released: '08/2024', kind: 'master',
    pieces: { g1: 10, g2: 6, g3: 2, g7: 4, g24: 6, r1: 4, r2: 5, r3: 1, r7: 2, r24: 2, s1: 4, s2: 5, s3: 1, s7: 2, w1: 20, lwp: 8, lws: 4, lwr: 2, lwl: 1 },
  },
  {
    id: 'BftW', name: 'Battle for the Wellspring (battle box)', released: '08/2024', kind: 'master',
    pieces: { lp15: 1, lp14: 1, g1: 4, g3: 3, g7: 3, g24: 2, r1: 2, r3: 2, r7: 2, w1: 6, ww1: 7 },
  },
  { id: 'GaLE', name: "Grove at Laur's Edge", released: '08/2024', kind: 'terrain', pieces: { lp13: 1, lp14: 1, lp15: 1, lb10: 6 } },
  {
    id: 'LoV', name: 'Lands of Valhalla', released: '10/2024', kind: 'terrain',
    pieces: { g1: 10, g2: 7, g3: 3, g7: 5, g24: 2, r1: 5, r2: 6, r3: 2, r7: 3, r24: 2, s1: 5, s2: 6, s3: 2, s7: 3, s24: 2 },
  },
  { id: 'WoV', name: 'Waters of Valhalla', released: '10/2024', kind: 'terrain', pieces: { w1: 24, w3: 5, ww1: 6 } },
  {
    id: 'SoV', name: 'Swamps of Valhalla', released: '02/2025', kind: 'terrain',
    pieces: { sw1: 2, sw2: 2, sw3: 2, sw7: 5, sw24: 2, sb10: 2, ws1: 20, ws3: 3 },
  },
  {
    id: 'SFoV', name: 'Snow Fields of Valhalla', released: '02/2025', kind: 'terrain',
    pieces: { sn1: 2, sn2: 2, sn3: 2, sn7: 5, sn24: 2, str10: 1, str12: 1, i1: 20, i3: 3 },
  },
  {
    id: 'LFoV', name: 'Lava Fields of Valhalla', released: '08/2025', kind: 'terrain',
    pieces: { lf1: 2, lf2: 2, lf3: 2, lf7: 5, lf24: 2, ol1: 3, ol3: 1, l1: 20, l3: 20 },
  },
  { id: 'RoV', name: 'Roads of Valhalla', released: '08/2025', kind: 'terrain', pieces: { rd1: 16, rd5: 2, rw: 4 } },
  {
    id: 'CoV', name: 'Caverns of Valhalla', released: '02/2026', kind: 'terrain',
    pieces: { d1: 7, d2: 2, d3: 2, d7: 5, d24: 2, sh1: 14, o1: 3, o3: 1 },
  },
  { id: 'FoV', name: 'Forests of Valhalla', released: 'announced', kind: 'terrain', pieces: { tr10: 2, tr12: 2, tr15: 2 } },
];
