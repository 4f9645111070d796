/**
 * Piece ids of heroscape-map-editor (Dissolutio/heroscape-map-editor), as data.
 *
 * Source: the editor's `src/types.ts` (enum `Pieces`, prefixes in `PiecePrefixes`; commit 037d48d),
 * `src/data/pieces.ts` (sizes and heights; commit 006701b) and `src/data/pieceCodes.ts` plus
 * `src/data/writeVirtualscapeMapFile.ts` (which VirtualScape type each id is exported as). Read through
 * the code index, not copied.
 *
 * `vsType` is the VirtualScape type id (see ../hsc/tiles.ts) the piece corresponds to, or null when
 * VirtualScape has no such piece (the newer official pieces: Laur walls and jungle, wellspring water,
 * 3-hex water, snow 3/7/24, sand 24, ...). `hexCount` is the hexes the piece covers; where the editor's
 * own `size` field says something else (ruins 8 and 10, castle arch 1) the VirtualScape footprint wins.
 *
 * Two differences to remember when converting to VirtualScape (from writeVirtualscapeMapFile.ts): the
 * editor anchors multi-hex pieces at a different hex of the shape (its getVSTilePlacementOffset), and
 * ladders and battlements are rotated by (rotation + 5) % 6.
 */

export type EditorPieceKind = 'land' | 'thin' | 'obstacle' | 'castle' | 'edge' | 'glyph' | 'start' | 'bridge';

/** What the editor's piece id stands for: family, size, and its VirtualScape type where one exists. */
export interface EditorPieceInfo {
  readonly id: string;
  readonly family: string;
  readonly title: string;
  readonly hexCount: number;
  readonly kind: EditorPieceKind;
  readonly vsType: number | null;
  /**
   * Height of an obstacle, in levels: the editor's own number, except where the VirtualScape document
   * (virtualscape-hsc.md) gives the same kind of piece another height (the Laur brush, below). Read only
   * for pieces VirtualScape lacks; those it has take tiles.ts's sight clearance.
   */
  readonly editorHeight?: number;
  readonly note?: string;
}

function p(
  id: string,
  family: string,
  title: string,
  hexCount: number,
  kind: EditorPieceKind,
  vsType: number | null,
  extra: { editorHeight?: number; note?: string } = {},
): EditorPieceInfo {
  return { id, family, title, hexCount, kind, vsType, ...extra };
}

function land(prefix: string, family: string, vsFamily: number | null, sizes: readonly number[], vsSizes: readonly number[]): EditorPieceInfo[] {
  return sizes.map((n) =>
    p(`${prefix}${n}`, family, `${n}-hex ${family}`, n, 'land', vsFamily !== null && vsSizes.includes(n) ? vsFamily * 1000 + n : null),
  );
}

function thin(prefix: string, family: string, sizes: readonly number[], vsOne: number): EditorPieceInfo[] {
  return sizes.map((n) => p(`${prefix}${n}`, family, `${n}-hex ${family}`, n, 'thin', n === 1 ? vsOne : null));
}

const LAUR_PILLAR_NOTE = 'Laur wall pillar: one hex; the editor draws it 12 levels tall (its comment: game height 10, errata 9)';
const LAUR_WALL_NOTE = 'Laur wall section standing on a hex edge between pillars; rotation may be a half step';

