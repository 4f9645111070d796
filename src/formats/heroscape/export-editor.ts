/**
 * A hex scenario -> heroscape-map-editor JSON (`scenarioToEditorJson`), so a map edited here opens in
 * the map editor (Dissolutio/heroscape-map-editor).
 *
 * It starts from the VirtualScape tiles `scenarioToHsc` writes (export.ts: the columns with their gaps,
 * obstacles fitted to real pieces, edges, start zones) and turns each into the editor's piece, with the
 * editor's conventions read in from-editor.ts applied in reverse:
 * - a piece sits at its key hex: the hex of the tile's rotation-0 origin (VirtualScape's first footprint
 *   hex; the Marvel ruins' second, one altitude up), with the same rotation;
 * - ladders and battlements: editor rotation = VirtualScape rotation + 1;
 * - a castle wall on land fills 10 levels in the editor, so it is written one altitude lower, in place
 *   of the land tile under it;
 * - start zones are z1..z8 by colour (the editor's own colour order, terrain.ts START_COLOURS);
 * - terrain VirtualScape has no tile for (written there as `highground:` personal tiles) becomes the
 *   editor's own piece where it has one: wellspring water, Laur pillars, the Laur palm 13 and brush;
 * - a palm VirtualScape has (height 14, 15, 16) is its Ticalla palm: a Laur palm 14 or 15 is the same
 *   obstacle here (editor-json/pieces.ts), so it comes back as the Ticalla palm of its height.
 * What the editor cannot hold (figures, flags, glyph letters, a castle arch's top as one hex, unknown
 * personal terrain) is left out or approximated, and each is said in the notes.
 */
import { offsetToAxial } from '../../geometry/hex/coords.js';
import { EDITOR_PIECES, type EditorPieceInfo } from '../editor-json/pieces.js';
import { tileHexes } from '../hsc/footprint.js';
import type { HscTile } from '../hsc/model.js';
import { isGlyphType } from '../hsc/tiles.js';
import type { Scenario } from '../scenario/schema.js';
import { scenarioToHsc } from './export.js';
import { EDITOR_OBSTACLE } from './from-editor.js';
import { PERSONAL_PREFIX } from './personal.js';
import { START_COLOURS } from './terrain.js';

export interface EditorExportResult {
  /** The map-editor JSON document. */
  json: { hexMap: { id: string; name: string; shape: 'rectangle'; width: number; length: number }; boardPieces: Record<string, string> };
  /** What was approximated or left out. */
  notes: string[];
}

/** Editor piece id of each VirtualScape type it has (the first listed, so `rm` before its variants). */
const BY_VS = new Map<number, EditorPieceInfo>();
for (const p of EDITOR_PIECES) if (p.vsType !== null && p.kind !== 'start' && p.kind !== 'glyph' && !BY_VS.has(p.vsType)) BY_VS.set(p.vsType, p);

/** Editor-only pieces for the personal tiles export.ts writes: `highground:<terrain>` or `<terrain>:<height>`. */
function personalPiece(name: string): EditorPieceInfo | undefined {
  if (!name.startsWith(PERSONAL_PREFIX)) return undefined;
  const [terrain, h] = name.slice(PERSONAL_PREFIX.length).split(':');
  if (terrain === 'wellspring-water') return EDITOR_PIECES.find((p) => p.id === 'ww1');
  const height = h === undefined ? undefined : Number(h);
  return EDITOR_PIECES.find((p) => p.vsType === null && p.kind === 'obstacle' && EDITOR_OBSTACLE[p.family] === terrain && (p.editorHeight === height || (terrain === 'pillar' && height !== undefined)));
}

/** Legacy VirtualScape types and the pieces they are. */
const LEGACY: Readonly<Record<number, string>> = { 4002: 'w1', 25002: 'sh1', 24001: 'tp15' };

/** The map-editor piece id of a VirtualScape tile ('flag' for castle flags, 'personal' for custom tiles it has none for). */
export function editorPieceIdOfTile(t: HscTile): string {
  if (t.type === 16403) return 'flag';
  if (t.type === 17000) return personalPiece(t.personal?.name ?? '')?.id ?? 'personal';
  const own = standIn(t);
  if (own) return own.id;
  return LEGACY[t.type] ?? BY_VS.get(t.type)?.id ?? `vs${t.type}`;
}

/** The editor's own piece for an obstacle export.ts wrote as a stand-in (its glyph-name field names the piece). */
function standIn(t: HscTile): EditorPieceInfo | undefined {
  return !isGlyphType(t.type) && t.glyphName?.startsWith(PERSONAL_PREFIX) ? personalPiece(t.glyphName) : undefined;
}

