/**
 * A second, minimal reader of VirtualScape `.hsc` files, written for the round-trip tests from the
 * format documents alone (../../../shared/formats/virtualscape-hsc.md and the footprint table
 * virtualscape-footprints-all-rotations.json), sharing no code with src/formats. It reduces a file to
 * what a player sees hex by hex: the solid layers of each hex (so the gaps show), the family of the tile
 * on top of each run of layers, obstacles, glyph letter bytes, start tiles with their name and colour,
 * ladders, battlements and flags by edge, and figures.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface FootprintEntry {
  ids: number[];
  rotations: Record<string, [number, number][]>;
}

const FOOTPRINTS = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../../shared/formats/virtualscape-footprints-all-rotations.json', import.meta.url)), 'utf8'),
) as FootprintEntry[];
const SHAPES = new Map<number, Record<string, [number, number][]>>();
for (const e of FOOTPRINTS) for (const id of e.ids) SHAPES.set(id, e.rotations);
/** Personal tiles take the grass shape of their hex count (the footprint doc). */
const GRASS_BY_COUNT = new Map<number, number>([[1, 1001], [2, 1002], [3, 1003], [7, 1007], [24, 1024]]);

export interface IndTile {
  type: number;
  rotation: number;
  x: number;
  y: number;
  z: number;
  letter: number;
  glyphName: string;
  startName: string;
  color: [number, number, number];
  personalCount: number;
  personalName: string;
  figureName: string;
  figureFile: string;
}

export interface IndMap {
  version: number;
  name: string;
  author: string;
  players: string;
  scenario: string;
  tiles: IndTile[];
}

/**
 * Parse the bytes (throws on anything unexpected: this reader is for tests). `unicodeOnly` reads strings
 * the way heroscape-map-editor does: only with the Unicode marker (an ANSI string is an error).
 */
export function parseHsc(bytes: Uint8Array, unicodeOnly = false): IndMap {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 0;
  const f64 = () => { const v = view.getFloat64(at, true); at += 8; return v; };
  const i32 = () => { const v = view.getInt32(at, true); at += 4; return v; };
  const u8 = () => bytes[at++]!;
  const str = (): string => {
    let wide = false;
    if (bytes[at] === 0xff && bytes[at + 1] === 0xfe && bytes[at + 2] === 0xff) { wide = true; at += 3; }
    else if (unicodeOnly) throw new Error(`independent reader: a string without the Unicode marker at byte ${at}`);
    let n = u8();
    if (n === 0xff) {
      n = view.getUint16(at, true); at += 2;
      if (n === 0xffff) { n = view.getUint32(at, true); at += 4; }
    }
    let s = '';
    for (let i = 0; i < n; i++) s += String.fromCharCode(wide ? view.getUint16(at + 2 * i, true) : bytes[at + i]!);
    at += wide ? 2 * n : n;
    return s;
  };
  const step = Math.round(f64() * 10000);
  let name = '', author = '', players = '', scenario = '';
  if (step >= 2) {
    name = str();
    author = str();
    if (step >= 3) players = str();
    if (step === 3) scenario = str();
    if (step >= 4) {
      const n = i32();
      for (let i = 0; i < n; i++) scenario += String.fromCharCode(u8());
    }
    i32(); i32(); i32();
    if (step >= 5) i32();
    if (step >= 7) i32();
  }
  const count = i32();
  const tiles: IndTile[] = [];
  for (let k = 0; k < count; k++) {
    const type = i32();
    const tv = Math.round(f64() * 10000);
    const t: IndTile = {
      type, rotation: i32(), x: i32(), y: i32(), z: i32(), letter: 0, glyphName: '', startName: '', color: [0, 0, 0],
      personalCount: 0, personalName: '', figureName: '', figureFile: '',
    };
    if (tv >= 2) {
      t.letter = u8();
      t.glyphName = str();
      t.startName = str();
    }
    if (tv >= 3) {
      t.color = [u8(), u8(), u8()];
      u8();
      if (type === 17000) {
        t.personalCount = i32();
        str(); str(); str();
        t.personalName = str();
      } else if (Math.floor(type / 1000) === 18) {
        t.figureName = str();
        t.figureFile = str();
      }
    }
    tiles.push(t);
  }
  if (at !== bytes.length) throw new Error(`independent reader: ${bytes.length - at} bytes left after the tiles`);
  return { version: step, name, author, players, scenario, tiles };
}

/** The cells a tile covers: the footprint table's offsets (odd-r, even-row origin) moved to the anchor. */
export function cellsOf(t: IndTile): [number, number][] {
  const id = t.type === 17000 ? GRASS_BY_COUNT.get(t.personalCount) ?? 1001 : Math.floor(t.type / 1000) === 14 ? 14001 : t.type;
  const rot = SHAPES.get(id)?.[String(t.rotation % 6)];
  if (!rot) throw new Error(`independent reader: no footprint for type ${t.type}`);
  const seen = new Set<string>();
  const out: [number, number][] = [];
  for (const [lx, ly] of rot) {
    const X = t.x + lx + ((t.y & 1) && (ly & 1) ? 1 : 0);
    const Y = t.y + ly;
    if (!seen.has(`${X},${Y}`)) out.push([X, Y]);
    seen.add(`${X},${Y}`);
  }
  return out;
}

