/** analyzeTable on the balanced-table example, with the answers read off its coordinates first. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../api.js';
import { analyzeTable, formatTable, tableLayers } from './table.js';

const example = loadScenario(readFileSync(join(import.meta.dirname, '../../examples/malifaux/balanced-table.yaml'), 'utf8')).scenario;

describe('analyzeTable', () => {
  const a = analyzeTable(example);

  it('the thirds run top to bottom between the zones; pieces by their centres; coverage of the top third', () => {
    expect(a.thirds.axis).toBe('y');
    expect(a.thirds.parts.map((p) => p.pieces)).toEqual([['manor', 'copse'], ['rubble', 'pits', 'rail-2', 'rail-3'], ['depot', 'fields', 'rail-1']]);
    // top third (0..12"): the manor 9 x 9 and the copse 10 x 9, of 36 x 12
    expect(a.thirds.parts[0]!.coverage).toBeCloseTo(171 / 432, 6);
  });

  it('the balance numbers are the balance question\'s; the nearest symmetry is its lowest score', () => {
    expect(a.balance).toMatchObject({ balanced: true, symmetric: false, split: { blocking: 0.3333, severe: 0.3333, cover: 0.3333 } });
    expect(a.nearestSymmetry.name).toBe('mirrorTopBottom');
  });

  it('zones sample every 4": 9 x 2 points in each 36" x 8" strip; the layers and the text', () => {
    expect(a.zones.map((z) => [z.name, z.samples])).toEqual([['red', 18], ['blue', 18]]);
    expect(a.points).toHaveLength(144);
    expect(tableLayers(a, example).map((l) => l.id)).toEqual(['sight:red', 'sight:blue', 'thirds', 'symmetry']);
    expect(formatTable(a)).toContain('top 40% covered (manor, copse)');
  });
});

