/**
 * Map pieces -> the column of standing surfaces at each hex.
 *
 * Per hex: every solid piece fills its levels [z, z + thickness) (a castle arch's doorway hex only its
 * top level); a thin tile at z fills [z - 1, z) when nothing does (so stacked water stays one column)
 * and gives the surface at level z its terrain. Each maximal run of filled levels [a, b) is a standing
 * surface at level b, lowest first: a hex with a gap (a bridge over a road, a wall walk over a
 * courtyard) gets several, each remembering where its run starts (so a plateau over a tomb keeps its
 * thickness and the gap under it). A thin tile at z = 0 is a surface on the table, level 0.
 *
 * Obstacles, glyphs and start areas at z belong to the surface at level z; where there is none (a tree
 * on the bare table), a surface at level z is made for them. A ladder belongs to the highest surface at
 * or below its z (ladder pieces are stacked two levels apart). A battlement at hex h facing edge d
 * guards the neighbour n across that edge: it goes on n's surface at level z or z + 1 (on the edge
 * facing h), else on h's own surface. Figures stand on the surface at level z of their front hex.
 */
import { neighbour, opposite, type Direction } from '../../geometry/hex/directions.js';
import { axialToOffset, offsetToAxial } from '../../geometry/hex/coords.js';
import type { FigurePiece, Hex, MapPiece, PieceMap } from './pieces.js';
import { THIN_TERRAIN } from './terrain.js';
import { HighgroundError } from '../../errors.js';

export interface BuiltSurface {
  level: number;
  /**
   * Bottom of the run of solid levels this surface tops (the file's pieces fill [solidFrom, level)).
   * Absent for a surface made for a piece with nothing under it, and for a surface on the table.
   */
  solidFrom?: number;
  /** Ground terrain first (absent on the bare table), then obstacles. */
  terrain: string[];
  obstacle?: number;
  ladder?: Direction[];
  /** Levels the ladder pieces rise, from the surface to the top of the highest piece. */
  ladderHeight?: number;
  battlement?: Direction[];
  /** File layer of the battlement pieces when it is not the surface's level. */
  battlementLayer?: number;
  flag?: Direction[];
  flagLayer?: number;
  glyph?: string;
  glyphName?: string;
  glyphType?: number;
  /** Bridge railings: road walls standing beside the bridge, on these edges of it. */
  railing?: Direction[];
  start?: string;
}

export interface Column {
  readonly x: number;
  readonly y: number;
  /** Lowest first. */
  readonly surfaces: BuiltSurface[];
}

export interface BuiltFigure {
  name: string;
  at: Hex;
  level: number;
  hexes: 1 | 2;
  facing: Direction;
  file?: string;
}

export interface BuiltMap {
  name: string;
  author: string;
  format: string;
  records: number;
  /** The number of players the file names, and its scenario text (VirtualScape). */
  players?: string;
  text?: string;
  /** Start zone colours by zone name, as the file gives them. */
  zones?: Map<string, [number, number, number]>;
  /** Keyed by `x,y` (file coordinates). */
  columns: Map<string, Column>;
  figures: BuiltFigure[];
  /** Distinct hexes covered by pieces other than glyphs, start areas and figures. */
  terrainHexes: number;
  glyphs: number;
  startHexes: number;
  /** What could not be shown, or was placed by a fallback rule, for the user. */
  notes: string[];
}

const key = (x: number, y: number) => `${x},${y}`;

const THIN: ReadonlySet<string> = new Set(THIN_TERRAIN);
const isThin = (s: BuiltSurface) => s.terrain[0] !== undefined && THIN.has(s.terrain[0]);

interface Work {
  filled: Map<number, string>;
  thin: Map<number, string>;
  pieces: MapPiece[];
}

function neighbourHex([x, y]: Hex, d: Direction): Hex {
  const o = axialToOffset(neighbour(offsetToAxial({ x, y }), d));
  return [o.x, o.y];
}

