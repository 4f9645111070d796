/**
 * Fit an imported map to a ruleset's vocabulary, when the ruleset reads fewer terrain names or cell
 * keys than an import writes (terrain.ts). tft-3d, for instance, knows grass, rock, sand, road, water,
 * tree and wall, and reads `obstacle` and `depth` but no glyphs, start zones, ladders or battlements.
 *
 * Each name the vocabulary lacks is replaced by the first of its stand-ins the vocabulary has (paved
 * and built floors read as road, other ground as grass, cooled lava as rock, every water as water,
 * trees and plants as tree, every other obstacle as wall; the obstacle's height is kept), and each
 * cell key it lacks is left out. Every replacement and omission is reported in the notes (and so in
 * the scenario's description); `--keep-all` skips this step.
 */
import type { BuiltMap, BuiltSurface } from './columns.js';

/** The parts of a ruleset's vocabulary the importer needs (engine/ruleset.ts `Vocabulary`). */
export interface TargetVocabulary {
  readonly terrain: Readonly<Record<string, string>>;
  readonly cellKeys: readonly string[];
  readonly figureKeys: readonly string[];
}

const STAND_INS: Readonly<Record<string, readonly string[]>> = {
  dungeon: ['road', 'grass'],
  castle: ['road', 'grass'],
  'castle-wall': ['castle', 'road', 'grass'],
  'castle-base': ['castle', 'road', 'grass'],
  'castle-arch': ['castle', 'road', 'grass'],
  concrete: ['road', 'grass'],
  asphalt: ['road', 'grass'],
  'lava-field': ['rock', 'grass'],
  swamp: ['grass'],
  snow: ['grass'],
  shadow: ['grass'],
  personal: ['grass'],
  ice: ['grass'],
  lava: ['grass'],
  'swamp-water': ['water', 'grass'],
  'wellspring-water': ['water', 'grass'],
  palm: ['tree', 'wall'],
  brush: ['tree', 'wall'],
  tree: ['wall'],
  ruin: ['wall'],
  'marvel-ruin': ['ruin', 'wall'],
  glacier: ['wall'],
  outcrop: ['wall'],
  hive: ['wall'],
  pillar: ['wall'],
};

const FEATURE_KEYS = ['glyph', 'start', 'ladder', 'ladderHeight', 'battlement', 'battlementLayer', 'flag', 'flagLayer', 'glyphName', 'glyphType', 'railing'] as const;

/** Adapt the map in place to `v`; returns notes saying what changed. */
export function adaptToVocabulary(map: BuiltMap, v: TargetVocabulary, rulesetId: string): string[] {
  const has = (name: string) => Object.prototype.hasOwnProperty.call(v.terrain, name);
  const replaced = new Map<string, string | null>();
  const replace = (name: string): string | null => {
    if (has(name)) return name;
    let r = replaced.get(name);
    if (r === undefined) {
      r = (STAND_INS[name] ?? []).find(has) ?? null;
      replaced.set(name, r);
    }
    return r;
  };
  const dropped = new Map<string, number>();
  let obstacleDropped = 0;
  const fit = (s: BuiltSurface) => {
    const names: string[] = [];
    for (const t of s.terrain) {
      const r = replace(t);
      if (r !== null && !names.includes(r)) names.push(r);
    }
    s.terrain = names;
    for (const k of FEATURE_KEYS) {
      if (s[k] !== undefined && !v.cellKeys.includes(k)) {
        dropped.set(k, (dropped.get(k) ?? 0) + 1);
        delete s[k];
      }
    }
    if (s.obstacle !== undefined && !v.cellKeys.includes('obstacle')) {
      obstacleDropped++;
      delete s.obstacle;
    }
  };
  for (const c of map.columns.values()) for (const s of c.surfaces) fit(s);

  const notes: string[] = [];
  for (const [from, to] of replaced) {
    notes.push(to === null ? `terrain "${from}" left out (${rulesetId} has no such terrain)` : `terrain "${from}" written as "${to}" (${rulesetId} has no "${from}")`);
  }
  for (const [k, n] of dropped) notes.push(`${n} ${k} mark${n === 1 ? '' : 's'} left out (${rulesetId} does not read "${k}"; import with --keep-all to keep them)`);
  if (obstacleDropped) notes.push(`${obstacleDropped} obstacle heights left out (${rulesetId} does not read "obstacle")`);
  return notes;
}
