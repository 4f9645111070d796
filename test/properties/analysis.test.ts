/**
 * The analysis's numbers are exact consequences of the ruleset's own questions: on small random maps, each
 * heat-map value (places seen, seen from) equals the count of single `sight` questions it stands for,
 * asked of a session where one typical figure stands on the place alone; and the zone-to-zone costs
 * equal the cheapest `move` question between the zones' places.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeScenario, analyzeTable, ask, HighgroundError, loadScenarioObject, profileFor, type Scenario, type Session } from '../../src/index.js';
import { cityOfPerilMap, heroclixMap, hexMap, tableMap, type Generated } from './maps.js';

/** The generated map without its figures, with a bridge (two surfaces) on one place of hex maps. */
function bare(g: Generated, bridgeAt: number): Scenario {
  const s = structuredClone(g.scenario) as Record<string, unknown> & { map: { grid: string; rows: string; legend: Record<string, unknown> } };
  delete s.figures;
  if (s.map.grid === 'hex') {
    s.map.legend.B = { stack: [{ level: 0, terrain: 'grass' }, { level: 3, terrain: 'rock' }] };
    const toks = s.map.rows.trim().split('\n').map((r) => r.trim().split(/\s+/));
    const flat = toks.flat();
    const i = bridgeAt % flat.length;
    toks[Math.floor(i / toks[0]!.length)]![i % toks[0]!.length] = 'B';
    s.map.rows = toks.map((r) => r.join(' ')).join('\n') + '\n';
  }
  return s as unknown as Scenario;
}

/** A session where one typical figure stands on the place alone (undefined where it may not stand). */
function lone(sc: Scenario, at: readonly [number, number], level: number, stacked: boolean): Session | undefined {
  const figure = { ...profileFor(sc.ruleset).figure, at: [at[0], at[1]], ...(stacked ? { level } : {}) };
  try {
    return loadScenarioObject({ ...sc, figures: { A: figure } });
  } catch (e) {
    if (e instanceof HighgroundError) return undefined;
    throw e;
  }
}

function checkSight(sc: Scenario): void {
  const a = analyzeScenario(sc);
  const n = a.places.length;
  const stacked = new Map<string, number>();
  for (const p of a.places) stacked.set(`${p.at[0]},${p.at[1]}`, (stacked.get(`${p.at[0]},${p.at[1]}`) ?? 0) + 1);
  const seenFrom = new Array<number>(n).fill(0);
  a.places.forEach((p, i) => {
    const s = lone(sc, p.at, p.level, stacked.get(`${p.at[0]},${p.at[1]}`)! > 1);
    expect(s, `a figure stands on [${p.at.join(', ')}] level ${p.level}`).toBeDefined();
    let sees = 0;
    a.places.forEach((q, j) => {
      if (i === j) return;
      const v = ask(s!, { ask: 'sight', from: 'A', to: [q.at[0], q.at[1], q.level] });
      if (v.sight === true) { sees++; seenFrom[j]!++; }
    });
    expect(a.visibility.sees[i], `sees of [${p.at.join(', ')}] level ${p.level}`).toBe(sees);
  });
  expect(a.visibility.seenFrom).toEqual(seenFrom);
  expect(a.visibility.hidden).toBe(seenFrom.filter((c) => c === 0).length);
}

function checkZones(sc: Scenario): void {
  const a = analyzeScenario(sc);
  const west = a.zones.find((z) => z.name === 'west edge');
  const east = a.zones.find((z) => z.name === 'east edge');
  if (!west || !east) return;
  const inZone = (name: string) => a.places.filter((_, i) => (name === 'west edge' ? a.zoneTurns['west edge']![i] === 0 : a.zoneTurns['east edge']![i] === 0));
  let best: number | null = null;
  const budget = a.figure.move * 100;
  for (const p of inZone('west edge')) {
    const s = lone(sc, p.at, p.level, a.places.filter((q) => q.at[0] === p.at[0] && q.at[1] === p.at[1]).length > 1);
    if (!s) continue;
    for (const q of inZone('east edge')) {
      const v = ask(s, { ask: 'move', figure: 'A', to: [q.at[0], q.at[1], q.level], budget });
      if (v.legal === true && typeof v.cost === 'number' && (best === null || v.cost < best)) best = v.cost;
    }
  }
  expect(west.zones.find((z) => z.zone === 'east edge')!.cost).toBe(best);
}

const runs = { numRuns: 6 };

describe('analysis: heat-map values are counts of single sight questions', () => {
  for (const [name, arb] of [
    ['tft-3d (batch viewsheds)', hexMap('tft-3d')],
    ['c3g-buildings (sight questions)', hexMap('c3g-buildings')],
    ['heroclix (sight questions)', heroclixMap()],
    ['city-of-peril (sight questions)', cityOfPerilMap()],
  ] as const) {
    it(`${name}: sees and seen-from of every place`, () => {
      fc.assert(fc.property(arb, fc.nat(), (g, k) => checkSight(bare(g, k))), runs);
    });
  }
});

describe('analysis: zone-to-zone costs are the cheapest move questions', () => {
  for (const [name, arb] of [['tft-3d', hexMap('tft-3d')], ['c3g-buildings', hexMap('c3g-buildings')], ['heroclix', heroclixMap()]] as const) {
    it(`${name}: west edge to east edge`, () => {
      fc.assert(fc.property(arb, fc.nat(), (g, k) => checkZones(bare(g, k))), { numRuns: 4 });
    });
  }
});

describe('analyzeTable: each value is a count of single sight questions', () => {
  it('on small random tables', () => {
    fc.assert(fc.property(tableMap({ maxHt: 3 }), (g) => {
      const sc = { ...g.scenario, figures: {} } as unknown as Scenario;
      const t = analyzeTable(sc, { step: 6, zoneStep: 6 });
      const s = loadScenarioObject(sc);
      for (const z of t.zones) {
        const shape = z.name === 'top strip' ? [0, 0, 24, 8] : [0, 16, 24, 8];
        const samples: [number, number][] = [];
        for (let y = 3; y < 24; y += 6) for (let x = 3; x < 24; x += 6) if (y >= shape[1]! && y <= shape[1]! + shape[3]!) samples.push([x, y]);
        expect(z.samples).toBe(samples.length);
        t.points.forEach((p, i) => {
          let n = 0;
          for (const q of samples) {
            try { if (ask(s, { ask: 'sight', from: q, to: p }).sight === true) n++; } catch { /* a point no model stands on */ }
          }
          expect(t.seenFrom[z.name]![i]).toBe(n);
        });
      }
    }), { numRuns: 5 });
  });
});