export function buildColumns(map: PieceMap): BuiltMap {
  const work = new Map<string, Work>();
  const at = (x: number, y: number): Work => {
    const k = key(x, y);
    let w = work.get(k);
    if (!w) work.set(k, (w = { filled: new Map(), thin: new Map(), pieces: [] }));
    return w;
  };
  const notes: string[] = [];
  const zones = new Map<string, [number, number, number]>();
  const terrainHexes = new Set<string>();
  const startHexes = new Set<string>();
  let glyphs = 0;
  const unsupported = new Map<string, number>();

  // 1. solid and thin fill
  for (const p of map.pieces) {
    if (p.role !== 'glyph' && p.role !== 'start' && p.role !== 'figure') for (const [x, y] of p.hexes) terrainHexes.add(key(x, y));
    if (p.role === 'solid') {
      p.hexes.forEach(([x, y], i) => {
        const w = at(x, y);
        // counted in steps, not compared with the top: past 2^53 a level + 1 is the same level, and a
        // loop `l < z + thickness; l++` never ends (a 6 kB editor file, fuzz seed 5150277)
        const levels = i === p.doorway ? Math.min(1, p.thickness) : p.thickness;
        for (let n = 0, l = p.z + p.thickness - levels; n < levels; n++, l++) w.filled.set(l, p.terrain);
      });
    } else if (p.role === 'thin') {
      for (const [x, y] of p.hexes) {
        const w = at(x, y);
        w.thin.set(p.z, p.terrain);
      }
    }
  }
  for (const w of work.values()) {
    for (const z of w.thin.keys()) if (z >= 1 && !w.filled.has(z - 1)) w.filled.set(z - 1, w.thin.get(z)!);
  }

  // 2. surfaces
  const columns = new Map<string, Column>();
  for (const [k, w] of work) {
    const [x, y] = k.split(',').map(Number) as [number, number];
    const levels = [...w.filled.keys()].sort((a, b) => a - b);
    const surfaces: BuiltSurface[] = [];
    if (w.thin.has(0)) surfaces.push({ level: 0, terrain: [w.thin.get(0)!] });
    for (let i = 0; i < levels.length; i++) {
      const l = levels[i]!;
      if (levels[i + 1] === l + 1) continue;
      const top = l + 1;
      let from = l;
      while (w.filled.has(from - 1)) from--;
      surfaces.push({ level: top, solidFrom: from, terrain: [w.thin.get(top) ?? w.filled.get(l)!] });
    }
    if (surfaces.length) columns.set(k, { x, y, surfaces });
  }

  const column = (x: number, y: number): Column => {
    const k = key(x, y);
    let c = columns.get(k);
    if (!c) columns.set(k, (c = { x, y, surfaces: [] }));
    return c;
  };
  const made = new Map<string, string[]>();
  const surfaceAt = (x: number, y: number, level: number, source: string, make: boolean): BuiltSurface | undefined => {
    const c = column(x, y);
    // VirtualScape stacks a piece on a thin tile one layer up: a glyph on water at z lies at z + 1.
    let s = c.surfaces.find((t) => t.level === level) ?? c.surfaces.find((t) => t.level === level - 1 && isThin(t));
    if (!s && make) {
      // nothing under the piece: a surface with no solid of its own (thickness 0), not a column from the table
      s = { level, solidFrom: level, terrain: [] };
      c.surfaces.push(s);
      c.surfaces.sort((a, b) => a.level - b.level);
      if (level > 0) {
        const list = made.get(source) ?? [];
        list.push(`[${x}, ${y}]`);
        made.set(source, list);
      }
    }
    return s;
  };

  // 3. features
  const figures: FigurePiece[] = [];
  // A road wall hex with nothing under it, beside a bridge (a road surface one level above the wall's
  // base): the wall is the bridge's railing, so it goes on the bridge's edges toward that hex rather
  // than standing in mid-air as an obstacle. export.ts puts the wall piece back from the railings.
  const railed = new Set<string>();
  const railingBeside = (x: number, y: number, z: number): boolean => {
    if (columns.get(key(x, y))?.surfaces.some((s) => s.level === z)) return false;
    let any = false;
    for (let d = 0; d < 6; d++) {
      const [nx, ny] = neighbourHex([x, y], d as Direction);
      const bridge = columns.get(key(nx, ny))?.surfaces.find((s) => s.level === z + 1 && s.terrain[0] === 'road');
      if (!bridge) continue;
      addEdge(bridge, 'railing', opposite(d as Direction));
      any = true;
    }
    return any;
  };
  // A place holds one glyph and one start zone: a second, different one would be silently dropped, so
  // it is refused naming both pieces; the same one twice loses nothing and is only noted.
  const placedBy = new Map<BuiltSurface, { glyph?: MapPiece; start?: MapPiece }>();
  const putOnce = (s: BuiltSurface, x: number, y: number, p: MapPiece, k: 'glyph' | 'start', value: string) => {
    const by = placedBy.get(s) ?? {};
    placedBy.set(s, by);
    const first = by[k];
    if (first && s[k] !== value) {
      const what = k === 'glyph' ? 'glyph' : 'start zone';
      throw new HighgroundError(
        `${p.source} puts ${what} ${JSON.stringify(value)} on hex [${x}, ${y}] at level ${s.level}, where ${first.source} already put ${what} ${JSON.stringify(s[k])}; ` +
          `a place holds one ${what}, so one would be lost: remove one of the two tiles`,
        p.offset !== undefined ? { offset: p.offset } : { path: p.path ?? [p.source] },
      );
    }
    if (first) notes.push(`${p.source}: the same ${k === 'glyph' ? 'glyph' : 'start zone'} ${JSON.stringify(value)} as ${first.source} on hex [${x}, ${y}]; kept once`);
    else by[k] = p;
    s[k] = value;
  };
  for (const p of map.pieces) {
    switch (p.role) {
      case 'obstacle':
        for (const [x, y] of p.hexes) {
          if (p.roadWall && railingBeside(x, y, p.z)) {
            railed.add(p.source);
            continue;
          }
          const s = surfaceAt(x, y, p.z, p.source, true)!;
          s.obstacle = Math.max(s.obstacle ?? 0, p.height);
          if (!s.terrain.includes(p.terrain)) s.terrain.push(p.terrain);
        }
        break;
      case 'glyph':
        glyphs++;
        for (const [x, y] of p.hexes) {
          const s = surfaceAt(x, y, p.z, p.source, true)!;
          putOnce(s, x, y, p, 'glyph', p.glyph);
          if (p.name !== undefined) s.glyphName = p.name;
          if (p.tileType !== undefined) s.glyphType = p.tileType;
        }
        break;
      case 'start':
        if (p.color && !zones.has(p.zone)) zones.set(p.zone, [...p.color]);
        for (const [x, y] of p.hexes) {
          startHexes.add(key(x, y));
          putOnce(surfaceAt(x, y, p.z, p.source, true)!, x, y, p, 'start', p.zone);
        }
        break;
      case 'ladder':
        for (const [x, y] of p.hexes) {
          const c = column(x, y);
          const below = c.surfaces.filter((s) => s.level <= p.z).at(-1) ?? surfaceAt(x, y, p.z, p.source, true)!;
          addEdge(below, 'ladder', p.dir);
          // ladder pieces stack two levels apart: the ladder rises to the top of the highest one
          const height = p.z + 2 - below.level;
          if (height > (below.ladderHeight ?? 2)) below.ladderHeight = height;
        }
        break;
      case 'battlement':
        for (const h of p.hexes) {
          const [nx, ny] = neighbourHex(h, p.dir);
          const guarded = surfaceAt(nx, ny, p.z, p.source, false) ?? surfaceAt(nx, ny, p.z + 1, p.source, false);
          if (guarded) {
            addEdge(guarded, 'battlement', opposite(p.dir));
            if (p.z !== guarded.level) guarded.battlementLayer = p.z;
          }
          else {
            const own = column(h[0], h[1]).surfaces.filter((s) => s.level <= p.z).at(-1) ?? surfaceAt(h[0], h[1], p.z, p.source, true)!;
            addEdge(own, 'battlement', p.dir);
            notes.push(`${p.source}: no raised surface across edge ${p.dir} of [${h[0]}, ${h[1]}]; the battlement is put on the hex's own edge`);
          }
        }
        break;
      case 'flag':
        for (const [x, y] of p.hexes) {
          const c = column(x, y);
          const s = c.surfaces.filter((t) => t.level <= p.z).at(-1) ?? surfaceAt(x, y, p.z, p.source, true)!;
          addEdge(s, 'flag', p.dir);
          if (p.z !== s.level) s.flagLayer = p.z;
        }
        break;
      case 'unsupported':
        unsupported.set(p.why, (unsupported.get(p.why) ?? 0) + 1);
        break;
      case 'figure':
        figures.push(p);
        break;
      default:
        break;
    }
  }
  for (const [k, c] of columns) if (!c.surfaces.length) columns.delete(k);

  // Two figures on one place would make a scenario that cannot load: refused here, naming the hex.
  const standing = new Map<string, FigurePiece>();
  for (const f of figures) {
    const level = surfaceAt(f.front[0], f.front[1], f.z, f.source, true)!.level;
    for (const [x, y] of f.hexes) {
      const k = `${x},${y},${level}`;
      const other = standing.get(k);
      if (other) {
        throw new HighgroundError(
          `${f.source} (${JSON.stringify(f.name)}) stands on hex [${x}, ${y}] at level ${level}, where ${other.source} (${JSON.stringify(other.name)}) already stands; ` +
            'two figures cannot share a hex: move or remove one',
          f.offset !== undefined ? { offset: f.offset } : { path: f.path ?? [f.source] },
        );
      }
      standing.set(k, f);
    }
  }
  const built: BuiltFigure[] = figures.map((f) => {
    const [x, y] = f.front;
    const s = surfaceAt(x, y, f.z, f.source, true)!;
    return { name: f.name, at: f.front, level: s.level, hexes: f.hexes.length === 2 ? 2 : 1, facing: f.facing, ...(f.file !== undefined ? { file: f.file } : {}) };
  });

  for (const [source, hexes] of made) {
    notes.push(`${source}: nothing under it at ${hexes.join(' ')}; it stands on a surface made at its base`);
  }
  for (const source of railed) notes.push(`${source}: a road wall beside a bridge, read as railings on the bridge's edges`);
  for (const [why, n] of unsupported) notes.push(`${n} piece${n === 1 ? '' : 's'} not converted: ${why}`);
  return {
    name: map.name, author: map.author, format: map.format, records: map.records, players: map.players, text: map.text, zones, columns, figures: built,
    terrainHexes: terrainHexes.size, glyphs, startHexes: startHexes.size, notes,
  };
}

function addEdge(s: BuiltSurface, k: 'ladder' | 'battlement' | 'flag' | 'railing', d: Direction): void {
  const list = (s[k] ??= []);
  if (!list.includes(d)) {
    list.push(d);
    list.sort((a, b) => a - b);
  }
}

/**
 * The `thickness` key a surface needs in the scenario: its run's length where it differs from the
 * model's default (hex-board.ts: down to the table for the lowest surface, one level above it).
 */
export function thicknessKey(s: BuiltSurface, slot: number): number | undefined {
  if (s.solidFrom === undefined) return undefined;
  const t = s.level - s.solidFrom;
  const dflt = slot === 0 ? s.level - Math.min(0, s.level) : 1;
  return t !== dflt && t >= 0 ? t : undefined;
}

/** [lowest, highest] standing level over every column, or undefined for an empty map. */
export function levelRange(map: BuiltMap): [number, number] | undefined {
  let lo = Infinity;
  let hi = -Infinity;
  for (const c of map.columns.values()) for (const s of c.surfaces) {
    lo = Math.min(lo, s.level);
    hi = Math.max(hi, s.level);
  }
  return lo === Infinity ? undefined : [lo, hi];
}
