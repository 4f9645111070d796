/**
 * heroscape-map-editor pieces -> map pieces (pieces.ts).
 *
 * The editor keeps a piece at axial (q, r) and turns its shape about that hex: the hexes are the
 * rotation-0 shape turned k x 60 degrees clockwise ((q, r, s) -> (-r, -s, -q) per step) and added to
 * (q, r), with no re-anchoring (its getPieceTemplateCoords / hexUtilsRotateAroundOrigin_000). Its
 * rotation-0 shapes have the same origin as VirtualScape's footprints for every piece except the Marvel
 * ruins, whose editor origin is VirtualScape's second hex (and whose altitude is one above
 * VirtualScape's z). Altitude is VirtualScape's z otherwise (the editor's exporter writes it as posZ).
 * Ladders and battlements: the exporter writes VirtualScape rotation (k + 5) % 6, so our edge is
 * (k + 4) % 6. Castle walls: the editor builds a wall 10 levels up from where it stands, replacing a
 * wall base under it, so a wall on land (no base) fills 10 levels here, one on a base 9.
 * Laur wall sections (lws, lwl, lwr) stand on the sides of a square pillar, at half-step
 * rotations; no scenario key says that yet, so they are reported as not converted.
 */
import { axialToOffset } from '../../geometry/hex/coords.js';
import type { Direction } from '../../geometry/hex/directions.js';
import { rotate } from '../../geometry/hex/transform.js';
import type { EditorMap, EditorPiece } from '../editor-json/read.js';
import { LAND_SHAPES, tileTypeInfo } from '../hsc/tiles.js';
import type { Hex, MapPiece, PieceMap } from './pieces.js';
import { PILLAR_HEIGHT } from './personal.js';
import { START_COLOURS, castleShape, familyTerrain, obstacleTerrain } from './terrain.js';

type Shape = readonly (readonly [number, number])[];

const SIX: Shape = [[0, 0], [1, 0], [2, 0], [-1, 1], [0, 1], [1, 1]];
const FOUR: Shape = [[0, 0], [1, 0], [0, 1], [1, 1]];

/** Editor-only obstacle families and the terrain they become. */
export const EDITOR_OBSTACLE: Readonly<Record<string, string>> = {
  snowtree: 'tree', brush: 'brush', laurjungle: 'palm', laurbrush: 'brush', lavaoutcrop: 'outcrop', laurwall: 'pillar',
};

function editorShape(piece: EditorPiece): Shape {
  const vs = piece.info.vsType;
  if (vs !== null && piece.info.kind !== 'start' && piece.info.kind !== 'glyph') {
    const info = tileTypeInfo(vs);
    if (!info) throw new Error(`${piece.pieceId}: VirtualScape type ${vs} is not in tiles.ts`);
    if (vs === 11006 || vs === 11007) return info.footprint.map(([q, r]) => [q - 1, r] as const);
    return info.footprint;
  }
  const n = piece.info.hexCount;
  if (n === 4) return FOUR;
  if (n === 6) return SIX;
  const shape = LAND_SHAPES.get(n);
  if (!shape) throw new Error(`${piece.pieceId}: no shape with ${n} hexes`);
  return shape;
}

/** The hexes (odd-r) an editor piece covers. */
export function editorPieceHexes(piece: EditorPiece): Hex[] {
  const steps = Math.floor(piece.rotation) % 6;
  return editorShape(piece).map(([q, r]) => {
    const c = axialToOffset(rotate({ q: piece.q + q, r: piece.r + r }, { q: piece.q, r: piece.r }, steps));
    return [c.x, c.y] as const;
  });
}

export function editorPieces(map: EditorMap): PieceMap {
  const pieces = map.pieces.map(editorPiece);
  // The editor builds a castle wall 10 levels up from where it stands, taking the place of the wall
  // base when there is one (its addPiece: the wall overwrites the base's hex and adds 9 above). So a
  // wall on a base fills 9 levels, as in VirtualScape, and a wall standing on land fills 10.
  const bases = new Set<string>();
  for (const p of pieces) if (p.role === 'solid' && p.terrain === 'castle-base') for (const [x, y] of p.hexes) bases.add(`${x},${y},${p.z}`);
  const out = pieces.map((p) =>
    p.role === 'solid' && p.terrain === 'castle-wall' && !p.hexes.every(([x, y]) => bases.has(`${x},${y},${p.z - 1}`))
      ? { ...p, thickness: p.thickness + 1 }
      : p,
  );
  return { name: map.name, author: '', format: 'map-editor json', records: map.pieces.length, pieces: out };
}

function editorPiece(p: EditorPiece): MapPiece {
  const info = p.info;
  const source = `boardPieces[${JSON.stringify(p.key)}] (${info.title})`;
  const hexes = editorPieceHexes(p);
  const vs = info.vsType;
  const base = { source, path: ['boardPieces', p.key], hexes, z: vs === 11006 || vs === 11007 ? p.altitude - 1 : p.altitude };
  switch (info.kind) {
    case 'land':
    case 'bridge':
      return { ...base, role: 'solid', terrain: familyTerrain(info.family), thickness: 1 };
    case 'thin':
      return { ...base, role: 'thin', terrain: familyTerrain(info.family) };
    case 'obstacle': {
      const vsInfo = vs !== null ? tileTypeInfo(vs) : undefined;
      if (vsInfo) return { ...base, role: 'obstacle', terrain: obstacleTerrain(vsInfo), height: vsInfo.sightClearance?.levels ?? 1, ...(vs === 12004 ? { roadWall: true as const } : {}) };
      const terrain = EDITOR_OBSTACLE[info.family];
      if (!terrain) throw new Error(`${source}: no terrain for the editor family ${info.family}`);
      const height = terrain === 'pillar' ? PILLAR_HEIGHT : info.editorHeight ?? 1;
      return { ...base, role: 'obstacle', terrain, height };
    }
    case 'castle': {
      const shape = vs !== null ? castleShape(vs) : undefined;
      if (!shape) throw new Error(`${source}: no castle shape`);
      return { ...base, role: 'solid', terrain: shape.terrain, thickness: shape.thickness, ...(shape.arch ? { doorway: 1 } : {}) };
    }
    case 'edge': {
      if (p.pieceId === 'ld' || p.pieceId === 'bt') {
        const dir = ((Math.floor(p.rotation) + 4) % 6) as Direction;
        return { ...base, role: p.pieceId === 'ld' ? 'ladder' : 'battlement', dir };
      }
      return { ...base, role: 'unsupported', why: 'a Laur wall section (no scenario key for walls on hex edges yet)' };
    }
    case 'glyph':
      return { ...base, role: 'glyph', glyph: p.pieceId === 'y1' ? 'treasure' : '?' };
    case 'start': {
      const n = Number(p.pieceId.slice(1));
      return { ...base, role: 'start', zone: START_COLOURS[n - 1]?.name ?? `zone ${n}` };
    }
  }
}
