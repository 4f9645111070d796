import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { ask, loadScenario } from '../../api.js';

// The r6 map: C on the ground, RF on a rooftop's edge (the nearest enemy), T farther off on the ground.
const file = 'test/scenarios/city-of-peril/audit-r6-charge-roof-nearest.yaml';
const text = readFileSync(file, 'utf8');

function refusal(measure: 'run' | 'distance') {
  const s = loadScenario(text.replace(/^ruleset: city-of-peril$/m, `ruleset: city-of-peril\noptions: { chargeMeasure: ${measure} }`), file);
  const v = ask(s, { ask: 'charge', attacker: 'C', target: 'T' }) as { allowed: boolean; summary?: string; reasons: { rule: string; text: string }[] };
  return { v, say: (rule: string) => v.reasons.find((r) => r.rule === rule)?.text ?? '' };
}

describe('cop.base.charge: nearest enemy on a rooftop the ground charger cannot charge onto', () => {
  it('cop.charge.levels - chargeMeasure run: the count to RF is to a rooftop square named as one the charge cannot reach, not worded as a run', () => {
    const { v, say } = refusal('run');
    expect(v.allowed).toBe(false);
    const near = say('cop.base.charge');
    expect(near).toContain('RF is 3 squares away, counted to [3, 1], the nearest square from which C could attack it (a rooftop square, where its charge cannot go)');
    expect(near).not.toMatch(/a run of/);
    expect(say('cop.charge.levels')).toContain('C cannot charge RF, the nearest, between the ground and a rooftop');
  });
  it('cop.charge.levels - chargeMeasure distance: RF 4 squares away, T 9, and the divide is what stops every charge', () => {
    const { v, say } = refusal('distance');
    expect(v.allowed).toBe(false);
    expect(say('cop.base.charge')).toContain('RF is 4 squares away, T 9');
    expect(say('cop.charge.levels')).toContain('C cannot charge RF, the nearest, between the ground and a rooftop');
  });
});
