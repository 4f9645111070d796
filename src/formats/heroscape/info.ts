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
  /** Places with a standing surface: the places the imported scenario has (a map file is counted as its import). */
  hexes: number;
  /** [lowest, highest] standing level, or null for an empty map. */
  levels: [number, number] | null;
  /** Glyph tiles (map file) or places with a glyph (scenario). */
  glyphs: number;
  /** Start zones (distinct names). */
  startZones: number;
  /** Hexes in a start zone. */
  startHexes: number;
  figures: number;
}

export function builtMapInfo(map: BuiltMap): MapInfo {
  const zones = new Set<string>();
  let startHexes = 0;
  for (const c of map.columns.values()) {
    const names = c.surfaces.flatMap((s) => (s.start !== undefined ? [s.start] : []));
    for (const n of names) zones.add(n);
    if (names.length) startHexes++;
  }
  return {
    name: map.name, author: map.author, format: map.format, tiles: map.records, hexes: [...map.columns.values()].filter((c) => c.surfaces.length).length,
    levels: levelRange(map) ?? null, glyphs: map.glyphs, startZones: zones.size, startHexes, figures: map.figures.length,
  };
}

export function scenarioMapInfo(scenario: Scenario, board: GridBoard | undefined): MapInfo {
  const map = scenario.map;
  let hexes = 0;
  let glyphs = 0;
  let starts = 0;
  const zones = new Set<string>();
  let lo = Infinity;
  let hi = -Infinity;
  for (const p of board?.places ?? []) {
    if (!p.surfaces.length) continue;
    hexes++;
    if (p.surfaces.some((s) => s.glyph !== undefined)) glyphs++;
    if (p.surfaces.some((s) => s.start !== undefined)) starts++;
    for (const s of p.surfaces) if (s.start !== undefined) zones.add(s.start);
    for (const s of p.surfaces) {
      lo = Math.min(lo, s.level);
      hi = Math.max(hi, s.level);
    }
  }
  return {
    name: map.name ?? scenario.title ?? '', author: map.author ?? '', format: scenario.format, tiles: null, hexes,
    levels: lo === Infinity ? null : [lo, hi], glyphs, startZones: zones.size, startHexes: starts, figures: Object.keys(scenario.figures ?? {}).length,
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
    ['startHexes', String(info.startHexes)],
    ['figures', String(info.figures)],
  ];
  return lines.map(([k, v]) => `${(k + ':').padEnd(12)}${v}`).join('\n');
}
