/**
 * Facts about a map, the same for a map file and a scenario (`highground info`).
 */
import type { GridBoard } from '../../board/grid.js';
import type { Scenario } from '../scenario/schema.js';
import { levelRange, type BuiltMap } from './columns.js';

export interface MapInfo {
  name: string;
  author: string;
  /** `virtualscape 0.0004`, `map-editor json`, `highground/1`. */
  format: string;
  /** Tile records (or board pieces) in the file; null for a scenario, which has none. */
  tiles: number | null;
  /** Distinct places covered by terrain: in a map file, by every tile that is not a glyph, start area or figure. */
  hexes: number;
  /** [lowest, highest] standing level, or null for an empty map. */
  levels: [number, number] | null;
  /** Glyph tiles (map file) or places with a glyph (scenario). */
  glyphs: number;
  /** Start-area hexes. */
  startZones: number;
  figures: number;
}

export function builtMapInfo(map: BuiltMap): MapInfo {
  return {
    name: map.name, author: map.author, format: map.format, tiles: map.records, hexes: map.terrainHexes,
    levels: levelRange(map) ?? null, glyphs: map.glyphs, startZones: map.startHexes, figures: map.figures.length,
  };
}

export function scenarioMapInfo(scenario: Scenario, board: GridBoard | undefined): MapInfo {
  const map = scenario.map;
  let hexes = 0;
  let glyphs = 0;
  let starts = 0;
  let lo = Infinity;
  let hi = -Infinity;
  for (const p of board?.places ?? []) {
    if (!p.surfaces.length) continue;
    hexes++;
    if (p.surfaces.some((s) => s.glyph !== undefined)) glyphs++;
    if (p.surfaces.some((s) => s.start !== undefined)) starts++;
    for (const s of p.surfaces) {
      lo = Math.min(lo, s.level);
      hi = Math.max(hi, s.level);
    }
  }
  return {
    name: map.name ?? scenario.title ?? '', author: map.author ?? '', format: scenario.format, tiles: null, hexes,
    levels: lo === Infinity ? null : [lo, hi], glyphs, startZones: starts, figures: Object.keys(scenario.figures ?? {}).length,
  };
}

export function formatInfo(info: MapInfo): string {
  const lines: [string, string][] = [
    ['name', info.name || '(none)'],
    ['author', info.author || '(none)'],
    ['format', info.format],
    ['tiles', info.tiles === null ? '-' : String(info.tiles)],
    ['hexes', String(info.hexes)],
    ['levels', info.levels ? `${info.levels[0]}..${info.levels[1]}` : '-'],
    ['glyphs', String(info.glyphs)],
    ['startZones', String(info.startZones)],
    ['figures', String(info.figures)],
  ];
  return lines.map(([k, v]) => `${(k + ':').padEnd(12)}${v}`).join('\n');
}
