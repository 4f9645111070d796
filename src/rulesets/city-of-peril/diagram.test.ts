/** The text's Rooftop Terrain Diagram (cop.example.diagram), from examples/city-of-peril/diagram.yaml. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ask, loadScenario, runChecks } from '../../api.js';

const file = join(import.meta.dirname, '..', '..', '..', 'examples', 'city-of-peril', 'diagram.yaml');
const s = loadScenario(readFileSync(file, 'utf8'), file);
const q = (question: { ask: string; [k: string]: unknown }) => ask(s, question) as Record<string, unknown>;

describe('cop.example.diagram', () => {
  it('every check of the example passes', () => {
    const results = runChecks(s);
    expect(results.length).toBeGreaterThan(30);
    expect(results.filter((r) => !r.pass).map((r) => r.question.name)).toEqual([]);
  });
  it('B, C, D, E and F all have line of effect to one another', () => {
    for (const a of ['B', 'C', 'D', 'E', 'F']) for (const b of ['B', 'C', 'D', 'E', 'F']) {
      if (a !== b) expect(q({ ask: 'sight', from: a, to: b }).effect, `${a} -> ${b}`).toBe(true);
    }
  });
  it('A sees only B, and only B sees A', () => {
    const ids = ['B', 'C', 'D', 'E', 'F'];
    expect(ids.filter((id) => q({ ask: 'sight', from: 'A', to: id }).sight)).toEqual(['B']);
    expect(ids.filter((id) => q({ ask: 'sight', from: id, to: 'A' }).sight)).toEqual(['B']);
  });
  it("A's cone at B's square affects none of C, D, E, F, from any of A's corners", () => {
    for (const origin of [[2, 2], [3, 2], [2, 3], [3, 3]]) {
      const hit = q({ ask: 'area', figure: 'A', shape: 'cone', origin, toward: [4, 2] }).figures as string[];
      expect(hit.filter((id) => 'CDEF'.includes(id))).toEqual([]);
    }
  });
  it("B's cone at C from the shared intersection nearest the bridge hits C, D, E and F", () => {
    expect(q({ ask: 'area', figure: 'B', shape: 'cone', origin: [5, 3], toward: 'C' }).figures).toEqual(['C', 'D', 'E', 'F']);
  });
  it('F shooting D from either top corner finds D without cover', () => {
    const v = q({ ask: 'cover', attacker: 'F', target: 'D' });
    expect(v.cover).toBe('none');
    expect([[7, 7], [8, 7]]).toContainEqual((v.evidence as { corner: number[] }).corner);
  });
});