const VS_ONLY = /^\d+ hex(es)? of (\S+ \(height \d+\) written as VirtualScape's |wellspring-water written as VirtualScape personal tiles|pillar \(height \d+\) fit no VirtualScape piece)/;

const isWall = (type: number) => type >= 16201 && type <= 16203;
const isBase = (type: number) => type >= 16101 && type <= 16103;

/** A hex scenario as map-editor JSON. Throws HighgroundError for a map that cannot be written (as export.ts). */
export function scenarioToEditorJson(scenario: Scenario): EditorExportResult {
  const { map: hsc, notes: hscNotes } = scenarioToHsc(scenario);
  // What the .hsc had to approximate and the editor has its own piece for (Laur palms, brush and
  // pillars, wellspring water) is exact here: those notes are about VirtualScape only.
  const notes = hscNotes.filter((n) => !VS_ONLY.test(n));
  const tiles = [...hsc.tiles];
  const at = (t: HscTile) => `${t.x},${t.y},${t.z}`;
  const land = new Map<string, HscTile>();
  const bases = new Set<string>();
  for (const t of tiles) {
    const fam = Math.floor(t.type / 1000);
    if (isBase(t.type)) bases.add(at(t));
    else if (BY_VS.get(t.type)?.kind === 'land' || fam === 17) land.set(at(t), t);
  }
  const dropped = new Set<HscTile>();
  const lower = new Map<HscTile, number>();
  let lowWalls = 0;
  for (const t of tiles) {
    if (!isWall(t.type) || bases.has(`${t.x},${t.y},${t.z - 1}`)) continue;
    const under = land.get(`${t.x},${t.y},${t.z - 1}`);
    if (under) dropped.add(under);
    if (t.z > 0) lower.set(t, t.z - 1);
    else lowWalls++;
  }
  if (lowWalls) notes.push(`${lowWalls} castle wall${lowWalls === 1 ? '' : 's'} on the table: the map editor builds them one level taller`);

  const zoneOf = new Map<string, number>();
  const pieces: Record<string, string> = {};
  let maxX = 0, maxY = 0;
  const left = new Map<string, number>();
  const leave = (why: string) => left.set(why, (left.get(why) ?? 0) + 1);
  const put = (id: string, x: number, y: number, alt: number, rotation: number) => {
    const { q, r } = offsetToAxial({ x, y });
    pieces[`${alt}~${q}~${r}~${rotation}~${id}`] = id;
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  };
  for (const t of tiles) {
    if (dropped.has(t)) continue;
    const fam = Math.floor(t.type / 1000);
    const hexes = tileHexes(t.type, t.rotation, t.x, t.y, t.personal?.hexCount);
    for (const [x, y] of hexes) { maxX = Math.max(maxX, x); maxY = Math.max(maxY, y); }
    if (fam === 18) { leave('figures (the map editor has none)'); continue; }
    if (t.type === 16403) { leave('castle flags (the map editor has none)'); continue; }
    if (isGlyphType(t.type)) {
      const treasure = t.glyphName === 'treasure';
      if (!treasure && t.glyphLetter !== '?') leave(`glyph letters (the editor's glyphs are power or treasure glyphs)`);
      put(treasure ? 'y1' : 'y0', t.x, t.y, t.z, 0);
      continue;
    }
    if (t.type === 15001) {
      const name = t.startAreaName ?? '';
      let n = zoneOf.get(name);
      if (n === undefined) {
        const byColour = START_COLOURS.findIndex((c) => c.rgb.every((v, i) => v === t.color?.[i]));
        n = byColour >= 0 ? byColour + 1 : Math.min(8, zoneOf.size + 1);
        zoneOf.set(name, n);
      }
      put(`z${n}`, t.x, t.y, t.z, 0);
      continue;
    }
    if (t.type === 16402 || t.type === 16301) {
      put(t.type === 16402 ? 'ld' : 'bt', t.x, t.y, t.z, (t.rotation + 1) % 6);
      continue;
    }
    const piece = fam === 17 ? personalPiece(t.personal?.name ?? '') : standIn(t) ?? BY_VS.get(t.type);
    if (!piece) {
      // a personal tile the editor has no piece for: the land under its name's terrain, as grass
      leave(`"${t.personal?.name ?? t.type}" tiles written as 1-hex grass`);
      put('g1', t.x, t.y, t.z, 0);
      continue;
    }
    const marvel = t.type === 11006 || t.type === 11007;
    const [kx, ky] = hexes[marvel ? 1 : 0]!;
    put(piece.id, kx, ky, (lower.get(t) ?? t.z) + (marvel ? 1 : 0), piece.hexCount > 1 || piece.kind === 'bridge' ? t.rotation : 0);
  }
  for (const [why, n] of left) notes.push(`${n} ${why}`);
  return {
    json: {
      hexMap: { id: `highground-${(hsc.name || scenario.title || 'map').toLowerCase().replace(/[^a-z0-9]+/g, '-')}`, name: hsc.name || scenario.title || 'highground map', shape: 'rectangle', width: maxX + 1, length: maxY + 1 },
      boardPieces: pieces,
    },
    notes,
  };
}
