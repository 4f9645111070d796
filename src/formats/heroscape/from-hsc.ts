/**
 * VirtualScape tiles -> map pieces (pieces.ts).
 *
 * Edge pieces: VirtualScape's rotation r of a ladder or battlement puts its back on our hex edge
 * (r + 5) % 6 (0 = east, clockwise). Found on the sample castle (vs_The_West_Barbican_of_Idona_Castle:
 * every ladder's edge faces the wall it climbs) and on dissolutio_ladders.hsc (every battlement's edge
 * faces the raised hex it guards); the map editor's exporter applies the same one-step turn.
 *
 * Figures: the rotation is the figure's facing. A 2-hex figure's rotation-0 shape is (0, 0), (1, 0):
 * we take the first hex as its rear and the second as its front, so it faces the direction of the
 * rotation.
 */
import type { Direction } from '../../geometry/hex/directions.js';
import { tileHexes } from '../hsc/footprint.js';
import type { HscMap, HscTile } from '../hsc/model.js';
import { hscTileOffset } from '../hsc/read.js';
import { GLYPH_BASE, isGlyphType, tileTypeInfo } from '../hsc/tiles.js';
import type { Hex, MapPiece, PieceMap } from './pieces.js';
import { castleShape, familyTerrain, obstacleTerrain, startZoneName } from './terrain.js';
import { personalPiece, standInPiece } from './personal.js';

export function edgeDirFromRotation(rotation: number): Direction {
  return ((rotation + 5) % 6) as Direction;
}

export function glyphOfType(type: number): string {
  return type === 14001 ? '?' : String.fromCharCode(type - GLYPH_BASE);
}

/**
 * The glyph's own letter byte (tile version 0.0002+), when it is a printable character: VirtualScape
 * keeps it apart from the type id, and older maps store '?' on types such as 14061 ('=').
 */
function storedGlyphLetter(t: HscTile): string | undefined {
  const c = t.glyphLetter?.charCodeAt(0);
  return c !== undefined && c >= 0x21 && c <= 0xff && c !== 0x7f ? t.glyphLetter : undefined;
}

export function hscPieces(map: HscMap): PieceMap {
  const pieces = map.tiles.map((t, i) => tilePiece(t, i));
  return { name: map.name, author: map.author, format: `virtualscape ${map.versionText}`, records: map.tiles.length, pieces, players: map.playerNumber, text: map.scenario };
}

function tilePiece(t: HscTile, index: number): MapPiece {
  const info = tileTypeInfo(t.type);
  // numbered from 1, as the reader's errors number them (read.ts readTile), so one record has one name
  const n = index + 1;
  if (!info) throw new Error(`tile ${n}: unknown type ${t.type} (the reader lets none through)`);
  const source = `tile ${n} (${info.className})`;
  const hexes: Hex[] = tileHexes(t.type, t.rotation, t.x, t.y, t.personal?.hexCount);
  const offset = hscTileOffset(t);
  const base = { source, hexes, z: t.z, ...(offset !== undefined ? { offset } : {}) };
  switch (info.category) {
    case 'land':
    case 'bridge':
      return { ...base, role: 'solid', terrain: familyTerrain(info.family), thickness: 1 };
    case 'thin':
      return { ...base, role: 'thin', terrain: familyTerrain(info.family) };
    case 'obstacle': {
      // A piece VirtualScape has no tile for, written as its nearest piece with its own name in the tile's
      // unused glyph-name field (export.ts `STAND_INS`): read back as that piece.
      const own = standInPiece(t.glyphName);
      if (own) return { ...base, role: 'obstacle', terrain: own.terrain, height: own.height };
      return { ...base, role: 'obstacle', terrain: obstacleTerrain(info), height: info.sightClearance?.levels ?? 1, ...(t.type === 12004 ? { roadWall: true as const } : {}) };
    }
    case 'castle': {
      const shape = castleShape(t.type);
      if (!shape) throw new Error(`${source}: no castle shape`);
      return { ...base, role: 'solid', terrain: shape.terrain, thickness: shape.thickness, ...(shape.arch ? { doorway: 1 } : {}) };
    }
    case 'edge': {
      const role = t.type === 16402 ? 'ladder' : t.type === 16301 ? 'battlement' : 'flag';
      return { ...base, role, dir: edgeDirFromRotation(t.rotation) };
    }
    case 'glyph': {
      const glyph = storedGlyphLetter(t) ?? (isGlyphType(t.type) ? glyphOfType(t.type) : '?');
      const own = glyph.length === 1 ? GLYPH_BASE + glyph.charCodeAt(0) : undefined;
      return { ...base, role: 'glyph', glyph, ...(t.glyphName ? { name: t.glyphName } : {}), ...(t.type !== own ? { tileType: t.type } : {}) };
    }
    case 'start':
      return { ...base, role: 'start', zone: startZoneName(t.startAreaName, t.color), ...(t.color ? { color: [...t.color] as [number, number, number] } : {}) };
    case 'figure': {
      const front = hexes[hexes.length - 1]!;
      return { ...base, role: 'figure', name: t.figure?.name || info.className, front, facing: (t.rotation % 6) as Direction, ...(t.figure ? { file: t.figure.file } : {}) };
    }
    case 'personal':
      return personalPiece(base, t.personal?.name ?? '');
  }
}
