/**
 * Issue 14: a map goes back to heroscape-map-editor JSON. Every shared map, imported, written as editor
 * JSON and imported again, keeps the solid layers of every place (so the gaps under bridges and
 * plateaus), its standing levels and the terrain on top; what the editor cannot hold is in the notes.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { hexTerrain } from '../../src/board/hex-board.js';
import { readEditorJson } from '../../src/formats/editor-json/read.js';
import { scenarioToEditorJson } from '../../src/formats/heroscape/export-editor.js';
import { importMapFile } from '../../src/formats/heroscape/files.js';
import { importEditorJson } from '../../src/formats/heroscape/import.js';
import { buildGridBoard } from '../../src/formats/scenario/grid.js';
import type { Scenario } from '../../src/formats/scenario/schema.js';

const ROOT = fileURLToPath(new URL('../../../shared/maps/heroscape/', import.meta.url));
const MAPS = [
  ...readdirSync(ROOT + 'virtualscape').map((f) => `virtualscape/${f}`),
  ...readdirSync(ROOT + 'editor-json').map((f) => `editor-json/${f}`),
].filter((f) => /\.(hsc|json)$/.test(f)).sort();

/** Per file hex: solid layers, standing levels with the ground terrain and obstacle of each. */
function places(s: Scenario): Map<string, string> {
  if (s.map.grid !== 'hex') throw new Error('hex map expected');
  const t = hexTerrain(buildGridBoard(s.map, { groundLevel: 0 }));
  const [ox, oy] = s.map.origin ?? [0, 0];
  const out = new Map<string, string>();
  for (let i = 0; i < t.width * t.height; i++) {
    const solid: number[] = [];
    for (const c of t.solids[i]!) if (c.what === 'column') for (let l = c.lo; l < c.hi; l++) solid.push(l);
    const surf = t.surfaces.slice(t.first[i]!, t.first[i + 1]!).map((x) => `${x.level}:${x.terrain.join('+')}:${x.obstacle}`);
    if (solid.length || surf.length) out.set(`${(i % t.width) + ox},${Math.floor(i / t.width) + oy}`, `${solid.join(' ')} | ${surf.join(' ')}`);
  }
  return out;
}

describe('export to heroscape-map-editor JSON', () => {
  it.each(MAPS)('%s keeps every place through editor JSON', (name) => {
    const s1 = importMapFile(name, readFileSync(ROOT + name), { ruleset: 'tft-3d' }).scenario;
    const { json } = scenarioToEditorJson(s1);
    const s2 = importEditorJson(readEditorJson(JSON.stringify(json), 'back.json'), { ruleset: 'tft-3d' }).scenario;
    const a = places(s1), b = places(s2);
    const diffs = [...new Set([...a.keys(), ...b.keys()])].filter((k) => a.get(k) !== b.get(k)).map((k) => `${k}: ${a.get(k)} -> ${b.get(k)}`);
    expect(diffs.slice(0, 10)).toEqual([]);
  });
});