/** Sight clearance of obstacle types (the format doc's list). */
const CLEARANCE: Record<number, number> = {
  10004: 14, 10011: 9, 10012: 10, 10013: 11, 24014: 14, 24001: 15, 24015: 15, 24016: 16, 24002: 8,
  13001: 7, 13003: 9, 13004: 8, 13006: 16, 27001: 6, 27003: 8, 23006: 16, 11002: 5, 11003: 5, 11006: 8, 11007: 8, 12004: 3,
};
const THIN_FAMILIES = new Set([4, 5, 6, 19, 25]);

/** What a player sees at one hex. */
export interface IndHex {
  /** Solid layers: land fills [z, z+1), castle walls 9, arches 10 (the doorway hex only its top), a thin tile at z >= 1 lies on [z-1, z). */
  solid: Set<number>;
  /** Family (type / 1000) of the tile on top of each layer, by layer; thin tiles by the layer under them. */
  topFamily: Map<number, number>;
  /** Personal tiles by layer (approximations written by an exporter). */
  personal: Map<number, string>;
  obstacles: string[];
  glyphs: string[];
  starts: string[];
}

export interface IndBoard {
  hexes: Map<string, IndHex>;
  ladders: string[];
  battlements: string[];
  flags: string[];
  figures: string[];
  map: IndMap;
}

export function independentBoard(bytes: Uint8Array): IndBoard {
  const map = parseHsc(bytes);
  const hexes = new Map<string, IndHex>();
  const hex = (x: number, y: number): IndHex => {
    const k = `${x},${y}`;
    let h = hexes.get(k);
    if (!h) hexes.set(k, (h = { solid: new Set(), topFamily: new Map(), personal: new Map(), obstacles: [], glyphs: [], starts: [] }));
    return h;
  };
  const ladders: string[] = [], battlements: string[] = [], flags: string[] = [], figures: string[] = [];
  const thin: [number, number, number, number][] = [];
  for (const t of map.tiles) {
    const fam = Math.floor(t.type / 1000);
    const cells = cellsOf(t);
    const key = `${t.x},${t.y},${t.z},r${t.rotation}`;
    if (t.type === 16402) { ladders.push(key); continue; }
    if (t.type === 16301) { battlements.push(key); continue; }
    if (t.type === 16403) { flags.push(key); continue; }
    if (fam === 18) { figures.push(`${t.type} ${key} ${t.figureName}|${t.figureFile}`); continue; }
    // a glyph as stored: its letter byte, its tile type and its name
    if (fam === 14) { for (const [x, y] of cells) hex(x, y).glyphs.push(`${t.z}:${String.fromCharCode(t.letter)}:${t.type}:${t.glyphName}`); continue; }
    if (fam === 15) { for (const [x, y] of cells) hex(x, y).starts.push(`${t.z}:${t.startName}:${t.color.join(',')}`); continue; }
    if (CLEARANCE[t.type] !== undefined) {
      // a piece VirtualScape lacks, written as its nearest piece and named in the glyph-name field
      const named = /^highground:([^:]+):(\d+)$/.exec(t.glyphName);
      for (const [x, y] of cells) hex(x, y).obstacles.push(named ? `${t.z}:${named[1]}:${named[2]}` : `${t.z}:${fam}:${CLEARANCE[t.type]}`);
      continue;
    }
    if (THIN_FAMILIES.has(fam)) { for (const [x, y] of cells) thin.push([x, y, t.z, fam]); continue; }
    // A custom tile the map editor reads as water by its name (its VirtualScape reader does): thin.
    if (t.type === 17000 && /water|wellspring/i.test(t.personalName)) { for (const [x, y] of cells) thin.push([x, y, t.z, fam]); continue; }
    if (t.type === 17000 && /^highground:[^:]+:\d+$/.test(t.personalName)) {
      // an obstacle an exporter could not fit to a piece, named with its height
      const [, what, h] = t.personalName.split(':');
      for (const [x, y] of cells) hex(x, y).obstacles.push(`${t.z}:${what}:${h}`);
      continue;
    }
    // Land, the road bridge, castle pieces and personal (custom land) tiles.
    const height = t.type >= 16201 && t.type <= 16203 ? 9 : t.type === 16401 || t.type === 16404 ? 10 : 1;
    cells.forEach(([x, y], i) => {
      const h = hex(x, y);
      const from = height === 10 && i === 1 ? t.z + 9 : t.z;
      for (let l = from; l < t.z + height; l++) h.solid.add(l);
      h.topFamily.set(t.z + height - 1, fam);
      if (t.type === 17000) h.personal.set(t.z + height - 1, t.personalName);
    });
  }
  for (const [x, y, z, fam] of thin) {
    const h = hex(x, y);
    if (z >= 1) h.solid.add(z - 1);
    h.topFamily.set(z - 1, fam);
  }
  return { hexes, ladders, battlements, flags, figures, map };
}

/** The runs of solid layers of a hex as [from, to) pairs, lowest first. */
export function runs(solid: ReadonlySet<number>): [number, number][] {
  const ls = [...solid].sort((a, b) => a - b);
  const out: [number, number][] = [];
  for (const l of ls) {
    const last = out[out.length - 1];
    if (last && last[1] === l) last[1] = l + 1;
    else out.push([l, l + 1]);
  }
  return out;
}
