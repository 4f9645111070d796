/**
 * Issue 14: YAML written by highground is read the same by YAML 1.1 and 1.2 readers: tokens such as
 * `=`, `y`, `no`, `on`, `012` and `1:30` are quoted (a 1.1 reader takes them for a value tag, booleans,
 * an octal and a sexagesimal number). Checked with the yaml package in both modes over every imported
 * shared map and a scenario made of such tokens.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { importMapFile } from '../../src/formats/heroscape/files.js';
import { writeScenario } from '../../src/formats/scenario/write.js';
import type { Scenario } from '../../src/formats/scenario/schema.js';

const ROOT = fileURLToPath(new URL('../../../shared/maps/heroscape/', import.meta.url));
const MAPS = [
  ...readdirSync(ROOT + 'virtualscape').map((f) => `virtualscape/${f}`),
  ...readdirSync(ROOT + 'editor-json').map((f) => `editor-json/${f}`),
].filter((f) => /\.(hsc|json)$/.test(f)).sort();

const readsBack = (s: Scenario) => {
  const text = writeScenario(s);
  for (const version of ['1.1', '1.2'] as const) expect(parse(text, { version })).toEqual(JSON.parse(JSON.stringify(s)));
};

describe('written YAML reads the same in YAML 1.1 and 1.2', () => {
  it('quotes tokens a YAML 1.1 reader would turn into something else', () => {
    const s = {
      format: 'highground/1', title: 'A: b', ruleset: 'tft-3d',
      map: { grid: 'hex', rows: 'g1 = y\nno 012 1:30\n', legend: { g1: { level: 1, glyph: '=' }, '=': { level: 2 }, y: {}, no: {}, '012': {}, '1:30': { start: 'on' } } },
    } as Scenario;
    const text = writeScenario(s);
    expect(text).toContain('glyph: "="');
    expect(text).toContain('"y": {}');
    expect(text).toContain('start: "on"');
    readsBack(s);
  });

  it.each(MAPS)('%s', (name) => {
    readsBack(importMapFile(name, readFileSync(ROOT + name), { ruleset: 'tft-3d' }).scenario);
  });
});
