/** `highground analyze`: the numbers as text or JSON, heat maps as SVG files, user errors with exit 2. */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from './helpers/cli.js';

const MAPS = join(import.meta.dirname, '..', '..', 'shared', 'maps', 'heroscape');

const dir = mkdtempSync(join(tmpdir(), 'hg-analyze-'));
const zones = join(dir, 'zones.yaml');
writeFileSync(zones, `format: highground/1
title: Two zones and a glyph
ruleset: tft-3d
map:
  grid: hex
  rows: |
    r . . . . . b
    r . . g . . b
    r . . . . . b
  legend:
    ".": { level: 0, terrain: grass }
    r: { level: 0, terrain: grass, start: red }
    b: { level: 0, terrain: grass, start: blue }
    g: { level: 0, terrain: grass, glyph: astrid }
`);

describe('highground analyze', () => {
  it('prints the fairness table and the verdict', async () => {
    const r = await cli('analyze', zones);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Two zones and a glyph (tft-3d, hex map, 21 standing places)');
    expect(r.out).toMatch(/zone\s+sees\s+seen from/);
    expect(r.out).toContain('verdict: Even');
  });

  it('--json gives the numbers; --move changes the turns', async () => {
    const r = await cli('analyze', zones, '--json', '--move', '2');
    expect(r.code).toBe(0);
    const a = JSON.parse(r.out);
    expect(a.figure.move).toBe(2);
    const red = a.zones.find((z: { name: string }) => z.name === 'red');
    // the glyph is 3 hexes away: 3 MA, two turns of 2
    expect(red.glyphs[0]).toMatchObject({ glyph: 'astrid', cost: 3, turns: 2 });
  });

  it('-o writes one SVG heat map per layer, with the overlay and its legend', async () => {
    const out = join(dir, 'pics');
    const r = await cli('analyze', zones, '-o', out);
    expect(r.code).toBe(0);
    const files = readdirSync(out).sort();
    expect(files).toEqual(['zones-paths.svg', 'zones-perches.svg', 'zones-reach-blue.svg', 'zones-reach-red.svg', 'zones-relief.svg', 'zones-seen-from.svg', 'zones-sees.svg']);
    const svg = readFileSync(join(out, 'zones-sees.svg'), 'utf8');
    expect(svg).toContain('class="overlay"');
    expect(svg).toContain('Places seen (of 21)');
  });

  it('reads a shared .hsc map, judged by heroscape by default and by tft-3d on request', async () => {
    const file = join(MAPS, 'virtualscape', 'vs_Table_des_geants.hsc');
    const t = await cli('analyze', file, '--json', '--ruleset', 'tft-3d');
    expect(t.code).toBe(0);
    expect(JSON.parse(t.out)).toMatchObject({ ruleset: 'tft-3d', grid: 'hex', method: { sight: 'viewshed', movement: 'reachMap' } });
    const h = await cli('analyze', file, '--json');
    expect(h.code).toBe(0);
    expect(JSON.parse(h.out)).toMatchObject({ ruleset: 'heroscape', grid: 'hex', method: { sight: 'viewshedAt', movement: 'questions' } });
  });

  it('analyses a Malifaux table: balance, thirds, sight from the deployment zones, four pictures', async () => {
    const table = join(dir, 'table.yaml');
    writeFileSync(table, 'format: highground/1\nruleset: malifaux\nmap:\n  grid: table\n  size: [24, 24]\n  deployment: { red: { rect: [0, 0, 24, 6] }, blue: { rect: [0, 18, 24, 6] } }\n  pieces:\n    - { id: wall, kind: building, shape: { rect: [0, 10, 24, 4] } }\n');
    const out = join(dir, 'table-pics');
    const r = await cli('analyze', table, '--step', '6', '-o', out);
    expect(r.code).toBe(0);
    // a building right across the middle: neither zone sees the other
    expect(r.out).toContain('red: 12 sample points see');
    expect(r.out).toContain('0% of blue');
    expect(readdirSync(out).sort()).toEqual(['table-sight-blue.svg', 'table-sight-red.svg', 'table-symmetry.svg', 'table-thirds.svg']);
  });

  it('exits 2 on bad input: a ruleset for a scenario, a bad height, a table', async () => {
    const a = await cli('analyze', zones, '--ruleset', 'c3g-buildings');
    expect(a.code).toBe(2);
    expect(a.err).toContain('--ruleset is for map files');
    const b = await cli('analyze', zones, '--height', '0');
    expect(b.code).toBe(2);
    expect(b.err).toContain('--height must be a positive whole number');
    const c = await cli('analyze', zones, '--step', '-1');
    expect(c.code).toBe(2);
    expect(c.err).toContain('--step must be a positive whole number');
    const d = await cli('analyze', join(MAPS, 'virtualscape', 'vs_test.hsc'), '--ruleset', 'heroclix');
    expect(d.code).toBe(2);
  });
});