export const EDITOR_PIECES: readonly EditorPieceInfo[] = [
  ...land('g', 'grass', 1, [1, 2, 3, 7, 24], [1, 2, 3, 7, 24]),
  ...land('r', 'rock', 2, [1, 2, 3, 7, 24], [1, 2, 3, 7, 24]),
  ...land('s', 'sand', 3, [1, 2, 3, 7, 24], [1, 2, 3, 7]),
  ...land('d', 'dungeon', 26, [1, 2, 3, 7, 24], [1, 2, 3, 7, 24]),
  ...land('sw', 'swamp', 20, [1, 2, 3, 7, 24], [1, 2, 3, 7, 24]),
  ...land('sn', 'snow', 9, [1, 2, 3, 7, 24], [1, 2]),
  ...land('lf', 'lavafield', 7, [1, 2, 3, 7, 24], [1, 2, 7]),
  ...land('a', 'asphalt', 22, [1, 2, 7], [1, 2, 7]),
  ...land('c', 'concrete', 21, [1, 2, 6, 7], [1, 2, 7]),
  p('rd1', 'road', '1-hex road', 1, 'land', 8001),
  p('rd2', 'road', '2-hex road', 2, 'land', 8002),
  p('rd5', 'road', '5-hex road (bridge)', 5, 'bridge', 8005),
  p('ww1', 'wellspringwater', '1-hex wellspring water', 1, 'thin', null, { note: 'VirtualScape draws it as a personal tile' }),
  ...thin('w', 'water', [1, 3], 4001),
  ...thin('l', 'lava', [1, 3], 6001),
  ...thin('ws', 'swampwater', [1, 3, 6], 19001),
  ...thin('i', 'ice', [1, 3, 4, 6], 5001),
  ...thin('sh', 'shadow', [1, 3], 25001),
  p('rw', 'wall', 'Road wall', 4, 'obstacle', 12004, { editorHeight: 3 }),
  p('bt', 'castle', 'Battlement', 1, 'edge', 16301, { editorHeight: 5 }),
  p('ld', 'castle', 'Ladder', 1, 'edge', 16402, { editorHeight: 2 }),
  p('lwp', 'laurwall', 'Laur wall pillar', 1, 'obstacle', null, { editorHeight: 12, note: LAUR_PILLAR_NOTE }),
  p('lws', 'laurwall', 'Laur wall (short)', 1, 'edge', null, { editorHeight: 12, note: LAUR_WALL_NOTE }),
  p('lwl', 'laurwall', 'Laur wall (long)', 1, 'edge', null, { editorHeight: 12, note: LAUR_WALL_NOTE }),
  p('lwr', 'laurwall', 'Laur wall ruin', 1, 'edge', null, { editorHeight: 12, note: LAUR_WALL_NOTE }),
  p('str10', 'snowtree', 'Snow-covered tree (10)', 1, 'obstacle', null, { editorHeight: 9 }),
  p('str12', 'snowtree', 'Snow-covered tree (12)', 1, 'obstacle', null, { editorHeight: 11 }),
  p('tr10', 'tree', 'Tree (10)', 1, 'obstacle', 10011, { editorHeight: 10 }),
  p('tr11', 'tree', 'Tree (11)', 1, 'obstacle', 10012, { editorHeight: 11 }),
  p('tr12', 'tree', 'Tree (12)', 1, 'obstacle', 10013, { editorHeight: 12 }),
  p('tr15', 'tree', 'Large tree (15)', 4, 'obstacle', 10004, { editorHeight: 15 }),
  p('tp14', 'jungle', 'Ticalla palm (14)', 1, 'obstacle', 24014, { editorHeight: 14 }),
  p('tp15', 'jungle', 'Ticalla palm (15)', 1, 'obstacle', 24015, { editorHeight: 15 }),
  p('tp16', 'jungle', 'Ticalla palm (16)', 1, 'obstacle', 24016, { editorHeight: 16 }),
  p('tb9', 'jungle', 'Ticalla brush', 1, 'obstacle', 24002, { editorHeight: 9 }),
  p('sb10', 'brush', 'Swamp brush', 1, 'obstacle', null, { editorHeight: 10 }),
  // Laur jungle. The editor's pieces.ts (006701b, unchanged at cfb19ba) gives laurPalm13/14/15 heights 13, 14
  // and 15 and laurBrush10 height 10, as it gives the Ticalla palms 14/15/16 and brush 9 (tp14..tb9 above).
  // Where VirtualScape has the piece we take virtualscape-hsc.md's heights (tiles.ts): the palms keep the
  // editor's number (Palm14/15/16 are 14/15/16) and brush loses one level (TicallaGrass1 is 8 for the
  // editor's 9). The Laur pieces follow the same rule: a Laur palm is as tall as a Ticalla palm of the same
  // named height (13, 14, 15; 14 and 15 are VirtualScape's Palm14 and Palm15), and the Laur brush, the
  // editor's 10, is 9. The brush is brush, not a palm. `editorHeight` holds these, not the editor's raw 10.
  p('lp13', 'laurjungle', 'Laur jungle tree (13)', 1, 'obstacle', null, { editorHeight: 13 }),
  p('lp14', 'laurjungle', 'Laur jungle tree (14)', 1, 'obstacle', null, { editorHeight: 14 }),
  p('lp15', 'laurjungle', 'Laur jungle tree (15)', 1, 'obstacle', null, { editorHeight: 15 }),
  p('lb10', 'laurbrush', 'Laur brush', 1, 'obstacle', null, { editorHeight: 9 }),
  p('o1', 'outcrop', 'Rock outcrop (1)', 1, 'obstacle', 27001, { editorHeight: 7 }),
  p('o3', 'outcrop', 'Rock outcrop (3)', 3, 'obstacle', 27003, { editorHeight: 9 }),
  p('ol1', 'lavaoutcrop', 'Lava rock outcrop (1)', 1, 'obstacle', null, { editorHeight: 7 }),
  p('ol3', 'lavaoutcrop', 'Lava rock outcrop (3)', 3, 'obstacle', null, { editorHeight: 9 }),
  p('og1', 'glacier', 'Glacier (1)', 1, 'obstacle', 13001, { editorHeight: 7 }),
  p('og3', 'glacier', 'Glacier (3)', 3, 'obstacle', 13003, { editorHeight: 9 }),
  p('og4', 'glacier', 'Glacier (4)', 4, 'obstacle', 13004, { editorHeight: 8 }),
  p('og6', 'glacier', 'Glacier (6)', 6, 'obstacle', 13006, { editorHeight: 17 }),
  p('h', 'hive', 'Marro hive', 6, 'obstacle', 23006, { editorHeight: 17 }),
  p('rs2', 'ruins', 'Ruins (2)', 2, 'obstacle', 11002, { editorHeight: 5 }),
  p('rs3', 'ruins', 'Ruins (3)', 3, 'obstacle', 11003, { editorHeight: 5 }),
  p('rm', 'ruins', 'Warehouse ruin', 6, 'obstacle', 11006, { editorHeight: 9 }),
  p('rmb', 'ruins', 'Warehouse ruin, no wall', 6, 'obstacle', 11007, { editorHeight: 9 }),
  p('rmn', 'ruins', 'Warehouse ruin, no upper floor', 6, 'obstacle', 11006, { editorHeight: 9, note: 'exported as 11006; VirtualScape has no such variant' }),
  p('rmnb', 'ruins', 'Warehouse ruin, no upper floor, no wall', 6, 'obstacle', 11007, { editorHeight: 9, note: 'exported as 11007; VirtualScape has no such variant' }),
  p('cg1', 'castle', '1-hex wall walk', 1, 'castle', 16001),
  p('cg7', 'castle', '7-hex wall walk', 7, 'castle', 16007),
  p('cg9', 'castle', '9-hex wall walk', 9, 'castle', 16009),
  p('cbc', 'castle', 'Castle wall base (corner)', 1, 'castle', 16101, { editorHeight: 1 }),
  p('cbs', 'castle', 'Castle wall base (straight)', 1, 'castle', 16102, { editorHeight: 1 }),
  p('cbe', 'castle', 'Castle wall base (end)', 1, 'castle', 16103, { editorHeight: 1 }),
  p('cwc', 'castle', 'Castle wall (corner)', 1, 'castle', 16201, { editorHeight: 9 }),
  p('cws', 'castle', 'Castle wall (straight)', 1, 'castle', 16202, { editorHeight: 9 }),
  p('cwe', 'castle', 'Castle wall (end)', 1, 'castle', 16203, { editorHeight: 9 }),
  p('ca', 'castle', 'Castle doorway', 3, 'castle', 16401, { editorHeight: 9 }),
  p('cab', 'castle', 'Castle doorway without door', 3, 'castle', 16404, { editorHeight: 9 }),
  ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) =>
    p(`z${n}`, 'start', `Start zone, player ${n}`, 1, 'start', 15001, { note: 'VirtualScape tells start zones apart by colour' }),
  ),
  p('y0', 'glyph', 'Power glyph', 1, 'glyph', null, { note: 'VirtualScape glyphs carry a letter; none is implied' }),
  p('y1', 'glyph', 'Treasure glyph', 1, 'glyph', null, { note: 'the editor exports it as 14063 (?)' }),
];

const BY_ID: ReadonlyMap<string, EditorPieceInfo> = new Map(EDITOR_PIECES.map((x) => [x.id, x]));

export function editorPieceInfo(id: string): EditorPieceInfo | undefined {
  return BY_ID.get(id);
}
